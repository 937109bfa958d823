//! "Shadow House: Masquerade" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page shows the game's `rules.md`.
//!
//! Drags: a hand card onto the table (the "Play here" spot) plays it; a targeting card (Detective,
//! Toby, Sheriff, Witness, Swap, Accomplice) is dropped onto the player it aims at. Passing a card
//! (Share, a Witness or Swap exchange) is dropping it onto the player who receives it; Frenzy's
//! card goes onto the table; an Accomplice's victim drops its discard onto the discard pile.
//! Answers, statements and the Witness's swap-or-not are buttons.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, Moment, PileModel, ScoreRow, ScoreSheet, SeatModel, Shown,
    TableModel, UiGame, card_token, seat_token,
};
use crate::engine::Seat;
use crate::games::shadow_house::{
    Card, Happening, PhaseView, ShadowAction, ShadowEvent, ShadowHouseGame, ShadowView,
    TARGET_POINTS,
};
use crate::lang;
use crate::lang::narrate::{describe_ending, describe_memory};

/// Drop token of the middle of the table, where cards are played.
pub const TABLE_TOKEN: &str = "table";
/// Drop token of the discard pile.
pub const DISCARD_TOKEN: &str = "discard";

fn parse_card(token: &str) -> Option<Card> {
    card_by_id(token.strip_prefix("card:")?)
}

/// The card a table model's id (`CardModel::name`) names.
fn card_by_id(id: &str) -> Option<Card> {
    Card::ALL.into_iter().find(|c| c.name() == id)
}

fn parse_seat(token: &str, seats: usize) -> Option<Seat> {
    let n: u8 = token.strip_prefix("seat:")?.parse().ok()?;
    (usize::from(n) < seats).then_some(Seat(n))
}

