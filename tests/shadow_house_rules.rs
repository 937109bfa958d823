//! Shadow House: Masquerade: one test per rule of the rulebook
//! (`shared/rules/shadow-house-masquerade.txt`), per card effect, per protection, per round ending
//! and per choice and house rule listed in `src/games/shadow_house/rules.md` (the rules page and
//! the module docs of `duskdeck::games::shadow_house`).
//!
//! Positions are dealt exactly with `ShadowHouseGame::from_deal` and driven with `apply`.
//!
//! Run with `cargo test --release --no-default-features --test shadow_house_rules`.

use duskdeck::bots::Playbook;
use duskdeck::engine::{Game, GameRng, Seat, SeatResult, Settings, Turn};
use duskdeck::games::shadow_house::{
    Belief, Card, Ending, HAND_SIZE, Happening, PhaseView, Reads, Reply, ShadowAction,
    ShadowHouseGame, ShadowRefusal, Statement, full_deck, starter,
};
use duskdeck::lang::narrate::Narrate;

use Card::*;

fn s(i: u8) -> Seat {
    Seat(i)
}

fn round_only(seats: u8) -> Settings {
    Settings::new(seats, "").with_rounds(1)
}

fn deal_with(settings: Settings, hands: &[&[Card]], pile: &[Card]) -> ShadowHouseGame {
    ShadowHouseGame::from_deal(
        &settings,
        hands.iter().map(|h| h.to_vec()).collect(),
        pile.to_vec(),
    )
    .unwrap_or_else(|e| panic!("bad test deal {hands:?}: {e}"))
}

fn deal(hands: &[&[Card]]) -> ShadowHouseGame {
    deal_with(round_only(hands.len() as u8), hands, &[])
}

fn act(game: &mut ShadowHouseGame, action: ShadowAction) -> Vec<Happening> {
    game.apply(&action)
        .unwrap_or_else(|e| {
            panic!(
                "{action:?} was refused ({e:?}); legal: {:?}",
                game.legal_actions()
            )
        })
        .into_iter()
        .map(|e| e.what)
        .collect()
}

/// Jumps to `seat`'s turn between turns (the game refuses any other jump).
fn turn_to(game: &mut ShadowHouseGame, seat: u8) {
    game.set_turn(s(seat))
        .unwrap_or_else(|e| panic!("cannot start seat {seat}'s turn: {e}"));
}

fn at(card: Card, target: u8) -> ShadowAction {
    ShadowAction::PlayAt {
        card,
        target: s(target),
    }
}

fn last_result(game: &ShadowHouseGame) -> &duskdeck::games::shadow_house::RoundResult {
    game.history().last().expect("a round has ended")
}

/// Four seats, seat 0 opens; the Culprit is with seat 1 (no Alibi).
fn table() -> ShadowHouseGame {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Toby, Swap],
        &[Culprit, Share, Rumors, Witness],
        &[Accomplice, Sheriff, Witness, Servant],
        &[Baby, Frenzy, Soothsayer, Housekeeper],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    game
}

// ---------- Setup ----------

#[test]
fn the_starter_set_follows_the_setup_table_and_hands_hold_four_cards() {
    let totals = [12, 16, 20, 24, 28, 32];
    for seats in 3u8..=8 {
        let starter = starter(usize::from(seats));
        let count = |c: Card| starter.iter().filter(|&&x| x == c).count();
        let i = usize::from(seats - 3);
        assert_eq!(count(Detective), [1, 1, 1, 2, 2, 2][i]);
        assert_eq!(count(Accomplice), [0, 1, 1, 2, 2, 2][i]);
        assert_eq!(count(Alibi), [1, 1, 2, 2, 3, 3][i]);
        assert_eq!(count(FirstOnTheScene) + count(Culprit) + count(Sheriff), 3);
        for seed in 0..20 {
            let game = ShadowHouseGame::new(&Settings::new(seats, ""), seed).unwrap();
            let in_hands: Vec<Card> = Seat::all(usize::from(seats))
                .flat_map(|p| game.hand(p).to_vec())
                .collect();
            assert_eq!(in_hands.len(), totals[i]);
            assert!(Seat::all(usize::from(seats)).all(|p| game.hand(p).len() == HAND_SIZE));
            for c in Card::ALL {
                let dealt = in_hands.iter().filter(|&&x| x == c).count();
                assert!(
                    dealt >= starter.iter().filter(|&&x| x == c).count(),
                    "{c} missing"
                );
            }
        }
    }
}

#[test]
fn the_draw_pile_is_the_rest_of_the_box() {
    let game = ShadowHouseGame::new(&Settings::new(8, ""), 3).unwrap();
    assert_eq!(game.pile().len(), 36 - 32);
    let mut all = game.cards();
    all.sort();
    assert_eq!(all, full_deck());
}

#[test]
fn first_on_the_scene_opens_and_play_goes_clockwise() {
    let mut game = deal(&[
        &[Detective, Toby, Swap, Share],
        &[Culprit, Rumors, Witness, Alibi],
        &[FirstOnTheScene, Sheriff, Witness, Servant],
    ]);
    assert_eq!(game.turn(), Turn::Seat(s(2)));
    assert_eq!(
        game.legal_actions(),
        vec![ShadowAction::Play(FirstOnTheScene)]
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    assert_eq!(game.turn(), Turn::Seat(s(0)));
    assert_eq!(game.in_front(s(2)), &[FirstOnTheScene]);
}

// ---------- Culprit ----------

#[test]
fn the_culprit_can_only_be_played_as_the_last_card() {
    let mut game = table();
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    assert!(!game.legal_actions().contains(&ShadowAction::Play(Culprit)));
    let before = game.clone();
    let err = game.apply(&ShadowAction::Play(Culprit)).unwrap_err();
    assert_eq!(err, ShadowRefusal::CulpritNotLast);
    let words = ShadowHouseGame::refusal_words(&err);
    assert!(words.contains("last card"), "{words}");
    assert_eq!(game, before);
}

#[test]
fn ending_3_the_culprit_plays_the_last_card_and_wins_with_accomplices() {
    let mut game = deal_with(
        Settings::new(4, ""),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit],
            &[Accomplice, Share],
            &[Baby, Rumors],
        ],
        &[],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 2);
    act(&mut game, at(Accomplice, 3));
    act(&mut game, ShadowAction::Discard(Baby));
    // Seat 3's turn, then seat 0, then seat 1 who has only the Culprit.
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    act(&mut game, ShadowAction::Play(Rumors));
    // Rumors moved cards around; find the Culprit and let its holder play down to it.
    let holder = game.culprit();
    while game.round() == 1 {
        let Turn::Seat(seat) = game.turn() else { break };
        let legal = game.legal_actions();
        let choice = if seat == holder && legal.contains(&ShadowAction::Play(Culprit)) {
            ShadowAction::Play(Culprit)
        } else {
            *legal
                .iter()
                .find(|a| {
                    !matches!(
                        a,
                        ShadowAction::PlayAt {
                            card: Detective,
                            ..
                        }
                    ) && !matches!(a, ShadowAction::PlayAt { card: Toby, .. })
                        && !matches!(a, ShadowAction::Give(Culprit))
                })
                .unwrap_or(&legal[0])
        };
        act(&mut game, choice);
    }
    let result = last_result(&game);
    assert!(matches!(
        result.ending,
        Ending::CulpritEscaped { discarded: false }
    ));
    for p in Seat::all(4) {
        let guilty = p == result.culprit || result.accomplices.contains(&p);
        assert_eq!(result.points[p.index()], if guilty { 2 } else { 0 });
    }
    assert!(result.accomplices.contains(&s(2)));
}

