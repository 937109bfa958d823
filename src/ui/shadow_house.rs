//! "Shadow House: Masquerade" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page shows the game's `rules.md`.
//!
//! Drags: a hand card onto the table (the "Play here" spot) plays it; a targeting card (Detective,
//! Toby, Sheriff, Witness, Swap, Accomplice) is dropped onto the player it aims at. Giving a card
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
        badges.push(
            Badge::new("handcuffs", words.handcuffed_badge()).explained(words.handcuffed_means()),
        );
    }
    if view.is_accomplice(seat) {
        badges.push(
            Badge::new("accomplice", words.accomplice_badge()).explained(words.accomplice_means()),
        );
    }
    // What the protection keeps away: the card in front says who gave it.
    if view.servant[i] {
        badges.push(Badge::new("servant", words.servant_badge()).explained(words.servant_means()));
    }
    if view.housekeeper[i] {
        badges.push(
            Badge::new("housekeeper", words.housekeeper_badge())
                .explained(words.housekeeper_means()),
        );
    }
    if seat == view.me && view.hand.contains(&Card::Culprit) {
        badges.push(Badge::new("culprit", words.culprit_badge()).explained(words.culprit_means()));
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
    fn tutorial() -> Option<crate::learn::Tutorial<ShadowAction>> {
        Some(<ShadowHouseGame as crate::learn::Teach>::tutorial())
    }

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
            // Onto the player who gets it, the one its button names; Frenzy's card onto the table.
            ShadowAction::Give(c) => match (&view.phase, view.receiver()) {
                (PhaseView::Frenzy { .. }, _) => vec![Gesture::new(card(c), TABLE_TOKEN)],
                (_, Some(to)) => vec![Gesture::new(card(c), seat_token(to))],
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

    /// A targeting card's plays are a group of their own: the table says their shared opening
    /// once ("Play Detective on…") over one short button a seat, so that a turn of a dozen
    /// moves fits a phone's dock in a few rows.
    fn group(action: &ShadowAction) -> &'static str {
        let words = lang::shadow_house();
        match action {
            ShadowAction::Say(_) => words.soothsayer_heading(),
            ShadowAction::PlayAt { card, .. } => words.card_name(*card),
            _ => "",
        }
    }

    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::shadow_house::Happening;
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
            (Audience::Everyone, Happening::TobyRevealed { target, card }) => {
                Some(Shown::cards(Some(*target), vec![card.name().to_string()]))
            }
            (Audience::Only(to), Happening::SawHand { seat, cards }) if *to == viewer => {
                Some(Shown::cards(
                    Some(*seat),
                    cards.iter().map(|c| c.name().to_string()).collect(),
                ))
            }
            _ => None,
        }
    }

    /// Each card's own symbol and its family's colour and pattern (style/shadow-house.css), with
    /// a hint short enough for a phone-sized card: a hand card 53 px wide inside or more shows it
    /// (the stylesheet), on a phone too.
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
    fn rules_card(token: &str) -> Option<CardModel> {
        super::adapter::rules_card_among(token, Card::ALL.map(Card::name))
    }

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
        let mut notes: Vec<String> = view
            .history
            .iter()
            .map(|r| words.past_round(r.round, &describe_ending(r, me)))
            .collect();
        notes.push(words.scoring_legend().to_string());
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
mod tests;

#[cfg(test)]
mod german;
