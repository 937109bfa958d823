//! "Shadow House: Masquerade" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page shows the game's `rules.md`.
//!
//! Drags: a hand card onto the table (the "Play here" spot) plays it; a targeting card (Detective,
//! Toby, Sheriff, Witness, Swap, Accomplice) is dropped onto the player it aims at. Passing a card
//! (Share, a Witness or Swap exchange) is dropping it onto the player who receives it; Frenzy's
//! card goes onto the table; an Accomplice's victim drops its discard onto the discard pile.
//! Answers, statements and the Witness's swap-or-not are buttons.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, SeatModel, TableModel, UiGame, card_token,
    seat_token,
};
use crate::engine::Seat;
use crate::engine::words::{and_list, count, name, object, possessive, verb};
use crate::games::shadow_house::{
    Card, Happening, PhaseView, ShadowAction, ShadowHouseGame, ShadowView, TARGET_POINTS, describe,
    describe_ending,
};

/// Drop token of the middle of the table, where cards are played.
pub const TABLE_TOKEN: &str = "table";
/// Drop token of the discard pile.
pub const DISCARD_TOKEN: &str = "discard";

fn parse_card(token: &str) -> Option<Card> {
    let name = token.strip_prefix("card:")?;
    Card::ALL.into_iter().find(|c| c.name() == name)
}

fn parse_seat(token: &str, seats: usize) -> Option<Seat> {
    let n: u8 = token.strip_prefix("seat:")?.parse().ok()?;
    (usize::from(n) < seats).then_some(Seat(n))
}

fn seat_model(view: &ShadowView, seat: Seat) -> SeatModel {
    let i = seat.index();
    let mut badges = Vec::new();
    if !view.lightning() {
        badges.push(Badge::new(
            "points",
            count(view.points[i], "point", "points"),
        ));
    }
    if view.handcuffs == Some(seat) {
        badges.push(Badge::new("handcuffs", "Handcuffed"));
    }
    if view.is_accomplice(seat) {
        badges.push(Badge::new("accomplice", "Accomplice"));
    }
    if view.servant[i] {
        badges.push(Badge::new("servant", "Servant: no Detective"));
    }
    if view.housekeeper[i] {
        badges.push(Badge::new("housekeeper", "Housekeeper: no Toby or Sheriff"));
    }
    if seat == view.me && view.hand.contains(&Card::Culprit) {
        badges.push(Badge::new("culprit", "You hold the Culprit"));
    }
    let cards = vec![CardModel::back(); usize::from(view.hand_sizes[i])];
    let played: Vec<CardModel> = view.in_front[i]
        .iter()
        .map(|c| CardModel::face(c.name()))
        .collect();
    let piles = vec![PileModel::row("In front", played)];
    let note = view.memory.iter().rev().find_map(|n| match n.what {
        Happening::Said {
            seat: by,
            statement,
        } if by == seat => Some(format!("\u{201c}{}\u{201d}", statement.sentence())),
        _ => None,
    });
    SeatModel {
        seat,
        badges,
        cards,
        piles,
        out: false,
        note,
    }
}

