//! Grimwood at the table: each player's combos as lines of full cards with their points, hand
//! sizes, the deck, the spread-out discard pile, the actions left, and the drags that play.
//!
//! Drags: a supernatural onto one of your lines (`line:<seat>:<i>`) or onto "New line"; a card of
//! a complete set onto "New line" places the set; the hand marker (`thief`) onto an opponent
//! steals; the power marker (`power`) onto a player or a combo targets it; your combo onto an
//! opponent's combo swaps them (Highwayman); an Owl or Crow onto a combo pays the Sorceress; an
//! Amulet onto the thief blocks a steal; a card onto the discard pile discards it (and plays a
//! Rune). Clicks: the deck draws; a discard-pile card is picked (Faeries, Giant); a supernatural
//! on the table is taken (Bride, Nymph) or reactivated (Elf). Requests and gifts are buttons.
//!
//! Each card's full text and each power prompt take the power's words from the rules page's list
//! (`rules.md`, "The powers"), so the page, the cards and the prompts say the same thing. The score
//! sheet lists every player's lines (with their cards) and sets, each with its points.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, ScoreRow, ScoreSheet, SeatModel, TableModel,
    UiGame, card_token, or_list, seat_token,
};
use crate::engine::Seat;
use crate::engine::rules_text::bullets_under;
use crate::engine::words::{and_list, count, name, object, possessive, verb};
use crate::games::grimwood::{
    Card, Combo, ComboRef, GrimwoodAction as A, GrimwoodGame, GrimwoodView, HAND_LIMIT, INFO,
    LineSlot, Pending, Phase, SetKind, StealKind, Supernatural,
};
use std::sync::OnceLock;

const NEW_LINE: &str = "newline";
const DECK: &str = "deck";
const DISCARD: &str = "discard";
const THIEF: &str = "thief";
const POWER: &str = "power";

/// The rules page's heading over the 24 powers: [`power_words`] reads them from there.
const POWERS_HEADING: &str = "The powers";

fn combo_token(r: ComboRef) -> String {
    format!("line:{}:{}", r.owner.0, r.index)
}

fn combo_drag_token(index: u8) -> String {
    format!("mine:{index}")
}

fn table_card_token(card: Card) -> String {
    format!("sup:{}", card.name())
}

fn discard_token(card: Card) -> String {
    format!("pick:{}", card.name())
}

fn points(n: u32) -> String {
    count(n, "point", "points")
}

fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What `card`'s power does, as the rules page words it (its bullet under "The powers"), so the
/// page, the card's full text and the power prompts can never disagree. Read once.
fn power_words(card: Supernatural) -> &'static str {
    static POWERS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    let powers = POWERS.get_or_init(|| {
        bullets_under(INFO.rules, POWERS_HEADING)
            .into_iter()
            .filter_map(|bullet| {
                let (who, what) = bullet.split_once(": ")?;
                Some((who.to_string(), what.to_string()))
            })
            .collect()
    });
    powers
        .iter()
        .find(|(who, _)| who == card.name())
        .map_or("", |(_, what)| what.as_str())
}

/// The power as a sentence of its own: "Draw two cards."
fn power_sentence(card: Supernatural) -> String {
    capitalized(power_words(card))
}

/// A set's short name on the table and in the score sheet: "3 Owls", "Swamp + Path + Clearing".
fn set_label(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Owls => "3 Owls",
        SetKind::Crows => "3 Crows",
        SetKind::Landscape => "Swamp + Path + Clearing",
        SetKind::Swamps => "3 Swamps",
        SetKind::Paths => "3 Paths",
        SetKind::Clearings => "3 Clearings",
    }
}

fn seat_model(view: &GrimwoodView, seat: Seat) -> SeatModel {
    let i = seat.index();
    // The hand's size shows as the table's count of the backs below.
    let mut badges = vec![Badge::new("points", points(view.score(seat)))];
    if seat == view.current && view.phase != Phase::Over {
        let whose = if seat == view.me {
            "Your turn"
        } else {
            "Their turn"
        };
        badges.push(Badge::new("turn", whose));
    }
    if view.skip_next[i] {
        badges.push(Badge::new("skip", "Loses next turn"));
    }
    let cards = vec![CardModel::back(); usize::from(view.hand_sizes[i])];
    let mut piles: Vec<PileModel> = view.tables[i]
        .iter()
        .enumerate()
        .map(|(k, combo)| {
            let r = ComboRef {
                owner: seat,
                index: k as u8,
            };
            let cards = combo
                .cards()
                .into_iter()
                .enumerate()
                .map(|(n, c)| {
                    let mut m = CardModel::face(c.name());
                    if matches!(combo, Combo::Line(_)) {
                        m = m.drop_on(table_card_token(c));
                    }
                    if seat == view.me && n == 0 {
                        m = m.drag_as(combo_drag_token(k as u8));
                    }
                    m
                })
                .collect();
            let label = match combo {
                Combo::Line(_) if combo.protected() => "Line, guarded by the Dragon".to_string(),
                Combo::Line(_) => "Line".to_string(),
                Combo::Set(kind) => set_label(*kind).to_string(),
            };
            PileModel::row(label, cards)
                .drop_on(combo_token(r))
                .with_note(points(combo.points()))
        })
        .collect();
    if seat == view.me {
        piles.push(PileModel::row("New line", Vec::new()).drop_on(NEW_LINE));
    }
    SeatModel {
        seat,
        badges,
        cards,
        piles,
        out: false,
        note: None,
    }
}

/// A marker dropped on a player: on the panel itself or on any of that player's combos.
fn aimed_at(view: &GrimwoodView, marker: &str, seat: Seat) -> Vec<Gesture> {
    let mut out = vec![Gesture::new(marker, seat_token(seat))];
    out.extend((0..view.tables[seat.index()].len()).map(|i| {
        Gesture::new(
            marker,
            combo_token(ComboRef {
                owner: seat,
                index: i as u8,
            }),
        )
    }));
    out
}

