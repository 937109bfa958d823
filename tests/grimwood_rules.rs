//! Grimwood: one test per rule of the rulebook (`shared/rules/grimwood.txt`), per supernatural
//! power (with the Dragon and Amulets where they apply), per combo and score, per choice the
//! game's rules text (`src/games/grimwood/rules.md`) lists (tests named `choice_*`) and per house
//! rule (`house_rule_*`).
//!
//! Positions are set up exactly with `GrimwoodGame::from_position` and driven with `apply`.
//!
//! Run with `cargo test --release --no-default-features --test grimwood_rules`.

use duskdeck::Playbook;
use duskdeck::engine::rules_text::{
    Block, CHOICES_HEADING, HOUSE_RULES_HEADING, SEES_HEADING, blocks, bullets_under,
};
use duskdeck::engine::{Game, GameRng, Seat, SeatResult, Settings, Turn};
use duskdeck::games::grimwood::{
    Card, Combo, ComboRef, GrimwoodAction as A, GrimwoodEvent as E, GrimwoodGame, LineSlot,
    Pending, Phase, SetKind, Supernatural as S,
};
use duskdeck::lang::narrate::Narrate;

const OWL: Card = Card::Owl;
const CROW: Card = Card::Crow;
const SWAMP: Card = Card::Swamp;
const PATH: Card = Card::Path;
const CLEARING: Card = Card::Clearing;
const AMULET: Card = Card::Amulet;
const RUNE: Card = Card::Rune;

fn sup(s: S) -> Card {
    Card::Super(s)
}

fn s(i: u8) -> Seat {
    Seat(i)
}

fn settings(seats: u8, variant: &str) -> Settings {
    Settings::new(seats, variant)
}

/// A position: hands and tables as given, `discard` bottom first, `deck_top` drawn first; every
/// other card of the deck lies under `deck_top` in a fixed order. Seat 0 to act.
struct Setup<'a> {
    seats: u8,
    variant: &'a str,
    hands: Vec<Vec<Card>>,
    tables: Vec<Vec<Combo>>,
    discard: Vec<Card>,
    deck_top: Vec<Card>,
    deck_len: Option<usize>,
}

impl<'a> Setup<'a> {
    fn new(seats: u8) -> Self {
        Setup {
            seats,
            variant: "",
            hands: vec![Vec::new(); usize::from(seats)],
            tables: vec![Vec::new(); usize::from(seats)],
            discard: Vec::new(),
            deck_top: Vec::new(),
            deck_len: None,
        }
    }
    fn hand(mut self, seat: u8, cards: &[Card]) -> Self {
        self.hands[usize::from(seat)] = cards.to_vec();
        self
    }
    fn table(mut self, seat: u8, combos: Vec<Combo>) -> Self {
        self.tables[usize::from(seat)] = combos;
        self
    }
    fn discard(mut self, cards: &[Card]) -> Self {
        self.discard = cards.to_vec();
        self
    }
    fn deck_top(mut self, cards: &[Card]) -> Self {
        self.deck_top = cards.to_vec();
        self
    }
    /// Keep only this many deck cards; the rest of the box goes to the discard pile's bottom.
    fn deck_len(mut self, n: usize) -> Self {
        self.deck_len = Some(n);
        self
    }
    fn variant(mut self, v: &'a str) -> Self {
        self.variant = v;
        self
    }
    fn build(self) -> GrimwoodGame {
        let settings = settings(self.seats, self.variant);
        let mut rest = GrimwoodGame::deck(&settings);
        let mut used: Vec<Card> = self.hands.iter().flatten().copied().collect();
        used.extend(self.tables.iter().flatten().flat_map(|c| c.cards()));
        used.extend(&self.discard);
        used.extend(&self.deck_top);
        for card in used {
            let at = rest
                .iter()
                .position(|&c| c == card)
                .unwrap_or_else(|| panic!("{card:?} used too often"));
            rest.remove(at);
        }
        let mut discard = self.discard.clone();
        if let Some(n) = self.deck_len {
            let keep = n - self.deck_top.len();
            let spill: Vec<Card> = rest.drain(keep..).collect();
            discard.splice(0..0, spill);
        }
        let mut deck = rest;
        deck.extend(self.deck_top.iter().rev());
        GrimwoodGame::from_position(&settings, self.hands, deck, discard, self.tables, Seat(0))
            .expect("valid position")
    }
}

fn play(g: &mut GrimwoodGame, action: A) -> Vec<E> {
    g.apply(&action).unwrap_or_else(|e| {
        panic!(
            "{action:?} refused ({e:?}); phase {:?}; legal {:?}",
            g.phase(),
            g.legal_actions()
        )
    })
}

fn refused(g: &GrimwoodGame, action: A) {
    let mut copy = g.clone();
    let err = copy.apply(&action).expect_err("must be refused");
    assert!(!GrimwoodGame::refusal_words(&err).is_empty());
    assert_eq!(&copy, g, "a refusal leaves the state unchanged");
}

/// Plays `card` from seat 0's hand on a new line and uses its power.
fn power(g: &mut GrimwoodGame, card: S) -> Vec<E> {
    let mut ev = play(
        g,
        A::Play {
            card,
            line: LineSlot::New,
        },
    );
    ev.extend(play(g, A::UsePower));
    ev
}

fn line(cards: &[S]) -> Combo {
    Combo::Line(cards.to_vec())
}

fn count(cards: &[Card], card: Card) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

// ---- the box, the deal, combos and scores ------------------------------------------------------

#[test]
fn deck_has_68_cards_and_two_seats_remove_two_runes_and_two_amulets() {
    let four = GrimwoodGame::deck(&settings(4, ""));
    assert_eq!(four.len(), 68);
    assert_eq!(
        four.iter().filter(|c| c.supernatural().is_some()).count(),
        24
    );
    assert_eq!(count(&four, OWL), 9);
    assert_eq!(count(&four, CROW), 9);
    assert_eq!(count(&four, SWAMP), 6);
    assert_eq!(count(&four, PATH), 6);
    assert_eq!(count(&four, CLEARING), 6);
    assert_eq!(count(&four, AMULET), 4);
    assert_eq!(count(&four, RUNE), 4);
    let two = GrimwoodGame::deck(&settings(2, ""));
    assert_eq!(two.len(), 64);
    assert_eq!(count(&two, AMULET), 2);
    assert_eq!(count(&two, RUNE), 2);
}

#[test]
fn every_card_has_its_own_dense_index() {
    let mut distinct = GrimwoodGame::deck(&settings(4, ""));
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), Card::DISTINCT);
    for card in distinct {
        assert!(card.index() < Card::DISTINCT);
        assert_eq!(Card::from_index(card.index()), card);
    }
}

#[test]
fn deal_gives_three_cards_each_and_the_rest_is_the_deck() {
    for seats in 2..=6u8 {
        let g = GrimwoodGame::new(&settings(seats, ""), 11).unwrap();
        for seat in Seat::all(usize::from(seats)) {
            assert_eq!(g.hand(seat).len(), 3);
        }
        assert_eq!(
            g.deck_cards().len(),
            GrimwoodGame::deck(&settings(seats, "")).len() - 3 * usize::from(seats)
        );
        assert!(g.discard_pile().is_empty());
    }
}

#[test]
fn supernatural_lines_score_1_2_5_10_15() {
    let all = [S::Amazon, S::Bride, S::Centaur, S::Demon, S::Dwarf];
    let points: Vec<u32> = (1..=5).map(|n| line(&all[..n]).points()).collect();
    assert_eq!(points, vec![1, 2, 5, 10, 15]);
}

#[test]
fn animal_and_setting_combos_score_10_10_5_3_3_3() {
    assert_eq!(Combo::Set(SetKind::Owls).points(), 10);
    assert_eq!(Combo::Set(SetKind::Crows).points(), 10);
    assert_eq!(Combo::Set(SetKind::Landscape).points(), 5);
    assert_eq!(Combo::Set(SetKind::Swamps).points(), 3);
    assert_eq!(Combo::Set(SetKind::Paths).points(), 3);
    assert_eq!(Combo::Set(SetKind::Clearings).points(), 3);
}

#[test]
fn sets_are_placed_only_whole_from_the_hand_and_cost_no_action() {
    let mut g = Setup::new(3)
        .hand(0, &[OWL, OWL, CROW, CROW, SWAMP, PATH, CLEARING])
        .build();
    let legal = g.legal_actions();
    assert!(legal.contains(&A::PlaceSet(SetKind::Landscape)));
    assert!(
        !legal.contains(&A::PlaceSet(SetKind::Owls)),
        "two Owls are no set"
    );
    refused(&g, A::PlaceSet(SetKind::Crows));
    play(&mut g, A::PlaceSet(SetKind::Landscape));
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.score(s(0)), 5);
    assert_eq!(g.hand(s(0)), &[OWL, OWL, CROW, CROW]);
}

