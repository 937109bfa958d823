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

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, SeatLayout, SeatModel, TableModel, UiGame,
    card_token, or_list, quantity, seat_token,
};
use crate::engine::Seat;
use crate::games::grimwood::{
    Card, Combo, ComboRef, GrimwoodAction as A, GrimwoodGame, GrimwoodView, LineSlot, Pending,
    Phase, StealKind,
};

const NEW_LINE: &str = "newline";
const DECK: &str = "deck";
const DISCARD: &str = "discard";
const THIEF: &str = "thief";
const POWER: &str = "power";

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

fn seat_model(view: &GrimwoodView, seat: Seat) -> SeatModel {
    let i = seat.index();
    let mut badges = vec![
        Badge::new("points", format!("{} pts", view.score(seat))),
        Badge::new("hand", format!("{} in hand", view.hand_sizes[i])),
    ];
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
                Combo::Line(_) if combo.protected() => "Line (Dragon: protected, frozen)".into(),
                Combo::Line(_) => "Line".to_string(),
                Combo::Set(kind) => format!("Set: {}", kind.name()),
            };
            PileModel::row(label, cards)
                .drop_on(combo_token(r))
                .with_note(format!("{} pts", combo.points()))
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
            let names: Vec<&str> = known.iter().map(|c| c.name()).collect();
            notes.push(format!("{seat} holds: {}.", names.join(", ")));
        }
        let lacks = &view.memory.lacks[seat.index()];
        if !lacks.is_empty() {
            let names: Vec<&str> = lacks.iter().map(|c| c.name()).collect();
            notes.push(format!("{seat} has no {}.", names.join(", no ")));
        }
    }
    for (thief, card) in view.memory.stolen_from_me.iter().rev().take(5) {
        notes.push(format!("{thief} stole your {card}."));
    }
    notes
}

fn power_card(view: &GrimwoodView) -> Option<Card> {
    match &view.phase {
        Phase::PowerOffer { card, .. } => Some(Card::Super(*card)),
        Phase::Power(pending) => Some(Card::Super(match pending {
            Pending::Amazon => crate::games::grimwood::Supernatural::Amazon,
            Pending::Target(s) | Pending::Take(s) => *s,
            Pending::Demon => crate::games::grimwood::Supernatural::Demon,
            Pending::Highwayman => crate::games::grimwood::Supernatural::Highwayman,
            Pending::Sorceress => crate::games::grimwood::Supernatural::Sorceress,
            Pending::Elf => crate::games::grimwood::Supernatural::Elf,
            Pending::Dwarf { .. } => crate::games::grimwood::Supernatural::Dwarf,
            Pending::Faeries { .. } => crate::games::grimwood::Supernatural::Faeries,
            Pending::Giant => crate::games::grimwood::Supernatural::Giant,
            Pending::Ghouls => crate::games::grimwood::Supernatural::Ghouls,
            Pending::Goblins { .. } => crate::games::grimwood::Supernatural::Goblins,
            Pending::ShadowQueen => crate::games::grimwood::Supernatural::ShadowQueen,
            Pending::Eternals => crate::games::grimwood::Supernatural::Eternals,
            Pending::LarakiKeep { .. } | Pending::LarakiGive { .. } => {
                crate::games::grimwood::Supernatural::Laraki
            }
        })),
        _ => None,
    }
}

fn phase_fact(view: &GrimwoodView) -> Option<String> {
    Some(match &view.phase {
        Phase::Opening => format!("{} opens the turn with a draw or a steal.", view.current),
        Phase::Main => format!(
            "{}: {} and {} left this turn.",
            view.current,
            quantity(view.actions_left, "action"),
            quantity(view.powers_left, "power")
        ),
        Phase::Closing => format!("{} closes the turn with a draw or a steal.", view.current),
        Phase::Ending { .. } => format!("{} ends the turn.", view.current),
        Phase::Amulet { thief, victim, .. } => {
            format!("{thief} tries to steal from {victim}: Amulet or not?")
        }
        Phase::Over => return None,
        _ => format!("{} is using a power.", view.current),
    })
}

impl UiGame for GrimwoodGame {
    const SEAT_LAYOUT: SeatLayout = SeatLayout::Flow;