fn phase_fact(view: &ShadowView) -> Option<String> {
    let me = Some(view.me);
    let n = |s: Seat| object(s, me);
    // "Your" or "Seat N's", opening a sentence.
    let whose = |s: Seat| {
        if Some(s) == me {
            "Your".to_string()
        } else {
            possessive(s, me)
        }
    };
    let list = |seats: &[Seat]| and_list(&seats.iter().map(|&s| n(s)).collect::<Vec<_>>());
    Some(match &view.phase {
        PhaseView::Answer { detective, target } => format!(
            "{} Detective asks {}: \u{201c}Are you the culprit?\u{201d}",
            whose(*detective),
            n(*target)
        ),
        PhaseView::Discard { accomplice, target } => format!(
            "{} Accomplice makes {} discard a card.",
            whose(*accomplice),
            n(*target)
        ),
        PhaseView::Share { waiting, .. } => format!(
            "Share: everyone passes a card left. Still choosing: {}.",
            list(waiting)
        ),
        PhaseView::Frenzy { waiting, .. } => format!(
            "Frenzy: everyone puts a card in the pool. Still choosing: {}.",
            list(waiting)
        ),
        PhaseView::WitnessChoice { target }
        | PhaseView::WitnessGive { target }
        | PhaseView::WitnessReturn { target } => format!(
            "{} Witness looked at {} hand.",
            whose(view.current),
            possessive(*target, me)
        ),
        PhaseView::SwapGive { target } | PhaseView::SwapReturn { target } => format!(
            "{} {} a card with {}.",
            name(view.current, me),
            verb(view.current, me, "swap", "swaps"),
            n(*target)
        ),
        _ => return None,
    })
}

impl UiGame for ShadowHouseGame {
    fn table(view: &ShadowView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let own_choice = match &view.phase {
            PhaseView::Share { own, .. } | PhaseView::Frenzy { own, .. } => *own,
            _ => None,
        };
        let mut chosen_marked = false;
        let hand = view
            .hand
            .iter()
            .map(|c| {
                let card = CardModel::face(c.name()).draggable();
                if Some(*c) == own_choice && !chosen_marked {
                    chosen_marked = true;
                    card.marked().with_note("chosen")
                } else {
                    card
                }
            })
            .collect();
        let last_played = view.memory.iter().rev().find_map(|n| match n.what {
            Happening::Played { card, .. } => Some(card),
            _ => None,
        });
        let center = vec![
            PileModel::row(
                "Play here",
                last_played
                    .map(|c| vec![CardModel::face(c.name()).marked().with_note("last played")])
                    .unwrap_or_default(),
            )
            .drop_on(TABLE_TOKEN),
            PileModel::row(
                format!("Discards ({})", view.discards.len()),
                view.discards
                    .iter()
                    .map(|c| CardModel::face(c.name()))
                    .collect(),
            )
            .drop_on(DISCARD_TOKEN),
        ];
        let mut facts = vec![if view.lightning() {
            "Lightning investigation: one round, no points".to_string()
        } else {
            match view.settings.rounds {
                Some(n) => format!("Round {} of {n}", view.round),
                None => format!("Round {}: first to {TARGET_POINTS} points", view.round),
            }
        }];
        if let Some(last) = view.history.last() {
            facts.push(format!(
                "Last round: {}",
                describe_ending(last, Some(view.me))
            ));
        }
        // A count is all the pile shows; a stack of backs would crowd the middle of the table.
        facts.push(format!(
            "Draw pile: {} face down",
            count(view.pile_size, "card", "cards")
        ));
        facts.extend(phase_fact(view));
        let notes = view
            .private_notes()
            .filter_map(|what| describe(what, view.me))
            .collect();
        TableModel {
            seats,
            hand,
            center,
            facts,
            notes,
        }
    }

