//! You May Be Eaten By a Grue: one test per rule of the rulebook (`shared/rules/grue.txt`) and per
//! choice the module docs of `duskdeck::games::grue` list where the rulebook is silent.
//!
//! Positions are set up exactly with `GrueGame::from_deal` and driven with `apply`; tests assert
//! through public accessors, views, events and refusals. A few property tests at the end play
//! seeded random games and check invariants the rules imply at every step.
//!
//! Run with `cargo test --release --no-default-features --test grue_rules`.

use duskdeck::engine::{Game, GameRng, Seat, SeatResult, Settings, Turn};
use duskdeck::games::grue::{
    Card, DAWN_AFTER_GRUE_TURNS, Defense, Draw, GrueAction, GrueEvent, GrueGame, GrueView,
    PhaseView, Side, Statement,
};
use duskdeck::lang::narrate::Narrate;

mod grue_common;
use grue_common::*;

fn settings(seats: u8) -> Settings {
    Settings {
        seats,
        variant: String::new(),
        rounds: None,
    }
}

/// The game dealt as given, at the start of the first turn (nobody revealed the Lantern before it).
fn deal(hands: &[&[Card]]) -> GrueGame {
    let mut game = GrueGame::from_deal(hands.iter().map(|h| h.to_vec()).collect())
        .unwrap_or_else(|e| panic!("bad test deal {hands:?}: {e}"));
    to_next_turn(&mut game);
    game
}

/// Five seats: Grue at 0; Sword 1, Shield 2, Lantern 3, Traitor 4, each with a Darkness.
fn five() -> GrueGame {
    deal(&[
        &[GRUE],
        &[D, SWORD],
        &[D, SHIELD],
        &[D, LANTERN],
        &[D, TRAITOR],
    ])
}

/// Applies an action that must be refused; checks the reason and that nothing changed.
fn refused(game: &mut GrueGame, action: GrueAction) -> String {
    let before = game.clone();
    let reason = match game.apply(&action) {
        Ok(events) => panic!("{action:?} should be refused but gave {events:?}"),
        Err(refusal) => GrueGame::refusal_words(&refusal),
    };
    assert!(
        !reason.trim().is_empty(),
        "{action:?} refused without a reason"
    );
    assert!(*game == before, "refusing {action:?} changed the state");
    reason
}

fn views(game: &GrueGame) -> Vec<GrueView> {
    Seat::all(game.seat_count()).map(|v| game.view(v)).collect()
}

/// Brings the Grue to a ready turn.
fn ready_grue(game: &mut GrueGame) {
    let grue = game.grue();
    advance_to(game, grue);
    if !game.grue_ready() {
        play(game, GrueAction::Ready);
        advance_to(game, grue);
    }
}

/// The Grue, made ready if need be, attacks `target`.
fn attack(game: &mut GrueGame, target: Seat) -> Vec<GrueEvent> {
    ready_grue(game);
    play(game, GrueAction::Attack(target))
}

/// The Grue attacks `target`, who has no defence and dies.
fn kill(game: &mut GrueGame, target: Seat) -> Vec<GrueEvent> {
    attack(game, target);
    play(game, GrueAction::Defend(Defense::Nothing))
}

fn count(cards: &[Card], card: Card) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// `part` is contained in `whole`, counting copies.
fn sub_multiset(part: &[Card], whole: &[Card]) -> bool {
    part.iter().all(|&c| count(part, c) <= count(whole, c))
}

fn results(game: &GrueGame) -> Vec<SeatResult> {
    game.outcome().expect("the game is over").results
}

fn offers(legal: &[GrueAction]) -> Vec<(Card, Seat)> {
    legal
        .iter()
        .filter_map(|a| match *a {
            GrueAction::Offer { card, to } => Some((card, to)),
            _ => None,
        })
        .collect()
}

fn speaks(legal: &[GrueAction]) -> Vec<Statement> {
    legal
        .iter()
        .filter_map(|a| match *a {
            GrueAction::Speak(st) => Some(st),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

const ITEMS: [Card; 4] = [SWORD, SHIELD, LANTERN, TRAITOR];

#[test]
fn deal_at_five_seats_gives_the_grue_its_card_and_each_adventurer_a_darkness_and_one_item() {
    let mut item_seats = std::collections::HashSet::new();
    let mut grue_seats = std::collections::HashSet::new();
    for seed in 0..400 {
        let game = GrueGame::new(&settings(5), seed).unwrap();
        let grue = game.grue();
        grue_seats.insert(grue);
        assert_eq!(game.hand(grue), [GRUE]);
        let mut items = Vec::new();
        for seat in Seat::all(5).filter(|&x| x != grue) {
            let hand = game.hand(seat);
            assert_eq!(hand.len(), 2, "seed {seed}: {seat} holds {hand:?}");
            assert_eq!(count(hand, D), 1, "seed {seed}: {seat} holds {hand:?}");
            let item = *hand.iter().find(|&&c| c != D).unwrap();
            assert!(ITEMS.contains(&item));
            items.push(item);
            item_seats.insert((item, (seat.index() + 5 - grue.index()) % 5));
        }
        items.sort();
        assert_eq!(
            items,
            [TRAITOR, SHIELD, SWORD, LANTERN],
            "each item dealt once"
        );
        let view = game.view(grue);
        assert_eq!(view.out_of_play, [D], "the fifth Darkness is out of play");
        assert_eq!(view.wizard, None);
    }
    assert_eq!(grue_seats.len(), 5, "any seat may be dealt the Grue");
    assert_eq!(
        item_seats.len(),
        16,
        "every item reaches every adventurer's place"
    );
}

#[test]
fn deal_at_four_seats_pairs_an_item_with_the_traitor_or_a_darkness() {
    for seed in 0..400 {
        let game = GrueGame::new(&settings(4), seed).unwrap();
        let grue = game.grue();
        assert_eq!(game.hand(grue), [GRUE]);
        let mut items = Vec::new();
        let mut seconds = Vec::new();
        for seat in Seat::all(4).filter(|&x| x != grue) {
            let hand = game.hand(seat);
            assert_eq!(hand.len(), 2, "seed {seed}: {seat} holds {hand:?}");
            let item: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|c| [SWORD, SHIELD, LANTERN].contains(c))
                .collect();
            let second: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|c| [TRAITOR, D].contains(c))
                .collect();
            assert_eq!((item.len(), second.len()), (1, 1), "seed {seed}: {hand:?}");
            items.extend(item);
            seconds.extend(second);
        }
        items.sort();
        seconds.sort();
        assert_eq!(items, [SHIELD, SWORD, LANTERN]);
        assert_eq!(seconds, [D, D, TRAITOR]);
        assert_eq!(
            game.view(grue).out_of_play,
            [D, D, D],
            "three Darkness out of play"
        );
        assert_eq!(game.view(grue).wizard, None);
    }
}

#[test]
fn deal_at_six_seats_leaves_one_adventurer_with_a_single_darkness_as_the_wizard() {
    for seed in 0..400 {
        let game = GrueGame::new(&settings(6), seed).unwrap();
        let grue = game.grue();
        assert_eq!(game.hand(grue), [GRUE]);
        let wizard = game.view(grue).wizard.expect("six seats have a Wizard");
        assert_ne!(wizard, grue);
        assert_eq!(game.hand(wizard), [D], "the Wizard holds one Darkness");
        let mut items = Vec::new();
        for seat in Seat::all(6).filter(|&x| x != grue && x != wizard) {
            let hand = game.hand(seat);
            assert_eq!(hand.len(), 2);
            assert_eq!(count(hand, D), 1);
            items.extend(hand.iter().copied().filter(|&c| c != D));
        }
        items.sort();
        assert_eq!(items, [TRAITOR, SHIELD, SWORD, LANTERN]);
        for view in views(&game) {
            assert_eq!(
                view.wizard,
                Some(wizard),
                "everyone knows who the Wizard is"
            );
            assert!(view.out_of_play.is_empty(), "all five Darkness are dealt");
        }
        assert_eq!(
            game.role(wizard),
            Some("Adventurer"),
            "the Wizard is an adventurer"
        );
    }
}

#[test]
fn out_of_play_darkness_is_three_at_four_seats_one_at_five_and_none_at_six() {
    for (seats, out) in [(4u8, 3usize), (5, 1), (6, 0)] {
        for seed in 0..50 {
            let game = GrueGame::new(&settings(seats), seed).unwrap();
            let in_hands: usize = Seat::all(seats.into())
                .map(|x| count(game.hand(x), D))
                .sum();
            assert_eq!(in_hands, 5 - out);
            for view in views(&game) {
                assert_eq!(view.out_of_play, vec![D; out]);
            }
        }
    }
}

#[test]
fn the_grue_is_shown_to_everyone_and_starts_frightened() {
    for seats in 4..=6u8 {
        for seed in 0..50 {
            let game = GrueGame::new(&settings(seats), seed).unwrap();
            assert!(!game.grue_ready(), "the Grue's card starts face down");
            for view in views(&game) {
                assert_eq!(view.grue, game.grue());
                assert!(!view.grue_ready);
                assert_eq!(view.knowledge.hands[game.grue().index()], [GRUE]);
            }
        }
    }
}

#[test]
fn play_starts_with_the_player_to_the_grues_left() {
    for seats in 4..=6u8 {
        for seed in 0..50 {
            let mut game = GrueGame::new(&settings(seats), seed).unwrap();
            let left = game.grue().clockwise(1, seats.into());
            assert_eq!(game.current(), left);
            // First the others may reveal the Lantern, then the first turn is the left seat's.
            to_next_turn(&mut game);
            assert_eq!(game.current(), left);
            assert_eq!(game.turn(), Turn::Seat(left));
            assert_eq!(game.view(left).phase, PhaseView::Turn);
        }
    }
    let mut game = deal(&[
        &[D, SWORD],
        &[D, SHIELD],
        &[D, LANTERN],
        &[GRUE],
        &[D, TRAITOR],
    ]);
    assert_eq!(game.current(), s(4));
    play(&mut game, GrueAction::Pass);
    to_next_turn(&mut game);
    assert_eq!(game.current(), s(0), "play moves clockwise, wrapping round");
}

#[test]
fn the_grue_deals_the_items_unseen_so_it_starts_knowing_nothing_of_them() {
    for seats in 4..=6u8 {
        for seed in 0..100 {
            let game = GrueGame::new(&settings(seats), seed).unwrap();
            let view = game.view(game.grue());
            assert_eq!(view.traitor, None, "the Grue does not know its Traitor");
            assert_eq!(view.lantern_holder, None);
            for (i, known) in view.knowledge.hands.iter().enumerate() {
                for card in known {
                    assert!(
                        *card == GRUE || (*card == D && view.wizard == Some(s(i as u8))),
                        "seed {seed}: the Grue knows {card} at seat {i}"
                    );
                }
            }
        }
    }
}

#[test]
fn each_player_sees_only_their_own_hand_at_the_deal() {
    for seats in 4..=6u8 {
        for seed in 0..100 {
            let game = GrueGame::new(&settings(seats), seed).unwrap();
            for view in views(&game) {
                let me = view.me;
                assert_eq!(view.hand, game.hand(me));
                assert_eq!(view.knowledge.hands[me.index()], game.hand(me));
                for other in Seat::all(seats.into()).filter(|&x| x != me) {
                    let known = &view.knowledge.hands[other.index()];
                    let public: Vec<Card> = if other == game.grue() {
                        vec![GRUE]
                    } else if Some(other) == view.wizard {
                        vec![D]
                    } else {
                        vec![]
                    };
                    assert_eq!(
                        *known, public,
                        "seed {seed}: {me} knows {other} holds {known:?}"
                    );
                }
                let traitor_seat = Seat::all(seats.into())
                    .find(|&x| game.hand(x).contains(&TRAITOR))
                    .unwrap();
                let expected = (me == traitor_seat).then_some(traitor_seat);
                assert_eq!(view.traitor, expected, "only the Traitor knows the Traitor");
                assert_eq!(view.hand_sizes[game.grue().index()], 1);
            }
        }
    }
}

#[test]
fn from_deal_refuses_impossible_deals() {
    assert!(GrueGame::from_deal(vec![vec![GRUE], vec![D, TRAITOR], vec![SHIELD, SWORD]]).is_err());
    assert!(
        GrueGame::from_deal(vec![vec![GRUE]; 7]).is_err(),
        "seven seats are too many"
    );
    // Two Grue cards.
    assert!(
        GrueGame::from_deal(vec![
            vec![GRUE],
            vec![GRUE, SWORD],
            vec![D, SHIELD],
            vec![D, LANTERN],
            vec![D, TRAITOR],
        ])
        .is_err()
    );
    // The Sword is missing.
    assert!(
        GrueGame::from_deal(vec![
            vec![GRUE],
            vec![D, D],
            vec![D, SHIELD],
            vec![D, LANTERN],
            vec![D, TRAITOR],
        ])
        .is_err()
    );
    // Nobody holds the Traitor (and it is missing).
    assert!(
        GrueGame::from_deal(vec![
            vec![GRUE],
            vec![D, SWORD],
            vec![D, SHIELD],
            vec![D, LANTERN],
            vec![D, D],
        ])
        .is_err()
    );
    assert!(GrueGame::new(&settings(3), 1).is_err());
    assert!(GrueGame::new(&settings(7), 1).is_err());
}

// ---------------------------------------------------------------------------------------------
// The Grue's turn
// ---------------------------------------------------------------------------------------------

#[test]
fn a_frightened_grue_may_only_get_ready_or_wait() {
    let mut game = five();
    advance_to(&mut game, s(0));
    assert_eq!(game.turn(), Turn::Seat(s(0)));
    assert_eq!(game.legal_actions(), [GrueAction::Ready, GrueAction::Wait]);
    let reason = refused(&mut game, GrueAction::Attack(s(1)));
    assert!(reason.contains("frightened"), "reason: {reason}");
}

#[test]
fn getting_ready_turns_the_grue_face_up_and_ends_its_turn() {
    let mut game = five();
    advance_to(&mut game, s(0));
    let events = play(&mut game, GrueAction::Ready);
    assert!(events.contains(&GrueEvent::Readied));
    assert!(game.grue_ready());
    assert!(
        views(&game).iter().all(|v| v.grue_ready),
        "readiness is public"
    );
    to_next_turn(&mut game);
    assert_eq!(game.current(), s(1), "the turn passes to the Grue's left");
}

#[test]
fn a_ready_grue_may_attack_any_living_player_or_wait() {
    let mut game = five();
    ready_grue(&mut game);
    let legal = game.legal_actions();
    let mut expected: Vec<GrueAction> = (1..5).map(|i| GrueAction::Attack(s(i))).collect();
    expected.push(GrueAction::Wait);
    assert_eq!(legal, expected);
    assert!(!legal.contains(&GrueAction::Attack(s(0))), "not itself");
    assert!(!legal.contains(&GrueAction::Ready), "already ready");
}

#[test]
fn waiting_leaves_the_grue_as_it_was() {
    let mut game = five();
    advance_to(&mut game, s(0));
    play(&mut game, GrueAction::Wait);
    assert!(
        !game.grue_ready(),
        "a frightened Grue that waits stays frightened"
    );
    ready_grue(&mut game);
    let events = play(&mut game, GrueAction::Wait);
    assert!(events.contains(&GrueEvent::Waited));
    assert!(game.grue_ready(), "a ready Grue that waits stays ready");
    to_next_turn(&mut game);
    assert_eq!(game.current(), s(1));
}

#[test]
fn only_the_grue_attacks_and_only_on_its_turn() {
    let mut game = five();
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, GrueAction::Attack(_)))
    );
    let reason = refused(&mut game, GrueAction::Attack(s(2)));
    assert!(reason.contains("Grue"), "reason: {reason}");
    refused(&mut game, GrueAction::Ready);
}