/// A seat's panel, kept small for tables of up to eight: short badges, the hand as backs (the
/// table shows their count), the cards in front, and at most one short note (the seat's latest
/// Soothsayer statement).
fn seat_model(view: &ShadowView, seat: Seat) -> SeatModel {
    let words = lang::shadow_house();
    let i = seat.index();
    let mut badges = Vec::new();
    if !view.lightning() {
        badges.push(Badge::new("points", words.points_badge(view.points[i])));
    }
    if view.handcuffs == Some(seat) {
        badges.push(Badge::new("handcuffs", words.handcuffed_badge()));
    }
    if view.is_accomplice(seat) {
        badges.push(Badge::new("accomplice", words.accomplice_badge()));
    }
    // What the protection keeps away: the card in front says who gave it.
    if view.servant[i] {
        badges.push(Badge::new("servant", words.servant_badge()));
    }
    if view.housekeeper[i] {
        badges.push(Badge::new("housekeeper", words.housekeeper_badge()));
    }
    if seat == view.me && view.hand.contains(&Card::Culprit) {
        badges.push(Badge::new("culprit", words.culprit_badge()));
    }
    let cards = vec![CardModel::back(); usize::from(view.hand_sizes[i])];
    let played: Vec<CardModel> = view.in_front[i]
        .iter()
        .map(|c| CardModel::face(c.name()))
        .collect();
    let piles = vec![PileModel::row(words.in_front_label(), played)];
    let note = view.memory.iter().rev().find_map(|n| match n.what {
        Happening::Said {
            seat: by,
            statement,
        } if by == seat => Some(words.said_briefly(statement, view.me)),
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
    let words = lang::shadow_house();
    let me = Some(view.me);
    Some(match &view.phase {
        PhaseView::Answer { detective, target } => words.detective_asks(*detective, *target, me),
        PhaseView::Discard { accomplice, target } => {
            words.accomplice_makes_discard(*accomplice, *target, me)
        }
        PhaseView::Share { waiting, .. } => words.sharing(waiting, me),
        PhaseView::Frenzy { waiting, .. } => words.frenzy_choosing(waiting, me),
        PhaseView::WitnessChoice { target }
        | PhaseView::WitnessGive { target }
        | PhaseView::WitnessReturn { target } => words.witness_looked(view.current, *target, me),
        PhaseView::SwapGive { target } | PhaseView::SwapReturn { target } => {
            words.swapping(view.current, *target, me)
        }
        _ => return None,
    })
}

impl UiGame for ShadowHouseGame {
    fn table(view: &ShadowView) -> TableModel {
        let words = lang::shadow_house();
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
                    card.marked().with_note(words.chosen_note())
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
                words.play_here_label(),
                last_played
                    .map(|c| {
                        vec![
                            CardModel::face(c.name())
                                .marked()
                                .with_note(words.last_played_note()),
                        ]
                    })
                    .unwrap_or_default(),
            )
            .drop_on(TABLE_TOKEN),
            PileModel::row(
                words.discards_label(view.discards.len()),
                view.discards
                    .iter()
                    .map(|c| CardModel::face(c.name()))
                    .collect(),
            )
            .drop_on(DISCARD_TOKEN),
        ];
        let mut facts = vec![if view.lightning() {
            words.lightning_fact()
        } else {
            match view.settings.rounds {
                Some(n) => words.round_of(view.round, n, TARGET_POINTS),
                None => words.round_to_points(view.round, TARGET_POINTS),
            }
        }];
        if let Some(last) = view.history.last() {
            facts.push(words.past_round(last.round, &describe_ending(last, Some(view.me))));
        }
        // A count is all the pile shows; a stack of backs would crowd the middle of the table.
        facts.push(words.pile_fact(view.pile_size));
        facts.extend(phase_fact(view));
        let notes = view
            .private_notes()
            .filter_map(|what| describe_memory(what, view.me))
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
        let words = lang::shadow_house();
        match &view.phase {
            PhaseView::Open => words.prompt_open(),
            PhaseView::Turn => {
                let mut aimed: Vec<Card> =
                    view.hand.iter().copied().filter(|c| c.targets()).collect();
                aimed.dedup();
                words.prompt_turn(&aimed, view.hand.contains(&Card::Culprit))
            }
            PhaseView::Answer { detective, .. } => words.prompt_answer(*detective),
            PhaseView::Discard { accomplice, .. } => words.prompt_discard(*accomplice),
            PhaseView::Share { .. } => words.prompt_share(view.me.clockwise(1, view.seats())),
            PhaseView::Frenzy { .. } => words.prompt_frenzy(),
            PhaseView::Speak => words.prompt_speak(),
            PhaseView::WitnessChoice { target } => {
                words.prompt_witness(*target, legal.contains(&ShadowAction::SwapWithWitnessed))
            }
            PhaseView::WitnessGive { target } | PhaseView::SwapGive { target } => {
                words.prompt_give(*target)
            }
            PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => {
                words.prompt_give_back(view.current)
            }
            PhaseView::Over => words.prompt_over(),
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
        let words = lang::shadow_house();
        if let Some(seat) = parse_seat(drop, view.seats()) {
            if !card.targets() {
                return Some(Err(words.drop_untargeted_on_player(card)));
            }
            if seat == view.me {
                return Some(Err(words.drop_on_own_seat(card)));
            }
            return Some(Ok(ShadowAction::PlayAt { card, target: seat }));
        }
        if drop == TABLE_TOKEN && card.targets() {
            return Some(Err(words.drop_targeted_on_table(card)));
        }
        None
    }

    fn group(action: &ShadowAction) -> &'static str {
        match action {
            ShadowAction::Say(_) => lang::shadow_house().soothsayer_heading(),
            _ => "",
        }
    }

    /// Each card's own symbol and its family's colour and pattern (style/shadow-house.css), with
    /// a hint short enough for a phone-sized card.
    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::shadow_house::{Audience, Happening};
        // What only one seat is told makes no sound: the others would hear that it happened.
        if event.audience != Audience::Everyone {
            return None;
        }
        match &event.what {
            Happening::RoundEnded { .. } => Some(Moment::Fall),
            Happening::TobyRevealed { .. } | Happening::BabyShowed { .. } => Some(Moment::Reveal),
            Happening::HandcuffsGiven { .. } => Some(Moment::Challenge),
            Happening::Drew { .. } | Happening::DrewFromPile { .. } => Some(Moment::Draw),
            _ => None,
        }
    }

    fn shown(event: &Self::Event, viewer: Seat) -> Option<Shown> {
        use crate::games::shadow_house::{Audience, Happening};
        // Toby's reveal is the whole table's; a Witness's look is the looker's alone.
        match (&event.audience, &event.what) {
            (Audience::Everyone, Happening::TobyRevealed { target, card }) => Some(Shown {
                seat: Some(*target),
                cards: vec![card.name().to_string()],
            }),
            (Audience::Only(to), Happening::SawHand { seat, cards }) if *to == viewer => {
                Some(Shown {
                    seat: Some(*seat),
                    cards: cards.iter().map(|c| c.name().to_string()).collect(),
                })
            }
            _ => None,
        }
    }

    fn card_art(name: &str) -> CardArt {
        let card = card_by_id(name);
        let hint = card.map_or("", |c| lang::shadow_house().card_hint(c));
        match card {
            Some(Card::FirstOnTheScene) => CardArt {
                path: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.3 4h2.6l-.5 8h-1.6zM12 15.5a1.6 \
                       1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2z",
                tone: "sh-scene",
                hint,
            },
            Some(Card::Culprit) => CardArt {
                path: "M12 1.5l2.2 10.5H9.8zM7 12.5h10v2.2H7zM10.9 14.7h2.2v5.5h-2.2zM9.5 \
                       20.2h5v2.3h-5z",
                tone: "sh-culprit",
                hint,
            },
            Some(Card::Detective) => CardArt {
                path: "M10 2.5a7.5 7.5 0 1 0 4.4 13.6l5.5 5.5 1.7-1.7-5.5-5.5A7.5 7.5 0 0 0 10 \
                       2.5zm0 2.4a5.1 5.1 0 1 1 0 10.2 5.1 5.1 0 0 1 0-10.2z",
                tone: "sh-law",
                hint,
            },
            Some(Card::Accomplice) => CardArt {
                path: "M8 3.5a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4zm8 0a3.2 3.2 0 1 1 0 6.4 \
                       3.2 3.2 0 0 1 0-6.4zM1.5 20c0-6 13-6 13 0zm8 0c.3-1.7 1-3 2.2-3.9 3.6-1.8 \
                       10.8-.9 10.8 3.9z",
                tone: "sh-shady",
                hint,
            },
            Some(Card::Sheriff) => CardArt {
                path: "M12 1.8l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.8l-6.1 3.4 1.5-6.8-5.2-4.6 \
                       6.9-.7z",
                tone: "sh-law",
                hint,
            },
            Some(Card::Alibi) => CardArt {
                path: "M5.5 2h9l4 4v16h-13zm3 11.5l2.3 2.3 4.7-4.7 1.4 1.4-6.1 6.1-3.7-3.7z",
                tone: "sh-shady",
                hint,
            },
            Some(Card::Toby) => CardArt {
                path: "M12 11.5c3.2 0 6.3 4.2 6.3 6.4 0 2-2.2 3.1-6.3 3.1s-6.3-1.1-6.3-3.1c0-2.2 \
                       3.1-6.4 6.3-6.4zM5.5 5.8a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zm4-3a2.1 \
                       2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zm5 0a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 \
                       0-4.2zm4 3a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2z",
                tone: "sh-law",
                hint,
            },
            Some(Card::Baby) => CardArt {
                path: "M9 2.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm3.6 9.9l1.5-1.5 7.4 7.4-1.5 \
                       1.5-1 1z",
                tone: "sh-house",
                hint,
            },
            Some(Card::Share) => CardArt {
                path: "M2.5 10.8h13.2V6.5l6 5.5-6 5.5v-4.3H2.5z",
                tone: "sh-chaos",
                hint,
            },
            Some(Card::Rumors) => CardArt {
                path: "M3 3.5h18v12.5H9.5L4.5 20v-4H3z",
                tone: "sh-chaos",
                hint,
            },
            Some(Card::Frenzy) => CardArt {
                path: "M13.5 1.5L4 14h6.5l-1.5 8.5L19 9.5h-6.5z",
                tone: "sh-chaos",
                hint,
            },
            Some(Card::Soothsayer) => CardArt {
                path: "M12 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM5.5 19h13v2.5h-13z",
                tone: "sh-seer",
                hint,
            },
            Some(Card::Witness) => CardArt {
                path: "M1.5 12c4.3-7 16.7-7 21 0-4.3 7-16.7 7-21 0zM12 8.4a3.6 3.6 0 1 0 0 7.2 3.6 \
                       3.6 0 0 0 0-7.2z",
                tone: "sh-seer",
                hint,
            },
            Some(Card::Servant) => CardArt {
                path: "M12 3a1.5 1.5 0 0 1 1.5 1.5v.7A6.2 6.2 0 0 1 18.2 11v5l2.3 2.3h-17L5.8 \
                       16v-5a6.2 6.2 0 0 1 4.7-5.8v-.7A1.5 1.5 0 0 1 12 3zm-2.2 16.5h4.4a2.2 2.2 \
                       0 0 1-4.4 0z",
                tone: "sh-house",
                hint,
            },
            Some(Card::Housekeeper) => CardArt {
                path: "M8 2.5a5.5 5.5 0 1 1-1.6 10.8L3.5 16.2V21h4.5v-2h2v-2h2l1.3-1.3A5.5 5.5 0 0 1 \
                       8 2.5zm1 2.8a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4z",
                tone: "sh-house",
                hint,
            },
            Some(Card::Swap) => CardArt {
                path: "M3.5 6.3h12V3l5.5 4.6-5.5 4.6V9H3.5zm17 11.4h-12V21L3 16.4l5.5-4.6V15h12z",
                tone: "sh-chaos",
                hint,
            },
            None => CardArt {
                path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
                tone: "sh-scene",
                hint,
            },
        }
    }

    /// Four letters: three would make words of their own ("She" for the Sheriff).
    fn card_index(id: &str) -> String {
        super::adapter::short_name_of(&Self::card_name(id), 4)
    }

    fn card_name(id: &str) -> String {
        card_by_id(id).map_or_else(
            || id.to_string(),
            |c| lang::shadow_house().card_name(c).to_string(),
        )
    }

    fn card_text(name: &str) -> String {
        card_by_id(name).map_or_else(String::new, |c| lang::shadow_house().card_text(c))
    }

    /// One row per seat: each finished round's points with the part the seat played in it
    /// (roles are public once a round ends: the culprit is revealed, accomplices sit in front),
    /// and the total so far. A lightning investigation has no points: its one round shows each
    /// part and which side won.
    fn scores(view: &ShadowView) -> Option<ScoreSheet> {
        if view.history.is_empty() {
            return None;
        }
        let words = lang::shadow_house();
        let me = Some(view.me);
        let seats = Seat::all(view.seats());
        if view.lightning() {
            let result = &view.history[0];
            return Some(ScoreSheet {
                columns: vec![words.part_column(), words.result_column()],
                rows: seats
                    .map(|seat| ScoreRow {
                        seat,
                        cells: vec![
                            words.part(result.part(seat)).to_string(),
                            words.result(result.won(seat)),
                        ],
                    })
                    .collect(),
                notes: vec![describe_ending(result, me)],
            });
        }
        let mut columns: Vec<String> = view
            .history
            .iter()
            .map(|r| words.round_column(r.round))
            .collect();
        columns.push(words.total_column());
        let rows = seats
            .map(|seat| {
                let mut cells: Vec<String> = view
                    .history
                    .iter()
                    .map(|r| words.round_cell(r.part(seat), r.points[seat.index()]))
                    .collect();
                cells.push(view.points[seat.index()].to_string());
                ScoreRow { seat, cells }
            })
            .collect();
        let notes = view
            .history
            .iter()
            .map(|r| words.past_round(r.round, &describe_ending(r, me)))
            .collect();
        Some(ScoreSheet {
            columns,
            rows,
            notes,
        })
    }

    /// A new deal after the first is the only sign, in one event, that a round ended and the
    /// match goes on (the event that ends a round cannot tell whether it was the last). How it
    /// ended is in the score sheet's notes.
    fn round_over(event: &ShadowEvent) -> Option<String> {
        match event.what {
            Happening::RoundDealt { round } if round > 1 => {
                Some(lang::shadow_house().round_over(round - 1))
            }
            _ => None,
        }
    }

    /// A lone move is made for the person only when everyone can tell it is the only one: the
    /// opening, an answer to a Detective (the cards decide it, and it is said aloud), and any
    /// move from a hand of one card (hand sizes are public, and a played card is shown at once).
    /// With two cards or more, a move made unasked (and its note in the log) would tell the
    /// others what the hand holds: a Culprit beside an Alibi leaves only the Alibi to play or
    /// discard, a hand of one kind only that kind to pass. And the Witness is always asked about
    /// a swap, even when none is allowed, so that the pause does not tell what was seen.
    fn ask_even_if_forced(view: &ShadowView, _action: &ShadowAction) -> bool {
        match view.phase {
            PhaseView::WitnessChoice { .. } => true,
            PhaseView::Open | PhaseView::Answer { .. } | PhaseView::Over => false,
            _ => view.hand.len() > 1,
        }
    }

    fn ending(view: &ShadowView) -> Option<String> {
        if view.phase != PhaseView::Over {
            return None;
        }
        let last = view.history.last()?;
        let me = Some(view.me);
        // A lightning investigation has no points to tell.
        let top = (!view.lightning()).then(|| view.points.iter().copied().max().unwrap_or(0));
        Some(lang::shadow_house().match_ending(&describe_ending(last, me), &view.winners, top, me))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::games::shadow_house::{Ending, Reply, RoundResult};
    use crate::lang::narrate::Narrate;

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
    fn the_servant_and_housekeeper_texts_say_until_your_next_turn() {
        for card in [Card::Servant, Card::Housekeeper] {
            let text = ShadowHouseGame::card_text(card.name());
            assert!(text.contains("until your next turn"), "{card}: {text}");
            assert!(!text.contains("round"), "{card}: {text}");
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
            assert!(model.notes.iter().any(|n| n.starts_with("You were dealt")));
        }
    }

    /// Plays a match at random to its end, showing `each` the state after every batch of events
    /// (the deal's opening first).
    fn random_match(
        settings: &Settings,
        seed: u64,
        mut each: impl FnMut(&ShadowHouseGame, &[ShadowEvent]),
    ) -> ShadowHouseGame {
        let mut g = ShadowHouseGame::new(settings, seed).unwrap();
        each(&g, &g.opening());
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            let events = g.apply(&legal[rng.below(legal.len())]).unwrap();
            each(&g, &events);
        }
        g
    }

    fn deal(settings: &Settings, hands: &[&[Card]], pile: &[Card]) -> ShadowHouseGame {
        ShadowHouseGame::from_deal(
            settings,
            hands.iter().map(|h| h.to_vec()).collect(),
            pile.to_vec(),
        )
        .unwrap()
    }

    fn act(g: &mut ShadowHouseGame, action: ShadowAction) -> Vec<ShadowEvent> {
        g.apply(&action)
            .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
    }

    /// A two-round match whose first round ends with Seat 1's Detective finding Seat 2, the
    /// culprit, while Seat 3 is an accomplice: returns the game and the events of the last move.
    fn detective_round() -> (ShadowHouseGame, Vec<ShadowEvent>) {
        use Card::*;
        let mut g = deal(
            &Settings::new(4, "").with_rounds(2),
            &[
                &[FirstOnTheScene, Detective],
                &[Culprit, Share],
                &[Accomplice, Rumors],
                &[Baby, Swap],
            ],
            &[Soothsayer],
        );
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        g.set_turn(Seat(2)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Accomplice,
                target: Seat(3),
            },
        );
        act(&mut g, ShadowAction::Discard(Swap));
        g.set_turn(Seat(0)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Detective,
                target: Seat(1),
            },
        );
        let events = act(&mut g, ShadowAction::Answer(Reply::Yes));
        (g, events)
    }

    #[test]
    fn the_score_sheet_gives_each_seat_its_role_and_points_per_round_and_the_total() {
        let (g, _) = detective_round();
        assert_eq!(g.round(), 2, "the match goes on to round 2");
        let sheet = ShadowHouseGame::scores(&g.view(Seat(3))).expect("a round has ended");
        assert_eq!(sheet.columns, vec!["Round 1", "Total"]);
        let cells: Vec<(Seat, Vec<&str>)> = sheet
            .rows
            .iter()
            .map(|r| (r.seat, r.cells.iter().map(String::as_str).collect()))
            .collect();
        assert_eq!(
            cells,
            vec![
                (Seat(0), vec!["Detective +2", "2"]),
                (Seat(1), vec!["Culprit 0", "0"]),
                (Seat(2), vec!["Accomplice 0", "0"]),
                (Seat(3), vec!["Innocent +1", "1"]),
            ]
        );
        assert_eq!(
            sheet.notes,
            vec!["Round 1: Seat 1's Detective found the culprit: Seat 2."]
        );
        // The Detective's own player reads it in the second person.
        let own = ShadowHouseGame::scores(&g.view(Seat(0))).unwrap();
        assert_eq!(
            own.notes,
            vec!["Round 1: Your Detective found the culprit: Seat 2."]
        );
        // Nothing is scored before a round ends.
        let fresh = ShadowHouseGame::new(&Settings::new(4, ""), 1).unwrap();
        assert_eq!(ShadowHouseGame::scores(&fresh.view(Seat(0))), None);
    }

    /// The points a round cell shows: "Detective +2" is 2, "Culprit 0" is 0.
    fn cell_points(cell: &str) -> u8 {
        let (_, points) = cell.rsplit_once(' ').expect("role and points");
        points.trim_start_matches('+').parse().expect("a number")
    }

    fn cell_role(cell: &str) -> &str {
        cell.rsplit_once(' ').expect("role and points").0
    }

    #[test]
    fn a_played_out_match_scores_every_round_by_the_rulebooks_table() {
        for (seats, seed) in [(4u8, 1u64), (5, 2), (6, 3), (8, 4), (3, 5)] {
            let g = random_match(&Settings::new(seats, ""), seed, |_, _| {});
            let history: &[RoundResult] = g.history();
            for viewer in Seat::all(usize::from(seats)) {
                let sheet = ShadowHouseGame::scores(&g.view(viewer)).unwrap();
                assert_eq!(sheet.columns.len(), history.len() + 1);
                assert_eq!(sheet.columns.last().unwrap(), "Total");
                assert_eq!(sheet.notes.len(), history.len());
                assert_eq!(sheet.rows.len(), usize::from(seats));
                for row in &sheet.rows {
                    let (rounds, total) = row.cells.split_at(history.len());
                    let sum: u8 = rounds.iter().map(|c| cell_points(c)).sum();
                    assert_eq!(total, [g.points()[row.seat.index()].to_string()]);
                    assert_eq!(sum, g.points()[row.seat.index()], "{row:?}");
                }
                for (r, result) in history.iter().enumerate() {
                    let column: Vec<&str> = sheet.rows.iter().map(|row| &*row.cells[r]).collect();
                    let roles: Vec<&str> = column.iter().map(|c| cell_role(c)).collect();
                    let points: Vec<u8> = column.iter().map(|c| cell_points(c)).collect();
                    assert_eq!(points, result.points, "round {}", result.round);
                    assert_eq!(roles[result.culprit.index()], "Culprit");
                    for a in result.accomplices.iter().filter(|&&a| a != result.culprit) {
                        assert_eq!(roles[a.index()], "Accomplice");
                    }
                    // The rulebook: the finder scores 2 with a Detective, 3 with Toby; every
                    // other innocent 1 when the culprit is caught, nothing when they get away.
                    for (seat, (&role, &p)) in roles.iter().zip(&points).enumerate() {
                        let expected = match (role, result.ending) {
                            ("Detective", Ending::Detective { by }) if by.index() == seat => 2,
                            ("Toby", Ending::Toby { by }) if by.index() == seat => 3,
                            ("Innocent", Ending::CulpritEscaped { .. }) => 0,
                            ("Innocent", _) => 1,
                            ("Culprit" | "Accomplice", Ending::CulpritEscaped { .. }) => 2,
                            ("Culprit" | "Accomplice", _) => 0,
                            other => panic!("no such role and ending: {other:?}"),
                        };
                        assert_eq!(p, expected, "seat {seat} as {role}, {:?}", result.ending);
                    }
                }
            }
        }
    }

    #[test]
    fn a_lightning_sheet_shows_each_role_and_which_side_won() {
        let g = random_match(&Settings::new(5, "lightning"), 7, |_, _| {});
        let result = &g.history()[0];
        let sheet = ShadowHouseGame::scores(&g.view(Seat(0))).unwrap();
        assert_eq!(sheet.columns, vec!["Role", "Result"]);
        for row in &sheet.rows {
            let won =
                g.outcome().unwrap().results[row.seat.index()] == crate::engine::SeatResult::Win;
            assert_eq!(row.cells[1], if won { "Won" } else { "Lost" });
        }
        assert_eq!(sheet.rows[result.culprit.index()].cells[0], "Culprit");
    }

    #[test]
    fn a_summary_follows_every_round_but_the_last() {
        let (_, events) = detective_round();
        let headings: Vec<String> = events
            .iter()
            .filter_map(ShadowHouseGame::round_over)
            .collect();
        assert_eq!(headings, vec!["Round 1 is over"]);
        for settings in [
            Settings::new(5, ""),
            Settings::new(4, "").with_rounds(3),
            Settings::new(6, "lightning"),
        ] {
            for seed in 0..4 {
                let mut summaries = 0;
                let g = random_match(&settings, seed, |g, events| {
                    let headings: Vec<String> = events
                        .iter()
                        .filter_map(ShadowHouseGame::round_over)
                        .collect();
                    let ended = events.iter().find_map(|e| match &e.what {
                        Happening::RoundEnded(result) => Some(result.round),
                        _ => None,
                    });
                    match ended {
                        Some(round) if g.turn() != Turn::Over => {
                            assert_eq!(headings, vec![format!("Round {round} is over")]);
                            summaries += 1;
                        }
                        _ => assert_eq!(headings, Vec::<String>::new()),
                    }
                });
                assert_eq!(summaries + 1, g.history().len(), "{settings:?}");
            }
        }
    }

    /// The turn prompt names the cards to aim at a player only as far as the hand holds them.
    #[test]
    fn the_turn_prompt_names_only_aimed_cards_in_hand() {
        use Card::*;
        let mut g = deal(
            &Settings::new(4, "").with_rounds(1),
            &[
                &[FirstOnTheScene, Detective, Detective, Alibi],
                &[Culprit, Share],
                &[Rumors, Baby],
                &[Soothsayer, Servant],
            ],
            &[],
        );
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        g.set_turn(Seat(0)).unwrap();
        let prompt = |g: &ShadowHouseGame, seat: u8| {
            let view = g.view(Seat(seat));
            ShadowHouseGame::prompt(&view, &g.legal_actions())
        };
        let text = prompt(&g, 0);
        assert!(text.contains("Detective onto the player"), "{text}");
        for absent in [
            "Toby",
            "Sheriff",
            "Witness",
            "Swap",
            "Accomplice",
            "Culprit",
        ] {
            assert!(!text.contains(absent), "{text}");
        }
        g.set_turn(Seat(3)).unwrap();
        let text = prompt(&g, 3);
        assert!(!text.contains("onto the player"), "{text}");
        lang::with(crate::lang::Lang::De, || {
            g.set_turn(Seat(0)).unwrap();
            let text = prompt(&g, 0);
            assert!(text.contains("Detektiv ziehst du"), "{text}");
            assert!(!text.contains("Toby"), "{text}");
        });
    }

    /// A Witness who saw no Culprit and no Accomplice is told why "Don't swap" is still asked,
    /// not told that no swap is possible and left with the button.
    #[test]
    fn a_witness_without_a_swap_is_told_why_the_lone_answer_is_asked() {
        use Card::*;
        let mut g = deal(
            &Settings::new(4, "").with_rounds(1),
            &[
                &[FirstOnTheScene, Witness, Alibi],
                &[Culprit, Swap],
                &[Share, Rumors],
                &[Baby, Soothsayer],
            ],
            &[],
        );
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        g.set_turn(Seat(0)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Witness,
                target: Seat(2),
            },
        );
        let legal = g.legal_actions();
        assert_eq!(legal, vec![ShadowAction::KeepHands]);
        let text = ShadowHouseGame::prompt(&g.view(Seat(0)), &legal);
        let button = g.describe_action(&legal[0]);
        assert!(text.contains(&format!("\"{button}\"")), "{text}");
        assert!(text.contains("nobody can tell"), "{text}");
        assert!(!text.contains("No swap is possible"), "{text}");
    }

    /// "Only you know" keeps the deal as a memory: it says the cards were dealt, since the hand
    /// may hold others by now.
    #[test]
    fn the_private_notes_call_the_deal_what_you_were_dealt() {
        use Card::*;
        let g = deal(
            &Settings::new(3, "").with_rounds(1),
            &[
                &[FirstOnTheScene, Detective],
                &[Culprit, Share],
                &[Rumors, Baby],
            ],
            &[],
        );
        let model = ShadowHouseGame::table(&g.view(Seat(1)));
        assert_eq!(model.notes[0], "You were dealt Culprit and Share.");
        lang::with(crate::lang::Lang::De, || {
            let model = ShadowHouseGame::table(&g.view(Seat(1)));
            assert!(
                model.notes[0].starts_with("Ausgeteilt bekommen hast du"),
                "{:?}",
                model.notes
            );
        });
    }

    #[test]
    fn a_lone_move_is_made_for_the_person_only_when_everyone_can_tell_it_is_forced() {
        use Card::*;
        let forced = |g: &ShadowHouseGame| -> (ShadowAction, bool) {
            let legal = g.legal_actions();
            assert_eq!(legal.len(), 1, "{legal:?}");
            let seat = match g.turn() {
                Turn::Seat(s) => s,
                other => panic!("{other:?}"),
            };
            let ask = ShadowHouseGame::ask_even_if_forced(&g.view(seat), &legal[0]);
            (legal[0], ask)
        };
        let settings = Settings::new(4, "").with_rounds(1);
        let mut g = deal(
            &settings,
            &[
                &[FirstOnTheScene, Detective],
                &[Culprit, Alibi],
                &[Share],
                &[Rumors, Baby],
            ],
            &[],
        );
        // Opening: everyone knows who holds First on the scene must play it.
        assert_eq!(forced(&g), (ShadowAction::Play(FirstOnTheScene), false));
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        // A Culprit beside an Alibi leaves only the Alibi: asked, or the table would tell.
        assert_eq!(forced(&g), (ShadowAction::Play(Alibi), true));
        act(&mut g, ShadowAction::Play(Alibi));
        // One card in hand: its move is no secret.
        assert_eq!(forced(&g), (ShadowAction::Play(Share), false));
        // A Detective's answer is decided by the cards and said aloud.
        g.set_turn(Seat(0)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Detective,
                target: Seat(1),
            },
        );
        assert_eq!(forced(&g), (ShadowAction::Answer(Reply::Yes), false));

        // The Witness is asked about a swap even when none is allowed.
        let mut g = deal(
            &settings,
            &[
                &[FirstOnTheScene, Witness, Alibi],
                &[Culprit, Swap],
                &[Share, Rumors],
                &[Baby, Soothsayer],
            ],
            &[],
        );
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        g.set_turn(Seat(0)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Witness,
                target: Seat(2),
            },
        );
        assert_eq!(forced(&g), (ShadowAction::KeepHands, true));

        // A forced discard from a hand of two tells what the other card is.
        let mut g = deal(
            &settings,
            &[
                &[FirstOnTheScene, Accomplice, Alibi],
                &[Culprit, Rumors],
                &[Share, Swap],
                &[Baby, Soothsayer],
            ],
            &[Toby],
        );
        act(&mut g, ShadowAction::Play(FirstOnTheScene));
        g.set_turn(Seat(0)).unwrap();
        act(
            &mut g,
            ShadowAction::PlayAt {
                card: Accomplice,
                target: Seat(1),
            },
        );
        assert_eq!(forced(&g), (ShadowAction::Discard(Rumors), true));
    }

    #[test]
    fn every_card_has_a_full_text_and_a_hint_that_fits_a_phone_card() {
        let mut texts = Vec::new();
        for card in Card::ALL {
            let art = ShadowHouseGame::card_art(card.name());
            let text = ShadowHouseGame::card_text(card.name());
            assert!(art.hint.len() <= 20, "{card}: hint too long: {}", art.hint);
            assert!(
                text.len() > art.hint.len() + 20,
                "{card}: the full text says more than the hint: {text}"
            );
            assert!(text.ends_with('.'), "{card}: {text}");
            if card.copies() > 1 {
                assert!(text.contains(&format!("The box holds {}.", card.copies())));
            }
            texts.push(text);
        }
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), Card::ALL.len(), "every card has its own text");
        assert!(ShadowHouseGame::card_text("Joker").is_empty());
        // Targeting cards say whom they may aim at; the scoring cards say what they score.
        assert!(ShadowHouseGame::card_text("Toby").contains("score 3"));
        assert!(ShadowHouseGame::card_text("Detective").contains("score 2"));
        assert!(ShadowHouseGame::card_text("Culprit").contains("last card"));
    }

    #[test]
    fn seat_panels_stay_small_at_eight_seats() {
        random_match(&Settings::new(8, ""), 11, |g, _| {
            for seat in Seat::all(8) {
                for panel in ShadowHouseGame::table(&g.view(seat)).seats {
                    assert!(panel.badges.len() <= 4, "{panel:?}");
                    for badge in &panel.badges {
                        assert!(badge.label.len() <= 16, "{badge:?}");
                    }
                    if let Some(note) = &panel.note {
                        assert!(note.len() <= 24, "{note}");
                    }
                    assert_eq!(panel.piles.len(), 1);
                }
            }
        });
    }

    /// Verb forms that agree with "Seat N" and must never follow "You".
    const THIRD_PERSON: [&str; 20] = [
        "has", "is", "was", "plays", "draws", "swaps", "holds", "passes", "takes", "gives",
        "looks", "answers", "asks", "says", "discards", "receives", "puts", "reveals", "opens",
        "wins",
    ];
    /// Verb forms that agree with "You" and must never follow "Seat N" as its subject.
    const SECOND_PERSON: [&str; 19] = [
        "have", "are", "were", "play", "draw", "swap", "hold", "pass", "take", "give", "look",
        "answer", "ask", "say", "discard", "receive", "put", "reveal", "open",
    ];
    /// Words before "Seat N" after which the plain verb is right: it is the object of a
    /// causative ("made Seat 2 reveal a card") or ends a plural subject ("Seat 1 and Seat 2
    /// put a card in").
    const PLAIN_VERB_AFTER: [&str; 5] = ["make", "makes", "made", "let", "and"];

    /// What reads wrong in `line`: a count of one with a plural noun, a seat counted from 0, an
    /// article twice, a possessive of "you", or a verb that disagrees with "You" or "Seat N".
    fn wording_problem(line: &str) -> Option<String> {
        if let Some(slip) = crate::lang::words::faults(line, &THIRD_PERSON).pop() {
            return Some(slip);
        }
        // Words that follow each other inside one clause: "Seat 1: \u{201c}Are you" is no
        // "Seat 1 are".
        let clauses = line.split(|c: char| ".,:;!?()\"\u{201c}\u{201d}".contains(c));
        let words: Vec<Vec<String>> = clauses
            .map(|clause| clause.split_whitespace().map(str::to_lowercase).collect())
            .collect();
        for clause in &words {
            for (i, triple) in clause.windows(3).enumerate() {
                let subject = i == 0 || !PLAIN_VERB_AFTER.contains(&&*clause[i - 1]);
                if subject
                    && triple[0] == "seat"
                    && triple[1].parse::<u8>().is_ok()
                    && SECOND_PERSON.contains(&&*triple[2])
                {
                    return Some(format!("\"seat {} {}\"", triple[1], triple[2]));
                }
            }
        }
        None
    }

    #[test]
    fn the_wording_check_catches_what_it_is_for() {
        for bad in [
            "Seat 2 has 1 cards.",
            "You have 1 points.",
            "Seat 0 plays.",
            "You play the The Laraki.",
            "You takes a card.",
            "You has no cards.",
            "Seat 3 have no cards.",
            "That is You's Detective.",
        ] {
            assert!(wording_problem(bad).is_some(), "{bad}");
        }
        for good in [
            "Seat 2 has 11 cards.",
            "You have 1 point.",
            "Seat 10 plays.",
            "Toby made you reveal a card.",
            "Your Accomplice makes Seat 2 discard a card.",
            "Frenzy: Seat 1 and Seat 2 put a card in.",
            "Your Detective found the culprit: Seat 2.",
            "Seat 3's Detective asks Seat 1: \u{201c}Are you the culprit?\u{201d}",
        ] {
            assert_eq!(wording_problem(good), None, "{good}");
        }
    }

    #[test]
    fn every_line_prompt_and_label_reads_right_for_every_viewer() {
        let check = |what: &str, text: &str| {
            if let Some(problem) = wording_problem(text) {
                panic!("{what}: {problem} in {text:?}");
            }
        };
        for card in Card::ALL {
            check("card text", &ShadowHouseGame::card_text(card.name()));
            check("hint", ShadowHouseGame::card_art(card.name()).hint);
        }
        let mut lines = 0;
        for seats in 3..=8u8 {
            for (variant, seed) in [
                ("", u64::from(seats)),
                ("lightning", 100 + u64::from(seats)),
            ] {
                let settings = Settings::new(seats, variant);
                let viewers: Vec<Option<Seat>> = std::iter::once(None)
                    .chain(Seat::all(usize::from(seats)).map(Some))
                    .collect();
                random_match(&settings, seed, |g, events| {
                    for event in events {
                        for &viewer in &viewers {
                            if let Some(line) = ShadowHouseGame::narrate(event, viewer) {
                                check("log", &line);
                                lines += 1;
                            }
                        }
                        if let Some(heading) = ShadowHouseGame::round_over(event) {
                            check("summary", &heading);
                        }
                    }
                    let legal = g.legal_actions();
                    if let Turn::Seat(seat) = g.turn() {
                        let view = g.view(seat);
                        check("prompt", &ShadowHouseGame::prompt(&view, &legal));
                        for action in &legal {
                            check("button", &g.describe_action(action));
                        }
                    }
                    for seat in Seat::all(usize::from(seats)) {
                        let view = g.view(seat);
                        let model = ShadowHouseGame::table(&view);
                        for text in model.facts.iter().chain(&model.notes) {
                            check("table", text);
                        }
                        for panel in &model.seats {
                            for badge in &panel.badges {
                                check("badge", &badge.label);
                            }
                            if let Some(note) = &panel.note {
                                check("seat note", note);
                            }
                        }
                        if let Some(sheet) = ShadowHouseGame::scores(&view) {
                            for text in sheet
                                .notes
                                .iter()
                                .chain(sheet.rows.iter().flat_map(|r| &r.cells))
                            {
                                check("scores", text);
                            }
                        }
                        if let Some(ending) = ShadowHouseGame::ending(&view) {
                            check("ending", &ending);
                        }
                    }
                });
            }
        }
        assert!(lines > 1000, "only {lines} lines narrated");
    }

    #[test]
    fn a_witness_look_is_shown_to_the_looker_alone_and_toby_to_everyone() {
        use crate::games::shadow_house::{Audience, Happening, ShadowEvent};
        let look = ShadowEvent {
            audience: Audience::Only(Seat(2)),
            what: Happening::SawHand {
                seat: Seat(0),
                cards: vec![Card::Alibi, Card::Culprit],
            },
        };
        let shown = ShadowHouseGame::shown(&look, Seat(2)).expect("the looker sees the hand");
        assert_eq!(shown.seat, Some(Seat(0)));
        assert_eq!(shown.cards, ["Alibi", "Culprit"].map(String::from));
        for other in [Seat(0), Seat(1), Seat(3)] {
            assert_eq!(ShadowHouseGame::shown(&look, other), None);
        }
        let toby = ShadowEvent {
            audience: Audience::Everyone,
            what: Happening::TobyRevealed {
                target: Seat(1),
                card: Card::Culprit,
            },
        };
        for viewer in [Seat(0), Seat(1), Seat(3)] {
            assert_eq!(
                ShadowHouseGame::shown(&toby, viewer).map(|s| s.cards),
                Some(vec!["Culprit".to_string()])
            );
        }
    }
}

