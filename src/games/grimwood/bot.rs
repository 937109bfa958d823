//! Grimwood's rules of thumb and its rollout policy.
//!
//! * Place every complete set at once, in the middle of a power too (the Sorceress's price
//!   excepted); value hand cards by how close they are to a set.
//! * Grow one big supernatural line while few combo-takers (Demon, Highwayman, Sorceress) are
//!   still unaccounted for; start a new line when the big one is already at risk. The Dragon goes
//!   onto the biggest open line to freeze and protect it.
//! * Hold Amulets: block the leader's steals and any steal that would cost a valuable hand; let a
//!   trailing thief take from a hand with little in it.
//! * Hurt the leader: targets, combos to destroy or take, and steals go to whoever leads; the seat
//!   remembers what it saw (Hydra, Shadow Queen) and what was stolen from it, and steals or asks
//!   where it knows a wanted card sits.
//! * Draw more readily the longer the game runs, and draw to end the game while leading:
//!   steals only move cards between hands, and a table of thieves never draws the deck out; it
//!   only lets the position come round again, which ends the game drawn (the repetition rule).
//!   Only the leader loses by that, so the leader breaks such loops with a draw, the more
//!   readily the fewer cards are left.
//!
//! Search plays these same rules of thumb for every seat in its playouts, reading the sampled
//! state's fields for that seat (its hand, hand sizes, the table, the piles and its memory)
//! rather than building a view per move, and stops each playout after `PLAYOUT_MOVES` moves
//! with a reward from the position (`position_points`); a finished playout's reward blends
//! the win with the margin over the best rival.

use super::{
    Card, Combo, ComboRef, GrimwoodAction, GrimwoodGame, GrimwoodView, LineSlot, Pending, Phase,
    Supernatural, line_points,
};
use crate::bots::Playbook;
use crate::engine::{GameRng, Outcome, Seat};

/// What one seat knows, borrowed either from its [`GrimwoodView`] or, inside a search playout,
/// straight from the sampled state's fields for that seat: building a whole view for every
/// playout move cost more than the rest of the playout. Both give the same rules of thumb the
/// same facts: the own hand, hand sizes, the table, the discard pile, the deck's size, the phase
/// and the seat's memory of other hands.
struct Sight<'a> {
    me: Seat,
    seats: usize,
    hand: &'a [Card],
    hand_sizes: [u8; 6],
    tables: &'a [Vec<Combo>],
    discard: &'a [Card],
    deck_size: usize,
    phase: &'a Phase,
    last_turns: bool,
    turns_taken: u32,
    known: &'a [Vec<Card>],
    lacks: &'a [Vec<Card>],
}

impl<'a> Sight<'a> {
    fn of_view(view: &'a GrimwoodView) -> Self {
        let mut hand_sizes = [0; 6];
        hand_sizes[..view.hand_sizes.len()].copy_from_slice(&view.hand_sizes);
        Sight {
            me: view.me,
            seats: view.seats(),
            hand: &view.hand,
            hand_sizes,
            tables: &view.tables,
            discard: &view.discard,
            deck_size: usize::from(view.deck_size),
            phase: &view.phase,
            last_turns: view.final_turns_left.is_some(),
            turns_taken: view.turns_taken,
            known: &view.memory.known,
            lacks: &view.memory.lacks,
        }
    }

    /// Only what `seat` could know: other hands enter through their sizes and `seat`'s memory.
    fn of_state(state: &'a GrimwoodGame, seat: Seat) -> Self {
        let mut hand_sizes = [0; 6];
        for (size, hand) in hand_sizes.iter_mut().zip(&state.hands) {
            *size = hand.len() as u8;
        }
        let memory = &state.memory[seat.index()];
        Sight {
            me: seat,
            seats: state.seats(),
            hand: &state.hands[seat.index()],
            hand_sizes,
            tables: &state.tables,
            discard: &state.discard,
            deck_size: state.deck.len(),
            phase: &state.phase,
            last_turns: state.final_turns_left.is_some(),
            turns_taken: state.turns_taken,
            known: &memory.known,
            lacks: &memory.lacks,
        }
    }