#[test]
fn the_attacked_player_answers_before_play_goes_on() {
    let mut game = five();
    let events = attack(&mut game, s(2));
    assert!(events.contains(&GrueEvent::Attacked { target: s(2) }));
    assert_eq!(game.turn(), Turn::Seat(s(2)));
    assert_eq!(game.current(), s(0), "it is still the Grue's turn");
    for view in views(&game) {
        assert_eq!(view.phase, PhaseView::Defend { target: s(2) });
    }
    let reason = refused(&mut game, GrueAction::Pass);
    assert!(reason.contains("answer"), "reason: {reason}");
}

// ---------------------------------------------------------------------------------------------
// Defences
// ---------------------------------------------------------------------------------------------

#[test]
fn lantern_frightens_the_grue_and_the_attack_fails() {
    let mut game = five();
    attack(&mut game, s(3));
    assert_eq!(game.legal_actions(), [GrueAction::Defend(Defense::Lantern)]);
    let events = play(&mut game, GrueAction::Defend(Defense::Lantern));
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert!(game.is_alive(s(3)));
    assert!(!game.grue_ready(), "the Grue's card is flipped face down");
    for view in views(&game) {
        assert!(!view.grue_ready);
        assert_eq!(
            view.lantern_holder,
            Some(s(3)),
            "the Lantern was shown to all"
        );
    }
    assert_eq!(game.current(), s(1), "the Grue's turn is over");
    assert_eq!(game.outcome(), None);
}

#[test]
fn shield_fends_off_the_attack_and_the_grue_stays_ready() {
    let mut game = five();
    attack(&mut game, s(2));
    assert_eq!(game.legal_actions(), [GrueAction::Defend(Defense::Shield)]);
    play(&mut game, GrueAction::Defend(Defense::Shield));
    assert!(game.is_alive(s(2)));
    assert!(game.grue_ready(), "a Shield does not frighten the Grue");
    for view in views(&game) {
        assert!(
            view.knowledge.hands[2].contains(&SHIELD),
            "the Shield was shown to all"
        );
    }
    assert_eq!(game.hand(s(2)), [D, SHIELD], "showing is not giving");
    assert_eq!(game.outcome(), None);
}

#[test]
fn shield_and_sword_slays_the_grue_and_adventurers_win_at_once() {
    let mut game = deal(&[
        &[GRUE],
        &[SHIELD, SWORD],
        &[D, LANTERN],
        &[D, TRAITOR],
        &[D, D],
    ]);
    attack(&mut game, s(1));
    assert!(
        game.legal_actions()
            .contains(&GrueAction::Defend(Defense::ShieldAndSword))
    );
    let events = play(&mut game, GrueAction::Defend(Defense::ShieldAndSword));
    assert!(events.contains(&GrueEvent::GrueSlain { by: s(1) }));
    assert_eq!(
        events.last(),
        Some(&GrueEvent::Won {
            side: Side::Adventurers
        })
    );
    assert_eq!(game.turn(), Turn::Over);
    assert!(game.legal_actions().is_empty());
    use SeatResult::{Loss, Win};
    assert_eq!(
        results(&game),
        [Loss, Win, Win, Loss, Win],
        "the Traitor loses with the Grue"
    );
    assert_eq!(game.outcome().unwrap().scores, [0.0, 1.0, 1.0, 0.0, 1.0]);
    for view in views(&game) {
        assert_eq!(
            view.phase,
            PhaseView::Over {
                winner: Some(Side::Adventurers)
            }
        );
    }
}

