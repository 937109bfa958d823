//! Shadow House's rules of thumb and its rollout policy.
//!
//! Every decision starts from the seat's [`Belief`] and its side:
//! * **Investigators** (no Culprit, no Accomplice played) aim Detectives, Toby and the Sheriff at
//!   the likeliest culprit (a Detective not at a hand known to hold an Alibi, which must answer
//!   "no"), and hold a Detective back while the odds are flat and other cards can be played; they
//!   look with the Witness where suspicion is highest; they pass away Accomplice cards (playing
//!   one would put them on the culprit's side) and never hand a suspect an Alibi.
//! * **The culprit** keeps the Alibi to the end, sheds everything else, aims its own Detectives and
//!   Toby at the least suspected, and passes the Culprit on while its hand is still long (a short
//!   hand is close to winning). As a Soothsayer it accuses an innocent.
//! * **Accomplices** protect the culprit: they aim investigations away from it, handcuff an
//!   innocent, feed the likely culprit Alibis, and aim an Accomplice card at a likely culprit with
//!   one card left, which wins the round for their side at once.

use super::{
    Belief, Card, Phase, PhaseView, Reads, ShadowAction, ShadowHouseGame, ShadowView, Statement,
};
use crate::bots::Playbook;
use crate::engine::{GameRng, Seat};

/// How much each card is worth keeping, for an investigator (higher: play later, give last).
fn keep_value(card: Card, culprit_side: bool) -> f64 {
    match (card, culprit_side) {
        (Card::Culprit, _) => 100.0,
        (Card::Alibi, true) => 50.0,
        (Card::Alibi, false) => 0.5,
        (Card::Accomplice, false) => -5.0,
        (Card::Accomplice, true) => 6.0,
        (Card::Detective, false) => 8.0,
        (Card::Toby, false) => 9.0,
        (Card::Sheriff, false) => 5.0,
        (Card::Witness, _) => 4.0,
        (Card::Baby, false) => 4.5,
        (Card::Servant, true) => 7.0,
        (Card::Housekeeper, true) => 6.5,
        (Card::Detective | Card::Toby | Card::Sheriff, true) => 3.0,
        (Card::Swap, _) => 2.5,
        (Card::Share | Card::Rumors | Card::Frenzy, _) => 2.0,
        (Card::Soothsayer, _) => 1.0,
        _ => 1.5,
    }
}

struct Ctx<'a> {
    view: &'a ShadowView,
    belief: Belief,
    culprit: bool,
    accomplice: bool,
}

impl Ctx<'_> {
    fn culprit_side(&self) -> bool {
        self.culprit || self.accomplice
    }

    fn p(&self, s: Seat) -> f64 {
        self.belief.culprit[s.index()]
    }

    /// The chance that a Detective aimed at `s` hears "yes": none from a hand known to hold an
    /// Alibi (a Toby reveal or a Witness look showed it), which must answer "no".
    fn p_yes(&self, s: Seat) -> f64 {
        if self.belief.known[s.index()].contains(&Card::Alibi) {
            0.0
        } else {
            self.p(s)
        }
    }

    /// How good it is for this seat to aim an investigation (Detective, Toby, Sheriff, Witness)
    /// at `target`.
    fn investigate_score(&self, card: Card, target: Seat) -> f64 {
        let p = self.p(target);
        let size = f64::from(self.view.hand_sizes[target.index()].max(1));
        let hit = match card {
            Card::Toby => p / size,
            Card::Detective => self.p_yes(target),
            _ => p,
        };
        if self.culprit_side() { -hit } else { hit }
    }

    fn play_score(&self, action: &ShadowAction, rng: &mut GameRng) -> f64 {
        let view = self.view;
        let max_p = Seat::all(view.seats())
            .filter(|&s| s != view.me)
            .map(|s| self.p(s))
            .fold(0.0, f64::max);
        let noise = rng.unit() * 0.3;
        let (card, target) = match *action {
            ShadowAction::Play(c) => (c, None),
            ShadowAction::PlayAt { card, target } => (card, Some(target)),
            _ => return 0.0,
        };
        if card == Card::Culprit {
            return 1000.0;
        }
        let side = self.culprit_side();
        // Playing low-value cards first keeps strong ones for when they matter.
        let mut score = 10.0 - keep_value(card, side) + noise;
        match (card, target) {
            // The first to name the culprit scores most: investigate at once, at the likeliest.
            (Card::Detective, Some(t)) if !side => score += 20.0 + 40.0 * self.p_yes(t),
            (Card::Toby, Some(t)) if !side => {
                score += 15.0 + 60.0 * self.p(t) / f64::from(view.hand_sizes[t.index()].max(1))
            }
            (Card::Baby | Card::Witness, _) if !side => score += 12.0 * (1.0 - max_p),
            (Card::Sheriff, Some(t)) if !side => score += 6.0 + 10.0 * self.p(t),
            (Card::Accomplice, Some(t)) => {
                let one_card = view.hand_sizes[t.index()] == 1;
                if one_card {
                    // Forcing the culprit's last card out wins for the culprit's side.
                    score += 60.0 * self.p(t);
                }
                if !side {
                    score -= 15.0;
                }
            }
            (Card::Servant, _) if self.culprit => score += 8.0,
            (Card::Housekeeper, _) if self.culprit => score += 6.0,
            (Card::Detective | Card::Toby | Card::Sheriff, Some(t)) if side => {
                score += 5.0 * (1.0 - self.p(t));
            }
            // Mixing hands can take the Culprit away when the win is near.
            (Card::Rumors | Card::Share | Card::Frenzy, _)
                if self.culprit && view.hand.len() <= 2 =>
            {
                score -= 6.0;
            }
            _ => {}
        }
        if let Some(t) = target {
            score += 3.0 * self.investigate_score(card, t);
        }
        score
    }

    /// Which card to hand on, or put into a pool.
    fn give_score(&self, card: Card, to: Option<Seat>) -> f64 {
        let view = self.view;
        let side = self.culprit_side();
        let receiver_p = to.map_or(0.0, |t| self.p(t));
        match card {
            Card::Culprit => {
                // Passing the Culprit clears this seat; it pays while the hand is long.
                if view.hand.len() >= 3 && !view.hand.contains(&Card::Alibi) {
                    30.0
                } else {
                    -30.0
                }
            }
            Card::Alibi if side && receiver_p > 0.5 => 20.0,
            Card::Alibi if !side && receiver_p > 0.3 => -10.0,
            _ => -keep_value(card, side),
        }
    }
}

