//! Grimwood's events and actions in words: this module tells what
//! [`Game::redact`](crate::engine::Game::redact) gave each viewer, and the catalogue of the
//! current language ([`crate::lang::grimwood`]) builds the sentence.

use super::Narrate;
use crate::engine::Seat;
use crate::games::grimwood::{
    ComboRef, GrimwoodAction, GrimwoodEvent, GrimwoodGame, GrimwoodRefusal, LineSlot, Pending,
    Phase,
};
use crate::lang::{self, grimwood::ComboAt};

fn line(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
    use GrimwoodEvent as E;
    let w = lang::grimwood();
    Some(match event {
        E::TurnBegan { seat } => w.turn_began(*seat, viewer),
        E::TurnSkipped { seat } => w.turn_skipped(*seat, viewer),
        E::Drew { seat, card } => w.drew(*seat, *card, viewer),
        E::DeckRanOut { seat } => w.deck_ran_out(*seat, viewer),
        E::StealTried { thief, victim } => w.steal_tried(*thief, *victim, viewer),
        E::Blocked { thief, victim } => w.blocked(*thief, *victim, viewer),
        E::Stole {
            thief,
            victim,
            card,
        } => w.stole(*thief, *victim, *card, viewer),
        E::Played {
            seat,
            card,
            new_line,
        } => w.played(*seat, *card, *new_line, viewer),
        E::RunePlayed { seat } => w.rune_played(*seat, viewer),
        E::SetPlaced { seat, kind } => w.set_placed(*seat, *kind, viewer),
        E::PowerUsed { seat, card } => w.power_used(*seat, *card, viewer),
        E::Asked { seat, card } => w.asked(*seat, *card, viewer),
        E::Gave { from, to, card } => w.gave(*from, *to, *card, viewer),
        E::HandsSwapped { a, b } => w.hands_swapped(*a, *b, viewer),
        E::TookFromTable { seat, card, from } => w.took_from_table(*seat, *card, *from, viewer),
        E::TookFromDiscard { seat, card } => w.took_from_discard(*seat, *card, viewer),
        E::Discarded { seat, card } => w.discarded(*seat, *card, viewer),
        E::ComboDestroyed { by, owner, combo } => w.combo_destroyed(*by, *owner, combo, viewer),
        E::CombosSwapped { a, given, b, taken } => w.combos_swapped(*a, given, *b, taken, viewer),
        E::ComboTaken { by, from, combo } => w.combo_taken(*by, *from, combo, viewer),
        E::Looked { seat, at, cards } => w.looked(*seat, *at, cards.seen(), viewer),
        E::WillSkip { seat, turns } => w.will_skip(*seat, *turns, viewer),
        E::Reactivated { seat, card } => w.reactivated(*seat, *card, viewer),
        E::Gift { from, to, card } => w.gift(*from, *to, *card, viewer),
        E::TurnEnded { seat } => w.turn_ended(*seat, viewer),
        E::PositionRepeated { seat } => w.position_repeated(*seat, viewer),
        E::Ended { scores } => w.final_score(scores, viewer),
    })
}

/// A combo on the table by its place, with the combo there if any.
fn combo_at(game: &GrimwoodGame, r: ComboRef) -> ComboAt<'_> {
    ComboAt {
        owner: r.owner,
        index: r.index,
        combo: game.table(r.owner).get(usize::from(r.index)),
    }
}

fn action(game: &GrimwoodGame, action: &GrimwoodAction) -> String {
    use GrimwoodAction as A;
    let w = lang::grimwood();
    let me = game.current();
    let mine = |index: u8| combo_at(game, ComboRef { owner: me, index });
    match action {
        A::Draw => w.draw_action(),
        A::Steal(s) => w.steal_action(*s),
        A::Play { card, line } => {
            let onto = match line {
                LineSlot::New => None,
                LineSlot::Existing(i) => Some(mine(*i)),
            };
            w.play_action(*card, onto)
        }
        A::PlayRune => w.play_rune_action(),
        A::PlaceSet(kind) => w.place_set_action(*kind),
        A::EndActions => w.end_actions_action(),
        A::EndTurn => w.end_turn_action(),
        A::Discard(card) => w.discard_action(*card),
        A::UsePower => w.use_power_action(match game.phase() {
            Phase::PowerOffer { card, .. } => Some(*card),
            _ => None,
        }),
        A::DeclinePower => w.decline_power_action(),
        A::BlockWithAmulet => w.block_action(),
        A::AllowSteal => w.allow_steal_action(),
        A::Ask(card) => w.ask_action(*card),
        A::Target(s) => w.target_action(
            match game.phase() {
                Phase::Power(Pending::Target(card)) => Some(*card),
                _ => None,
            },
            *s,
        ),
        A::Take(card) => w.take_action(*card),
        A::Destroy(r) => w.destroy_action(combo_at(game, *r), me),
        A::Swap { mine: m, theirs } => w.swap_action(mine(*m), combo_at(game, *theirs), me),
        A::Sorcery { pay, take } => w.sorcery_action(*pay, combo_at(game, *take), me),
        A::Reactivate(card) => w.reactivate_action(*card),
        A::Pick(card) => w.pick_action(*card),
        A::Keep(card) => w.keep_action(*card),
        A::Give(card) => w.give_action(
            *card,
            match game.phase() {
                Phase::Power(Pending::LarakiGive { to, .. }) => to.first().copied(),
                _ => None,
            },
        ),
        A::KeepInHand => w.keep_in_hand_action(matches!(game.phase(), Phase::Power(_))),
    }
}