#[test]
fn the_traitor_card_saves_its_holder_and_unmasks_the_traitor() {
    let mut game = five();
    for view in views(&game) {
        assert_eq!(view.traitor == Some(s(4)), view.me == s(4));
    }
    attack(&mut game, s(4));
    assert_eq!(game.legal_actions(), [GrueAction::Defend(Defense::Traitor)]);
    play(&mut game, GrueAction::Defend(Defense::Traitor));
    assert!(game.is_alive(s(4)), "the Traitor survives");
    assert!(game.grue_ready(), "the Grue only stops its attack");
    assert_eq!(game.hand(s(4)), [D, TRAITOR]);
    for view in views(&game) {
        assert_eq!(view.traitor, Some(s(4)), "everyone now knows the Traitor");
        assert!(view.traitor_unmasked);
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_player_without_a_defence_dies_and_their_cards_lie_face_down_as_a_corpse() {
    let mut game = five();
    attack(&mut game, s(1));
    assert_eq!(
        game.legal_actions(),
        [GrueAction::Defend(Defense::Nothing)],
        "a Sword alone is no defence"
    );
    let events = play(&mut game, GrueAction::Defend(Defense::Nothing));
    assert!(events.contains(&GrueEvent::Died { seat: s(1) }));
    assert!(!game.is_alive(s(1)));
    assert!(game.hand(s(1)).is_empty());
    assert_eq!(game.corpse(s(1)), [D, SWORD]);
    for view in views(&game) {
        assert!(!view.alive[1]);
        assert_eq!(view.hand_sizes[1], 0);
        assert_eq!(view.corpse_sizes[1], 2);
        if view.me != s(1) {
            assert!(
                view.knowledge.corpses[1].is_empty(),
                "{} must not see the face-down corpse",
                view.me
            );
        }
    }
    assert_eq!(game.outcome(), None, "two adventurers are still alive");
}

#[test]
fn dead_players_are_skipped_in_turn_order() {
    let mut game = five();
    kill(&mut game, s(1));
    to_next_turn(&mut game);
    assert_eq!(game.current(), s(2), "seat 1 is dead, so seat 2 plays");
    let mut turns = Vec::new();
    // Six turns: no position comes round a third time before they are over.
    for _ in 0..6 {
        to_next_turn(&mut game);
        turns.push(game.current());
        let filler = if game.current() == s(0) {
            GrueAction::Wait
        } else {
            GrueAction::Pass
        };
        play(&mut game, filler);
    }
    assert!(!turns.contains(&s(1)), "turns: {turns:?}");
    assert_eq!(&turns[..4], [s(2), s(3), s(4), s(0)]);
}

#[test]
fn the_dead_cannot_be_attacked_traded_with_or_spoken_of() {
    let mut game = five();
    kill(&mut game, s(1));
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    let legal = game.legal_actions();
    assert!(offers(&legal).iter().all(|&(_, to)| to != s(1)));
    assert!(!legal.contains(&GrueAction::ForceTrade { to: s(1) }));
    assert!(speaks(&legal).iter().all(|st| st.about() != s(1)));
    refused(&mut game, GrueAction::Offer { card: D, to: s(1) });
    ready_grue(&mut game);
    assert!(!game.legal_actions().contains(&GrueAction::Attack(s(1))));
    refused(&mut game, GrueAction::Attack(s(1)));
}

fn six_with_wizard_holding(card: Card) -> GrueGame {
    // Seat 1 is the Wizard; seats 2 to 5 hold a Darkness each and the rest.
    let mut rest: Vec<Card> = [SWORD, SHIELD, LANTERN, TRAITOR]
        .into_iter()
        .filter(|&c| c != card)
        .collect();
    rest.resize(4, D);
    let mut hands = vec![vec![GRUE], vec![card]];
    hands.extend(rest.into_iter().map(|item| vec![D, item]));
    let refs: Vec<&[Card]> = hands.iter().map(|h| h.as_slice()).collect();
    let game = deal(&refs);
    assert_eq!(game.view(s(0)).wizard, Some(s(1)));
    game
}

#[test]
fn the_wizard_must_show_his_card() {
    for card in [D, LANTERN, SHIELD, SWORD] {
        let mut game = six_with_wizard_holding(card);
        attack(&mut game, s(1));
        assert_eq!(
            game.legal_actions(),
            [GrueAction::Defend(Defense::WizardCard)]
        );
        refused(&mut game, GrueAction::Defend(Defense::Nothing));
        if card == LANTERN {
            refused(&mut game, GrueAction::Defend(Defense::Lantern));
        }
    }
}

#[test]
fn the_wizards_darkness_casts_a_fireball_that_frightens_the_grue() {
    let mut game = six_with_wizard_holding(D);
    attack(&mut game, s(1));
    let events = play(&mut game, GrueAction::Defend(Defense::WizardCard));
    assert!(events.contains(&GrueEvent::Defended {
        target: s(1),
        defense: Defense::WizardCard,
        wizard_card: Some(D),
    }));
    assert!(game.is_alive(s(1)));
    assert!(!game.grue_ready(), "the fireball acts as the Lantern");
    assert_eq!(game.hand(s(1)), [D]);
}

#[test]
fn the_wizard_dies_showing_anything_but_darkness_even_the_lantern() {
    for card in [LANTERN, SHIELD, SWORD] {
        let mut game = six_with_wizard_holding(card);
        attack(&mut game, s(1));
        let events = play(&mut game, GrueAction::Defend(Defense::WizardCard));
        assert!(
            events.contains(&GrueEvent::Died { seat: s(1) }),
            "{card}: {events:?}"
        );
        assert!(!game.is_alive(s(1)));
        assert_eq!(game.corpse(s(1)), [card]);
        assert!(game.grue_ready(), "{card} does not frighten the Grue");
        for view in views(&game) {
            assert_eq!(
                view.knowledge.corpses[1],
                [card],
                "everyone saw the Wizard fumble the {card}"
            );
        }
    }
}

#[test]
fn the_wizard_only_ever_holds_one_card() {
    let mut game = six_with_wizard_holding(D);
    // The Wizard trades his Darkness for the Sword of seat 2.
    advance_to(&mut game, s(1));
    play(&mut game, GrueAction::Offer { card: D, to: s(2) });
    play(&mut game, GrueAction::Accept { give: SWORD });
    assert_eq!(game.hand(s(1)), [SWORD]);
    assert_eq!(game.hand(s(2)), [D, D]);
    // Holding the Sword now, he dies when attacked.
    attack(&mut game, s(1));
    play(&mut game, GrueAction::Defend(Defense::WizardCard));
    assert!(!game.is_alive(s(1)));
}

#[test]
fn a_player_who_can_defend_must_there_is_no_choosing_to_die() {
    let defended = [
        (s(2), Defense::Shield),
        (s(3), Defense::Lantern),
        (s(4), Defense::Traitor),
    ];
    for (target, defense) in defended {
        let mut game = five();
        attack(&mut game, target);
        let legal = game.legal_actions();
        assert!(legal.contains(&GrueAction::Defend(defense)));
        assert!(!legal.contains(&GrueAction::Defend(Defense::Nothing)));
        refused(&mut game, GrueAction::Defend(Defense::Nothing));
    }
}

#[test]
fn the_defender_picks_which_defence_to_show() {
    // Lantern and Shield: showing the Shield keeps the Lantern hidden and the Grue ready.
    let lantern_shield = || {
        deal(&[
            &[GRUE],
            &[D, SWORD],
            &[SHIELD, LANTERN],
            &[D, D],
            &[D, TRAITOR],
        ])
    };
    let mut game = lantern_shield();
    attack(&mut game, s(2));
    let legal = game.legal_actions();
    assert!(legal.contains(&GrueAction::Defend(Defense::Lantern)));
    assert!(legal.contains(&GrueAction::Defend(Defense::Shield)));
    play(&mut game, GrueAction::Defend(Defense::Shield));
    assert!(game.grue_ready());
    assert!(views(&game).iter().all(|v| v.lantern_holder.is_none()));
    let mut game = lantern_shield();
    attack(&mut game, s(2));
    play(&mut game, GrueAction::Defend(Defense::Lantern));
    assert!(!game.grue_ready());
    assert!(views(&game).iter().all(|v| v.lantern_holder == Some(s(2))));

    // Shield and Sword may show the Shield alone, sparing the Grue.
    let mut game = deal(&[
        &[GRUE],
        &[SHIELD, SWORD],
        &[D, LANTERN],
        &[D, TRAITOR],
        &[D, D],
    ]);
    attack(&mut game, s(1));
    play(&mut game, GrueAction::Defend(Defense::Shield));
    assert_eq!(game.outcome(), None);

    // The Traitor holding the Lantern may hide behind it and stay masked.
    let mut game = deal(&[
        &[GRUE],
        &[D, SWORD],
        &[D, SHIELD],
        &[TRAITOR, LANTERN],
        &[D, D],
    ]);
    attack(&mut game, s(3));
    let legal = game.legal_actions();
    assert!(legal.contains(&GrueAction::Defend(Defense::Traitor)));
    play(&mut game, GrueAction::Defend(Defense::Lantern));
    assert!(views(&game).iter().all(|v| !v.traitor_unmasked));
    assert_eq!(game.view(s(1)).traitor, None);
}

// ---------------------------------------------------------------------------------------------
// Trading
// ---------------------------------------------------------------------------------------------

#[test]
fn a_trade_offers_one_card_face_down_and_the_target_cannot_see_it() {
    let mut game = five();
    let events = play(
        &mut game,
        GrueAction::Offer {
            card: SWORD,
            to: s(2),
        },
    );
    assert_eq!(game.turn(), Turn::Seat(s(2)), "the target decides");
    let phase_for = |seat: u8| game.view(s(seat)).phase;
    assert_eq!(
        phase_for(1),
        PhaseView::OwnOffer {
            to: s(2),
            card: SWORD
        }
    );
    // Everyone else's phase has no field for the card at all.
    for seat in [0, 2, 3, 4] {
        assert_eq!(
            phase_for(seat),
            PhaseView::Offer {
                from: s(1),
                to: s(2),
            },
            "{seat} must not see the offered card"
        );
    }
    let offered = events
        .iter()
        .find(|e| matches!(e, GrueEvent::Offered { .. }))
        .unwrap();
    for viewer in [Some(s(0)), Some(s(2)), Some(s(3)), None] {
        let line = GrueGame::narrate(offered, viewer).unwrap_or_default();
        assert!(!line.contains("Sword"), "{viewer:?} was told: {line}");
    }
    assert!(
        GrueGame::narrate(offered, Some(s(1)))
            .unwrap()
            .contains("Sword")
    );
}

#[test]
fn the_target_gives_a_card_first_then_takes_the_offered_one() {
    let mut game = five();
    play(
        &mut game,
        GrueAction::Offer {
            card: SWORD,
            to: s(2),
        },
    );
    let legal = game.legal_actions();
    assert_eq!(
        legal,
        [
            GrueAction::Accept { give: D },
            GrueAction::Accept { give: SHIELD },
            GrueAction::Decline
        ]
    );
    // Giving first: the target's choices do not depend on the card offered.
    let mut other = five();
    play(&mut other, GrueAction::Offer { card: D, to: s(2) });
    assert_eq!(other.legal_actions(), legal);
    assert_eq!(
        other.view(s(2)),
        game.view(s(2)),
        "the target cannot tell the offers apart"
    );

    let events = play(&mut game, GrueAction::Accept { give: SHIELD });
    assert!(events.contains(&GrueEvent::Traded {
        from: s(1),
        to: s(2),
        offered: Some(SWORD),
        given: Some(SHIELD)
    }));
    assert_eq!(game.hand(s(1)), [D, SHIELD]);
    assert_eq!(game.hand(s(2)), [D, SWORD]);
    assert!(game.view(s(1)).knowledge.hands[2].contains(&SWORD));
    assert!(game.view(s(2)).knowledge.hands[1].contains(&SHIELD));
    for seat in [0, 3, 4] {
        let view = game.view(s(seat));
        assert!(view.knowledge.hands[1].is_empty() && view.knowledge.hands[2].is_empty());
    }
}

#[test]
fn a_declined_offer_slides_back_unseen() {
    let mut game = five();
    play(
        &mut game,
        GrueAction::Offer {
            card: SWORD,
            to: s(2),
        },
    );
    let events = play(&mut game, GrueAction::Decline);
    assert!(events.contains(&GrueEvent::Declined {
        from: s(1),
        to: s(2)
    }));
    assert_eq!(game.hand(s(1)), [D, SWORD]);
    assert_eq!(game.hand(s(2)), [D, SHIELD]);
    assert!(
        game.view(s(2)).knowledge.hands[1].is_empty(),
        "the target never saw the card"
    );
    for event in &events {
        for viewer in [Some(s(2)), Some(s(3)), None] {
            if let Some(line) = GrueGame::narrate(event, viewer) {
                assert!(!line.contains("Sword"), "{viewer:?} was told: {line}");
            }
        }
    }
}

#[test]
fn one_trade_attempt_per_turn_so_the_turn_passes_once_the_offer_is_answered() {
    for answer in [GrueAction::Decline, GrueAction::Accept { give: D }] {
        let mut game = five();
        play(
            &mut game,
            GrueAction::Offer {
                card: SWORD,
                to: s(2),
            },
        );
        refused(&mut game, GrueAction::Offer { card: D, to: s(3) });
        play(&mut game, answer);
        to_next_turn(&mut game);
        assert_eq!(game.current(), s(2), "after {answer:?} the turn passes");
        assert_eq!(game.turn(), Turn::Seat(s(2)));
        assert_eq!(game.view(s(1)).phase, PhaseView::Turn);
    }
}

#[test]
fn passing_ends_the_turn() {
    let mut game = five();
    assert!(game.legal_actions().contains(&GrueAction::Pass));
    let events = play(&mut game, GrueAction::Pass);
    assert!(events.contains(&GrueEvent::Passed { seat: s(1) }));
    to_next_turn(&mut game);
    assert_eq!(game.current(), s(2));
}

#[test]
fn a_player_may_offer_any_card_they_hold_to_any_living_player_but_the_grue() {
    let game = five();
    let mut expected = Vec::new();
    for card in [D, SWORD] {
        for to in [2, 3, 4] {
            expected.push((card, s(to)));
        }
    }
    assert_eq!(offers(&game.legal_actions()), expected);
    let mut game = game;
    let reason = refused(
        &mut game,
        GrueAction::Offer {
            card: SHIELD,
            to: s(2),
        },
    );
    assert!(reason.contains("Shield"), "reason: {reason}");
    refused(&mut game, GrueAction::Offer { card: D, to: s(1) });
}

#[test]
fn the_traitor_card_is_never_offered() {
    let mut game = five();
    advance_to(&mut game, s(4));
    let legal = game.legal_actions();
    assert!(offers(&legal).iter().all(|&(card, _)| card != TRAITOR));
    assert!(!offers(&legal).is_empty());
    let reason = refused(
        &mut game,
        GrueAction::Offer {
            card: TRAITOR,
            to: s(1),
        },
    );
    assert!(reason.contains("Traitor"), "reason: {reason}");
}

#[test]
fn the_traitor_card_is_never_given_in_return() {
    let mut game = five();
    play(
        &mut game,
        GrueAction::Offer {
            card: SWORD,
            to: s(4),
        },
    );
    assert_eq!(
        game.legal_actions(),
        [GrueAction::Accept { give: D }, GrueAction::Decline]
    );
    refused(&mut game, GrueAction::Accept { give: TRAITOR });
}

#[test]
fn the_traitor_card_is_never_returned_in_a_forced_trade() {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::ForceTrade { to: s(4) });
    assert_eq!(game.legal_actions(), [GrueAction::ReturnForced(D)]);
    refused(&mut game, GrueAction::ReturnForced(TRAITOR));
}

#[test]
fn the_grue_is_never_a_trading_partner_nor_forced_to_trade() {
    let mut game = five();
    advance_to(&mut game, s(3));
    let legal = game.legal_actions();
    assert!(offers(&legal).iter().all(|&(_, to)| to != s(0)));
    assert!(!legal.contains(&GrueAction::ForceTrade { to: s(0) }));
    let reason = refused(&mut game, GrueAction::Offer { card: D, to: s(0) });
    assert!(reason.contains("Grue"), "reason: {reason}");
    refused(&mut game, GrueAction::ForceTrade { to: s(0) });
    // Nor does the Grue trade on its own turn.
    advance_to(&mut game, s(0));
    assert!(offers(&game.legal_actions()).is_empty());
    refused(
        &mut game,
        GrueAction::Offer {
            card: GRUE,
            to: s(1),
        },
    );
    refused(&mut game, GrueAction::Pass);
}

#[test]
fn hands_stay_at_two_cards_through_trades() {
    let mut game = five();
    play(
        &mut game,
        GrueAction::Offer {
            card: SWORD,
            to: s(2),
        },
    );
    play(&mut game, GrueAction::Accept { give: SHIELD });
    to_next_turn(&mut game);
    play(&mut game, GrueAction::Offer { card: D, to: s(4) });
    play(&mut game, GrueAction::Accept { give: D });
    to_next_turn(&mut game);
    play(&mut game, GrueAction::ForceTrade { to: s(4) });
    play(&mut game, GrueAction::ReturnForced(D));
    for seat in 1..5 {
        assert_eq!(
            game.hand(s(seat)).len(),
            2,
            "seat {seat}: {:?}",
            game.hand(s(seat))
        );
    }
    assert_eq!(game.hand(s(0)), [GRUE]);
}

// ---------------------------------------------------------------------------------------------
// The Lantern
// ---------------------------------------------------------------------------------------------

#[test]
fn the_lanterns_holder_may_reveal_it_on_their_turn_and_keep_playing() {
    let mut game = five();
    advance_to(&mut game, s(3));
    assert!(game.legal_actions().contains(&GrueAction::RevealLantern));
    let events = play(&mut game, GrueAction::RevealLantern);
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert!(is_turn_of(&game, s(3)), "revealing is not the turn's trade");
    assert!(views(&game).iter().all(|v| v.lantern_holder == Some(s(3))));
    let legal = game.legal_actions();
    assert!(!legal.contains(&GrueAction::RevealLantern), "revealed once");
    assert!(!offers(&legal).is_empty());
    refused(&mut game, GrueAction::RevealLantern);
    // Nobody else may reveal a Lantern they do not hold.
    let mut game = five();
    refused(&mut game, GrueAction::RevealLantern);
}

/// Five seats with the Lantern revealed on its holder's turn (seat 3), who then offers `card`
/// to seat 4 (the Traitor), who accepts with its Darkness.
fn revealed_holder_trades(card: Card) -> (GrueGame, Vec<GrueEvent>) {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    play(&mut game, GrueAction::Offer { card, to: s(4) });
    let events = play(&mut game, GrueAction::Accept { give: D });
    (game, events)
}

#[test]
fn an_ordinary_trade_is_face_down_even_for_a_lantern_shown_before() {
    // "Whomever wants to trade may proffer a card, face down": only the forced trade is face up.
    let (lantern_moved, lantern_events) = revealed_holder_trades(LANTERN);
    let (darkness_moved, darkness_events) = revealed_holder_trades(D);
    assert_eq!(lantern_moved.hand(s(4)), [TRAITOR, LANTERN]);
    assert_eq!(darkness_moved.hand(s(3)), [D, LANTERN]);
    // The onlookers cannot tell which card travelled: their views and log lines are the same
    // whether the shown Lantern went over or stayed.
    for onlooker in [0, 1, 2].map(s) {
        let view = lantern_moved.view(onlooker);
        assert_eq!(view.lantern_holder, None, "{onlooker} saw where it went");
        assert!(!view.lantern_revealed);
        for seat in [3, 4] {
            assert!(!view.knowledge.hands[seat].contains(&LANTERN));
            assert!(!view.public.hands[seat].contains(&LANTERN));
        }
        assert_eq!(
            view,
            darkness_moved.view(onlooker),
            "{onlooker}'s view differs"
        );
        let log = |events: &[GrueEvent]| -> Vec<String> {
            events
                .iter()
                .filter_map(|e| GrueGame::narrate(e, Some(onlooker)))
                .collect()
        };
        assert_eq!(log(&lantern_events), log(&darkness_events));
        assert!(log(&lantern_events).iter().all(|l| !l.contains("Lantern")));
    }
    // The two traders saw both cards.
    assert!(lantern_moved.view(s(3)).knowledge.hands[4].contains(&LANTERN));
    assert!(lantern_moved.view(s(4)).hand.contains(&LANTERN));
}

#[test]
fn the_new_holder_of_a_lantern_received_face_down_speaks_only_once_she_reveals_it() {
    // "If she reveals that she has the Lantern, she may speak freely."
    let (mut game, _) = revealed_holder_trades(LANTERN);
    // Between turns the old holder has no Lantern to show; the question goes round again.
    while game.view(s(0)).phase != PhaseView::Turn {
        let Turn::Seat(asked) = game.turn() else {
            panic!("someone is asked")
        };
        assert_eq!(game.legal_actions(), [GrueAction::KeepDark], "{asked}");
        play(&mut game, GrueAction::KeepDark);
    }
    assert!(is_turn_of(&game, s(4)));
    let legal = game.legal_actions();
    assert!(legal.contains(&GrueAction::RevealLantern));
    assert!(speaks(&legal).is_empty(), "no voice before the reveal");
    refused(&mut game, GrueAction::Speak(Statement::Trust(s(1))));
    let events = play(&mut game, GrueAction::RevealLantern);
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(4) }));
    assert!(views(&game).iter().all(|v| v.lantern_holder == Some(s(4))));
    assert!(!speaks(&game.legal_actions()).is_empty());
    // A holder who kept the Lantern through a face-down trade must show it again to speak.
    let (mut game, _) = revealed_holder_trades(D);
    to_next_turn(&mut game);
    advance_to(&mut game, s(3));
    assert!(speaks(&game.legal_actions()).is_empty());
    assert!(game.legal_actions().contains(&GrueAction::RevealLantern));
}