#[cfg(test)]
mod german {
    use super::*;
    use crate::engine::rules_text::spans;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::games::shadow_house::{
        LIGHTNING, ROLE_ACCOMPLICE, ROLE_CULPRIT, ROLE_OTHER, Reply, Statement,
    };
    use crate::lang::narrate::Narrate;
    use crate::lang::{self, Lang, leak};
    use std::collections::BTreeSet;

    fn english() -> BTreeSet<String> {
        leak::english_only(
            include_str!("../lang/en/shadow_house.rs"),
            include_str!("../lang/de/shadow_house.rs"),
        )
    }

    fn assert_german(what: &str, text: &str, english: &BTreeSet<String>) {
        if let Some(word) = leak::first_found(text, english) {
            panic!("English {word:?} in the {what}: {text:?}");
        }
    }

    /// Every move a seat could try, legal or not, to hear every refusal.
    fn every_action(seats: u8) -> Vec<ShadowAction> {
        let mut out = Vec::new();
        // One seat past the table, for the "no such seat" refusal.
        let targets = (0..=seats).map(Seat);
        for card in Card::ALL {
            out.push(ShadowAction::Play(card));
            out.push(ShadowAction::Discard(card));
            out.push(ShadowAction::Give(card));
            out.extend(
                targets
                    .clone()
                    .map(|target| ShadowAction::PlayAt { card, target }),
            );
        }
        out.extend([
            ShadowAction::Answer(Reply::Yes),
            ShadowAction::Answer(Reply::No),
            ShadowAction::SwapWithWitnessed,
            ShadowAction::KeepHands,
            ShadowAction::Say(Statement::NoIdea),
        ]);
        out
    }

