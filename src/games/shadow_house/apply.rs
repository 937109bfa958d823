//! Playing a legal action: dealing, every card's effect, the end of a round and of the match, and
//! the scenario tests' ways to deal a position exactly.

use super::types::{
    Audience, Card, Ending, Happening, Note, Phase, Reply, RoundResult, ShadowAction, ShadowEvent,
    ShadowHouseGame, full_deck, insert_sorted, starter,
};
use super::{HAND_SIZE, TARGET_POINTS, round_points};
use crate::engine::{Game, GameRng, SealedChoices, Seat, Settings, derive_seed, take_one};

impl ShadowHouseGame {
    pub(super) fn rng(&mut self) -> GameRng {
        self.draws += 1;
        GameRng::seeded(derive_seed(self.seed, self.draws))
    }

    /// A round dealt exactly as given, for scenario tests: `hands[s]` is seat `s`'s hand (any
    /// sizes), `pile` the draw pile (top last). Cards of the box in neither are out of play and go
    /// to the bottom of the pile. Whoever holds First on the scene opens, as in a dealt round.
    pub fn from_deal(
        settings: &Settings,
        hands: Vec<Vec<Card>>,
        pile: Vec<Card>,
    ) -> Result<Self, String> {
        let mut game = ShadowHouseGame::new(settings, 0).map_err(|e| e.to_string())?;
        game.redeal(hands, pile)?;
        Ok(game)
    }

    /// Scenario tests only: deal the round just begun (nothing played in it yet) again, exactly as
    /// given, as [`Self::from_deal`] does; the match's points and past rounds stay.
    #[doc(hidden)]
    pub fn redeal(&mut self, hands: Vec<Vec<Card>>, pile: Vec<Card>) -> Result<(), String> {
        if self.phase != Phase::Open || self.in_front.iter().any(|c| !c.is_empty()) {
            return Err("only a round not yet opened can be dealt again".into());
        }
        if hands.len() != self.seats() {
            return Err(format!("{} hands for {} seats", hands.len(), self.seats()));
        }
        let mut rest = full_deck();
        for card in hands.iter().flatten().chain(&pile) {
            if !take_one(&mut rest, card) {
                return Err(format!("too many {card} cards"));
            }
        }
        rest.extend(pile);
        self.pile = rest;
        self.hands = hands
            .into_iter()
            .map(|mut h| {
                h.sort();
                h
            })
            .collect();
        self.memory = vec![Vec::new(); self.seats()];
        self.note(
            Audience::Everyone,
            Happening::RoundDealt { round: self.round },
        );
        for s in Seat::all(self.seats()) {
            let cards = self.hands[s.index()].clone();
            self.note(Audience::Only(s), Happening::Dealt { cards });
        }
        self.current = self.opener();
        self.phase = if self.hands[self.current.index()].contains(&Card::FirstOnTheScene) {
            Phase::Open
        } else {
            Phase::Turn
        };
        Ok(())
    }

    /// Scenario tests only: make a freshly dealt game (from [`Self::from_deal`]) round `round` of
    /// a match standing at `points`. Refused unless the match could still be going: `round` within
    /// the match's limit, one total per seat, nobody at the target yet. Earlier rounds' results
    /// are not made up, so the history stays empty.
    #[doc(hidden)]
    pub fn at_round(mut self, round: u8, points: Vec<u8>) -> Result<Self, String> {
        let last = self.settings.rounds.unwrap_or(u8::MAX);
        if self.lightning() || round == 0 || round > last {
            return Err(format!("this match has no round {round}"));
        }
        if points.len() != self.seats() {
            return Err(format!(
                "{} totals for {} seats",
                points.len(),
                self.seats()
            ));
        }
        if points.iter().any(|&p| p >= TARGET_POINTS) {
            return Err("a match with someone at 5 points would already be over".into());
        }
        if !self.history.is_empty() || self.round != 1 {
            return Err("only a fresh deal can be moved to another round".into());
        }
        self.round = round;
        self.points = points;
        for memory in &mut self.memory {
            for note in memory.iter_mut() {
                if let Happening::RoundDealt { round: r } = &mut note.what {
                    *r = round;
                }
            }
        }
        Ok(self)
    }