fn memory_notes(view: &GrimwoodView) -> Vec<String> {
    let mut notes = Vec::new();
    for seat in Seat::all(view.seats()).filter(|&s| s != view.me) {
        let known = &view.memory.known[seat.index()];
        if !known.is_empty() {
            notes.push(format!("{seat} holds {}.", Card::counted(known)));
        }
        let lacks = &view.memory.lacks[seat.index()];
        if !lacks.is_empty() {
            let names: Vec<String> = lacks.iter().map(|&c| c.a_name()).collect();
            notes.push(format!("{seat} lacks {}.", and_list(&names)));
        }
    }
    for (thief, card) in view.memory.stolen_from_me.iter().rev().take(5) {
        notes.push(format!("{thief} stole {} from you.", card.a_name()));
    }
    notes
}

/// The supernatural whose power is being decided on or played out.
fn power_card(view: &GrimwoodView) -> Option<Supernatural> {
    use Supernatural as S;
    match &view.phase {
        Phase::PowerOffer { card, .. } => Some(*card),
        Phase::Power(pending) => Some(match pending {
            Pending::Amazon => S::Amazon,
            Pending::Target(s) | Pending::Take(s) => *s,
            Pending::Demon => S::Demon,
            Pending::Highwayman => S::Highwayman,
            Pending::Sorceress => S::Sorceress,
            Pending::Elf => S::Elf,
            Pending::Dwarf { .. } => S::Dwarf,
            Pending::Faeries { .. } => S::Faeries,
            Pending::Giant => S::Giant,
            Pending::Ghouls => S::Ghouls,
            Pending::Goblins { .. } => S::Goblins,
            Pending::ShadowQueen => S::ShadowQueen,
            Pending::Eternals => S::Eternals,
            Pending::LarakiKeep { .. } | Pending::LarakiGive { .. } => S::Laraki,
        }),
        _ => None,
    }
}

/// At most two short facts: what the turn has left (or what is happening now), and how far the
/// game has gone. Whose turn it is shows on the seats.
fn facts(view: &GrimwoodView) -> Vec<String> {
    let viewer = Some(view.me);
    let mut facts = Vec::new();
    match &view.phase {
        Phase::Main => facts.push(format!(
            "{} left",
            and_list(&[
                count(view.actions_left, "action", "actions"),
                count(view.powers_left, "power", "powers"),
            ])
        )),
        Phase::Amulet { thief, victim, .. } => facts.push(format!(
            "{} {} {}",
            name(*thief, viewer),
            verb(*thief, viewer, "rob", "robs"),
            object(*victim, viewer)
        )),
        _ => {
            if let Some(card) = power_card(view) {
                facts.push(format!("Power: {}", card.name()));
            }
        }
    }
    if view.phase == Phase::Over {
        return facts;
    }
    facts.push(match view.final_turns_left {
        Some(0) => "Deck empty: last turn".to_string(),
        Some(n) => format!("Deck empty: {} to go", count(n, "more turn", "more turns")),
        None => format!("Turn {}", view.turns_taken + 1),
    });
    facts
}

/// Whether some other player has a combo outside a Dragon line (a target for the Demon).
fn others_have_unguarded_combos(view: &GrimwoodView) -> bool {
    Seat::all(view.seats())
        .filter(|&s| s != view.me)
        .any(|s| view.tables[s.index()].iter().any(|c| !c.protected()))
}

/// "Click the deck to draw, or drag your hand marker onto a player to steal", for what is legal.
fn draw_or_steal_words(legal: &[A]) -> String {
    let mut options = Vec::new();
    if legal.iter().any(|a| matches!(a, A::Draw)) {
        options.push("click the deck to draw".to_string());
    }
    if legal.iter().any(|a| matches!(a, A::Steal(_))) {
        options.push("drag your hand marker onto a player to steal".to_string());
    }
    or_list(&options)
}

/// What to do while a power is played out: what the power does, then the gesture.
fn power_prompt(view: &GrimwoodView, pending: &Pending, legal: &[A]) -> String {
    use Supernatural as S;
    match pending {
        Pending::Amazon => "Amazon: name a kind of card, or a supernatural by its name; every \
                            other player holding one gives you one."
            .into(),
        Pending::Target(card) => {
            let does = match card {
                S::Boogeyman => "swap hands with them",
                S::Dracula => "steal two cards from them",
                S::Hydra => "look at their hand",
                S::Troll => "make them discard a card picked at random",
                S::Werewolf => "make them lose their next turn",
                _ => "aim the power at them",
            };
            format!(
                "{}: drag the power marker onto a player to {does}.",
                card.name()
            )
        }
        Pending::Take(S::Bride) => "Bride: click a male supernatural in a line on the table to \
                                    take it; you may play it at once."
            .into(),
        Pending::Take(card) => format!(
            "{}: click a supernatural in a line on the table to take it and play it at once, \
             power included.",
            card.name()
        ),
        Pending::Demon => {
            "Demon: drag the power marker onto any combo to send it to the discard pile.".into()
        }
        Pending::Highwayman => "Highwayman: drag one of your combos onto another player's \
                                combo to swap the two."
            .into(),
        Pending::Sorceress => "Sorceress: drag an Owl or a Crow from your hand onto another \
                               player's combo: you pay two of that kind and the combo is yours."
            .into(),
        Pending::Elf => "Elf: click a supernatural in your lines to use its power again.".into(),
        Pending::Dwarf { .. } => "Dwarf: you took the top card of the discard pile and of the \
                                  deck; keep one, the other is discarded."
            .into(),
        Pending::Faeries { picked } => format!(
            "Faeries: click a card in the discard pile to take it ({} of two); you may then \
             play one of them.",
            if picked.is_empty() { "first" } else { "second" }
        ),
        Pending::Giant => "Giant: click any card in the discard pile to take it; you may play it \
                           at once."
            .into(),
        Pending::Ghouls => format!(
            "Ghouls: draw a card or steal one: {}.",
            draw_or_steal_words(legal)
        ),
        Pending::Eternals => {
            let short = HAND_LIMIT.saturating_sub(view.hand.len());
            format!(
                "The Eternals: fill your hand to seven ({} to go): {}.",
                count(short as u32, "card", "cards"),
                draw_or_steal_words(legal)
            )
        }
        Pending::Goblins { left } => format!(
            "Goblins: steal {} more, from one player or several: drag your hand marker onto a \
             player.",
            count(*left, "card", "cards")
        ),
        Pending::ShadowQueen => "Shadow Queen: you saw every other hand; now steal one card \
                                 blind: drag your hand marker onto a player."
            .into(),
        Pending::LarakiKeep { .. } => "The Laraki: keep one of the cards drawn from the discard \
                                       pile; the others go face up to the other players."
            .into(),
        Pending::LarakiGive { to, .. } => match to.first() {
            Some(&next) => format!(
                "The Laraki: choose the card {} receives face up.",
                object(next, Some(view.me))
            ),
            None => "The Laraki: choose a card to give face up.".into(),
        },
    }
}