#[test]
fn ending_3_directly_culprit_and_accomplice_score_two_others_nothing() {
    let mut game = deal_with(
        Settings::new(4, ""),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit],
            &[Accomplice, Share],
            &[Baby, Rumors],
        ],
        &[Alibi],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 2);
    act(&mut game, at(Accomplice, 3));
    act(&mut game, ShadowAction::Discard(Baby));
    turn_to(&mut game, 1);
    act(&mut game, ShadowAction::Play(Culprit));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::CulpritEscaped { discarded: false });
    assert_eq!(result.points, vec![0, 2, 2, 0]);
    assert_eq!(game.points(), &[0, 2, 2, 0]);
}

#[test]
fn forced_discard_of_a_last_culprit_wins_at_once_for_the_culprit_side() {
    let mut game = deal(&[
        &[FirstOnTheScene, Accomplice, Detective],
        &[Culprit],
        &[Sheriff, Share],
        &[Baby, Rumors],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Accomplice, 1));
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    assert_eq!(game.legal_actions(), vec![ShadowAction::Discard(Culprit)]);
    let pile_before = game.pile().len();
    let events = act(&mut game, ShadowAction::Discard(Culprit));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Happening::DrewFromPile { .. }))
    );
    assert_eq!(game.pile().len(), pile_before, "no card is drawn");
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::CulpritEscaped { discarded: true });
    assert_eq!(result.points, vec![2, 2, 0, 0]);
    assert_eq!(game.turn(), Turn::Over);
}

#[test]
fn choice_the_culprit_may_be_passed_on() {
    let mut game = table();
    // Seat 1 plays Share; everyone passes, and seat 1 may hand the Culprit to seat 2.
    act(&mut game, ShadowAction::Play(Share));
    assert!(game.legal_actions().contains(&ShadowAction::Give(Culprit)));
    act(&mut game, ShadowAction::Give(Culprit));
    act(&mut game, ShadowAction::Give(Sheriff));
    act(&mut game, ShadowAction::Give(Baby));
    act(&mut game, ShadowAction::Give(Toby));
    assert_eq!(game.culprit(), s(2));
}

// ---------- Detective and Alibi ----------

#[test]
fn ending_1_detective_finds_the_culprit_two_points_and_one_for_the_innocent() {
    let mut game = deal_with(
        Settings::new(4, ""),
        &[
            &[FirstOnTheScene, Detective, Toby],
            &[Culprit, Share, Rumors],
            &[Accomplice, Sheriff, Witness],
            &[Baby, Frenzy, Soothsayer],
        ],
        &[Swap],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 2);
    act(&mut game, at(Accomplice, 3));
    act(&mut game, ShadowAction::Discard(Baby));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    assert_eq!(game.turn(), Turn::Seat(s(1)), "the asked seat answers");
    assert_eq!(game.legal_actions(), vec![ShadowAction::Answer(Reply::Yes)]);
    act(&mut game, ShadowAction::Answer(Reply::Yes));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::Detective { by: s(0) });
    assert_eq!(result.points, vec![2, 0, 0, 1]);
    assert_eq!(game.round(), 2, "the match goes on with a new deal");
}

#[test]
fn the_alibi_forces_no_and_is_not_used_up() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Detective],
        &[Culprit, Alibi, Rumors],
        &[Sheriff, Witness, Share],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    assert_eq!(game.legal_actions(), vec![ShadowAction::Answer(Reply::No)]);
    act(&mut game, ShadowAction::Answer(Reply::No));
    assert!(game.hand(s(1)).contains(&Alibi));
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    assert!(game.history().is_empty());
}

#[test]
fn an_innocent_answers_no() {
    let mut game = table();
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 2));
    assert_eq!(game.legal_actions(), vec![ShadowAction::Answer(Reply::No)]);
}

#[test]
fn an_accomplice_detective_ends_the_round_but_scores_nothing() {
    let mut game = deal(&[
        &[FirstOnTheScene, Accomplice, Detective, Toby],
        &[Culprit, Share, Rumors],
        &[Sheriff, Witness, Servant],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Accomplice, 2));
    act(&mut game, ShadowAction::Discard(Servant));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    act(&mut game, ShadowAction::Answer(Reply::Yes));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::Detective { by: s(0) });
    assert_eq!(result.points, vec![0, 0, 1]);
}

// ---------- Protections ----------

#[test]
fn servant_keeps_detectives_away_until_its_players_next_turn() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Detective, Toby],
        &[Culprit, Servant, Rumors, Share],
        &[Sheriff, Witness, Soothsayer, Alibi],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    act(&mut game, ShadowAction::Play(Servant));
    assert_eq!(game.turn(), Turn::Seat(s(2)));
    act(&mut game, ShadowAction::Play(Alibi));
    let legal = game.legal_actions();
    assert!(!legal.contains(&at(Detective, 1)));
    assert!(legal.contains(&at(Detective, 2)));
    assert!(
        legal.contains(&at(Toby, 1)),
        "the Servant does not stop Toby"
    );
    act(&mut game, at(Detective, 2));
    act(&mut game, ShadowAction::Answer(Reply::No));
    // Seat 1's next turn ends the protection.
    act(&mut game, ShadowAction::Play(Rumors));
    let view = game.view(s(0));
    assert!(!view.servant[1]);
}

#[test]
fn housekeeper_keeps_toby_and_the_sheriff_away_until_its_players_next_turn() {
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Sheriff, Detective, Share],
        &[Culprit, Housekeeper, Rumors, Share],
        &[Witness, Witness, Soothsayer, Alibi],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    act(&mut game, ShadowAction::Play(Housekeeper));
    turn_to(&mut game, 0);
    let legal = game.legal_actions();
    assert!(!legal.contains(&at(Toby, 1)));
    assert!(!legal.contains(&at(Sheriff, 1)));
    assert!(
        legal.contains(&at(Detective, 1)),
        "the Housekeeper does not stop Detectives"
    );
    assert!(legal.contains(&at(Toby, 2)));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Share));
    // Share's everyone-passes; then seat 1's turn clears the protection.
    while matches!(game.view(s(0)).phase, PhaseView::Share { .. }) {
        let a = game.legal_actions()[0];
        act(&mut game, a);
    }
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    assert!(!game.view(s(0)).housekeeper[1]);
}

#[test]
fn choice_a_targeting_card_with_nobody_to_choose_does_nothing() {
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Detective],
        &[Culprit, Housekeeper, Rumors],
        &[],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    act(&mut game, ShadowAction::Play(Housekeeper));
    // Seat 2 has no cards and is skipped: Toby has nobody left to choose.
    let legal = game.legal_actions();
    assert!(legal.contains(&ShadowAction::Play(Toby)));
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, ShadowAction::PlayAt { card: Toby, .. }))
    );
    let events = act(&mut game, ShadowAction::Play(Toby));
    assert!(events.contains(&Happening::Played {
        seat: s(0),
        card: Toby,
        target: None
    }));
    assert_eq!(game.turn(), Turn::Seat(s(1)));
}

// ---------- Sheriff and handcuffs ----------

#[test]
fn ending_4_a_handcuffed_culprit_revealing_the_culprit_loses() {
    let mut game = deal_with(
        Settings::new(4, ""),
        &[
            &[FirstOnTheScene, Sheriff],
            &[Culprit],
            &[Accomplice, Share],
            &[Baby, Rumors],
        ],
        &[Alibi],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Sheriff, 1));
    assert_eq!(game.handcuffs(), Some(s(1)));
    turn_to(&mut game, 2);
    act(&mut game, at(Accomplice, 3));
    act(&mut game, ShadowAction::Discard(Baby));
    turn_to(&mut game, 1);
    act(&mut game, ShadowAction::Play(Culprit));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::Handcuffed { discarded: false });
    assert_eq!(result.points, vec![1, 0, 0, 1]);
    assert_eq!(
        game.handcuffs(),
        None,
        "the token goes back for the new round"
    );
}

