//! Grid of Shadows at the table: the grid as drop targets, the hand, what each drag means, the
//! card faces and texts, and the hand totals at the end. The rules page shows the game's
//! `rules.md` (`rules.de.md` in German). Every word comes from `lang::grid_of_shadows()`; cards
//! keep their English names as ids (`data-card`, drag tokens) and show `UiGame::card_name`.
//!
//! Drags: a hand card onto a grid space lays it there (starting or adding to a play; then the
//! declaration is a button whose default is the truth when the cards allow it); a hand card onto
//! a player gives it (Deceive); onto the turn's space it is a Reflect, or Luck's card; onto the
//! discard pile it is Whisper's or Gamble's discard; in the final challenge a match dragged onto
//! its grid card plays it. Flips, declarations, "Lights!", passes, targets and guesses are
//! buttons, every one also reachable by keyboard.
//!
//! Colours: Blue and Yellow cards differ in more than hue. Each number's symbol carries a mark in
//! two corners, a round dot on Blue and a triangle on Yellow, and the style sheet gives Blue
//! stripes and a solid edge, Yellow dots and a dashed edge, power cards a cross-hatch and a double
//! edge; the name in words is always there too.
//!
//! A person's only legal move is made for them by the table. Nothing in this game needs the wait
//! ([`UiGame::ask_even_if_forced`] keeps its default): every lone move is one whose outcome the
//! person has already seen coming (a declaration after laying their last card, a pass in the
//! final challenge with no match, a flip of the last face-down card, a Smite or Wrath at the
//! only other player, taking an effect with no card to Reflect it), and the log and the notice
//! say what was done. The questions whose answer is worth a pause, "Lights!" and the Gamble's
//! guess, always offer at least two answers.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, Moment, PileModel, ScoreRow, ScoreSheet, SeatModel, Shown,
    TableModel, UiGame, card_token, seat_token,
};
use crate::engine::Seat;
use crate::games::grid_of_shadows::{
    Card, Claim, Colour, Decision, GridAction, GridCardView, GridOfShadowsGame, GridView, Guess,
    Phase, StackCardView, WindowAbout,
};
use crate::lang;
#[cfg(test)]
use crate::lang::narrate::ability_name;

fn slot_token(slot: u8) -> String {
    format!("slot:{slot}")
}

const DISCARD: &str = "discard";
/// The draw pile's top card: dragged onto a face-down grid card, it flips that card.
const DRAW: &str = "draw";
/// Spaces of the 3 by 3 grid; Summon and the final challenge add more beside it.
const GRID_SPACES: usize = 9;

fn shift_token(card: Card) -> String {
    format!("shift:{card}")
}

fn guess_token(guess: Guess) -> String {
    format!("guess:{}", guess.name())
}

/// A card's id on the table (`data-card`, drag tokens): its English name, in every language.
fn card_id(card: Card) -> String {
    card.to_string()
}

/// The id of an empty grid space's face.
const EMPTY_SPACE: &str = "Empty space";

/// The guess a face's id stands for ("5 or lower").
fn parse_guess(id: &str) -> Option<Guess> {
    Guess::ALL.into_iter().find(|g| g.name() == id)
}

/// The card a face's id stands for ("Blue 4", "Wrath"); `None` for the table's other faces
/// (a guess, an empty space).
fn parse_card(name: &str) -> Option<Card> {
    match name {
        "Wrath" => return Some(Card::Wrath),
        "Reflect" => return Some(Card::Reflect),
        "Gamble" => return Some(Card::Gamble),
        "Indecisive" => return Some(Card::Indecisive),
        _ => {}
    }
    let (colour, number) = name.split_once(' ')?;
    let colour = Colour::ALL.into_iter().find(|c| c.name() == colour)?;
    let number: u8 = number.parse().ok()?;
    (1..=10)
        .contains(&number)
        .then(|| Card::num(number, colour))
}

/// What a number's ability does, as a clause ("draw two cards"): a card's text must hold it.
#[cfg(test)]
fn ability_effect(number: u8) -> &'static str {
    lang::grid_of_shadows().ability_effect(number)
}

/// The decision the viewer is asked to make, if any.
fn my_decision(view: &GridView) -> Option<Decision> {
    match view.phase {
        Phase::Decide { seat, decision } if seat == view.me => Some(decision),
        _ => None,
    }
}

