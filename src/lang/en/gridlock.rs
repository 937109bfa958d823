use crate::engine::Seat;
use crate::games::gridlock::{
    Card, Combo, Direction, Elimination, Face, GridlockAction, INFO, Line, LockAim, PENALTY,
    RoundScore, SlotView, Suit,
};
use crate::lang::gridlock::{GridlockWords, signed};
use crate::lang::words;
use crate::lang::words::capitalise;

pub struct Gridlock;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "lines eliminated",
        label: "Lines eliminated",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "locks",
        label: "Rows locked by a GRID#LOCK card",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "discards taken",
        label: "Cards taken from the discard pile",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "went out",
        label: "Went out",
        came_off: None,
    },
];

game_words_from_info!(Gridlock, INFO, CALLS);

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Flame => "Flame",
        Suit::Wave => "Wave",
        Suit::Leaf => "Leaf",
        Suit::Star => "Star",
    }
}

fn suit_shape(suit: Suit) -> &'static str {
    match suit {
        Suit::Flame => "a flame",
        Suit::Wave => "two waves",
        Suit::Leaf => "a leaf",
        Suit::Star => "a star",
    }
}

/// "7 Flame", "wild": the card's id, which English shows as it is.
fn card_name(card: Card) -> String {
    match card.face() {
        Face::Number { suit, value } => format!("{value} {}", suit_name(suit)),
        Face::Wild => "wild".to_string(),
        Face::GridLock(LockAim::Row) => "GRID#LOCK (row)".to_string(),
        Face::GridLock(LockAim::Column) => "GRID#LOCK (column)".to_string(),
        Face::GridLock(LockAim::Both) => "GRID#LOCK (row and column)".to_string(),
    }
}

/// "top row", "left column".
fn line_name(line: Line) -> String {
    let names = ["top", "middle", "bottom"];
    let cols = ["left", "middle", "right"];
    match line {
        Line::Row(r) => format!("{} row", names[usize::from(r)]),
        Line::Column(c) => format!("{} column", cols[usize::from(c)]),
    }
}

fn combo_name(combo: Combo) -> &'static str {
    match combo {
        Combo::Flush => "suit flush",
        Combo::Run => "run",
        Combo::Set => "set",
        Combo::SuitedRun => "suited run",
        Combo::PairAndWild => "pair and wild",
        Combo::TwoWilds => "two wilds",
        Combo::ThreeWilds => "three wilds",
        Combo::Triple => "triple",
    }
}

fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Rows => "rows",
        Direction::Columns => "columns",
    }
}

/// A grid position in words: "top left", "centre", "bottom middle".
fn slot_name(slot: u8) -> String {
    let rows = ["top", "middle", "bottom"];
    let cols = ["left", "middle", "right"];
    let (r, c) = (usize::from(slot / 3), usize::from(slot % 3));
    if r == 1 && c == 1 {
        "centre".to_string()
    } else if r == 1 {
        format!("middle {}", cols[c])
    } else {
        format!("{} {}", rows[r], cols[c])
    }
}

/// Points in words, negatives with a true minus sign: "1 point", "12 points", "−4 points".
fn points(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", words::count(-n, "point", "points"))
    } else {
        words::count(n, "point", "points")
    }
}

/// "the top row and the left column".
fn lines(lines: &[Line]) -> String {
    let named: Vec<String> = lines
        .iter()
        .map(|l| format!("the {}", line_name(*l)))
        .collect();
    words::and_list(&named)
}

/// "the 7 Flame, the 3 Wave and the wild".
fn cards(cards: &[Card]) -> String {
    let named: Vec<String> = cards
        .iter()
        .map(|c| format!("the {}", card_name(*c)))
        .collect();
    words::and_list(&named)
}

/// What a move replaces: "the 7 Flame", "a face-down card".
fn replaced(slot: SlotView) -> String {
    match slot {
        SlotView::FaceUp(card) => format!("the {}", card_name(card)),
        SlotView::FaceDown => "a face-down card".to_string(),
        SlotView::Empty => "nothing".to_string(),
    }
}