    fn seats(&self) -> usize {
        self.seats
    }

    fn score(&self, seat: Seat) -> u32 {
        self.tables[seat.index()].iter().map(Combo::points).sum()
    }
}

/// A combo's worth to whoever holds it (its points).
pub fn combo_value(combo: &Combo) -> f64 {
    f64::from(combo.points())
}

/// The combo-takers no seat has shown yet: each one is a threat to a big line.
fn unseen_threats(view: &Sight) -> usize {
    [
        Supernatural::Demon,
        Supernatural::Highwayman,
        Supernatural::Sorceress,
    ]
    .into_iter()
    .filter(|s| {
        let card = Card::Super(*s);
        !view.hand.contains(&card)
            && !view.discard.contains(&card)
            && !view
                .tables
                .iter()
                .flatten()
                .any(|c| matches!(c, Combo::Line(line) if line.contains(s)))
    })
    .count()
}

/// The opponent with the most points (most cards breaks ties).
fn leader(view: &Sight) -> Seat {
    Seat::all(view.seats())
        .filter(|&s| s != view.me)
        .max_by_key(|&s| (view.score(s), view.hand_sizes[s.index()], s.0))
        .expect("two seats at least")
}

fn threat(view: &Sight, seat: Seat) -> f64 {
    f64::from(view.score(seat)) + 0.8 * f64::from(view.hand_sizes[seat.index()])
}

/// What a card in hand is worth to `hand`'s owner.
fn card_value(hand: &[Card], card: Card) -> f64 {
    card_value_with(hand, card, false)
}

/// [`card_value`], counting `card` once more when `incoming` (the card is about to join the hand).
fn card_value_with(hand: &[Card], card: Card, incoming: bool) -> f64 {
    let n = (hand.iter().filter(|&&c| c == card).count() + usize::from(incoming)) as f64;
    match card {
        Card::Super(Supernatural::Dragon) => 4.0,
        Card::Super(s) => 3.0 + power_weight(s),
        Card::Owl | Card::Crow => 1.5 + 2.0 * (n - 1.0).max(0.0),
        Card::Swamp | Card::Path | Card::Clearing => {
            let kinds = [Card::Swamp, Card::Path, Card::Clearing]
                .iter()
                .filter(|&&k| hand.contains(&k) || (incoming && k == card))
                .count() as f64;
            1.0 + 0.8 * (kinds - 1.0).max(0.0) + 0.5 * (n - 1.0).max(0.0)
        }
        Card::Amulet => 3.0,
        Card::Rune => 2.5,
    }
}

fn power_weight(s: Supernatural) -> f64 {
    use Supernatural as S;
    match s {
        S::Demon | S::Highwayman | S::Sorceress | S::Goblins | S::Eternals => 2.0,
        S::Dracula | S::Mage | S::Nymph | S::Bride | S::Faeries | S::Elf => 1.5,
        _ => 1.0,
    }
}

/// How much a player wants to receive this card (used for steals, asks and gifts).
fn wanted(view: &Sight, card: Card) -> f64 {
    card_value_with(view.hand, card, true)
}

fn best<T: Copy>(items: impl IntoIterator<Item = T>, score: impl Fn(T) -> f64) -> Option<T> {
    let mut top: Option<(T, f64)> = None;
    for item in items {
        let s = score(item);
        if top.is_none_or(|(_, t)| s > t) {
            top = Some((item, s));
        }
    }
    top.map(|(i, _)| i)
}

fn pick(legal: &[GrimwoodAction], score: impl Fn(&GrimwoodAction) -> f64) -> GrimwoodAction {
    best(legal.iter(), score)
        .copied()
        .expect("legal is not empty")
}

