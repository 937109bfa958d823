//! Grimwood at the table: each player's combos as lines of full cards with their points, hand
//! sizes, the deck, the spread-out discard pile, the actions left, and the drags that play.
//!
//! Drags: a supernatural onto one of your lines (`line:<seat>:<i>`) or onto "New line"; a card of
//! a complete set onto "New line" places the set; the steal marker (`thief`) onto an opponent
//! steals; the power marker (`power`) onto a player or a combo targets it; your combo onto an
//! opponent's combo swaps them (Highwayman); an Owl or Crow onto a combo pays the Sorceress; an
//! Amulet onto the thief blocks a steal; a card onto the discard pile discards it (and plays a
//! Rune). Clicks: the deck draws; a discard-pile card is picked (Faeries, Giant); a supernatural
//! on the table is taken (Bride, Nymph) or reactivated (Elf). Requests and gifts are buttons.
//!
//! Each card's full text and each power prompt take the power's words from the rules page's list
//! (`rules.md`, "The powers"; `rules.de.md`, "Die Mächte"), so the page, the cards and the prompts
//! say the same thing in each language. The score sheet lists every player's lines (with their
//! cards) and sets, each with its points. Every word comes from [`crate::lang::grimwood`].

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, Moment, PileModel, ScoreRow, ScoreSheet, SeatModel,
    TableModel, UiGame, card_token, seat_token,
};
use crate::engine::Seat;
use crate::engine::rules_text::bullets_under;
use crate::games::grimwood::{
    Card, Combo, ComboRef, GrimwoodAction as A, GrimwoodGame, GrimwoodView, HAND_LIMIT, LineSlot,
    Pending, Phase, SetKind, StealKind, Supernatural,
};
use crate::lang::{self, Lang, grimwood::Choice};
use std::sync::OnceLock;

const NEW_LINE: &str = "newline";
const DECK: &str = "deck";
const DISCARD: &str = "discard";
const THIEF: &str = "thief";
const POWER: &str = "power";

/// The English rules page's heading over the 24 powers (the tests read the page with it).
#[cfg(test)]
const POWERS_HEADING: &str = "The powers";
use crate::lang::words::capitalise;

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
    lang::grimwood().points(n)
}

/// What `card`'s power does, as the rules page of the current language words it (its bullet
/// under the powers heading), so the page, the card's full text and the power prompts can never
/// disagree. Read once per language.
fn power_words(card: Supernatural) -> &'static str {
    static POWERS: [OnceLock<Vec<(String, String)>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let slot = Lang::ALL
        .iter()
        .position(|&l| l == lang::current())
        .unwrap_or(0);
    let words = lang::grimwood();
    let powers = POWERS[slot].get_or_init(|| {
        bullets_under(words.rules(), words.powers_heading())
            .into_iter()
            .filter_map(|bullet| {
                let (who, what) = bullet.split_once(": ")?;
                Some((who.to_string(), what.to_string()))
            })
            .collect()
    });
    let name = words.card_name(Card::Super(card));
    powers
        .iter()
        .find(|(who, _)| who == name)
        .map_or("", |(_, what)| what.as_str())
}

/// The power as a sentence of its own: "Draw two cards."
fn power_sentence(card: Supernatural) -> String {
    capitalise(power_words(card))
}

/// A set's short name on the table and in the score sheet: "3 Owls", "Swamp + Path + Clearing".
fn set_label(kind: SetKind) -> &'static str {
    lang::grimwood().set_label(kind)
}