#[test]
fn choice_a_detective_or_toby_who_finds_a_handcuffed_culprit_scores_as_usual() {
    // Ending 1 or 2, not ending 4: the finder scores 2 (Detective) or 3 (Toby), not 1.
    for (card, finder_points) in [(Detective, 2), (Toby, 3)] {
        let mut game = deal(&[
            &[FirstOnTheScene, Sheriff, card],
            &[Culprit],
            &[Rumors, Witness],
            &[Baby, Swap],
        ]);
        act(&mut game, ShadowAction::Play(FirstOnTheScene));
        turn_to(&mut game, 0);
        act(&mut game, at(Sheriff, 1));
        assert_eq!(game.handcuffs(), Some(s(1)));
        turn_to(&mut game, 0);
        act(&mut game, at(card, 1));
        if card == Detective {
            act(&mut game, ShadowAction::Answer(Reply::Yes));
        }
        let result = last_result(&game);
        let ending = if card == Detective {
            Ending::Detective { by: s(0) }
        } else {
            Ending::Toby { by: s(0) }
        };
        assert_eq!(result.ending, ending);
        assert_eq!(result.points, vec![finder_points, 0, 1, 1]);
    }
}

#[test]
fn choice_a_placed_detective_scores_nothing_when_the_culprit_escapes() {
    // The Detective card's "1 point for each other player with a Detective in front of them"
    // gives nothing extra in endings 1, 2 and 4 (every innocent scores 1 there); in ending 3 the
    // rulebook's "all the other players lose the round" wins, so seat 0 scores 0, not 1.
    let mut game = deal(&[
        &[FirstOnTheScene, Detective],
        &[Culprit],
        &[Share, Rumors],
        &[Baby, Witness],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 2));
    act(&mut game, ShadowAction::Answer(Reply::No));
    assert_eq!(game.in_front(s(0)), &[FirstOnTheScene, Detective]);
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    act(&mut game, ShadowAction::Play(Culprit));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::CulpritEscaped { discarded: false });
    assert_eq!(result.points, vec![0, 2, 0, 0]);
}

#[test]
fn handcuffs_count_whenever_the_culprit_reaches_their_wearer() {
    // The handcuffs go to seat 2 first; the Culprit arrives there later by a Swap.
    let mut game2 = deal(&[
        &[FirstOnTheScene, Sheriff, Detective],
        &[Culprit, Swap, Rumors],
        &[Witness],
    ]);
    act(&mut game2, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game2, 0);
    act(&mut game2, at(Sheriff, 2));
    turn_to(&mut game2, 1);
    act(&mut game2, at(Swap, 2));
    act(&mut game2, ShadowAction::Give(Culprit));
    act(&mut game2, ShadowAction::Give(Witness));
    assert_eq!(game2.culprit(), s(2));
    assert_eq!(game2.turn(), Turn::Seat(s(2)));
    assert_eq!(game2.legal_actions(), vec![ShadowAction::Play(Culprit)]);
    act(&mut game2, ShadowAction::Play(Culprit));
    assert_eq!(
        last_result(&game2).ending,
        Ending::Handcuffed { discarded: false }
    );
    assert_eq!(last_result(&game2).points, vec![1, 1, 0]);
}

// ---------- Toby ----------

#[test]
fn ending_2_toby_exposes_the_culprit_for_three_points() {
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Detective],
        &[Culprit],
        &[Witness, Share],
        &[Rumors, Swap],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Toby, 1));
    let result = last_result(&game);
    assert_eq!(result.ending, Ending::Toby { by: s(0) });
    assert_eq!(result.points, vec![3, 0, 1, 1]);
}

#[test]
fn toby_reveals_the_card_to_the_whole_table() {
    // The target holds three Witnesses and no Culprit: whichever card Toby picks is a Witness,
    // and the round goes on.
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Detective],
        &[Witness, Witness, Witness],
        &[Culprit, Swap],
        &[Share, Rumors],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    let events = game.apply(&at(Toby, 1)).unwrap();
    assert!(game.history().is_empty(), "a miss does not end the round");
    assert_eq!(game.hand(s(1)).len(), 3, "the target keeps the card");
    // Every seat, the target and Toby's player included, and a spectator are told the card.
    for viewer in [Some(s(0)), Some(s(1)), Some(s(2)), Some(s(3)), None] {
        let told = events
            .iter()
            .filter_map(|e| ShadowHouseGame::narrate(e, viewer))
            .any(|line| line.contains("Toby") && line.contains("Witness"));
        assert!(told, "{viewer:?} is not told which card Toby revealed");
    }
    // Every seat remembers it, and its belief and its sampled worlds keep it.
    for seat in [0, 2, 3] {
        let view = game.view(s(seat));
        assert!(
            Belief::of(&view).known[1].contains(&Witness),
            "seat {seat}'s belief forgot the revealed Witness"
        );
        for sample in samples(&game, seat, 30) {
            assert!(sample.hand(s(1)).contains(&Witness));
        }
    }
}

#[test]
fn choice_toby_reveals_a_card_picked_at_random_and_only_the_culprit_card_exposes() {
    let (mut found, mut missed_culprit, mut missed_innocent) = (false, false, false);
    // Over many seeded rounds a Toby played at random finds the Culprit card, misses the culprit
    // (another of their cards came up) and misses an innocent.
    for seed in 0..300 {
        let mut g = ShadowHouseGame::new(&round_only(3), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            let pick = legal[rng.below(legal.len())];
            let culprit = g.culprit();
            let toby = g.current();
            act(&mut g, pick);
            if let ShadowAction::PlayAt { card: Toby, target } = pick {
                if g.history().is_empty() {
                    if target == culprit {
                        missed_culprit = true;
                    } else {
                        missed_innocent = true;
                    }
                } else {
                    assert_eq!(target, culprit, "Toby ends the round only on the culprit");
                    assert_eq!(last_result(&g).ending, Ending::Toby { by: toby });
                    found = true;
                }
            }
        }
    }
    assert!(found && missed_culprit && missed_innocent);
}

// ---------- What a reading bot makes of plays ----------

#[test]
fn a_reading_belief_weighs_who_played_what_and_the_facts_belief_does_not() {
    // Seat 0 opened; seat 1 (the culprit) plays Rumors, a hand-mixing card culprits play more
    // often than innocents do.
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Toby, Swap],
        &[Culprit, Rumors, Share, Witness],
        &[Accomplice, Sheriff, Witness, Servant],
        &[Baby, Frenzy, Soothsayer, Housekeeper],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    let before = game.view(s(2));
    act(&mut game, ShadowAction::Play(Rumors));
    let after = game.view(s(2));
    let facts = Belief::reading(&after, Reads::Facts);
    let read = Belief::reading(&after, Reads::Play);
    assert_eq!(facts, Belief::of(&after));
    assert!(
        read.culprit[1] > facts.culprit[1],
        "Rumors by seat 1 makes it likelier the culprit: {:?} against {:?}",
        read.culprit,
        facts.culprit
    );
    // Before anyone but the opener played, both read the table alike.
    assert_eq!(
        Belief::reading(&before, Reads::Play),
        Belief::reading(&before, Reads::Facts)
    );
    // The odds stay a distribution over the other seats.
    let total: f64 = read.culprit.iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    assert_eq!(read.culprit[2], 0.0, "the viewer knows it holds no Culprit");
}

// ---------- Baby, Witness ----------