fn combo_of<'a>(view: &Sight<'a>, r: ComboRef) -> Option<&'a Combo> {
    view.tables.get(r.owner.index())?.get(usize::from(r.index))
}

/// The value of stealing a random card from `seat`: what we know is there, plus the unknown rest.
fn steal_value(view: &Sight, seat: Seat) -> f64 {
    let size = f64::from(view.hand_sizes[seat.index()]);
    if size == 0.0 {
        return f64::NEG_INFINITY;
    }
    let known = &view.known[seat.index()];
    let known_value: f64 = known.iter().map(|&c| wanted(view, c)).sum();
    let unknown = size - known.len() as f64;
    let mean = (known_value + unknown * 2.2) / size;
    // Someone we stole from or watched block before may hold another Amulet: small penalty.
    let amulet_risk = if known.contains(&Card::Amulet) {
        2.0
    } else {
        0.3
    };
    mean + 0.05 * threat(view, seat) - amulet_risk + if seat == leader(view) { 0.3 } else { 0.0 }
}

/// How much more a draw is worth with every turn played (see [`draw_value`]).
const TEMPO_PER_TURN: f64 = 0.03;

/// Drawing is the safe default; it also brings the end nearer, which suits whoever leads.
fn draw_value(view: &Sight) -> f64 {
    if view.deck_size == 0 {
        return f64::NEG_INFINITY;
    }
    let mine = view.score(view.me);
    let best_other = view.score(leader(view));
    // Steals only move cards between hands: a table that keeps robbing never reaches the end,
    // so drawing grows more attractive the longer the game runs.
    let tempo = TEMPO_PER_TURN * f64::from(view.turns_taken);
    // Whoever leads wants the end: every draw brings it nearer, the more so as the deck runs
    // low, while robbing back and forth only lets the position come round again (a draw).
    let lead = if mine > best_other {
        0.6 + LEADER_PULL / (view.deck_size as f64 / 4.0 + 1.0)
    } else if mine == best_other {
        0.6
    } else {
        0.0
    };
    2.8 + tempo + lead
}

/// How strongly a leader draws to end the game (see [`draw_value`]).
const LEADER_PULL: f64 = 6.0;

/// The line a supernatural should join.
fn slot_value(view: &Sight, card: Supernatural, line: LineSlot) -> f64 {
    let threats = unseen_threats(view) as f64;
    let mine = &view.tables[view.me.index()];
    match line {
        LineSlot::New => {
            1.0 - if card == Supernatural::Dragon {
                0.5
            } else {
                0.0
            }
        }
        LineSlot::Existing(i) => {
            let Some(Combo::Line(cards)) = mine.get(usize::from(i)) else {
                return f64::NEG_INFINITY;
            };
            let gain = f64::from(line_points(cards.len() + 1) - line_points(cards.len()));
            let at_stake = f64::from(line_points(cards.len() + 1));
            if card == Supernatural::Dragon {
                // Protection is worth the whole line.
                return gain + at_stake;
            }
            // Longer lines grow faster; each unseen taker might fall on this line, and bigger
            // lines are likelier targets.
            gain + 0.8 - threats * 0.08 * at_stake
        }
    }
}

