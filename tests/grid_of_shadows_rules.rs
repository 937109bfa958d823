//! Grid of Shadows: one test per rule of the rulebook (`shared/rules/grid-of-shadows.txt`), per
//! ability and timing, per extended card in each of its three situations, and per choice listed in
//! the game's `rules.md` (the module docs of `duskdeck::games::grid_of_shadows`).
//!
//! Positions are set up exactly with `GridOfShadowsGame::from_layout` and driven with `apply`.
//!
//! Run with `cargo test --release --no-default-features --test grid_of_shadows_rules`.

use duskdeck::engine::{Game, GameRng, Seat, SeatResult, Settings, Turn};
use duskdeck::games::grid_of_shadows::{
    Card, Claim, Colour, Decision, GridAction as A, GridCardView, GridEvent as E,
    GridOfShadowsGame, Guess, Phase, Secret, StackCardView,
};

const B: Colour = Colour::Blue;
const Y: Colour = Colour::Yellow;

fn n(number: u8, colour: Colour) -> Card {
    Card::num(number, colour)
}

fn s(i: u8) -> Seat {
    Seat(i)
}

fn claim(number: u8, colour: Colour) -> Claim {
    Claim::Number { number, colour }
}

/// Face-up: slot 0 Blue 5, 1 Yellow 3, 2 Blue 9, 3 Blue 10, 4 Yellow 1, 5 Blue 2;
/// face-down: 6 Yellow 6, 7 Yellow 7, 8 Yellow 8.
fn standard_grid() -> Vec<(Card, bool)> {
    vec![
        (n(5, B), true),
        (n(3, Y), true),
        (n(9, B), true),
        (n(10, B), true),
        (n(1, Y), true),
        (n(2, B), true),
        (n(6, Y), false),
        (n(7, Y), false),
        (n(8, Y), false),
    ]
}

fn filler(count: usize) -> Vec<Card> {
    (0..count).map(|i| n(1 + (i % 4) as u8, B)).collect()
}

fn layout(
    seats: u8,
    extended: bool,
    hands: Vec<Vec<Card>>,
    grid: Vec<(Card, bool)>,
    draw: Vec<Card>,
) -> GridOfShadowsGame {
    let settings = Settings::new(seats, if extended { "extended" } else { "" });
    GridOfShadowsGame::from_layout(
        &settings,
        hands,
        grid,
        vec![n(4, Y), n(2, Y)],
        draw,
        s(0),
        false,
    )
}

/// Three seats, base rules, the standard grid and a long draw pile.
fn three(hands: Vec<Vec<Card>>) -> GridOfShadowsGame {
    layout(3, false, hands, standard_grid(), filler(30))
}

fn act(g: &mut GridOfShadowsGame, a: A) -> Vec<E> {
    g.apply(&a).unwrap_or_else(|e| {
        panic!(
            "{a:?} refused ({e:?}); phase {:?}; legal {:?}",
            g.phase(),
            g.legal_actions()
        )
    })
}

/// Lays `cards` on `slot` and declares `claim`.
fn play(g: &mut GridOfShadowsGame, slot: u8, cards: &[Card], claim: Claim) -> Vec<E> {
    let mut events = Vec::new();
    for &card in cards {
        events.extend(act(g, A::Lay { slot, card }));
    }
    events.extend(act(g, A::Declare(claim)));
    events
}

/// Everyone asked lets it pass.
fn let_pass(g: &mut GridOfShadowsGame) -> Vec<E> {
    let mut events = Vec::new();
    while matches!(g.phase(), Phase::Window { .. }) {
        events.extend(act(g, A::LetPass));
    }
    events
}

/// Everyone in the sequence passes until it ends.
fn all_pass(g: &mut GridOfShadowsGame) -> Vec<E> {
    let mut events = Vec::new();
    while matches!(g.phase(), Phase::Sequence { .. }) {
        events.extend(act(g, A::Pass));
    }
    events
}

fn seat_to_act(g: &GridOfShadowsGame) -> Seat {
    match g.turn() {
        Turn::Seat(seat) => seat,
        other => panic!("nobody to act: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Setup and the turn
// ---------------------------------------------------------------------------------------------

#[test]
fn setup_deals_seven_each_a_nine_card_grid_and_two_set_aside() {
    for (variant, deck) in [("", 80), ("extended", 96)] {
        let g = GridOfShadowsGame::new(&Settings::new(4, variant), 7).unwrap();
        for seat in 0..4 {
            assert_eq!(g.hand(s(seat)).len(), 7);
        }
        assert_eq!(g.grid().len(), 9);
        assert_eq!(g.set_aside().len(), 2);
        assert_eq!(g.draw_pile().len(), deck - 28 - 9 - 2);
        assert_eq!(g.cards().len(), deck);
    }
}

#[test]
fn the_starting_player_flips_two_grid_cards_for_free_then_plays_or_flips() {
    let mut g = GridOfShadowsGame::new(&Settings::new(4, ""), 3).unwrap();
    let starter = seat_to_act(&g);
    let draw = g.draw_pile().len();
    assert!(matches!(g.phase(), Phase::FreeFlips { left: 2, .. }));
    let first = g.legal_actions()[0].clone();
    act(&mut g, first);
    let second = g.legal_actions()[0].clone();
    act(&mut g, second);
    assert!(matches!(g.phase(), Phase::Main { seat, flipped: false } if *seat == starter));
    assert_eq!(g.draw_pile().len(), draw, "free flips draw nothing");
    let up = g
        .grid()
        .iter()
        .filter(|s| s.card.is_some_and(|c| c.face_up))
        .count();
    assert_eq!(up, 2);
}

#[test]
fn choice_the_starting_player_comes_from_the_seed() {
    let starters: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| {
            let g = GridOfShadowsGame::new(&Settings::new(4, ""), seed).unwrap();
            g.turn_owner().0
        })
        .collect();
    assert!(starters.len() > 1, "always the same starter: {starters:?}");
}

#[test]
fn a_turn_must_play_or_flip_there_is_no_plain_pass() {
    let g = three(vec![vec![n(5, B)], vec![n(1, B)], vec![n(1, Y)]]);
    let legal = g.legal_actions();
    assert!(legal.iter().any(|a| matches!(a, A::Lay { .. })));
    assert!(legal.iter().any(|a| matches!(a, A::Flip(_))));
    assert!(!legal.contains(&A::EndTurn));
    assert!(!legal.contains(&A::Pass));
}

#[test]
fn flipping_turns_a_card_up_draws_one_then_the_player_may_play_or_end() {
    let mut g = three(vec![vec![n(5, B)], vec![n(1, B)], vec![n(1, Y)]]);
    let events = act(&mut g, A::Flip(6));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Flipped { slot: 6, card, .. } if *card == n(6, Y)))
    );
    assert_eq!(g.hand(s(0)).len(), 2);
    assert!(g.legal_actions().contains(&A::EndTurn));
    assert!(g.legal_actions().contains(&A::Lay {
        slot: 6,
        card: n(5, B)
    }));
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, A::Flip(_))),
        "one flip a turn"
    );
    act(&mut g, A::EndTurn);
    assert_eq!(g.turn_owner(), s(1));
}

#[test]
fn a_play_declares_the_grid_cards_number_in_either_colour() {
    let mut g = three(vec![vec![n(7, B)], vec![n(1, B)], vec![n(1, Y)]]);
    act(
        &mut g,
        A::Lay {
            slot: 0,
            card: n(7, B),
        },
    );
    let declarations: Vec<A> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, A::Declare(_)))
        .collect();
    assert_eq!(
        declarations,
        vec![A::Declare(claim(5, B)), A::Declare(claim(5, Y))]
    );
    assert!(
        g.apply(&A::Declare(claim(7, B))).is_err(),
        "the number is the grid card's"
    );
}