impl UiGame for GrimwoodGame {
    fn table(view: &GrimwoodView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|c| CardModel::face(c.name()).draggable())
            .collect();
        let discard_note = if view.discard.is_empty() {
            "empty".to_string()
        } else {
            format!(
                "{}, newest first",
                count(view.discard.len() as u32, "card", "cards")
            )
        };
        let mut center = vec![
            // The count is said once, in the note: the label is read out with it.
            PileModel::stack(
                "Deck",
                vec![CardModel::back().drop_on(DECK); usize::from(view.deck_size.min(12))],
            )
            .drop_on(DECK)
            .with_note(count(view.deck_size, "card", "cards")),
            // A wrapping row, not a fixed grid: it must fit a phone's width.
            PileModel::row(
                "Discard pile",
                view.discard
                    .iter()
                    .rev()
                    .map(|&c| CardModel::face(c.name()).drop_on(discard_token(c)))
                    .collect(),
            )
            .drop_on(DISCARD)
            .with_note(discard_note),
        ];
        if view.to_act() == Some(view.me) {
            center.push(PileModel::row(
                "Steal: drag onto a player",
                vec![CardModel::back().drag_as(THIEF).with_note("steal")],
            ));
        }
        if let Some(card) = power_card(view) {
            center.push(PileModel::row(
                "Power in use",
                vec![CardModel::face(card.name()).drag_as(POWER).marked()],
            ));
        }
        if let Phase::Power(Pending::LarakiKeep { drawn }) = &view.phase {
            center.push(PileModel::row(
                "Drawn by the Laraki",
                drawn.iter().map(|c| CardModel::face(c.name())).collect(),
            ));
        }
        if let Phase::Power(Pending::LarakiGive { left, .. }) = &view.phase {
            center.push(PileModel::row(
                "The Laraki's gifts",
                left.iter().map(|c| CardModel::face(c.name())).collect(),
            ));
        }
        TableModel {
            seats,
            hand,
            center,
            facts: facts(view),
            notes: memory_notes(view),
        }
    }

    fn prompt(view: &GrimwoodView, legal: &[A]) -> String {
        let has = |f: fn(&A) -> bool| legal.iter().any(f);
        match &view.phase {
            Phase::Opening => format!("Open your turn: {}.", draw_or_steal_words(legal)),
            Phase::Closing => format!("Close your turn: {}.", draw_or_steal_words(legal)),
            Phase::Main => {
                let mut options = Vec::new();
                if has(|a| matches!(a, A::Play { .. })) {
                    options.push(
                        "drag a supernatural onto one of your lines or onto New line".to_string(),
                    );
                }
                if has(|a| matches!(a, A::PlaceSet(_))) {
                    options.push("drag a complete set onto New line".into());
                }
                if has(|a| matches!(a, A::Draw)) {
                    options.push("click the deck to draw".into());
                }
                if has(|a| matches!(a, A::Steal(_))) {
                    options.push("drag your hand marker onto a player to steal".into());
                }
                if has(|a| matches!(a, A::PlayRune)) {
                    options.push("drop a Rune on the discard pile".into());
                }
                if options.is_empty() {
                    "Your turn: nothing more to do; stop taking actions.".into()
                } else {
                    format!(
                        "Your turn, {} left: {}; or stop.",
                        count(view.actions_left, "action", "actions"),
                        or_list(&options)
                    )
                }
            }
            Phase::Ending { .. } if has(|a| matches!(a, A::Discard(_))) => format!(
                "You hold {}: drag cards onto the discard pile until you hold {HAND_LIMIT}.",
                count(view.hand.len() as u32, "card", "cards")
            ),
            Phase::Ending { .. } => "Place any complete set, then end your turn.".into(),
            Phase::PowerOffer { card, .. } => {
                let mut offer = format!(
                    "Use {} power? {}",
                    card.possessive_name(),
                    power_sentence(*card)
                );
                // A lone target is hit without another question: say so while there is a choice.
                if *card == Supernatural::Demon && !others_have_unguarded_combos(view) {
                    offer.push_str(" No other player has a combo it can hit: only yours.");
                }
                offer
            }
            Phase::FreePlay { must: true, .. } => {
                "Play the card you took: drag it onto one of your lines or onto New line; its \
                 power follows."
                    .into()
            }
            Phase::FreePlay { .. } => {
                "You may play the card you took at once (drag it onto a line, or a Rune onto the \
                 discard pile), or keep it."
                    .into()
            }
            Phase::Amulet { thief, kind, .. } => {
                let cost = match kind {
                    StealKind::Power(_) => "it stops this one steal",
                    _ => "the thief loses the rest of the turn",
                };
                if has(|a| matches!(a, A::BlockWithAmulet)) {
                    format!(
                        "{thief} tries to steal from you. Block with an Amulet (drag it onto \
                         {thief}; {cost}) or let it happen?"
                    )
                } else {
                    // Reached only in pass-and-play before the table answers for you.
                    format!("{thief} steals a random card from you: you hold no Amulet.")
                }
            }
            Phase::Power(pending) => power_prompt(view, pending, legal),
            Phase::Over => "The game is over.".into(),
        }
    }

    /// Everyone robbed is asked about an Amulet, so the pause gives nothing away; a person who
    /// holds none has nothing to decide, and the table lets the steal happen for them with this
    /// note, which says why better than the table's generic "forced".
    fn automatic(view: &GrimwoodView, legal: &[A]) -> Option<(A, String)> {
        match (&view.phase, legal) {
            (Phase::Amulet { thief, victim, .. }, [A::AllowSteal]) if *victim == view.me => Some((
                A::AllowSteal,
                format!(
                    "You hold no Amulet, so {} steal could not be blocked.",
                    possessive(*thief, Some(view.me))
                ),
            )),
            _ => None,
        }
    }

    // `ask_even_if_forced` keeps its default: every lone move in Grimwood (the only target of a
    // power, the only card to keep, the closing steal when the deck is empty) shows nothing new
    // that the log and the table do not show afterwards, so the table may make it.

    fn gestures(view: &GrimwoodView, action: &A) -> Vec<Gesture> {
        let me = view.me;
        let card = |c: Card| card_token(c.name());
        match *action {
            A::Draw => vec![Gesture::click(DECK), Gesture::new(THIEF, DECK)],
            A::Steal(s) => aimed_at(view, THIEF, s),
            A::Play { card: s, line } => {
                let drop = match line {
                    LineSlot::New => NEW_LINE.to_string(),
                    LineSlot::Existing(i) => combo_token(ComboRef {
                        owner: me,
                        index: i,
                    }),
                };
                vec![Gesture::new(card(Card::Super(s)), drop)]
            }
            A::PlayRune => vec![Gesture::new(card(Card::Rune), DISCARD)],
            A::PlaceSet(kind) => {
                let mut cards = kind.cards().to_vec();
                cards.dedup();
                cards
                    .into_iter()
                    .map(|c| Gesture::new(card(c), NEW_LINE))
                    .collect()
            }
            A::Discard(c) => vec![Gesture::new(card(c), DISCARD)],
            A::BlockWithAmulet => match &view.phase {
                Phase::Amulet { thief, .. } => {
                    vec![Gesture::new(card(Card::Amulet), seat_token(*thief))]
                }
                _ => Vec::new(),
            },
            A::Target(s) => aimed_at(view, POWER, s),
            A::Destroy(r) => vec![Gesture::new(POWER, combo_token(r))],
            A::Swap { mine, theirs } => {
                vec![Gesture::new(combo_drag_token(mine), combo_token(theirs))]
            }
            A::Sorcery { pay, take } => vec![Gesture::new(card(pay), combo_token(take))],
            A::Take(s) | A::Reactivate(s) => {
                vec![Gesture::click(table_card_token(Card::Super(s)))]
            }
            A::Pick(c) => vec![Gesture::click(discard_token(c))],
            A::EndActions
            | A::EndTurn
            | A::UsePower
            | A::DeclinePower
            | A::AllowSteal
            | A::Ask(_)
            | A::Keep(_)
            | A::Give(_)
            | A::KeepInHand => Vec::new(),
        }
    }

    fn intended(view: &GrimwoodView, drag: &str, drop: &str) -> Option<Result<A, String>> {
        if drag == THIEF && drop == seat_token(view.me) {
            return Some(Err("You cannot steal from yourself.".into()));
        }
        let name = drag.strip_prefix("card:")?;
        let card = Card::from_name(name)?;
        if drop == NEW_LINE || drop.starts_with("line:") {
            return Some(match card {
                Card::Super(_) => Err(
                    "That line cannot take it now (no action left, frozen by the Dragon, full, \
                     or not your line)."
                        .into(),
                ),
                _ => Err("Only a complete set of three can be placed.".into()),
            });
        }
        None
    }

    fn group(action: &A) -> &'static str {
        match action {
            A::Ask(Card::Super(_)) => "Ask for a supernatural by name",
            A::Ask(_) => "Ask for a kind",
            A::Discard(_) => "Discard",
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        card_art_of(Card::from_name(name))
    }

    fn card_text(name: &str) -> String {
        Card::from_name(name).map_or_else(String::new, full_text)
    }

    fn scores(view: &GrimwoodView) -> Option<ScoreSheet> {
        Some(score_sheet(view))
    }

    fn ending(view: &GrimwoodView) -> Option<String> {
        if view.phase != Phase::Over {
            return None;
        }
        Some(if view.drawn_by_repetition {
            "The same position came up for the third time: the game is drawn for everyone.".into()
        } else {
            "The deck ran out and everyone had a last turn; the combos on the table count.".into()
        })
    }
}

