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

/// Why a move is refused: a value each language words (`lang::shadow_house`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShadowRefusal {
    /// The match is over.
    MatchOver,
    /// This seat must open the round.
    MustOpen(Seat),
    /// The Culprit is played only as the last card.
    CulpritNotLast,
    /// This seat does not hold this card.
    NotHeld(Seat, Card),
    /// This card is played without a target.
    NotAimed(Card),
    /// This card needs a target.
    NeedsTarget(Card),
    /// This seat must answer first.
    MustAnswer(Seat),
    /// This seat may not discard the Culprit.
    CulpritDiscard(Seat),
    /// This seat must discard first.
    MustDiscard(Seat),
    /// Every player with a card must pass one for Share first.
    MustShare,
    /// Every player with a card must choose one for Frenzy first.
    MustPool,
    /// A statement must be made first.
    MustSpeak,
    /// A Witness swaps only for a Culprit or an Accomplice in the hand looked at.
    WitnessSwap,
    /// The Witness must decide first.
    WitnessMustDecide,
    /// It is this seat's decision.
    NotNow(Seat),
    /// Nobody decides now.
    NobodyActs,
    /// This card is not aimed at one's own seat.
    OwnSeat(Card),
    /// There is no such seat.
    NoSuchSeat(Seat),
    /// The Servant protects this seat from the Detective.
    Servant(Seat),
    /// The Housekeeper keeps Toby and the Sheriff away from this seat.
    Housekeeper(Seat),
    /// Swap aimed at someone as a last card would do nothing: it is played without a target.
    LastSwap,
    /// This seat's hand is empty.
    EmptyHand(Seat),
    /// This card cannot be aimed at this seat now.
    Target(Card, Seat),
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
    pub(super) fn why_refused(&self, action: &ShadowAction) -> ShadowRefusal {
        let who = self.to_act();
        match (&self.phase, action) {
            (Phase::Over, _) => ShadowRefusal::MatchOver,
            (Phase::Open, _) => ShadowRefusal::MustOpen(self.current),
            (Phase::Turn, ShadowAction::Play(Card::Culprit)) => ShadowRefusal::CulpritNotLast,
            (Phase::Turn, ShadowAction::Play(c) | ShadowAction::PlayAt { card: c, .. })
                if !self.hands[self.current.index()].contains(c) =>
            {
                ShadowRefusal::NotHeld(self.current, *c)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) if card.targets() => {
                self.bad_target(*card, *target)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, .. }) => ShadowRefusal::NotAimed(*card),
            (Phase::Turn, ShadowAction::Play(card)) if card.targets() => {
                ShadowRefusal::NeedsTarget(*card)
            }
            (Phase::Answer { target, .. }, _) => ShadowRefusal::MustAnswer(*target),
            (Phase::Discard { target, .. }, ShadowAction::Discard(Card::Culprit)) => {
                ShadowRefusal::CulpritDiscard(*target)
            }
            (Phase::Discard { target, .. }, _) => ShadowRefusal::MustDiscard(*target),
            (Phase::Share(_), _) => ShadowRefusal::MustShare,
            (Phase::Frenzy(_), _) => ShadowRefusal::MustPool,
            (Phase::Speak, _) => ShadowRefusal::MustSpeak,
            (Phase::WitnessChoice { .. }, ShadowAction::SwapWithWitnessed) => {
                ShadowRefusal::WitnessSwap
            }
            (Phase::WitnessChoice { .. }, _) => ShadowRefusal::WitnessMustDecide,
            _ => match who {
                Some(seat) => ShadowRefusal::NotNow(seat),
                None => ShadowRefusal::NobodyActs,
            },
        }
    }

    /// Why `card` cannot be aimed at `target` now.
    fn bad_target(&self, card: Card, target: Seat) -> ShadowRefusal {
        let me = self.current;
        if target == me {
            ShadowRefusal::OwnSeat(card)
        } else if target.index() >= self.seats() {
            ShadowRefusal::NoSuchSeat(target)
        } else if card == Card::Detective && self.servant[target.index()] {
            ShadowRefusal::Servant(target)
        } else if matches!(card, Card::Toby | Card::Sheriff) && self.housekeeper[target.index()] {
            ShadowRefusal::Housekeeper(target)
        } else if card == Card::Swap && self.hands[me.index()].len() == 1 {
            ShadowRefusal::LastSwap
        } else if self.hands[target.index()].is_empty() {
            ShadowRefusal::EmptyHand(target)
        } else {
            ShadowRefusal::Target(card, target)
        }
    }
}