#[test]
fn the_baby_shows_the_culprit_to_its_player_alone() {
    let mut game = table();
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Baby));
    let v3 = game.view(s(3));
    assert!(
        v3.memory
            .iter()
            .any(|n| n.private && n.what == Happening::BabyShowed { culprit: s(1) })
    );
    for other in [0, 1, 2] {
        assert!(
            !game
                .view(s(other))
                .memory
                .iter()
                .any(|n| matches!(n.what, Happening::BabyShowed { .. }))
        );
    }
    let belief = Belief::of(&v3);
    assert_eq!(belief.certain(), Some(s(1)));
}

#[test]
fn choice_the_witness_is_always_asked_and_may_swap_only_after_seeing_culprit_or_accomplice() {
    let mut game = table();
    turn_to(&mut game, 2);
    act(&mut game, at(Witness, 3));
    // Seat 3 holds neither: only "don't swap", but the question is still asked (secrecy).
    assert_eq!(game.legal_actions(), vec![ShadowAction::KeepHands]);
    let seen = game.view(s(2));
    assert!(seen.memory.iter().any(|n| n.private
        && matches!(&n.what, Happening::SawHand { seat, cards } if *seat == s(3) && cards.len() == 4)));
    act(&mut game, ShadowAction::KeepHands);

    let mut game = table();
    turn_to(&mut game, 2);
    act(&mut game, at(Witness, 1));
    assert_eq!(
        game.legal_actions(),
        vec![ShadowAction::SwapWithWitnessed, ShadowAction::KeepHands]
    );
    act(&mut game, ShadowAction::SwapWithWitnessed);
    act(&mut game, ShadowAction::Give(Servant));
    assert_eq!(
        game.turn(),
        Turn::Seat(s(1)),
        "the looked-at player gives back"
    );
    act(&mut game, ShadowAction::Give(Rumors));
    assert!(game.hand(s(1)).contains(&Servant));
    assert!(game.hand(s(2)).contains(&Rumors));
    assert_eq!(game.hand(s(2)).len(), 3);
}

#[test]
fn determinize_keeps_what_a_witness_saw() {
    let mut game = table();
    turn_to(&mut game, 2);
    act(&mut game, at(Witness, 1));
    let view = game.view(s(2));
    for seed in 0..20 {
        let sample = ShadowHouseGame::determinize(&view, &mut GameRng::seeded(seed));
        assert_eq!(sample.hand(s(1)), game.hand(s(1)));
        assert_eq!(sample.view(s(2)), view);
    }
}

// ---------- What a sample must respect ----------

/// Many sampled worlds for `seat`'s view, each checked to show `seat` exactly that view.
fn samples(game: &ShadowHouseGame, seat: u8, count: u64) -> Vec<ShadowHouseGame> {
    let view = game.view(s(seat));
    (0..count)
        .map(|seed| {
            let sample = ShadowHouseGame::determinize(&view, &mut GameRng::seeded(seed));
            assert_eq!(sample.view(s(seat)), view, "seed {seed}");
            sample
        })
        .collect()
}

#[test]
fn determinize_a_no_to_a_detective_puts_an_alibi_beside_a_sampled_culprit() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Swap, Share],
        &[Culprit, Alibi, Rumors, Witness],
        &[Sheriff, Witness, Servant, Share],
        &[Baby, Soothsayer, Housekeeper, Swap],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    act(&mut game, ShadowAction::Answer(Reply::No));
    let mut culprit_there = 0;
    for sample in samples(&game, 2, 400) {
        if sample.hand(s(1)).contains(&Culprit) {
            culprit_there += 1;
            assert!(
                sample.hand(s(1)).contains(&Alibi),
                "a culprit who answered no holds an Alibi: {:?}",
                sample.hand(s(1))
            );
        }
    }
    assert!(
        culprit_there > 0,
        "the answerer is still a possible culprit"
    );
}

#[test]
fn determinize_a_toby_miss_on_a_last_card_clears_that_player() {
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Detective],
        &[Rumors],
        &[Culprit, Share, Witness],
        &[Swap, Share, Soothsayer],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Toby, 1));
    assert!(game.history().is_empty());
    for sample in samples(&game, 3, 300) {
        assert!(!sample.hand(s(1)).contains(&Culprit));
    }
}

#[test]
fn determinize_a_witness_swap_leaves_the_culprit_or_an_accomplice_with_the_pair() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Swap, Share],
        &[Culprit, Alibi, Rumors, Witness],
        &[Witness, Sheriff, Servant, Share],
        &[Baby, Soothsayer, Housekeeper, Swap],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 2);
    act(&mut game, at(Witness, 1));
    act(&mut game, ShadowAction::SwapWithWitnessed);
    act(&mut game, ShadowAction::Give(Servant));
    act(&mut game, ShadowAction::Give(Rumors));
    let (mut culprit_in_pair, mut accomplice_only) = (0, 0);
    for sample in samples(&game, 3, 400) {
        let pair: Vec<Card> = [1, 2]
            .iter()
            .flat_map(|&p| sample.hand(s(p)).to_vec())
            .collect();
        if pair.contains(&Culprit) {
            culprit_in_pair += 1;
        } else {
            assert!(
                pair.contains(&Accomplice),
                "the Witness saw the Culprit or an Accomplice: {pair:?}"
            );
            accomplice_only += 1;
        }
    }
    assert!(culprit_in_pair > 0 && accomplice_only > 0);
}

#[test]
fn determinize_keeps_the_cards_the_viewer_passed() {
    // Share: seat 0 passes Swap to seat 1.
    let mut game = table();
    act(&mut game, ShadowAction::Play(Share));
    for card in [Rumors, Servant, Soothsayer, Swap] {
        act(&mut game, ShadowAction::Give(card));
    }
    for sample in samples(&game, 0, 100) {
        assert!(sample.hand(s(1)).contains(&Swap));
    }
    // Swap: seat 0 gives Toby to seat 3 and gets Frenzy back; seat 3 still holds Toby.
    let mut game = table();
    turn_to(&mut game, 0);
    act(&mut game, at(Swap, 3));
    act(&mut game, ShadowAction::Give(Toby));
    act(&mut game, ShadowAction::Give(Frenzy));
    for sample in samples(&game, 0, 100) {
        assert!(sample.hand(s(3)).contains(&Toby));
        assert!(!sample.hand(s(3)).contains(&Frenzy) || sample.hand(s(3)).len() < 3);
    }
    // The seat that swapped with the viewer: it knows what it gave and what it got.
    for sample in samples(&game, 3, 100) {
        assert!(sample.hand(s(0)).contains(&Frenzy));
    }
}

#[test]
fn determinize_keeps_the_card_toby_revealed_and_who_the_baby_named() {
    let mut game = deal(&[
        &[FirstOnTheScene, Toby, Baby, Detective],
        &[Share, Rumors, Witness],
        &[Culprit, Swap, Sheriff],
        &[Swap, Share, Soothsayer],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Toby, 1));
    let shown = game
        .view(s(0))
        .memory
        .iter()
        .find_map(|n| match n.what {
            Happening::TobyRevealed { card, .. } if !n.private => Some(card),
            _ => None,
        })
        .unwrap();
    for seat in [0, 3] {
        for sample in samples(&game, seat, 100) {
            assert!(sample.hand(s(1)).contains(&shown));
        }
    }
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Baby));
    for sample in samples(&game, 0, 100) {
        assert_eq!(sample.culprit(), s(2));
    }
}

// ---------- Share, Rumors, Frenzy ----------