#[test]
fn a_turn_is_two_actions_then_a_closing_draw_or_steal() {
    let mut g = Setup::new(3)
        .hand(1, &[OWL])
        .deck_top(&[SWAMP, PATH, CLEARING])
        .build();
    play(&mut g, A::Draw);
    assert_eq!(g.actions_left(), 1);
    play(&mut g, A::Draw);
    assert_eq!(g.phase(), &Phase::Closing);
    let legal = g.legal_actions();
    assert!(legal.contains(&A::Draw) && legal.contains(&A::Steal(s(1))));
    assert!(!legal.contains(&A::Steal(s(2))), "seat 2 holds no card");
    play(&mut g, A::Draw);
    // The closing draw completed a set: it may still be placed before the turn ends.
    assert_eq!(g.phase(), &Phase::Ending { placing: true });
    assert_eq!(g.hand(s(0)), &[SWAMP, PATH, CLEARING]);
    play(&mut g, A::EndTurn);
    assert_eq!(g.current(), s(1));
}

#[test]
fn actions_may_stop_early_but_the_closing_draw_is_owed() {
    let mut g = Setup::new(2).build();
    play(&mut g, A::EndActions);
    assert_eq!(g.phase(), &Phase::Closing);
    refused(&g, A::EndTurn);
}

#[test]
fn hand_limit_is_seven_at_the_end_of_the_turn() {
    let mut g = Setup::new(2)
        .hand(0, &[OWL, CROW, SWAMP, PATH, AMULET, RUNE, sup(S::Troll)])
        .deck_top(&[CROW])
        .build();
    play(&mut g, A::EndActions);
    play(&mut g, A::Draw);
    assert_eq!(g.phase(), &Phase::Ending { placing: true });
    assert_eq!(g.hand(s(0)).len(), 8);
    refused(&g, A::EndTurn);
    play(&mut g, A::Discard(SWAMP));
    assert_eq!(g.hand(s(0)).len(), 7);
    assert_eq!(g.discard_pile().last(), Some(&SWAMP));
    assert_eq!(g.current(), s(1), "nothing else to do: the turn ends");
}

#[test]
fn playing_a_supernatural_starts_or_extends_a_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dragon), sup(S::Giant)])
        .table(0, vec![line(&[S::Nymph])])
        .build();
    play(
        &mut g,
        A::Play {
            card: S::Giant,
            line: LineSlot::Existing(0),
        },
    );
    // The Giant's power needs a discard pile; none: the action is simply spent.
    assert_eq!(g.table(s(0)), &[line(&[S::Nymph, S::Giant])]);
    assert_eq!(g.score(s(0)), 2);
    assert_eq!(g.actions_left(), 1);
}

#[test]
fn only_one_power_per_turn_without_a_rune() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Mage), sup(S::Hydra)])
        .hand(1, &[OWL])
        .build();
    power(&mut g, S::Mage);
    play(
        &mut g,
        A::Play {
            card: S::Hydra,
            line: LineSlot::New,
        },
    );
    assert_eq!(g.phase(), &Phase::Closing, "no second power is offered");
}

#[test]
fn powers_are_optional() {
    let mut g = Setup::new(2).hand(0, &[sup(S::Mage)]).build();
    play(
        &mut g,
        A::Play {
            card: S::Mage,
            line: LineSlot::New,
        },
    );
    assert!(matches!(g.phase(), Phase::PowerOffer { .. }));
    let deck = g.deck_cards().len();
    play(&mut g, A::DeclinePower);
    assert_eq!(g.deck_cards().len(), deck);
    assert_eq!(g.powers_left(), 1, "a declined power is not spent");
}

#[test]
fn rune_gives_two_more_actions_and_each_may_use_a_power() {
    // "only one supernatural power can be played, unless you have a rune"; the Rune's two
    // additional actions include "playing a card's power". The Rune is itself the turn's first
    // action, so three remain, and each of the three supernaturals may use its power.
    let mut g = Setup::new(2)
        .hand(0, &[RUNE, sup(S::Mage), sup(S::Hydra), sup(S::Troll)])
        .hand(1, &[OWL, CROW])
        .build();
    play(&mut g, A::PlayRune);
    assert_eq!(g.actions_left(), 3);
    assert_eq!(g.powers_left(), 3);
    assert_eq!(g.discard_pile().last(), Some(&RUNE));
    power(&mut g, S::Mage);
    power(&mut g, S::Hydra);
    play(&mut g, A::Target(s(1)));
    play(
        &mut g,
        A::Play {
            card: S::Troll,
            line: LineSlot::New,
        },
    );
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Troll,
            free: false
        },
        "the third power of a Rune turn is offered"
    );
    play(&mut g, A::UsePower);
    play(&mut g, A::Target(s(1)));
    assert_eq!(g.hand(s(1)).len(), 1);
    assert_eq!(g.actions_left(), 0);
}

#[test]
fn lines_cannot_be_rearranged_or_grow_past_five() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Troll)])
        .table(
            0,
            vec![
                line(&[S::Amazon, S::Bride, S::Centaur, S::Demon, S::Dwarf]),
                line(&[S::Elf]),
            ],
        )
        .build();
    let legal = g.legal_actions();
    assert!(!legal.contains(&A::Play {
        card: S::Troll,
        line: LineSlot::Existing(0)
    }));
    assert!(legal.contains(&A::Play {
        card: S::Troll,
        line: LineSlot::Existing(1)
    }));
    // No action moves a card between lines.
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, A::Play { .. } | A::Draw | A::Steal(_) | A::EndActions))
    );
    play(&mut g, A::EndActions);
}

// ---- steals and Amulets ----------------------------------------------------------------------

#[test]
fn a_steal_takes_a_random_card_after_the_victim_declines_an_amulet() {
    let mut g = Setup::new(2).hand(1, &[OWL, AMULET]).build();
    play(&mut g, A::Steal(s(1)));
    assert_eq!(g.turn(), Turn::Seat(s(1)), "the victim decides out of turn");
    assert_eq!(g.legal_actions(), vec![A::BlockWithAmulet, A::AllowSteal]);
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len() + g.hand(s(1)).len(), 2);
    assert_eq!(g.hand(s(0)).len(), 1);
    assert_eq!(g.turn(), Turn::Seat(s(0)));
}

#[test]
fn a_victim_without_amulet_is_still_asked_so_nobody_learns_its_hand() {
    let mut g = Setup::new(2).hand(1, &[OWL]).build();
    play(&mut g, A::Steal(s(1)));
    assert_eq!(g.turn(), Turn::Seat(s(1)));
    assert_eq!(g.legal_actions(), vec![A::AllowSteal]);
}

#[test]
fn an_amulet_blocks_an_ordinary_steal_and_the_thief_loses_the_rest_of_the_turn() {
    let mut g = Setup::new(2)
        .hand(0, &[OWL, OWL, OWL])
        .hand(1, &[CROW, AMULET])
        .build();
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    assert_eq!(g.hand(s(1)), &[CROW]);
    assert_eq!(g.discard_pile(), &[AMULET]);
    // Only the hand limit would remain; no combo may be placed and the turn is over.
    assert_eq!(g.current(), s(1));
}

#[test]
fn an_amulet_blocks_only_one_steal_of_a_power_and_the_turn_goes_on() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dracula)])
        .hand(1, &[CROW, AMULET, OWL])
        .build();
    power(&mut g, S::Dracula);
    play(&mut g, A::Target(s(1)));
    play(&mut g, A::BlockWithAmulet);
    assert_eq!(
        g.turn(),
        Turn::Seat(s(1)),
        "the second steal is asked about too"
    );
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 1);
    assert_eq!(g.current(), s(0));
    assert_eq!(g.actions_left(), 1, "the thief's turn goes on");
}

// ---- the 24 powers -----------------------------------------------------------------------------