    /// What `g` shows every seat now, and what it says to the seat deciding, all in one list.
    fn everything_shown(
        g: &ShadowHouseGame,
        events: &[ShadowEvent],
    ) -> Vec<(&'static str, String)> {
        let seats = usize::from(g.settings().seats);
        let mut shown = Vec::new();
        let viewers = std::iter::once(None).chain(Seat::all(seats).map(Some));
        for viewer in viewers {
            for event in events {
                shown.extend(ShadowHouseGame::narrate(event, viewer).map(|l| ("log", l)));
            }
        }
        for event in events {
            shown.extend(ShadowHouseGame::round_over(event).map(|h| ("summary", h)));
        }
        let legal = g.legal_actions();
        if let Turn::Seat(seat) = g.turn() {
            let view = g.view(seat);
            shown.push(("prompt", ShadowHouseGame::prompt(&view, &legal)));
            shown.extend(ShadowHouseGame::automatic(&view, &legal).map(|(_, n)| ("auto", n)));
            for action in &legal {
                shown.push(("button", g.describe_action(action)));
                shown.push(("group", ShadowHouseGame::group(action).to_string()));
            }
            for action in every_action(g.settings().seats) {
                if !legal.contains(&action) {
                    shown.push((
                        "refusal",
                        ShadowHouseGame::refusal_words(&g.explain_refusal(&action)),
                    ));
                }
            }
            for card in &view.hand {
                let drag = card_token(card.name());
                let drops = Seat::all(seats)
                    .map(seat_token)
                    .chain([TABLE_TOKEN.to_string()]);
                for drop in drops {
                    if let Some(Err(reason)) = ShadowHouseGame::intended(&view, &drag, &drop) {
                        shown.push(("drop", reason));
                    }
                }
            }
        }
        for seat in Seat::all(seats) {
            let view = g.view(seat);
            let table = ShadowHouseGame::table(&view);
            shown.extend(
                table
                    .texts(ShadowHouseGame::card_name)
                    .into_iter()
                    .map(|t| ("table", t)),
            );
            if let Some(sheet) = ShadowHouseGame::scores(&view) {
                let cells = sheet.rows.into_iter().flat_map(|r| r.cells);
                let texts = sheet.columns.into_iter().chain(cells).chain(sheet.notes);
                shown.extend(texts.map(|t| ("scores", t)));
            }
            shown.extend(ShadowHouseGame::ending(&view).map(|e| ("ending", e)));
        }
        shown
    }