#[test]
fn share_passes_left_at_once_and_choices_stay_sealed() {
    let mut game = table();
    act(&mut game, ShadowAction::Play(Share));
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    act(&mut game, ShadowAction::Give(Rumors));
    // Seat 2 sees that seat 1 has chosen, not what.
    let v2 = game.view(s(2));
    match &v2.phase {
        PhaseView::Share { waiting, own, .. } => {
            assert!(!waiting.contains(&s(1)));
            assert_eq!(*own, None);
        }
        other => panic!("{other:?}"),
    }
    act(&mut game, ShadowAction::Give(Servant));
    act(&mut game, ShadowAction::Give(Soothsayer));
    act(&mut game, ShadowAction::Give(Swap));
    assert!(game.hand(s(2)).contains(&Rumors));
    assert!(game.hand(s(3)).contains(&Servant));
    assert!(game.hand(s(0)).contains(&Soothsayer));
    assert!(game.hand(s(1)).contains(&Swap));
    assert_eq!(game.turn(), Turn::Seat(s(2)));
}

#[test]
fn share_with_an_empty_hand_joins_without_passing() {
    let mut game = deal(&[
        &[FirstOnTheScene, Share, Detective],
        &[Culprit, Rumors],
        &[],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Share));
    match game.view(s(0)).phase {
        PhaseView::Share { seats, .. } => assert_eq!(seats, vec![s(0), s(1)]),
        other => panic!("{other:?}"),
    }
    act(&mut game, ShadowAction::Give(Detective));
    act(&mut game, ShadowAction::Give(Rumors));
    assert_eq!(game.hand(s(2)), &[Rumors], "seat 2 received without giving");
    assert!(game.hand(s(0)).is_empty());
}

#[test]
fn the_rules_say_protection_lasts_until_the_next_turn_and_empty_hands_receive_in_share() {
    use duskdeck::engine::rules_text::{Block, CHOICES_HEADING, blocks, bullets_under};
    let bullets: Vec<String> = blocks(english_rules())
        .into_iter()
        .flat_map(|b| match b {
            Block::Bullets(items) => items,
            _ => Vec::new(),
        })
        .collect();
    for card in ["Servant", "Housekeeper"] {
        let line = bullets
            .iter()
            .find(|b| b.starts_with(card))
            .unwrap_or_else(|| panic!("the rules describe the {card}"));
        assert!(line.contains("until your next turn"), "{line}");
        assert!(!line.contains("round"), "{line}");
    }
    // Wherever the rules and the choices speak of empty hands in a Share, they receive.
    let empty_share: Vec<&String> = bullets
        .iter()
        .filter(|b| b.contains("Share") && b.contains("no cards"))
        .collect();
    assert!(
        !empty_share.is_empty(),
        "the rules say what an empty hand does in a Share"
    );
    for line in empty_share {
        assert!(!line.contains("sit out"), "{line}");
        assert!(line.contains("receive"), "{line}");
    }
    assert!(!bullets_under(english_rules(), CHOICES_HEADING).is_empty());
    // And the code does what the words say: an empty hand receives without passing.
    let mut game = deal(&[
        &[FirstOnTheScene, Share, Detective],
        &[Culprit, Rumors],
        &[],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Share));
    act(&mut game, ShadowAction::Give(Detective));
    act(&mut game, ShadowAction::Give(Rumors));
    assert_eq!(game.hand(s(2)), &[Rumors]);
}

#[test]
fn rumors_takes_a_random_card_from_the_right() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective, Detective],
        &[Culprit, Rumors, Alibi],
        &[Witness, Witness],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    let events = act(&mut game, ShadowAction::Play(Rumors));
    assert!(events.contains(&Happening::Rumored {
        pairs: vec![(s(0), s(2)), (s(1), s(0)), (s(2), s(1))]
    }));
    assert!(game.hand(s(0)).contains(&Witness));
    assert!(game.hand(s(1)).contains(&Detective));
    assert_eq!(game.hand(s(1)).len(), 2);
    let got = game
        .view(s(2))
        .memory
        .iter()
        .filter(|n| matches!(n.what, Happening::Got { from: Some(f), .. } if f == s(1)))
        .count();
    assert_eq!(got, 1);
}

#[test]
fn choice_rumors_takes_from_the_hands_as_they_were_before_anyone_took() {
    // Seat 1 has no card. Taken all at once, seat 2 takes nothing from it; taken one by one
    // clockwise from the player, seat 1 would first take seat 0's card and then lose it to seat 2.
    let mut game = deal(&[
        &[FirstOnTheScene, Rumors, Detective],
        &[],
        &[Culprit, Witness],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    let events = act(&mut game, ShadowAction::Play(Rumors));
    assert!(events.contains(&Happening::Rumored {
        pairs: vec![(s(0), s(2)), (s(1), s(0))]
    }));
    assert_eq!(game.hand(s(1)), &[Detective]);
    assert_eq!(game.hand(s(2)).len(), 1);
    assert_eq!(game.hand(s(0)).len(), 1);
}

#[test]
fn frenzy_pools_one_card_each_and_deals_them_back_at_random() {
    let mut game = table();
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Frenzy));
    let before: Vec<Vec<Card>> = Seat::all(4).map(|p| game.hand(p).to_vec()).collect();
    let put = [Soothsayer, Toby, Rumors, Servant];
    for card in put {
        act(&mut game, ShadowAction::Give(card));
    }
    let v3 = game.view(s(3));
    assert!(v3.memory.iter().any(|n| n.private
        && n.what
            == Happening::FrenzyPool {
                cards: vec![Toby, Rumors, Soothsayer, Servant]
            }));
    assert!(
        !game
            .view(s(0))
            .memory
            .iter()
            .any(|n| matches!(n.what, Happening::FrenzyPool { .. }))
    );
    // The pool is dealt back whole, one card to each who put one in.
    let mut got = Vec::new();
    for (i, p) in [s(3), s(0), s(1), s(2)].into_iter().enumerate() {
        let received = game
            .view(p)
            .memory
            .iter()
            .filter_map(|n| match n.what {
                Happening::Got { from: None, card } if n.private => Some(card),
                _ => None,
            })
            .collect::<Vec<_>>();
        assert_eq!(received.len(), 1, "{p} gets exactly one card back");
        let mut expected = before[p.index()].clone();
        let at = expected.iter().position(|&c| c == put[i]).unwrap();
        expected.remove(at);
        expected.push(received[0]);
        expected.sort();
        assert_eq!(game.hand(p), expected.as_slice());
        got.push(received[0]);
    }
    got.sort();
    let mut pool = put.to_vec();
    pool.sort();
    assert_eq!(got, pool);

    // The deal back is random: over seeded games, some Frenzy deals hand cards around and some
    // seats get their own card back.
    let (mut moved, mut kept) = (0, 0);
    for seed in 0..300 {
        let mut g = ShadowHouseGame::new(&round_only(5), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            let pick = legal[rng.below(legal.len())];
            let frenzy_player = g.current();
            let events = act(&mut g, pick);
            if events
                .iter()
                .any(|e| matches!(e, Happening::FrenzyDealt { .. }))
            {
                let notes = g.view(frenzy_player).memory;
                let put = notes.iter().rev().find_map(|n| match n.what {
                    Happening::PutInPool { card } => Some(card),
                    _ => None,
                });
                let back = notes.iter().rev().find_map(|n| match n.what {
                    Happening::Got { from: None, card } => Some(card),
                    _ => None,
                });
                if put == back {
                    kept += 1;
                } else {
                    moved += 1;
                }
            }
        }
    }
    assert!(moved > 0 && kept > 0, "moved {moved}, kept {kept}");
}

#[test]
fn choice_frenzy_deals_back_only_to_those_who_put_a_card_in() {
    let mut game = deal(&[
        &[FirstOnTheScene, Frenzy, Detective],
        &[],
        &[Culprit, Witness],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Frenzy));
    match game.view(s(0)).phase {
        PhaseView::Frenzy { seats, .. } => assert_eq!(seats, vec![s(0), s(2)]),
        other => panic!("{other:?}"),
    }
    act(&mut game, ShadowAction::Give(Detective));
    act(&mut game, ShadowAction::Give(Witness));
    assert!(
        game.hand(s(1)).is_empty(),
        "seat 1 put nothing in and gets nothing"
    );
    assert_eq!(game.hand(s(0)).len() + game.hand(s(2)).len(), 3);
}