#[test]
fn an_unrevealed_lantern_changes_hands_unseen() {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(
        &mut game,
        GrueAction::Offer {
            card: LANTERN,
            to: s(4),
        },
    );
    play(&mut game, GrueAction::Accept { give: D });
    assert_eq!(game.hand(s(4)), [TRAITOR, LANTERN]);
    for seat in [0, 1, 2] {
        assert_eq!(game.view(s(seat)).lantern_holder, None);
    }
    to_next_turn(&mut game);
    assert!(game.legal_actions().contains(&GrueAction::RevealLantern));
}

#[test]
fn only_a_revealed_lantern_holder_may_speak() {
    let mut game = five();
    advance_to(&mut game, s(3));
    assert!(
        speaks(&game.legal_actions()).is_empty(),
        "not before the reveal"
    );
    refused(&mut game, GrueAction::Speak(Statement::Trust(s(1))));
    play(&mut game, GrueAction::RevealLantern);
    assert!(!speaks(&game.legal_actions()).is_empty());
    // Others never speak.
    play(&mut game, GrueAction::Pass);
    assert!(speaks(&game.legal_actions()).is_empty());
    let reason = refused(&mut game, GrueAction::Speak(Statement::Trust(s(1))));
    assert!(reason.contains("Lantern"), "reason: {reason}");
}

