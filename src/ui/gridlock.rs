//! GRID#LOCK at the table: every grid (face-down cards as backs, locks marked on locked lines),
//! each player's eliminated combinations with their points, the two piles and a score sheet.
//!
//! Drags: the top of the discard pile or of the draw pile onto a card of your grid takes it (a
//! drawn card then shows in your hand); the card in hand onto a grid card replaces that card, or
//! onto the discard pile refuses it. Turning a card up (at the start of the round or after
//! refusing) is clicking it. When several lines complete at once, clicking a card of the line to
//! eliminate chooses it; every move is also a button.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, RulesPage, RulesSection, SeatModel, TableModel,
    UiGame,
};
use crate::engine::Seat;
use crate::games::gridlock::{
    Card, GridLike, GridView, GridlockAction, GridlockGame, GridlockView, LockStage, PhaseView,
    SCORING_CHART, SlotView, Suit,
};

const DRAW_PILE: &str = "pile:draw";
const DISCARD_TOP: &str = "pile:discard";
const DISCARD_DROP: &str = "discard";
const IN_HAND: &str = "in-hand";

fn slot_token(slot: u8) -> String {
    format!("grid:{slot}")
}

fn who(view: &GridlockView, seat: Seat) -> String {
    if seat == view.me {
        "You".to_string()
    } else {
        seat.to_string()
    }
}

fn grid_cards(view: &GridlockView, seat: Seat, grid: &GridView) -> Vec<CardModel> {
    let mine = seat == view.me;
    let locked = grid.locked_lines();
    (0..9u8)
        .map(|slot| {
            let i = usize::from(slot);
            let mut card = match grid.slots[i] {
                SlotView::Empty => CardModel::face("gone"),
                SlotView::FaceDown => CardModel::back(),
                SlotView::FaceUp(card) => CardModel::face(&card.to_string()),
            };
            if locked.iter().any(|l| l.contains(i)) {
                card = card.with_note("locked");
            } else if grid.locks[i] == LockStage::Pending {
                card = card.with_note("locks next turn");
            }
            if mine && grid.slots[i] != SlotView::Empty {
                card = card.drop_on(slot_token(slot));
            }
            card
        })
        .collect()
}

fn seat_model(view: &GridlockView, seat: Seat) -> SeatModel {
    let grid = &view.grids[seat.index()];
    let round_points: i32 = grid.eliminated.iter().map(|e| e.combo.points()).sum();
    let mut badges = vec![
        Badge::new("round", format!("Round: {round_points} pts")),
        Badge::new("match", format!("Match: {}", view.totals[seat.index()])),
    ];
    if seat == view.dealer {
        badges.push(Badge::new("dealer", "Dealer"));
    }
    if view.went_out == Some(seat) {
        badges.push(Badge::new("out", "Went out +6"));
    }
    if view.went_out.is_some() && view.last_turns_left[seat.index()] > 0 {
        badges.push(Badge::new(
            "last-turns",
            format!("Last turns: {}", view.last_turns_left[seat.index()]),
        ));
    }
    if view.to_act() == Some(seat) {
        badges.push(Badge::new("turn", "To play"));
    }
    let mut piles = vec![PileModel::grid(
        if seat == view.me {
            "Your grid".to_string()
        } else {
            format!("{seat}'s grid")
        },
        3,
        grid_cards(view, seat, grid),
    )];
    for e in &grid.eliminated {
        piles.push(
            PileModel::row(
                format!("{} ({})", e.combo.name(), e.line),
                e.cards
                    .iter()
                    .map(|c| CardModel::face(&c.to_string()))
                    .collect(),
            )
            .with_note(format!("{} points", e.combo.points())),
        );
    }
    SeatModel {
        seat,
        badges,
        cards: Vec::new(),
        piles,
        out: view.went_out.is_some() && view.last_turns_left[seat.index()] == 0,
        note: grid
            .direction
            .map(|d| format!("Eliminating {d:?}").to_lowercase()),
    }
}

fn score_sheet(view: &GridlockView) -> Vec<String> {
    let mut lines = Vec::new();
    for record in &view.sheet {
        let parts: Vec<String> = record
            .scores
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {:+}", who(view, Seat(i as u8)), s.total()))
            .collect();
        lines.push(format!(
            "Score sheet, round {}: {}",
            record.round,
            parts.join(" · ")
        ));
    }
    lines
}