#[test]
fn frenzy_on_the_last_turn_has_no_effect() {
    let mut game = deal(&[
        &[FirstOnTheScene, Frenzy],
        &[Culprit, Rumors],
        &[Witness, Alibi],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    let before: Vec<Vec<Card>> = Seat::all(3).map(|p| game.hand(p).to_vec()).collect();
    let events = act(&mut game, ShadowAction::Play(Frenzy));
    assert!(events.contains(&Happening::FrenzyFizzled));
    assert_eq!(game.hand(s(1)), before[1].as_slice());
    assert_eq!(game.hand(s(2)), before[2].as_slice());
    assert_eq!(game.turn(), Turn::Seat(s(1)));
}

// ---------- Accomplice ----------

#[test]
fn the_accomplices_target_chooses_the_discard_and_draws_from_the_pile() {
    let mut game = deal_with(
        round_only(3),
        &[
            &[FirstOnTheScene, Accomplice, Detective],
            &[Culprit, Rumors, Alibi],
            &[Witness, Share],
        ],
        &[Toby],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Accomplice, 1));
    assert_eq!(game.turn(), Turn::Seat(s(1)));
    assert_eq!(
        game.legal_actions(),
        vec![ShadowAction::Discard(Alibi), ShadowAction::Discard(Rumors)],
        "the Culprit cannot be discarded while other cards remain"
    );
    act(&mut game, ShadowAction::Discard(Alibi));
    assert_eq!(game.hand(s(1)), &[Culprit, Toby, Rumors]);
    assert!(
        game.view(s(1))
            .memory
            .iter()
            .any(|n| n.what == Happening::Drew { card: Toby })
    );
    assert!(game.view(s(2)).is_accomplice(s(0)));
}

// ---------- Swap, Soothsayer ----------

#[test]
fn swap_gives_a_card_and_the_target_chooses_the_one_returned() {
    let mut game = table();
    turn_to(&mut game, 0);
    act(&mut game, at(Swap, 3));
    act(&mut game, ShadowAction::Give(Toby));
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    assert_eq!(
        game.legal_actions(),
        vec![
            ShadowAction::Give(Baby),
            ShadowAction::Give(Frenzy),
            ShadowAction::Give(Soothsayer),
            ShadowAction::Give(Housekeeper)
        ]
    );
    act(&mut game, ShadowAction::Give(Frenzy));
    assert_eq!(game.hand(s(0)), &[Detective, Frenzy]);
    assert!(game.hand(s(3)).contains(&Toby));
}

#[test]
fn swap_as_the_last_card_is_ignored() {
    let mut game = deal(&[&[FirstOnTheScene, Swap], &[Culprit, Rumors], &[Witness]]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    assert_eq!(game.legal_actions(), vec![ShadowAction::Play(Swap)]);
}

#[test]
fn the_soothsayer_speaks_in_public() {
    let mut game = table();
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Soothsayer));
    assert_eq!(game.turn(), Turn::Seat(s(3)));
    let legal = game.legal_actions();
    assert!(legal.contains(&ShadowAction::Say(Statement::Suspect(s(1)))));
    assert!(legal.contains(&ShadowAction::Say(Statement::NoIdea)));
    act(&mut game, ShadowAction::Say(Statement::Suspect(s(1))));
    assert!(game.view(s(0)).memory.iter().any(|n| !n.private
        && n.what
            == Happening::Said {
                seat: s(3),
                statement: Statement::Suspect(s(1))
            }));
}

// ---------- Turn order, empty hands ----------

#[test]
fn choice_an_empty_hand_is_skipped_and_its_protection_ends() {
    let mut game = deal(&[
        &[FirstOnTheScene, Servant],
        &[Culprit, Rumors, Share],
        &[Witness, Alibi],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Servant));
    assert!(game.view(s(1)).servant[0]);
    act(&mut game, ShadowAction::Play(Rumors));
    act(&mut game, ShadowAction::Play(Alibi));
    // Seat 0 had taken a card by Rumors? It took from seat 2. Play whatever it has, or be skipped.
    while game.turn() == Turn::Seat(s(0)) {
        let a = game.legal_actions()[0];
        act(&mut game, a);
    }
    assert!(!game.view(s(1)).servant[0], "seat 0's turn came round");
    // A seat with no cards is passed over.
    let mut g = deal(&[&[FirstOnTheScene], &[Culprit, Rumors], &[Witness, Alibi]]);
    let events = act(&mut g, ShadowAction::Play(FirstOnTheScene));
    assert_eq!(g.turn(), Turn::Seat(s(1)));
    turn_to(&mut g, 2);
    let events2 = act(&mut g, ShadowAction::Play(Alibi));
    assert!(events2.contains(&Happening::SkippedEmptyHand { seat: s(0) }));
    assert_eq!(g.turn(), Turn::Seat(s(1)));
    let _ = events;
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let mut game = table();
    let before = game.clone();
    for bad in [
        ShadowAction::Play(Detective),
        at(Toby, 1),
        ShadowAction::Give(Culprit),
        ShadowAction::Answer(Reply::Yes),
    ] {
        let err = game.apply(&bad).unwrap_err();
        assert!(!ShadowHouseGame::refusal_words(&err).is_empty());
        assert_eq!(game, before);
    }
}

// ---------- Match and variants ----------

#[test]
fn a_match_runs_to_five_points_and_ties_share_the_win() {
    let mut ties = 0;
    for seed in 0..60 {
        let mut g = ShadowHouseGame::new(&Settings::new(4, ""), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            act(&mut g, legal[rng.below(legal.len())]);
        }
        let top = *g.points().iter().max().unwrap();
        assert!(
            top >= 5,
            "random play reaches 5 points long before the round limit"
        );
        let before_last: Vec<u8> = g
            .points()
            .iter()
            .zip(&last_result(&g).points)
            .map(|(t, p)| t - p)
            .collect();
        assert!(
            before_last.iter().all(|&p| p < 5),
            "the match stops as soon as 5 is reached"
        );
        let outcome = g.outcome().unwrap();
        let winners = g.points().iter().filter(|&&p| p == top).count();
        if winners > 1 {
            ties += 1;
        }
        for p in Seat::all(4) {
            let expected = if g.points()[p.index()] == top {
                SeatResult::Win
            } else {
                SeatResult::Loss
            };
            assert_eq!(outcome.results[p.index()], expected);
        }
    }
    assert!(ties > 0, "some of these matches end in a tie");
}

/// "The game ends when one of the players finishes a round with at least 5 points": a number of
/// rounds chosen in the lobby is a limit on the match, not a replacement for that end.
#[test]
fn a_set_number_of_rounds_still_ends_when_someone_reaches_5_points() {
    let mut game = deal_with(
        Settings::new(4, "").with_rounds(5),
        &[
            &[FirstOnTheScene, Detective, Toby],
            &[Culprit, Share, Rumors],
            &[Sheriff, Witness, Swap],
            &[Baby, Frenzy, Soothsayer],
        ],
        &[],
    )
    .at_round(2, vec![4, 1, 0, 2])
    .unwrap();
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    act(&mut game, ShadowAction::Answer(Reply::Yes));
    assert_eq!(game.points(), &[6, 1, 1, 3]);
    assert_eq!(
        game.turn(),
        Turn::Over,
        "6 points end the match in round 2 of 5"
    );
    assert_eq!(game.round(), 2);
    assert_eq!(
        game.outcome().unwrap().results,
        vec![
            SeatResult::Win,
            SeatResult::Loss,
            SeatResult::Loss,
            SeatResult::Loss
        ]
    );
    // Below 5 points the limit still ends the match after its last round.
    let mut short = deal_with(
        Settings::new(4, "").with_rounds(2),
        &[
            &[FirstOnTheScene, Detective, Toby],
            &[Culprit, Share, Rumors],
            &[Sheriff, Witness, Swap],
            &[Baby, Frenzy, Soothsayer],
        ],
        &[],
    )
    .at_round(2, vec![1, 1, 0, 2])
    .unwrap();
    act(&mut short, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut short, 0);
    act(&mut short, at(Detective, 1));
    act(&mut short, ShadowAction::Answer(Reply::Yes));
    assert_eq!(short.points(), &[3, 1, 1, 3]);
    assert_eq!(short.turn(), Turn::Over);
}