#[test]
fn the_lantern_holder_says_one_fixed_statement_a_turn() {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    let events = play(&mut game, GrueAction::Speak(Statement::BringSword(s(2))));
    assert!(events.contains(&GrueEvent::Spoke {
        by: s(3),
        statement: Statement::BringSword(s(2))
    }));
    assert!(speaks(&game.legal_actions()).is_empty());
    let reason = refused(&mut game, GrueAction::Speak(Statement::Trust(s(1))));
    assert!(reason.contains("once"), "reason: {reason}");
    assert!(is_turn_of(&game, s(3)), "speaking is not the turn's trade");
    play(&mut game, GrueAction::Pass);
    advance_to(&mut game, s(3));
    assert!(
        !speaks(&game.legal_actions()).is_empty(),
        "a new turn, a new statement"
    );
}

#[test]
fn statements_come_from_a_fixed_list_about_living_players_but_the_grue() {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    let said = speaks(&game.legal_actions());
    let mut expected = Vec::new();
    for about in 1..5 {
        let about = s(about);
        if about != s(3) {
            expected.push(Statement::SuspectTraitor(about));
            expected.push(Statement::Trust(about));
        }
        expected.push(Statement::BringSword(about));
        expected.push(Statement::BringShield(about));
    }
    assert_eq!(said, expected);
    refused(&mut game, GrueAction::Speak(Statement::Trust(s(0))));
    refused(
        &mut game,
        GrueAction::Speak(Statement::SuspectTraitor(s(3))),
    );
}

#[test]
fn statements_are_public_and_may_be_lies() {
    let mut game = five();
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::RevealLantern);
    // Seat 1 is no Traitor, and seat 4 is: the Lantern may say otherwise.
    play(
        &mut game,
        GrueAction::Speak(Statement::SuspectTraitor(s(1))),
    );
    play(&mut game, GrueAction::Pass);
    advance_to(&mut game, s(3));
    play(&mut game, GrueAction::Speak(Statement::Trust(s(4))));
    for view in views(&game) {
        assert_eq!(
            view.statements,
            [
                (s(3), Statement::SuspectTraitor(s(1))),
                (s(3), Statement::Trust(s(4)))
            ]
        );
    }
}

#[test]
fn only_the_lanterns_holder_may_investigate_or_force_a_trade() {
    let mut game = five();
    kill(&mut game, s(1));
    advance_to(&mut game, s(2));
    let legal = game.legal_actions();
    assert!(!legal.iter().any(|a| matches!(
        a,
        GrueAction::Investigate { .. } | GrueAction::ForceTrade { .. }
    )));
    let reason = refused(&mut game, GrueAction::Investigate { corpse: s(1) });
    assert!(reason.contains("Lantern"), "reason: {reason}");
    refused(&mut game, GrueAction::ForceTrade { to: s(3) });
    play(&mut game, GrueAction::Pass);
    to_next_turn(&mut game);
    let legal = game.legal_actions();
    assert!(legal.contains(&GrueAction::Investigate { corpse: s(1) }));
    assert!(legal.contains(&GrueAction::ForceTrade { to: s(2) }));
}

#[test]
fn investigating_needs_a_corpse() {
    let mut game = five();
    advance_to(&mut game, s(3));
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, GrueAction::Investigate { .. }))
    );
    refused(&mut game, GrueAction::Investigate { corpse: s(2) });
    kill(&mut game, s(1));
    advance_to(&mut game, s(3));
    let corpses: Vec<GrueAction> = game
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, GrueAction::Investigate { .. }))
        .collect();
    assert_eq!(corpses, [GrueAction::Investigate { corpse: s(1) }]);
}

/// Five seats, seat 1 killed; seat 3 holds `investigator` and investigates seat 1's corpse.
fn investigation(investigator: [Card; 2]) -> GrueGame {
    let mut hands: Vec<Vec<Card>> = vec![
        vec![GRUE],
        vec![D, SWORD],
        vec![D, D],
        investigator.to_vec(),
        vec![D, D],
    ];
    let mut missing: Vec<Card> = [TRAITOR, SHIELD, LANTERN]
        .into_iter()
        .filter(|c| !investigator.contains(c))
        .collect();
    // Put the items the investigator lacks with seats 2 and 4, one each.
    for seat in [2, 4] {
        if let Some(card) = missing.pop() {
            hands[seat] = vec![D, card];
        }
    }
    let refs: Vec<&[Card]> = hands.iter().map(|h| h.as_slice()).collect();
    let mut game = deal(&refs);
    kill(&mut game, s(1));
    advance_to(&mut game, s(3));
    game
}

#[test]
fn investigating_draws_a_random_face_down_card_from_the_corpse() {
    let mut game = investigation([SHIELD, LANTERN]);
    let events = play(&mut game, GrueAction::Investigate { corpse: s(1) });
    assert!(events.contains(&GrueEvent::Investigated {
        by: s(3),
        corpse: s(1)
    }));
    assert_eq!(game.turn(), Turn::Chance, "the draw is random");
    assert_eq!(
        game.legal_actions(),
        [
            GrueAction::DrawFromCorpse { slot: 0 },
            GrueAction::DrawFromCorpse { slot: 1 }
        ]
    );
    refused(&mut game, GrueAction::Pass);
    let events = play(&mut game, GrueAction::DrawFromCorpse { slot: 1 });
    let drawn = game.hand(s(3)).iter().copied().find(|&c| c == SWORD);
    assert_eq!(
        drawn,
        Some(SWORD),
        "slot 1 of [Darkness, Sword] is the Sword"
    );
    assert_eq!(game.corpse(s(1)), [D]);
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    // Only the investigator sees what was drawn.
    assert_eq!(
        game.view(s(3)).phase,
        PhaseView::OwnInvestigateReturn {
            corpse: s(1),
            drawn: SWORD
        }
    );
    for seat in [0, 1, 2, 4] {
        assert_eq!(
            game.view(s(seat)).phase,
            PhaseView::InvestigateReturn { corpse: s(1) }
        );
    }
    let drew = events
        .iter()
        .find(|e| matches!(e, GrueEvent::Drew { .. }))
        .unwrap();
    assert!(
        GrueGame::narrate(drew, Some(s(3)))
            .unwrap()
            .contains("Sword")
    );
    for viewer in [Some(s(0)), Some(s(2)), None] {
        if let Some(line) = GrueGame::narrate(drew, viewer) {
            assert!(!line.contains("Sword"), "{viewer:?} was told: {line}");
        }
    }
}

#[test]
fn the_investigator_returns_any_card_but_the_lantern_and_it_may_be_the_drawn_one() {
    let mut game = investigation([SHIELD, LANTERN]);
    play(&mut game, GrueAction::Investigate { corpse: s(1) });
    play(&mut game, GrueAction::DrawFromCorpse { slot: 1 });
    assert_eq!(
        game.legal_actions(),
        [
            GrueAction::ReturnToCorpse(SHIELD),
            GrueAction::ReturnToCorpse(SWORD)
        ]
    );
    refused(&mut game, GrueAction::ReturnToCorpse(LANTERN));
    refused(&mut game, GrueAction::Pass);

    let mut same = game.clone();
    play(&mut same, GrueAction::ReturnToCorpse(SWORD));
    assert_eq!(same.corpse(s(1)), [D, SWORD], "the drawn card went back");
    assert_eq!(same.hand(s(3)), [SHIELD, LANTERN]);

    let events = play(&mut game, GrueAction::ReturnToCorpse(SHIELD));
    assert_eq!(game.corpse(s(1)), [D, SHIELD]);
    assert_eq!(game.hand(s(3)), [SWORD, LANTERN]);
    assert_eq!(game.current(), s(4), "investigating was the turn's action");
    assert!(game.view(s(3)).knowledge.corpses[1].contains(&SHIELD));
    for seat in [0, 2, 4] {
        assert!(game.view(s(seat)).knowledge.corpses[1].is_empty());
    }
    let returned = events
        .iter()
        .find(|e| matches!(e, GrueEvent::Returned { .. }))
        .unwrap();
    for viewer in [Some(s(0)), Some(s(4)), None] {
        let line = GrueGame::narrate(returned, viewer).unwrap_or_default();
        assert!(!line.contains("Shield"), "{viewer:?} was told: {line}");
    }
}

#[test]
fn the_traitor_card_is_never_put_into_a_corpse() {
    let mut game = investigation([TRAITOR, LANTERN]);
    play(&mut game, GrueAction::Investigate { corpse: s(1) });
    play(&mut game, GrueAction::DrawFromCorpse { slot: 0 });
    assert_eq!(
        game.legal_actions(),
        [GrueAction::ReturnToCorpse(D)],
        "only the drawn Darkness may go back"
    );
    refused(&mut game, GrueAction::ReturnToCorpse(TRAITOR));
}

#[test]
fn a_forced_trade_hands_the_lantern_face_up_and_the_target_must_return_a_card_face_up() {
    let mut game = five();
    advance_to(&mut game, s(3));
    let events = play(&mut game, GrueAction::ForceTrade { to: s(2) });
    assert!(events.contains(&GrueEvent::ForcedTrade {
        from: s(3),
        to: s(2)
    }));
    assert_eq!(game.turn(), Turn::Seat(s(2)));
    assert_eq!(
        game.legal_actions(),
        [
            GrueAction::ReturnForced(D),
            GrueAction::ReturnForced(SHIELD)
        ],
        "the target cannot refuse"
    );
    refused(&mut game, GrueAction::Decline);
    let events = play(&mut game, GrueAction::ReturnForced(SHIELD));
    assert!(events.contains(&GrueEvent::ForcedReturn {
        from: s(3),
        to: s(2),
        card: SHIELD
    }));
    assert_eq!(game.hand(s(3)), [D, SHIELD]);
    assert_eq!(game.hand(s(2)), [D, LANTERN]);
    for view in views(&game) {
        assert!(
            view.knowledge.hands[3].contains(&SHIELD),
            "{} saw the Shield",
            view.me
        );
        assert!(
            view.knowledge.hands[2].contains(&LANTERN),
            "{} saw the Lantern",
            view.me
        );
        assert!(!view.knowledge.hands[3].contains(&LANTERN));
        assert_eq!(view.lantern_holder, Some(s(2)));
    }
    assert_eq!(
        game.current(),
        s(4),
        "forcing a trade was the turn's action"
    );
}

#[test]
fn investigating_or_forcing_a_trade_reveals_the_lantern() {
    let mut game = five();
    advance_to(&mut game, s(3));
    let events = play(&mut game, GrueAction::ForceTrade { to: s(1) });
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert!(game.view(s(0)).lantern_revealed);

    let mut game = investigation([D, LANTERN]);
    assert_eq!(game.view(s(0)).lantern_holder, None);
    let events = play(&mut game, GrueAction::Investigate { corpse: s(1) });
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert_eq!(game.view(s(0)).lantern_holder, Some(s(3)));
}