    /// Scenario tests only: jump to the start of `seat`'s turn, as if the seats in between had
    /// passed. Refused unless the round is between turns (First on the scene already played,
    /// nothing pending) and `seat` holds a card, so it can only reach positions a real turn order
    /// could: the turn begins as a real one does, ending `seat`'s Servant or Housekeeper
    /// protection, and is announced to every seat.
    #[doc(hidden)]
    pub fn set_turn(&mut self, seat: Seat) -> Result<(), String> {
        if self.phase != Phase::Turn {
            return Err(format!("not between turns ({:?})", self.phase));
        }
        if seat.index() >= self.seats() || self.hands[seat.index()].is_empty() {
            return Err(format!("{seat} has no card to play"));
        }
        self.current = seat;
        self.servant[seat.index()] = false;
        self.housekeeper[seat.index()] = false;
        self.note(Audience::Everyone, Happening::TurnBegan { seat });
        Ok(())
    }

    pub(super) fn opener(&self) -> Seat {
        Seat::all(self.seats())
            .find(|s| self.hands[s.index()].contains(&Card::FirstOnTheScene))
            .unwrap_or(Seat(0))
    }

    pub(super) fn note(&mut self, audience: Audience, what: Happening) {
        match audience {
            Audience::Everyone => {
                for m in &mut self.memory {
                    m.push(Note {
                        private: false,
                        what: what.clone(),
                    });
                }
            }
            Audience::Only(seat) => self.memory[seat.index()].push(Note {
                private: true,
                what,
            }),
        }
    }

    pub(super) fn tell(
        &mut self,
        events: &mut Vec<ShadowEvent>,
        audience: Audience,
        what: Happening,
    ) {
        self.note(audience, what.clone());
        events.push(ShadowEvent { audience, what });
    }

    /// Deals round `round`: starter cards plus random others, four each; the rest is the pile.
    pub(super) fn deal(&mut self, round: u8, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let mut rng = self.rng();
        let starter = starter(seats);
        let mut others = full_deck();
        for &c in &starter {
            take_one(&mut others, &c);
        }
        rng.shuffle(&mut others);
        let extra = HAND_SIZE * seats - starter.len();
        let mut round_cards: Vec<Card> = starter;
        round_cards.extend(others.drain(..extra));
        rng.shuffle(&mut round_cards);
        self.hands = round_cards
            .chunks(HAND_SIZE)
            .map(|c| {
                let mut h = c.to_vec();
                h.sort();
                h
            })
            .collect();
        self.pile = others;
        self.round = round;
        self.in_front = vec![Vec::new(); seats];
        self.discards.clear();
        self.handcuffs = None;
        self.servant = vec![false; seats];
        self.housekeeper = vec![false; seats];
        self.memory = vec![Vec::new(); seats];
        self.current = self.opener();
        self.phase = Phase::Open;
        self.tell(events, Audience::Everyone, Happening::RoundDealt { round });
        for s in Seat::all(seats) {
            let cards = self.hands[s.index()].clone();
            self.tell(events, Audience::Only(s), Happening::Dealt { cards });
        }
        self.tell(
            events,
            Audience::Everyone,
            Happening::TurnBegan { seat: self.current },
        );
    }

    pub(super) fn end_round(&mut self, ending: Ending, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let culprit = self.culprit();
        let accomplices: Vec<Seat> = Seat::all(seats)
            .filter(|&s| self.is_accomplice(s))
            .collect();
        let points = round_points(seats, ending, culprit, &accomplices);
        let result = RoundResult {
            round: self.round,
            ending,
            culprit,
            accomplices,
            points: points.clone(),
        };
        if !self.lightning() {
            for (total, p) in self.points.iter_mut().zip(&points) {
                *total += p;
            }
        }
        self.history.push(result.clone());
        self.tell(events, Audience::Everyone, Happening::RoundEnded(result));
        // A number of rounds chosen for the table limits the match; the rulebook's end, someone
        // at 5 points after a round, still applies.
        let over = self.lightning()
            || self.points.iter().any(|&p| p >= TARGET_POINTS)
            || self.settings.rounds.is_some_and(|n| self.round >= n);
        if over {
            self.phase = Phase::Over;
            self.winners = if self.lightning() {
                Seat::all(seats)
                    .filter(|&s| self.history[0].won(s))
                    .collect()
            } else {
                let top = *self.points.iter().max().expect("seats");
                Seat::all(seats)
                    .filter(|s| self.points[s.index()] == top)
                    .collect()
            };
            let over = Happening::MatchOver {
                winners: self.winners.clone(),
            };
            self.tell(events, Audience::Everyone, over);
        } else {
            let next = self.round + 1;
            self.deal(next, events);
        }
    }

