//! What the Grue test files share: the cards by short names, a seat by number, a move that must
//! be legal, and passing round the table to a seat's turn. Each test file uses only part of it.
#![allow(dead_code)]

use duskdeck::engine::{Game, Seat};
use duskdeck::games::grue::{Card, GrueAction, GrueEvent, GrueGame, PhaseView};

pub const D: Card = Card::Darkness;
pub const GRUE: Card = Card::Grue;
pub const TRAITOR: Card = Card::Traitor;
pub const SHIELD: Card = Card::Shield;
pub const SWORD: Card = Card::Sword;
pub const LANTERN: Card = Card::Lantern;

pub fn s(i: u8) -> Seat {
    Seat(i)
}

pub fn play(game: &mut GrueGame, action: GrueAction) -> Vec<GrueEvent> {
    game.apply(&action).unwrap_or_else(|e| {
        panic!(
            "{action:?} was refused ({e:?}); legal: {:?}",
            game.legal_actions()
        )
    })
}

pub fn is_turn_of(game: &GrueGame, seat: Seat) -> bool {
    game.current() == seat && game.view(seat).phase == PhaseView::Turn
}

/// Everyone passes (the Grue waits, nobody reveals the Lantern) until it is `seat`'s turn.
pub fn advance_to(game: &mut GrueGame, seat: Seat) {
    for _ in 0..100 {
        if is_turn_of(game, seat) {
            return;
        }
        let legal = game.legal_actions();
        let filler = [GrueAction::Pass, GrueAction::Wait, GrueAction::KeepDark]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or_else(|| panic!("cannot pass or wait: {legal:?}"));
        play(game, filler);
    }
    panic!("{seat} never got a turn");
}