#[test]
fn amazon_asks_by_kind_and_each_holder_gives_one() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Amazon)])
        .hand(1, &[CROW, CROW])
        .hand(2, &[OWL])
        .build();
    power(&mut g, S::Amazon);
    let legal = g.legal_actions();
    assert!(legal.contains(&A::Ask(CROW)) && legal.contains(&A::Ask(sup(S::Troll))));
    assert!(
        !legal.contains(&A::Ask(sup(S::Amazon))),
        "it is on the table"
    );
    play(&mut g, A::Ask(CROW));
    assert_eq!(g.hand(s(0)), &[CROW]);
    assert_eq!(g.hand(s(1)), &[CROW]);
    assert_eq!(g.hand(s(2)), &[OWL], "no Crow: the Amazon missed");
}

#[test]
fn amazon_asks_for_a_supernatural_by_name_and_a_miss_is_remembered() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Amazon)])
        .hand(1, &[sup(S::Demon)])
        .hand(2, &[OWL])
        .build();
    power(&mut g, S::Amazon);
    play(&mut g, A::Ask(sup(S::Demon)));
    assert_eq!(g.hand(s(0)), &[sup(S::Demon)]);
    // Everyone saw seat 2 lacked the Demon.
    let view = g.view(s(1));
    assert!(view.memory.lacks[2].contains(&sup(S::Demon)));
    assert!(view.memory.known[0].contains(&sup(S::Demon)));
}

#[test]
fn boogeyman_exchanges_hands() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Boogeyman), OWL])
        .hand(1, &[CROW, CROW, AMULET])
        .build();
    power(&mut g, S::Boogeyman);
    play(&mut g, A::Target(s(1)));
    assert_eq!(g.hand(s(0)), &[CROW, CROW, AMULET]);
    assert_eq!(g.hand(s(1)), &[OWL]);
    // No steal: no Amulet is asked for.
    assert_eq!(g.turn(), Turn::Seat(s(0)));
    assert_eq!(g.view(s(0)).memory.known[1], vec![OWL]);
}

#[test]
fn bride_takes_a_male_supernatural_and_may_play_it_but_not_from_a_dragon_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Bride)])
        .table(
            1,
            vec![line(&[S::Mage, S::Nymph]), line(&[S::Troll, S::Dragon])],
        )
        .build();
    power(&mut g, S::Bride);
    assert_eq!(
        g.legal_actions(),
        vec![A::Take(S::Mage)],
        "Nymph is not male; Troll is guarded"
    );
    play(&mut g, A::Take(S::Mage));
    assert_eq!(g.table(s(1))[0], line(&[S::Nymph]));
    assert!(g.legal_actions().contains(&A::KeepInHand));
    let deck = g.deck_cards().len();
    play(
        &mut g,
        A::Play {
            card: S::Mage,
            line: LineSlot::Existing(0),
        },
    );
    play(&mut g, A::UsePower);
    assert_eq!(
        g.deck_cards().len(),
        deck - 2,
        "the Mage's power, free of the limit"
    );
    assert_eq!(g.table(s(0))[0], line(&[S::Bride, S::Mage]));
    assert_eq!(g.actions_left(), 1);
}

#[test]
fn centaur_takes_the_top_discard_and_may_play_it() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Centaur)])
        .discard(&[OWL, RUNE])
        .build();
    power(&mut g, S::Centaur);
    assert_eq!(g.hand(s(0)), &[RUNE]);
    assert_eq!(g.legal_actions(), vec![A::PlayRune, A::KeepInHand]);
    play(&mut g, A::PlayRune);
    assert_eq!(g.actions_left(), 3);
}

#[test]
fn dark_unicorn_makes_every_other_player_discard_at_random() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::DarkUnicorn), OWL])
        .hand(1, &[CROW, CROW])
        .hand(2, &[])
        .build();
    power(&mut g, S::DarkUnicorn);
    assert_eq!(g.hand(s(0)), &[OWL], "the player keeps its hand");
    assert_eq!(g.hand(s(1)), &[CROW]);
    assert_eq!(g.discard_pile(), &[CROW]);
}

#[test]
fn demon_discards_any_combo_but_not_a_dragon_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Demon)])
        .table(
            1,
            vec![Combo::Set(SetKind::Owls), line(&[S::Dragon, S::Elf])],
        )
        .build();
    power(&mut g, S::Demon);
    let legal = g.legal_actions();
    let owls = ComboRef {
        owner: s(1),
        index: 0,
    };
    assert!(legal.contains(&A::Destroy(owls)));
    assert!(!legal.contains(&A::Destroy(ComboRef {
        owner: s(1),
        index: 1
    })));
    play(&mut g, A::Destroy(owls));
    assert_eq!(g.table(s(1)), &[line(&[S::Dragon, S::Elf])]);
    assert_eq!(count(g.discard_pile(), OWL), 3);
}

#[test]
fn dracula_steals_two_cards_from_one_player() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dracula)])
        .hand(1, &[CROW, OWL, PATH])
        .build();
    power(&mut g, S::Dracula);
    play(&mut g, A::Target(s(1)));
    play(&mut g, A::AllowSteal);
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 2);
    assert_eq!(g.hand(s(1)).len(), 1);
    let stolen = g.view(s(1)).memory.stolen_from_me;
    assert_eq!(stolen.len(), 2);
    assert!(stolen.iter().all(|(thief, _)| *thief == s(0)));
}

#[test]
fn a_supernatural_taken_by_a_power_cannot_join_a_dragon_line() {
    // Giant, Centaur, Faeries, Bride and Nymph let the player place the card they took; a line
    // the Dragon froze is never among the places offered.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Giant)])
        .table(0, vec![line(&[S::Mage, S::Dragon]), line(&[S::Elf])])
        .discard(&[sup(S::Troll)])
        .build();
    power(&mut g, S::Giant);
    play(&mut g, A::Pick(sup(S::Troll)));
    let legal = g.legal_actions();
    assert!(!legal.contains(&A::Play {
        card: S::Troll,
        line: LineSlot::Existing(0)
    }));
    assert!(legal.contains(&A::Play {
        card: S::Troll,
        line: LineSlot::Existing(1)
    }));
    refused(
        &g,
        A::Play {
            card: S::Troll,
            line: LineSlot::Existing(0),
        },
    );
}

#[test]
fn dragon_protects_and_freezes_its_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dragon), sup(S::Elf)])
        .table(0, vec![line(&[S::Mage, S::Troll])])
        .build();
    play(
        &mut g,
        A::Play {
            card: S::Dragon,
            line: LineSlot::Existing(0),
        },
    );
    assert_eq!(g.phase(), &Phase::Main, "the Dragon has no power to offer");
    assert!(g.table(s(0))[0].protected());
    assert!(!g.legal_actions().contains(&A::Play {
        card: S::Elf,
        line: LineSlot::Existing(0)
    }));
}

#[test]
fn dwarf_takes_both_tops_and_keeps_one() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dwarf)])
        .discard(&[CROW])
        .deck_top(&[OWL])
        .build();
    power(&mut g, S::Dwarf);
    assert_eq!(g.legal_actions(), vec![A::Keep(CROW), A::Keep(OWL)]);
    // Others do not see the deck card while the choice is open.
    assert!(matches!(
        g.view(s(1)).phase,
        Phase::Power(Pending::Dwarf {
            from_deck: None,
            ..
        })
    ));
    play(&mut g, A::Keep(OWL));
    assert_eq!(g.hand(s(0)), &[OWL]);
    assert_eq!(g.discard_pile(), &[CROW]);
}

#[test]
fn elf_reactivates_a_supernatural_under_the_players_control() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Elf)])
        .table(0, vec![line(&[S::Mage])])
        .build();
    power(&mut g, S::Elf);
    assert_eq!(g.legal_actions(), vec![A::Reactivate(S::Mage)]);
    let deck = g.deck_cards().len();
    play(&mut g, A::Reactivate(S::Mage));
    assert_eq!(g.deck_cards().len(), deck - 2);
}

#[test]
fn elf_reactivates_a_power_used_this_turn() {
    // Issue 12, point 13: "Reactivate the power of any supernatural under your control this
    // turn". The Mage drew its two cards this turn; the Elf makes it draw two more.
    let mut g = Setup::new(2)
        .hand(0, &[RUNE, sup(S::Mage), sup(S::Elf)])
        .build();
    play(&mut g, A::PlayRune);
    power(&mut g, S::Mage);
    play(
        &mut g,
        A::Play {
            card: S::Elf,
            line: LineSlot::Existing(0),
        },
    );
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Elf,
            free: false
        },
        "the Mage's power was used once this turn: the Elf may run it again"
    );
    play(&mut g, A::UsePower);
    assert_eq!(g.legal_actions(), vec![A::Reactivate(S::Mage)]);
    let deck = g.deck_cards().len();
    play(&mut g, A::Reactivate(S::Mage));
    assert_eq!(g.deck_cards().len(), deck - 2);
    assert_eq!(g.hand(s(0)).len(), 4);
}