#[test]
fn tied_players_share_the_victory() {
    // A handcuffed culprit: both innocents score 1 and tie at the top of a one-round match.
    let mut game = deal(&[&[FirstOnTheScene, Sheriff], &[Culprit], &[Share, Rumors]]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Sheriff, 1));
    act(&mut game, ShadowAction::Play(Culprit));
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.points(), &[1, 0, 1]);
    assert_eq!(
        game.outcome().unwrap().results,
        vec![SeatResult::Win, SeatResult::Loss, SeatResult::Win]
    );
}

#[test]
fn the_arena_counts_a_round_won_by_each_seat_whose_side_scored() {
    let mut game = deal(&[&[FirstOnTheScene, Sheriff], &[Culprit], &[Share, Rumors]]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Sheriff, 1));
    let events = game.apply(&ShadowAction::Play(Culprit)).unwrap();
    let side_wins: Vec<Seat> = events
        .iter()
        .flat_map(ShadowHouseGame::tallies)
        .filter(|&(_, label)| label == "rounds won by own side")
        .map(|(seat, _)| seat)
        .collect();
    assert_eq!(side_wins, vec![s(0), s(2)]);
}

#[test]
fn set_turn_refuses_jumps_no_real_turn_order_could_make() {
    let mut game = deal(&[
        &[FirstOnTheScene, Detective],
        &[Culprit, Alibi],
        &[],
        &[Share, Rumors],
    ]);
    assert!(game.set_turn(s(1)).is_err(), "First on the scene must open");
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    assert!(game.set_turn(s(2)).is_err(), "seat 2 has no card");
    assert!(game.set_turn(s(7)).is_err(), "no such seat");
    turn_to(&mut game, 0);
    act(&mut game, at(Detective, 1));
    let before = game.clone();
    assert!(game.set_turn(s(3)).is_err(), "an answer is pending");
    assert_eq!(game, before);
}

#[test]
fn every_round_scores_at_four_or_more_players_so_a_match_to_five_ends_by_the_points() {
    use duskdeck::games::shadow_house::round_points;
    // Every way a round can end, for every culprit and every set of at most two accomplices
    // (the box holds two Accomplice cards; the culprit may be one of them).
    for seats in 3..=8usize {
        let all: Vec<Seat> = Seat::all(seats).collect();
        let mut sets: Vec<Vec<Seat>> = vec![Vec::new()];
        for (i, &a) in all.iter().enumerate() {
            sets.push(vec![a]);
            for &b in &all[i + 1..] {
                sets.push(vec![a, b]);
            }
        }
        for &culprit in &all {
            let mut endings = vec![
                Ending::CulpritEscaped { discarded: false },
                Ending::CulpritEscaped { discarded: true },
                Ending::Handcuffed { discarded: false },
                Ending::Handcuffed { discarded: true },
            ];
            for &by in all.iter().filter(|&&b| b != culprit) {
                endings.push(Ending::Detective { by });
                endings.push(Ending::Toby { by });
            }
            for accomplices in &sets {
                for &ending in &endings {
                    let points = round_points(seats, ending, culprit, accomplices);
                    let total: u32 = points.iter().map(|&p| u32::from(p)).sum();
                    let everyone_guilty =
                        all.iter().all(|s| *s == culprit || accomplices.contains(s));
                    if seats >= 4 {
                        assert!(total >= 1, "{seats} seats, {ending:?}: nobody scores");
                    } else {
                        // At three players only a table of culprit and accomplices can go
                        // without a point, and only when the culprit is caught.
                        assert_eq!(
                            total == 0,
                            everyone_guilty && !matches!(ending, Ending::CulpritEscaped { .. }),
                            "{ending:?} with accomplices {accomplices:?}"
                        );
                    }
                }
            }
        }
    }
    // So before a match's last round at most 4 points a player are out, each round adds one:
    // at four players or more a match lasts at most 4 x seats + 1 rounds, and max_plies (a bound
    // for the harness, not a rule) allows exactly that many rounds of at most 4 x seats turns.
    for seats in 4..=8u8 {
        let n = usize::from(seats);
        assert_eq!(
            ShadowHouseGame::max_plies(&Settings::new(seats, "")),
            (4 * n + 1) * (HAND_SIZE * n * (n + 3))
        );
    }
    // A random match at four players never needs the house rule.
    for seed in 0..40 {
        let mut g = ShadowHouseGame::new(&Settings::new(4, ""), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            act(&mut g, legal[rng.below(legal.len())]);
        }
        assert!(g.history().iter().all(|r| r.points.iter().any(|&p| p > 0)));
        assert!(g.points().iter().any(|&p| p >= 5));
    }
}

#[test]
/// No house rule ends a match: at three players rounds may score nothing, again and again, and
/// the match simply goes on to the next deal until someone reaches 5 points.
fn no_limit_scoreless_rounds_never_end_a_match_to_five() {
    // Three players: seats 1 and 2 both become accomplices and the handcuffed culprit, seat 0,
    // reveals the Culprit: nobody scores.
    let hands: [&[Card]; 3] = [
        &[FirstOnTheScene, Culprit],
        &[Sheriff, Accomplice, Share],
        &[Accomplice, Rumors, Swap],
    ];
    let pile = [Soothsayer, Witness];
    let scoreless_round = |game: &mut ShadowHouseGame| {
        let round = game.round();
        act(game, ShadowAction::Play(FirstOnTheScene));
        act(game, at(Sheriff, 0));
        act(game, at(Accomplice, 1));
        act(game, ShadowAction::Discard(Share));
        turn_to(game, 1);
        act(game, at(Accomplice, 2));
        act(game, ShadowAction::Discard(Rumors));
        turn_to(game, 0);
        act(game, ShadowAction::Play(Culprit));
        let result = last_result(game);
        assert_eq!(result.round, round);
        assert_eq!(result.ending, Ending::Handcuffed { discarded: false });
        assert_eq!(result.points, vec![0, 0, 0]);
    };
    let mut game = deal_with(Settings::new(3, ""), &hands, &pile)
        .at_round(4, vec![4, 1, 3])
        .unwrap();
    for played in 0..6 {
        scoreless_round(&mut game);
        assert_eq!(game.round(), 5 + played);
        assert_ne!(game.turn(), Turn::Over, "a scoreless round ends nothing");
        assert_eq!(game.points(), &[4, 1, 3]);
        game.redeal(hands.iter().map(|h| h.to_vec()).collect(), pile.to_vec())
            .unwrap();
    }
    assert_eq!(
        ShadowHouseGame::max_plies(&Settings::new(3, "")),
        usize::MAX
    );
}