// ---------------------------------------------------------------------------------------------
// Winning
// ---------------------------------------------------------------------------------------------

#[test]
fn at_four_seats_one_kill_leaves_one_adventurer_and_the_grue_side_wins() {
    let mut game = deal(&[&[GRUE], &[D, SWORD], &[D, SHIELD], &[TRAITOR, LANTERN]]);
    let events = kill(&mut game, s(1));
    assert_eq!(events.last(), Some(&GrueEvent::Won { side: Side::Grue }));
    assert_eq!(game.turn(), Turn::Over);
    use SeatResult::{Loss, Win};
    assert_eq!(results(&game), [Win, Loss, Loss, Win]);
}

#[test]
fn at_five_seats_the_grue_side_wins_when_two_of_three_adventurers_are_dead() {
    let mut game = deal(&[
        &[GRUE],
        &[D, SWORD],
        &[D, D],
        &[SHIELD, LANTERN],
        &[D, TRAITOR],
    ]);
    kill(&mut game, s(1));
    assert_eq!(game.outcome(), None, "two adventurers left");
    let events = kill(&mut game, s(2));
    assert_eq!(events.last(), Some(&GrueEvent::Won { side: Side::Grue }));
    use SeatResult::{Loss, Win};
    assert_eq!(results(&game), [Win, Loss, Loss, Loss, Win]);
}

#[test]
fn at_six_seats_the_grue_side_wins_when_three_of_four_adventurers_are_dead() {
    let mut game = deal(&[
        &[GRUE],
        &[SWORD],
        &[D, D],
        &[D, D],
        &[SHIELD, LANTERN],
        &[D, TRAITOR],
    ]);
    attack(&mut game, s(1));
    play(&mut game, GrueAction::Defend(Defense::WizardCard));
    assert!(!game.is_alive(s(1)));
    kill(&mut game, s(2));
    assert_eq!(game.outcome(), None, "two adventurers left");
    let events = kill(&mut game, s(3));
    assert_eq!(events.last(), Some(&GrueEvent::Won { side: Side::Grue }));
    use SeatResult::{Loss, Win};
    assert_eq!(results(&game), [Win, Loss, Loss, Loss, Loss, Win]);
}

#[test]
fn dead_adventurers_share_the_win_when_the_grue_is_slain() {
    let mut game = deal(&[
        &[GRUE],
        &[SHIELD, SWORD],
        &[D, D],
        &[D, LANTERN],
        &[D, TRAITOR],
    ]);
    kill(&mut game, s(2));
    attack(&mut game, s(1));
    play(&mut game, GrueAction::Defend(Defense::ShieldAndSword));
    use SeatResult::{Loss, Win};
    assert_eq!(results(&game), [Loss, Win, Win, Win, Loss]);
}