#[test]
fn faeries_take_two_from_the_discard_and_may_play_one() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Faeries)])
        .discard(&[OWL, sup(S::Mage), CROW])
        .build();
    power(&mut g, S::Faeries);
    assert_eq!(
        g.legal_actions(),
        vec![A::Pick(sup(S::Mage)), A::Pick(OWL), A::Pick(CROW)]
    );
    play(&mut g, A::Pick(OWL));
    play(&mut g, A::Pick(sup(S::Mage)));
    assert!(matches!(g.phase(), Phase::FreePlay { .. }));
    play(
        &mut g,
        A::Play {
            card: S::Mage,
            line: LineSlot::New,
        },
    );
    play(&mut g, A::UsePower);
    assert_eq!(
        g.hand(s(0)).len(),
        3,
        "Owl plus two cards drawn by the Mage"
    );
    assert_eq!(g.discard_pile(), &[CROW]);
}

#[test]
fn ghouls_draw_or_steal_and_an_amulet_blocks_only_that_steal() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Ghouls)])
        .hand(1, &[AMULET, OWL])
        .build();
    power(&mut g, S::Ghouls);
    assert_eq!(g.legal_actions(), vec![A::Draw, A::Steal(s(1))]);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    assert_eq!(g.current(), s(0));
    assert_eq!(
        g.phase(),
        &Phase::Main,
        "the turn goes on after a blocked power steal"
    );
}

#[test]
fn giant_takes_any_discard_and_may_play_it() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Giant)])
        .discard(&[sup(S::Troll), OWL])
        .build();
    power(&mut g, S::Giant);
    play(&mut g, A::Pick(sup(S::Troll)));
    assert!(g.legal_actions().contains(&A::KeepInHand));
    play(&mut g, A::KeepInHand);
    assert_eq!(g.hand(s(0)), &[sup(S::Troll)]);
    assert_eq!(g.discard_pile(), &[OWL]);
}

#[test]
fn goblins_steal_three_from_one_or_more_players_each_blockable() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Goblins)])
        .hand(1, &[OWL, CROW])
        .hand(2, &[AMULET, PATH])
        .build();
    power(&mut g, S::Goblins);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::AllowSteal);
    play(&mut g, A::Steal(s(2)));
    play(&mut g, A::BlockWithAmulet);
    play(&mut g, A::Steal(s(2)));
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 2);
    assert_eq!(g.hand(s(2)).len(), 0);
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn highwayman_swaps_combos_but_not_a_dragon_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Highwayman)])
        .table(
            1,
            vec![
                Combo::Set(SetKind::Crows),
                line(&[S::Dragon, S::Mage, S::Troll]),
            ],
        )
        .build();
    power(&mut g, S::Highwayman);
    let theirs = ComboRef {
        owner: s(1),
        index: 0,
    };
    assert_eq!(g.legal_actions(), vec![A::Swap { mine: 0, theirs }]);
    play(&mut g, A::Swap { mine: 0, theirs });
    assert_eq!(g.table(s(0)), &[Combo::Set(SetKind::Crows)]);
    assert_eq!(g.table(s(1))[0], line(&[S::Highwayman]));
}

#[test]
fn hydra_looks_at_a_hand_and_the_seat_remembers_it() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Hydra)])
        .hand(1, &[OWL, AMULET])
        .hand(2, &[CROW])
        .build();
    power(&mut g, S::Hydra);
    let ev = play(&mut g, A::Target(s(1)));
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::Looked { at, .. } if *at == s(1)))
    );
    assert_eq!(g.view(s(0)).memory.known[1], vec![OWL, AMULET]);
    assert!(
        g.view(s(2)).memory.known[1].is_empty(),
        "only the looker saw"
    );
    // Determinization keeps what was seen.
    let mut rng = GameRng::seeded(3);
    for _ in 0..20 {
        let sample = GrimwoodGame::determinize(&g.view(s(0)), &mut rng);
        assert_eq!(sample.hand(s(1)), &[OWL, AMULET]);
    }
}

#[test]
fn mage_draws_two() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Mage)])
        .deck_top(&[OWL, CROW])
        .build();
    power(&mut g, S::Mage);
    assert_eq!(g.hand(s(0)), &[OWL, CROW]);
}

#[test]
fn nymph_takes_any_played_supernatural_and_must_play_it_but_not_from_a_dragon_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Nymph)])
        .hand(1, &[OWL, CROW])
        .table(1, vec![line(&[S::Hydra]), line(&[S::Dragon, S::Mage])])
        .build();
    power(&mut g, S::Nymph);
    assert_eq!(g.legal_actions(), vec![A::Take(S::Hydra)]);
    play(&mut g, A::Take(S::Hydra));
    assert!(
        !g.legal_actions().contains(&A::KeepInHand),
        "the Nymph's card must be played"
    );
    play(
        &mut g,
        A::Play {
            card: S::Hydra,
            line: LineSlot::Existing(0),
        },
    );
    // Its power starts at once (no offer to decline).
    assert_eq!(g.phase(), &Phase::Power(Pending::Target(S::Hydra)));
    assert!(g.table(s(1)).len() == 1);
}

#[test]
fn shadow_queen_sees_every_hand_then_steals_one_blind() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::ShadowQueen)])
        .hand(1, &[OWL, AMULET])
        .hand(2, &[CROW])
        .build();
    power(&mut g, S::ShadowQueen);
    let view = g.view(s(0));
    assert_eq!(view.memory.known[1], vec![OWL, AMULET]);
    assert_eq!(view.memory.known[2], vec![CROW]);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    assert_eq!(g.hand(s(1)), &[OWL]);
    assert_eq!(
        g.view(s(0)).memory.known[1],
        vec![OWL],
        "the Amulet went face up"
    );
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn sorceress_pays_two_owls_or_crows_for_any_unguarded_combo() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Sorceress), CROW, CROW, OWL])
        .table(
            1,
            vec![line(&[S::Mage, S::Troll, S::Hydra]), line(&[S::Dragon])],
        )
        .build();
    power(&mut g, S::Sorceress);
    let take = ComboRef {
        owner: s(1),
        index: 0,
    };
    assert_eq!(g.legal_actions(), vec![A::Sorcery { pay: CROW, take }]);
    play(&mut g, A::Sorcery { pay: CROW, take });
    assert_eq!(g.hand(s(0)), &[OWL]);
    assert_eq!(g.score(s(0)), 1 + 5);
    assert_eq!(g.table(s(1)), &[line(&[S::Dragon])]);
}

#[test]
fn eternals_fill_the_hand_to_seven_by_draws_and_steals() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Eternals), OWL, OWL, OWL, CROW])
        .hand(1, &[PATH, AMULET])
        .build();
    power(&mut g, S::Eternals);
    // Four cards in hand after playing: three to gain, by draws and steals in any mix.
    play(&mut g, A::Draw);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::AllowSteal);
    assert_eq!(g.phase(), &Phase::Power(Pending::Eternals));
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 7);
    assert!(g.hand(s(1)).is_empty());
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn eternals_stop_short_of_seven_when_nothing_is_left_to_draw_or_steal() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Eternals), OWL])
        .hand(1, &[PATH])
        .deck_len(1)
        .build();
    power(&mut g, S::Eternals);
    play(&mut g, A::Draw);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 3);
    assert_eq!(
        g.phase(),
        &Phase::Main,
        "empty deck, empty hands: the filling stops"
    );
}

#[test]
fn eternals_fill_to_seven_even_when_a_steal_is_blocked() {
    // Issue 12, point 14: "Fill your hand to 7". An Amulet stops one steal, not the filling:
    // the player goes on drawing or stealing until the hand holds seven.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Eternals), OWL, OWL, OWL, CROW])
        .hand(1, &[PATH, AMULET, SWAMP])
        .build();
    power(&mut g, S::Eternals);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    for _ in 0..3 {
        assert!(
            matches!(g.phase(), Phase::Power(Pending::Eternals)),
            "still filling with {} cards: {:?}",
            g.hand(s(0)).len(),
            g.phase()
        );
        play(&mut g, A::Draw);
    }
    assert_eq!(g.hand(s(0)).len(), 7, "the blocked steal used up nothing");
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn laraki_draws_one_per_player_keeps_one_and_gives_one_to_each_face_up() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Laraki)])
        .discard(&[SWAMP, OWL, CROW, PATH])
        .build();
    power(&mut g, S::Laraki);
    assert_eq!(g.discard_pile(), &[SWAMP]);
    assert_eq!(
        g.legal_actions(),
        vec![A::Keep(OWL), A::Keep(CROW), A::Keep(PATH)]
    );
    play(&mut g, A::Keep(CROW));
    play(&mut g, A::Give(PATH));
    play(&mut g, A::Give(OWL));
    assert_eq!(g.hand(s(1)), &[PATH]);
    assert_eq!(g.hand(s(2)), &[OWL]);
    assert_eq!(
        g.view(s(2)).memory.known[1],
        vec![PATH],
        "gifts are face up"
    );
}

