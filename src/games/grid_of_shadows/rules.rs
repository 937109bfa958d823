//! Which moves are legal: the legal actions of every phase, in a stable order (a match record
//! stores indices into this list), the questions they ask of the grid, and why a move that is not
//! legal is refused.

use super::{
    Card, Claim, Colour, Decision, GridAction, GridCard, GridOfShadowsGame, Guess, Phase, distinct,
};
use crate::engine::Seat;

fn others(game: &GridOfShadowsGame, seat: Seat) -> impl Iterator<Item = Seat> {
    let seats = game.seats();
    (1..seats).map(move |k| seat.clockwise(k, seats))
}

fn slots_with_card(game: &GridOfShadowsGame) -> Vec<u8> {
    (0..game.grid.len())
        .filter(|&i| game.grid[i].card.is_some())
        .map(|i| i as u8)
        .collect()
}

pub(super) fn actions(game: &GridOfShadowsGame) -> Vec<GridAction> {
    let mut out = Vec::new();
    let Some(seat) = game.phase.seat() else {
        return out;
    };
    let hand = distinct(&game.hands[seat.index()]);
    match &game.phase {
        Phase::FreeFlips { optional, .. } => {
            out.extend(game.face_down_slots().into_iter().map(GridAction::FreeFlip));
            if *optional {
                out.push(GridAction::StopFlipping);
            }
        }
        Phase::Main { flipped, .. } => {
            for slot in game.playable_slots() {
                out.extend(hand.iter().map(|&card| GridAction::Lay { slot, card }));
            }
            if !flipped && !game.draw.is_empty() {
                out.extend(game.face_down_slots().into_iter().map(GridAction::Flip));
            }
            if *flipped || out.is_empty() {
                out.push(GridAction::EndTurn);
            }
        }
        Phase::Building { slot, opening, .. } => {
            // No limit on a play's size: a card at a time, one action per distinct card in the
            // hand, then a declaration, so the list stays short however large the hand.
            out.extend(
                hand.iter()
                    .map(|&card| GridAction::Lay { slot: *slot, card }),
            );
            let ctx = game.ctx.as_ref().expect("a play belongs to a sequence");
            let before = out.len();
            if *opening {
                match game.grid[usize::from(*slot)].card {
                    Some(GridCard {
                        card: Card::Number { number, .. },
                        ..
                    }) => {
                        for colour in Colour::ALL {
                            out.push(GridAction::Declare(Claim::Number { number, colour }));
                        }
                    }
                    _ => {
                        for number in 1..=10 {
                            for colour in Colour::ALL {
                                out.push(GridAction::Declare(Claim::Number { number, colour }));
                            }
                        }
                    }
                }
                // The truth first, when the cards laid allow it: the table's default button.
                let truthful = out[before..].iter().position(|a| {
                    matches!(a, GridAction::Declare(c) if game.laid.iter().all(|&card| c.matches(card)))
                });
                if let Some(i) = truthful {
                    let truth = out.remove(before + i);
                    out.insert(before, truth);
                }
            } else {
                out.push(GridAction::Declare(Claim::Number {
                    number: ctx.number,
                    colour: ctx.colour,
                }));
                if game.rules.extended && game.laid.len() == 1 {
                    let on_other = ctx.last_player() != Some(seat);
                    if on_other && !ctx.wrath_used {
                        out.push(GridAction::Declare(Claim::Wrath));
                    }
                    if on_other && !ctx.gamble_used {
                        out.push(GridAction::Declare(Claim::Gamble));
                    }
                    out.push(GridAction::Declare(Claim::Indecisive));
                }
            }
        }
        Phase::Window { .. } => {
            out.push(GridAction::Lights);
            out.push(GridAction::LetPass);
        }
        Phase::Sequence { .. } => {
            let ctx = game.ctx.as_ref().expect("sequence");
            out.extend(hand.iter().map(|&card| GridAction::Lay {
                slot: ctx.slot,
                card,
            }));
            out.push(GridAction::Pass);
            // A seat whose window went by may still call on its own turn; nobody accuses
            // themselves.
            if !ctx.challengeable.is_empty() && ctx.last_player() != Some(seat) {
                out.push(GridAction::Lights);
            }
        }
        Phase::Decide { decision, .. } => match decision {
            Decision::WhisperDiscard => {
                out.extend(hand.iter().map(|&c| GridAction::WhisperDiscard(c)));
            }
            Decision::GambleDiscard => {
                out.extend(hand.iter().map(|&c| GridAction::GambleDiscard(c)));
            }
            Decision::Deceive => {
                for &card in &hand {
                    out.extend(others(game, seat).map(|to| GridAction::Deceive { card, to }));
                }
            }
            Decision::Smite => out.extend(others(game, seat).map(GridAction::Smite)),
            Decision::WrathTarget => out.extend(others(game, seat).map(GridAction::WrathTarget)),
            Decision::Bless => {
                out.extend(game.face_down_slots().into_iter().map(GridAction::Bless))
            }
            Decision::Shift => {
                for card in distinct(&game.shift_drawn) {
                    out.extend(
                        slots_with_card(game)
                            .into_iter()
                            .map(|slot| GridAction::Shift { card, slot }),
                    );
                }
            }
            Decision::Luck => {
                for slot in slots_with_card(game) {
                    out.extend(hand.iter().map(|&card| GridAction::Luck { slot, card }));
                }
            }
            Decision::Reflect => {
                out.extend(hand.iter().map(|&c| GridAction::Reflect(c)));
                out.push(GridAction::Accept);
            }
        },
        Phase::Bonus { slot, .. } => {
            out.extend(
                hand.iter()
                    .map(|&card| GridAction::Lay { slot: *slot, card }),
            );
            out.push(GridAction::Decline);
        }
        Phase::Guess { .. } => out.extend(Guess::ALL.map(GridAction::Guess)),
        Phase::Final { .. } => {
            out.extend(
                game.final_options(seat)
                    .into_iter()
                    .map(|(slot, count)| GridAction::FinalPlay { slot, count }),
            );
            if out.is_empty() {
                out.push(GridAction::FinalPass);
            }
        }
        Phase::FinalFlip { .. } => {
            out.extend(
                game.face_down_slots()
                    .into_iter()
                    .map(GridAction::FinalFlip),
            );
        }
        Phase::Over { .. } => {}
    }
    out
}