fn choose(view: &Sight, legal: &[GrimwoodAction]) -> GrimwoodAction {
    use GrimwoodAction as A;
    if legal.len() == 1 {
        return legal[0];
    }
    let me = view.me;
    let lead = leader(view);
    // A set is safe points and may go down at any moment of the own turn, in the middle of a
    // power too (which also makes the Eternals fill further); only the Sorceress's price is kept
    // for her.
    if !matches!(view.phase, Phase::Power(Pending::Sorceress))
        && let Some(set) = legal.iter().find(|a| matches!(a, A::PlaceSet(_)))
    {
        return *set;
    }
    match view.phase {
        Phase::Amulet { thief, kind, .. } => {
            let valuable: f64 = view
                .hand
                .iter()
                .filter(|&&c| c != Card::Amulet)
                .map(|&c| card_value(view.hand, c))
                .sum();
            let ordinary = !matches!(kind, super::StealKind::Power(_));
            let block = *thief == lead || ordinary || valuable >= 8.0;
            if block && legal.contains(&A::BlockWithAmulet) {
                A::BlockWithAmulet
            } else {
                A::AllowSteal
            }
        }
        Phase::Opening | Phase::Closing | Phase::Main | Phase::Ending { .. } => {
            if let Some(discard) =
                legal
                    .iter()
                    .filter(|a| matches!(a, A::Discard(_)))
                    .min_by(|a, b| {
                        let v = |a: &A| match a {
                            A::Discard(c) => card_value(view.hand, *c),
                            _ => 0.0,
                        };
                        v(a).total_cmp(&v(b))
                    })
            {
                return *discard;
            }
            let threats = unseen_threats(view);
            pick(legal, |a| match a {
                A::Draw => draw_value(view),
                A::Steal(s) => steal_value(view, *s),
                A::PlayRune => {
                    let supers = view
                        .hand
                        .iter()
                        .filter(|c| c.supernatural().is_some())
                        .count();
                    if supers >= 2 { 4.0 } else { 0.5 }
                }
                A::Play { card, line } => {
                    let base = 3.5 + power_weight(*card);
                    let late = view.last_turns || view.deck_size < 6;
                    base + slot_value(view, *card, *line)
                        + if late { 3.0 } else { 0.0 }
                        + if threats == 0 { 0.5 } else { 0.0 }
                }
                A::EndActions => 0.0,
                A::EndTurn => 0.0,
                _ => -1.0,
            })
        }
        Phase::PowerOffer { card, .. } => {
            let useful = match card {
                Supernatural::Demon => Seat::all(view.seats())
                    .filter(|&s| s != me)
                    .any(|s| view.tables[s.index()].iter().any(|c| !c.protected())),
                Supernatural::Boogeyman => {
                    let best_other = Seat::all(view.seats())
                        .filter(|&s| s != me)
                        .map(|s| view.hand_sizes[s.index()])
                        .max()
                        .unwrap_or(0);
                    usize::from(best_other) > view.hand.len() + 1
                }
                _ => true,
            };
            if useful && legal.contains(&A::UsePower) {
                A::UsePower
            } else {
                A::DeclinePower
            }
        }
        Phase::FreePlay { .. } => pick(legal, |a| match a {
            A::Play { card, line } => 5.0 + slot_value(view, *card, *line),
            A::PlayRune => 4.0,
            _ => 0.0,
        }),
        Phase::Power(pending) => match pending {
            Pending::Amazon => pick(legal, |a| match a {
                A::Ask(card) => {
                    let holders = Seat::all(view.seats())
                        .filter(|&s| s != me)
                        .filter(|s| view.known[s.index()].contains(card))
                        .count() as f64;
                    let lacking = Seat::all(view.seats())
                        .filter(|&s| s != me)
                        .filter(|s| view.lacks[s.index()].contains(card))
                        .count() as f64;
                    let common = match card {
                        Card::Owl | Card::Crow => 1.0,
                        Card::Swamp | Card::Path | Card::Clearing => 0.6,
                        Card::Amulet | Card::Rune => 0.3,
                        Card::Super(_) => 0.15,
                    };
                    wanted(view, *card) * (common + holders - 0.5 * lacking)
                }
                _ => 0.0,
            }),
            Pending::Target(card) => pick(legal, |a| match a {
                A::Target(s) => match card {
                    Supernatural::Boogeyman => {
                        let known: f64 =
                            view.known[s.index()].iter().map(|&c| wanted(view, c)).sum();
                        f64::from(view.hand_sizes[s.index()]) + 0.3 * known
                    }
                    Supernatural::Hydra => {
                        f64::from(view.hand_sizes[s.index()]) - view.known[s.index()].len() as f64
                    }
                    Supernatural::Dracula => steal_value(view, *s),
                    _ => threat(view, *s),
                },
                _ => 0.0,
            }),
            Pending::Take(_) => pick(legal, |a| match a {
                A::Take(card) => {
                    // Taking from a rival's line costs them; from our own line costs us.
                    let owner = Seat::all(view.seats()).find(|s| {
                        view.tables[s.index()]
                            .iter()
                            .any(|c| matches!(c, Combo::Line(l) if l.contains(card)))
                    });
                    let loss = owner
                        .map(|o| {
                            let line = view.tables[o.index()]
                                .iter()
                                .find_map(|c| match c {
                                    Combo::Line(l) if l.contains(card) => Some(l.len()),
                                    _ => None,
                                })
                                .unwrap_or(1);
                            f64::from(line_points(line) - line_points(line - 1))
                        })
                        .unwrap_or(0.0);
                    let sign = if owner == Some(me) { -1.0 } else { 1.0 };
                    sign * loss + power_weight(*card) + if owner == Some(lead) { 1.0 } else { 0.0 }
                }
                _ => 0.0,
            }),
            Pending::Demon => pick(legal, |a| match a {
                A::Destroy(r) => {
                    let v = combo_of(view, *r).map_or(0.0, combo_value);
                    if r.owner == me {
                        -v
                    } else {
                        v + 0.3 * threat(view, r.owner)
                    }
                }
                _ => 0.0,
            }),
            Pending::Highwayman => pick(legal, |a| match a {
                A::Swap { mine, theirs } => {
                    let give = view.tables[me.index()]
                        .get(usize::from(*mine))
                        .map_or(0.0, combo_value);
                    let take = combo_of(view, *theirs).map_or(0.0, combo_value);
                    take - give + if theirs.owner == lead { 0.5 } else { 0.0 }
                }
                _ => 0.0,
            }),
            Pending::Sorceress => pick(legal, |a| match a {
                A::Sorcery { take, .. } => {
                    combo_of(view, *take).map_or(0.0, combo_value)
                        + if take.owner == lead { 1.0 } else { 0.0 }
                }
                _ => 0.0,
            }),
            Pending::Elf => pick(legal, |a| match a {
                A::Reactivate(s) => power_weight(*s),
                _ => 0.0,
            }),
            Pending::Dwarf { .. } | Pending::LarakiKeep { .. } => pick(legal, |a| match a {
                A::Keep(c) => wanted(view, *c),
                _ => 0.0,
            }),
            Pending::Faeries { .. } | Pending::Giant => pick(legal, |a| match a {
                A::Pick(c) => wanted(view, *c),
                _ => 0.0,
            }),
            Pending::LarakiGive { to, .. } => {
                // The least useful card to the leader, a better one to whoever trails.
                let receiver = to[0];
                let to_leader = receiver == lead;
                pick(legal, |a| match a {
                    A::Give(c) => {
                        let v = card_value(view.hand, *c);
                        if to_leader { -v } else { v * 0.1 - v }
                    }
                    _ => 0.0,
                })
            }
            Pending::Ghouls
            | Pending::Goblins { .. }
            | Pending::ShadowQueen
            | Pending::Eternals => pick(legal, |a| match a {
                A::Draw => draw_value(view),
                A::Steal(s) => steal_value(view, *s),
                _ => 0.0,
            }),
        },
        Phase::Over => legal[0],
    }
}