#[test]
fn troll_makes_one_player_discard_at_random() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Troll)])
        .hand(1, &[OWL])
        .hand(2, &[CROW])
        .build();
    power(&mut g, S::Troll);
    play(&mut g, A::Target(s(2)));
    assert!(g.hand(s(2)).is_empty());
    assert_eq!(g.discard_pile(), &[CROW]);
    assert_eq!(g.hand(s(1)), &[OWL]);
}

#[test]
fn werewolf_makes_a_player_lose_a_turn() {
    let mut g = Setup::new(3).hand(0, &[sup(S::Werewolf)]).build();
    power(&mut g, S::Werewolf);
    play(&mut g, A::Target(s(1)));
    assert!(g.skips_next_turn(s(1)));
    play(&mut g, A::EndActions);
    let ev = play(&mut g, A::Draw);
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::TurnSkipped { seat } if *seat == s(1)))
    );
    assert_eq!(g.current(), s(2));
    assert!(!g.skips_next_turn(s(1)));
}

#[test]
fn werewolf_each_use_costs_a_turn_so_the_elf_makes_it_two() {
    let mut g = Setup::new(3)
        .hand(0, &[RUNE, sup(S::Werewolf), sup(S::Elf)])
        .build();
    play(&mut g, A::PlayRune);
    power(&mut g, S::Werewolf);
    play(&mut g, A::Target(s(1)));
    power(&mut g, S::Elf);
    play(&mut g, A::Reactivate(S::Werewolf));
    play(&mut g, A::Target(s(1)));
    let mut order = Vec::new();
    for _ in 0..5 {
        play(&mut g, A::EndActions);
        play(&mut g, A::Draw);
        order.push(g.current());
    }
    assert_eq!(
        order,
        vec![s(2), s(0), s(2), s(0), s(1)],
        "seat 1 loses its next two turns"
    );
}

// ---- the end -----------------------------------------------------------------------------------

#[test]
fn after_the_last_card_every_other_player_has_one_last_turn() {
    let mut g = Setup::new(3).deck_len(1).build();
    play(&mut g, A::EndActions);
    let ev = play(&mut g, A::Draw);
    assert!(ev.iter().any(|e| matches!(e, E::DeckRanOut { .. })));
    // Seats 1 and 2 each play one turn (they can only steal now).
    for seat in [1, 2] {
        assert_eq!(g.current(), s(seat));
        play(&mut g, A::EndActions);
        if g.phase() == &Phase::Closing {
            let steal = g.legal_actions()[0];
            play(&mut g, steal);
            if let Turn::Seat(v) = g.turn()
                && v != g.current()
            {
                play(&mut g, A::AllowSteal);
            }
        }
    }
    assert_eq!(g.turn(), Turn::Over);
}

#[test]
fn final_score_is_the_combos_on_the_table_and_the_highest_wins() {
    let mut g = Setup::new(2)
        .table(0, vec![Combo::Set(SetKind::Owls), line(&[S::Mage])])
        .table(1, vec![line(&[S::Hydra, S::Troll, S::Elf])])
        .hand(1, &[CROW, CROW, CROW])
        .deck_len(1)
        .build();
    play(&mut g, A::EndActions);
    play(&mut g, A::Draw);
    // Seat 1's cards in hand do not count unless placed.
    play(&mut g, A::EndActions);
    play(&mut g, A::Steal(s(0)));
    play(&mut g, A::AllowSteal);
    play(&mut g, A::EndTurn);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![11.0, 5.0]);
    assert_eq!(outcome.results, vec![SeatResult::Win, SeatResult::Loss]);
}

#[test]
fn tied_leaders_share_the_win_as_a_draw() {
    let mut g = Setup::new(3)
        .table(0, vec![Combo::Set(SetKind::Paths)])
        .table(1, vec![Combo::Set(SetKind::Swamps)])
        .deck_len(1)
        .build();
    play(&mut g, A::EndActions);
    play(&mut g, A::Draw);
    for _ in 0..2 {
        play(&mut g, A::EndActions);
        while g.turn() != Turn::Over
            && matches!(
                g.phase(),
                Phase::Closing | Phase::Amulet { .. } | Phase::Ending { .. }
            )
        {
            let a = *g.legal_actions().last().unwrap();
            play(&mut g, a);
        }
    }
    let outcome = g.outcome().expect("over");
    assert_eq!(
        outcome.results,
        vec![SeatResult::Draw, SeatResult::Draw, SeatResult::Loss]
    );
}

// ---- choices -----------------------------------------------------------------------------------

#[test]
fn choice_a_hand_of_one_card_can_be_robbed() {
    let g = Setup::new(2).hand(1, &[OWL]).build();
    assert!(g.legal_actions().contains(&A::Steal(s(1))));
}

#[test]
fn choice_sorceress_needs_two_owls_or_two_crows_in_hand() {
    let g = {
        let mut g = Setup::new(2)
            .hand(0, &[sup(S::Sorceress), OWL, CROW])
            .table(1, vec![Combo::Set(SetKind::Owls)])
            .table(0, vec![Combo::Set(SetKind::Crows)])
            .build();
        play(
            &mut g,
            A::Play {
                card: S::Sorceress,
                line: LineSlot::New,
            },
        );
        g
    };
    assert_eq!(
        g.phase(),
        &Phase::Main,
        "a placed set is not a price; one of each is not"
    );
}

#[test]
fn choice_draw_first_opens_the_turn_with_the_draw_or_steal() {
    let mut g = Setup::new(2)
        .variant("draw-first")
        .hand(0, &[sup(S::Mage)])
        .build();
    assert_eq!(g.phase(), &Phase::Opening);
    refused(
        &g,
        A::Play {
            card: S::Mage,
            line: LineSlot::New,
        },
    );
    play(&mut g, A::Draw);
    assert_eq!(g.phase(), &Phase::Main);
    play(&mut g, A::Draw);
    play(&mut g, A::Draw);
    assert_eq!(g.current(), s(1), "no closing draw in this order");
    assert_eq!(g.phase(), &Phase::Opening);
}

#[test]
fn choice_amazon_takes_one_copy_from_each_holder() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Amazon)])
        .hand(1, &[OWL, OWL, OWL])
        .build();
    power(&mut g, S::Amazon);
    play(&mut g, A::Ask(OWL));
    assert_eq!(g.hand(s(1)).len(), 2);
}

#[test]
fn choice_rune_is_an_action_that_gives_two() {
    let mut g = Setup::new(2).hand(0, &[RUNE]).build();
    play(&mut g, A::PlayRune);
    assert_eq!(g.actions_left(), 3);
}

#[test]
fn choice_a_power_still_being_played_out_cannot_be_set_off_again() {
    // The Nymph takes the Elf and must play it; the Elf may not set the Nymph off again while
    // the Nymph's own power is still being played out (that circle could go round forever), but
    // any other supernatural in the player's lines is still the Elf's to pick.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Nymph)])
        .table(0, vec![line(&[S::Elf]), line(&[S::Mage])])
        .build();
    power(&mut g, S::Nymph);
    play(&mut g, A::Take(S::Elf));
    play(
        &mut g,
        A::Play {
            card: S::Elf,
            line: LineSlot::New,
        },
    );
    assert_eq!(
        g.legal_actions()
            .into_iter()
            .filter(|a| matches!(a, A::Reactivate(_)))
            .collect::<Vec<_>>(),
        vec![A::Reactivate(S::Mage)],
        "not the Nymph, whose power is still being played out, nor the Elf itself"
    );
    let deck = g.deck_cards().len();
    play(&mut g, A::Reactivate(S::Mage));
    assert_eq!(g.deck_cards().len(), deck - 2);
    assert_eq!(g.phase(), &Phase::Main, "the chain ends with the Mage");
}