fn seat_model(view: &GrimwoodView, seat: Seat) -> SeatModel {
    let w = lang::grimwood();
    let i = seat.index();
    // The hand's size shows as the table's count of the backs below.
    let mut badges = vec![Badge::new("points", points(view.score(seat)))];
    if seat == view.current && view.phase != Phase::Over {
        badges.push(Badge::new("turn", w.turn_badge(seat == view.me)));
    }
    if view.turns_to_lose[i] > 0 {
        badges.push(Badge::new(
            "skip",
            w.loses_next_turn_badge(view.turns_to_lose[i]),
        ));
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
                Combo::Line(_) => w.line_label(combo.protected()),
                Combo::Set(kind) => set_label(*kind),
            };
            PileModel::row(label, cards)
                .drop_on(combo_token(r))
                .with_note(points(combo.points()))
        })
        .collect();
    if seat == view.me {
        piles.push(PileModel::row(w.new_line_label(), Vec::new()).drop_on(NEW_LINE));
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
    let w = lang::grimwood();
    let mut notes = Vec::new();
    for seat in Seat::all(view.seats()).filter(|&s| s != view.me) {
        let known = &view.memory.known[seat.index()];
        if !known.is_empty() {
            notes.push(w.known_holds(seat, known));
        }
        let lacks = &view.memory.lacks[seat.index()];
        if !lacks.is_empty() {
            notes.push(w.known_lacks(seat, lacks));
        }
    }
    for &(thief, card) in view.memory.stolen_from_me.iter().rev().take(5) {
        notes.push(w.stolen_from_you(thief, card));
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
    let w = lang::grimwood();
    let mut facts = Vec::new();
    match &view.phase {
        Phase::Main => facts.push(w.left_fact(view.actions_left, view.powers_left)),
        Phase::Amulet { thief, victim, .. } => {
            facts.push(w.robbing_fact(*thief, *victim, Some(view.me)))
        }
        _ => {
            if let Some(card) = power_card(view) {
                facts.push(w.power_fact(card));
            }
        }
    }
    if view.phase == Phase::Over {
        return facts;
    }
    facts.push(match view.final_turns_left {
        Some(n) => w.last_turns_fact(n),
        None => w.turn_fact(view.turns_taken + 1),
    });
    facts
}

/// Whether some other player has a combo outside a Dragon line (a target for the Demon).
fn others_have_unguarded_combos(view: &GrimwoodView) -> bool {
    Seat::all(view.seats())
        .filter(|&s| s != view.me)
        .any(|s| view.tables[s.index()].iter().any(|c| !c.protected()))
}

/// What the prompt offers, for what is legal, in the prompt's order.
fn choices(legal: &[A], actions: bool) -> Vec<Choice> {
    let has = |f: fn(&A) -> bool| legal.iter().any(f);
    let mut out = Vec::new();
    if actions && has(|a| matches!(a, A::Play { .. })) {
        out.push(Choice::Play);
    }
    if actions && has(|a| matches!(a, A::PlaceSet(_))) {
        out.push(Choice::PlaceSet);
    }
    if has(|a| matches!(a, A::Draw)) {
        out.push(Choice::Draw);
    }
    if has(|a| matches!(a, A::Steal(_))) {
        out.push(Choice::Steal);
    }
    if actions && has(|a| matches!(a, A::PlayRune)) {
        out.push(Choice::Rune);
    }
    out
}

/// Draw or steal, whichever is legal ("pick the deck to draw, or drag the steal marker ...").
fn draw_or_steal(legal: &[A]) -> Vec<Choice> {
    choices(legal, false)
}

/// What to do while a power is played out: what the power does, then the gesture.
fn power_prompt(view: &GrimwoodView, pending: &Pending, legal: &[A]) -> String {
    let w = lang::grimwood();
    match pending {
        Pending::Amazon => w.amazon_prompt(),
        Pending::Target(card) => w.target_prompt(*card),
        Pending::Take(card) => w.take_prompt(*card),
        Pending::Demon => w.demon_prompt(),
        Pending::Highwayman => w.highwayman_prompt(),
        Pending::Sorceress => w.sorceress_prompt(),
        Pending::Elf => w.elf_prompt(),
        Pending::Dwarf { .. } => w.dwarf_prompt(),
        Pending::Faeries { picked } => w.faeries_prompt(picked.is_empty()),
        Pending::Giant => w.giant_prompt(),
        Pending::Ghouls => w.ghouls_prompt(&draw_or_steal(legal)),
        Pending::Eternals => {
            let short = HAND_LIMIT.saturating_sub(view.hand.len());
            w.eternals_prompt(short as u32, &draw_or_steal(legal))
        }
        Pending::Goblins { left } => w.goblins_prompt(*left),
        Pending::ShadowQueen => w.shadow_queen_prompt(),
        Pending::LarakiKeep { .. } => w.laraki_keep_prompt(),
        Pending::LarakiGive { to, .. } => w.laraki_give_prompt(to.first().copied(), Some(view.me)),
    }
}

impl UiGame for GrimwoodGame {
    fn tutorial() -> Option<crate::learn::Tutorial<A>> {
        Some(<GrimwoodGame as crate::learn::Teach>::tutorial())
    }

    fn table(view: &GrimwoodView) -> TableModel {
        let w = lang::grimwood();
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|c| CardModel::face(c.name()).draggable())
            .collect();
        let mut center = vec![
            // The count is said once, in the note: the label is read out with it.
            PileModel::stack(
                w.deck_label(),
                vec![CardModel::back().drop_on(DECK); usize::from(view.deck_size.min(12))],
            )
            .drop_on(DECK)
            .with_note(w.deck_note(u32::from(view.deck_size))),
            // A wrapping row, not a fixed grid: it must fit a phone's width.
            PileModel::row(
                w.discard_label(),
                view.discard
                    .iter()
                    .rev()
                    .map(|&c| CardModel::face(c.name()).drop_on(discard_token(c)))
                    .collect(),
            )
            .drop_on(DISCARD)
            .with_note(w.discard_note(view.discard.len() as u32)),
        ];
        if view.to_act() == Some(view.me) {
            center.push(PileModel::row(
                w.thief_label(),
                vec![CardModel::back().drag_as(THIEF).with_note(w.thief_note())],
            ));
        }
        if let Some(card) = power_card(view) {
            center.push(PileModel::row(
                w.power_label(),
                vec![CardModel::face(card.name()).drag_as(POWER).marked()],
            ));
        }
        if let Phase::Power(Pending::LarakiKeep { drawn }) = &view.phase {
            center.push(PileModel::row(
                w.laraki_drawn_label(),
                drawn.iter().map(|c| CardModel::face(c.name())).collect(),
            ));
        }
        if let Phase::Power(Pending::LarakiGive { left, .. }) = &view.phase {
            center.push(PileModel::row(
                w.laraki_gifts_label(),
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
        let w = lang::grimwood();
        let has = |f: fn(&A) -> bool| legal.iter().any(f);
        match &view.phase {
            Phase::Opening => w.opening_prompt(&draw_or_steal(legal)),
            Phase::Closing => w.closing_prompt(&draw_or_steal(legal)),
            Phase::Main => w.main_prompt(view.actions_left, &choices(legal, true)),
            Phase::Ending { .. } if has(|a| matches!(a, A::Discard(_))) => {
                w.discard_prompt(view.hand.len() as u32)
            }
            Phase::Ending { .. } => w.ending_prompt(),
            Phase::PowerOffer { card, .. } => {
                // A lone target is hit without another question: say so while there is a choice.
                let only_own = *card == Supernatural::Demon && !others_have_unguarded_combos(view);
                w.power_offer_prompt(*card, &power_sentence(*card), only_own)
            }
            Phase::FreePlay { must, .. } => w.free_play_prompt(*must),
            // Without an Amulet, reached only in pass-and-play before the table answers for you.
            Phase::Amulet { thief, kind, .. } => w.amulet_prompt(
                *thief,
                matches!(kind, StealKind::Power(_)),
                has(|a| matches!(a, A::BlockWithAmulet)),
            ),
            Phase::Power(pending) => power_prompt(view, pending, legal),
            Phase::Over => w.over_prompt(),
        }
    }

    /// Everyone robbed is asked about an Amulet, so the pause gives nothing away; a person who
    /// holds none has nothing to decide, and the table lets the steal happen for them with this
    /// note, which says why better than the table's generic "forced".
    fn automatic(view: &GrimwoodView, legal: &[A]) -> Option<(A, String)> {
        match (&view.phase, legal) {
            (Phase::Amulet { thief, victim, .. }, [A::AllowSteal]) if *victim == view.me => Some((
                A::AllowSteal,
                lang::grimwood().no_amulet_note(*thief, Some(view.me)),
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
        let w = lang::grimwood();
        if drag == THIEF && drop == seat_token(view.me) {
            return Some(Err(w.cannot_steal_from_yourself()));
        }
        let name = drag.strip_prefix("card:")?;
        let card = Card::from_name(name)?;
        if drop == NEW_LINE || drop.starts_with("line:") {
            return Some(match card {
                Card::Super(_) => Err(w.line_cannot_take()),
                _ => Err(w.only_complete_sets()),
            });
        }
        None
    }

    fn group(action: &A) -> &'static str {
        let w = lang::grimwood();
        match action {
            A::Ask(Card::Super(_)) => w.ask_by_name_group(),
            A::Ask(_) => w.ask_kind_group(),
            A::Discard(_) => w.discard_group(),
            _ => "",
        }
    }

    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::grimwood::GrimwoodEvent;
        match event {
            GrimwoodEvent::StealTried { .. } => Some(Moment::Challenge),
            GrimwoodEvent::Blocked { .. } | GrimwoodEvent::RunePlayed { .. } => {
                Some(Moment::Reveal)
            }
            GrimwoodEvent::ComboDestroyed { .. } | GrimwoodEvent::ComboTaken { .. } => {
                Some(Moment::Fall)
            }
            GrimwoodEvent::Drew { .. } => Some(Moment::Draw),
            _ => None,
        }
    }

    fn card_art(name: &str) -> CardArt {
        card_art_of(Card::from_name(name))
    }

    fn rules_card(token: &str) -> Option<CardModel> {
        let every_card = Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super));
        super::adapter::rules_card_among(token, every_card.map(Card::name))
    }

    fn card_name(id: &str) -> String {
        Card::from_name(id).map_or_else(
            || id.to_string(),
            |c| lang::grimwood().card_name(c).to_string(),
        )
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
        Some(lang::grimwood().ending(view.drawn_by_repetition))
    }
}

/// Every player's combos and points: their lines with the cards in each, their sets, and the
/// total. Combos are public, so the sheet is the same for every seat and at every moment.
fn score_sheet(view: &GrimwoodView) -> ScoreSheet {
    let w = lang::grimwood();
    let listed = |parts: Vec<String>| {
        if parts.is_empty() {
            w.score_none().to_string()
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
                    Combo::Line(cards) => Some(w.score_line(cards, combo.points())),
                    Combo::Set(_) => None,
                })
                .collect();
            let sets = table
                .iter()
                .filter_map(|combo| match combo {
                    Combo::Set(kind) => Some(w.score_set(*kind)),
                    Combo::Line(_) => None,
                })
                .collect();
            ScoreRow {
                seat,
                cells: vec![listed(lines), listed(sets), view.score(seat).to_string()],
            }
        })
        .collect();
    let mut notes = vec![w.score_rules_note()];
    if view.phase == Phase::Over {
        notes.push(if view.drawn_by_repetition {
            w.repetition_note()
        } else {
            winners_note(view)
        });
    }
    ScoreSheet {
        columns: w.score_columns().map(String::from).to_vec(),
        rows,
        notes,
    }
}