fn choose(
    view: &ShadowView,
    belief: Belief,
    legal: &[ShadowAction],
    rng: &mut GameRng,
) -> ShadowAction {
    let ctx = Ctx {
        view,
        culprit: view.hand.contains(&Card::Culprit),
        accomplice: view.is_accomplice(view.me),
        belief,
    };
    let me = view.me;
    let seats = view.seats();
    let others = || Seat::all(seats).filter(move |&s| s != me);
    let best = |score: &dyn Fn(&ShadowAction) -> f64, rng: &mut GameRng| -> ShadowAction {
        let mut top = f64::NEG_INFINITY;
        let mut pick = legal[0];
        for a in legal {
            let s = score(a) + rng.unit() * 1e-6;
            if s > top {
                top = s;
                pick = *a;
            }
        }
        pick
    };
    match &view.phase {
        PhaseView::Turn | PhaseView::Open => {
            let mut scored: Vec<(f64, ShadowAction)> =
                legal.iter().map(|a| (ctx.play_score(a, rng), *a)).collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored[0].1
        }
        PhaseView::Discard { .. } => best(
            &|a| match a {
                ShadowAction::Discard(c) => -keep_value(*c, ctx.culprit_side()),
                _ => 0.0,
            },
            rng,
        ),
        PhaseView::Share { .. } => {
            let to = me.clockwise(1, seats);
            best(
                &|a| match a {
                    ShadowAction::Give(c) => ctx.give_score(*c, Some(to)),
                    _ => 0.0,
                },
                rng,
            )
        }
        PhaseView::Frenzy { .. } => best(
            &|a| match a {
                ShadowAction::Give(c) => ctx.give_score(*c, None),
                _ => 0.0,
            },
            rng,
        ),
        PhaseView::WitnessGive { target } | PhaseView::SwapGive { target } => {
            let to = *target;
            best(
                &|a| match a {
                    ShadowAction::Give(c) => ctx.give_score(*c, Some(to)),
                    _ => 0.0,
                },
                rng,
            )
        }
        PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => {
            let to = view.current;
            best(
                &|a| match a {
                    ShadowAction::Give(c) => ctx.give_score(*c, Some(to)),
                    _ => 0.0,
                },
                rng,
            )
        }
        PhaseView::WitnessChoice { .. } => {
            // The culprit trades the Culprit away while its hand is long; an investigator takes an
            // Accomplice card out of a suspect's hand only when it can pass on something harmless.
            let swap = legal.contains(&ShadowAction::SwapWithWitnessed)
                && ctx.culprit
                && view.hand.len() >= 2;
            if swap {
                ShadowAction::SwapWithWitnessed
            } else {
                ShadowAction::KeepHands
            }
        }
        PhaseView::Speak => {
            let statement = if ctx.culprit_side() {
                // Point at an innocent who already looks suspicious.
                let culprit = if ctx.culprit {
                    Some(me)
                } else {
                    ctx.belief.certain()
                };
                let scapegoat = ctx
                    .belief
                    .likeliest(others().filter(|&s| Some(s) != culprit && !view.is_accomplice(s)));
                scapegoat.map_or(Statement::NoIdea, Statement::Suspect)
            } else {
                match ctx.belief.likeliest(others()) {
                    Some(s) if ctx.p(s) >= 0.35 => Statement::Suspect(s),
                    _ => match ctx
                        .belief
                        .unlikeliest(others().filter(|s| view.hand_sizes[s.index()] > 0))
                    {
                        Some(s) if ctx.p(s) < 0.05 => Statement::Vouch(s),
                        _ => Statement::NoIdea,
                    },
                }
            };
            let action = ShadowAction::Say(statement);
            if legal.contains(&action) {
                action
            } else {
                ShadowAction::Say(Statement::NoIdea)
            }
        }
        PhaseView::Answer { .. } | PhaseView::Over => legal[0],
    }
}