#[test]
fn the_longest_chain_of_powers_runs_every_link() {
    // The Werewolf is used twice (played, then set off by the Elf); the Nymph then starts a
    // chain of seven powers, each set off by the one before, and its last link uses the
    // Werewolf a third time this turn.
    let mut g = Setup::new(3)
        .hand(0, &[RUNE, sup(S::Werewolf), sup(S::Elf), sup(S::Nymph)])
        .hand(1, &[OWL])
        .table(0, vec![line(&[S::Giant])])
        .discard(&[sup(S::Bride), sup(S::Centaur), sup(S::Faeries)])
        .build();
    play(&mut g, A::PlayRune);
    power(&mut g, S::Werewolf);
    play(&mut g, A::Target(s(1)));
    power(&mut g, S::Elf);
    play(&mut g, A::Reactivate(S::Werewolf));
    play(&mut g, A::Target(s(1)));
    let mut chain = Vec::new();
    let mut note = |ev: Vec<E>| {
        for e in ev {
            if let E::PowerUsed { card, .. } = e {
                chain.push(card);
            }
        }
    };
    note(power(&mut g, S::Nymph));
    note(play(&mut g, A::Take(S::Elf)));
    note(play(
        &mut g,
        A::Play {
            card: S::Elf,
            line: LineSlot::New,
        },
    ));
    note(play(&mut g, A::Reactivate(S::Giant)));
    note(play(&mut g, A::Pick(sup(S::Faeries))));
    note(play(
        &mut g,
        A::Play {
            card: S::Faeries,
            line: LineSlot::New,
        },
    ));
    note(play(&mut g, A::UsePower));
    note(play(&mut g, A::Pick(sup(S::Centaur))));
    note(play(&mut g, A::Pick(RUNE)));
    note(play(
        &mut g,
        A::Play {
            card: S::Centaur,
            line: LineSlot::New,
        },
    ));
    note(play(&mut g, A::UsePower));
    note(play(
        &mut g,
        A::Play {
            card: S::Bride,
            line: LineSlot::New,
        },
    ));
    note(play(&mut g, A::UsePower));
    note(play(&mut g, A::Take(S::Werewolf)));
    note(play(
        &mut g,
        A::Play {
            card: S::Werewolf,
            line: LineSlot::New,
        },
    ));
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Werewolf,
            free: true
        },
        "the Werewolf's third use this turn is offered"
    );
    note(play(&mut g, A::UsePower));
    note(play(&mut g, A::Target(s(1))));
    assert_eq!(
        chain,
        vec![
            S::Nymph,
            S::Elf,
            S::Giant,
            S::Faeries,
            S::Centaur,
            S::Bride,
            S::Werewolf
        ]
    );
    assert_eq!(g.phase(), &Phase::Closing, "all four actions spent");
    assert_eq!(g.hand(s(0)), &[RUNE], "the Faeries' second card");
    play(&mut g, A::Draw);
    for turn in 0..3 {
        assert_eq!(g.current(), s(2), "seat 1 loses its turn {}", turn + 1);
        play(&mut g, A::EndActions);
        play(&mut g, A::Draw);
        assert_eq!(g.current(), s(0));
        play(&mut g, A::EndActions);
        play(&mut g, A::Draw);
    }
    assert_eq!(g.current(), s(1));
}

#[test]
fn the_bride_plays_a_taken_male_with_its_power_however_often_it_was_used() {
    // "May play the card's effect immediately": the Troll was used twice this turn already
    // (played, then set off by the Elf) and its third use through the Bride still works.
    let mut g = Setup::new(2)
        .hand(0, &[RUNE, sup(S::Troll), sup(S::Elf), sup(S::Bride)])
        .hand(1, &[OWL, CROW, SWAMP, PATH])
        .build();
    play(&mut g, A::PlayRune);
    power(&mut g, S::Troll);
    play(&mut g, A::Target(s(1)));
    power(&mut g, S::Elf);
    play(&mut g, A::Reactivate(S::Troll));
    play(&mut g, A::Target(s(1)));
    power(&mut g, S::Bride);
    play(&mut g, A::Take(S::Troll));
    play(
        &mut g,
        A::Play {
            card: S::Troll,
            line: LineSlot::New,
        },
    );
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Troll,
            free: true
        }
    );
    play(&mut g, A::UsePower);
    play(&mut g, A::Target(s(1)));
    assert_eq!(g.hand(s(1)).len(), 1, "three Troll discards");
}

#[test]
fn choice_the_elf_does_not_reactivate_itself() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Elf)])
        .table(0, vec![line(&[S::Mage])])
        .build();
    power(&mut g, S::Elf);
    assert_eq!(g.legal_actions(), vec![A::Reactivate(S::Mage)]);
}

#[test]
fn choice_bride_and_nymph_may_take_from_the_players_own_line() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Bride)])
        .table(0, vec![line(&[S::Werewolf])])
        .build();
    power(&mut g, S::Bride);
    play(&mut g, A::Take(S::Werewolf));
    assert_eq!(
        g.table(s(0)),
        &[line(&[S::Bride])],
        "the emptied line disappears"
    );
}

#[test]
fn bride_may_take_a_male_whose_power_was_used_this_turn_and_play_it_again() {
    // The Bride's power is the taking; the taken card's power may be played at once, a second
    // use this turn.
    let mut g = Setup::new(2)
        .hand(0, &[RUNE, sup(S::Troll), sup(S::Bride)])
        .hand(1, &[OWL, CROW])
        .build();
    play(&mut g, A::PlayRune);
    power(&mut g, S::Troll);
    play(&mut g, A::Target(s(1)));
    play(
        &mut g,
        A::Play {
            card: S::Bride,
            line: LineSlot::New,
        },
    );
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Bride,
            free: false
        },
        "the Troll on the table is male, so the Bride has something to take"
    );
    play(&mut g, A::UsePower);
    assert_eq!(g.legal_actions(), vec![A::Take(S::Troll)]);
    play(&mut g, A::Take(S::Troll));
    play(
        &mut g,
        A::Play {
            card: S::Troll,
            line: LineSlot::Existing(0),
        },
    );
    assert_eq!(
        g.phase(),
        &Phase::PowerOffer {
            card: S::Troll,
            free: true
        },
        "the Troll's power was used once this turn: a second use is offered"
    );
    play(&mut g, A::UsePower);
    play(&mut g, A::Target(s(1)));
    assert_eq!(g.hand(s(1)).len(), 0);
    assert_eq!(g.table(s(0)), &[line(&[S::Bride, S::Troll])]);
}

#[test]
fn choice_demon_may_hit_the_players_own_combo() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Demon)])
        .table(0, vec![Combo::Set(SetKind::Swamps)])
        .build();
    power(&mut g, S::Demon);
    assert!(g.legal_actions().contains(&A::Destroy(ComboRef {
        owner: s(0),
        index: 0
    })));
}

#[test]
fn choice_dwarf_with_one_pile_takes_that_card() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dwarf)])
        .deck_top(&[CROW])
        .build();
    power(&mut g, S::Dwarf);
    assert_eq!(g.hand(s(0)), &[CROW]);
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn choice_laraki_with_a_short_pile_gives_clockwise_while_cards_last() {
    let mut g = Setup::new(4)
        .hand(0, &[sup(S::Laraki)])
        .discard(&[OWL, CROW])
        .build();
    power(&mut g, S::Laraki);
    play(&mut g, A::Keep(OWL));
    play(&mut g, A::Give(CROW));
    assert_eq!(g.hand(s(1)), &[CROW]);
    assert!(g.hand(s(2)).is_empty() && g.hand(s(3)).is_empty());
    assert_eq!(g.phase(), &Phase::Main);
}

#[test]
fn choice_werewolf_skips_only_the_next_turn() {
    let mut g = Setup::new(3).hand(0, &[sup(S::Werewolf)]).build();
    power(&mut g, S::Werewolf);
    play(&mut g, A::Target(s(1)));
    play(&mut g, A::EndActions);
    play(&mut g, A::Draw);
    assert_eq!(g.current(), s(2));
    for _ in 0..2 {
        play(&mut g, A::EndActions);
        play(&mut g, A::Draw);
    }
    assert_eq!(g.current(), s(1), "seat 1 plays its following turn");
}

#[test]
fn choice_only_the_player_whose_turn_it_is_discards_to_seven() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Laraki)])
        .hand(1, &[OWL, OWL, OWL, OWL, CROW, CROW, CROW])
        .discard(&[PATH, SWAMP])
        .build();
    power(&mut g, S::Laraki);
    play(&mut g, A::Keep(PATH));
    play(&mut g, A::Give(SWAMP));
    assert_eq!(g.hand(s(1)).len(), 8);
    play(&mut g, A::EndActions);
    play(&mut g, A::Draw);
    assert_eq!(g.current(), s(1));
    assert_eq!(
        g.hand(s(1)).len(),
        8,
        "seat 1 keeps 8 until its own turn ends"
    );
}