    /// The Culprit card leaves its holder's hand face up: the culprit side wins unless handcuffed.
    pub(super) fn culprit_revealed(
        &mut self,
        holder: Seat,
        discarded: bool,
        events: &mut Vec<ShadowEvent>,
    ) {
        // The card is face up now, but the holder is still "the culprit" for scoring.
        self.hands[holder.index()].push(Card::Culprit);
        let ending = if self.handcuffs == Some(holder) {
            Ending::Handcuffed { discarded }
        } else {
            Ending::CulpritEscaped { discarded }
        };
        self.end_round(ending, events);
        // A new round may already be dealt; a finished match keeps the Culprit where it was shown.
        if self.phase == Phase::Over {
            take_one(&mut self.hands[holder.index()], &Card::Culprit);
            if discarded {
                self.discards.push(Card::Culprit);
            } else {
                self.in_front[holder.index()].push(Card::Culprit);
            }
        }
    }

    pub(super) fn next_turn(&mut self, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let mut next = self.current;
        loop {
            next = next.clockwise(1, seats);
            self.servant[next.index()] = false;
            self.housekeeper[next.index()] = false;
            if !self.hands[next.index()].is_empty() {
                break;
            }
            self.tell(
                events,
                Audience::Everyone,
                Happening::SkippedEmptyHand { seat: next },
            );
        }
        self.current = next;
        self.phase = Phase::Turn;
        self.tell(
            events,
            Audience::Everyone,
            Happening::TurnBegan { seat: next },
        );
    }

    pub(super) fn play(&mut self, card: Card, target: Option<Seat>, events: &mut Vec<ShadowEvent>) {
        let me = self.current;
        take_one(&mut self.hands[me.index()], &card);
        if card == Card::Culprit {
            self.tell(
                events,
                Audience::Everyone,
                Happening::Played {
                    seat: me,
                    card,
                    target,
                },
            );
            self.culprit_revealed(me, false, events);
            return;
        }
        self.in_front[me.index()].push(card);
        self.tell(
            events,
            Audience::Everyone,
            Happening::Played {
                seat: me,
                card,
                target,
            },
        );
        let seats = self.seats();
        match (card, target) {
            (Card::Detective, Some(target)) => {
                self.phase = Phase::Answer {
                    detective: me,
                    target,
                };
                return;
            }
            (Card::Accomplice, Some(target)) => {
                self.phase = Phase::Discard {
                    accomplice: me,
                    target,
                };
                return;
            }
            (Card::Sheriff, Some(target)) => {
                self.handcuffs = Some(target);
                self.tell(
                    events,
                    Audience::Everyone,
                    Happening::HandcuffsGiven { to: target },
                );
            }
            (Card::Toby, Some(target)) => {
                let mut rng = self.rng();
                let hand = &self.hands[target.index()];
                let card = hand[rng.below(hand.len())];
                self.tell(
                    events,
                    Audience::Everyone,
                    Happening::TobyRevealed { target, card },
                );
                if card == Card::Culprit {
                    self.end_round(Ending::Toby { by: me }, events);
                    return;
                }
            }
            (Card::Baby, _) => {
                let culprit = self.culprit();
                self.tell(
                    events,
                    Audience::Only(me),
                    Happening::BabyShowed { culprit },
                );
            }
            (Card::Share, _) => {
                let seats_in: Vec<Seat> = (0..seats)
                    .map(|k| me.clockwise(k, seats))
                    .filter(|s| !self.hands[s.index()].is_empty())
                    .collect();
                if !seats_in.is_empty() {
                    self.phase = Phase::Share(SealedChoices::new(seats_in));
                    return;
                }
            }
            (Card::Rumors, _) => {
                let mut rng = self.rng();
                let mut moves = Vec::new();
                for taker in Seat::all(seats) {
                    let from = taker.clockwise(seats - 1, seats);
                    let hand = &self.hands[from.index()];
                    if !hand.is_empty() {
                        moves.push((taker, from, hand[rng.below(hand.len())]));
                    }
                }
                for &(_, from, card) in &moves {
                    take_one(&mut self.hands[from.index()], &card);
                }
                for &(taker, _, card) in &moves {
                    insert_sorted(&mut self.hands[taker.index()], card);
                }
                let pairs = moves.iter().map(|&(t, f, _)| (t, f)).collect();
                self.tell(events, Audience::Everyone, Happening::Rumored { pairs });
                for (taker, from, card) in moves {
                    self.tell(
                        events,
                        Audience::Only(from),
                        Happening::Gave { to: taker, card },
                    );
                    self.tell(
                        events,
                        Audience::Only(taker),
                        Happening::Got {
                            from: Some(from),
                            card,
                        },
                    );
                }
            }
            (Card::Frenzy, _) => {
                if self.hands[me.index()].is_empty() {
                    self.tell(events, Audience::Everyone, Happening::FrenzyFizzled);
                } else {
                    let seats_in: Vec<Seat> = (0..seats)
                        .map(|k| me.clockwise(k, seats))
                        .filter(|s| !self.hands[s.index()].is_empty())
                        .collect();
                    self.phase = Phase::Frenzy(SealedChoices::new(seats_in));
                    return;
                }
            }
            (Card::Soothsayer, _) => {
                self.phase = Phase::Speak;
                return;
            }
            (Card::Witness, Some(target)) => {
                let cards = self.hands[target.index()].clone();
                self.tell(
                    events,
                    Audience::Only(me),
                    Happening::SawHand {
                        seat: target,
                        cards,
                    },
                );
                if !self.hands[me.index()].is_empty() {
                    // Asked even when no swap is possible, so the table cannot tell what was seen.
                    self.phase = Phase::WitnessChoice { target };
                    return;
                }
            }
            (Card::Swap, Some(target)) => {
                self.phase = Phase::SwapGive { target };
                return;
            }
            (Card::Servant, _) => self.servant[me.index()] = true,
            (Card::Housekeeper, _) => self.housekeeper[me.index()] = true,
            _ => {}
        }
        self.next_turn(events);
    }

