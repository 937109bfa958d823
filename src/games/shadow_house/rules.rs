//! Phases and legal moves: who decides now, what they may do, what a round scores, and the words
//! for a move that is not allowed.

use super::types::{Card, Ending, Phase, Reply, ShadowAction, ShadowHouseGame, Statement, kinds};
use crate::engine::Seat;
use crate::lang;

/// What each seat scores in a round of `seats` players that ended with `ending`, `culprit` being
/// the player who held the Culprit and `accomplices` those with an Accomplice card in front of
/// them.
pub fn round_points(seats: usize, ending: Ending, culprit: Seat, accomplices: &[Seat]) -> Vec<u8> {
    let guilty = |s: Seat| s == culprit || accomplices.contains(&s);
    Seat::all(seats)
        .map(|s| match ending {
            Ending::Detective { by } | Ending::Toby { by } if s == by => {
                if guilty(s) {
                    0
                } else if matches!(ending, Ending::Toby { .. }) {
                    3
                } else {
                    2
                }
            }
            Ending::Detective { .. } | Ending::Toby { .. } | Ending::Handcuffed { .. } => {
                u8::from(!guilty(s))
            }
            Ending::CulpritEscaped { .. } => 2 * u8::from(guilty(s)),
        })
        .collect()
}

impl ShadowHouseGame {
    pub(super) fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Answer { target, .. }
            | Phase::Discard { target, .. }
            | Phase::WitnessReturn { target, .. }
            | Phase::SwapReturn { target, .. } => Some(*target),
            Phase::Share(sealed) | Phase::Frenzy(sealed) => sealed.next_to_choose(),
            _ => Some(self.current),
        }
    }

    pub(super) fn others(&self, me: Seat) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats()).filter(move |&s| s != me)
    }

    /// Seats `card` played by `me` may target (the card itself already out of `me`'s hand when
    /// `after_play`).
    pub(super) fn targets(&self, me: Seat, card: Card) -> Vec<Seat> {
        let has_cards = |s: Seat| !self.hands[s.index()].is_empty();
        let my_cards_after = self.hands[me.index()].len() - 1;
        self.others(me)
            .filter(|&s| match card {
                Card::Detective => !self.servant[s.index()],
                Card::Sheriff => !self.housekeeper[s.index()],
                Card::Toby => !self.housekeeper[s.index()] && has_cards(s),
                Card::Accomplice | Card::Witness => has_cards(s),
                Card::Swap => my_cards_after > 0 && has_cards(s),
                _ => false,
            })
            .collect()
    }

    pub(super) fn give_options(&self, seat: Seat) -> Vec<ShadowAction> {
        kinds(&self.hands[seat.index()])
            .into_iter()
            .map(ShadowAction::Give)
            .collect()
    }

    /// Every legal action now: the one definition of legality.
    pub(super) fn legal(&self) -> Vec<ShadowAction> {
        let me = self.current;
        let hand = &self.hands[me.index()];
        let mut out = Vec::new();
        match &self.phase {
            Phase::Over => {}
            Phase::Open => out.push(ShadowAction::Play(Card::FirstOnTheScene)),
            Phase::Turn => {
                for card in kinds(hand) {
                    if card == Card::Culprit && hand.len() > 1 {
                        continue;
                    }
                    if card.targets() {
                        let targets = self.targets(me, card);
                        if targets.is_empty() {
                            out.push(ShadowAction::Play(card));
                        }
                        out.extend(
                            targets
                                .into_iter()
                                .map(|target| ShadowAction::PlayAt { card, target }),
                        );
                    } else {
                        out.push(ShadowAction::Play(card));
                    }
                }
            }
            Phase::Answer { target, .. } => {
                let hand = &self.hands[target.index()];
                let yes = hand.contains(&Card::Culprit) && !hand.contains(&Card::Alibi);
                out.push(ShadowAction::Answer(if yes {
                    Reply::Yes
                } else {
                    Reply::No
                }));
            }
            Phase::Discard { target, .. } => {
                let hand = &self.hands[target.index()];
                out.extend(
                    kinds(hand)
                        .into_iter()
                        .filter(|&c| c != Card::Culprit || hand.len() == 1)
                        .map(ShadowAction::Discard),
                );
            }
            Phase::Share(sealed) | Phase::Frenzy(sealed) => {
                let seat = sealed
                    .next_to_choose()
                    .expect("an open choice has a chooser");
                out.extend(self.give_options(seat));
            }
            Phase::Speak => {
                for s in self.others(me) {
                    out.push(ShadowAction::Say(Statement::Suspect(s)));
                }
                for s in self.others(me) {
                    out.push(ShadowAction::Say(Statement::Vouch(s)));
                }
                out.push(ShadowAction::Say(Statement::NoIdea));
            }
            Phase::WitnessChoice { target } => {
                let seen = &self.hands[target.index()];
                if seen.contains(&Card::Culprit) || seen.contains(&Card::Accomplice) {
                    out.push(ShadowAction::SwapWithWitnessed);
                }
                out.push(ShadowAction::KeepHands);
            }
            Phase::WitnessGive { .. } | Phase::SwapGive { .. } => out.extend(self.give_options(me)),
            Phase::WitnessReturn { target, .. } | Phase::SwapReturn { target, .. } => {
                out.extend(self.give_options(*target))
            }
        }
        out
    }

    /// Why `action`, not among the legal actions, cannot be played now.
    pub(super) fn refusal_words(&self, action: &ShadowAction) -> String {
        let words = lang::shadow_house();
        let who = self.to_act();
        match (&self.phase, action) {
            (Phase::Over, _) => words.refuse_match_over(),
            (Phase::Open, _) => words.refuse_must_open(self.current),
            (Phase::Turn, ShadowAction::Play(Card::Culprit)) => words.refuse_culprit_not_last(),
            (Phase::Turn, ShadowAction::Play(c) | ShadowAction::PlayAt { card: c, .. })
                if !self.hands[self.current.index()].contains(c) =>
            {
                words.refuse_not_held(self.current, *c)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) if card.targets() => {
                self.bad_target(*card, *target)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, .. }) => words.refuse_not_aimed(*card),
            (Phase::Turn, ShadowAction::Play(card)) if card.targets() => {
                words.refuse_needs_target(*card)
            }
            (Phase::Answer { target, .. }, _) => words.refuse_must_answer(*target),
            (Phase::Discard { target, .. }, ShadowAction::Discard(Card::Culprit)) => {
                words.refuse_culprit_discard(*target)
            }
            (Phase::Discard { target, .. }, _) => words.refuse_must_discard(*target),
            (Phase::Share(_), _) => words.refuse_must_share(),
            (Phase::Frenzy(_), _) => words.refuse_must_pool(),
            (Phase::Speak, _) => words.refuse_must_speak(),
            (Phase::WitnessChoice { .. }, ShadowAction::SwapWithWitnessed) => {
                words.refuse_witness_swap()
            }
            (Phase::WitnessChoice { .. }, _) => words.refuse_witness_must_decide(),
            _ => match who {
                Some(seat) => words.refuse_not_now(seat),
                None => words.refuse_nobody_acts(),
            },
        }
    }

    /// Why `card` cannot be aimed at `target` now.
    fn bad_target(&self, card: Card, target: Seat) -> String {
        let words = lang::shadow_house();
        let me = self.current;
        if target == me {
            words.refuse_own_seat(card)
        } else if target.index() >= self.seats() {
            words.refuse_no_such_seat(target)
        } else if card == Card::Detective && self.servant[target.index()] {
            words.refuse_servant(target)
        } else if matches!(card, Card::Toby | Card::Sheriff) && self.housekeeper[target.index()] {
            words.refuse_housekeeper(target)
        } else if card == Card::Swap && self.hands[me.index()].len() == 1 {
            words.refuse_last_swap()
        } else if self.hands[target.index()].is_empty() {
            words.refuse_empty_hand(target)
        } else {
            words.refuse_target(card, target)
        }
    }
}