#[test]
fn choice_a_line_holds_at_most_five() {
    let g = Setup::new(2)
        .hand(0, &[sup(S::Mage)])
        .table(
            0,
            vec![line(&[S::Amazon, S::Bride, S::Centaur, S::Demon, S::Dwarf])],
        )
        .build();
    assert_eq!(
        g.legal_actions()
            .iter()
            .filter(|a| matches!(a, A::Play { .. }))
            .count(),
        1
    );
}

/// A scripted table: no actions, the closing is a draw when `draw_now(turn)` says so (or when
/// there is nobody to rob), otherwise a steal from the next seat; robbed seats never block; the
/// hand limit is met by discarding the first card. Returns the turns played.
fn scripted_game(g: &mut GrimwoodGame, draw_now: impl Fn(usize) -> bool) -> usize {
    let mut turns = 0;
    while g.turn() != Turn::Over {
        let legal = g.legal_actions();
        let steal = legal.iter().find(|a| matches!(a, A::Steal(_))).copied();
        let a = match g.phase() {
            Phase::Main => A::EndActions,
            Phase::Closing | Phase::Opening => match steal {
                Some(steal) if !draw_now(turns) => steal,
                _ => legal[0],
            },
            Phase::Amulet { .. } => A::AllowSteal,
            _ => legal[0],
        };
        let ev = play(g, a);
        turns += ev
            .iter()
            .filter(|e| matches!(e, E::TurnEnded { .. }))
            .count();
        assert!(turns < 10_000, "runaway");
    }
    turns
}

#[test]
fn house_rule_a_position_seen_a_third_time_ends_the_game_in_a_draw() {
    // Two thieves rob each other and never draw: the deck never runs out, so the rulebook's
    // end never comes. The same whole position (hands, tables, piles, whose turn) comes back
    // every other turn; its third appearance ends the game, drawn for everyone.
    let mut g = Setup::new(2).hand(0, &[OWL]).hand(1, &[CROW]).build();
    let turns = scripted_game(&mut g, |_| false);
    assert!(turns <= 6, "ended after {turns} turns");
    assert!(!g.deck_cards().is_empty());
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.results, vec![SeatResult::Draw; 2]);
    assert!(g.view(s(0)).drawn_by_repetition);
}

#[test]
fn house_rule_no_turn_count_ends_a_game_whose_deck_still_shrinks() {
    // Two players who draw only every third turn and rob each other otherwise need about 170
    // turns to draw the deck out; a draw changes the deck, so no position can come back, and
    // the game runs to the rulebook's own end however long it takes.
    let mut g = Setup::new(2).hand(0, &[OWL]).hand(1, &[CROW]).build();
    let turns = scripted_game(&mut g, |turn| turn % 3 == 0);
    assert!(g.deck_cards().is_empty(), "the deck was drawn out");
    assert!(turns > 150, "{turns} turns");
    assert!(!g.view(s(0)).drawn_by_repetition);
}

#[test]
fn heuristic_tables_always_draw_the_deck_out() {
    // The rules-of-thumb bots draw and steal as they see fit: their games end the rulebook's
    // way, with the last card drawn, never by repetition.
    for seats in [2, 4, 6] {
        for seed in 0..20 {
            let mut g = GrimwoodGame::new(&settings(seats, ""), seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            while let Turn::Seat(seat) = g.turn() {
                let legal = g.legal_actions();
                let a = GrimwoodGame::heuristic(&g.view(seat), &legal, &mut rng);
                play(&mut g, a);
            }
            assert!(
                g.deck_cards().is_empty(),
                "{seats} seats, seed {seed}: ended with {} cards left",
                g.deck_cards().len()
            );
        }
    }
}

#[test]
fn choice_each_amulet_blocks_one_steal_of_a_power() {
    // English: "you can block 1 steal per amulet"; German: the Amulet blocks only the first
    // attempt. Both read as one steal per Amulet: two Amulets block two of the Goblins' three.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Goblins)])
        .hand(1, &[AMULET, AMULET, OWL, PATH])
        .build();
    power(&mut g, S::Goblins);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    play(&mut g, A::Steal(s(1)));
    play(&mut g, A::BlockWithAmulet);
    play(&mut g, A::Steal(s(1)));
    assert_eq!(g.legal_actions(), vec![A::AllowSteal], "no Amulet is left");
    play(&mut g, A::AllowSteal);
    assert_eq!(g.hand(s(0)).len(), 1);
    assert_eq!(count(g.discard_pile(), AMULET), 2);
}

#[test]
fn choice_amulets_block_steals_only_not_asks_swaps_or_forced_discards() {
    // The Amulet blocks "any 1 steal from your hand": the Amazon's request, the Boogeyman's
    // exchange, the Troll's and the Dark Unicorn's discards are not steals, so nobody is asked.
    let holder = [AMULET, CROW, OWL];
    for (card, target) in [
        (S::Amazon, None),
        (S::Boogeyman, Some(s(1))),
        (S::Troll, Some(s(1))),
        (S::DarkUnicorn, None),
    ] {
        let mut g = Setup::new(2)
            .hand(0, &[sup(card), OWL])
            .hand(1, &holder)
            .build();
        power(&mut g, card);
        if card == S::Amazon {
            play(&mut g, A::Ask(CROW));
        }
        if let Some(t) = target {
            play(&mut g, A::Target(t));
        }
        assert_eq!(g.turn(), Turn::Seat(s(0)), "{card:?}: no Amulet window");
        assert!(
            !matches!(g.phase(), Phase::Amulet { .. }),
            "{card:?}: no Amulet window"
        );
    }
}

#[test]
fn choice_elf_may_reactivate_a_supernatural_in_its_players_dragon_line() {
    // The Dragon shields its line from being changed; using a power of a card in it changes
    // nothing there, so the Elf may reactivate it.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Elf)])
        .table(0, vec![line(&[S::Mage, S::Dragon])])
        .build();
    power(&mut g, S::Elf);
    assert_eq!(g.legal_actions(), vec![A::Reactivate(S::Mage)]);
    let deck = g.deck_cards().len();
    play(&mut g, A::Reactivate(S::Mage));
    assert_eq!(g.deck_cards().len(), deck - 2);
    assert_eq!(g.table(s(0))[0], line(&[S::Mage, S::Dragon]));
}

#[test]
fn combos_may_be_placed_at_any_time_even_while_a_power_is_played_out() {
    // "Anytime during the turn": a set placed in the middle of the Eternals' fill empties the
    // hand, so the fill needs more cards.
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Eternals), OWL, OWL, OWL])
        .build();
    play(
        &mut g,
        A::Play {
            card: S::Eternals,
            line: LineSlot::New,
        },
    );
    assert!(g.legal_actions().contains(&A::PlaceSet(SetKind::Owls)));
    play(&mut g, A::UsePower);
    play(&mut g, A::Draw);
    assert_eq!(g.hand(s(0)).len(), 4);
    assert_eq!(g.phase(), &Phase::Power(Pending::Eternals));
    play(&mut g, A::PlaceSet(SetKind::Owls));
    assert_eq!(
        g.phase(),
        &Phase::Power(Pending::Eternals),
        "the fill goes on"
    );
    let mut draws = 1;
    while g.phase() == &Phase::Power(Pending::Eternals) {
        play(&mut g, A::Draw);
        draws += 1;
    }
    assert_eq!(draws, 7, "one before the set, six after it");
    assert_eq!(g.hand(s(0)).len(), 7);
    assert_eq!(g.table(s(0))[1], Combo::Set(SetKind::Owls));
}

#[test]
fn combos_may_be_placed_while_a_taken_card_waits_to_be_played() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Giant), CROW, CROW, CROW])
        .discard(&[sup(S::Mage)])
        .build();
    power(&mut g, S::Giant);
    play(&mut g, A::Pick(sup(S::Mage)));
    assert!(matches!(g.phase(), Phase::FreePlay { .. }));
    play(&mut g, A::PlaceSet(SetKind::Crows));
    assert!(
        matches!(g.phase(), Phase::FreePlay { .. }),
        "still to decide"
    );
    assert_eq!(g.table(s(0))[1], Combo::Set(SetKind::Crows));
}