impl GridOfShadowsGame {
    pub(super) fn playable(&self, slot: usize) -> bool {
        matches!(
            self.grid[slot].card,
            Some(GridCard { face_up: true, card, .. }) if matches!(card, Card::Number { .. } | Card::Indecisive)
        )
    }

    pub(super) fn face_down_slots(&self) -> Vec<u8> {
        (0..self.grid.len())
            .filter(|&i| matches!(self.grid[i].card, Some(GridCard { face_up: false, .. })))
            .map(|i| i as u8)
            .collect()
    }

    pub(super) fn playable_slots(&self) -> Vec<u8> {
        (0..self.grid.len())
            .filter(|&i| self.playable(i))
            .map(|i| i as u8)
            .collect()
    }

    pub(super) fn final_options(&self, seat: Seat) -> Vec<(u8, u8)> {
        let hand = &self.hands[seat.index()];
        let mut out = Vec::new();
        for (i, slot) in self.grid.iter().enumerate() {
            if let Some(GridCard {
                card: card @ Card::Number { .. },
                face_up: true,
                ..
            }) = slot.card
            {
                let have = hand.iter().filter(|&&c| c == card).count();
                for count in 1..=have {
                    out.push((i as u8, count as u8));
                }
            }
        }
        out
    }
}

/// Why a move is refused: the game is over, or it is not a move of the phase the game is in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GridRefusal {
    Over,
    /// The move refused, and the phase that waits for another.
    NotNow {
        action: GridAction,
        phase: Phase,
    },
}

/// Why `action` is not legal now (asked only about actions missing from the list).
pub(super) fn why_refused(game: &GridOfShadowsGame, action: &GridAction) -> GridRefusal {
    match game.phase {
        Phase::Over { .. } => GridRefusal::Over,
        _ => GridRefusal::NotNow {
            action: action.clone(),
            phase: game.phase.clone(),
        },
    }
}