    #[test]
    fn every_word_of_a_german_game_is_german() {
        let english = english();
        lang::with(Lang::De, || {
            for card in Card::ALL {
                let art = ShadowHouseGame::card_art(card.name());
                assert_german(
                    "card name",
                    &ShadowHouseGame::card_name(card.name()),
                    &english,
                );
                assert_german("card hint", art.hint, &english);
                assert_german(
                    "card text",
                    &ShadowHouseGame::card_text(card.name()),
                    &english,
                );
            }
            let words = lang::game(crate::games::GameId::ShadowHouse);
            let mut game_words = vec![
                words.name(),
                words.variant_name(LIGHTNING),
                words.variant_summary(LIGHTNING),
                words.standard_end(),
            ];
            game_words
                .extend([ROLE_CULPRIT, ROLE_ACCOMPLICE, ROLE_OTHER].map(|r| words.role_name(r)));
            for text in game_words {
                assert!(!text.is_empty());
                assert_german("game words", text, &english);
            }
            // Code spans are ids (a variant in a link), shown as they are in every language.
            for line in words.rules().lines() {
                for (text, code) in spans(line) {
                    if !code {
                        assert_german("rules page", text, &english);
                    }
                }
            }
            let mut shown = 0;
            let tables = [
                Settings::new(3, ""),
                Settings::new(8, ""),
                Settings::new(5, "").with_rounds(2),
                Settings::new(3, LIGHTNING),
                Settings::new(8, LIGHTNING),
            ];
            for (i, settings) in tables.iter().enumerate() {
                for seed in 0..2 {
                    let seed = 10 * i as u64 + seed;
                    let mut g = ShadowHouseGame::new(settings, seed).unwrap();
                    let mut rng = GameRng::seeded(seed);
                    let mut events = g.opening();
                    loop {
                        for (what, text) in everything_shown(&g, &events) {
                            assert_german(what, &text, &english);
                            shown += 1;
                        }
                        if g.turn() == Turn::Over {
                            break;
                        }
                        let legal = g.legal_actions();
                        events = g.apply(&legal[rng.below(legal.len())]).unwrap();
                    }
                }
            }
            assert!(shown > 10_000, "only {shown} texts checked");
        });
    }