    fn table(view: &GrimwoodView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|c| CardModel::face(c.name()).draggable())
            .collect();
        let mut center = vec![
            PileModel::stack(
                format!("Deck: {}", view.deck_size),
                vec![CardModel::back().drop_on(DECK); usize::from(view.deck_size.min(12))],
            )
            .drop_on(DECK)
            .with_note(format!("{} cards", view.deck_size)),
            // A wrapping row, not a fixed grid: it must fit a phone's width.
            PileModel::row(
                format!("Discard pile: {}", view.discard.len()),
                view.discard
                    .iter()
                    .rev()
                    .map(|&c| CardModel::face(c.name()).drop_on(discard_token(c)))
                    .collect(),
            )
            .drop_on(DISCARD)
            .with_note("newest first"),
        ];
        if view.to_act() == Some(view.me) {
            center.push(PileModel::row(
                "Your hand marker (drag onto a player to steal)",
                vec![CardModel::back().drag_as(THIEF).with_note("steal")],
            ));
        }
        if let Some(card) = power_card(view) {
            center.push(PileModel::row(
                "Power in use (drag onto a target)",
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
        let mut facts = Vec::new();
        facts.extend(phase_fact(view));
        if let Some(n) = view.final_turns_left {
            facts.push(format!(
                "The deck is empty: {} after this one.",
                quantity(n, "last turn")
            ));
        } else {
            facts.push(format!("Turn {}.", view.turns_taken + 1));
        }
        TableModel {
            seats,
            hand,
            center,
            facts,
            notes: memory_notes(view),
        }
    }

    fn prompt(view: &GrimwoodView, legal: &[A]) -> String {
        let has = |f: fn(&A) -> bool| legal.iter().any(f);
        let steal_or_draw = |what: &str| {
            let mut options = Vec::new();
            if has(|a| matches!(a, A::Draw)) {
                options.push("click the deck to draw".to_string());
            }
            if has(|a| matches!(a, A::Steal(_))) {
                options.push("drag your hand marker onto a player to steal".to_string());
            }
            format!("{what}: {}.", or_list(&options))
        };
        match &view.phase {
            Phase::Opening => steal_or_draw("Open your turn"),
            Phase::Closing => steal_or_draw("Close your turn"),
            Phase::Main => {
                let mut options = Vec::new();
                if has(|a| matches!(a, A::Play { .. })) {
                    options.push("drag a supernatural onto one of your lines or onto New line".into());
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
                format!(
                    "Your turn, {} left: {}; or stop.",
                    quantity(view.actions_left, "action"),
                    or_list(&options)
                )
            }
            Phase::Ending { .. } if has(|a| matches!(a, A::Discard(_))) => format!(
                "You hold {} cards: drag cards onto the discard pile until you hold 7.",
                view.hand.len()
            ),
            Phase::Ending { .. } => "Place any complete set, then end your turn.".into(),
            Phase::PowerOffer { card, .. } => format!("Use the {}'s power?", card.name()),
            Phase::FreePlay { must: true, .. } => {
                "Play the card you took: drag it onto one of your lines or onto New line.".into()
            }
            Phase::FreePlay { .. } => {
                "You may play the card you took at once (drag it onto a line, or a Rune onto the \
                 discard pile), or keep it."
                    .into()
            }
            Phase::Amulet { thief, kind, .. } => {
                let cost = match kind {
                    StealKind::Power(_) => "it blocks this one steal",
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
            Phase::Power(pending) => match pending {
                Pending::Amazon => "Amazon: ask everyone for a kind of card or a supernatural by name.".into(),
                Pending::Target(card) => format!(
                    "{}: drag the power marker onto a player.",
                    card.name()
                ),
                Pending::Take(card) => format!(
                    "{}: click a supernatural on the table to take it.",
                    card.name()
                ),
                Pending::Demon => "Demon: drag the power marker onto a combo to discard it.".into(),
                Pending::Highwayman => {
                    "Highwayman: drag one of your combos onto another player's combo to swap them."
                        .into()
                }
                Pending::Sorceress => {
                    "Sorceress: drag an Owl or Crow (two are paid) onto the combo to take.".into()
                }
                Pending::Elf => "Elf: click one of your supernaturals to use its power again.".into(),
                Pending::Dwarf { .. } => "Dwarf: keep one of the two cards.".into(),
                Pending::Faeries { .. } => "Faeries: click a card in the discard pile to take it.".into(),
                Pending::Giant => "Giant: click a card in the discard pile to take it.".into(),
                Pending::Ghouls | Pending::Eternals => {
                    steal_or_draw(if matches!(pending, Pending::Ghouls) {
                        "Ghouls"
                    } else {
                        "The Eternals"
                    })
                }
                Pending::Goblins { left } => format!(
                    "Goblins: drag your hand marker onto a player to steal ({left} left)."
                ),
                Pending::ShadowQueen => {
                    "Shadow Queen: you saw every hand; drag your hand marker onto a player to steal."
                        .into()
                }
                Pending::LarakiKeep { .. } => "The Laraki: keep one of the drawn cards.".into(),
                Pending::LarakiGive { to, .. } => format!(
                    "The Laraki: choose the card {} receives face up.",
                    to.first().map(|s| s.to_string()).unwrap_or_default()
                ),
            },
            Phase::Over => "The game is over.".into(),
        }
    }

    /// Everyone robbed is asked about an Amulet, so the pause gives nothing away; a person who
    /// holds none has nothing to decide, and the table lets the steal happen for them.
    fn automatic(view: &GrimwoodView, legal: &[A]) -> Option<(A, String)> {
        match (&view.phase, legal) {
            (Phase::Amulet { thief, victim, .. }, [A::AllowSteal]) if *victim == view.me => Some((
                A::AllowSteal,
                format!("You hold no Amulet, so {thief}'s steal could not be blocked."),
            )),
            _ => None,
        }
    }

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
        let card = Card::from_name(name);
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
                hint: "Setting: 3 of a kind 3, with Path and Clearing 5",
            },
            Some(Card::Path) => CardArt {
                path: "M10 2h4l5 20h-4l-1-4h-4l-1 4H5zm1 6l-1 6h4l-1-6z",
                tone: "path",
                hint: "Setting: 3 of a kind 3, with Swamp and Clearing 5",
            },
            Some(Card::Clearing) => CardArt {
                path: "M12 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 19h20v2H2zM4 17l3-3 3 3zm10 0l3-3 3 3z",
                tone: "clearing",
                hint: "Setting: 3 of a kind 3, with Swamp and Path 5",
            },
            Some(Card::Amulet) => CardArt {
                path: "M12 2l2 3h-4zM12 6a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 3l1.5 3 3 .5-2.2 2 .6 \
                       3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5z",
                tone: "amulet",
                hint: "Blocks one steal from your hand",
            },
            Some(Card::Rune) => CardArt {
                path: "M7 2h3v8l5-6 2.3 2L12 12l5.3 6-2.3 2-5-6v8H7z",
                tone: "rune",
                hint: "Two more actions and one more power",
            },
            Some(Card::Super(s)) => CardArt {
                path: if s == crate::games::grimwood::Supernatural::Dragon {
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

fn super_hint(s: crate::games::grimwood::Supernatural) -> &'static str {
    use crate::games::grimwood::Supernatural as S;
    match s {
        S::Amazon => "Everyone gives you one of the card you name",
        S::Boogeyman => "Swap hands with a player",
        S::Bride => "Take a male supernatural from the table; may play it",
        S::Centaur => "Take the top discard; may play it",
        S::DarkUnicorn => "Everyone else discards a random card",
        S::Demon => "Send a combo to the discard pile",
        S::Dracula => "Steal two cards from one player",
        S::Dragon => "Protects and freezes its line",
        S::Dwarf => "Top of discard and deck: keep one",
        S::Elf => "Use one of your supernaturals' powers again",
        S::Faeries => "Take two discards; may play one",
        S::Ghouls => "Draw or steal one card",
        S::Giant => "Take any discard; may play it",
        S::Goblins => "Steal three cards",
        S::Highwayman => "Swap a combo with another player",
        S::Hydra => "Look at a player's hand",
        S::Mage => "Draw two cards",
        S::Nymph => "Take a supernatural from the table and play it",
        S::ShadowQueen => "See every hand, steal one card",
        S::Sorceress => "Pay two Owls or Crows: take a combo",
        S::Eternals => "Draw or steal up to seven cards in hand",
        S::Laraki => "Draw discards, keep one, give one to each",
        S::Troll => "A player discards a random card",
        S::Werewolf => "A player loses the next turn",
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
}