#[test]
fn choice_the_dwarfs_two_cards_are_not_laid_down_before_its_choice() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Dwarf), SWAMP])
        .discard(&[PATH])
        .deck_top(&[CLEARING])
        .build();
    power(&mut g, S::Dwarf);
    assert!(!g.legal_actions().contains(&A::PlaceSet(SetKind::Landscape)));
    play(&mut g, A::Keep(PATH));
    assert_eq!(g.hand(s(0)), &[SWAMP, PATH]);
    assert_eq!(g.discard_pile().last(), Some(&CLEARING));
}

#[test]
fn choice_a_set_that_spends_the_sorceress_price_ends_her_power() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Sorceress), OWL, OWL, OWL])
        .table(1, vec![Combo::Set(SetKind::Paths)])
        .build();
    power(&mut g, S::Sorceress);
    assert!(g.legal_actions().contains(&A::PlaceSet(SetKind::Owls)));
    play(&mut g, A::PlaceSet(SetKind::Owls));
    assert_eq!(g.phase(), &Phase::Main, "nothing left to pay with");
    assert_eq!(g.table(s(1)), &[Combo::Set(SetKind::Paths)]);
}

#[test]
fn choice_amazon_is_offered_only_supernaturals_not_in_sight() {
    let mut g = Setup::new(2)
        .hand(0, &[sup(S::Amazon), sup(S::Mage)])
        .hand(1, &[OWL])
        .table(1, vec![line(&[S::Troll])])
        .discard(&[sup(S::Hydra)])
        .build();
    power(&mut g, S::Amazon);
    let asks = g.legal_actions();
    for seen in [S::Amazon, S::Mage, S::Troll, S::Hydra] {
        assert!(!asks.contains(&A::Ask(sup(seen))), "{seen:?} is in sight");
    }
    assert!(asks.contains(&A::Ask(sup(S::Demon))));
    for kind in Card::KINDS {
        assert!(asks.contains(&A::Ask(kind)));
    }
}

#[test]
fn choice_a_random_player_starts() {
    let starts: Vec<Seat> = (0..40)
        .map(|seed| GrimwoodGame::new(&settings(4, ""), seed).unwrap().current())
        .collect();
    for seat in Seat::all(4) {
        assert!(starts.contains(&seat), "{seat} never starts");
    }
}

#[test]
fn rules_text_has_the_three_sections_and_names_its_choices_and_house_rule() {
    let headings: Vec<String> = blocks(english_rules())
        .into_iter()
        .filter_map(|b| match b {
            Block::Heading(h) => Some(h),
            _ => None,
        })
        .collect();
    for heading in [SEES_HEADING, CHOICES_HEADING, HOUSE_RULES_HEADING] {
        assert!(headings.iter().any(|h| h == heading), "{heading} missing");
    }
    let choices = bullets_under(english_rules(), CHOICES_HEADING);
    assert!(
        choices
            .iter()
            .any(|c| c.contains("a power still being played out cannot be set off again")),
        "{choices:?}"
    );
    assert!(
        !choices.iter().any(|c| c.contains("Eternals")),
        "now a rule, not a choice"
    );
    let house = bullets_under(english_rules(), HOUSE_RULES_HEADING);
    assert_eq!(house.len(), 1);
    assert!(house[0].contains("third time") && house[0].contains("no turn limit"));
}

#[test]
fn rules_text_lists_all_24_supernaturals_each_with_its_power() {
    // The rules page's "The powers" list is also the text of each card at the table and of each
    // power prompt: one bullet per supernatural, "Name: what it does".
    let powers = bullets_under(english_rules(), "The powers");
    assert_eq!(powers.len(), 24, "{powers:?}");
    for (bullet, card) in powers.iter().zip(S::ALL) {
        let (who, what) = bullet.split_once(": ").expect("Name: power");
        assert_eq!(who, card.name());
        assert!(what.split(' ').count() >= 3, "{bullet}");
    }
    let bride = &powers[2];
    for male in S::ALL.into_iter().filter(|s| s.is_male()) {
        assert!(
            bride.contains(male.name()),
            "the Bride names {}",
            male.name()
        );
    }
}

#[test]
fn view_hides_other_hands_and_the_deck_order() {
    // Two tables that differ only in what seat 0 cannot see: other hands and the deck's order.
    let table = |hand_1: &[Card], hand_2: &[Card], deck_top: &[Card]| {
        Setup::new(3)
            .hand(0, &[OWL])
            .hand(1, hand_1)
            .hand(2, hand_2)
            .deck_top(deck_top)
            .build()
    };
    let one = table(&[CROW, PATH], &[SWAMP], &[RUNE, AMULET]);
    let other = table(&[CROW, SWAMP], &[PATH], &[AMULET, RUNE]);
    assert_eq!(one.view(s(0)), other.view(s(0)));
    assert_ne!(one.view(s(1)), other.view(s(1)), "seat 1 sees its own hand");
    assert_eq!(one.view(s(0)).hand_sizes, vec![1, 2, 1]);
}

// ---- bots --------------------------------------------------------------------------------------

/// The heuristic bot's choice for the seat deciding, from that seat's view only.
fn heuristic_choice(g: &GrimwoodGame, legal: &[A]) -> A {
    let Turn::Seat(seat) = g.turn() else {
        panic!("a seat must be deciding");
    };
    GrimwoodGame::heuristic(&g.view(seat), legal, &mut GameRng::seeded(1))
}

#[test]
fn bot_dragon_guards_the_biggest_open_line() {
    let g = Setup::new(2)
        .hand(0, &[sup(S::Dragon)])
        .table(
            0,
            vec![line(&[S::Mage]), line(&[S::Troll, S::Hydra, S::Elf])],
        )
        .build();
    let placements: Vec<A> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, A::Play { .. }))
        .collect();
    assert_eq!(placements.len(), 3, "two lines and a new one");
    assert_eq!(
        heuristic_choice(&g, &placements),
        A::Play {
            card: S::Dragon,
            line: LineSlot::Existing(1)
        }
    );
}

#[test]
fn bot_blocks_the_leaders_power_steal_but_lets_a_trailing_thief_take_little() {
    // Seat 0 steals from seat 1 with the Ghouls; seat 1 holds an Amulet and one Owl.
    let ghoul_steal = |thief_table: Vec<Combo>, third_table: Vec<Combo>| {
        let mut g = Setup::new(3)
            .hand(0, &[sup(S::Ghouls)])
            .hand(1, &[AMULET, OWL])
            .table(0, thief_table)
            .table(2, third_table)
            .build();
        power(&mut g, S::Ghouls);
        play(&mut g, A::Steal(s(1)));
        assert_eq!(g.turn(), Turn::Seat(s(1)), "the victim decides");
        g
    };
    let leader_steals = ghoul_steal(vec![line(&[S::Mage, S::Troll, S::Hydra])], vec![]);
    assert_eq!(
        heuristic_choice(&leader_steals, &leader_steals.legal_actions()),
        A::BlockWithAmulet
    );
    let trailer_steals = ghoul_steal(vec![], vec![Combo::Set(SetKind::Owls)]);
    assert_eq!(
        heuristic_choice(&trailer_steals, &trailer_steals.legal_actions()),
        A::AllowSteal,
        "the Amulet is kept for the leader"
    );
}

#[test]
fn bot_aims_a_power_at_the_leader() {
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Troll)])
        .hand(1, &[OWL])
        .hand(2, &[CROW])
        .table(2, vec![Combo::Set(SetKind::Crows)])
        .build();
    power(&mut g, S::Troll);
    assert_eq!(heuristic_choice(&g, &g.legal_actions()), A::Target(s(2)));
}

#[test]
fn bot_steals_where_its_hydra_saw_a_card_it_wants() {
    // Seat 0 holds two Owls; its Hydra saw the third in seat 1's hand, while seat 2's equal hand
    // is unknown and seat 2 would otherwise be the likelier target (it sits later).
    let mut g = Setup::new(3)
        .hand(0, &[sup(S::Hydra), OWL, OWL])
        .hand(1, &[OWL])
        .hand(2, &[CROW])
        .build();
    power(&mut g, S::Hydra);
    play(&mut g, A::Target(s(1)));
    assert_eq!(g.view(s(0)).memory.known[1], vec![OWL]);
    assert_eq!(heuristic_choice(&g, &g.legal_actions()), A::Steal(s(1)));
}

/// The English rules page: the rulebook as the project words it.
fn english_rules() -> &'static str {
    duskdeck::lang::rules(duskdeck::lang::Lang::En, duskdeck::GameId::Grimwood)
}