/// How lines score, said once under the score table and on every supernatural's full text.
const LINE_POINTS: &str =
    "A line of 1, 2, 3, 4 or 5 supernaturals scores 1, 2, 5, 10 or 15 points.";

/// Every player's combos and points: their lines with the cards in each, their sets, and the
/// total. Combos are public, so the sheet is the same for every seat and at every moment.
fn score_sheet(view: &GrimwoodView) -> ScoreSheet {
    let listed = |parts: Vec<String>| {
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join("; ")
        }
    };
    let rows = Seat::all(view.seats())
        .map(|seat| {
            let table = &view.tables[seat.index()];
            let lines = table
                .iter()
                .filter_map(|combo| match combo {
                    Combo::Line(cards) => {
                        let names: Vec<&str> = cards.iter().map(|s| s.name()).collect();
                        Some(format!(
                            "{} ({})",
                            names.join(" + "),
                            points(combo.points())
                        ))
                    }
                    Combo::Set(_) => None,
                })
                .collect();
            let sets = table
                .iter()
                .filter_map(|combo| match combo {
                    Combo::Set(kind) => {
                        Some(format!("{} ({})", set_label(*kind), points(kind.points())))
                    }
                    Combo::Line(_) => None,
                })
                .collect();
            ScoreRow {
                seat,
                cells: vec![listed(lines), listed(sets), view.score(seat).to_string()],
            }
        })
        .collect();
    let mut notes = vec![format!(
        "{LINE_POINTS} 3 Owls or 3 Crows score 10, a Swamp, a Path and a Clearing 5, three of one \
         setting 3. Cards left in hand score nothing."
    )];
    if view.phase == Phase::Over {
        notes.push(if view.drawn_by_repetition {
            "The same position came up for the third time: the game is drawn for everyone, \
             whatever the points."
                .to_string()
        } else {
            winners_note(view)
        });
    }
    ScoreSheet {
        columns: vec!["Supernatural lines".into(), "Sets".into(), "Total".into()],
        rows,
        notes,
    }
}

