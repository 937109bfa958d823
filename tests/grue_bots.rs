//! You May Be Eaten By a Grue: what the bots believe and say, from scenario positions.
//!
//! Run with `cargo test --release --no-default-features --test grue_bots`.

use duskdeck::engine::Game;
use duskdeck::games::grue::{Belief, Defense, GrueAction, GrueGame, Reads, Statement};
use duskdeck::{BotSpec, decide};

mod grue_common;
use grue_common::*;

/// Five seats: Grue at 0; Sword 1, Shield 2, Lantern 3, Traitor 4, each with a Darkness.
fn five() -> GrueGame {
    let mut game = GrueGame::from_deal(vec![
        vec![GRUE],
        vec![D, SWORD],
        vec![D, SHIELD],
        vec![D, LANTERN],
        vec![D, TRAITOR],
    ])
    .expect("a valid deal");
    advance_to(&mut game, s(1));
    game
}

/// Seat 4 showed the Traitor against an attack; seat 3 has revealed the Lantern and may speak.
fn traitor_unmasked_lantern_to_speak() -> GrueGame {
    let mut game = five();
    advance_to(&mut game, s(0));
    play(&mut game, GrueAction::Ready);
    advance_to(&mut game, s(0));
    play(&mut game, GrueAction::Attack(s(4)));
    play(&mut game, GrueAction::Defend(Defense::Traitor));
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    assert!(game.view(s(3)).traitor == Some(s(4)));
    game
}

/// What `bot` plays in `game` for the seat to act, over `seeds` decisions.
fn choices(game: &GrueGame, bot: &str, seeds: u64) -> Vec<GrueAction> {
    let spec = BotSpec::parse(bot).expect("a bot name");
    let seat = game.view(game.current()).to_act().expect("someone decides");
    (0..seeds)
        .map(|seed| decide::<GrueGame>(spec, game.view(seat), game.legal_actions(), seed))
        .collect()
}

#[test]
fn no_bot_vouches_for_the_unmasked_traitor() {
    // Without the search's guard, hard said "I trust Seat 5" of the unmasked Traitor in 2 of 60
    // decisions here, and asked for the Shield or the Sword to be brought to it in 2 more.
    let game = traitor_unmasked_lantern_to_speak();
    let vouching = [
        Statement::Trust(s(4)),
        Statement::BringSword(s(4)),
        Statement::BringShield(s(4)),
    ]
    .map(GrueAction::Speak);
    assert!(
        vouching.iter().all(|a| game.legal_actions().contains(a)),
        "the rules still let a player say it"
    );
    for (bot, seeds) in [("heuristic", 40), ("hard", 60), ("expert", 20)] {
        let said = choices(&game, bot, seeds);
        assert!(
            !said.iter().any(|a| vouching.contains(a)),
            "{bot}: {said:?}"
        );
    }
}

#[test]
fn a_traitor_bot_holding_the_lantern_trusts_nobody() {
    // Four seats: the Traitor's hand also holds the Lantern, which it has revealed.
    let mut game = GrueGame::from_deal(vec![
        vec![GRUE],
        vec![LANTERN, TRAITOR],
        vec![SWORD, D],
        vec![SHIELD, D],
    ])
    .expect("a valid deal");
    advance_to(&mut game, s(1));
    play(&mut game, GrueAction::RevealLantern);
    for (bot, seeds) in [("heuristic", 40), ("hard", 60)] {
        let said = choices(&game, bot, seeds);
        assert!(
            !said
                .iter()
                .any(|a| matches!(a, GrueAction::Speak(Statement::Trust(_)))),
            "{bot}: {said:?}"
        );
    }
}

#[test]
fn a_reading_belief_weighs_who_offered_declined_and_passed_and_the_facts_belief_does_not() {
    // Seats 1 to 3 pass; the Traitor at seat 4 offers a Darkness to seat 2, who slides it back.
    let mut game = five();
    let viewer = s(3);
    let before = game.view(viewer);
    for seat in 1..=3 {
        advance_to(&mut game, s(seat));
        play(&mut game, GrueAction::Pass);
    }
    advance_to(&mut game, s(4));
    play(&mut game, GrueAction::Offer { card: D, to: s(2) });
    play(&mut game, GrueAction::Decline);
    let after = game.view(viewer);
    let facts = Belief::reading(&after, Reads::Facts);
    let read = Belief::reading(&after, Reads::Play);
    assert_eq!(facts, Belief::of(&after));
    assert_eq!(
        facts,
        Belief::of(&before),
        "no card moved: the facts belief reads nothing into the play"
    );
    let traitor = |belief: &Belief, seat: u8| belief.holds(s(seat), TRAITOR);
    assert!(
        traitor(&read, 4) > traitor(&facts, 4),
        "offering with nothing to hide behind is the Traitor's way: {} against {}",
        traitor(&read, 4),
        traitor(&facts, 4)
    );
    for seat in [1, 2] {
        assert!(
            traitor(&read, seat) < traitor(&facts, seat),
            "seat {seat} passed (and seat 2 declined): {} against {}",
            traitor(&read, seat),
            traitor(&facts, seat)
        );
    }
    // Before anyone played, both read the table alike.
    assert_eq!(
        Belief::reading(&before, Reads::Play),
        Belief::reading(&before, Reads::Facts)
    );
    // Still one consistent spread of the cards: one Traitor, none with the viewer or the Grue,
    // and every hand as full as it is.
    let total: f64 = (0..5).map(|seat| traitor(&read, seat)).sum();
    assert!((total - 1.0).abs() < 1e-6, "{total}");
    assert_eq!(traitor(&read, 3), 0.0);
    assert_eq!(traitor(&read, 0), 0.0);
    for seat in 0..5 {
        let cards: f64 = read.hands[seat].iter().sum();
        let size = f64::from(after.hand_sizes[seat]);
        // The balancing stops after a few rounds: rows are right to within a hundredth.
        assert!(
            (cards - size).abs() < 0.01,
            "seat {seat}: {cards} of {size}"
        );
    }
}
