//! Phases and legal moves: who decides now, what they may do, what a round scores, and the words
//! for a move that is not allowed.

use super::types::{Card, Ending, Phase, Reply, ShadowAction, ShadowHouseGame, Statement, kinds};
use crate::engine::Seat;

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
        let who = self.to_act();
        match (&self.phase, action) {
            (Phase::Over, _) => "the match is over".to_string(),
            (Phase::Open, _) => format!("{} must open with First on the scene", self.current),
            (Phase::Turn, ShadowAction::Play(Card::Culprit)) => {
                "the Culprit can only be played as the last card in hand".into()
            }
            (Phase::Turn, ShadowAction::Play(c) | ShadowAction::PlayAt { card: c, .. })
                if !self.hands[self.current.index()].contains(c) =>
            {
                format!("{} does not hold {c}", self.current)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) if card.targets() => {
                self.bad_target(*card, *target)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, .. }) => {
                format!("{card} is not aimed at anyone: play it on its own")
            }
            (Phase::Turn, ShadowAction::Play(card)) if card.targets() => {
                format!("{card} must be aimed at a player who can be chosen")
            }
            (Phase::Answer { target, .. }, _) => {
                format!("{target} must answer the Detective first")
            }
            (Phase::Discard { target, .. }, ShadowAction::Discard(Card::Culprit)) => {
                format!("{target} can discard the Culprit only as their last card")
            }
            (Phase::Discard { target, .. }, _) => format!("{target} must discard a card first"),
            (Phase::Share(_), _) => "every player with a card must pass one for Share".into(),
            (Phase::Frenzy(_), _) => "every player with a card must choose one for Frenzy".into(),
            (Phase::Speak, _) => "the Soothsayer must speak first".into(),
            (Phase::WitnessChoice { .. }, ShadowAction::SwapWithWitnessed) => {
                "a swap needs the Culprit or an Accomplice card in the hand looked at".into()
            }
            (Phase::WitnessChoice { .. }, _) => "the Witness must decide about a swap".into(),
            _ => match who {
                Some(seat) => format!("that is not something {seat} can do now"),
                None => "nobody may act now".into(),
            },
        }
    }

    /// Why `card` cannot be aimed at `target` now.
    fn bad_target(&self, card: Card, target: Seat) -> String {
        let me = self.current;
        if target == me {
            format!("{card} must be aimed at another player")
        } else if target.index() >= self.seats() {
            format!("there is no {target} at this table")
        } else if card == Card::Detective && self.servant[target.index()] {
            format!("the Servant keeps Detectives away from {target} until their next turn")
        } else if matches!(card, Card::Toby | Card::Sheriff) && self.housekeeper[target.index()] {
            format!(
                "the Housekeeper keeps Toby and the Sheriff away from {target} until their next turn"
            )
        } else if card == Card::Swap && self.hands[me.index()].len() == 1 {
            "Swap as a last card has no effect: play it without a target".into()
        } else if self.hands[target.index()].is_empty() {
            format!("{target} has no cards")
        } else {
            format!("{card} cannot be aimed at {target} now")
        }
    }
}