/// "Seat 2 wins with 18 points.", "You and Seat 3 share the win with 12 points."
fn winners_note(view: &GrimwoodView) -> String {
    let viewer = Some(view.me);
    let best = Seat::all(view.seats())
        .map(|s| view.score(s))
        .max()
        .unwrap_or(0);
    let leaders: Vec<Seat> = Seat::all(view.seats())
        .filter(|&s| view.score(s) == best)
        .collect();
    match leaders.as_slice() {
        [one] => format!(
            "{} {} with {}.",
            name(*one, viewer),
            verb(*one, viewer, "win", "wins"),
            points(best)
        ),
        many => {
            let names: Vec<String> = many.iter().map(|&s| object(s, viewer)).collect();
            format!(
                "{} share the win with {}.",
                capitalized(&and_list(&names)),
                points(best)
            )
        }
    }
}

/// A card's full text for its popover: what kind of card it is and everything it does.
fn full_text(card: Card) -> String {
    match card {
        Card::Super(s) => {
            let kind = if s.is_male() {
                "a supernatural, male (the Bride can take it)"
            } else {
                "a supernatural"
            };
            format!(
                "{}: {kind}. {} Played onto one of your lines. {LINE_POINTS}",
                s.name(),
                power_sentence(s)
            )
        }
        Card::Owl | Card::Crow => format!(
            "{0}: an animal. Three {0}s laid down together score 10 points. Two {0}s from your \
             hand pay for the Sorceress's power.",
            card.name()
        ),
        Card::Swamp | Card::Path | Card::Clearing => format!(
            "{0}: a setting. A Swamp, a Path and a Clearing laid down together score 5 points; \
             three {0}s score 3.",
            card.name()
        ),
        Card::Amulet => "Amulet: when someone tries to steal from your hand, play it to stop \
                         that one steal; it goes to the discard pile. A thief stopped in an \
                         ordinary steal loses the rest of the turn; a power's steal is stopped \
                         alone and the power goes on. Only steals can be stopped."
            .into(),
        Card::Rune => "Rune: play it as one of your actions; it goes to the discard pile and \
                       gives you two more actions, and each of them may use a power."
            .into(),
    }
}

/// Each kind of card has a symbol of its own and a tone of its own; the 24 supernaturals share
/// the star (they score alike) except the Dragon, which guards its line.
fn card_art_of(card: Option<Card>) -> CardArt {
    match card {
        Some(Card::Owl) => CardArt {
            path: "M12 3c-4 0-7 3-7 7v7c0 2 2 4 4 4h6c2 0 4-2 4-4v-7c0-4-3-7-7-7zM9 8a2 2 0 1 0 \
                   0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM11 13h2l-1 2z",
            tone: "owl",
            hint: "Three Owls: 10 points",
        },
        Some(Card::Crow) => CardArt {
            path: "M3 12l6-5 6 1 6-3-3 5 2 2-7 2-3 6-1-5z",
            tone: "crow",
            hint: "Three Crows: 10 points",
        },
        Some(Card::Swamp) => CardArt {
            path: "M2 16c3-2 5-2 8 0s5 2 8 0 3-1 4 0v3H2zM6 14V7h1v7zm5 0V5h1v9zm5 0V8h1v6z",
            tone: "swamp",
            hint: "Setting: 3 alike or mixed",
        },
        Some(Card::Path) => CardArt {
            path: "M10 2h4l5 20h-4l-1-4h-4l-1 4H5zm1 6l-1 6h4l-1-6z",
            tone: "path",
            hint: "Setting: 3 alike or mixed",
        },
        Some(Card::Clearing) => CardArt {
            path: "M12 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 19h20v2H2zM4 17l3-3 3 3zm10 0l3-3 3 3z",
            tone: "clearing",
            hint: "Setting: 3 alike or mixed",
        },
        Some(Card::Amulet) => CardArt {
            path: "M12 2l2 3h-4zM12 6a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 3l1.5 3 3 .5-2.2 2 .6 \
                   3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5z",
            tone: "amulet",
            hint: "Blocks one steal",
        },
        Some(Card::Rune) => CardArt {
            path: "M7 2h3v8l5-6 2.3 2L12 12l5.3 6-2.3 2-5-6v8H7z",
            tone: "rune",
            hint: "Two more actions",
        },
        Some(Card::Super(s)) => CardArt {
            path: if s == Supernatural::Dragon {
                "M3 18c2-6 6-10 12-11l-2-4 6 3 3 6-4-1c-1 4-5 7-10 7h-5z"
            } else {
                "M12 1l2.6 7H22l-6 4.4 2.3 7.1L12 15.3 5.7 19.5 8 12.4 2 8h7.4z"
            },
            tone: "super",
            hint: super_hint(s),
        },
        None => CardArt {
            path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
            tone: "super",
            hint: "",
        },
    }
}