fn complete_line_slots(
    view: &GridlockView,
    seat: Seat,
) -> Vec<(crate::games::gridlock::Line, Vec<u8>)> {
    let grid = &view.grids[seat.index()];
    let complete = grid.complete_lines();
    complete
        .iter()
        .map(|&line| {
            let own: Vec<u8> = line
                .slots()
                .into_iter()
                .filter(|&s| complete.iter().filter(|l| l.contains(s)).count() == 1)
                .map(|s| s as u8)
                .collect();
            (line, own)
        })
        .collect()
}

impl UiGame for GridlockGame {
    fn rules() -> &'static RulesPage {
        &RULES
    }

    fn table(view: &GridlockView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let mut hand = Vec::new();
        match view.phase {
            PhaseView::Drawn { card: Some(card) } | PhaseView::TookDiscard { card }
                if view.current == view.me =>
            {
                hand.push(CardModel::face(&card.to_string()).drag_as(IN_HAND).marked());
            }
            _ => {}
        }
        let draw = PileModel::row("Draw pile", vec![CardModel::back().drag_as(DRAW_PILE)])
            .with_note(format!("{} cards", view.draw_count));
        let discard_cards = match view.discard.last() {
            Some(top) => vec![CardModel::face(&top.to_string()).drag_as(DISCARD_TOP)],
            None => Vec::new(),
        };
        let discard = PileModel::row("Discard pile", discard_cards)
            .drop_on(DISCARD_DROP)
            .with_note(format!("{} cards", view.discard.len()));
        let mut facts = vec![format!(
            "Round {} · dealer {}",
            view.round,
            who(view, view.dealer)
        )];
        match view.settings.rounds {
            Some(n) => facts.push(format!("Match of {n} round(s)")),
            None => facts.push("Match to 111 points".to_string()),
        }
        if let Some(out) = view.went_out {
            facts.push(format!("{} went out: last turns", who(view, out)));
        }
        facts.extend(score_sheet(view));
        TableModel {
            seats,
            hand,
            center: vec![draw, discard],
            facts,
            notes: Vec::new(),
        }
    }

    fn prompt(view: &GridlockView, legal: &[GridlockAction]) -> String {
        match view.phase {
            PhaseView::OpeningFlip { .. } => "Turn up any one card of your grid (click it).".into(),
            PhaseView::Start if !legal.contains(&GridlockAction::TakeDiscard) => {
                "Drag the top of the draw pile onto your grid to draw.".into()
            }
            PhaseView::Start => {
                "Take the top card of the discard pile or of the draw pile: drag it onto your grid."
                    .into()
            }
            PhaseView::TookDiscard { card } => {
                format!("Drag the {card} onto the grid card it replaces.")
            }
            PhaseView::Drawn { card: Some(card) } => format!(
                "You drew the {card}: drag it onto a grid card to replace it, or onto the discard \
                 pile to refuse it."
            ),
            PhaseView::Flip => "Turn up one of your face-down cards (click it).".into(),
            PhaseView::Eliminate { .. } => {
                "Several lines are complete: choose which to eliminate (click a card of it).".into()
            }
            _ => "Wait.".into(),
        }
    }

    fn gestures(view: &GridlockView, action: &GridlockAction) -> Vec<Gesture> {
        let grid = view.my_grid();
        let my_slots = || {
            (0..9u8)
                .filter(|&s| grid.slots[usize::from(s)] != SlotView::Empty)
                .filter(|&s| !grid.is_locked(usize::from(s)))
        };
        match *action {
            GridlockAction::OpeningFlip(slot) | GridlockAction::Flip(slot) => {
                vec![Gesture::click(slot_token(slot))]
            }
            GridlockAction::TakeDiscard => my_slots()
                .map(|s| Gesture::new(DISCARD_TOP, slot_token(s)))
                .collect(),
            GridlockAction::Draw => {
                let mut out: Vec<Gesture> = my_slots()
                    .map(|s| Gesture::new(DRAW_PILE, slot_token(s)))
                    .collect();
                out.push(Gesture::new(DRAW_PILE, DISCARD_DROP));
                out
            }
            GridlockAction::Replace(slot) => vec![Gesture::new(IN_HAND, slot_token(slot))],
            GridlockAction::Refuse => vec![Gesture::new(IN_HAND, DISCARD_DROP)],
            GridlockAction::Eliminate(line) => complete_line_slots(view, view.me)
                .into_iter()
                .filter(|(l, _)| *l == line)
                .flat_map(|(_, slots)| slots.into_iter().map(|s| Gesture::click(slot_token(s))))
                .collect(),
        }
    }

    fn intended(
        view: &GridlockView,
        drag: &str,
        drop: &str,
    ) -> Option<Result<GridlockAction, String>> {
        let slot: Option<u8> = drop.strip_prefix("grid:").and_then(|s| s.parse().ok());
        match (drag, slot) {
            (DISCARD_TOP, Some(_)) => Some(Ok(GridlockAction::TakeDiscard)),
            (IN_HAND, Some(slot)) => {
                if view.my_grid().is_locked(usize::from(slot)) {
                    Some(Err(
                        "That card is locked by a GRID#LOCK card this turn.".into()
                    ))
                } else {
                    Some(Ok(GridlockAction::Replace(slot)))
                }
            }
            (IN_HAND, None) if drop == DISCARD_DROP => Some(Ok(GridlockAction::Refuse)),
            _ => None,
        }
    }

    fn group(action: &GridlockAction) -> &'static str {
        match action {
            GridlockAction::Replace(_) | GridlockAction::Refuse => "Place",
            GridlockAction::Flip(_) | GridlockAction::OpeningFlip(_) => "Turn up",
            GridlockAction::Eliminate(_) => "Eliminate",
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        const TRIANGLE: &str = "M12 3l9.5 17h-19z";
        const CIRCLE: &str = "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z";
        const SQUARE: &str = "M4 4h16v16H4z";
        const DIAMOND: &str = "M12 2l9 10-9 10-9-10z";
        const HASH: &str = "M8 2h2.5v20H8zM13.5 2H16v20h-2.5zM2 7.5h20V10H2zM2 14h20v2.5H2z";
        const PADLOCK: &str = "M7 10V7a5 5 0 0 1 10 0v3h2v12H5V10zm2.5 0h5V7a2.5 2.5 0 0 0-5 0z";
        if name == "gone" {
            return CardArt {
                path: "",
                tone: "gone",
                hint: "Eliminated",
            };
        }
        if name == Card::WILD.to_string() {
            return CardArt {
                path: HASH,
                tone: "wild",
                hint: "Stands for the card a line needs",
            };
        }
        if name.starts_with("GRID#LOCK") {
            return CardArt {
                path: PADLOCK,
                tone: "lock",
                hint: "Locks its lines on its owner's next turn",
            };
        }
        let suit = Suit::ALL
            .into_iter()
            .find(|s| name.ends_with(s.name()))
            .unwrap_or(Suit::Flame);
        let (path, tone, hint) = match suit {
            Suit::Flame => (TRIANGLE, "flame", "Flame suit: triangle"),
            Suit::Wave => (CIRCLE, "wave", "Wave suit: circle"),
            Suit::Leaf => (SQUARE, "leaf", "Leaf suit: square"),
            Suit::Star => (DIAMOND, "star", "Star suit: diamond"),
        };
        CardArt { path, tone, hint }
    }

    fn ending(view: &GridlockView) -> Option<String> {
        let best = *view.totals.iter().max()?;
        let winners: Vec<String> = view
            .totals
            .iter()
            .enumerate()
            .filter(|(_, t)| **t == best)
            .map(|(i, _)| who(view, Seat(i as u8)))
            .collect();
        let mut line = format!(
            "{} after {} round(s) with {best} points.",
            winners.join(" and "),
            view.sheet.len()
        );
        line.insert_str(
            0,
            if winners.len() > 1 {
                "Shared lead: "
            } else {
                "Winner: "
            },
        );
        Some(line)
    }
}