    /// `a` and `b` each give one card to the other: `a_gives` is already out of `a`'s hand.
    pub(super) fn exchange(
        &mut self,
        a: Seat,
        a_gives: Card,
        b: Seat,
        b_gives: Card,
        events: &mut Vec<ShadowEvent>,
    ) {
        take_one(&mut self.hands[b.index()], &b_gives);
        insert_sorted(&mut self.hands[a.index()], b_gives);
        insert_sorted(&mut self.hands[b.index()], a_gives);
        self.tell(
            events,
            Audience::Only(b),
            Happening::Gave {
                to: a,
                card: b_gives,
            },
        );
        self.tell(
            events,
            Audience::Only(b),
            Happening::Got {
                from: Some(a),
                card: a_gives,
            },
        );
        self.tell(
            events,
            Audience::Only(a),
            Happening::Got {
                from: Some(b),
                card: b_gives,
            },
        );
    }

    /// Plays `action`, known to be legal.
    pub(super) fn play_legal(&mut self, action: &ShadowAction) -> Vec<ShadowEvent> {
        let mut events = Vec::new();
        let me = self.current;
        match (self.phase.clone(), *action) {
            (Phase::Open | Phase::Turn, ShadowAction::Play(card)) => {
                self.play(card, None, &mut events)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) => {
                self.play(card, Some(target), &mut events)
            }
            (Phase::Answer { detective, target }, ShadowAction::Answer(reply)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Answered {
                        seat: target,
                        reply,
                    },
                );
                match reply {
                    Reply::Yes => self.end_round(Ending::Detective { by: detective }, &mut events),
                    Reply::No => self.next_turn(&mut events),
                }
            }
            (Phase::Discard { target, .. }, ShadowAction::Discard(card)) => {
                take_one(&mut self.hands[target.index()], &card);
                if card == Card::Culprit {
                    self.tell(
                        &mut events,
                        Audience::Everyone,
                        Happening::Discarded { seat: target, card },
                    );
                    self.culprit_revealed(target, true, &mut events);
                } else {
                    self.discards.push(card);
                    self.tell(
                        &mut events,
                        Audience::Everyone,
                        Happening::Discarded { seat: target, card },
                    );
                    if let Some(drawn) = self.pile.pop() {
                        insert_sorted(&mut self.hands[target.index()], drawn);
                        self.tell(
                            &mut events,
                            Audience::Everyone,
                            Happening::DrewFromPile { seat: target },
                        );
                        self.tell(
                            &mut events,
                            Audience::Only(target),
                            Happening::Drew { card: drawn },
                        );
                    }
                    self.next_turn(&mut events);
                }
            }
            (Phase::Share(mut sealed), ShadowAction::Give(card)) => {
                let seat = sealed.next_to_choose().expect("a chooser");
                sealed
                    .commit(seat, card)
                    .expect("each chooser commits once");
                if !sealed.is_complete() {
                    self.phase = Phase::Share(sealed);
                    return events;
                }
                let seats = self.seats();
                let passes = sealed.into_revealed();
                for &(from, card) in &passes {
                    take_one(&mut self.hands[from.index()], &card);
                }
                for &(from, card) in &passes {
                    insert_sorted(&mut self.hands[from.clockwise(1, seats).index()], card);
                }
                let seats_in = passes.iter().map(|&(s, _)| s).collect();
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Shared { seats: seats_in },
                );
                for (from, card) in passes {
                    let to = from.clockwise(1, seats);
                    self.tell(
                        &mut events,
                        Audience::Only(from),
                        Happening::Gave { to, card },
                    );
                    self.tell(
                        &mut events,
                        Audience::Only(to),
                        Happening::Got {
                            from: Some(from),
                            card,
                        },
                    );
                }
                self.next_turn(&mut events);
            }
            (Phase::Frenzy(mut sealed), ShadowAction::Give(card)) => {
                let seat = sealed.next_to_choose().expect("a chooser");
                sealed
                    .commit(seat, card)
                    .expect("each chooser commits once");
                if !sealed.is_complete() {
                    self.phase = Phase::Frenzy(sealed);
                    return events;
                }
                let chosen = sealed.into_revealed();
                let mut pool = Vec::new();
                for &(from, card) in &chosen {
                    take_one(&mut self.hands[from.index()], &card);
                    pool.push(card);
                }
                let mut seen = pool.clone();
                seen.sort();
                let mut rng = self.rng();
                rng.shuffle(&mut pool);
                for (&(seat, _), &card) in chosen.iter().zip(&pool) {
                    insert_sorted(&mut self.hands[seat.index()], card);
                }
                let seats_in = chosen.iter().map(|&(s, _)| s).collect();
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::FrenzyDealt { seats: seats_in },
                );
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::FrenzyPool { cards: seen },
                );
                for (&(seat, put), &card) in chosen.iter().zip(&pool) {
                    self.tell(
                        &mut events,
                        Audience::Only(seat),
                        Happening::PutInPool { card: put },
                    );
                    self.tell(
                        &mut events,
                        Audience::Only(seat),
                        Happening::Got { from: None, card },
                    );
                }
                self.next_turn(&mut events);
            }
            (Phase::Speak, ShadowAction::Say(statement)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Said {
                        seat: me,
                        statement,
                    },
                );
                self.next_turn(&mut events);
            }
            (Phase::WitnessChoice { target }, ShadowAction::SwapWithWitnessed) => {
                self.phase = Phase::WitnessGive { target };
            }
            (Phase::WitnessChoice { target }, ShadowAction::KeepHands) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::WitnessKept {
                        witness: me,
                        target,
                    },
                );
                self.next_turn(&mut events);
            }
            (Phase::WitnessGive { target }, ShadowAction::Give(card)) => {
                take_one(&mut self.hands[me.index()], &card);
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::Gave { to: target, card },
                );
                self.phase = Phase::WitnessReturn {
                    target,
                    given: card,
                };
            }
            (Phase::SwapGive { target }, ShadowAction::Give(card)) => {
                take_one(&mut self.hands[me.index()], &card);
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::Gave { to: target, card },
                );
                self.phase = Phase::SwapReturn {
                    target,
                    given: card,
                };
            }
            (Phase::WitnessReturn { target, given }, ShadowAction::Give(card)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::WitnessSwapped {
                        witness: me,
                        target,
                    },
                );
                self.exchange(me, given, target, card, &mut events);
                self.next_turn(&mut events);
            }
            (Phase::SwapReturn { target, given }, ShadowAction::Give(card)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Swapped { player: me, target },
                );
                self.exchange(me, given, target, card, &mut events);
                self.next_turn(&mut events);
            }
            (phase, action) => {
                unreachable!("legal action {action:?} has no rule in phase {phase:?}")
            }
        }
        events
    }
}