impl Narrate for GrimwoodGame {
    fn tell(seen: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
        line(seen, viewer)
    }

    fn describe_action(&self, action: &GrimwoodAction) -> String {
        self::action(self, action)
    }

    fn refusal_words(why: &GrimwoodRefusal) -> String {
        lang::grimwood().refusal(*why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Playbook;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use std::collections::BTreeSet;

    /// The shared slips of careless English (with every third-person verb this narrator uses),
    /// and points shortened to "pts".
    fn faults(line: &str) -> Vec<String> {
        let theirs: Vec<&str> = crate::lang::en::Grimwood::VERBS
            .iter()
            .map(|(_, they)| *they)
            .collect();
        let mut found = crate::lang::words::faults(line, &theirs);
        found.extend(crate::lang::words::one_with_plural(
            line,
            &["actions", "powers", "turns"],
        ));
        if line.contains(" pts") {
            found.push(" pts".into());
        }
        found
    }

    #[test]
    fn the_fault_finder_finds_each_fault() {
        assert_eq!(faults("You draws a card."), ["You draws"]);
        assert_eq!(faults("You tries to steal from Seat 2."), ["You tries"]);
        assert_eq!(faults("Seat 2 has 1 points."), ["1 points"]);
        assert_eq!(
            faults("Seat 2 has 11 points and 1 card."),
            Vec::<String>::new()
        );
        assert_eq!(faults("You play the The Laraki."), ["the The"]);
        assert_eq!(faults("Seat 0 draws."), ["Seat 0"]);
    }

    /// Plays whole games, half of the moves by the rules-of-thumb bot and half at random, and
    /// calls `each` with the game before every move, the move and the events it caused.
    fn play_games(mut each: impl FnMut(&GrimwoodGame, &GrimwoodAction, &[GrimwoodEvent])) {
        for (seats, variant) in [
            (2, ""),
            (3, crate::games::grimwood::DRAW_FIRST),
            (4, ""),
            (6, ""),
        ] {
            for seed in 0..4 {
                let settings = Settings::new(seats, variant);
                let mut game = GrimwoodGame::new(&settings, seed).expect("valid settings");
                let mut rng = GameRng::seeded(seed + 100);
                each(&game, &GrimwoodAction::EndTurn, &game.opening());
                let mut plies = 0;
                while let Turn::Seat(seat) = game.turn() {
                    let legal = game.legal_actions();
                    let action = if rng.below(2) == 0 {
                        legal[rng.below(legal.len())]
                    } else {
                        GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng)
                    };
                    let before = game.clone();
                    let events = game.apply(&action).expect("a legal move");
                    each(&before, &action, &events);
                    plies += 1;
                    assert!(plies < 50_000, "runaway game");
                }
            }
        }
    }

    #[test]
    fn every_line_of_random_games_reads_as_english_for_every_viewer() {
        let mut kinds = BTreeSet::new();
        let mut checked = 0;
        play_games(|before, action, events| {
            let label = super::action(before, action);
            assert!(faults(&label).is_empty(), "{label}: {:?}", faults(&label));
            let seats = Seat::all(usize::from(before.settings().seats));
            for event in events {
                kinds.insert(
                    format!("{event:?}")
                        .split([' ', '{', '('])
                        .next()
                        .map(String::from),
                );
                for viewer in seats.clone().map(Some).chain([None]) {
                    let text = GrimwoodGame::narrate(event, viewer).expect("every event is told");
                    assert!(faults(&text).is_empty(), "{text}: {:?}", faults(&text));
                    checked += 1;
                }
            }
        });
        // The games reach most of what can happen, so the check above covers most lines.
        assert!(
            kinds.len() >= 24,
            "{} kinds of event: {kinds:?}",
            kinds.len()
        );
        assert!(checked > 10_000, "{checked} lines");
    }
}