/// Grid spaces the viewer's pending choice can aim at (Blessing, Luck, Shift, Reflect).
fn slots_in_play(view: &GridView) -> Vec<u8> {
    let with_card = |face_down_only: bool| {
        (0..view.grid.len() as u8)
            .filter(|&i| match view.grid[usize::from(i)].card {
                Some(GridCardView::FaceUp(_)) => !face_down_only,
                Some(_) => true,
                None => false,
            })
            .collect()
    };
    match my_decision(view) {
        Some(Decision::Bless) => with_card(true),
        Some(Decision::Luck | Decision::Shift) => with_card(false),
        Some(Decision::Reflect) => view.ctx.iter().map(|c| c.slot).collect(),
        _ => Vec::new(),
    }
}

/// What is on a grid space, in a few words under its card (kept short: it sits inside a card).
fn stack_note(view: &GridView, i: usize) -> Option<String> {
    let say = lang::grid_of_shadows();
    let slot = &view.grid[i];
    let mut parts = Vec::new();
    if !slot.stack.is_empty() {
        parts.push(say.stack_size(slot.stack.len()));
    }
    let mine: Vec<Card> = slot
        .stack
        .iter()
        .filter_map(|s| match s {
            StackCardView::Mine { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    if !mine.is_empty() {
        parts.push(say.stack_yours(&mine));
    }
    let shown: Vec<Card> = slot
        .stack
        .iter()
        .filter_map(|s| match s {
            StackCardView::Shown { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    if !shown.is_empty() {
        parts.push(say.stack_shown(&shown));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// One grid space as a card: its grid card with the stack size beneath, a target for plays and
/// clicks, ringed when it is the sequence's space or a choice can aim at it.
fn space_card(view: &GridView, aimed: &[u8], i: usize) -> CardModel {
    let slot = i as u8;
    let mut card = match view.grid[i].card {
        Some(GridCardView::FaceUp(c)) => CardModel::face(&card_id(c)),
        Some(GridCardView::FaceDownKnown(c)) => {
            CardModel::hidden(&card_id(c)).with_note(lang::grid_of_shadows().your_face_down(c))
        }
        Some(GridCardView::FaceDown) => CardModel::back(),
        None => CardModel::face(EMPTY_SPACE),
    }
    .drop_on(slot_token(slot));
    if let Some(note) = stack_note(view, i) {
        card.note = Some(match card.note.take() {
            Some(placed) => format!("{placed}; {note}"),
            None => note,
        });
    }
    let sequence = view.ctx.as_ref().is_some_and(|c| c.slot == slot);
    let bonus = matches!(view.phase, Phase::Bonus { slot: s, .. } | Phase::Guess { slot: s, .. } if s == slot);
    if aimed.contains(&slot) || sequence || bonus {
        card = card.marked();
    }
    card
}

/// The 3 by 3 grid as cards three to a row, and the spaces Summon and the final challenge add
/// as a column of their own beside it (as the rulebook lays them), so the grid keeps its shape
/// and never grows taller than three cards.
fn grid_piles(view: &GridView) -> Vec<PileModel> {
    let aimed = slots_in_play(view);
    let cards: Vec<CardModel> = (0..view.grid.len())
        .map(|i| space_card(view, &aimed, i))
        .collect();
    let (grid, beside) = cards.split_at(cards.len().min(GRID_SPACES));
    let say = lang::grid_of_shadows();
    let mut piles = vec![PileModel::grid(say.grid_label(), 3, grid.to_vec())];
    if !beside.is_empty() {
        let columns = beside.len().div_ceil(3) as u8;
        piles.push(PileModel::grid(
            say.beside_grid_label(),
            columns,
            beside.to_vec(),
        ));
    }
    piles
}

fn seat_model(view: &GridView, seat: Seat) -> SeatModel {
    let say = lang::grid_of_shadows();
    let mut badges = Vec::new();
    if seat == view.turn_owner {
        badges.push(Badge::new("turn", say.badge_turn()).explained(say.badge_turn_means()));
    }
    if let Phase::Window { window, .. } = &view.phase
        && window.asked() == Some(seat)
    {
        badges.push(Badge::new("asked", say.badge_asked()));
    }
    if let Some(ctx) = &view.ctx
        && ctx.last_player() == Some(seat)
    {
        badges.push(Badge::new("last", say.badge_last()).explained(say.badge_last_means()));
    }
    let aims_at_players = matches!(
        my_decision(view),
        Some(Decision::Smite | Decision::WrathTarget | Decision::Deceive)
    );
    if aims_at_players && seat != view.me {
        badges.push(Badge::new("target", say.badge_target()));
    }
    let size = view.hand_sizes[seat.index()];
    let seen = &view.hand_memory[seat.index()];
    let note = (!seen.is_empty()).then(|| say.saw_them_take(&seen_words(seen)));
    SeatModel {
        seat,
        badges,
        cards: vec![CardModel::back(); size],
        piles: Vec::new(),
        out: false,
        note,
    }
}

/// Facts for the middle of the table, at most three and short: the sequence and its ability,
/// its last play, and one thing that changes the turn (cards being laid, the final challenge,
/// a Silence waiting).
fn facts(view: &GridView) -> Vec<String> {
    let say = lang::grid_of_shadows();
    let mut facts = Vec::new();
    if let Some(ctx) = &view.ctx
        && let Some(last) = ctx.plays.last()
    {
        facts.push(say.fact_sequence(ctx.slot, ctx.colour, ctx.number));
        facts.push(say.fact_last_play(last.seat, view.me, last.cards.len(), last.claim));
    }
    let laid = view.laid.mine();
    if !laid.is_empty() {
        facts.push(say.fact_laying(laid));
    } else if !view.laid.is_empty() {
        facts.push(say.fact_being_laid(view.laid.len()));
    } else if view.final_started {
        facts.push(say.fact_final());
    } else if view.silence {
        facts.push(say.fact_silence());
    }
    facts
}

/// The declaration prompt for a play being laid, with what each declaration on offer does.
fn building_prompt(view: &GridView, legal: &[GridAction], opening: bool) -> String {
    let say = lang::grid_of_shadows();
    let declares = |claim: Claim| legal.contains(&GridAction::Declare(claim));
    let mut text = if opening {
        let number = view.ctx.as_ref().map(|c| c.number);
        match number {
            Some(n) if legal.iter().any(|a| matches!(a, GridAction::Declare(Claim::Number { number, .. }) if *number == n)) => {
                say.prompt_opening_number(n)
            }
            _ => say.prompt_opening_indecisive(),
        }
    } else {
        match &view.ctx {
            Some(ctx) => say.prompt_adding(ctx.colour, ctx.number),
            None => say.prompt_sequence_plain(),
        }
    };
    if declares(Claim::Wrath) {
        text.push_str(&say.prompt_or_wrath());
    }
    if declares(Claim::Gamble) {
        text.push_str(&say.prompt_or_gamble());
    }
    if declares(Claim::Indecisive) {
        text.push_str(&say.prompt_or_indecisive());
    }
    text
}

/// The "Lights!" question: the play it is about and what each answer leads to.
fn window_prompt(view: &GridView, about: WindowAbout) -> String {
    let say = lang::grid_of_shadows();
    match view
        .ctx
        .as_ref()
        .and_then(|ctx| Some((ctx, ctx.plays.last()?)))
    {
        Some((ctx, last)) => say.prompt_window(
            last.seat,
            view.me,
            ctx.challengeable.len(),
            ctx.slot,
            last.claim,
            about,
        ),
        None => say.prompt_window_plain(),
    }
}

fn decide_prompt(view: &GridView, decision: Decision) -> String {
    let say = lang::grid_of_shadows();
    match (decision, view.ctx.as_ref().and_then(|c| c.pending)) {
        (Decision::Reflect, Some(p)) => say.prompt_reflect(p.from, view.me, p.effect),
        _ => say.prompt_decide(decision),
    }
}

/// A hand left at the end, grouped so its total can be checked at a glance: "Blue 2, 3, 3;
/// Yellow 9; Wrath, Gamble (10 each)".
fn hand_words(hand: &[Card]) -> String {
    let say = lang::grid_of_shadows();
    if hand.is_empty() {
        return say.no_cards();
    }
    let mut groups = number_groups(hand);
    let powers: Vec<Card> = hand.iter().filter(|c| c.is_extended()).copied().collect();
    if !powers.is_empty() {
        groups.push(say.hand_powers(&powers));
    }
    groups.join("; ")
}

/// Cards seen going into a hand, grouped as a hand is ("Blue 7, 7, 9; Yellow 2; Wrath"): a
/// long list stays short enough for its seat's panel to be drawn at a size that reads.
fn seen_words(cards: &[Card]) -> String {
    let say = lang::grid_of_shadows();
    let mut groups = number_groups(cards);
    groups.extend(
        cards
            .iter()
            .filter(|c| c.is_extended())
            .map(|&c| say.card(c)),
    );
    groups.join("; ")
}

/// The number cards among `cards`, a group per colour in rising order ("Blue 2, 3, 3").
fn number_groups(cards: &[Card]) -> Vec<String> {
    let say = lang::grid_of_shadows();
    let mut groups = Vec::new();
    for colour in Colour::ALL {
        let mut numbers: Vec<u8> = cards
            .iter()
            .filter_map(|c| match *c {
                Card::Number { number, colour: c } if c == colour => Some(number),
                _ => None,
            })
            .collect();
        numbers.sort_unstable();
        if !numbers.is_empty() {
            groups.push(say.hand_colour(colour, &numbers));
        }
    }
    groups
}

/// Symbols of the numbers, in a 24×24 box, each leaving its top-left and bottom-right corners
/// free for the colour's mark.
macro_rules! number_symbol {
    (1) => { "M12 3a4 4 0 0 1 0 8 4 4 0 0 1 0-8zM6 21c0-4 2.7-7 6-7s6 3 6 7z" };
    (2) => { "M3 12h12l-4-4 1.4-1.4L19 13l-6.6 6.4L11 18l4-4H3z" };
    (3) => { "M13 2L4 14h6l-1 8 9-12h-6z" };
    (4) => { "M12 2l2.5 7.5H22l-6 4.5 2.3 7.5L12 17l-6.3 4.5L8 14 2 9.5h7.5z" };
    (5) => { "M5 5h14v14H5zM8 8v8h8V8z" };
    (6) => { "M4 7h11l-3-3 1.4-1.4L19 8l-5.6 5.4L12 12l3-3H4zm16 10H9l3 3-1.4 1.4L5 16l5.6-5.4L12 12l-3 3h11z" };
    (7) => { "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4l2 4 4 .5-3 3 .8 4.5L12 16l-3.8 2 .8-4.5-3-3 4-.5z" };
    (8) => { "M11 3h2v8h8v2h-8v8h-2v-8H3v-2h8z" };
    (9) => { "M4 6c2 6 14 6 16 0v4c-2 8-14 8-16 0z" };
    (10) => { "M11 3h2v3h6l-3 7a3 3 0 0 0 6 0l-3-7M5 6l-3 7a3 3 0 0 0 6 0L5 6zm6 0v14H7v2h10v-2h-4V6z" };
}

/// Blue's mark: a round dot in the top-left and bottom-right corners.
macro_rules! blue_marks {
    () => {
        "M0 2a2 2 0 1 0 4 0a2 2 0 1 0-4 0zM20 22a2 2 0 1 0 4 0a2 2 0 1 0-4 0z"
    };
}

/// Yellow's mark: a triangle, point up, in the same corners.
macro_rules! yellow_marks {
    () => {
        "M2 0L4 3.8H0zM22 20.2L24 24h-4z"
    };
}

/// A number's symbol with its colour's marks.
macro_rules! number_faces {
    ($($n:tt),* $(,)?) => {
        fn number_face(number: u8, colour: Colour) -> Option<&'static str> {
            match (number, colour) {
                $(
                    ($n, Colour::Blue) => Some(concat!(number_symbol!($n), blue_marks!())),
                    ($n, Colour::Yellow) => Some(concat!(number_symbol!($n), yellow_marks!())),
                )*
                _ => None,
            }
        }
    };
}

number_faces!(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

impl UiGame for GridOfShadowsGame {
    /// A hint on a "Lights!" decision states what the viewer knows of the claimed card.
    fn hint_fact(view: &GridView, recommended: &GridAction) -> Option<String> {
        if !matches!(recommended, GridAction::Lights | GridAction::LetPass) {
            return None;
        }
        let fact = crate::games::grid_of_shadows::claim_fact(view)?;
        Some(lang::grid_of_shadows().claim_fact(&fact, view.me))
    }

    fn tutorial() -> Option<crate::learn::Tutorial<GridAction>> {
        Some(<GridOfShadowsGame as crate::learn::Teach>::tutorial())
    }

    fn table(view: &GridView) -> TableModel {
        let say = lang::grid_of_shadows();
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|&c| CardModel::face(&card_id(c)).draggable())
            .collect();
        let mut center = grid_piles(view);
        center.push(
            PileModel::row(
                say.draw_pile(),
                vec![CardModel::back().drag_as(DRAW); view.draw_size.min(1)],
            )
            .with_note(say.cards(view.draw_size)),
        );
        center.push(
            PileModel::row(
                say.discard_pile(),
                vec![CardModel::back(); view.discard_size.min(1)],
            )
            .drop_on(DISCARD)
            .with_note(say.cards(view.discard_size)),
        );
        if view.set_aside > 0 {
            center.push(PileModel::stack(
                say.set_aside_label(),
                vec![CardModel::back(); view.set_aside],
            ));
        }
        let drawn = view.shift_drawn.mine();
        if !drawn.is_empty() {
            center.push(
                PileModel::row(
                    say.shift_drew_label(),
                    drawn
                        .iter()
                        .map(|&c| CardModel::face(&card_id(c)).drag_as(shift_token(c)))
                        .collect(),
                )
                .with_note(say.shift_drew_note()),
            );
        }
        if matches!(view.phase, Phase::Guess { .. }) && view.to_act() == Some(view.me) {
            center.push(
                PileModel::row(
                    say.guess_label(),
                    Guess::ALL
                        .iter()
                        .map(|&g| CardModel::face(g.name()).drop_on(guess_token(g)).marked())
                        .collect(),
                )
                .with_note(say.guess_note()),
            );
        }
        TableModel {
            notes: Vec::new(),
            seats,
            hand,
            center,
            facts: facts(view),
        }
    }

    fn prompt(view: &GridView, legal: &[GridAction]) -> String {
        let say = lang::grid_of_shadows();
        match &view.phase {
            Phase::FreeFlips {
                left,
                optional: false,
                ..
            } => say.prompt_free_flips(*left),
            Phase::FreeFlips { left, .. } => say.prompt_free_flips_optional(*left),
            Phase::Main { flipped: false, .. } => say.prompt_play_or_flip(),
            Phase::Main { flipped: true, .. } => say.prompt_flipped(),
            Phase::Building { opening, .. } => building_prompt(view, legal, *opening),
            Phase::Window { about, .. } => window_prompt(view, *about),
            Phase::Sequence { .. } => match &view.ctx {
                Some(ctx) => {
                    say.prompt_sequence(ctx.colour, ctx.number, legal.contains(&GridAction::Lights))
                }
                None => say.prompt_sequence_plain(),
            },
            Phase::Decide { decision, .. } => decide_prompt(view, *decision),
            Phase::Bonus { slot, .. } => say.prompt_bonus(*slot),
            Phase::Guess { .. } => say.prompt_guess(),
            Phase::Final { .. } if legal == [GridAction::FinalPass] => say.prompt_final_pass(),
            Phase::Final { .. } => say.prompt_final_match(),
            Phase::FinalFlip { .. } => say.prompt_final_flip(),
            Phase::Over { .. } => say.prompt_over(),
        }
    }

    fn gestures(view: &GridView, action: &GridAction) -> Vec<Gesture> {
        let card = |c: Card| card_token(&card_id(c));
        match *action {
            GridAction::FreeFlip(slot) | GridAction::Flip(slot) | GridAction::FinalFlip(slot) => {
                vec![
                    Gesture::click(slot_token(slot)),
                    Gesture::new(DRAW, slot_token(slot)),
                ]
            }
            GridAction::Bless(slot) => vec![Gesture::click(slot_token(slot))],
            GridAction::Smite(to) | GridAction::WrathTarget(to) => {
                vec![Gesture::click(seat_token(to))]
            }
            GridAction::Shift { card: c, slot } => {
                vec![Gesture::new(shift_token(c), slot_token(slot))]
            }
            GridAction::Guess(g) => vec![Gesture::click(guess_token(g))],
            GridAction::Lay { slot, card: c } => vec![Gesture::new(card(c), slot_token(slot))],
            GridAction::Luck { slot, card: c } => vec![Gesture::new(card(c), slot_token(slot))],
            GridAction::Deceive { card: c, to } => vec![Gesture::new(card(c), seat_token(to))],
            GridAction::WhisperDiscard(c) | GridAction::GambleDiscard(c) => {
                vec![Gesture::new(card(c), DISCARD)]
            }
            GridAction::Reflect(c) => match &view.ctx {
                Some(ctx) => vec![Gesture::new(card(c), slot_token(ctx.slot))],
                None => Vec::new(),
            },
            GridAction::FinalPlay { slot, .. } => match view.grid[usize::from(slot)].card {
                Some(GridCardView::FaceUp(c)) => vec![Gesture::new(card(c), slot_token(slot))],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    fn group(action: &GridAction) -> &'static str {
        let say = lang::grid_of_shadows();
        match action {
            GridAction::Lay { .. } | GridAction::Luck { .. } | GridAction::Deceive { .. } => {
                say.group_cards()
            }
            GridAction::Flip(_) | GridAction::FreeFlip(_) | GridAction::FinalFlip(_) => {
                say.group_flips()
            }
            _ => "",
        }
    }

    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::grid_of_shadows::GridEvent;
        match event {
            GridEvent::Lights { .. } | GridEvent::FinalChallenge { .. } => Some(Moment::Challenge),
            GridEvent::Revealed { .. } | GridEvent::GambleRevealed { .. } => Some(Moment::Reveal),
            GridEvent::Flipped { .. } | GridEvent::WrathTurnedUp { .. } => Some(Moment::Flip),
            GridEvent::Drew { .. } => Some(Moment::Draw),
            GridEvent::Collapsed { .. } | GridEvent::WentOut { .. } => Some(Moment::Fall),
            _ => None,
        }
    }

    fn shown(event: &Self::Event, _viewer: Seat) -> Option<Shown> {
        use crate::games::grid_of_shadows::GridEvent;
        // "Lights!" and a Gamble turn the cards over for the whole table, and say over them
        // whether the play was true.
        let (seat, cards, truthful) = match event {
            GridEvent::Revealed {
                accused,
                cards,
                truthful,
                ..
            } => (*accused, cards, *truthful),
            GridEvent::GambleRevealed { seat, cards, met } => (*seat, cards, *met),
            _ => return None,
        };
        Some(
            Shown::cards(Some(seat), cards.iter().map(ToString::to_string).collect())
                .with_verdict(lang::grid_of_shadows().verdict(truthful), !truthful),
        )
    }

    fn card_art(name: &str) -> CardArt {
        let card = parse_card(name);
        let tone = match card {
            Some(Card::Number {
                colour: Colour::Blue,
                ..
            }) => "gos-blue",
            Some(Card::Number {
                colour: Colour::Yellow,
                ..
            }) => "gos-yellow",
            Some(_) => "gos-power",
            None => "gos-plain",
        };
        let say = lang::grid_of_shadows();
        let (path, hint) = match card {
            Some(Card::Number { number, colour }) => (
                number_face(number, colour).unwrap_or(""),
                say.number_hint(number),
            ),
            Some(Card::Wrath) => (
                "M12 2c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-4-1-6 1-9z",
                say.power_hint(Card::Wrath),
            ),
            Some(Card::Reflect) => (
                "M12 2l9 5v10l-9 5-9-5V7zm0 4L7 9v6l5 3 5-3V9z",
                say.power_hint(Card::Reflect),
            ),
            Some(Card::Gamble) => (
                "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm10 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-5-4.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
                say.power_hint(Card::Gamble),
            ),
            Some(Card::Indecisive) => (
                "M12 2a10 10 0 1 0 0 20zm0 0v20a10 10 0 0 0 0-20z",
                say.power_hint(Card::Indecisive),
            ),
            None => match parse_guess(name) {
                Some(Guess::Low) => (
                    "M11 3h2v13l4-4 1.4 1.4L12 19.8l-6.4-6.4L7 12l4 4z",
                    say.guess_hint(),
                ),
                Some(Guess::High) => (
                    "M11 21h2V8l4 4 1.4-1.4L12 4.2l-6.4 6.4L7 12l4-4z",
                    say.guess_hint(),
                ),
                Some(Guess::Power) => (
                    "M12 2l2.5 7.5H22l-6 4.5 2.3 7.5L12 17l-6.3 4.5L8 14 2 9.5h7.5z",
                    say.guess_hint(),
                ),
                None => ("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", ""),
            },
        };
        CardArt { path, tone, hint }
    }

    /// The number over the colour's initial ("5", "B"), so colour is never the only clue even in the
    /// corner of a card half hidden by the next.
    /// Every card of the extended deck, which holds the standard one.
    fn rules_card(token: &str) -> Option<CardModel> {
        let ids = crate::games::grid_of_shadows::deck_for(true)
            .into_iter()
            .map(|card| card.to_string());
        super::adapter::rules_card_among(token, ids)
    }

    fn card_index(id: &str) -> String {
        let say = lang::grid_of_shadows();
        match parse_card(id) {
            Some(Card::Number { number, colour }) => {
                let initial: String = say.colour(colour).chars().take(1).collect();
                format!("{number}\n{initial}")
            }
            // A cut word ("Emp") reads as a card; an empty space has no card to name.
            _ if id == EMPTY_SPACE => "\u{2013}".to_string(),
            _ => super::adapter::short_name(&Self::card_name(id)),
        }
    }

    fn card_name(id: &str) -> String {
        let say = lang::grid_of_shadows();
        match (parse_card(id), parse_guess(id)) {
            (Some(card), _) => say.card(card),
            (None, Some(guess)) => say.guess(guess).to_string(),
            (None, None) if id == EMPTY_SPACE => say.empty_space().to_string(),
            (None, None) => id.to_string(),
        }
    }

    fn card_text(name: &str) -> String {
        let say = lang::grid_of_shadows();
        match (parse_card(name), parse_guess(name)) {
            (Some(Card::Number { number, colour }), _) => say.number_text(number, colour),
            (Some(power), _) => say.power_text(power),
            (None, Some(guess)) => say.guess_text(guess),
            (None, None) if name == EMPTY_SPACE => say.empty_space_text(),
            (None, None) => name.to_string(),
        }
    }

    /// Every hand left at the end, face up, with its total, and each player's place: the one
    /// who went out first, or the lowest totals, then the others from the lowest total up.
    fn scores(view: &GridView) -> Option<ScoreSheet> {
        let say = lang::grid_of_shadows();
        let Phase::Over { winners, went_out } = &view.phase else {
            return None;
        };
        let hands = view.final_hands.as_ref()?;
        let totals: Vec<u32> = hands
            .iter()
            .map(|h| h.iter().map(|c| c.value()).sum())
            .collect();
        // Winners first, then from the lowest total up; equal standing shares a place.
        let standing = |s: usize| (!winners.contains(&Seat(s as u8)), totals[s]);
        let rows = Seat::all(view.seats())
            .map(|seat| {
                let i = seat.index();
                let place = 1
                    + (0..hands.len())
                        .filter(|&j| standing(j) < standing(i))
                        .count();
                let tied = (0..hands.len()).any(|j| j != i && standing(j) == standing(i));
                ScoreRow {
                    seat,
                    cells: vec![
                        hand_words(&hands[i]),
                        say.points(totals[i]),
                        say.place(place, tied, winners.contains(&seat)),
                    ],
                }
            })
            .collect();
        let mut notes = Vec::new();
        notes.push(if *went_out && !winners.is_empty() {
            say.note_others_place()
        } else {
            say.note_places_by_total()
        });
        notes.push(say.note_values(view.extended));
        Some(ScoreSheet {
            columns: say.score_columns(),
            rows,
            notes,
        })
    }

    fn ending(view: &GridView) -> Option<String> {
        let say = lang::grid_of_shadows();
        match &view.phase {
            Phase::Over {
                winners,
                went_out: true,
            } => winners.first().map(|&w| say.ending_went_out(w, view.me)),
            Phase::Over {
                went_out: false, ..
            } => Some(say.ending_pile_ran_dry()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