const CHART: [&str; 8] = [
    "2 points: three cards of one suit.",
    "4 points: a run of three in a row, suits mixed.",
    "6 points: three of a number, suits mixed.",
    "8 points: a run of three in one suit.",
    "10 points: two identical cards (same number, same suit) and a wild.",
    "10 points: two wilds and any number.",
    "12 points: three wilds.",
    "24 points: three identical cards, no wild.",
];

const _: () = assert!(CHART.len() == SCORING_CHART.len());

static RULES: RulesPage = RulesPage {
    tagline: "Nine cards you have never seen, a 3x3 grid, and lines to clear before anyone else \
              does. Watch out for the locks.",
    sections: &[
        RulesSection {
            heading: "The cards",
            paragraphs: &[
                "120 cards: the numbers 1 to 9 in four suits, three copies of each; nine wilds \
                 (#); three GRID#LOCK cards. Each suit has a shape as well as a colour: Flame is a \
                 triangle, Wave a circle, Leaf a square, Star a diamond.",
            ],
            bullets: &[],
        },
        RulesSection {
            heading: "Setting up a round",
            paragraphs: &[
                "Everyone gets nine cards face down in a 3x3 grid, unseen even by their owner. \
                 The rest forms the draw pile; its top card starts the discard pile. Going round \
                 from the dealer's left, each player turns up one card of their grid. Play starts \
                 left of the dealer.",
            ],
            bullets: &[],
        },
        RulesSection {
            heading: "Your turn",
            paragraphs: &[
                "Take the top card of the discard pile and put it in place of any grid card; or \
                 draw the top card of the draw pile and either put it in place of a grid card or \
                 throw it on the discard pile and turn up one of your face-down cards. Whatever \
                 you replace goes face up on the discard pile.",
            ],
            bullets: &[
                "A GRID#LOCK card you draw is discarded at once; you turn up a card instead.",
                "A GRID#LOCK card on top of the discard pile cannot be taken.",
            ],
        },
        RulesSection {
            heading: "GRID#LOCK cards",
            paragraphs: &[
                "Turned up in your grid, a GRID#LOCK card locks the lines it points along for \
                 your next turn: nothing there may be replaced or turned up, and nothing there is \
                 eliminated. After that turn you may replace it. One points along its row, one \
                 along its column, one both ways.",
            ],
            bullets: &[],
        },
        RulesSection {
            heading: "Eliminating lines",
            paragraphs: &[
                "When the three face-up cards of a row or column make a combination, they leave \
                 your grid at once and score, whether you like it or not. If one move completes \
                 several lines you choose which goes first. After your first elimination only \
                 lines in the same direction count for you this round. Runs go up or down in \
                 position order, without wrapping from 9 to 1. A line scores its best row of \
                 the chart.",
            ],
            bullets: &CHART,
        },
        RulesSection {
            heading: "Ending a round",
            paragraphs: &[
                "The first player to clear all nine cards scores 6 more. Everyone else turns \
                 their face-down cards up (lines that complete are eliminated without costing a \
                 turn), then gets two more turns, starting left of whoever went out. Each line \
                 still in your grid costs 2, and so does each wild and each GRID#LOCK card left \
                 in it.",
            ],
            bullets: &[],
        },
        RulesSection {
            heading: "The match",
            paragraphs: &[
                "Scores add up from round to round and the deal passes left. The match is a set \
                 number of rounds, or (by default) ends after the round in which someone reaches \
                 111 points. The highest total wins.",
            ],
            bullets: &[],
        },
    ],
    choices: &[
        "One GRID#LOCK card locks its row, one its column, one both.",
        "A locked line may not have a card turned up either. A GRID#LOCK card never forms part of \
         a combination, so a line holding one never completes.",
        "If everything you could replace is locked, you may only draw and discard: the turn is lost.",
        "A wild stands for whichever card scores best, but two identical cards and a wild score 10, \
         never 24; two wilds with any number score 10, three wilds 12.",
        "Open lines at the end: three, minus the lines you eliminated (a full grid is three open \
         lines, not six).",
        "At the end of any round face-down cards are turned up; wilds and GRID#LOCK cards among them \
         cost 2 each.",
        "When the draw pile runs out, the discard pile except its top card is shuffled into a new \
         draw pile; everyone knows which cards it holds, not their order.",
        "If nobody has gone out after every player's 40th turn, the round ends there, without the \
         bonus.",
        "The opening flips go one player at a time; nobody has seen their own cards, so an earlier \
         flip tells you nothing about your grid.",
        "When several lines complete together you choose each elimination, even between two rows.",
        "A player who clears their grid during the last turns plays no more (no bonus).",
        "A match to 111 points stops after 30 rounds at most.",
    ],
};