    #[test]
    fn german_lines_say_du_to_the_viewer_and_name_other_seats() {
        use Card::*;
        let mut g = ShadowHouseGame::from_deal(
            &Settings::new(4, "").with_rounds(2),
            vec![
                vec![FirstOnTheScene, Detective],
                vec![Culprit, Share],
                vec![Accomplice, Rumors],
                vec![Baby, Swap],
            ],
            vec![Soothsayer],
        )
        .unwrap();
        g.apply(&ShadowAction::Play(FirstOnTheScene)).unwrap();
        g.set_turn(Seat(2)).unwrap();
        let accomplice = ShadowAction::PlayAt {
            card: Accomplice,
            target: Seat(3),
        };
        let played = g.apply(&accomplice).unwrap();
        g.apply(&ShadowAction::Discard(Swap)).unwrap();
        g.set_turn(Seat(0)).unwrap();
        g.apply(&ShadowAction::PlayAt {
            card: Detective,
            target: Seat(1),
        })
        .unwrap();
        let answered = g.apply(&ShadowAction::Answer(Reply::Yes)).unwrap();
        lang::with(Lang::De, || {
            let lines = |events: &[ShadowEvent], viewer: usize| -> Vec<String> {
                events
                    .iter()
                    .filter_map(|e| ShadowHouseGame::narrate(e, Some(Seat(viewer as u8))))
                    .collect()
            };
            assert_eq!(
                lines(&played, 2)[0],
                "Du spielst den Komplizen auf Platz 4."
            );
            assert_eq!(
                lines(&played, 3)[0],
                "Platz 3 spielt den Komplizen auf dich."
            );
            let detective = lines(&answered, 0);
            assert_eq!(
                detective[0],
                "Platz 2: \u{201e}Ja, ich bin der Täter.\u{201c}"
            );
            assert_eq!(
                detective[1],
                "Dein Detektiv hat den Täter entlarvt: Platz 2. Komplize: Platz 3. \
                 Punkte: du +2, Platz 4 +1."
            );
            assert_eq!(
                lines(&answered, 1)[1],
                "Der Detektiv von Platz 1 hat dich als Täter entlarvt. Komplize: Platz 3. \
                 Punkte: Platz 1 +2, Platz 4 +1."
            );
            let sheet = ShadowHouseGame::scores(&g.view(Seat(3))).unwrap();
            assert_eq!(sheet.columns, vec!["Runde 1", "Gesamt"]);
            assert_eq!(sheet.rows[3].cells, vec!["Unschuldig +1", "1"]);
        });
        // The same game still speaks English outside.
        assert_eq!(
            ShadowHouseGame::scores(&g.view(Seat(3))).unwrap().columns,
            vec!["Round 1", "Total"]
        );
    }
}