/// Playout moves (every seat's decisions, about six to a turn) after which a playout stops and
/// the position is scored: a couple of rounds decide most of what a move changes, while a
/// playout to the end costs several times as much and mostly adds the noise of later draws.
const PLAYOUT_MOVES: u32 = 48;

/// How far a points lead counts as a win in a reward: a lead of this many points is worth
/// about three quarters of a win.
const MARGIN_SCALE: f64 = 8.0;

/// A seat's expected final points, judged from the sampled state: the table, minus what the
/// combo-takers still in play may cost a big unprotected line, plus what the hand may still
/// become while cards remain to be drawn.
fn position_points(state: &GrimwoodGame, seat: Seat) -> f64 {
    let live_threats = [
        Supernatural::Demon,
        Supernatural::Highwayman,
        Supernatural::Sorceress,
    ]
    .into_iter()
    .filter(|&s| {
        !state.discard.contains(&Card::Super(s))
            && !state
                .tables
                .iter()
                .flatten()
                .any(|c| matches!(c, Combo::Line(line) if line.contains(&s)))
    })
    .count() as f64;
    let table = &state.tables[seat.index()];
    let score: f64 = table.iter().map(combo_value).sum();
    let at_risk = table
        .iter()
        .filter(|c| !c.protected())
        .map(combo_value)
        .fold(0.0, f64::max);
    let hand = &state.hands[seat.index()];
    let count = |card: Card| hand.iter().filter(|&&c| c == card).count();
    let pair_value = |n: usize| [0.0, 1.5, 5.0, 10.0][n.min(3)];
    let landscape = [Card::Swamp, Card::Path, Card::Clearing]
        .into_iter()
        .filter(|&k| count(k) > 0)
        .count();
    let supernaturals = hand.iter().filter(|c| c.supernatural().is_some()).count();
    let potential = pair_value(count(Card::Owl))
        + pair_value(count(Card::Crow))
        + [0.0, 0.7, 2.0, 5.0][landscape]
        + 2.5 * supernaturals as f64
        + count(Card::Amulet) as f64
        + count(Card::Rune) as f64;
    let time_left = if state.final_turns_left.is_some() {
        0.3
    } else {
        0.3 + 0.7 * (state.deck.len() as f64 / 20.0).min(1.0)
    };
    score - 0.06 * live_threats * at_risk + time_left * potential
}