    fn prompt(view: &ShadowView, legal: &[ShadowAction]) -> String {
        let left = view.me.clockwise(1, view.seats());
        match &view.phase {
            PhaseView::Open => {
                "You were first on the scene: drag that card onto the table to open the round."
                    .into()
            }
            PhaseView::Turn => {
                let mut text = "Your turn: drag a card onto the table to play it, or a \
                                targeting card (Detective, Toby, Sheriff, Witness, Swap, \
                                Accomplice) onto a player."
                    .to_string();
                if view.hand.contains(&Card::Culprit) {
                    text.push_str(" You hold the Culprit: it can only be your last card.");
                }
                text
            }
            PhaseView::Answer { detective, .. } => format!(
                "{detective}'s Detective asks if you are the culprit. The cards decide your answer."
            ),
            PhaseView::Discard { accomplice, .. } => format!(
                "{accomplice} played an Accomplice on you: drag a card onto the discard pile, then \
                 you draw a new one."
            ),
            PhaseView::Share { .. } => format!(
                "Share: drag the card you pass onto {left}, on your left. Nobody sees your choice \
                 until all have chosen."
            ),
            PhaseView::Frenzy { .. } => "Frenzy: drag one card onto the table for the pool; the \
                                         pool is dealt back at random."
                .into(),
            PhaseView::Speak => "Soothsayer: say what you think about this round.".into(),
            PhaseView::WitnessChoice { target } => {
                if legal.contains(&ShadowAction::SwapWithWitnessed) {
                    format!(
                        "You saw {target}'s hand (see your notes). You may swap a card with them."
                    )
                } else {
                    format!("You saw {target}'s hand (see your notes). No swap is possible.")
                }
            }
            PhaseView::WitnessGive { target } | PhaseView::SwapGive { target } => {
                format!("Drag the card you give onto {target}.")
            }
            PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => format!(
                "{} is swapping with you: drag the card you give back onto {}.",
                view.current, view.current
            ),
            PhaseView::Over => "The investigation is over.".into(),
        }
    }

    fn gestures(view: &ShadowView, action: &ShadowAction) -> Vec<Gesture> {
        let card = |c: Card| card_token(c.name());
        match *action {
            ShadowAction::Play(c) => vec![
                Gesture::new(card(c), TABLE_TOKEN),
                Gesture::new(card(c), seat_token(view.me)),
            ],
            ShadowAction::PlayAt { card: c, target } => {
                vec![Gesture::new(card(c), seat_token(target))]
            }
            ShadowAction::Discard(c) => vec![Gesture::new(card(c), DISCARD_TOKEN)],
            ShadowAction::Give(c) => match &view.phase {
                PhaseView::Share { .. } => vec![Gesture::new(
                    card(c),
                    seat_token(view.me.clockwise(1, view.seats())),
                )],
                PhaseView::Frenzy { .. } => vec![Gesture::new(card(c), TABLE_TOKEN)],
                PhaseView::WitnessGive { target } | PhaseView::SwapGive { target } => {
                    vec![Gesture::new(card(c), seat_token(*target))]
                }
                PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => {
                    vec![Gesture::new(card(c), seat_token(view.current))]
                }
                _ => Vec::new(),
            },
            ShadowAction::Answer(_)
            | ShadowAction::SwapWithWitnessed
            | ShadowAction::KeepHands
            | ShadowAction::Say(_) => Vec::new(),
        }
    }

    fn intended(view: &ShadowView, drag: &str, drop: &str) -> Option<Result<ShadowAction, String>> {
        let card = parse_card(drag)?;
        match view.phase {
            PhaseView::Turn => {}
            _ => return None,
        }
        if card == Card::Culprit {
            return Some(Ok(ShadowAction::Play(Card::Culprit)));
        }
        if let Some(seat) = parse_seat(drop, view.seats()) {
            if !card.targets() {
                return Some(Err(format!(
                    "{card} does not target anyone: drop it on the table."
                )));
            }
            if seat == view.me {
                return Some(Err(format!("{card} must be aimed at another player.")));
            }
            return Some(Ok(ShadowAction::PlayAt { card, target: seat }));
        }
        if drop == TABLE_TOKEN && card.targets() {
            return Some(Err(format!(
                "{card} is aimed at a player: drop it on the one you choose."
            )));
        }
        None
    }

