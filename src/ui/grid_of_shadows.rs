//! Grid of Shadows at the table: the grid as drop targets, the hand, what each drag means and the
//! card faces. The rules page shows the game's `rules.md`.
//!
//! Drags: a hand card onto a grid space lays it there (starting or adding to a play; then the
//! declaration is a button whose default is the truth when the cards allow it); a hand card onto
//! a player gives it (Deceive); onto the turn's space it is a Reflect, or Luck's card; onto the
//! discard pile it is Whisper's or Gamble's discard; in the final challenge a match dragged onto
//! its grid card plays it. Flips, declarations, "Lights!", passes, targets and guesses are
//! buttons, every one also reachable by keyboard.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, SeatLayout, SeatModel, TableModel, UiGame,
    card_token, seat_token,
};
use crate::engine::Seat;
use crate::games::grid_of_shadows::{
    Card, Decision, GridAction, GridCardView, GridOfShadowsGame, GridView, Guess, Phase,
    StackCardView, ability_name,
};

fn slot_token(slot: u8) -> String {
    format!("slot:{slot}")
}

const DISCARD: &str = "discard";
/// The draw pile's top card: dragged onto a face-down grid card, it flips that card.
const DRAW: &str = "draw";

fn shift_token(card: Card) -> String {
    format!("shift:{card}")
}

fn guess_token(guess: Guess) -> String {
    format!("guess:{}", guess.name())
}