/// "Seat 2 wins with 18 points.", "You and Seat 3 share the win with 12 points."
fn winners_note(view: &GrimwoodView) -> String {
    let best = Seat::all(view.seats())
        .map(|s| view.score(s))
        .max()
        .unwrap_or(0);
    let leaders: Vec<Seat> = Seat::all(view.seats())
        .filter(|&s| view.score(s) == best)
        .collect();
    lang::grimwood().winners_note(&leaders, best, Some(view.me))
}

/// A card's full text for its popover: what kind of card it is and everything it does.
fn full_text(card: Card) -> String {
    let power = card.supernatural().map(power_sentence).unwrap_or_default();
    lang::grimwood().card_text(card, &power)
}

/// Each kind of card has a symbol of its own and a tone of its own; the 24 supernaturals share
/// the star (they score alike) except the Dragon, which guards its line. The hint, a few words on
/// what the card does inside the card (at most `HINT_MAX` characters, so it fits a hand card on a
/// phone; the whole text is [`full_text`]), is in the current language.
fn card_art_of(card: Option<Card>) -> CardArt {
    let (path, tone) = match card {
        Some(Card::Owl) => (
            "M12 3c-4 0-7 3-7 7v7c0 2 2 4 4 4h6c2 0 4-2 4-4v-7c0-4-3-7-7-7zM9 8a2 2 0 1 0 0 4 2 2 \
             0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM11 13h2l-1 2z",
            "owl",
        ),
        Some(Card::Crow) => ("M3 12l6-5 6 1 6-3-3 5 2 2-7 2-3 6-1-5z", "crow"),
        Some(Card::Swamp) => (
            "M2 16c3-2 5-2 8 0s5 2 8 0 3-1 4 0v3H2zM6 14V7h1v7zm5 0V5h1v9zm5 0V8h1v6z",
            "swamp",
        ),
        Some(Card::Path) => ("M10 2h4l5 20h-4l-1-4h-4l-1 4H5zm1 6l-1 6h4l-1-6z", "path"),
        Some(Card::Clearing) => (
            "M12 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 19h20v2H2zM4 17l3-3 3 3zm10 0l3-3 3 3z",
            "clearing",
        ),
        Some(Card::Amulet) => (
            "M12 2l2 3h-4zM12 6a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 3l1.5 3 3 .5-2.2 2 .6 3-2.9-1.5-2.9 \
             1.5.6-3-2.2-2 3-.5z",
            "amulet",
        ),
        Some(Card::Rune) => ("M7 2h3v8l5-6 2.3 2L12 12l5.3 6-2.3 2-5-6v8H7z", "rune"),
        Some(Card::Super(Supernatural::Dragon)) => (
            "M3 18c2-6 6-10 12-11l-2-4 6 3 3 6-4-1c-1 4-5 7-10 7h-5z",
            "super",
        ),
        Some(Card::Super(_)) => (
            "M12 1l2.6 7H22l-6 4.4 2.3 7.1L12 15.3 5.7 19.5 8 12.4 2 8h7.4z",
            "super",
        ),
        None => ("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "super"),
    };
    CardArt {
        path,
        tone,
        hint: card.map_or("", |c| lang::grimwood().card_hint(c)),
    }
}

#[cfg(test)]
mod tests;