#[test]
fn the_truthful_declaration_is_offered_first_when_the_cards_allow_it() {
    let mut g = three(vec![vec![n(5, Y), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    act(
        &mut g,
        A::Lay {
            slot: 0,
            card: n(5, Y),
        },
    );
    let first = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, A::Declare(_)));
    assert_eq!(first, Some(A::Declare(claim(5, Y))));
}

#[test]
fn a_play_holds_one_or_more_cards_from_the_hand_with_no_upper_limit() {
    // Only four copies of a card exist, so six cards claiming Blue 5 are a bluff: the player's risk.
    let hand = vec![
        n(5, B),
        n(5, B),
        n(5, B),
        n(5, B),
        n(6, B),
        n(7, Y),
        n(1, B),
    ];
    let mut g = three(vec![hand, vec![n(1, B)], vec![n(1, Y)]]);
    let six = [n(5, B), n(5, B), n(5, B), n(5, B), n(6, B), n(7, Y)];
    play(&mut g, 0, &six, claim(5, B));
    assert_eq!(g.grid()[0].stack.len(), 6);
    assert_eq!(g.hand(s(0)), &[n(1, B)]);
    let events = act(&mut g, A::Lights); // seat 1 calls
    let revealed = events.iter().find_map(|e| match e {
        E::Revealed {
            cards, truthful, ..
        } => Some((cards.len(), *truthful)),
        _ => None,
    });
    assert_eq!(revealed, Some((6, false)), "all six are turned over");
    assert_eq!(
        g.hand(s(0)).len(),
        1 + 1 + 6 + 1,
        "the grid card, the six and a penalty"
    );
    // Adding to a sequence has no limit either: a whole hand of five goes on at once.
    let mut g = three(vec![
        vec![n(5, B), n(1, B)],
        vec![n(2, B), n(3, B), n(4, Y), n(8, Y), n(9, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(
        &mut g,
        0,
        &[n(2, B), n(3, B), n(4, Y), n(8, Y), n(9, B)],
        claim(5, B),
    );
    assert_eq!(g.grid()[0].stack.len(), 6);
    assert_eq!(g.hand(s(1)), &[n(1, B)]);
}

#[test]
fn the_lights_window_asks_each_other_seat_once_in_order() {
    let mut g = layout(
        4,
        false,
        vec![
            vec![n(5, B), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
            vec![n(2, Y)],
        ],
        standard_grid(),
        filler(30),
    );
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let mut asked = Vec::new();
    while let Phase::Window { .. } = g.phase() {
        asked.push(seat_to_act(&g));
        assert_eq!(g.legal_actions(), vec![A::Lights, A::LetPass]);
        act(&mut g, A::LetPass);
    }
    assert_eq!(asked, vec![s(1), s(2), s(3)]);
    assert!(matches!(g.phase(), Phase::Sequence { seat } if *seat == s(1)));
}

#[test]
fn the_sequence_goes_round_and_others_play_on_top_claiming_the_same() {
    let mut g = three(vec![
        vec![n(5, B), n(1, B)],
        vec![n(5, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    act(
        &mut g,
        A::Lay {
            slot: 0,
            card: n(5, B),
        },
    );
    let declarations: Vec<A> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, A::Declare(_)))
        .collect();
    assert_eq!(
        declarations,
        vec![A::Declare(claim(5, B))],
        "the sequence claim is fixed"
    );
    act(&mut g, A::Declare(claim(5, B)));
    let_pass(&mut g);
    assert_eq!(g.grid()[0].stack.len(), 2);
    assert!(matches!(g.phase(), Phase::Sequence { seat } if *seat == s(2)));
}

#[test]
fn any_player_may_call_lights_on_their_turn_in_the_sequence_after_letting_the_window_pass() {
    let mut g = layout(
        4,
        false,
        vec![
            vec![n(8, Y), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
            vec![n(2, Y)],
        ],
        standard_grid(),
        filler(30),
    );
    play(&mut g, 0, &[n(8, Y)], claim(5, B)); // seat 0 bluffs
    let_pass(&mut g); // seats 1, 2 and 3 let the window pass
    act(&mut g, A::Pass); // seat 1
    act(&mut g, A::Pass); // seat 2
    assert!(matches!(g.phase(), Phase::Sequence { seat } if *seat == s(3)));
    assert!(
        g.legal_actions().contains(&A::Lights),
        "seat 3 may play, pass or call on its turn"
    );
    let events = act(&mut g, A::Lights);
    assert!(events.iter().any(|e| matches!(
        e,
        E::Lights { caller, accused } if *caller == s(3) && *accused == s(0)
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        E::Revealed {
            truthful: false,
            ..
        }
    )));
    assert_eq!(
        g.hand(s(0)).len(),
        1 + 1 + 1 + 1,
        "the bluffer takes the grid card, the bluff and a penalty"
    );
    assert!(events.iter().any(|e| matches!(e, E::Refreshed)));
}

#[test]
fn the_last_player_cannot_call_lights_on_their_own_play() {
    let mut g = three(vec![
        vec![n(5, B), n(5, B), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    act(&mut g, A::Pass); // seat 1
    act(&mut g, A::Pass); // seat 2
    assert!(matches!(g.phase(), Phase::Sequence { seat } if *seat == s(0)));
    assert!(!g.legal_actions().contains(&A::Lights));
    assert!(g.apply(&A::Lights).is_err());
}

#[test]
fn choice_when_everyone_passes_the_last_player_may_add_more_and_their_pass_ends_it() {
    let mut g = three(vec![
        vec![n(5, B), n(5, B), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    act(&mut g, A::Pass); // seat 1
    act(&mut g, A::Pass); // seat 2
    assert!(matches!(g.phase(), Phase::Sequence { seat } if *seat == s(0)));
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    act(&mut g, A::Pass);
    act(&mut g, A::Pass);
    let events = act(&mut g, A::Pass); // seat 0 passes: the sequence ends
    assert!(events.iter().any(|e| matches!(e, E::SequenceEnds)));
}

#[test]
fn lights_on_a_bluff_the_bluffer_takes_the_grid_card_the_stack_and_a_penalty_and_no_ability_fires()
{
    let mut g = three(vec![vec![n(7, Y), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 2, &[n(7, Y)], claim(9, B)); // a Hunger bluff
    let events = act(&mut g, A::Lights); // seat 1 calls
    assert!(events.iter().any(|e| matches!(
        e,
        E::Revealed {
            truthful: false,
            ..
        }
    )));
    // Hand: 1 card left + grid card + the bluff card + penalty.
    assert_eq!(g.hand(s(0)).len(), 4);
    assert!(g.hand(s(0)).contains(&n(9, B)) && g.hand(s(0)).contains(&n(7, Y)));
    assert_eq!(g.hand(s(1)).len(), 1);
    assert!(!events.iter().any(|e| matches!(e, E::Ability { .. })));
}

#[test]
fn lights_on_a_truthful_play_the_caller_takes_it_all_and_the_ability_fires() {
    let mut g = three(vec![vec![n(9, B), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 2, &[n(9, B)], claim(9, B));
    let events = act(&mut g, A::Lights);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Revealed { truthful: true, .. }))
    );
    assert_eq!(g.hand(s(1)).len(), 1 + 2 + 1, "grid card, the 9, a penalty");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Ability { number: 9, seat } if *seat == s(0)))
    );
    assert_eq!(
        g.hand(s(0)).len(),
        1 + 2,
        "Hunger: two cards for the 9 played"
    );
}

#[test]
fn lights_reveals_only_the_last_players_consecutive_cards() {
    let mut g = three(vec![
        vec![n(8, Y), n(1, B)],
        vec![n(5, B), n(5, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(8, Y)], claim(5, B)); // seat 0 bluffs; nobody calls
    let_pass(&mut g);
    play(&mut g, 0, &[n(5, B), n(5, B)], claim(5, B)); // seat 1 is truthful
    act(&mut g, A::LetPass); // seat 2
    let events = act(&mut g, A::Lights); // seat 0 calls on seat 1
    let revealed = events
        .iter()
        .find_map(|e| match e {
            E::Revealed {
                cards, truthful, ..
            } => Some((cards.clone(), *truthful)),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        revealed,
        (vec![n(5, B), n(5, B)], true),
        "seat 0's earlier bluff stays hidden"
    );
}

#[test]
fn resolve_after_lights_refreshes_every_face_up_grid_card_and_the_next_player_flips_two_free() {
    let mut g = three(vec![vec![n(7, Y), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(7, Y)], claim(5, B));
    let events = act(&mut g, A::Lights);
    assert!(events.iter().any(|e| matches!(e, E::Refreshed)));
    assert!(g.grid().iter().all(|s| s.card.is_some_and(|c| !c.face_up)));
    assert!(
        matches!(g.phase(), Phase::FreeFlips { seat, left: 2, optional: true } if *seat == s(1))
    );
}

#[test]
fn resolve_without_lights_a_grid_card_with_three_cards_on_it_collapses() {
    let mut g = three(vec![
        vec![n(5, B), n(5, B), n(1, B)],
        vec![n(5, Y), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B), n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(5, Y)], claim(5, B)); // seat 1 bluffs on top, uncalled
    let_pass(&mut g);
    let events = all_pass(&mut g);
    assert!(events.iter().any(|e| matches!(e, E::Collapsed { slot: 0 })));
    assert!(g.grid()[0].stack.is_empty());
    assert!(
        g.grid()[0].card.is_some_and(|c| !c.face_up),
        "refilled face down"
    );
    assert_eq!(g.discard_pile().len(), 4);
}

#[test]
fn resolve_without_lights_fewer_than_three_cards_stay() {
    let mut g = three(vec![vec![n(5, B), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    all_pass(&mut g);
    assert_eq!(g.grid()[0].stack.len(), 1);
    assert!(g.grid()[0].card.is_some_and(|c| c.face_up));
}

// ---------------------------------------------------------------------------------------------
// Abilities and their timing
// ---------------------------------------------------------------------------------------------

/// Seat 0 plays `cards` on `slot` truthfully, nobody calls, everyone passes.
fn lone_play(g: &mut GridOfShadowsGame, slot: u8, cards: &[Card]) -> Vec<E> {
    let Card::Number { number, colour } = cards[0] else {
        panic!()
    };
    let mut events = play(g, slot, cards, claim(number, colour));
    events.extend(let_pass(g));
    events.extend(all_pass(g));
    events
}

#[test]
fn ability_1_whisper_last_played_draws_one_and_discards_one() {
    let mut g = layout(
        3,
        false,
        vec![vec![n(1, Y), n(9, Y)], vec![n(2, B)], vec![n(2, Y)]],
        standard_grid(),
        filler(30),
    );
    lone_play(&mut g, 4, &[n(1, Y)]);
    assert!(matches!(
        g.phase(),
        Phase::Decide {
            decision: Decision::WhisperDiscard,
            ..
        }
    ));
    assert_eq!(g.hand(s(0)).len(), 2);
    let events = act(&mut g, A::WhisperDiscard(n(9, Y)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Discarded { card, .. } if *card == n(9, Y)))
    );
    assert_eq!(g.hand(s(0)).len(), 1);
}

#[test]
fn ability_2_deceive_last_played_gives_a_card_to_another_player() {
    let mut g = three(vec![
        vec![n(2, B), n(9, Y), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 5, &[n(2, B)]);
    assert!(
        !g.legal_actions().contains(&A::Deceive {
            card: n(9, Y),
            to: s(0)
        }),
        "never oneself"
    );
    act(
        &mut g,
        A::Deceive {
            card: n(9, Y),
            to: s(2),
        },
    );
    assert!(g.hand(s(2)).contains(&n(9, Y)));
    assert_eq!(g.hand(s(0)), &[n(1, B)]);
}

#[test]
fn ability_3_smite_each_time_played_once_per_copy_in_order() {
    let mut g = three(vec![
        vec![n(3, Y), n(3, Y), n(1, B)],
        vec![n(3, Y), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 1, &[n(3, Y), n(3, Y)], claim(3, Y));
    let_pass(&mut g);
    play(&mut g, 1, &[n(3, Y)], claim(3, Y));
    let_pass(&mut g);
    all_pass(&mut g);
    let mut smiters = Vec::new();
    while let Phase::Decide {
        seat,
        decision: Decision::Smite,
    } = g.phase().clone()
    {
        smiters.push(seat);
        assert!(
            !g.legal_actions().contains(&A::Smite(seat)),
            "Smite aims at another player"
        );
        act(&mut g, A::Smite(s(2)));
    }
    assert_eq!(smiters, vec![s(0), s(0), s(1)]);
    assert_eq!(g.hand(s(2)).len(), 1 + 3);
}

#[test]
fn ability_4_blessing_first_played_flips_free_and_choice_the_optional_play_is_a_new_sequence() {
    let mut grid = standard_grid();
    grid[0] = (n(4, B), true);
    let mut g = layout(
        3,
        false,
        vec![
            vec![n(4, B), n(6, Y), n(1, B)],
            vec![n(4, B), n(1, B)],
            vec![n(1, Y)],
        ],
        grid,
        filler(30),
    );
    play(&mut g, 0, &[n(4, B)], claim(4, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(4, B)], claim(4, B)); // seat 1 joins: Blessing is still seat 0's
    let_pass(&mut g);
    all_pass(&mut g);
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Bless } if *seat == s(0))
    );
    act(&mut g, A::Bless(6));
    assert!(matches!(g.phase(), Phase::Bonus { seat, slot: 6 } if *seat == s(0)));
    assert!(g.legal_actions().contains(&A::Decline));
    play(&mut g, 6, &[n(6, Y)], claim(6, Y));
    assert!(
        matches!(g.phase(), Phase::Window { .. }),
        "a new sequence with its own window"
    );
    assert_eq!(g.ctx().unwrap().slot, 6);
    assert_eq!(g.ctx().unwrap().plays.len(), 1);
}

#[test]
fn ability_5_silence_first_played_skips_the_player_after_the_turns_player() {
    let mut g = three(vec![vec![n(5, B), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    let events = lone_play(&mut g, 0, &[n(5, B)]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Skipped { seat } if *seat == s(1)))
    );
    assert_eq!(g.turn_owner(), s(2));
}

#[test]
fn ability_6_shift_last_played_and_choice_the_replaced_card_is_discarded() {
    let mut grid = standard_grid();
    grid[0] = (n(6, B), true);
    let mut draw = filler(10);
    draw.extend([n(10, Y), n(8, B)]); // top two
    let mut g = layout(
        3,
        false,
        vec![vec![n(6, B), n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        draw,
    );
    lone_play(&mut g, 0, &[n(6, B)]);
    assert!(matches!(
        g.phase(),
        Phase::Decide {
            decision: Decision::Shift,
            ..
        }
    ));
    let view = g.view(s(0));
    assert_eq!(view.shift_drawn.mine(), &[n(8, B), n(10, Y)]);
    assert_eq!(g.view(s(1)).shift_drawn.len(), 2);
    assert!(
        g.view(s(1)).shift_drawn.mine().is_empty(),
        "others do not see Shift's draws"
    );
    act(
        &mut g,
        A::Shift {
            card: n(8, B),
            slot: 3,
        },
    );
    assert!(
        g.discard_pile().contains(&n(10, B)),
        "the replaced Blue 10 is discarded"
    );
    assert_eq!(g.grid()[3].card.unwrap().card, n(8, B));
    assert!(!g.grid()[3].card.unwrap().face_up);
    assert_eq!(g.draw_pile()[0], n(10, Y), "the other goes to the bottom");
    assert_eq!(
        g.view(s(0)).grid[3].card,
        Some(GridCardView::FaceDownKnown(n(8, B)))
    );
    assert_eq!(g.view(s(1)).grid[3].card, Some(GridCardView::FaceDown));
    assert_eq!(g.view(s(0)).draw_known, vec![(0, n(10, Y))]);
}

#[test]
fn ability_7_luck_last_played_clears_a_grid_card_and_places_one_from_the_hand() {
    let mut grid = standard_grid();
    grid[0] = (n(7, B), true);
    let mut g = layout(
        3,
        false,
        vec![
            vec![n(7, B), n(9, Y), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
        ],
        grid,
        filler(30),
    );
    lone_play(&mut g, 0, &[n(7, B)]);
    act(
        &mut g,
        A::Luck {
            slot: 0,
            card: n(9, Y),
        },
    );
    assert_eq!(g.grid()[0].card.unwrap().card, n(9, Y));
    assert!(g.grid()[0].stack.is_empty());
    assert!(g.discard_pile().contains(&n(7, B)));
    assert_eq!(g.hand(s(0)), &[n(1, B)]);
}

#[test]
fn ability_8_summon_first_played_adds_a_tenth_face_up_card_to_play_on() {
    let mut grid = standard_grid();
    grid[0] = (n(8, B), true);
    let mut draw = filler(10);
    draw.push(n(6, B));
    let mut g = layout(
        3,
        false,
        vec![
            vec![n(8, B), n(6, B), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
        ],
        grid,
        draw,
    );
    let events = lone_play(&mut g, 0, &[n(8, B)]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Summoned { slot: 9, .. }))
    );
    assert_eq!(g.grid().len(), 10);
    assert!(matches!(g.phase(), Phase::Bonus { seat, slot: 9 } if *seat == s(0)));
    act(&mut g, A::Decline);
    assert_eq!(g.turn_owner(), s(1));
}

#[test]
fn ability_9_hunger_each_time_played_draws_two_per_copy_for_its_player() {
    let mut g = three(vec![
        vec![n(9, B), n(9, B), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 2, &[n(9, B), n(9, B)]);
    assert_eq!(g.hand(s(0)).len(), 1 + 4);
    assert_eq!(g.hand(s(1)).len(), 1);
}

#[test]
fn ability_10_balance_each_time_played_everyone_draws_one_per_copy() {
    let mut g = three(vec![
        vec![n(10, B), n(10, B), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 3, &[n(10, B), n(10, B)]);
    assert_eq!(g.hand(s(0)).len(), 1 + 2);
    assert_eq!(g.hand(s(1)).len(), 1 + 2);
    assert_eq!(g.hand(s(2)).len(), 1 + 2);
}

#[test]
fn last_played_fires_once_for_the_last_player_only() {
    let mut g = three(vec![
        vec![n(2, B), n(2, B), n(1, B)],
        vec![n(2, B), n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 5, &[n(2, B), n(2, B)], claim(2, B));
    let_pass(&mut g);
    play(&mut g, 5, &[n(2, B)], claim(2, B));
    let_pass(&mut g);
    all_pass(&mut g);
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Deceive } if *seat == s(1))
    );
    act(
        &mut g,
        A::Deceive {
            card: n(9, Y),
            to: s(2),
        },
    );
    assert!(
        !matches!(g.phase(), Phase::Decide { .. }),
        "one Deceive only"
    );
}

#[test]
fn first_played_fires_once_for_the_first_player_only() {
    let mut g = three(vec![
        vec![n(5, B), n(5, B), n(1, B)],
        vec![n(5, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B), n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    let events = all_pass(&mut g);
    let fired: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            E::Ability { seat, number: 5 } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(fired, vec![s(0)]);
}

// ---------------------------------------------------------------------------------------------
// Going out and the final challenge
// ---------------------------------------------------------------------------------------------

#[test]
fn going_out_wins_once_the_last_cards_window_closes() {
    let mut g = three(vec![vec![n(5, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    assert!(
        g.outcome().is_none(),
        "the last card can still be challenged"
    );
    let events = let_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::WentOut { seat } if *seat == s(0)))
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.results[0], SeatResult::Win);
    assert_eq!(outcome.results[1], SeatResult::Loss);
}

#[test]
fn choice_a_last_card_caught_bluffing_does_not_win() {
    let mut g = three(vec![vec![n(8, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(8, B)], claim(5, B));
    act(&mut g, A::Lights);
    assert!(g.outcome().is_none());
    assert_eq!(g.hand(s(0)).len(), 3);
}

#[test]
fn a_truthful_last_card_wins_even_when_challenged() {
    let mut g = three(vec![vec![n(5, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    act(&mut g, A::Lights);
    assert_eq!(g.outcome().unwrap().results[0], SeatResult::Win);
}

#[test]
fn every_hand_is_shown_to_everyone_once_the_game_is_over_and_not_before() {
    // Ended by going out: the others' hands are counted for their places, so they are shown.
    let mut g = three(vec![vec![n(5, B)], vec![n(1, B), n(7, Y)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    for seat in [s(0), s(1), s(2)] {
        assert_eq!(
            g.view(seat).final_hands,
            None,
            "the last play can still fail"
        );
    }
    let_pass(&mut g);
    assert!(g.outcome().is_some());
    for seat in [s(0), s(1), s(2)] {
        assert_eq!(
            g.view(seat).final_hands,
            Some(vec![vec![], vec![n(1, B), n(7, Y)], vec![n(1, Y)]])
        );
    }
    // Ended by the final challenge: the lowest total wins, so every hand is counted face up.
    let mut g = nearly_dry(vec![
        vec![n(8, B), n(1, Y)],
        vec![n(10, Y)],
        vec![n(3, B), n(3, B)],
    ]);
    act(&mut g, A::Flip(6));
    act(&mut g, A::EndTurn);
    while g.outcome().is_none() {
        assert_eq!(g.view(s(1)).final_hands, None);
        let a = g.legal_actions()[0].clone();
        act(&mut g, a);
    }
    let hands: Vec<Vec<Card>> = [s(0), s(1), s(2)].map(|x| g.hand(x).to_vec()).into();
    assert_eq!(g.view(s(1)).final_hands, Some(hands));
}

/// A table whose draw pile has one card left.
fn nearly_dry(hands: Vec<Vec<Card>>) -> GridOfShadowsGame {
    layout(3, false, hands, standard_grid(), vec![n(2, Y)])
}

#[test]
fn choice_draws_from_an_empty_pile_are_skipped_and_the_final_challenge_starts_at_turn_end() {
    let mut g = nearly_dry(vec![vec![n(9, B), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    let events = lone_play(&mut g, 2, &[n(9, B)]); // Hunger wants 2, the pile has 1
    let drawn: usize = events
        .iter()
        .map(|e| match e {
            E::Drew { cards, .. } => cards.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(drawn, 1);
    assert!(events.iter().any(|e| matches!(e, E::FinalChallenge { .. })));
    assert!(g.is_final());
}

#[test]
fn final_challenge_adds_the_set_aside_cards_face_up_and_discards_face_up_cards_with_stacks() {
    let mut g = nearly_dry(vec![
        vec![n(9, B), n(5, B), n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    all_pass(&mut g); // Silence: no draw; the pile still has one card
    // Next turn (seat 2, seat 1 skipped) flips and empties the pile.
    assert_eq!(g.turn_owner(), s(2));
    act(&mut g, A::Flip(6));
    let events = act(&mut g, A::EndTurn);
    let set_aside = events
        .iter()
        .find_map(|e| match e {
            E::FinalChallenge { set_aside } => Some(set_aside.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(set_aside, vec![n(4, Y), n(2, Y)]);
    assert!(g.grid()[0].card.is_none(), "the Blue 5 had a card on it");
    assert_eq!(g.grid().len(), 11);
    assert!(
        g.grid()[9]
            .card
            .is_some_and(|c| c.face_up && c.card == n(4, Y))
    );
}

#[test]
fn final_challenge_plays_exact_matches_face_up_then_flips_and_must_play_when_able() {
    let mut g = nearly_dry(vec![
        vec![n(2, B), n(6, B), n(6, B)],
        vec![n(1, Y), n(1, Y), n(8, Y)],
        vec![n(7, B)],
    ]);
    act(&mut g, A::Flip(6));
    act(&mut g, A::EndTurn); // pile empty: final challenge; seat 1 first
    assert!(matches!(g.phase(), Phase::Final { seat, .. } if *seat == s(1)));
    let legal = g.legal_actions();
    // Seat 1 holds two Yellow 1: it must match slot 4 (Yellow 1), with one or both.
    assert_eq!(
        legal,
        vec![
            A::FinalPlay { slot: 4, count: 1 },
            A::FinalPlay { slot: 4, count: 2 }
        ]
    );
    act(&mut g, A::FinalPlay { slot: 4, count: 2 });
    assert!(matches!(g.phase(), Phase::FinalFlip { .. }));
    act(&mut g, A::FinalFlip(7)); // Yellow 7
    // Seat 2 holds Blue 7, not Yellow 7: no exact match.
    assert_eq!(g.legal_actions(), vec![A::FinalPass]);
}

#[test]
fn final_challenge_ends_after_a_round_of_passes_and_the_lowest_total_wins() {
    let mut g = nearly_dry(vec![
        vec![n(8, B), n(1, Y)],
        vec![n(10, Y)],
        vec![n(3, B), n(3, B)],
    ]);
    act(&mut g, A::Flip(6));
    act(&mut g, A::EndTurn);
    while g.outcome().is_none() {
        let a = g.legal_actions()[0].clone();
        act(&mut g, a);
    }
    let outcome = g.outcome().unwrap();
    // Seat 0 drew the last card (Yellow 2) and matched the face-up Yellow 1 and the set-aside
    // Yellow 2 with them: 8 left, against 10 and 6.
    assert_eq!(outcome.scores, vec![8.0, 10.0, 6.0]);
    assert_eq!(
        outcome.results,
        vec![SeatResult::Loss, SeatResult::Loss, SeatResult::Win]
    );
}

#[test]
fn choice_ties_for_the_lowest_total_share_the_win_and_extended_cards_count_ten() {
    let settings = Settings::new(2, "extended");
    let mut g = GridOfShadowsGame::from_layout(
        &settings,
        vec![vec![Card::Wrath], vec![n(4, B), n(6, B)]],
        standard_grid(),
        vec![n(9, Y), n(9, Y)],
        vec![],
        s(0),
        false,
    );
    // The pile is empty at the start: straight into the final challenge.
    assert!(g.is_final());
    while g.outcome().is_none() {
        let a = g.legal_actions()[0].clone();
        act(&mut g, a);
    }
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![10.0, 10.0]);
    assert_eq!(outcome.results, vec![SeatResult::Win, SeatResult::Win]);
}

#[test]
fn going_out_in_the_final_challenge_wins_at_once() {
    let settings = Settings::new(2, "");
    let mut g = GridOfShadowsGame::from_layout(
        &settings,
        vec![vec![n(5, B)], vec![n(1, B)]],
        standard_grid(),
        vec![n(9, Y), n(9, Y)],
        vec![],
        s(0),
        false,
    );
    act(&mut g, A::FinalPlay { slot: 0, count: 1 });
    assert_eq!(g.outcome().unwrap().results[0], SeatResult::Win);
}

// ---------------------------------------------------------------------------------------------
// Extended cards
// ---------------------------------------------------------------------------------------------

fn ext(hands: Vec<Vec<Card>>) -> GridOfShadowsGame {
    layout(3, true, hands, standard_grid(), filler(30))
}

#[test]
fn wrath_played_ends_the_sequence_ignores_the_number_and_makes_a_target_draw_two() {
    let mut g = ext(vec![
        vec![n(9, B), n(1, B)],
        vec![Card::Wrath, n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 2, &[n(9, B)], claim(9, B));
    let_pass(&mut g);
    play(&mut g, 2, &[Card::Wrath], Claim::Wrath);
    let events = let_pass(&mut g);
    assert!(events.iter().any(|e| matches!(e, E::SequenceEnds)));
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::WrathTarget } if *seat == s(1))
    );
    let mut events = act(&mut g, A::WrathTarget(s(2)));
    // Seat 2 may Reflect, when the effect comes and once more at the end: it takes it.
    while matches!(
        g.phase(),
        Phase::Decide {
            decision: Decision::Reflect,
            ..
        }
    ) {
        events.extend(act(&mut g, A::Accept));
    }
    assert_eq!(g.hand(s(2)).len(), 3);
    assert_eq!(g.hand(s(0)).len(), 1, "Hunger is ignored");
    assert!(!events.iter().any(|e| matches!(e, E::Ability { .. })));
    assert!(
        g.grid()[2].stack.is_empty() && g.grid()[2].card.is_some_and(|c| !c.face_up),
        "stack discarded"
    );
}

#[test]
fn wrath_only_on_another_players_card_and_once_per_turn() {
    let mut g = ext(vec![
        vec![n(9, B), Card::Wrath, n(1, B)],
        vec![Card::Wrath, n(1, B)],
        vec![Card::Wrath, n(1, Y)],
    ]);
    play(&mut g, 2, &[n(9, B)], claim(9, B));
    let_pass(&mut g);
    act(&mut g, A::Pass);
    act(&mut g, A::Pass);
    act(
        &mut g,
        A::Lay {
            slot: 2,
            card: Card::Wrath,
        },
    );
    assert!(
        !g.legal_actions().contains(&A::Declare(Claim::Wrath)),
        "not on one's own play"
    );
    let mut g = ext(vec![
        vec![n(9, B), n(1, B)],
        vec![Card::Wrath, n(1, B)],
        vec![Card::Wrath, n(1, Y)],
    ]);
    play(&mut g, 2, &[n(9, B)], claim(9, B));
    let_pass(&mut g);
    play(&mut g, 2, &[Card::Wrath], Claim::Wrath);
    assert!(g.ctx().unwrap().wrath_used);
    assert!(g.ctx().unwrap().plays.len() == 2);
}

#[test]
fn wrath_turned_over_on_the_grid_makes_the_revealer_draw_two_and_is_discarded() {
    let mut grid = standard_grid();
    grid[6] = (Card::Wrath, false);
    let mut g = layout(
        3,
        true,
        vec![vec![n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        filler(30),
    );
    let events = act(&mut g, A::Flip(6));
    assert!(events.iter().any(|e| matches!(e, E::WrathTurnedUp { .. })));
    assert_eq!(g.hand(s(0)).len(), 1 + 1 + 2, "flip draw plus Wrath's two");
    assert!(g.discard_pile().contains(&Card::Wrath));
    assert!(g.grid()[6].card.is_some_and(|c| !c.face_up));
}

#[test]
fn wrath_revealed_by_lights_makes_the_caller_draw_two_on_top_of_the_penalty() {
    let mut g = ext(vec![
        vec![Card::Wrath, n(1, B)],
        vec![n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[Card::Wrath], claim(5, B)); // a Wrath laid as a bluff
    act(&mut g, A::Lights); // seat 1 calls and reveals it
    assert_eq!(g.hand(s(1)).len(), 1 + 2, "Wrath's two");
    assert_eq!(
        g.hand(s(0)).len(),
        1 + 2 + 1,
        "the bluffer takes the stack and a penalty"
    );
}

#[test]
fn reflect_played_sends_the_effect_back_and_later_ones_too() {
    let mut g = ext(vec![
        vec![n(3, Y), n(3, Y), n(1, B)],
        vec![Card::Reflect, n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y), n(3, Y)]);
    act(&mut g, A::Smite(s(1)));
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Reflect } if *seat == s(1))
    );
    act(&mut g, A::Reflect(Card::Reflect));
    let events = let_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Reflected { back_to, .. } if *back_to == s(0)))
    );
    act(&mut g, A::Smite(s(1))); // the second Smite goes straight back
    assert_eq!(g.hand(s(0)).len(), 1 + 2);
    assert_eq!(g.hand(s(1)).len(), 1);
}

#[test]
fn reflect_once_per_turn() {
    let mut g = ext(vec![
        vec![n(3, Y), n(3, Y), n(1, B)],
        vec![Card::Reflect, n(1, B)],
        vec![Card::Reflect, n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y), n(3, Y)]);
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Reflect(Card::Reflect));
    let_pass(&mut g);
    act(&mut g, A::Smite(s(2)));
    assert!(
        !matches!(
            g.phase(),
            Phase::Decide {
                decision: Decision::Reflect,
                ..
            }
        ),
        "no second Reflect"
    );
    assert_eq!(g.hand(s(2)).len(), 3);
}

#[test]
fn reflect_bluff_caught_takes_the_stack_the_penalty_and_the_effect() {
    let mut g = ext(vec![
        vec![n(3, Y), n(1, B)],
        vec![n(8, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y)]);
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Reflect(n(8, B)));
    act(&mut g, A::Lights); // seat 2 calls
    // Seat 1: 1 left + Yellow 3 grid + the 3 + the "Reflect" + penalty + Smite's one.
    assert_eq!(g.hand(s(1)).len(), 1 + 3 + 1 + 1);
    assert_eq!(g.hand(s(0)).len(), 1);
}

#[test]
fn choice_any_lights_in_a_turn_even_on_a_reflect_ends_it_with_the_refresh() {
    let mut g = ext(vec![
        vec![n(3, Y), n(1, B)],
        vec![n(8, B), n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y)]); // nobody calls on the play itself
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Reflect(n(8, B)));
    let events = act(&mut g, A::Lights);
    assert!(events.iter().any(|e| matches!(e, E::Refreshed)));
    assert!(matches!(g.phase(), Phase::FreeFlips { .. }));
}

#[test]
fn reflect_true_under_lights_reflects_and_the_caller_takes_the_stack() {
    let mut g = ext(vec![
        vec![n(3, Y), n(1, B)],
        vec![Card::Reflect, n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y)]);
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Reflect(Card::Reflect));
    act(&mut g, A::Lights); // seat 2 calls
    assert_eq!(g.hand(s(2)).len(), 1 + 3 + 1);
    assert_eq!(g.hand(s(0)).len(), 1 + 1, "the Smite came back");
}

#[test]
fn reflect_turned_over_blocks_its_space() {
    let mut grid = standard_grid();
    grid[6] = (Card::Reflect, false);
    let mut g = layout(
        3,
        true,
        vec![vec![n(1, B), n(2, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        filler(30),
    );
    act(&mut g, A::Flip(6));
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, A::Lay { slot: 6, .. }))
    );
    assert!(
        g.grid()[6]
            .card
            .is_some_and(|c| c.face_up && c.card == Card::Reflect)
    );
}

#[test]
fn gamble_played_on_a_true_play_discards_a_card() {
    let mut g = ext(vec![
        vec![n(5, B), n(1, B)],
        vec![Card::Gamble, n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[Card::Gamble], Claim::Gamble);
    let events = let_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::GambleRevealed { met: true, .. }))
    );
    act(&mut g, A::GambleDiscard(n(9, Y)));
    assert!(g.outcome().is_some(), "seat 1 shed its last card");
}

#[test]
fn gamble_played_on_a_bluff_draws_three_and_the_number_is_ignored() {
    let mut g = ext(vec![
        vec![n(8, B), n(1, B)],
        vec![Card::Gamble, n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(8, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[Card::Gamble], Claim::Gamble);
    let events = let_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::GambleRevealed { met: false, .. }))
    );
    assert_eq!(g.hand(s(1)).len(), 1 + 3);
    assert!(!events.iter().any(|e| matches!(e, E::Silenced { .. })));
    assert!(g.grid()[0].stack.is_empty(), "the stack is discarded");
}

#[test]
fn gamble_bluff_caught_by_lights_takes_the_stack_and_penalty() {
    let mut g = ext(vec![
        vec![n(5, B), n(1, B)],
        vec![n(7, Y), n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(7, Y)], Claim::Gamble);
    act(&mut g, A::Lights); // seat 2
    assert_eq!(g.hand(s(1)).len(), 1 + 3 + 1);
}

#[test]
fn gamble_true_under_lights_resolves_and_the_caller_takes_the_stack() {
    let mut g = ext(vec![
        vec![n(8, B), n(1, B)],
        vec![Card::Gamble, n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(8, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[Card::Gamble], Claim::Gamble);
    let events = act(&mut g, A::Lights); // seat 2
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::GambleRevealed { met: false, .. }))
    );
    assert_eq!(
        g.hand(s(1)).len(),
        1 + 3,
        "the previous play was a bluff: three cards"
    );
    assert_eq!(g.hand(s(2)).len(), 1 + 3 + 1);
}

#[test]
fn gamble_turned_over_asks_a_guess_and_a_wrong_one_costs_a_card() {
    let mut grid = standard_grid();
    grid[6] = (Card::Gamble, false);
    let mut draw = filler(10);
    draw.extend([n(9, Y), n(1, B)]); // the flip draws Blue 1, the replacement is Yellow 9
    let mut g = layout(
        3,
        true,
        vec![vec![n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid.clone(),
        draw.clone(),
    );
    act(&mut g, A::Flip(6));
    assert!(matches!(g.phase(), Phase::Guess { .. }));
    act(&mut g, A::Guess(Guess::Low));
    assert_eq!(g.hand(s(0)).len(), 1 + 1 + 1, "wrong: a penalty card");
    assert!(
        g.grid()[6]
            .card
            .is_some_and(|c| c.face_up && c.card == n(9, Y))
    );
    assert!(g.discard_pile().contains(&Card::Gamble));
    let mut g = layout(
        3,
        true,
        vec![vec![n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        draw,
    );
    act(&mut g, A::Flip(6));
    act(&mut g, A::Guess(Guess::High));
    assert_eq!(g.hand(s(0)).len(), 2, "right: nothing happens");
    assert!(matches!(g.phase(), Phase::Main { flipped: true, .. }));
}

#[test]
fn indecisive_played_switches_the_sequence_colour() {
    let mut g = ext(vec![
        vec![n(5, B), n(1, B)],
        vec![Card::Indecisive, n(1, B)],
        vec![n(5, Y), n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[Card::Indecisive], Claim::Indecisive);
    let_pass(&mut g);
    act(
        &mut g,
        A::Lay {
            slot: 0,
            card: n(5, Y),
        },
    );
    assert!(g.legal_actions().contains(&A::Declare(claim(5, Y))));
    assert!(!g.legal_actions().contains(&A::Declare(claim(5, B))));
}

#[test]
fn indecisive_under_lights_resolves_as_normal() {
    let mut g = ext(vec![
        vec![n(5, B), n(1, B)],
        vec![n(8, Y), n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(8, Y)], Claim::Indecisive);
    let events = act(&mut g, A::Lights);
    assert!(events.iter().any(|e| matches!(
        e,
        E::Revealed {
            truthful: false,
            ..
        }
    )));
    assert_eq!(g.hand(s(1)).len(), 1 + 3 + 1);
}

#[test]
fn indecisive_turned_over_takes_any_declaration_and_its_stack_goes_at_turn_end() {
    let mut grid = standard_grid();
    grid[6] = (Card::Indecisive, false);
    let mut g = layout(
        3,
        true,
        vec![vec![n(7, Y), n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        filler(30),
    );
    act(&mut g, A::Flip(6));
    act(
        &mut g,
        A::Lay {
            slot: 6,
            card: n(7, Y),
        },
    );
    let declarations = g
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, A::Declare(_)))
        .count();
    assert_eq!(declarations, 20);
    act(&mut g, A::Declare(claim(7, Y)));
    let_pass(&mut g);
    let events = all_pass(&mut g);
    // Luck (7) fires for seat 0 first.
    let mut events = events;
    if matches!(
        g.phase(),
        Phase::Decide {
            decision: Decision::Luck,
            ..
        }
    ) {
        events.extend(act(
            &mut g,
            A::Luck {
                slot: 0,
                card: n(1, B),
            },
        ));
    }
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::StackCleared { slot: 6 }))
    );
    assert!(g.discard_pile().contains(&Card::Indecisive));
}

// ---------------------------------------------------------------------------------------------
// Views and other choices
// ---------------------------------------------------------------------------------------------

#[test]
fn views_hide_other_hands_and_face_down_plays_but_remember_revealed_discards() {
    let mut g = three(vec![
        vec![n(5, B), n(5, Y), n(1, B)],
        vec![n(5, B), n(1, B)],
        vec![n(1, Y), n(2, Y)],
    ]);
    play(&mut g, 0, &[n(5, Y)], claim(5, B));
    let v1 = g.view(s(1));
    assert!(matches!(v1.grid[0].stack[0], StackCardView::Theirs { .. }));
    assert!(matches!(
        g.view(s(0)).grid[0].stack[0],
        StackCardView::Mine { .. }
    ));
    assert_eq!(v1.hand_sizes, vec![2, 2, 2]);
    // A collapse discards unrevealed cards: only their owners remember them.
    let_pass(&mut g);
    play(&mut g, 0, &[n(5, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[n(1, Y)], claim(5, B));
    let_pass(&mut g);
    all_pass(&mut g);
    let discard_seen_by_2 = g.view(s(2)).discard_known;
    assert!(discard_seen_by_2.contains(&n(1, Y)) && discard_seen_by_2.contains(&n(5, B)));
    assert!(
        !discard_seen_by_2.contains(&n(5, Y)),
        "seat 0's card was never shown"
    );
    assert!(g.view(s(0)).discard_known.contains(&n(5, Y)));
}

#[test]
fn choice_hand_discards_are_face_up_for_everyone() {
    let mut g = layout(
        3,
        false,
        vec![vec![n(1, Y), n(9, Y)], vec![n(2, B)], vec![n(2, Y)]],
        standard_grid(),
        filler(30),
    );
    lone_play(&mut g, 4, &[n(1, Y)]);
    act(&mut g, A::WhisperDiscard(n(9, Y)));
    assert!(g.view(s(2)).discard_known.contains(&n(9, Y)));
}

#[test]
fn choice_a_player_who_can_neither_play_nor_flip_ends_the_turn() {
    let grid: Vec<(Card, bool)> = (0..9).map(|_| (Card::Reflect, true)).collect();
    let g = layout(
        3,
        true,
        vec![vec![n(1, B)], vec![n(1, B)], vec![n(1, Y)]],
        grid,
        filler(5),
    );
    assert_eq!(g.legal_actions(), vec![A::EndTurn]);
}

#[test]
fn determinized_states_keep_the_view_and_play_on() {
    let mut rng = GameRng::seeded(5);
    for seed in 0..30 {
        let mut g = GridOfShadowsGame::new(&Settings::new(4, "extended"), seed).unwrap();
        for _ in 0..60 {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())].clone();
            g.apply(&a).unwrap();
        }
        if let Turn::Seat(seat) = g.turn() {
            let view = g.view(seat);
            let sample = GridOfShadowsGame::determinize(&view, &mut rng);
            assert_eq!(sample.view(seat), view);
            assert_eq!(sample.legal_actions(), g.legal_actions());
        }
    }
}

#[test]
fn a_lights_loser_is_remembered_holding_the_revealed_cards_and_samples_deal_them_there() {
    let mut g = three(vec![
        vec![n(7, Y), n(1, B), n(2, B)],
        vec![n(1, B), n(3, B)],
        vec![n(1, Y), n(4, Y)],
    ]);
    play(&mut g, 2, &[n(7, Y)], claim(9, B)); // a bluff
    act(&mut g, A::Lights); // seat 1 calls: seat 0 takes the Blue 9 and the Yellow 7 back
    for viewer in [s(1), s(2)] {
        let mut remembered = g.view(viewer).hand_memory[0].clone();
        remembered.sort();
        assert_eq!(remembered, vec![n(7, Y), n(9, B)], "seen by {viewer:?}");
        assert!(g.view(viewer).hand_memory[viewer.index()].is_empty());
    }
    assert!(
        g.view(s(0)).hand_memory.iter().all(Vec::is_empty),
        "nobody else's hand changed in a way seat 0 saw"
    );
    let mut rng = GameRng::seeded(3);
    let view = g.view(s(2));
    for _ in 0..50 {
        let sample = GridOfShadowsGame::determinize(&view, &mut rng);
        let hand = sample.hand(s(0));
        assert!(hand.contains(&n(7, Y)) && hand.contains(&n(9, B)));
        assert_eq!(sample.view(s(2)), view);
    }
}

/// Seat 1 calls a true play and takes both Blue 10s (the grid's and the played one) in
/// everyone's sight; after the refresh it turns the Indecisive up and claims a Blue 10 on it.
fn claim_of_a_card_seen_picked_up() -> GridOfShadowsGame {
    let mut grid = standard_grid();
    grid[6] = (Card::Indecisive, false);
    let mut g = layout(
        3,
        true,
        vec![
            vec![n(10, B), n(1, B)],
            vec![n(1, B), n(3, B)],
            vec![n(1, Y)],
        ],
        grid,
        filler(30),
    );
    play(&mut g, 3, &[n(10, B)], claim(10, B));
    act(&mut g, A::Lights);
    assert_eq!(g.view(s(0)).hand_memory[1], vec![n(10, B), n(10, B)]);
    act(&mut g, A::FreeFlip(6));
    act(&mut g, A::FreeFlip(7));
    play(&mut g, 6, &[n(10, B)], claim(10, B));
    g
}

#[test]
fn choice_a_play_claiming_a_remembered_card_is_taken_to_have_used_it() {
    let g = claim_of_a_card_seen_picked_up();
    for viewer in [s(0), s(2)] {
        assert_eq!(g.view(viewer).hand_memory[1], vec![n(10, B)], "{viewer:?}");
    }
}

#[test]
fn a_claim_of_a_card_seen_going_into_the_claimers_hand_is_read_as_likely_true() {
    use duskdeck::games::grid_of_shadows::claim_fact;
    let g = claim_of_a_card_seen_picked_up();
    for viewer in [s(0), s(2)] {
        let view = g.view(viewer);
        assert!(
            matches!(
                view.grid[6].stack.last(),
                Some(&StackCardView::Theirs { by, claim: c, vouched: true, .. })
                    if by == s(1) && c == claim(10, B)
            ),
            "{viewer:?}"
        );
        let fact = claim_fact(&view).expect("a claim to weigh");
        assert!(fact.vouched && fact.truth > 0.85, "{fact:?}");
        let words = duskdeck::lang::grid_of_shadows().claim_fact(&fact, viewer);
        assert!(words.contains("pick up Blue 10"), "{words}");
        // `expert`'s samples mostly put the remembered card where it was claimed.
        let mut rng = GameRng::seeded(5);
        let true_in =
            |sample: &GridOfShadowsGame| sample.grid()[6].stack.last().unwrap().card == n(10, B);
        let read = (0..200)
            .filter(|_| {
                true_in(
                    &<GridOfShadowsGame as duskdeck::Playbook>::determinize_reading(
                        &view, &mut rng,
                    ),
                )
            })
            .count();
        assert!(read > 160, "{read} of 200 samples");
    }
    // The claimer sees its own card.
    assert!(matches!(
        g.view(s(1)).grid[6].stack.last(),
        Some(StackCardView::Mine { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Issue 12: rules fidelity
// ---------------------------------------------------------------------------------------------

#[test]
fn free_flips_after_lights_are_optional_the_opening_ones_are_not() {
    let opening = GridOfShadowsGame::new(&Settings::new(3, ""), 11).unwrap();
    assert!(
        opening
            .legal_actions()
            .iter()
            .all(|a| matches!(a, A::FreeFlip(_))),
        "the starting player must turn two cards up"
    );
    let mut g = three(vec![vec![n(7, Y), n(1, B)], vec![n(1, B)], vec![n(1, Y)]]);
    play(&mut g, 0, &[n(7, Y)], claim(5, B));
    act(&mut g, A::Lights);
    assert!(matches!(g.phase(), Phase::FreeFlips { seat, left: 2, .. } if *seat == s(1)));
    assert!(
        g.legal_actions().contains(&A::StopFlipping),
        "after a \"Lights!\" the free flips may be left"
    );
    // One flip, then stop: the player goes on to play or flip as usual.
    act(&mut g, A::FreeFlip(6));
    assert!(
        g.legal_actions().contains(&A::StopFlipping),
        "the second flip is optional too"
    );
    act(&mut g, A::StopFlipping);
    assert!(matches!(g.phase(), Phase::Main { seat, flipped: false } if *seat == s(1)));
    assert!(g.legal_actions().iter().any(|a| matches!(a, A::Flip(_))));
}

#[test]
fn final_challenge_ends_when_the_last_face_down_card_is_revealed() {
    // The pile is empty: the final challenge starts at once, with one face-down card (slot 8).
    let mut grid = standard_grid();
    grid[6] = (n(6, Y), true);
    grid[7] = (n(7, Y), true);
    let settings = Settings::new(2, "");
    let mut g = GridOfShadowsGame::from_layout(
        &settings,
        vec![vec![n(5, B), n(9, Y)], vec![n(8, Y), n(3, Y), n(10, Y)]],
        grid.clone(),
        vec![n(9, B), n(9, B)],
        vec![],
        s(0),
        false,
    );
    assert!(g.is_final());
    act(&mut g, A::FinalPlay { slot: 0, count: 1 });
    act(&mut g, A::FinalFlip(8)); // the Yellow 8: seat 1 could match it, and the Yellow 3
    let outcome = g
        .outcome()
        .expect("no face-down card remains: the challenge is over");
    assert_eq!(outcome.scores, vec![9.0, 21.0]);
    // A final challenge that starts with no face-down card left is over at once.
    grid[8] = (n(8, Y), true);
    let g = GridOfShadowsGame::from_layout(
        &settings,
        vec![vec![n(5, B), n(9, Y)], vec![n(3, Y)]],
        grid,
        vec![n(9, B), n(9, B)],
        vec![],
        s(0),
        false,
    );
    assert_eq!(g.outcome().unwrap().scores, vec![14.0, 3.0]);
}

#[test]
fn reflect_also_sends_back_an_effect_taken_earlier_in_the_turn() {
    let mut g = ext(vec![
        vec![n(3, Y), n(3, Y), n(1, B)],
        vec![Card::Reflect, n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 1, &[n(3, Y), n(3, Y)]);
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Accept); // seat 1 takes the first Smite: one card
    assert_eq!(g.hand(s(1)).len(), 3);
    act(&mut g, A::Smite(s(1)));
    act(&mut g, A::Reflect(Card::Reflect));
    let events = let_pass(&mut g);
    let reflected = events
        .iter()
        .filter(|e| matches!(e, E::Reflected { back_to, .. } if *back_to == s(0)))
        .count();
    assert_eq!(reflected, 2, "both Smites go back");
    assert_eq!(g.hand(s(0)).len(), 1 + 2, "seat 0 draws for both Smites");
    assert_eq!(g.hand(s(1)).len(), 2, "the Reflect left the hand");
}

#[test]
fn blessing_after_a_truthful_lights_offers_its_play_before_the_refresh() {
    let mut grid = standard_grid();
    grid[0] = (n(4, B), true);
    grid[6] = (n(9, Y), false);
    let mut g = layout(
        3,
        false,
        vec![
            vec![n(4, B), n(9, Y), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
        ],
        grid,
        filler(30),
    );
    play(&mut g, 0, &[n(4, B)], claim(4, B));
    act(&mut g, A::Lights); // seat 1 calls a true play: Blessing fires for seat 0
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Bless } if *seat == s(0))
    );
    act(&mut g, A::Bless(6));
    assert!(
        matches!(g.phase(), Phase::Bonus { seat, slot: 6 } if *seat == s(0)),
        "the play on the blessed card comes before the refresh: {:?}",
        g.phase()
    );
    play(&mut g, 6, &[n(9, Y)], claim(9, Y));
    let_pass(&mut g);
    let events = all_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Ability { number: 9, .. }))
    );
    assert!(events.iter().any(|e| matches!(e, E::Refreshed)));
    assert!(
        g.grid()
            .iter()
            .all(|s| s.card.is_some_and(|c| !c.face_up) && s.stack.is_empty()),
        "the turn ends with the refresh its \"Lights!\" called for"
    );
    assert!(g.discard_pile().contains(&n(9, Y)));
    assert_eq!(g.hand(s(0)).len(), 1 + 2, "Hunger: two cards");
    assert!(matches!(g.phase(), Phase::FreeFlips { seat, .. } if *seat == s(1)));
}

#[test]
fn a_true_wrath_caught_by_lights_still_hits_its_target() {
    let mut g = ext(vec![
        vec![n(9, B), n(1, B)],
        vec![Card::Wrath, n(1, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 2, &[n(9, B)], claim(9, B));
    let_pass(&mut g);
    play(&mut g, 2, &[Card::Wrath], Claim::Wrath);
    act(&mut g, A::Lights); // seat 2 calls
    assert_eq!(
        g.hand(s(2)).len(),
        1 + 2 + 3 + 1,
        "two for revealing Wrath, the stack of three, a penalty"
    );
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::WrathTarget } if *seat == s(1)),
        "the Wrath still resolves: {:?}",
        g.phase()
    );
    act(&mut g, A::WrathTarget(s(0)));
    act(&mut g, A::Accept); // seat 0 could Reflect; it takes the two cards
    assert_eq!(g.hand(s(0)).len(), 1 + 2);
    assert_eq!(g.hand(s(0)).len(), 3, "no Hunger: only Wrath resolves");
}

#[test]
fn reflect_may_still_be_played_after_the_effect_was_taken() {
    // Seat 0's Deceive gives seat 1 a card; seat 1 takes it, then Reflects before the turn ends
    // and the gift goes back.
    let mut g = ext(vec![
        vec![n(2, B), n(9, Y), n(1, B)],
        vec![Card::Reflect, n(1, B)],
        vec![n(1, Y)],
    ]);
    lone_play(&mut g, 5, &[n(2, B)]);
    act(
        &mut g,
        A::Deceive {
            card: n(9, Y),
            to: s(1),
        },
    );
    act(&mut g, A::Accept);
    assert!(g.hand(s(1)).contains(&n(9, Y)));
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Reflect } if *seat == s(1)),
        "a last chance to Reflect before the turn resolves: {:?}",
        g.phase()
    );
    assert_eq!(g.view(s(1)).gift_taken, Some(Secret::Mine(vec![n(9, Y)])));
    assert_eq!(g.view(s(2)).gift_taken, Some(Secret::Hidden(1)));
    act(&mut g, A::Reflect(Card::Reflect));
    let events = let_pass(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Reflected { back_to, .. } if *back_to == s(0)))
    );
    assert_eq!(g.hand(s(0)), &[n(1, B), n(9, Y)], "the gift came back");
    assert_eq!(g.hand(s(1)), &[n(1, B)]);
    assert_eq!(g.turn_owner(), s(1), "then the turn passes on");
}

#[test]
fn the_rules_text_has_its_sections_and_no_house_rules() {
    use duskdeck::engine::rules_text::{
        Block, CHOICES_HEADING, HOUSE_RULES_HEADING, SEES_HEADING, blocks, bullets_under,
    };
    let rules = english_rules();
    let all = blocks(rules);
    for heading in [SEES_HEADING, CHOICES_HEADING, HOUSE_RULES_HEADING] {
        assert!(
            all.iter()
                .any(|b| matches!(b, Block::Heading(h) if h == heading)),
            "{heading}"
        );
    }
    // The game ends by its own rules: no safety cap.
    let house = all
        .iter()
        .position(|b| matches!(b, Block::Heading(h) if h == HOUSE_RULES_HEADING))
        .unwrap();
    assert_eq!(all[house + 1], Block::Paragraph("None.".into()));
    let choices = bullets_under(rules, CHOICES_HEADING);
    assert!(choices.len() >= 10);
    assert!(
        !choices.iter().any(|c| c.contains("Free flips")),
        "free flips follow the rulebook: no longer a choice"
    );
}

#[test]
fn a_reflect_is_revealed_alone_even_after_its_players_own_play() {
    let mut g = ext(vec![
        vec![n(3, Y), n(1, B), n(1, B)],
        vec![n(3, Y), Card::Reflect, n(1, B)],
        vec![n(1, Y), n(2, Y)],
    ]);
    play(&mut g, 1, &[n(3, Y)], claim(3, Y));
    let_pass(&mut g);
    play(&mut g, 1, &[n(3, Y)], claim(3, Y)); // seat 1 is the sequence's last player
    let_pass(&mut g);
    all_pass(&mut g);
    act(&mut g, A::Smite(s(1))); // seat 0's Smite
    act(&mut g, A::Accept);
    act(&mut g, A::Smite(s(0))); // seat 1's Smite
    act(&mut g, A::Accept);
    act(&mut g, A::Accept); // seat 0's last offer
    assert!(
        matches!(g.phase(), Phase::Decide { seat, decision: Decision::Reflect } if *seat == s(1))
    );
    act(&mut g, A::Reflect(Card::Reflect));
    act(&mut g, A::LetPass); // seat 2
    let events = act(&mut g, A::Lights); // seat 0
    let revealed = events.iter().find_map(|e| match e {
        E::Revealed { cards, .. } => Some(cards.clone()),
        _ => None,
    });
    assert_eq!(
        revealed,
        Some(vec![Card::Reflect]),
        "only the Reflect is turned over"
    );
}

#[test]
fn a_true_gamble_caught_by_lights_shows_everyone_the_play_the_caller_picks_up() {
    let mut g = ext(vec![
        vec![n(8, B), n(1, B)],
        vec![Card::Gamble, n(9, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 0, &[n(8, B)], claim(5, B));
    let_pass(&mut g);
    play(&mut g, 0, &[Card::Gamble], Claim::Gamble);
    act(&mut g, A::Lights); // seat 2 takes the stack; the Gamble turns the Blue 8 over
    let mut seen_by_1 = g.view(s(1)).hand_memory[2].clone();
    seen_by_1.sort();
    assert_eq!(seen_by_1, vec![n(5, B), n(8, B), Card::Gamble]);
}

#[test]
fn a_blessing_play_is_still_offered_in_the_turn_the_pile_runs_out() {
    let mut grid = standard_grid();
    grid[0] = (n(4, B), true);
    grid[6] = (n(9, Y), false);
    let mut g = layout(
        3,
        false,
        vec![
            vec![n(4, B), n(9, Y), n(1, B)],
            vec![n(1, B)],
            vec![n(1, Y)],
        ],
        grid,
        vec![n(2, Y)],
    );
    play(&mut g, 0, &[n(4, B)], claim(4, B));
    act(&mut g, A::Lights); // seat 1's penalty takes the last card
    assert!(g.draw_pile().is_empty());
    act(&mut g, A::Bless(6));
    assert!(
        matches!(g.phase(), Phase::Bonus { seat, slot: 6 } if *seat == s(0)),
        "the turn is not over yet: {:?}",
        g.phase()
    );
    play(&mut g, 6, &[n(9, Y)], claim(9, Y));
    let_pass(&mut g);
    let events = all_pass(&mut g);
    assert!(events.iter().any(|e| matches!(e, E::FinalChallenge { .. })));
}

/// The English rules page: the rulebook as the project words it.
fn english_rules() -> &'static str {
    duskdeck::lang::rules(duskdeck::lang::Lang::En, duskdeck::GameId::GridOfShadows)
}

#[test]
fn a_hints_fact_judges_every_card_a_call_would_turn_over() {
    use duskdeck::games::grid_of_shadows::claim_fact;
    // Seat 1 lays three cards as Blue 9s, then one more when the sequence comes back round. With
    // the grid's Blue 9 in sight, four claimed Blue 9s cannot all be true, though the last play
    // alone (one card) could well be.
    let mut g = three(vec![
        vec![n(7, Y), n(1, B), n(2, B), n(3, B), n(4, B)],
        vec![n(5, Y)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 2, &[n(1, B), n(2, B), n(3, B)], claim(9, B));
    let_pass(&mut g);
    act(&mut g, A::Pass);
    act(&mut g, A::Pass);
    play(&mut g, 2, &[n(7, Y)], claim(9, B));
    let fact = claim_fact(&g.view(s(1))).expect("a claim to weigh");
    assert_eq!((fact.by, fact.laid, fact.accounted), (s(0), 4, 1));
    assert_eq!(fact.truth, 0.0, "{fact:?}");
    let words = duskdeck::lang::grid_of_shadows().claim_fact(&fact, s(1));
    assert!(words.contains("laid 4 cards"), "{words}");
    assert!(words.ends_with("so the claim must be a bluff."), "{words}");
    // The rules of thumb call it.
    let legal = g.legal_actions();
    assert!(legal.contains(&A::Lights), "{:?}", g.phase());
    for seed in 0..20 {
        let mut rng = duskdeck::engine::GameRng::seeded(seed);
        let call =
            <GridOfShadowsGame as duskdeck::Playbook>::heuristic(&g.view(s(1)), &legal, &mut rng);
        assert_eq!(call, A::Lights, "seed {seed}");
    }
}

#[test]
fn a_hints_fact_counts_the_copies_of_the_claimed_card_the_caller_knows_of() {
    use duskdeck::games::grid_of_shadows::claim_fact;
    // Seat 1 holds three Blue 9s and the grid shows the fourth: a claim of a Blue 9 is a lie.
    let mut g = three(vec![
        vec![n(7, Y), n(1, B)],
        vec![n(9, B), n(9, B), n(9, B)],
        vec![n(1, Y)],
    ]);
    play(&mut g, 2, &[n(7, Y)], claim(9, B));
    let fact = claim_fact(&g.view(s(1))).expect("a claim to weigh");
    assert_eq!((fact.by, fact.card, fact.laid), (s(0), n(9, B), 1));
    assert_eq!((fact.copies, fact.accounted), (4, 4));
    assert_eq!(fact.truth, 0.0);
    let words = duskdeck::lang::grid_of_shadows().claim_fact(&fact, s(1));
    assert!(words.ends_with("so the claim must be a bluff."), "{words}");
    // Seat 2 knows only the grid's Blue 9: the claim may well be true.
    let fact = claim_fact(&g.view(s(2))).unwrap();
    assert_eq!(fact.accounted, 1);
    assert!(fact.truth > 0.0 && fact.truth < 1.0, "{fact:?}");
    // The player who made the claim is told nothing about it.
    assert_eq!(claim_fact(&g.view(s(0))), None);
}

#[test]
fn a_refresh_is_told_once_when_a_bonus_sequence_and_the_one_it_interrupted_both_had_lights() {
    use duskdeck::Playbook;
    let mut refreshes = 0;
    for seed in 0..60 {
        let mut g = GridOfShadowsGame::new(&Settings::new(4, ""), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        for _ in 0..2_000 {
            let Turn::Seat(seat) = g.turn() else {
                break;
            };
            let legal = g.legal_actions();
            let action = GridOfShadowsGame::heuristic(&g.view(seat), &legal, &mut rng);
            let events = g.apply(&action).unwrap();
            let told = events.iter().filter(|e| matches!(e, E::Refreshed)).count();
            assert!(told <= 1, "seed {seed}: {events:?}");
            refreshes += told;
        }
    }
    assert!(refreshes > 100, "only {refreshes} refreshes");
}

// ---------------------------------------------------------------------------------------------
// What players show they do not hold
// ---------------------------------------------------------------------------------------------

/// Seat 0 lays `card` on `slot` as `claim`; nobody calls or adds, and seat 0's turn runs out
/// (any ability taking its first choice) until seat 1 is to act.
fn seat_0_opens_and_seat_1_is_next(g: &mut GridOfShadowsGame, slot: u8, card: Card, claim: Claim) {
    play(g, slot, &[card], claim);
    let_pass(g);
    all_pass(g);
    while seat_to_act(g) == s(0) {
        let first = g.legal_actions().remove(0);
        act(g, first);
    }
    assert_eq!(seat_to_act(g), s(1));
}

/// Seat 1 lets a Yellow 1 sequence go by, then opens its own turn with a Yellow 1 it cannot hold.
fn claim_after_letting_the_card_go_by() -> GridOfShadowsGame {
    let mut g = three(vec![
        vec![n(1, Y), n(5, B), n(6, B)],
        vec![n(3, B), n(7, B), n(8, B)],
        vec![n(9, Y), n(6, Y)],
    ]);
    seat_0_opens_and_seat_1_is_next(&mut g, 4, n(1, Y), claim(1, Y));
    play(&mut g, 4, &[n(3, B)], claim(1, Y));
    g
}

#[test]
fn a_claim_of_a_card_its_player_just_let_go_by_is_marked_read_as_doubtful_and_explained() {
    use duskdeck::games::grid_of_shadows::{RunSeen, Tell, claim_fact, claim_read};
    let g = claim_after_letting_the_card_go_by();
    let view = g.view(s(2));
    let Some(&StackCardView::Theirs { declined, .. }) = view.grid[4].stack.last() else {
        panic!("seat 1's play on the Yellow 1: {:?}", view.grid[4].stack);
    };
    assert_eq!(declined, 1, "declined, and nothing taken in since");
    let fact = claim_fact(&view).expect("a claim to weigh");
    assert_eq!(fact.tell, Some(Tell::Declined { taken_since: 0 }));
    let run = RunSeen {
        claim: claim(1, Y),
        count: 1,
        by_hand_after: view.hand_sizes[1],
        joining: false,
        laid_before: false,
        on: Some(n(1, Y)),
        declined: 0,
    };
    let unmarked = claim_read(&view, &run);
    assert!(
        fact.truth < 0.5 && fact.truth < unmarked / 2.0,
        "read {} against {unmarked} unmarked",
        fact.truth
    );
    let words = duskdeck::lang::grid_of_shadows().claim_fact(&fact, s(2));
    assert!(
        words.contains(
            "Seat 2 passed up a chance to play Yellow 1 truthfully and has taken in no card since"
        ),
        "{words}"
    );
}

#[test]
fn flipping_past_a_face_up_number_declines_it_and_the_card_drawn_fades_the_mark() {
    let mut g = three(vec![
        vec![n(4, B), n(6, B)],
        vec![n(3, B), n(7, B), n(8, B)],
        vec![n(9, Y), n(6, Y)],
    ]);
    // Seat 1 holds no 5 and flips rather than play; the flip's draw is one card taken in.
    seat_0_opens_and_seat_1_is_next(&mut g, 1, n(4, B), claim(3, Y));
    act(&mut g, A::Flip(6));
    play(&mut g, 0, &[n(8, B)], claim(5, B));
    let view = g.view(s(0));
    assert!(
        matches!(
            view.grid[0].stack.last(),
            Some(&StackCardView::Theirs { declined: 2, .. })
        ),
        "{:?}",
        view.grid[0].stack
    );
    assert_eq!(
        duskdeck::games::grid_of_shadows::claim_fact(&view).map(|f| f.tell),
        Some(Some(duskdeck::games::grid_of_shadows::Tell::Declined {
            taken_since: 1
        }))
    );
    assert_eq!(view.declines.of(1, n(9, Y)), 2, "every face-up number");
    assert_eq!(
        view.declines.of(1, n(6, Y)),
        0,
        "a face-down card is no chance to decline"
    );
}