fn card_name(card: Card) -> String {
    card.to_string()
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

/// What is on a grid space, in words under its card.
fn stack_note(view: &GridView, i: usize) -> Option<String> {
    let slot = &view.grid[i];
    let mut parts = Vec::new();
    if !slot.stack.is_empty() {
        parts.push(format!("{} on it", slot.stack.len()));
    }
    let seen: Vec<String> = slot
        .stack
        .iter()
        .filter_map(|s| match s {
            StackCardView::Mine { card, .. } => Some(format!("your {card}")),
            StackCardView::Shown { card, .. } => Some(format!("{card} shown")),
            StackCardView::Theirs { .. } => None,
        })
        .collect();
    if !seen.is_empty() {
        parts.push(seen.join(", "));
    }
    if let Some(ctx) = &view.ctx
        && usize::from(ctx.slot) == i
        && !ctx.plays.is_empty()
    {
        parts.push(format!("claimed {} {}", ctx.colour.name(), ctx.number));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// The grid as cards, three to a row: each space's grid card with its stack size beneath, a
/// target for plays and clicks; the sequence's space and every space a choice can aim at ringed.
fn grid_pile(view: &GridView) -> PileModel {
    let aimed = slots_in_play(view);
    let cards = (0..view.grid.len())
        .map(|i| {
            let slot = i as u8;
            let mut card = match view.grid[i].card {
                Some(GridCardView::FaceUp(c)) => CardModel::face(&card_name(c)),
                Some(GridCardView::FaceDownKnown(c)) => {
                    CardModel::hidden(&card_name(c)).with_note(format!("you put {c} here"))
                }
                Some(GridCardView::FaceDown) => CardModel::back(),
                None => CardModel::face("Empty space"),
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
        })
        .collect();
    PileModel::grid(format!("The grid ({} spaces)", view.grid.len()), 3, cards)
}

fn seat_model(view: &GridView, seat: Seat) -> SeatModel {
    let mut badges = Vec::new();
    if seat == view.turn_owner {
        badges.push(Badge::new("turn", "Turn"));
    }
    if let Phase::Window { window, .. } = &view.phase
        && window.asked() == Some(seat)
    {
        badges.push(Badge::new("asked", "Asked: Lights?"));
    }
    if let Some(ctx) = &view.ctx
        && ctx.last_player() == Some(seat)
    {
        badges.push(Badge::new("last", "Last play"));
    }
    let aims_at_players = matches!(
        my_decision(view),
        Some(Decision::Smite | Decision::WrathTarget | Decision::Deceive)
    );
    if aims_at_players && seat != view.me {
        badges.push(Badge::new("target", "Choose as target"));
    }
    let size = view.hand_sizes[seat.index()];
    let note = (!view.hand_memory[seat.index()].is_empty()).then(|| {
        let names: Vec<String> = view.hand_memory[seat.index()]
            .iter()
            .map(|c| c.to_string())
            .collect();
        format!("You saw them pick up: {}", names.join(", "))
    });
    SeatModel {
        seat,
        badges,
        cards: vec![CardModel::back(); size],
        piles: Vec::new(),
        out: false,
        note,
    }
}

fn name(view: &GridView, seat: Seat) -> String {
    if seat == view.me {
        "you".into()
    } else {
        seat.to_string()
    }
}

impl UiGame for GridOfShadowsGame {
    const SEAT_LAYOUT: SeatLayout = SeatLayout::Flow;

    fn table(view: &GridView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|&c| CardModel::face(&card_name(c)).draggable())
            .collect();
        let mut center = Vec::new();
        if view.final_started {
            center.push(PileModel::row("Final challenge", Vec::new()).with_note(
                "The pile is empty: play exact matches face up; the lowest total wins.",
            ));
        }
        center.push(grid_pile(view));
        center.push(
            PileModel::row(
                "Draw pile",
                vec![CardModel::back().drag_as(DRAW); view.draw_size.min(1)],
            )
            .with_note(format!("{} cards", view.draw_size)),
        );
        center.push(
            PileModel::row(
                "Discard pile",
                vec![CardModel::back(); view.discard_size.min(1)],
            )
            .drop_on(DISCARD)
            .with_note(format!("{} cards", view.discard_size)),
        );
        if view.set_aside > 0 {
            center.push(PileModel::stack(
                format!("Set aside for the final challenge ({})", view.set_aside),
                vec![CardModel::back(); view.set_aside],
            ));
        }
        let drawn = view.shift_drawn.mine();
        if !drawn.is_empty() {
            center.push(
                PileModel::row(
                    "Shift drew",
                    drawn
                        .iter()
                        .map(|&c| CardModel::face(&card_name(c)).drag_as(shift_token(c)))
                        .collect(),
                )
                .with_note("Drag one onto the grid card it replaces"),
            );
        }
        if matches!(view.phase, Phase::Guess { .. }) && view.to_act() == Some(view.me) {
            center.push(
                PileModel::row(
                    "Gamble: guess the card that replaces it",
                    Guess::ALL
                        .iter()
                        .map(|&g| CardModel::face(g.name()).drop_on(guess_token(g)).marked())
                        .collect(),
                )
                .with_note("Click your guess"),
            );
        }
        let mut facts = Vec::new();
        if view.final_started {
            facts.push("Final challenge: play exact matches face up; lowest total wins.".into());
        }
        if let Some(ctx) = &view.ctx
            && let Some(last) = ctx.plays.last()
        {
            facts.push(format!(
                "Sequence on space {}: {} {}, last play {} ({} declared {}).",
                ctx.slot + 1,
                ctx.colour.name(),
                ctx.number,
                name(view, last.seat),
                crate::engine::words::count(last.cards.len() as i64, "card", "cards"),
                last.claim
            ));
            facts.push(format!(
                "Ability if it stands: {} ({}).",
                ability_name(ctx.number),
                ctx.number
            ));
        }
        if !view.laid.is_empty() {
            let laid = view.laid.mine();
            if laid.is_empty() {
                facts.push(format!(
                    "{} being laid.",
                    crate::engine::words::count(view.laid.len() as i64, "card", "cards")
                ));
            } else {
                let names: Vec<String> = laid.iter().map(|c| c.to_string()).collect();
                facts.push(format!("You are laying: {}.", names.join(", ")));
            }
        }
        if view.silence {
            facts.push("Silence: the next player will be skipped.".into());
        }
        TableModel {
            notes: Vec::new(),
            seats,
            hand,
            center,
            facts,
        }
    }

    fn prompt(view: &GridView, legal: &[GridAction]) -> String {
        match &view.phase {
            Phase::FreeFlips {
                left,
                optional: false,
                ..
            } => format!(
                "Turn up {left} face-down grid card{} for free: click one (or drag the draw pile \
                 onto it).",
                if *left == 1 { "" } else { "s" }
            ),
            Phase::FreeFlips { left, .. } => format!(
                "After \"Lights!\" you may turn up {} for free: click one (or drag the draw \
                 pile onto it), or take no more.",
                if *left == 1 {
                    "one more face-down grid card".to_string()
                } else {
                    format!("{left} face-down grid cards")
                }
            ),
            Phase::Main { flipped: false, .. } => {
                "Your turn: drag one or more cards onto a face-up grid card to play (then declare), \
                 or flip a face-down card and draw one (click it, or drag the draw pile onto it)."
                    .into()
            }
            Phase::Main { flipped: true, .. } => {
                "You flipped: drag cards onto a face-up grid card to play, or end your turn.".into()
            }
            Phase::Building { .. } => {
                "Add more cards to the play (up to four), or declare what they are.".into()
            }
            Phase::Window { .. } => {
                let last = view
                    .ctx
                    .as_ref()
                    .and_then(|c| {
                        let p = c.plays.last()?;
                        Some(format!(
                            "{} laid {} card{} on space {} and declared {}",
                            name(view, p.seat),
                            c.challengeable.len(),
                            if c.challengeable.len() == 1 { "" } else { "s" },
                            c.slot + 1,
                            p.claim
                        ))
                    })
                    .unwrap_or_default();
                format!(
                    "{last}. Call \"Lights!\" to turn them over, or \"Let it pass\". Take your time."
                )
            }
            Phase::Sequence { .. } => {
                let claim = view
                    .ctx
                    .as_ref()
                    .map(|c| format!("{} {}", c.colour.name(), c.number))
                    .unwrap_or_default();
                format!("Play on the sequence (declaring {claim}) by dragging cards onto it, or pass.")
            }
            Phase::Decide { decision, .. } => match decision {
                Decision::WhisperDiscard => "Whisper: drag a card onto the discard pile.".into(),
                Decision::GambleDiscard => "Gamble won: drag a card onto the discard pile.".into(),
                Decision::Deceive => "Deceive: drag a card onto the player who gets it.".into(),
                Decision::Smite => "Smite: click the player who draws a card.".into(),
                Decision::WrathTarget => "Wrath: click the player who draws two cards.".into(),
                Decision::Bless => {
                    "Blessing: click a ringed face-down grid card to turn it up.".into()
                }
                Decision::Shift => {
                    "Shift: drag one of the drawn cards onto the ringed grid card it replaces; the \
                     other goes under the pile."
                        .into()
                }
                Decision::Luck => {
                    "Luck: drag a card from your hand onto the grid card to replace.".into()
                }
                Decision::Reflect => match view.ctx.as_ref().and_then(|c| c.pending) {
                    Some(p) => format!(
                        "{} aims an effect at you. Reflect it (drag a card onto the turn's grid \
                         space, declared Reflect) or take it.",
                        name(view, p.from)
                    ),
                    None => "Before the turn ends you may still Reflect what you took this turn \
                             (drag a card onto the turn's grid space, declared Reflect), or not."
                        .into(),
                },
            },
            Phase::Bonus { slot, .. } => format!(
                "You may play on space {} (drag cards onto it), or decline.",
                slot + 1
            ),
            Phase::Guess { .. } => {
                "A Gamble was turned up: click your guess for the card that replaces it.".into()
            }
            Phase::Final { .. } if legal == [GridAction::FinalPass] => {
                "Final challenge! You have no exact match and must pass.".into()
            }
            Phase::Final { .. } => {
                "Final challenge! Drag an exact match (number and colour) onto its face-up grid \
                 card."
                    .into()
            }
            Phase::FinalFlip { .. } => {
                "Final challenge: click another face-down grid card to turn it up.".into()
            }
            Phase::Over { .. } => "The game is over.".into(),
        }
    }

    fn gestures(view: &GridView, action: &GridAction) -> Vec<Gesture> {
        let card = |c: Card| card_token(&card_name(c));
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
        match action {
            GridAction::Lay { .. } | GridAction::Luck { .. } | GridAction::Deceive { .. } => {
                "Cards (or drag them)"
            }
            GridAction::Flip(_) | GridAction::FreeFlip(_) | GridAction::FinalFlip(_) => {
                "Turn a card up"
            }
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        let tone = if name.starts_with("Blue") {
            "gos-blue"
        } else if name.starts_with("Yellow") {
            "gos-yellow"
        } else {
            "gos-power"
        };
        let number: Option<u8> = name.rsplit(' ').next().and_then(|n| n.parse().ok());
        let (path, hint) = match (number, name) {
            (Some(1), _) => (
                "M12 3a4 4 0 0 1 0 8 4 4 0 0 1 0-8zM6 21c0-4 2.7-7 6-7s6 3 6 7z",
                "Whisper: draw one, discard one (last)",
            ),
            (Some(2), _) => (
                "M3 12h12l-4-4 1.4-1.4L19 13l-6.6 6.4L11 18l4-4H3z",
                "Deceive: give a card away (last)",
            ),
            (Some(3), _) => ("M13 2L4 14h6l-1 8 9-12h-6z", "Smite: someone draws (each)"),
            (Some(4), _) => (
                "M12 2l2.5 7.5H22l-6 4.5 2.3 7.5L12 17l-6.3 4.5L8 14 2 9.5h7.5z",
                "Blessing: free flip (first)",
            ),
            (Some(5), _) => (
                "M5 5h14v14H5zM8 8v8h8V8z",
                "Silence: skip the next player (first)",
            ),
            (Some(6), _) => (
                "M4 7h11l-3-3 1.4-1.4L19 8l-5.6 5.4L12 12l3-3H4zm16 10H9l3 3-1.4 1.4L5 16l5.6-5.4L12 12l-3 3h11z",
                "Shift: swap a grid card (last)",
            ),
            (Some(7), _) => (
                "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4l2 4 4 .5-3 3 .8 4.5L12 16l-3.8 2 .8-4.5-3-3 4-.5z",
                "Luck: replace a grid card (last)",
            ),
            (Some(8), _) => (
                "M11 3h2v8h8v2h-8v8h-2v-8H3v-2h8z",
                "Summon: a new grid card (first)",
            ),
            (Some(9), _) => (
                "M4 6c2 6 14 6 16 0v4c-2 8-14 8-16 0z",
                "Hunger: its player draws two (each)",
            ),
            (Some(10), _) => (
                "M11 3h2v3h6l-3 7a3 3 0 0 0 6 0l-3-7M5 6l-3 7a3 3 0 0 0 6 0L5 6zm6 0v14H7v2h10v-2h-4V6z",
                "Balance: everyone draws (each)",
            ),
            (_, "Wrath") => (
                "M12 2c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-4-1-6 1-9z",
                "Ends the sequence; someone draws two",
            ),
            (_, "Reflect") => (
                "M12 2l9 5v10l-9 5-9-5V7zm0 4L7 9v6l5 3 5-3V9z",
                "Sends 2, 3 and Wrath back",
            ),
            (_, "Gamble") => (
                "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm10 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-5-4.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
                "Bets on the play beneath",
            ),
            (_, "Indecisive") => (
                "M12 2a10 10 0 1 0 0 20zm0 0v20a10 10 0 0 0 0-20z",
                "Switches the sequence colour",
            ),
            _ => ("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", ""),
        };
        CardArt { path, tone, hint }
    }

    fn ending(view: &GridView) -> Option<String> {
        match &view.phase {
            Phase::Over {
                winners,
                went_out: true,
            } => Some(format!(
                "{} emptied the hand and escaped the Grid of Shadows.",
                winners.first().map(|w| name(view, *w)).unwrap_or_default()
            )),
            Phase::Over {
                went_out: false, ..
            } => Some(
                "The draw pile ran dry: after the final challenge the lowest hand total escapes."
                    .into(),
            ),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};
    use crate::games::grid_of_shadows::{Claim, Colour};

    fn grid_of(model: &TableModel) -> &PileModel {
        model
            .center
            .iter()
            .find(|p| p.layout == super::super::adapter::PileLayout::Grid(3))
            .expect("the grid is a pile of cards three to a row")
    }

    #[test]
    fn the_grid_is_cards_three_to_a_row_with_stack_sizes_and_flips_are_clicks_or_draw_drags() {
        let g = GridOfShadowsGame::new(&Settings::new(4, ""), 9).unwrap();
        let seat = g.turn_owner();
        let view = g.view(seat);
        let model = GridOfShadowsGame::table(&view);
        let grid = grid_of(&model);
        assert_eq!(grid.cards.len(), 9);
        for (i, card) in grid.cards.iter().enumerate() {
            assert_eq!(card.drop, Some(slot_token(i as u8)));
            assert!(!card.face_up, "the grid starts face down");
        }
        for action in g.legal_actions() {
            let GridAction::FreeFlip(slot) = action else {
                panic!("the opening is free flips");
            };
            assert_eq!(
                GridOfShadowsGame::gestures(&view, &action),
                vec![
                    Gesture::click(slot_token(slot)),
                    Gesture::new(DRAW, slot_token(slot))
                ]
            );
        }
    }

    #[test]
    fn a_blessing_rings_the_face_down_spaces_and_is_made_by_clicking_one() {
        let settings = Settings::new(3, "");
        let blue = |n| Card::num(n, Colour::Blue);
        let mut grid = vec![(blue(4), true)];
        grid.extend((5..=10).map(|n| (blue(n), false)));
        grid.extend([(blue(1), false), (blue(2), false)]);
        let mut g = GridOfShadowsGame::from_layout(
            &settings,
            vec![vec![blue(4), blue(1)], vec![blue(1)], vec![blue(2)]],
            grid,
            vec![blue(3), blue(3)],
            vec![Card::num(1, Colour::Yellow); 20],
            Seat(0),
            false,
        );
        for action in [
            GridAction::Lay {
                slot: 0,
                card: blue(4),
            },
            GridAction::Declare(Claim::Number {
                number: 4,
                colour: Colour::Blue,
            }),
        ] {
            g.apply(&action).unwrap();
        }
        while !matches!(g.phase(), Phase::Decide { .. }) {
            let next = if g.legal_actions().contains(&GridAction::LetPass) {
                GridAction::LetPass
            } else {
                GridAction::Pass
            };
            g.apply(&next).unwrap();
        }
        let view = g.view(Seat(0));
        let model = GridOfShadowsGame::table(&view);
        let grid = grid_of(&model);
        assert!(grid.cards[0].note.as_deref().unwrap().contains("1 on it"));
        for card in &grid.cards[1..] {
            assert!(card.marked, "every face-down space can be blessed");
        }
        assert_eq!(
            GridOfShadowsGame::gestures(&view, &GridAction::Bless(3)),
            vec![Gesture::click(slot_token(3))]
        );
    }

    #[test]
    fn every_lay_is_a_drag_onto_its_space_and_other_hands_stay_hidden() {
        let mut g = GridOfShadowsGame::new(&Settings::new(4, "extended"), 9).unwrap();
        while g
            .legal_actions()
            .iter()
            .all(|a| matches!(a, GridAction::FreeFlip(_)))
        {
            let a = g.legal_actions()[0].clone();
            g.apply(&a).unwrap();
        }
        let seat = g.turn_owner();
        let view = g.view(seat);
        for action in g.legal_actions() {
            if let GridAction::Lay { slot, card } = action {
                assert_eq!(
                    GridOfShadowsGame::gestures(&view, &action),
                    vec![Gesture::new(
                        card_token(&card.to_string()),
                        slot_token(slot)
                    )]
                );
            }
        }
        let model = GridOfShadowsGame::table(&view);
        assert_eq!(model.hand.len(), g.hand(seat).len());
        assert!(
            model
                .seats
                .iter()
                .all(|s| s.cards.iter().all(|c| !c.face_up))
        );
    }
}