    fn group(action: &ShadowAction) -> &'static str {
        match action {
            ShadowAction::Say(_) => "Soothsayer: say one thing",
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        let card = Card::ALL.into_iter().find(|c| c.name() == name);
        match card {
            Some(Card::FirstOnTheScene) => CardArt {
                path: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.3 4h2.6l-.5 8h-1.6zM12 15.5a1.6 \
                       1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2z",
                tone: "scene",
                hint: "Opens the round",
            },
            Some(Card::Culprit) => CardArt {
                path: "M12 1.5l2.2 10.5H9.8zM7 12.5h10v2.2H7zM10.9 14.7h2.2v5.5h-2.2zM9.5 \
                       20.2h5v2.3h-5z",
                tone: "culprit",
                hint: "Only as your last card: you win",
            },
            Some(Card::Detective) => CardArt {
                path: "M10 2.5a7.5 7.5 0 1 0 4.4 13.6l5.5 5.5 1.7-1.7-5.5-5.5A7.5 7.5 0 0 0 10 \
                       2.5zm0 2.4a5.1 5.1 0 1 1 0 10.2 5.1 5.1 0 0 1 0-10.2z",
                tone: "law",
                hint: "Ask: are you the culprit?",
            },
            Some(Card::Accomplice) => CardArt {
                path: "M8 3.5a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4zm8 0a3.2 3.2 0 1 1 0 6.4 \
                       3.2 3.2 0 0 1 0-6.4zM1.5 20c0-6 13-6 13 0zm8 0c.3-1.7 1-3 2.2-3.9 3.6-1.8 \
                       10.8-.9 10.8 3.9z",
                tone: "shady",
                hint: "Join the culprit; force a discard",
            },
            Some(Card::Sheriff) => CardArt {
                path: "M12 1.8l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.8l-6.1 3.4 1.5-6.8-5.2-4.6 \
                       6.9-.7z",
                tone: "law",
                hint: "Hand out the handcuffs",
            },
            Some(Card::Alibi) => CardArt {
                path: "M5.5 2h9l4 4v16h-13zm3 11.5l2.3 2.3 4.7-4.7 1.4 1.4-6.1 6.1-3.7-3.7z",
                tone: "shady",
                hint: "Held: answer no to Detectives",
            },
            Some(Card::Toby) => CardArt {
                path: "M12 11.5c3.2 0 6.3 4.2 6.3 6.4 0 2-2.2 3.1-6.3 3.1s-6.3-1.1-6.3-3.1c0-2.2 \
                       3.1-6.4 6.3-6.4zM5.5 5.8a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zm4-3a2.1 \
                       2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zm5 0a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 \
                       0-4.2zm4 3a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2z",
                tone: "law",
                hint: "A hand reveals a card to all",
            },
            Some(Card::Baby) => CardArt {
                path: "M9 2.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm3.6 9.9l1.5-1.5 7.4 7.4-1.5 \
                       1.5-1 1z",
                tone: "house",
                hint: "See who holds the Culprit",
            },
            Some(Card::Share) => CardArt {
                path: "M2.5 10.8h13.2V6.5l6 5.5-6 5.5v-4.3H2.5z",
                tone: "chaos",
                hint: "Everyone passes a card left",
            },
            Some(Card::Rumors) => CardArt {
                path: "M3 3.5h18v12.5H9.5L4.5 20v-4H3z",
                tone: "chaos",
                hint: "Take a random card from your right",
            },
            Some(Card::Frenzy) => CardArt {
                path: "M13.5 1.5L4 14h6.5l-1.5 8.5L19 9.5h-6.5z",
                tone: "chaos",
                hint: "Pool a card each, deal at random",
            },
            Some(Card::Soothsayer) => CardArt {
                path: "M12 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM5.5 19h13v2.5h-13z",
                tone: "seer",
                hint: "Say what you think",
            },
            Some(Card::Witness) => CardArt {
                path: "M1.5 12c4.3-7 16.7-7 21 0-4.3 7-16.7 7-21 0zM12 8.4a3.6 3.6 0 1 0 0 7.2 3.6 \
                       3.6 0 0 0 0-7.2z",
                tone: "seer",
                hint: "Look at a hand",
            },
            Some(Card::Servant) => CardArt {
                path: "M12 3a1.5 1.5 0 0 1 1.5 1.5v.7A6.2 6.2 0 0 1 18.2 11v5l2.3 2.3h-17L5.8 \
                       16v-5a6.2 6.2 0 0 1 4.7-5.8v-.7A1.5 1.5 0 0 1 12 3zm-2.2 16.5h4.4a2.2 2.2 \
                       0 0 1-4.4 0z",
                tone: "house",
                hint: "No Detective until your next turn",
            },
            Some(Card::Housekeeper) => CardArt {
                path: "M8 2.5a5.5 5.5 0 1 1-1.6 10.8L3.5 16.2V21h4.5v-2h2v-2h2l1.3-1.3A5.5 5.5 0 0 1 \
                       8 2.5zm1 2.8a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4z",
                tone: "house",
                hint: "No Toby or Sheriff until your next turn",
            },
            Some(Card::Swap) => CardArt {
                path: "M3.5 6.3h12V3l5.5 4.6-5.5 4.6V9H3.5zm17 11.4h-12V21L3 16.4l5.5-4.6V15h12z",
                tone: "chaos",
                hint: "Trade a card with a player",
            },
            None => CardArt {
                path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
                tone: "scene",
                hint: "",
            },
        }
    }