#[test]
fn the_traitor_wins_or_loses_with_the_grue_wherever_the_traitor_sits() {
    for seed in 0..200 {
        for seats in 4..=6u8 {
            let mut game = GrueGame::new(&settings(seats), seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            while game.turn() != Turn::Over {
                let legal = game.legal_actions();
                play(&mut game, legal[rng.below(legal.len())]);
            }
            let results = results(&game);
            let grue = game.grue();
            let PhaseView::Over { winner } = game.view(grue).phase else {
                panic!("the game is over");
            };
            for seat in Seat::all(seats.into()) {
                match game.role(seat) {
                    Some("Grue") => assert_eq!(seat, grue),
                    Some("Traitor") => {
                        assert!(game.hand(seat).contains(&TRAITOR));
                        assert_eq!(results[seat.index()], results[grue.index()]);
                    }
                    Some("Adventurer") if winner.is_some() => {
                        assert_ne!(results[seat.index()], results[grue.index()]);
                    }
                    Some("Adventurer") => {}
                    other => panic!("unexpected role {other:?}"),
                }
            }
        }
    }
}

#[test]
fn the_dawn_variant_ends_the_night_as_a_draw_after_the_grues_40th_turn() {
    let hands: Vec<Vec<Card>> = vec![
        vec![GRUE],
        vec![D, SWORD],
        vec![D, SHIELD],
        vec![D, LANTERN],
        vec![D, TRAITOR],
    ];
    let mut game = GrueGame::from_deal_with(hands.clone(), "dawn").unwrap();
    assert!(game.variant_rules().dawn);
    assert!(!GrueGame::from_deal(hands).unwrap().variant_rules().dawn);
    let mut all_events = Vec::new();
    let grue_turns = keep_changing_hands(&mut game, 100, &mut all_events);
    assert_eq!(grue_turns, DAWN_AFTER_GRUE_TURNS);
    assert_eq!(all_events.last(), Some(&GrueEvent::Dawn));
    assert!(
        !all_events.contains(&GrueEvent::Repetition),
        "hands kept changing"
    );
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(
        results(&game),
        vec![SeatResult::Draw; 5],
        "nobody wins at dawn: every seat is scored a draw"
    );
    for view in views(&game) {
        assert_eq!(view.phase, PhaseView::Over { winner: None });
        assert_eq!(view.draw, Some(Draw::Dawn));
    }
    let dawn = GrueGame::narrate(&GrueEvent::Dawn, None).unwrap();
    assert!(dawn.to_lowercase().contains("dawn"), "{dawn}");
    // The variant is chosen by name in the settings.
    let dealt = GrueGame::new(&Settings::new(5, "dawn"), 1).unwrap();
    assert!(dealt.variant_rules().dawn);
}

// ---------------------------------------------------------------------------------------------
// Refusals, roles and outcomes
// ---------------------------------------------------------------------------------------------

#[test]
fn illegal_actions_are_refused_with_a_reason_and_change_nothing() {
    // Each phase, with actions that do not belong in it.
    let all_kinds = |seats: u8| {
        let mut actions = vec![
            GrueAction::Ready,
            GrueAction::Wait,
            GrueAction::Pass,
            GrueAction::Decline,
            GrueAction::RevealLantern,
        ];
        for seat in Seat::all(seats.into()) {
            actions.push(GrueAction::Attack(seat));
            actions.push(GrueAction::Investigate { corpse: seat });
            actions.push(GrueAction::ForceTrade { to: seat });
            actions.push(GrueAction::Speak(Statement::Trust(seat)));
            for card in [D, GRUE, TRAITOR, SHIELD, SWORD, LANTERN] {
                actions.push(GrueAction::Offer { card, to: seat });
            }
        }
        for card in [D, GRUE, TRAITOR, SHIELD, SWORD, LANTERN] {
            actions.push(GrueAction::Accept { give: card });
            actions.push(GrueAction::ReturnToCorpse(card));
            actions.push(GrueAction::ReturnForced(card));
        }
        for defense in [
            Defense::Lantern,
            Defense::Shield,
            Defense::ShieldAndSword,
            Defense::Traitor,
            Defense::WizardCard,
            Defense::Nothing,
        ] {
            actions.push(GrueAction::Defend(defense));
        }
        for slot in 0..3 {
            actions.push(GrueAction::DrawFromCorpse { slot });
        }
        actions
    };
    let mut positions = vec![five()];
    let mut grue_turn = five();
    advance_to(&mut grue_turn, s(0));
    positions.push(grue_turn);
    let mut defending = five();
    attack(&mut defending, s(2));
    positions.push(defending);
    let mut offered = five();
    play(
        &mut offered,
        GrueAction::Offer {
            card: SWORD,
            to: s(2),
        },
    );
    positions.push(offered);
    let mut forced = five();
    advance_to(&mut forced, s(3));
    play(&mut forced, GrueAction::ForceTrade { to: s(1) });
    positions.push(forced);
    let mut drawing = investigation([D, LANTERN]);
    play(&mut drawing, GrueAction::Investigate { corpse: s(1) });
    positions.push(drawing.clone());
    play(&mut drawing, GrueAction::DrawFromCorpse { slot: 0 });
    positions.push(drawing);
    let mut over = deal(&[&[GRUE], &[D, SWORD], &[D, SHIELD], &[TRAITOR, LANTERN]]);
    kill(&mut over, s(1));
    positions.push(over.clone());

    let mut refusals = 0;
    for mut game in positions {
        let legal = game.legal_actions();
        for action in all_kinds(game.seat_count() as u8) {
            if !legal.contains(&action) {
                refused(&mut game, action);
                refusals += 1;
            }
        }
    }
    assert!(refusals > 300);
    let reason = refused(&mut over, GrueAction::Pass);
    assert!(reason.contains("over"), "reason: {reason}");
}

#[test]
fn roles_are_grue_traitor_and_adventurer() {
    let game = five();
    let roles: Vec<_> = Seat::all(5).map(|x| game.role(x)).collect();
    assert_eq!(
        roles,
        [
            Some("Grue"),
            Some("Adventurer"),
            Some("Adventurer"),
            Some("Adventurer"),
            Some("Traitor")
        ]
    );
}

#[test]
fn the_game_is_not_over_until_a_side_wins_or_dawn_breaks() {
    let mut game = five();
    attack(&mut game, s(2));
    play(&mut game, GrueAction::Defend(Defense::Shield));
    attack(&mut game, s(4));
    play(&mut game, GrueAction::Defend(Defense::Traitor));
    assert_eq!(game.outcome(), None);
    assert_ne!(game.turn(), Turn::Over);
    assert!(!game.legal_actions().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Invariants over random games
// ---------------------------------------------------------------------------------------------

/// Plays `games` random games at each table size, calling `check` before every action.
fn random_games(games: u64, mut check: impl FnMut(&GrueGame, &[GrueEvent])) {
    for seats in 4..=6u8 {
        for seed in 0..games {
            let mut game = GrueGame::new(&settings(seats), 1_000 + seed).unwrap();
            let mut rng = GameRng::seeded(seed ^ 0x5EED);
            let mut events = game.opening();
            loop {
                check(&game, &events);
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                events = play(&mut game, legal[rng.below(legal.len())]);
            }
        }
    }
}

#[test]
fn what_a_seat_knows_of_others_cards_is_always_true() {
    random_games(400, |game, _| {
        for view in views(game) {
            for seat in Seat::all(game.seat_count()) {
                let known = &view.knowledge.hands[seat.index()];
                assert!(
                    sub_multiset(known, game.hand(seat)),
                    "{} believes {seat} holds {known:?}, but it holds {:?}",
                    view.me,
                    game.hand(seat)
                );
                let known = &view.knowledge.corpses[seat.index()];
                assert!(
                    sub_multiset(known, game.corpse(seat)),
                    "{} believes {seat}'s corpse holds {known:?}, but it holds {:?}",
                    view.me,
                    game.corpse(seat)
                );
            }
            for seat in Seat::all(game.seat_count()) {
                let public = &view.public.hands[seat.index()];
                assert!(
                    sub_multiset(public, game.hand(seat)),
                    "everyone believes {seat} holds {public:?}, but it holds {:?}",
                    game.hand(seat)
                );
                assert!(
                    seat == view.me || sub_multiset(public, &view.knowledge.hands[seat.index()]),
                    "{} knows less of {seat} ({:?}) than everyone does ({public:?})",
                    view.me,
                    view.knowledge.hands[seat.index()]
                );
                let public = &view.public.corpses[seat.index()];
                assert!(sub_multiset(public, game.corpse(seat)));
            }
            if let Some(holder) = view.lantern_holder {
                assert!(game.hand(holder).contains(&LANTERN));
            }
            if let Some(traitor) = view.traitor {
                assert!(game.hand(traitor).contains(&TRAITOR));
            }
        }
    });
}

#[test]
fn hand_sizes_stay_fixed_the_traitor_card_never_moves_and_the_traitor_never_dies() {
    random_games(400, |game, _| {
        let seats = game.seat_count();
        let wizard = game.view(s(0)).wizard;
        let traitor = Seat::all(seats)
            .find(|&x| game.role(x) == Some("Traitor"))
            .unwrap();
        assert!(game.is_alive(traitor));
        assert!(game.hand(traitor).contains(&TRAITOR));
        assert!(
            game.is_alive(game.grue()),
            "the Grue only dies when the game ends"
        );
        assert_eq!(game.hand(game.grue()), [GRUE]);
        let investigating = matches!(
            game.view(s(0)).phase,
            PhaseView::InvestigateReturn { .. } | PhaseView::OwnInvestigateReturn { .. }
        );
        for seat in Seat::all(seats) {
            let size = game.hand(seat).len();
            let expected = if !game.is_alive(seat) {
                0
            } else if seat == game.grue() || Some(seat) == wizard {
                1
            } else {
                2
            };
            let extra = usize::from(investigating && seat == game.current());
            assert_eq!(size, expected + extra, "{seat} holds {:?}", game.hand(seat));
            assert!(!game.corpse(seat).contains(&TRAITOR));
            if game.is_alive(seat) {
                assert!(game.corpse(seat).is_empty());
            }
        }
    });
}

#[test]
fn a_revealed_lantern_held_by_the_living_is_always_public() {
    random_games(400, |game, _| {
        let view = game.view(game.grue());
        let holder = Seat::all(game.seat_count()).find(|&x| game.hand(x).contains(&LANTERN));
        if view.lantern_revealed {
            assert_eq!(view.lantern_holder, holder);
        } else {
            assert_eq!(view.lantern_holder, None);
        }
    });
}

#[test]
fn after_an_ordinary_trade_no_onlooker_knows_where_the_lantern_went_until_it_is_shown_again() {
    // The trade is face down, so it tells onlookers nothing about the Lantern, shown before or not.
    let mut checked = 0;
    random_games(300, |game, events| {
        for event in events {
            let GrueEvent::Traded { from, to, .. } = *event else {
                continue;
            };
            let lantern_with_traders = [from, to].iter().any(|t| game.hand(*t).contains(&LANTERN));
            for view in views(game)
                .into_iter()
                .filter(|v| v.me != from && v.me != to)
            {
                for trader in [from, to] {
                    assert!(!view.knowledge.hands[trader.index()].contains(&LANTERN));
                }
                if lantern_with_traders {
                    checked += 1;
                    assert_eq!(view.lantern_holder, None, "{} saw it", view.me);
                }
                let line = GrueGame::narrate(event, Some(view.me)).unwrap_or_default();
                assert!(!line.contains("Lantern"), "{} reads: {line}", view.me);
            }
        }
    });
    assert!(checked > 100, "{checked}");
}

#[test]
fn random_play_reaches_every_ending_and_every_kind_of_action() {
    let mut endings = std::collections::HashSet::new();
    let mut kinds = std::collections::HashSet::new();
    random_games(600, |game, events| {
        for event in events {
            let kind = match event {
                GrueEvent::Defended {
                    defense: Defense::WizardCard,
                    wizard_card: Some(D),
                    ..
                } => "fireball",
                GrueEvent::Defended {
                    defense: Defense::WizardCard,
                    ..
                } => "wizard fumbles",
                GrueEvent::Defended { defense, .. } => match defense {
                    Defense::Lantern => "lantern",
                    Defense::Shield => "shield",
                    Defense::ShieldAndSword => "slain",
                    Defense::Traitor => "traitor",
                    _ => "nothing",
                },
                GrueEvent::Traded { .. } => "trade",
                GrueEvent::Declined { .. } => "decline",
                GrueEvent::Returned { .. } => "investigate",
                GrueEvent::ForcedReturn { .. } => "forced trade",
                GrueEvent::Spoke { .. } => "speak",
                GrueEvent::LanternRevealed { .. } => "reveal",
                _ => continue,
            };
            kinds.insert(kind);
        }
        if let Some(outcome) = game.outcome() {
            let PhaseView::Over { winner } = game.view(game.grue()).phase else {
                panic!("an outcome outside the Over phase: {outcome:?}");
            };
            endings.insert(winner);
        }
    });
    assert_eq!(
        endings.len(),
        3,
        "the Grue's side wins, the adventurers win, and a draw: {endings:?}"
    );
    assert_eq!(kinds.len(), 13, "kinds seen: {kinds:?}");
}

#[test]
fn the_log_reads_as_english_for_every_viewer() {
    // The viewer reads "You pass", everyone else "Seat 2 passes"; never a verb that disagrees.
    let wrong = [
        "You is",
        "You has",
        "You passes",
        "You shows",
        "You raises",
        "You slides",
        "You searches",
        "You returns",
        "You hands",
        "You says",
        "You reveals",
        "You casts",
        "You fumbles",
        "You slays",
        "You offers",
        "You gives",
        "You trades",
        "You draws",
        "You takes",
        "You offers",
        "you, who",
        "1 cards",
        // Seats count from 1 for players.
        "Seat 0",
        // An article doubled, or given to a name that carries its own.
        "the the ",
        "The the ",
        "the The ",
        "a a ",
        "a the ",
    ];
    let mut lines = 0;
    random_games(100, |game, events| {
        for event in events {
            for viewer in Seat::all(game.seat_count()).map(Some).chain([None]) {
                let Some(line) = GrueGame::narrate(event, viewer) else {
                    continue;
                };
                lines += 1;
                assert!(!line.trim().is_empty(), "{event:?}");
                for bad in wrong {
                    assert!(!line.contains(bad), "{viewer:?} reads: {line}");
                }
            }
        }
    });
    assert!(lines > 10_000);
}

#[test]
fn determinized_states_agree_with_everything_the_viewer_knows() {
    let mut draws = 0u64;
    random_games(100, |game, _| {
        for view in views(game) {
            draws += 1;
            let mut rng = GameRng::seeded(draws);
            let sample = GrueGame::determinize(&view, &mut rng);
            let me = view.me;
            assert_eq!(sample.hand(me), view.hand.as_slice());
            for seat in Seat::all(game.seat_count()) {
                let i = seat.index();
                assert!(
                    sub_multiset(&view.knowledge.hands[i], sample.hand(seat)),
                    "{me} knows {seat} holds {:?}; the sample gives it {:?}",
                    view.knowledge.hands[i],
                    sample.hand(seat)
                );
                assert!(
                    sub_multiset(&view.knowledge.corpses[i], sample.corpse(seat)),
                    "{me} knows {seat}'s corpse holds {:?}; the sample gives it {:?}",
                    view.knowledge.corpses[i],
                    sample.corpse(seat)
                );
                if !view.alive[i] && !view.disturbed[i] && view.wizard != Some(seat) {
                    assert!(
                        sample.corpse(seat).iter().all(|c| [D, SWORD].contains(c)),
                        "{seat} died showing nothing, yet its sampled corpse is {:?} \
                         (truly {:?}; viewer {me}, whose view is {view:?})",
                        sample.corpse(seat),
                        game.corpse(seat),
                    );
                }
            }
            let traitor = Seat::all(game.seat_count())
                .find(|&x| sample.hand(x).contains(&TRAITOR))
                .expect("the sample deals the Traitor to a hand");
            assert_eq!(sample.role(traitor), Some("Traitor"));
            assert!(sample.is_alive(traitor));
            assert_ne!(Some(traitor), view.wizard, "the Wizard was dealt no item");
            if let Some(t) = view.traitor {
                assert_eq!(traitor, t);
            }
            if let Some(holder) = view.lantern_holder {
                assert!(sample.hand(holder).contains(&LANTERN));
            }
            for other in Seat::all(game.seat_count()).filter(|&x| x != me) {
                assert_eq!(
                    sample.view(other).public,
                    view.public,
                    "the sample keeps the public record"
                );
            }
        }
    });
}

#[test]
fn determinized_opponents_remember_what_everyone_saw() {
    // Seat 2 shows its Shield against an attack; then seat 3 decides from its view. In every
    // sample of seat 3's view, the other seats (the Grue among them) still know seat 2 holds
    // the Shield, as they do at the real table.
    let mut game = five();
    attack(&mut game, s(2));
    play(&mut game, GrueAction::Defend(Defense::Shield));
    advance_to(&mut game, s(3));
    let view = game.view(s(3));
    assert!(view.public.hands[2].contains(&SHIELD));
    for seed in 0..50 {
        let sample = GrueGame::determinize(&view, &mut GameRng::seeded(seed));
        for other in [0, 1, 2, 4] {
            assert!(
                sample.view(s(other)).knowledge.hands[2].contains(&SHIELD),
                "seat {other} forgot the Shield it saw (sample {seed})"
            );
        }
    }
}

#[test]
fn heuristic_games_end_quickly_and_draw_only_when_nobody_can_be_eaten() {
    // No clock ends the game: a heuristic game that neither side wins ends by repetition, and
    // only where nobody can make progress: every living seat but the Grue holds a card that
    // saves it (Lantern, Shield, Traitor, the Wizard's Darkness), and the Grue does not throw
    // itself on the Shield and Sword.
    use duskdeck::Playbook;
    for seats in 4..=6u8 {
        for seed in 0..200 {
            let mut game = GrueGame::new(&settings(seats), 77_000 + seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            let mut plies = 0;
            loop {
                let legal = game.legal_actions();
                let action = match game.turn() {
                    Turn::Over => break,
                    Turn::Chance => legal[rng.below(legal.len())],
                    Turn::Seat(seat) => GrueGame::heuristic(&game.view(seat), &legal, &mut rng),
                };
                game.apply(&action).unwrap();
                plies += 1;
            }
            assert!(plies < 300, "{seats} seats, seed {seed}: {plies} plies");
            if game.outcome().unwrap().results[0] != SeatResult::Draw {
                continue;
            }
            assert_eq!(game.view(s(0)).draw, Some(Draw::Repetition));
            for seat in Seat::all(usize::from(seats)) {
                if seat == game.grue() || !game.is_alive(seat) {
                    continue;
                }
                let hand = game.hand(seat);
                let wizard = hand.len() == 1;
                let safe = if wizard {
                    hand == [D]
                } else {
                    [LANTERN, SHIELD, TRAITOR].iter().any(|c| hand.contains(c))
                };
                assert!(
                    safe,
                    "{seats} seats, seed {seed}: a draw while {seat} could still be eaten ({hand:?})"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Revealing the Lantern at any time, and the end of the game
// ---------------------------------------------------------------------------------------------

/// Plays every decision that is not a turn's own (the question between turns whether anyone
/// reveals the Lantern), never revealing, until a turn starts or the game ends.
fn to_next_turn(game: &mut GrueGame) {
    for _ in 0..20 {
        let phase = game.view(game.grue()).phase;
        if matches!(phase, PhaseView::Turn | PhaseView::Over { .. }) {
            return;
        }
        let legal = game.legal_actions();
        let keep = *legal
            .iter()
            .find(|a| **a != GrueAction::RevealLantern)
            .unwrap_or_else(|| panic!("nothing but revealing in {phase:?}: {legal:?}"));
        play(game, keep);
    }
    panic!("no turn started");
}

/// Plays on with hands that keep changing, so no position comes round a third time: the Grue
/// waits and every other seat makes the trade (or pass) that leads to the position it has seen
/// least. Stops when the game ends or when the Grue is about to begin turn `until + 1`; returns
/// how many turns the Grue began.
fn keep_changing_hands(game: &mut GrueGame, until: u16, events: &mut Vec<GrueEvent>) -> u16 {
    let mut seen: std::collections::HashMap<(Vec<Vec<Card>>, Seat), u32> = Default::default();
    let seats = game.seat_count();
    let key = |g: &GrueGame| {
        let hands = Seat::all(seats).map(|x| g.hand(x).to_vec()).collect();
        (hands, g.current())
    };
    let mut grue_turns = 0;
    loop {
        to_next_turn(game);
        if game.outcome().is_some() {
            return grue_turns;
        }
        let times = seen.entry(key(game)).or_default();
        *times += 1;
        assert!(*times <= 2, "the test itself repeated a position");
        if game.current() == game.grue() {
            if grue_turns == until {
                return grue_turns;
            }
            grue_turns += 1;
            assert_eq!(game.view(s(1)).grue_turns, grue_turns);
            events.extend(play(game, GrueAction::Wait));
            continue;
        }
        let mut best: Option<(u32, Vec<GrueAction>)> = None;
        for offer in game.legal_actions() {
            let answers = match offer {
                GrueAction::Pass => vec![None],
                GrueAction::Offer { .. } => {
                    let mut offered = game.clone();
                    play(&mut offered, offer);
                    offered
                        .legal_actions()
                        .into_iter()
                        .filter(|a| matches!(a, GrueAction::Accept { .. }))
                        .map(Some)
                        .collect()
                }
                _ => continue,
            };
            for answer in answers {
                let mut after = game.clone();
                play(&mut after, offer);
                let mut line = vec![offer];
                if let Some(answer) = answer {
                    play(&mut after, answer);
                    line.push(answer);
                }
                to_next_turn(&mut after);
                let times = seen.get(&key(&after)).copied().unwrap_or(0);
                if best.as_ref().is_none_or(|(t, _)| times < *t) {
                    best = Some((times, line));
                }
            }
        }
        for action in best.expect("some move").1 {
            events.extend(play(game, action));
        }
    }
}

#[test]
fn the_lantern_may_be_revealed_at_any_time_not_only_on_its_holders_turn() {
    // Before the first turn: seat 1 plays first, the others are asked.
    let mut game = GrueGame::from_deal(vec![
        vec![GRUE],
        vec![D, SWORD],
        vec![D, SHIELD],
        vec![D, LANTERN],
        vec![D, TRAITOR],
    ])
    .unwrap();
    assert_eq!(game.turn(), Turn::Seat(s(2)));
    play(&mut game, GrueAction::KeepDark);
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    play(&mut game, GrueAction::RevealLantern);
    assert!(is_turn_of(&game, s(1)), "a reveal closes the question");
    assert!(views(&game).iter().all(|v| v.lantern_holder == Some(s(3))));

    // Offered a trade, the Lantern's holder may reveal it before answering.
    let mut game = five();
    play(&mut game, GrueAction::Offer { card: D, to: s(3) });
    assert!(
        game.legal_actions().contains(&GrueAction::RevealLantern),
        "the target of an offer may reveal the Lantern first: {:?}",
        game.legal_actions()
    );
    let events = play(&mut game, GrueAction::RevealLantern);
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert_eq!(game.turn(), Turn::Seat(s(3)), "revealing is not an answer");
    assert!(!game.legal_actions().contains(&GrueAction::RevealLantern));
    play(&mut game, GrueAction::Decline);

    // Between two turns every living seat but the Grue and the seat about to play (which may
    // reveal on its own turn) is asked in turn, clockwise from the seat about to play. The same
    // seats are asked wherever the Lantern is, so the question gives nothing away.
    let asked_between_turns = |game: &mut GrueGame| {
        let mut asked = Vec::new();
        while game.view(game.grue()).phase != PhaseView::Turn {
            let Turn::Seat(seat) = game.turn() else {
                panic!("a seat is asked")
            };
            let legal = game.legal_actions();
            let holds = game.hand(seat).contains(&LANTERN);
            assert_eq!(
                legal.contains(&GrueAction::RevealLantern),
                holds,
                "{legal:?}"
            );
            assert_eq!(legal.len(), if holds { 2 } else { 1 }, "{legal:?}");
            asked.push(seat);
            let keep = *legal
                .iter()
                .find(|a| **a != GrueAction::RevealLantern)
                .unwrap();
            play(game, keep);
        }
        asked
    };
    let mut game = five();
    play(&mut game, GrueAction::Pass);
    assert_eq!(asked_between_turns(&mut game), [s(3), s(4), s(1)]);
    assert!(is_turn_of(&game, s(2)));
    let mut elsewhere = deal(&[
        &[GRUE],
        &[D, LANTERN],
        &[D, SHIELD],
        &[D, SWORD],
        &[D, TRAITOR],
    ]);
    play(&mut elsewhere, GrueAction::Pass);
    assert_eq!(asked_between_turns(&mut elsewhere), [s(3), s(4), s(1)]);

    // Before the Grue's turn the holder reveals, out of turn: everyone sees it before the Grue
    // chooses its prey.
    let mut game = five();
    advance_to(&mut game, s(4));
    play(&mut game, GrueAction::Pass);
    for seat in [s(1), s(2)] {
        assert_eq!(game.turn(), Turn::Seat(seat));
        let legal = game.legal_actions();
        play(&mut game, legal[0]);
    }
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    let events = play(&mut game, GrueAction::RevealLantern);
    assert!(events.contains(&GrueEvent::LanternRevealed { by: s(3) }));
    assert!(is_turn_of(&game, s(0)), "a reveal closes the question");
    assert!(views(&game).iter().all(|v| v.lantern_holder == Some(s(3))));
}

#[test]
fn play_continues_until_a_side_wins_and_a_third_repetition_is_a_draw() {
    // Hands keep changing: no position comes round a third time, so the game goes on well past
    // the Grue's 40th turn (the old dawn).
    let mut game = five();
    let grue_turns = keep_changing_hands(&mut game, 60, &mut Vec::new());
    assert_eq!(grue_turns, 60);
    assert_eq!(game.outcome(), None);

    // Nobody moves: the same position comes round. The third time, the game is a draw.
    let mut game = five();
    let mut all_events = Vec::new();
    for round in 1..=2 {
        for seat in [1, 2, 3, 4, 0] {
            to_next_turn(&mut game);
            assert_eq!(game.outcome(), None, "round {round}, seat {seat}");
            assert!(is_turn_of(&game, s(seat)));
            let filler = if seat == 0 {
                GrueAction::Wait
            } else {
                GrueAction::Pass
            };
            all_events.extend(play(&mut game, filler));
        }
    }
    // Seat 1's turn is next: once nobody reveals the Lantern, its position has come round a
    // third time.
    while game.view(s(0)).phase != (PhaseView::Over { winner: None }) {
        assert!(!is_turn_of(&game, s(1)), "seat 1's third turn never began");
        all_events.extend(play(&mut game, GrueAction::KeepDark));
    }
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(all_events.last(), Some(&GrueEvent::Repetition));
    assert_eq!(results(&game), vec![SeatResult::Draw; 5]);
    assert_eq!(game.outcome().unwrap().scores, vec![0.5; 5]);
    for view in views(&game) {
        assert_eq!(view.phase, PhaseView::Over { winner: None });
        assert_eq!(view.draw, Some(Draw::Repetition));
    }
    let line = GrueGame::narrate(&GrueEvent::Repetition, None).unwrap();
    assert!(line.contains("third time"), "{line}");
}

#[test]
fn the_end_names_the_traitor_to_everyone_and_not_a_moment_before() {
    let mut ended = 0;
    random_games(60, |game, _| {
        let over = game.outcome().is_some();
        ended += usize::from(over);
        let traitor = Seat::all(game.seat_count())
            .find(|&s| game.role(s) == Some("Traitor"))
            .unwrap();
        for view in views(game) {
            let known = over || view.me == traitor || view.traitor_unmasked;
            assert_eq!(
                view.traitor,
                known.then_some(traitor),
                "{} at {:?}",
                view.me,
                view.phase
            );
            if over {
                // A state sampled from the finished view keeps the Traitor where the end showed it.
                let sample =
                    GrueGame::determinize(&view, &mut GameRng::seeded(u64::from(view.me.0)));
                assert_eq!(sample.view(view.me), view);
            }
        }
    });
    assert!(ended > 100, "{ended}");
}

#[test]
fn the_slayer_is_the_seat_seen_with_shield_and_sword_once_the_adventurers_win() {
    random_games(60, |game, events| {
        let slain_by = events.iter().find_map(|e| match e {
            GrueEvent::GrueSlain { by } => Some(*by),
            _ => None,
        });
        for view in views(game) {
            assert_eq!(view.slayer(), slain_by, "{:?}", view.phase);
        }
    });
}