impl GridlockWords for Gridlock {
    fn card(&self, card: Card) -> String {
        card_name(card)
    }

    fn gone(&self) -> &'static str {
        "gone"
    }

    fn card_hint(&self, card: Option<Card>) -> &'static str {
        match card.map(Card::face) {
            Some(Face::Number { suit, .. }) => match suit {
                Suit::Flame => "Flame suit",
                Suit::Wave => "Wave suit",
                Suit::Leaf => "Leaf suit",
                Suit::Star => "Star suit",
            },
            Some(Face::Wild) => "Stands for any card",
            Some(Face::GridLock(LockAim::Row)) => "Locks its row",
            Some(Face::GridLock(LockAim::Column)) => "Locks its column",
            Some(Face::GridLock(LockAim::Both)) => "Locks its row and column",
            None => "Eliminated",
        }
    }

    fn number_text(&self, suit: Suit, value: u8) -> String {
        let runs: Vec<String> = (1..=7u8)
            .filter(|start| (*start..start + 3).contains(&value))
            .map(|start| format!("{}-{}-{}", start, start + 1, start + 2))
            .collect();
        let suit_name = suit_name(suit);
        format!(
            "{value} {suit_name}: a number card of the {suit_name} suit (drawn as {shape}; three copies \
             of each number in each suit). With two more cards in a row or column of your grid it \
             forms a run ({runs}, in order either way) for {run}, or {suited_run} if all {suit_name}; \
             a set of three {value}s for {set}, or {triple} if all three are {value} {suit_name}; \
             or three {suit_name} cards of any numbers for {flush}. A wild can stand in for any \
             one card of a line. Elimination is forced: a line that forms any combination leaves \
             your grid at once.",
            shape = suit_shape(suit),
            runs = words::and_list(&runs).replacen(" and ", " or ", 1),
            run = points(Combo::Run.points()),
            suited_run = Combo::SuitedRun.points(),
            set = points(Combo::Set.points()),
            triple = Combo::Triple.points(),
            flush = points(Combo::Flush.points()),
        )
    }

    fn wild_text(&self) -> String {
        format!(
            "Wild (#): stands for whatever card completes a line. With two identical cards (same \
             number, same suit) it scores {pair}; two wilds with any third card, even a GRID#LOCK \
             card, score {two}; three wilds score {three}. With other cards it takes the best \
             combination it can complete. Each wild still in your grid at the end of a round costs \
             {penalty}.",
            pair = points(Combo::PairAndWild.points()),
            two = points(Combo::TwoWilds.points()),
            three = points(Combo::ThreeWilds.points()),
            penalty = points(PENALTY),
        )
    }

    fn lock_text(&self, aim: LockAim) -> String {
        let (lines, its) = match aim {
            LockAim::Row => ("its row", "that row"),
            LockAim::Column => ("its column", "that column"),
            LockAim::Both => ("both its row and its column", "those lines"),
        };
        format!(
            "{card}: once face up in your grid, it locks {lines} on your next turn: no card of \
             {its} may be replaced or turned up, and no line holding one of their cards is \
             eliminated (a line completed there waits for your following turn). After that turn it \
             may be replaced like any card. Drawn from the draw pile, it is discarded at once and \
             you turn up a card instead; on top of the discard pile it cannot be taken. It forms no \
             combination, except that two wilds score {two} with any third card. Still in your grid \
             at the end of a round, it costs {penalty}.",
            card = card_name(Card::gridlock(aim)),
            two = points(Combo::TwoWilds.points()),
            penalty = points(PENALTY),
        )
    }

    fn gone_text(&self) -> &'static str {
        "An eliminated place: its line has left the grid and scored."
    }

    fn round_dealt(&self, round: u8, dealer: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Round {round}: {} dealt nine cards to each player.",
            words::object(dealer, viewer)
        )
    }

    fn turned_up(&self, seat: Seat, slot: u8, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} turned up {} {} card: {}.",
            words::name(seat, viewer),
            if viewer == Some(seat) {
                "your"
            } else {
                "their"
            },
            slot_name(slot),
            card_name(card)
        )
    }

    fn took_discard(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} took the {} from the discard pile.",
            words::name(seat, viewer),
            card_name(card)
        )
    }

    fn drew(&self, seat: Seat, shown: Option<Card>, viewer: Option<Seat>) -> String {
        match shown {
            Some(card) => format!("You drew the {}.", card_name(card)),
            None => format!("{} drew a card.", words::name(seat, viewer)),
        }
    }

    fn drew_gridlock(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} drew the {} and had to discard it at once.",
            words::name(seat, viewer),
            card_name(card)
        )
    }

    fn replaced(
        &self,
        seat: Seat,
        slot: u8,
        card: Card,
        old: Card,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            // "The" card it replaced, not another copy of it (three of each): a row eliminated
            // just after may still show one.
            "{} put the {} at {} and discarded the {} it replaced.",
            words::name(seat, viewer),
            card_name(card),
            slot_name(slot),
            card_name(old)
        )
    }

    fn refused(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} discarded the {} just drawn.",
            words::name(seat, viewer),
            card_name(card)
        )
    }

    fn locked(&self, seat: Seat, locked: &[Line], viewer: Option<Seat>) -> String {
        format!(
            "A GRID#LOCK card locks {} of {} grid this turn.",
            lines(locked),
            words::possessive(seat, viewer)
        )
    }

    fn waiting(&self, seat: Seat, waiting: &[Line], viewer: Option<Seat>) -> String {
        format!(
            "A GRID#LOCK card blocks {} of {} grid: {} at the start of {} next turn.",
            lines(waiting),
            words::possessive(seat, viewer),
            if waiting.len() == 1 {
                "it goes"
            } else {
                "one goes"
            },
            words::possessive(seat, viewer),
        )
    }

    fn reshuffled(&self, cards: usize, top: Card) -> String {
        format!(
            "The draw pile ran out: the discard pile ({}) was shuffled into a new one, and its \
             top card turned up: {}.",
            words::count(cards as i64, "card", "cards"),
            card_name(top)
        )
    }

    fn eliminated(&self, seat: Seat, elimination: &Elimination, viewer: Option<Seat>) -> String {
        let shown: Vec<String> = elimination.cards.iter().map(|c| card_name(*c)).collect();
        format!(
            "{} eliminated the {} ({}: {}) for {}.",
            words::name(seat, viewer),
            line_name(elimination.line),
            combo_name(elimination.combo),
            words::and_list(&shown),
            points(elimination.combo.points())
        )
    }

    fn went_out(&self, seat: Seat, bonus: i32, viewer: Option<Seat>) -> String {
        format!(
            "{} went out, all nine cards eliminated: a bonus of {}, and two last turns for \
             everyone else.",
            words::name(seat, viewer),
            points(bonus)
        )
    }

    fn revealed_grid(&self, seat: Seat, shown: &[Card], viewer: Option<Seat>) -> String {
        format!(
            "Turned up in {} grid: {}.",
            words::possessive(seat, viewer),
            cards(shown)
        )
    }

    fn last_turns(&self, from: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Last turns: two each, starting with {}.",
            words::object(from, viewer)
        )
    }

    fn repetition(&self) -> String {
        "The same position has come up for the third time: the round ends here.".to_string()
    }

    fn round_scored(
        &self,
        round: u8,
        scores: &[i32],
        totals: &[i32],
        viewer: Option<Seat>,
    ) -> String {
        let parts: Vec<String> = scores
            .iter()
            .zip(totals)
            .enumerate()
            .map(|(i, (score, total))| {
                format!(
                    "{} for {} (total {})",
                    points(*score),
                    words::object(Seat(i as u8), viewer),
                    signed(*total)
                )
            })
            .collect();
        format!("Round {round} scored: {}.", parts.join(", "))
    }

    fn match_over(&self, leaders: &[Seat], best: i32, viewer: Option<Seat>) -> String {
        let who = match leaders {
            [one] => format!(
                "{} {}",
                words::object(*one, viewer),
                words::verb(*one, viewer, "win", "wins")
            ),
            _ => {
                let names: Vec<String> =
                    leaders.iter().map(|s| words::object(*s, viewer)).collect();
                format!("{} share the lead", words::and_list(&names))
            }
        };
        format!("The match is over: {who} with {}.", points(best))
    }

    fn turn_up_action(&self, slot: u8) -> String {
        format!("Turn up the {} card", slot_name(slot))
    }

    fn take_discard_action(&self, card: Option<Card>, slot: u8, replacing: SlotView) -> String {
        let card = card.map_or("the top card".to_string(), |card| {
            format!("the {}", card_name(card))
        });
        format!(
            "Take {card} from the discard pile to {} (replacing {})",
            slot_name(slot),
            replaced(replacing)
        )
    }

    fn draw_action(&self) -> String {
        "Draw from the draw pile".to_string()
    }

    fn replace_action(&self, card: Option<Card>, slot: u8, replacing: SlotView) -> String {
        let card = card.map_or("the card".to_string(), |card| {
            format!("the {}", card_name(card))
        });
        format!(
            "Put {card} at {} (replacing {})",
            slot_name(slot),
            replaced(replacing)
        )
    }

    fn refuse_action(&self, card: Option<Card>) -> String {
        match card {
            Some(card) => format!("Discard the {}", card_name(card)),
            None => "Discard the card".to_string(),
        }
    }

    fn eliminate_action(&self, line: Line, combo: Option<Combo>) -> String {
        match combo {
            Some(combo) => format!(
                "Eliminate the {} ({}, {})",
                line_name(line),
                combo_name(combo),
                points(combo.points())
            ),
            None => format!("Eliminate the {}", line_name(line)),
        }
    }

    fn no_such_place(&self) -> String {
        "there is no such place in a grid".into()
    }

    fn place_empty(&self, slot: u8) -> String {
        format!(
            "the {} place is empty: its line was eliminated",
            slot_name(slot)
        )
    }

    fn place_locked(&self, slot: u8) -> String {
        format!(
            "the {} card is locked by a GRID#LOCK card this turn",
            slot_name(slot)
        )
    }

    fn place_fixed(&self, slot: u8) -> String {
        format!("the {} card cannot be changed now", slot_name(slot))
    }

    fn match_is_over(&self) -> String {
        "the match is over".into()
    }

    fn already_face_up(&self) -> String {
        "that card is already face up".into()
    }

    fn opening_flips_first(&self) -> String {
        "first everyone turns up one card of their own grid".into()
    }

    fn gridlock_not_taken(&self) -> String {
        "a GRID#LOCK card on the discard pile cannot be taken".into()
    }

    fn everything_locked(&self) -> String {
        "every card you could replace is locked: draw instead".into()
    }

    fn piles_used_up(&self) -> String {
        "the draw pile and the discard pile are both used up".into()
    }

    fn take_or_draw_first(&self) -> String {
        "take the discard pile's top card or draw from the draw pile first".into()
    }

    fn place_or_discard_drawn(&self) -> String {
        "you have drawn a card: put it in your grid or discard it".into()
    }

    fn turn_up_face_down(&self) -> String {
        "turn up one of your face-down cards".into()
    }

    fn only_direction_counts(&self, direction: Direction) -> String {
        format!("only {} count now", direction_name(direction))
    }

    fn lock_blocks(&self, line: Line) -> String {
        format!("a GRID#LOCK card blocks the {} this turn", line_name(line))
    }

    fn line_incomplete(&self, line: Line) -> String {
        format!("the {} is not complete", line_name(line))
    }

    fn choose_first_line(&self) -> String {
        "choose which complete line goes first".into()
    }

    fn drop_on_locked(&self) -> String {
        "that card is locked by a GRID#LOCK card this turn".into()
    }

    fn discard_must_replace(&self) -> String {
        "a card taken from the discard pile must replace a grid card".into()
    }

    fn locked_note(&self) -> &'static str {
        "locked"
    }

    fn locks_next_note(&self) -> &'static str {
        "locks next"
    }

    fn waits_note(&self) -> &'static str {
        "waits"
    }

    fn both_lines_note(&self) -> &'static str {
        "both"
    }

    fn line_choice_note(&self, line: Line, points: i32) -> String {
        let kind = match line {
            Line::Row(_) => "row",
            Line::Column(_) => "column",
        };
        format!("{kind} +{points}")
    }

    fn round_badge(&self, round_points: i32) -> String {
        format!("Round: {}", points(round_points))
    }

    fn match_badge(&self, total: i32) -> String {
        format!("Match: {}", points(total))
    }

    fn dealer_badge(&self) -> String {
        "Dealer".into()
    }

    fn went_out_badge(&self, bonus: i32) -> String {
        format!("Went out: +{}", points(bonus))
    }

    fn last_turns_badge(&self, turns: u8) -> String {
        words::count(turns, "last turn", "last turns")
    }

    fn to_play_badge(&self) -> String {
        "To play".into()
    }

    fn grid_label(&self, seat: Seat, viewer: Option<Seat>) -> String {
        capitalise(&format!("{} grid", words::possessive(seat, viewer)))
    }

    fn eliminated_label(&self, combo: Combo, line: Line) -> String {
        format!("{} ({})", combo_name(combo), line_name(line))
    }

    fn points(&self, n: i32) -> String {
        points(n)
    }

    fn direction_note(&self, direction: Direction) -> String {
        match direction {
            Direction::Rows => "Only rows count now".to_string(),
            Direction::Columns => "Only columns count now".to_string(),
        }
    }

    fn drawn_card_label(&self) -> String {
        "Drawn card".into()
    }

    fn draw_pile_label(&self) -> String {
        "Draw pile".into()
    }

    fn drawn_note(&self) -> &'static str {
        "drawn"
    }

    fn discard_pile_label(&self) -> String {
        "Discard pile".into()
    }

    fn card_count(&self, cards: usize) -> String {
        words::count(cards as i64, "card", "cards")
    }

    fn round_fact(&self, round: u8, rounds: Option<u8>, target: i32) -> String {
        match rounds {
            Some(n) => format!("Round {round} of {n}, or sooner at {target} points"),
            None => format!("Round {round} · match to {target} points"),
        }
    }

    fn went_out_fact(&self, seat: Seat, viewer: Option<Seat>) -> String {
        if Some(seat) == viewer {
            "You went out: the others play two last turns".to_string()
        } else {
            format!(
                "{} went out: two last turns each",
                words::name(seat, viewer)
            )
        }
    }

    fn opening_flip_prompt(&self) -> String {
        "Turn up any one card of your grid (tap or click it).".into()
    }

    fn draw_only_prompt(&self, gridlock_on_top: bool) -> String {
        let why = if gridlock_on_top {
            "A GRID#LOCK card on the discard pile cannot be taken."
        } else {
            "Every card you could replace is locked this turn."
        };
        format!(
            "{why} Drag the top of the draw pile: you see the card as you lift it. Drop \
             it on a grid card to replace it, or on the discard pile to refuse it."
        )
    }

    fn start_prompt(&self) -> String {
        "Drag the discard pile's top card onto the grid card it replaces, or drag the top \
         of the draw pile: you see the card as you lift it, then drop it on a grid card \
         or refuse it on the discard pile."
            .into()
    }

    fn drawn_locked_prompt(&self, card: Card) -> String {
        format!(
            "You drew the {}, but every card of your grid is locked this turn: drop it \
             on the discard pile.",
            card_name(card)
        )
    }

    fn drawn_prompt(&self, card: Card) -> String {
        format!(
            "You drew the {}: drag it onto a grid card to replace it, or onto the discard \
             pile to refuse it (or tap or click where it goes).",
            card_name(card)
        )
    }

    fn flip_prompt(&self) -> String {
        "Turn up one of your face-down cards (tap or click it).".into()
    }

    fn elimination_prompt(&self, options: &[(Line, Option<Combo>)], crossing: bool) -> String {
        let named: Vec<String> = options
            .iter()
            .map(|&(line, combo)| match combo {
                Some(combo) => format!(
                    "the {} ({}, {})",
                    line_name(line),
                    combo_name(combo),
                    points(combo.points())
                ),
                None => format!("the {}", line_name(line)),
            })
            .collect();
        let consequence = if crossing {
            "Only one can go: a row and a column share a card, and after it only lines in the same \
             direction count for you this round."
        } else {
            "They all go, one at a time: choose which goes first."
        };
        format!(
            "{} lines are complete: {}. {consequence} Tap or click a card of the line to eliminate (each card \
             says its line and points), or use its button.",
            options.len(),
            named.join(" or ")
        )
    }

    fn wait_prompt(&self) -> String {
        "Wait.".into()
    }

    fn group(&self, action: &GridlockAction) -> &'static str {
        match action {
            GridlockAction::TakeDiscard(_) => "Take the discard",
            GridlockAction::Replace(_) | GridlockAction::Refuse => "Place",
            GridlockAction::Flip(_) | GridlockAction::OpeningFlip(_) => "Turn up",
            GridlockAction::Eliminate(_) => "Eliminate",
            _ => "",
        }
    }

    fn round_column(&self, round: u8) -> String {
        format!("Round {round}")
    }

    fn total_column(&self) -> String {
        "Total".to_string()
    }

    fn round_cell(&self, total: i32, lines: i32, bonus: i32, penalty: i32) -> String {
        let mut parts = Vec::new();
        if lines != 0 {
            parts.push(format!("lines {lines}"));
        }
        if bonus != 0 {
            parts.push(format!("going out +{bonus}"));
        }
        if penalty != 0 {
            parts.push(format!("penalty {}", signed(-penalty)));
        }
        if bonus == 0 && penalty == 0 {
            signed(total)
        } else {
            format!("{} ({})", signed(total), parts.join(", "))
        }
    }

    fn scoring_note(&self, bonus: i32, penalty: i32) -> String {
        format!(
            "A round scores the points of the lines eliminated, +{bonus} for the first \
             player to go out, and \u{2212}{penalty} for each line left open and each wild or \
             GRID#LOCK card left in the grid."
        )
    }

    fn went_out_note(&self, round: u8, seat: Seat, bonus: i32, viewer: Option<Seat>) -> String {
        format!(
            "Round {round}: {} went out (+{}).",
            words::object(seat, viewer),
            points(bonus)
        )
    }

    fn nobody_went_out_note(&self, round: u8) -> String {
        format!(
            "Round {round}: nobody went out; the round ended when a position came up for the third \
             time."
        )
    }

    fn penalties_note(
        &self,
        round: u8,
        penalties: &[(Seat, RoundScore, i32)],
        viewer: Option<Seat>,
    ) -> String {
        let parts: Vec<String> = penalties
            .iter()
            .map(|(seat, score, cost)| {
                let items: Vec<String> = [
                    (score.open_lines, "open line", "open lines"),
                    (score.wilds_left, "wild", "wilds"),
                    (score.locks_left, "GRID#LOCK card", "GRID#LOCK cards"),
                ]
                .into_iter()
                .filter(|(n, _, _)| *n > 0)
                .map(|(n, one, many)| words::count(n, one, many))
                .collect();
                format!(
                    "{} for {} ({})",
                    words::and_list(&items),
                    words::object(*seat, viewer),
                    signed(-cost)
                )
            })
            .collect();
        format!("Penalties in round {round}: {}.", parts.join("; "))
    }

    fn round_over(&self, round: u8) -> String {
        format!("Round {round} is over")
    }

    fn ending(&self, leaders: &[Seat], rounds: usize, best: i32, viewer: Option<Seat>) -> String {
        let rounds = words::count(rounds as i64, "round", "rounds");
        match leaders {
            [one] => format!(
                "{} {} after {rounds} with {}.",
                words::name(*one, viewer),
                words::verb(*one, viewer, "win", "wins"),
                points(best)
            ),
            _ => {
                let names: Vec<String> =
                    leaders.iter().map(|s| words::object(*s, viewer)).collect();
                capitalise(&format!(
                    "{} share the lead after {rounds} with {}.",
                    words::and_list(&names),
                    points(best)
                ))
            }
        }
    }
}