    fn ending(view: &ShadowView) -> Option<String> {
        if view.phase != PhaseView::Over {
            return None;
        }
        let last = view.history.last()?;
        let mut text = describe_ending(last, Some(view.me));
        let me = Some(view.me);
        let winners: Vec<String> = view.winners.iter().map(|&s| object(s, me)).collect();
        if winners.is_empty() {
            text.push_str(" Nobody wins.");
        } else if view.lightning() {
            text.push_str(&format!(" Winners: {}.", and_list(&winners)));
        } else {
            let points: Vec<String> = Seat::all(view.seats())
                .map(|s| format!("{} {}", name(s, me), view.points[s.index()]))
                .collect();
            text.push_str(&format!(
                " Final points: {}. {}: {}.",
                points.join(", "),
                if winners.len() == 1 {
                    "Winner"
                } else {
                    "Winners"
                },
                and_list(&winners)
            ));
        }
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};

    fn game(seed: u64) -> ShadowHouseGame {
        let mut g = ShadowHouseGame::new(&Settings::new(5, ""), seed).unwrap();
        g.apply(&ShadowAction::Play(Card::FirstOnTheScene)).unwrap();
        g
    }

    #[test]
    fn every_legal_action_is_a_drag_or_a_button_and_targets_drop_on_players() {
        for seed in 0..20 {
            let g = game(seed);
            let view = g.view(g.current());
            for action in g.legal_actions() {
                let gestures = ShadowHouseGame::gestures(&view, &action);
                if let ShadowAction::PlayAt { card, target } = action {
                    assert_eq!(
                        gestures,
                        vec![Gesture::new(card_token(card.name()), seat_token(target))]
                    );
                } else if let ShadowAction::Play(_) = action {
                    assert!(gestures.iter().any(|g| g.drop == TABLE_TOKEN));
                }
            }
        }
    }

    #[test]
    fn the_servant_and_housekeeper_hints_say_until_your_next_turn() {
        for card in [Card::Servant, Card::Housekeeper] {
            let hint = ShadowHouseGame::card_art(card.name()).hint;
            assert!(hint.contains("until your next turn"), "{card}: {hint}");
            assert!(!hint.contains("round"), "{card}: {hint}");
        }
    }

    #[test]
    fn the_model_hides_other_hands_and_shows_private_notes() {
        let g = game(5);
        for seat in Seat::all(5) {
            let model = ShadowHouseGame::table(&g.view(seat));
            for other in &model.seats {
                assert!(other.cards.iter().all(|c| !c.face_up && c.name.is_empty()));
            }
            assert_eq!(model.hand.len(), g.hand(seat).len());
            assert!(model.notes.iter().any(|n| n.starts_with("Your cards")));
        }
    }
}