/// A supernatural's power in a few words, shown in the card (at most `HINT_MAX` characters, so
/// it fits a hand card on a phone; the whole text is [`full_text`]).
fn super_hint(s: Supernatural) -> &'static str {
    use Supernatural as S;
    match s {
        S::Amazon => "All give you a card you name",
        S::Boogeyman => "Swap hands with a player",
        S::Bride => "Take a male from the table",
        S::Centaur => "Take the top discard",
        S::DarkUnicorn => "Others discard at random",
        S::Demon => "Discard any combo",
        S::Dracula => "Steal two from one player",
        S::Dragon => "Guards and freezes its line",
        S::Dwarf => "Top discard or deck: keep one",
        S::Elf => "Reuse a power in your lines",
        S::Faeries => "Take two discards",
        S::Ghouls => "Draw or steal a card",
        S::Giant => "Take any discard",
        S::Goblins => "Steal three cards",
        S::Highwayman => "Swap combos with a player",
        S::Hydra => "Look at a player's hand",
        S::Mage => "Draw two cards",
        S::Nymph => "Take and play a supernatural",
        S::ShadowQueen => "See all hands, steal one",
        S::Sorceress => "Pay 2 Owls or Crows: a combo",
        S::Eternals => "Fill your hand to seven",
        S::Laraki => "Keep a discard, give the rest",
        S::Troll => "A player discards at random",
        S::Werewolf => "A player loses a turn",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};

    /// Seat 1 holds `victim_hand` and Seat 0 has just tried to steal from it.
    fn robbed(victim_hand: &[Card]) -> GrimwoodGame {
        let settings = Settings::new(2, "");
        let mut deck = GrimwoodGame::deck(&settings);
        for card in [Card::Owl].iter().chain(victim_hand) {
            let at = deck.iter().position(|c| c == card).expect("in the box");
            deck.remove(at);
        }
        let tables = vec![Vec::new(), Vec::new()];
        let hands = vec![vec![Card::Owl], victim_hand.to_vec()];
        let mut game =
            GrimwoodGame::from_position(&settings, hands, deck, Vec::new(), tables, Seat(0))
                .expect("a whole deck");
        game.apply(&A::Steal(Seat(1))).expect("a steal is legal");
        game
    }

    #[test]
    fn the_seat_to_play_reads_your_turn_to_its_player_and_their_turn_to_others() {
        let game = GrimwoodGame::new(&Settings::new(3, ""), 4).expect("valid settings");
        let current = game.current();
        let turn_badge = |viewer: Seat| {
            let table = <GrimwoodGame as UiGame>::table(&game.view(viewer));
            let badges: Vec<(Seat, String)> = table
                .seats
                .iter()
                .flat_map(|s| {
                    s.badges
                        .iter()
                        .filter(|b| b.key == "turn")
                        .map(move |b| (s.seat, b.label.clone()))
                })
                .collect();
            badges
        };
        let other = Seat((current.0 + 1) % 3);
        assert_eq!(turn_badge(current), [(current, "Your turn".to_string())]);
        assert_eq!(turn_badge(other), [(current, "Their turn".to_string())]);
    }

    #[test]
    fn the_rules_page_states_the_repetition_rule_and_why() {
        use crate::engine::rules_text::{HOUSE_RULES_HEADING, bullets_under};
        let house = bullets_under(crate::games::grimwood::INFO.rules, HOUSE_RULES_HEADING);
        assert_eq!(house.len(), 1, "{house:?}");
        assert!(
            house[0].starts_with("Repetition:")
                && house[0].contains("third time")
                && house[0].contains("no turn limit"),
            "{}",
            house[0]
        );
    }

    #[test]
    fn a_robbed_person_without_an_amulet_is_answered_for_with_a_note() {
        let game = robbed(&[Card::Crow]);
        let view = game.view(Seat(1));
        let legal = game.legal_actions();
        let (action, note) = GrimwoodGame::automatic(&view, &legal).expect("nothing to decide");
        assert_eq!(action, A::AllowSteal);
        assert!(note.contains("no Amulet"), "{note}");
    }

    #[test]
    fn a_robbed_person_with_an_amulet_chooses_block_or_let_it_happen() {
        let game = robbed(&[Card::Amulet, Card::Crow]);
        let view = game.view(Seat(1));
        let legal = game.legal_actions();
        assert_eq!(GrimwoodGame::automatic(&view, &legal), None);
        assert_eq!(legal, vec![A::BlockWithAmulet, A::AllowSteal]);
        let prompt = GrimwoodGame::prompt(&view, &legal);
        assert!(prompt.contains("Block with an Amulet"), "{prompt}");
        assert!(prompt.contains("let it happen"), "{prompt}");
        let labels: Vec<String> = legal.iter().map(|a| game.describe_action(a)).collect();
        assert_eq!(labels, ["Block the steal with an Amulet", "Let it happen"]);
    }

    #[test]
    fn the_window_looks_the_same_to_others_whether_or_not_the_victim_holds_an_amulet() {
        let with = robbed(&[Card::Amulet, Card::Crow]);
        let without = robbed(&[Card::Crow, Card::Crow]);
        let (a, b) = (with.view(Seat(0)), without.view(Seat(0)));
        assert_eq!(a.phase, b.phase);
        assert_eq!(a.hand_sizes, b.hand_sizes);
        assert_eq!(
            <GrimwoodGame as UiGame>::table(&a),
            <GrimwoodGame as UiGame>::table(&b),
            "the thief's table gives nothing away"
        );
    }

    // ---- scores ---------------------------------------------------------------------------

    /// A whole game played by the rules-of-thumb bots.
    fn played_out(seats: u8, seed: u64) -> GrimwoodGame {
        use crate::bots::Playbook;
        use crate::engine::{GameRng, Turn};
        let mut game = GrimwoodGame::new(&Settings::new(seats, ""), seed).expect("valid");
        let mut rng = GameRng::seeded(seed);
        while let Turn::Seat(seat) = game.turn() {
            let legal = game.legal_actions();
            let action = GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng);
            game.apply(&action).expect("legal");
        }
        game
    }

    /// The numbers in brackets of a score cell: "Mage + Elf (2 points); Troll (1 point)" -> 3.
    fn bracketed_points(cell: &str) -> u32 {
        cell.split('(')
            .skip(1)
            .map(|part| {
                let number = part.split(' ').next().expect("a number");
                number.parse::<u32>().expect("points in brackets")
            })
            .sum()
    }

    #[test]
    fn the_score_sheet_of_a_played_out_game_shows_each_combo_and_adds_up_to_the_outcome() {
        for (seats, seed) in [(2, 1), (4, 2), (6, 3)] {
            let game = played_out(seats, seed);
            let outcome = game.outcome().expect("over");
            for viewer in Seat::all(usize::from(seats)) {
                let view = game.view(viewer);
                let sheet = GrimwoodGame::scores(&view).expect("Grimwood keeps score");
                assert_eq!(sheet.columns, ["Supernatural lines", "Sets", "Total"]);
                assert_eq!(sheet.rows.len(), usize::from(seats));
                for row in &sheet.rows {
                    let total: u32 = row.cells[2].parse().expect("a number");
                    assert_eq!(f64::from(total), outcome.scores[row.seat.index()]);
                    assert_eq!(
                        bracketed_points(&row.cells[0]) + bracketed_points(&row.cells[1]),
                        total,
                        "{row:?}"
                    );
                    for combo in game.table(row.seat) {
                        match combo {
                            Combo::Line(cards) => {
                                let names: Vec<&str> = cards.iter().map(|s| s.name()).collect();
                                assert!(row.cells[0].contains(&names.join(" + ")), "{row:?}");
                            }
                            Combo::Set(kind) => {
                                assert!(row.cells[1].contains(set_label(*kind)), "{row:?}")
                            }
                        }
                    }
                }
                let winner_note = sheet.notes.last().expect("a note on the result");
                assert!(
                    winner_note.contains("win"),
                    "{seats} seats, seed {seed}: {winner_note}"
                );
            }
        }
    }

    #[test]
    fn the_winner_note_speaks_to_the_viewer_and_shares_a_tied_win() {
        let settings = Settings::new(3, "");
        let mut deck = GrimwoodGame::deck(&settings);
        let take = |deck: &mut Vec<Card>, card: Card| {
            let at = deck.iter().position(|&c| c == card).expect("in the box");
            deck.remove(at);
        };
        for card in [
            Card::Owl,
            Card::Owl,
            Card::Owl,
            Card::Crow,
            Card::Crow,
            Card::Crow,
        ] {
            take(&mut deck, card);
        }
        let tables = vec![
            vec![Combo::Set(SetKind::Owls)],
            vec![Combo::Set(SetKind::Crows)],
            Vec::new(),
        ];
        let game = GrimwoodGame::from_position(
            &settings,
            vec![Vec::new(); 3],
            deck,
            Vec::new(),
            tables,
            Seat(0),
        )
        .expect("a whole deck");
        let mut view = game.view(Seat(1));
        view.phase = Phase::Over;
        assert_eq!(
            winners_note(&view),
            "Seat 1 and you share the win with 10 points."
        );
        let sheet = score_sheet(&view);
        assert_eq!(sheet.rows[0].cells, ["none", "3 Owls (10 points)", "10"]);
        assert_eq!(sheet.rows[2].cells, ["none", "none", "0"]);
    }

    // ---- cards ----------------------------------------------------------------------------

    /// The longest in-card hint: two short lines of a hand card on a phone.
    const HINT_MAX: usize = 30;

    #[test]
    fn the_rules_page_lists_all_24_supernaturals_with_their_powers() {
        use crate::engine::rules_text::bullets_under;
        let bullets = bullets_under(INFO.rules, POWERS_HEADING);
        let named: Vec<&str> = bullets
            .iter()
            .filter_map(|b| b.split_once(": ").map(|(who, _)| who))
            .collect();
        let all: Vec<&str> = Supernatural::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(
            named, all,
            "one bullet per supernatural, in the box's order"
        );
        for s in Supernatural::ALL {
            assert!(
                power_words(s).len() > 10,
                "{}: {:?}",
                s.name(),
                power_words(s)
            );
        }
    }

    #[test]
    fn every_card_has_a_full_text_that_says_what_it_does() {
        let kinds = Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super));
        for card in kinds {
            let text = GrimwoodGame::card_text(card.name());
            assert!(text.starts_with(&format!("{}: ", card.name())), "{text}");
            if let Card::Super(s) = card {
                assert!(text.contains(&power_sentence(s)), "{text}");
                assert!(text.contains("15 points"), "{text}");
                assert_eq!(text.contains("male (the Bride"), s.is_male(), "{text}");
            }
        }
        assert!(GrimwoodGame::card_text("Owl").contains("10 points"));
        assert!(GrimwoodGame::card_text("Path").contains("5 points"));
        assert!(GrimwoodGame::card_text("Amulet").contains("steal"));
        assert!(GrimwoodGame::card_text("Rune").contains("two more actions"));
        assert_eq!(GrimwoodGame::card_text("Joker"), "");
    }

    #[test]
    fn in_card_hints_are_short_and_every_kind_has_its_own_symbol_and_tone() {
        let kinds = Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super));
        for card in kinds {
            let art = GrimwoodGame::card_art(card.name());
            assert!(
                !art.hint.is_empty() && art.hint.len() <= HINT_MAX,
                "{}: {:?}",
                card.name(),
                art.hint
            );
        }
        // Told apart by shape as well as by colour: no two kinds share a symbol or a tone.
        let faces: Vec<CardArt> = ["Owl", "Crow", "Swamp", "Path", "Clearing", "Amulet", "Rune"]
            .into_iter()
            .chain(["Mage", "Dragon"])
            .map(GrimwoodGame::card_art)
            .collect();
        for (i, a) in faces.iter().enumerate() {
            for b in &faces[i + 1..] {
                assert_ne!(a.path, b.path);
                if a.tone == b.tone {
                    assert_eq!(a.tone, "super", "only supernaturals share a tone");
                }
            }
        }
    }

    // ---- prompts --------------------------------------------------------------------------

    /// A view of a fresh three-player game with its phase replaced by `phase`.
    fn view_in(phase: Phase) -> GrimwoodView {
        let game = GrimwoodGame::new(&Settings::new(3, ""), 7).expect("valid");
        let mut view = game.view(game.current());
        view.phase = phase;
        view
    }

    #[test]
    fn every_power_offer_says_what_the_power_does() {
        for card in Supernatural::ALL {
            let view = view_in(Phase::PowerOffer { card, free: false });
            let prompt = GrimwoodGame::prompt(&view, &[A::UsePower, A::DeclinePower]);
            assert!(prompt.starts_with("Use "), "{prompt}");
            assert!(prompt.contains(card.name()), "{prompt}");
            assert!(prompt.contains(&power_sentence(card)), "{prompt}");
            assert!(!prompt.contains("the The"), "{prompt}");
        }
        let mage = view_in(Phase::PowerOffer {
            card: Supernatural::Mage,
            free: false,
        });
        assert_eq!(
            GrimwoodGame::prompt(&mage, &[A::UsePower, A::DeclinePower]),
            "Use the Mage's power? Draw two cards."
        );
    }

    #[test]
    fn the_demon_warns_when_only_the_players_own_combos_can_be_hit() {
        let offer = |theirs: Vec<Combo>| {
            let mut view = view_in(Phase::PowerOffer {
                card: Supernatural::Demon,
                free: false,
            });
            let other = Seat((view.me.0 + 1) % 3);
            view.tables[view.me.index()] = vec![Combo::Line(vec![Supernatural::Demon])];
            view.tables[other.index()] = theirs;
            GrimwoodGame::prompt(&view, &[A::UsePower, A::DeclinePower])
        };
        assert!(
            offer(Vec::new()).ends_with("only yours."),
            "{}",
            offer(Vec::new())
        );
        let guarded = vec![Combo::Line(vec![Supernatural::Dragon])];
        assert!(offer(guarded).ends_with("only yours."));
        let owls = vec![Combo::Set(SetKind::Owls)];
        assert!(!offer(owls).contains("only yours"));
    }

    #[test]
    fn every_power_being_played_out_says_what_it_does() {
        use Supernatural as S;
        let steal = [A::Draw, A::Steal(Seat(1))];
        let cases: Vec<(Pending, &str)> = vec![
            (Pending::Amazon, "gives you one"),
            (Pending::Target(S::Boogeyman), "swap hands"),
            (Pending::Target(S::Dracula), "steal two cards"),
            (Pending::Target(S::Hydra), "look at their hand"),
            (Pending::Target(S::Troll), "discard a card picked at random"),
            (Pending::Target(S::Werewolf), "lose their next turn"),
            (Pending::Take(S::Bride), "male supernatural"),
            (Pending::Take(S::Nymph), "play it at once, power included"),
            (Pending::Demon, "send it to the discard pile"),
            (Pending::Highwayman, "swap the two"),
            (Pending::Sorceress, "you pay two"),
            (Pending::Elf, "use its power again"),
            (
                Pending::Dwarf {
                    from_discard: Card::Owl,
                    from_deck: None,
                },
                "keep one, the other is discarded",
            ),
            (Pending::Faeries { picked: Vec::new() }, "first of two"),
            (Pending::Giant, "any card in the discard pile"),
            (Pending::Ghouls, "draw a card or steal one"),
            (Pending::Goblins { left: 1 }, "steal 1 card more"),
            (Pending::ShadowQueen, "steal one card blind"),
            (Pending::Eternals, "fill your hand to seven"),
            (
                Pending::LarakiKeep {
                    drawn: vec![Card::Owl],
                },
                "go face up to the other players",
            ),
            (
                Pending::LarakiGive {
                    left: vec![Card::Owl],
                    to: vec![Seat(2)],
                },
                "Seat 3 receives face up",
            ),
        ];
        for (pending, says) in cases {
            let view = view_in(Phase::Power(pending.clone()));
            let prompt = GrimwoodGame::prompt(&view, &steal);
            let card = power_card(&view).expect("a power in play");
            assert!(prompt.starts_with(card.name()), "{prompt}");
            assert!(prompt.contains(says), "{pending:?}: {prompt}");
        }
    }

    // ---- words ----------------------------------------------------------------------------

    /// The shared slips of careless English, and this table's own: "1 more turns", "pts",
    /// "no an".
    fn faults(text: &str) -> Vec<String> {
        let mut found = crate::engine::words::faults(text, &["tries", "wins", "robs", "has"]);
        found.extend(crate::engine::words::one_with_plural(
            text,
            &["actions", "powers", "turns", "more turns"],
        ));
        for bad in [" pts", "no an ", "no the "] {
            if text.contains(bad) {
                found.push(bad.into());
            }
        }
        found
    }

    #[test]
    fn everything_the_table_says_during_random_games_reads_as_english() {
        use crate::bots::Playbook;
        use crate::engine::{GameRng, Turn};
        assert_eq!(
            faults("1 points, 11 points, 1 cards"),
            ["1 points", "1 cards"]
        );
        for (seats, seed) in [(2, 5), (3, 6), (5, 7)] {
            let mut game = GrimwoodGame::new(&Settings::new(seats, ""), seed).expect("valid");
            let mut rng = GameRng::seeded(seed);
            loop {
                for viewer in Seat::all(usize::from(seats)) {
                    let view = game.view(viewer);
                    let table = <GrimwoodGame as UiGame>::table(&view);
                    assert!(table.facts.len() <= 2, "{:?}", table.facts);
                    let mut said: Vec<String> = table.facts.clone();
                    for fact in &table.facts {
                        assert!(fact.len() <= 32, "a short fact: {fact}");
                    }
                    said.extend(table.notes);
                    for seat in &table.seats {
                        said.extend(seat.badges.iter().map(|b| b.label.clone()));
                        said.extend(seat.piles.iter().map(|p| p.label.clone()));
                        said.extend(seat.piles.iter().filter_map(|p| p.note.clone()));
                    }
                    said.extend(table.center.iter().filter_map(|p| p.note.clone()));
                    let sheet = GrimwoodGame::scores(&view).expect("a sheet");
                    said.extend(sheet.rows.into_iter().flat_map(|r| r.cells));
                    said.extend(sheet.notes);
                    if let Turn::Seat(deciding) = game.turn()
                        && deciding == viewer
                    {
                        let legal = game.legal_actions();
                        said.push(GrimwoodGame::prompt(&view, &legal));
                        said.extend(GrimwoodGame::automatic(&view, &legal).map(|(_, n)| n));
                    }
                    for line in said {
                        assert!(faults(&line).is_empty(), "{line}: {:?}", faults(&line));
                    }
                }
                let Turn::Seat(seat) = game.turn() else { break };
                let legal = game.legal_actions();
                let action = if rng.below(3) == 0 {
                    legal[rng.below(legal.len())]
                } else {
                    GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng)
                };
                game.apply(&action).expect("legal");
            }
        }
    }
}