fn margin_reward(margin: f64) -> f64 {
    1.0 / (1.0 + (-margin / MARGIN_SCALE * 1.1).exp())
}

impl Playbook for GrimwoodGame {
    fn heuristic(
        view: &GrimwoodView,
        legal: &[GrimwoodAction],
        rng: &mut GameRng,
    ) -> GrimwoodAction {
        // A small chance of a random sensible alternative keeps the bot from being fully
        // predictable without weakening it much.
        if legal.len() > 1 && rng.chance(0.03) {
            return legal[rng.below(legal.len())];
        }
        choose(&Sight::of_view(view), legal)
    }

    fn rollout(
        state: &Self,
        seat: Seat,
        legal: &[GrimwoodAction],
        rng: &mut GameRng,
    ) -> GrimwoodAction {
        if legal.len() == 1 {
            return legal[0];
        }
        let _ = rng;
        choose(&Sight::of_state(state, seat), legal)
    }

    fn cut_playout(state: &Self, seat: Seat, moves: u32) -> Option<f64> {
        if moves < PLAYOUT_MOVES || state.phase == Phase::Over {
            return None;
        }
        let mine = position_points(state, seat);
        let best_other = Seat::all(state.seats())
            .filter(|&s| s != seat)
            .map(|s| position_points(state, s))
            .fold(f64::NEG_INFINITY, f64::max);
        Some(margin_reward(mine - best_other))
    }

    /// Mostly the win, partly the margin over the best rival, so the search also prefers a
    /// bigger lead and a smaller deficit when the result itself hardly changes.
    fn playout_reward(outcome: &Outcome, seat: Seat) -> f64 {
        let mine = outcome.scores[seat.index()];
        let best_other = outcome
            .scores
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != seat.index())
            .map(|(_, &s)| s)
            .fold(f64::NEG_INFINITY, f64::max);
        0.75 * outcome.reward(seat) + 0.25 * margin_reward(mine - best_other)
    }
}