impl Playbook for ShadowHouseGame {
    fn heuristic(view: &ShadowView, legal: &[ShadowAction], rng: &mut GameRng) -> ShadowAction {
        if legal.len() == 1 {
            return legal[0];
        }
        choose(view, Belief::of(view), legal, rng)
    }

    fn rollout(
        state: &ShadowHouseGame,
        seat: Seat,
        legal: &[ShadowAction],
        rng: &mut GameRng,
    ) -> ShadowAction {
        if legal.len() == 1 {
            return legal[0];
        }
        // The same rules of thumb as the heuristic, on the same belief, without copying the
        // seat's record into a view: that copy was most of a playout's cost.
        choose(
            &state.view_with_record(seat, false),
            state.belief_of(seat),
            legal,
            rng,
        )
    }

    /// `expert` samples the Culprit by how each seat has played ([`Reads::Play`]).
    fn determinize_reading(view: &ShadowView, rng: &mut GameRng) -> Self {
        super::determinize::sample(view, rng, Reads::Play)
    }

    /// Shadow House turns on who holds the Culprit: with `percent`% chance the sample puts it
    /// where it truly is, and otherwise where `expert`'s reading draws it.
    #[cfg(feature = "oracle")]
    fn sample_knowing_secret(
        state: &Self,
        view: &ShadowView,
        percent: u8,
        rng: &mut GameRng,
    ) -> Self {
        if rng.below(100) >= usize::from(percent) {
            return Self::determinize_reading(view, rng);
        }
        let mut belief = Belief::reading(view, Reads::Play);
        let holder = state.hands.iter().position(|h| h.contains(&Card::Culprit));
        for (seat, odds) in belief.culprit.iter_mut().enumerate() {
            *odds = f64::from(u8::from(holder == Some(seat)));
        }
        super::determinize::sample_believing(view, &belief, rng)
    }

    /// In a match of several rounds, a playout stops when the round it started in is over: the
    /// next deal is fresh and far away from any decision searched now, so the standings after
    /// this round (the lead, through a logistic curve) stand in for the rest of the match.
    fn cut_playout(state: &ShadowHouseGame, seat: Seat, moves: u32) -> Option<f64> {
        if moves == 0 || state.phase != Phase::Open || state.history.is_empty() {
            return None;
        }
        let mine = f64::from(state.points[seat.index()]);
        let best_other = Seat::all(state.seats())
            .filter(|&s| s != seat)
            .map(|s| f64::from(state.points[s.index()]))
            .fold(0.0, f64::max);
        Some(1.0 / (1.0 + (-(mine - best_other) / 1.5).exp()))
    }

    /// At each decision: the chance the seat gives each other seat of holding the Culprit.
    #[cfg(feature = "oracle")]
    fn forecasts(state: &Self, seat: Seat) -> Vec<crate::bots::Forecast> {
        let view = crate::engine::Game::view(state, seat);
        [
            ("holds the Culprit", Reads::Facts),
            ("holds the Culprit, read", Reads::Play),
        ]
        .into_iter()
        .flat_map(|(about, reads)| {
            let belief = Belief::reading(&view, reads);
            (0..state.hands.len())
                .filter(|&other| other != seat.index() && !state.hands[other].is_empty())
                .map(move |other| crate::bots::Forecast {
                    about,
                    chance: belief.culprit[other],
                    held: state.hands[other].contains(&Card::Culprit),
                })
        })
        .collect()
    }
}