#[test]
fn the_rules_text_says_what_each_player_sees_the_choices_and_no_house_rule() {
    use duskdeck::engine::rules_text::{
        Block, CHOICES_HEADING, HOUSE_RULES_HEADING, SEES_HEADING, blocks, bullets_under,
    };
    let headings: Vec<String> = blocks(english_rules())
        .into_iter()
        .filter_map(|b| match b {
            Block::Heading(h) => Some(h),
            _ => None,
        })
        .collect();
    for heading in [SEES_HEADING, CHOICES_HEADING, HOUSE_RULES_HEADING] {
        assert!(
            headings.iter().any(|h| h == heading),
            "no section {heading}"
        );
    }
    assert!(bullets_under(english_rules(), HOUSE_RULES_HEADING).is_empty());
    assert!(english_rules().contains("## House rules\n\nNone."));
    assert!(!english_rules().contains("30 rounds"));
}

#[test]
fn settings_rounds_plays_exactly_that_many_rounds() {
    for seed in 0..10 {
        let mut g = ShadowHouseGame::new(&Settings::new(5, "").with_rounds(3), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let legal = g.legal_actions();
            act(&mut g, legal[rng.below(legal.len())]);
        }
        assert_eq!(g.history().len(), 3);
    }
}

#[test]
fn lightning_is_one_round_without_points_the_culprits_side_or_the_rest_wins() {
    let mut game = deal_with(
        Settings::new(4, "lightning"),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit],
            &[Accomplice, Share],
            &[Baby, Rumors],
        ],
        &[Alibi],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 2);
    act(&mut game, at(Accomplice, 3));
    act(&mut game, ShadowAction::Discard(Baby));
    turn_to(&mut game, 1);
    act(&mut game, ShadowAction::Play(Culprit));
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.points(), &[0, 0, 0, 0], "no points tokens");
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome.results,
        vec![
            SeatResult::Loss,
            SeatResult::Win,
            SeatResult::Win,
            SeatResult::Loss
        ]
    );
    assert_eq!(game.role(s(1)), Some("Culprit"));
    assert_eq!(game.role(s(2)), Some("Accomplice"));
    assert_eq!(game.role(s(0)), Some("other"));
}

#[test]
fn choice_lightning_refuses_a_round_count() {
    let err = ShadowHouseGame::new(&Settings::new(4, "lightning").with_rounds(3), 1).unwrap_err();
    let message = err.to_string().to_lowercase();
    assert!(
        message.contains("lightning") && message.contains("single game"),
        "{message}"
    );
    assert!(ShadowHouseGame::new(&Settings::new(4, "lightning"), 1).is_ok());
}

#[test]
fn a_match_replays_from_its_seed_and_actions() {
    for seed in 0..10 {
        let settings = Settings::new(5, "");
        let mut game = ShadowHouseGame::new(&settings, seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        let mut actions = Vec::new();
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            let pick = legal[rng.below(legal.len())];
            actions.push(pick);
            act(&mut game, pick);
        }
        let mut again = ShadowHouseGame::new(&settings, seed).unwrap();
        for a in &actions {
            act(&mut again, *a);
        }
        assert_eq!(again, game, "seed {seed}");
    }
}

// ---------- Bots ----------

#[test]
fn the_heuristic_aims_its_detective_at_the_culprit_the_baby_showed() {
    let mut game = deal(&[
        &[FirstOnTheScene, Baby, Detective, Rumors],
        &[Witness, Share, Rumors, Alibi],
        &[Culprit, Swap, Swap, Share],
        &[Witness, Soothsayer, Sheriff, Alibi],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, ShadowAction::Play(Baby));
    turn_to(&mut game, 0);
    let view = game.view(s(0));
    let choice = ShadowHouseGame::heuristic(&view, &game.legal_actions(), &mut GameRng::seeded(1));
    assert_eq!(choice, at(Detective, 2));
}

#[test]
fn an_accomplice_bot_forces_out_a_lone_culprit() {
    let mut game = deal(&[
        &[FirstOnTheScene, Accomplice, Accomplice, Detective],
        &[Culprit],
        &[Witness, Share, Rumors],
        &[Witness, Soothsayer, Sheriff],
    ]);
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 0);
    act(&mut game, at(Accomplice, 2));
    act(&mut game, ShadowAction::Discard(Rumors));
    turn_to(&mut game, 0);
    let view = game.view(s(0));
    let choice = ShadowHouseGame::heuristic(&view, &game.legal_actions(), &mut GameRng::seeded(2));
    // Seat 1 has one card: the only hand that can hold a lone Culprit.
    assert_eq!(choice, at(Accomplice, 1));
}

#[test]
fn the_soothsayer_bot_states_its_real_suspicion_unless_it_sides_with_the_culprit() {
    let mut game = table();
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Baby));
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Soothsayer));
    let view = game.view(s(3));
    let choice = ShadowHouseGame::heuristic(&view, &game.legal_actions(), &mut GameRng::seeded(3));
    assert_eq!(choice, ShadowAction::Say(Statement::Suspect(s(1))));
    // An accomplice who knows the culprit (the Baby showed it) points at someone else.
    let mut game = deal_with(
        round_only(4),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit, Share, Rumors],
            &[Witness, Share, Swap],
            &[Accomplice, Baby, Soothsayer, Sheriff],
        ],
        &[Alibi],
    );
    act(&mut game, ShadowAction::Play(FirstOnTheScene));
    turn_to(&mut game, 3);
    act(&mut game, at(Accomplice, 2));
    act(&mut game, ShadowAction::Discard(Swap));
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Baby));
    turn_to(&mut game, 3);
    act(&mut game, ShadowAction::Play(Soothsayer));
    let view = game.view(s(3));
    assert_eq!(Belief::of(&view).certain(), Some(s(1)));
    let choice = ShadowHouseGame::heuristic(&view, &game.legal_actions(), &mut GameRng::seeded(4));
    match choice {
        ShadowAction::Say(Statement::Suspect(t)) => {
            assert!(
                t != s(1) && t != s(3),
                "the accomplice shields the culprit, named {t}"
            )
        }
        other => panic!("the accomplice should cast suspicion, said {other:?}"),
    }
}

#[test]
fn every_seat_sees_every_finished_rounds_culprit_accomplices_and_points() {
    // Roles are public once a round ends: the Culprit card is shown, and accomplices have their
    // Accomplice card in front. Every seat's view keeps each finished round for the score table.
    for (seats, seed) in [(4u8, 1u64), (6, 2), (8, 3)] {
        let mut g = ShadowHouseGame::new(&Settings::new(seats, ""), seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        while g.turn() != Turn::Over {
            let holder = g.culprit();
            let accomplices: Vec<Seat> = Seat::all(usize::from(seats))
                .filter(|&p| g.in_front(p).contains(&Accomplice))
                .collect();
            let legal = g.legal_actions();
            let ended = act(&mut g, legal[rng.below(legal.len())])
                .into_iter()
                .find_map(|h| match h {
                    Happening::RoundEnded(result) => Some(result),
                    _ => None,
                });
            if let Some(result) = ended {
                assert_eq!(result.culprit, holder);
                assert_eq!(result.accomplices, accomplices);
            }
            for viewer in Seat::all(usize::from(seats)) {
                let view = g.view(viewer);
                assert_eq!(view.history, g.history(), "{viewer}'s view");
                assert_eq!(view.points, g.points());
            }
        }
        let rounds = g.history().len();
        assert_eq!(
            g.history().iter().map(|r| r.round).collect::<Vec<_>>(),
            (1..=rounds as u8).collect::<Vec<_>>()
        );
        let totals: Vec<u8> = Seat::all(usize::from(seats))
            .map(|p| g.history().iter().map(|r| r.points[p.index()]).sum())
            .collect();
        assert_eq!(totals, g.points(), "the rounds add up to the totals");
    }
}

/// The English rules page: the rulebook as the project words it.
fn english_rules() -> &'static str {
    duskdeck::lang::rules(duskdeck::lang::Lang::En, duskdeck::GameId::ShadowHouse)
}
