//! Grid of Shadows' rules of thumb and its rollout policy.
//!
//! The heuristic counts cards from the seat's view: a copy of a card is *accounted for* when the
//! seat can place it (its hand, face-up cards, its own stack cards, cards revealed onto the
//! discard pile it remembers, cards it put face down itself). The rest are spread over the cards
//! it cannot see, so the chance that a player who laid `k` cards really held `k` copies of the
//! claim is a hypergeometric tail, weighed against how often players lie when they lack the card.
//! From that:
//! * it calls "Lights!" when a claim is unlikely, with a random margin around the threshold so the
//!   calls cannot be predicted, always when the claim is impossible, and more eagerly when the
//!   player is about to go out or the stack is small; on its own turn in the sequence it takes a
//!   second look and calls only the clear cases its window let go;
//! * it plays truthfully when it can (more copies first, avoiding Hunger), and otherwise bluffs
//!   when the expected gain (shedding a card) beats flipping (drawing one), laying its
//!   highest-value card and declaring the colour with the most unaccounted copies;
//! * it uses extended cards when they pay (Wrath on another's play, Gamble on a likely-true play,
//!   Reflect against draws), and bluffs them now and then;
//! * abilities aim at the player with the fewest cards; discards and gifts shed the highest card;
//! * it always takes its free flips, which cost nothing and show a card to play on, and calls a
//!   Wrath more readily when it is the Wrath's likely target.
//!
//! It also counts the cards it remembers in other hands (a "Lights!" pickup, a gift it gave):
//! they are accounted for, so claims of them by anyone else look less likely.
//!
//! The rollout policy is the heuristic itself, reading the acting seat's view of the sampled
//! state; playouts stop after [`PLAYOUT_HORIZON`] moves and score the position as a race between
//! hand sizes, which keeps a search decision to a few milliseconds.

use super::{
    Card, Claim, Colour, Decision, GridAction, GridCardView, GridOfShadowsGame, GridView, Guess,
    Phase, StackCardView, Timing, WindowAbout, timing,
};
use crate::bots::Playbook;
use crate::engine::{Game, GameRng, Seat};

/// How often a player lacking the card is taken to bluff rather than flip or pass.
const BLUFF_PRIOR: f64 = 0.3;

fn copies_in_deck(view: &GridView, card: Card) -> usize {
    if card.is_extended() && !view.extended {
        0
    } else {
        4
    }
}

/// `ln(n!)` for every count of cards a deck can hold: the card counting runs inside every
/// playout, so its binomials are table look-ups.
fn ln_factorial(n: usize) -> f64 {
    static TABLE: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0.0; 129];
        for i in 1..t.len() {
            t[i] = t[i - 1] + (i as f64).ln();
        }
        t
    });
    table[n]
}

fn ln_choose(n: usize, k: usize) -> f64 {
    if k > n {
        return f64::NEG_INFINITY;
    }
    ln_factorial(n) - ln_factorial(k) - ln_factorial(n - k)
}

/// P(X >= k) for X hypergeometric: `draws` from `population` holding `successes`.
fn direct_at_least(population: usize, successes: usize, draws: usize, k: usize) -> f64 {
    let total = ln_choose(population, draws);
    let mut p = 0.0;
    for x in k..=successes.min(draws) {
        let ways = ln_choose(successes, x) + ln_choose(population - successes, draws - x);
        if ways.is_finite() {
            p += (ways - total).exp();
        }
    }
    p.clamp(0.0, 1.0)
}

/// What a seat deciding on a "Lights!" can know of the last claim: the claimed card, how many
/// were laid, how many of the deck's copies the seat accounts for elsewhere, and how likely the
/// claim is to be true from its view (0 when it cannot be), read as `expert` reads it
/// ([`claim_read`]): card counting alone is a poor guide to players who bluff where it trusts.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ClaimFact {
    pub by: Seat,
    pub card: Card,
    pub laid: usize,
    pub copies: usize,
    pub accounted: usize,
    /// The viewer saw the claimed card go into the claimer's hand, and has not seen it leave.
    pub vouched: bool,
    pub truth: f64,
    /// The strongest sign in the play itself of how players bluff, if it shows one.
    pub tell: Option<Tell>,
}

/// A sign in a play of whether it is a bluff, as [`claim_read`] weighs it: what a player can
/// learn to read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tell {
    /// The player came back round to add to their own sequence: mostly a bluff.
    BackRound,
    /// The player had lately turned down a truthful play of the claimed card (flipped, ended its
    /// turn or let a sequence of it go by) and has taken in `taken_since` cards since, at most
    /// two: mostly a bluff, as players who hold a card mostly play it.
    Declined { taken_since: u8 },
    /// Several cards under one claim: nearly always true.
    SeveralCards,
    /// A Hunger (9), which makes its player draw: rarely laid true.
    Hunger,
    /// A claim in the colour of the card it lies on: more often true.
    OnItsColour,
}

/// The facts behind calling "Lights!" on the last play of the sequence, from `view`; `None`
/// outside a sequence, or when the last play is the viewer's own.
pub fn claim_fact(view: &GridView) -> Option<ClaimFact> {
    let last = view.ctx.as_ref()?.plays.last()?;
    if last.seat == view.me {
        return None;
    }
    let card = last.claim.card();
    Some(ClaimFact {
        by: last.seat,
        card,
        laid: view.ctx.as_ref()?.challengeable.len().max(last.cards.len()),
        copies: copies_in_deck(view, card),
        accounted: view.accounted(card),
        vouched: last_run_vouched(view),
        truth: last_claim_read(view)?,
        tell: last_run(view).and_then(|run| run.tell()),
    })
}

/// Whether the cards a "Lights!" would turn over now (every card the last player laid since
/// someone else played) claim more copies than the seat's view leaves unaccounted for: then one
/// of them is a lie, whatever the last play alone could be.
fn run_cannot_be_true(view: &GridView) -> bool {
    let Some(ctx) = view.ctx.as_ref() else {
        return false;
    };
    let Some(last) = ctx.plays.last() else {
        return false;
    };
    free_copies(view, last.claim.card()) < ctx.challengeable.len()
}

/// Whether the seat remembered the claimed card in the claimer's hand when any card of the run a
/// "Lights!" would turn over was laid.
fn last_run_vouched(view: &GridView) -> bool {
    let Some(ctx) = view.ctx.as_ref() else {
        return false;
    };
    let stack = &view.grid[usize::from(ctx.slot)].stack;
    ctx.challengeable.iter().any(|&i| {
        matches!(
            stack.get(i),
            Some(super::StackCardView::Theirs { vouched: true, .. })
        )
    })
}

/// [`claim_read`] of the last play of the sequence in `view`, as the seat that sees it judges it
/// (0 when the cards a "Lights!" would reveal cannot all be true; [`VOUCHED_TRUE`] when the
/// seat saw the claimed card go into the claimer's hand).
fn last_claim_read(view: &GridView) -> Option<f64> {
    let run = last_run(view)?;
    if run_cannot_be_true(view) {
        return Some(0.0);
    }
    if last_run_vouched(view) {
        return Some(VOUCHED_TRUE);
    }
    Some(claim_read(view, &run))
}

/// The last play of the sequence in `view`, as a run.
fn last_run(view: &GridView) -> Option<RunSeen> {
    let ctx = view.ctx.as_ref()?;
    let last = ctx.plays.last()?;
    let first = last.cards.iter().min()?;
    let after = last.cards.iter().max()? + 1;
    Some(RunSeen::of(
        view,
        usize::from(ctx.slot),
        *first..after,
        last.seat,
        last.claim,
    ))
}

/// What a seat sees of one run of another player's face-down cards under one claim: all that
/// [`claim_read`] judges it by.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RunSeen {
    pub claim: Claim,
    pub count: usize,
    /// The layer's hand now, which stands in for its hand when it laid the run.
    pub by_hand_after: usize,
    /// Someone played before the run in its sequence.
    pub joining: bool,
    /// The same player laid cards earlier in the run's sequence, so it came back round to them.
    pub laid_before: bool,
    /// The face-up grid card the run lies on.
    pub on: Option<Card>,
    /// How freshly the layer had shown it held none of the claimed card ([`super::Declines::of`]).
    pub declined: u8,
}

impl RunSeen {
    /// The run of `by`'s cards claiming `claim` at `positions` of grid space `slot`'s stack.
    /// Within the sequence being played its plays are on record; a stack keeps no record of
    /// older sequences, so there an earlier run on the stack stands in for an earlier play.
    pub(super) fn of(
        view: &GridView,
        slot: usize,
        positions: std::ops::Range<usize>,
        by: Seat,
        claim: Claim,
    ) -> RunSeen {
        let space = &view.grid[slot];
        let plays = view
            .ctx
            .as_ref()
            .filter(|ctx| usize::from(ctx.slot) == slot)
            .map(|ctx| ctx.plays.as_slice())
            .unwrap_or_default();
        let last_in_run = plays
            .iter()
            .rposition(|p| p.cards.iter().any(|i| positions.contains(i)));
        let (joining, laid_before) = match last_in_run {
            Some(k) => (k > 0, plays[..k].iter().any(|p| p.seat == by)),
            None => (
                positions.start > 0,
                super::view::others_runs(&space.stack[..positions.start])
                    .any(|(_, earlier, _)| earlier == by),
            ),
        };
        RunSeen {
            claim,
            count: positions.len(),
            by_hand_after: view.hand_sizes[by.index()],
            joining,
            laid_before,
            on: match space.card {
                Some(GridCardView::FaceUp(card)) => Some(card),
                _ => None,
            },
            declined: match space.stack.get(positions.start) {
                Some(&StackCardView::Theirs { declined, .. }) => declined,
                _ => 0,
            },
        }
    }

    fn on_its_colour(&self) -> bool {
        matches!(
            (self.claim, self.on),
            (Claim::Number { colour, .. }, Some(Card::Number { colour: under, .. })) if under == colour
        )
    }

    /// The sign [`claim_read`] weighs most in this run, strongest first.
    fn tell(&self) -> Option<Tell> {
        if self.laid_before {
            Some(Tell::BackRound)
        } else if (1..=3).contains(&self.declined) {
            Some(Tell::Declined {
                taken_since: self.declined - 1,
            })
        } else if self.count >= 2 {
            Some(Tell::SeveralCards)
        } else if matches!(self.claim, Claim::Number { number: 9, .. }) {
            Some(Tell::Hunger)
        } else if self.on_its_colour() {
            Some(Tell::OnItsColour)
        } else {
            None
        }
    }
}

/// How likely it is that `by`, who laid `count` cards claiming `claim`, told the truth, by card
/// counting and a flat prior: the rules of thumb's belief, and so every bot's below `expert`.
///
/// Against searching players it is a poor guide (`arena beliefs`: worse than always saying the
/// base rate), since they bluff where it trusts. It stays because it is what the searches' own
/// picture of their opponents is built on: given a belief fitted to how the bots really bluff,
/// the searches at once bluff where *that* belief trusts. Four rounds of refitting to the new
/// bluffs (100 games each among `hard`) never settled: the refitted belief scored worse than the
/// base rate every time. So only `expert`, whose opponents keep this belief, reads them as they
/// are ([`claim_read`]).
pub fn claim_truth(view: &GridView, by: Seat, claim: Claim, count: usize) -> f64 {
    let card = claim.card();
    let free = copies_in_deck(view, card).saturating_sub(view.accounted(card));
    if free < count {
        return 0.0;
    }
    let unseen = view.unseen_count();
    let held_before = view.hand_sizes[by.index()] + count;
    let mut has = direct_at_least(unseen, free, held_before, count);
    // An opening player picks the colour (and the space) to suit the hand: a single card of the
    // number in either colour makes the claim natural.
    let opening = view.ctx.as_ref().is_some_and(|c| c.plays.len() == 1);
    if let (true, Claim::Number { number, colour }) = (opening, claim) {
        let other = Card::num(number, colour.other());
        let either = free + copies_in_deck(view, other).saturating_sub(view.accounted(other));
        has = has.max(0.8 * direct_at_least(unseen, either, held_before, count));
    }
    // Power cards are declared mostly by those who hold them.
    let prior = if matches!(claim, Claim::Number { .. }) {
        BLUFF_PRIOR
    } else {
        BLUFF_PRIOR / 3.0
    };
    has / (has + (1.0 - has) * prior).max(1e-9)
}

/// How likely a run is to be true to a player who knows how searching players bluff (`expert`'s
/// reading): they bluff where the rules of thumb ([`claim_truth`]) trust a claim and play true
/// where it does not, so that belief says almost nothing about a claim from a searching player.
/// What does:
/// * several cards under one claim are nearly always true, since a bluff is laid one at a time;
/// * a player who comes back round to add to a sequence is mostly bluffing to shed cards;
/// * a claim in the colour of the card it lies on, or of a number whose other colour still has
///   copies about, is truer, as is one joining a sequence, or from a player close to going out;
/// * a Hunger (9) is rarely laid true, a Silence (5) more often.
///
/// * a claim of a card its player had just turned down a truthful play of ([`super::Declines`]),
///   having taken in no card or few since, is mostly a bluff.
///
/// A logistic fit of those against the truth at 11,812 "Lights!" windows of 150 four-seat games
/// among `hard` (`arena beliefs`, seed 5), checked on 100 games of seed 9, where it scores a
/// skill of 0.357 against 0.302 without the declines (the closing notes of issue 27 have the
/// figures). Before, the fit also weighed the stack's height; the player coming back round
/// explains what it did, and better on games it was not fitted to.
pub fn claim_read(view: &GridView, run: &RunSeen) -> f64 {
    if free_copies(view, run.claim.card()) < run.count {
        return 0.0;
    }
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let (other_free, number) = match run.claim {
        Claim::Number { number, colour } => {
            (free_copies(view, Card::num(number, colour.other())), number)
        }
        _ => (0, 0),
    };
    let score = READ_BIAS
        + READ_MULTI * flag(run.count >= 2)
        + READ_JOINING * flag(run.joining)
        + READ_NEAR_OUT * flag(run.by_hand_after <= 3)
        + READ_ON_COLOUR * flag(run.on_its_colour())
        + READ_OTHER_COLOUR_FREE * other_free.min(4) as f64 / 4.0
        + READ_LAID_BEFORE * flag(run.laid_before)
        + READ_HUNGER * flag(number == 9)
        + READ_SILENCE * flag(number == 5)
        + READ_DECLINED_JUST * flag(run.declined == 1)
        + READ_DECLINED_LATELY * flag((2..=3).contains(&run.declined));
    1.0 / (1.0 + (-score).exp())
}

/// How often a run is true when the reader remembered the claimed card in the layer's hand when
/// it was laid: 89.2% of 332 such "Lights!" windows in 100 four-seat games among `hard`
/// (`arena beliefs`, seed 9), where [`claim_read`] alone said 55–67%.
pub(super) const VOUCHED_TRUE: f64 = 0.89;

const READ_BIAS: f64 = -0.285;
const READ_MULTI: f64 = 3.175;
const READ_JOINING: f64 = 0.571;
const READ_NEAR_OUT: f64 = 1.684;
const READ_ON_COLOUR: f64 = 0.972;
const READ_OTHER_COLOUR_FREE: f64 = 0.121;
const READ_LAID_BEFORE: f64 = -4.086;
const READ_HUNGER: f64 = -1.876;
const READ_SILENCE: f64 = 0.785;
const READ_DECLINED_JUST: f64 = -3.634;
const READ_DECLINED_LATELY: f64 = -2.124;

/// What an ability is worth to the seat it fires for, in cards shed (per firing).
fn ability_value(number: u8) -> f64 {
    match number {
        1 => 0.1,
        2 => 1.0,
        3 => 0.3,
        4 => 0.2,
        5 => 0.3,
        6 => 0.1,
        7 => 1.0,
        8 => 0.2,
        9 => -2.0,
        10 => -0.4,
        _ => 0.0,
    }
}

/// The value of a truthful play of `copies` cards of `number` opening or joining a sequence.
fn play_value(number: u8, copies: usize, opening: bool) -> f64 {
    let per = ability_value(number);
    let ability = match timing(number) {
        Timing::Each => per * copies as f64,
        Timing::First if opening => per,
        Timing::First => 0.0,
        Timing::Last => per * 0.6,
    };
    copies as f64 + ability
}

fn count_in(hand: &[Card], card: Card) -> usize {
    hand.iter().filter(|&&c| c == card).count()
}

fn highest(hand: &[Card]) -> Option<Card> {
    hand.iter().copied().max_by_key(|c| (c.value(), *c))
}

/// The other seat with the fewest cards (ties: the first clockwise).
fn leader(view: &GridView) -> Seat {
    let seats = view.seats();
    (1..seats)
        .map(|k| view.me.clockwise(k, seats))
        .min_by_key(|s| view.hand_sizes[s.index()])
        .expect("two or more seats")
}

fn free_copies(view: &GridView, card: Card) -> usize {
    copies_in_deck(view, card).saturating_sub(view.accounted(card))
}

/// The colour to declare when lying about `number`: the one others can least rule out.
fn bluff_colour(view: &GridView, number: u8, rng: Option<&mut GameRng>) -> Colour {
    let blue = free_copies(view, Card::num(number, Colour::Blue));
    let yellow = free_copies(view, Card::num(number, Colour::Yellow));
    match blue.cmp(&yellow) {
        std::cmp::Ordering::Greater => Colour::Blue,
        std::cmp::Ordering::Less => Colour::Yellow,
        std::cmp::Ordering::Equal => match rng.map(|r| r.below(2)) {
            Some(1) => Colour::Yellow,
            _ => Colour::Blue,
        },
    }
}

fn stack_len(view: &GridView, slot: u8) -> usize {
    view.grid[usize::from(slot)].stack.len()
}

/// The grid card's number at `slot`, if it is a face-up number.
fn slot_number(view: &GridView, slot: u8) -> Option<u8> {
    match view.grid[usize::from(slot)].card {
        Some(GridCardView::FaceUp(card)) => card.number(),
        _ => None,
    }
}

/// A best move for the opening of a turn (or a bonus play): lay what, where; `None` to flip/decline.
fn opening_choice(
    view: &GridView,
    legal: &[GridAction],
    rng: &mut GameRng,
    noisy: bool,
) -> Option<GridAction> {
    let mut best: Option<(f64, GridAction)> = None;
    let mut consider = |score: f64, action: GridAction| {
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, action));
        }
    };
    let top = highest(&view.hand);
    let near_out = view.hand.len() <= 2;
    for action in legal {
        let GridAction::Lay { slot, card } = *action else {
            continue;
        };
        let stack = stack_len(view, slot) as f64;
        match slot_number(view, slot) {
            Some(number) if card.number() == Some(number) => {
                let copies = count_in(&view.hand, card);
                consider(
                    play_value(number, copies, true) + 0.01 * stack,
                    action.clone(),
                );
            }
            Some(number) => {
                if Some(card) != top {
                    continue;
                }
                let colour = bluff_colour(view, number, None);
                let free = free_copies(view, Card::num(number, colour)) as f64;
                let p_call = (0.55 - 0.08 * free).clamp(0.12, 0.8);
                let gain =
                    1.0 + ability_value(number).max(0.0) * 0.5 + if near_out { 1.5 } else { 0.0 };
                let ev = (1.0 - p_call) * gain - p_call * (stack + 2.0);
                consider(ev, action.clone());
            }
            // An Indecisive grid card takes any declaration: every number card is true there.
            None => {
                if let Some(number) = card.number() {
                    let copies = count_in(&view.hand, card);
                    consider(play_value(number, copies, true) - 0.2, action.clone());
                }
            }
        }
    }
    let flip_value = if noisy {
        -0.8 + 0.6 * (rng.unit() - 0.5)
    } else {
        -0.8
    };
    match best {
        Some((score, action)) if score > flip_value => Some(action),
        _ => None,
    }
}

fn building(
    view: &GridView,
    legal: &[GridAction],
    opening: bool,
    slot: u8,
    rng: &mut GameRng,
) -> GridAction {
    let laid = view.laid.mine();
    let first = laid[0];
    let uniform = laid.iter().all(|&c| c == first);
    let declare = |claim: Claim| GridAction::Declare(claim);
    // Keep adding copies of a true card.
    if uniform {
        let more = GridAction::Lay { slot, card: first };
        let wanted = match (opening, view.ctx.as_ref()) {
            (true, _) => first.number().is_some(),
            (false, Some(ctx)) => Claim::Number {
                number: ctx.number,
                colour: ctx.colour,
            }
            .matches(first),
            _ => false,
        };
        if wanted && legal.contains(&more) {
            // Hunger draws two per 9: one copy is enough.
            let hunger = first.number() == Some(9);
            if !hunger {
                return more;
            }
        }
    }
    if !opening && laid.len() == 1 {
        for (card, claim) in [
            (Card::Wrath, Claim::Wrath),
            (Card::Gamble, Claim::Gamble),
            (Card::Indecisive, Claim::Indecisive),
        ] {
            if first == card && legal.contains(&declare(claim)) {
                return declare(claim);
            }
        }
        // A rare bluffed special: Wrath or Gamble with another card.
        if rng.chance(0.08) {
            for claim in [Claim::Wrath, Claim::Indecisive] {
                if legal.contains(&declare(claim)) {
                    return declare(claim);
                }
            }
        }
    }
    // A truthful declaration when the cards allow it, else the most plausible lie.
    let truthful: Vec<&GridAction> = legal
        .iter()
        .filter(|a| matches!(a, GridAction::Declare(c @ Claim::Number { .. }) if laid.iter().all(|&x| c.matches(x))))
        .collect();
    if let Some(a) = truthful.first() {
        return (*a).clone();
    }
    let numbers: Vec<&GridAction> = legal
        .iter()
        .filter(|a| matches!(a, GridAction::Declare(Claim::Number { .. })))
        .collect();
    if numbers.len() == 2
        && let GridAction::Declare(Claim::Number { number, .. }) = numbers[0]
    {
        let colour = bluff_colour(view, *number, Some(rng));
        return declare(Claim::Number {
            number: *number,
            colour,
        });
    }
    if numbers.len() > 2 {
        // An Indecisive space: declare the number of the first card laid, or anything plausible.
        return (*rng.pick(&numbers).expect("declarations")).clone();
    }
    numbers
        .first()
        .map(|a| (*a).clone())
        .unwrap_or_else(|| legal.last().expect("a legal action").clone())
}

fn sequence_move(
    view: &GridView,
    legal: &[GridAction],
    rng: &mut GameRng,
    noisy: bool,
) -> GridAction {
    if legal.contains(&GridAction::Lights)
        && call_margin(view, WindowAbout::Play) > SECOND_LOOK_MARGIN
    {
        return GridAction::Lights;
    }
    let ctx = view.ctx.as_ref().expect("a sequence");
    let claim = Claim::Number {
        number: ctx.number,
        colour: ctx.colour,
    };
    let slot = ctx.slot;
    let card = claim.card();
    let held = count_in(&view.hand, card);
    let on_other = ctx.last_player() != Some(view.me);
    let lay = |card: Card| GridAction::Lay { slot, card };
    if held > 0 {
        let value = play_value(ctx.number, held, false);
        if value > 0.0 && (!noisy || rng.chance(0.9)) {
            return lay(card);
        }
    }
    if view.extended && on_other {
        if count_in(&view.hand, Card::Wrath) > 0 && !ctx.wrath_used && (!noisy || rng.chance(0.7)) {
            return lay(Card::Wrath);
        }
        if count_in(&view.hand, Card::Gamble) > 0 && !ctx.gamble_used {
            let last = ctx.plays.last().expect("a play");
            let p = claim_truth(view, last.seat, last.claim, last.cards.len());
            if p > 0.6 && (!noisy || rng.chance(0.6)) {
                return lay(Card::Gamble);
            }
        }
    }
    if view.extended && count_in(&view.hand, Card::Indecisive) > 0 && (!noisy || rng.chance(0.4)) {
        return lay(Card::Indecisive);
    }
    // Bluff onto the sequence with the highest card, more readily near the end of the hand.
    if let Some(top) = highest(&view.hand) {
        let near_out = view.hand.len() <= 2;
        let stack = view.grid[usize::from(slot)].stack.len() as f64;
        let rate = if near_out { 0.5 } else { 0.22 } - 0.03 * stack;
        if noisy && rng.chance(rate.max(0.03)) {
            return lay(top);
        }
    }
    GridAction::Pass
}

/// How far the chance that the last play was a bluff lies above the bot's calling threshold
/// (infinite when the claim is impossible): above zero, "Lights!" is worth calling.
fn call_margin(view: &GridView, about: WindowAbout) -> f64 {
    let ctx = view.ctx.as_ref().expect("a call belongs to a sequence");
    let last = ctx.plays.last().expect("a call follows a play");
    let truth = claim_truth(view, last.seat, last.claim, last.cards.len());
    if truth <= 0.0 || run_cannot_be_true(view) {
        return f64::INFINITY;
    }
    let bluff = 1.0 - truth;
    let stack = view.grid[usize::from(ctx.slot)].stack.len() as f64 + 2.0;
    let mut threshold = 0.5 + 0.015 * stack;
    if view.hand_sizes[last.seat.index()] == 0 {
        // The last card: calling is the only way to stop the win.
        threshold = 0.15;
    }
    match about {
        WindowAbout::Reflect => {
            // A Reflect that stands sends back what it answers and what its player took before.
            let mine = ctx.pending.is_some_and(|p| p.from == view.me)
                || ctx
                    .taken
                    .iter()
                    .any(|a| a.to == last.seat && a.from == view.me);
            if mine {
                threshold -= 0.15;
            }
        }
        WindowAbout::Play => {
            // Catching a bluffed Wrath saves its target two cards; a true one fires anyway.
            // Bots aim at the player with the fewest cards, so that is who should call.
            let seats = view.seats();
            let likely_target = (1..seats)
                .map(|k| last.seat.clockwise(k, seats))
                .min_by_key(|s| view.hand_sizes[s.index()]);
            if matches!(last.claim, Claim::Wrath) && likely_target == Some(view.me) {
                threshold -= 0.1;
            }
        }
    }
    bluff - threshold
}

fn lights_decision(
    view: &GridView,
    about: WindowAbout,
    rng: &mut GameRng,
    noisy: bool,
) -> GridAction {
    let margin = call_margin(view, about);
    let call = if !noisy || margin.is_infinite() {
        margin > 0.0
    } else {
        // A soft threshold: near it the call is a coin weighted by the margin.
        rng.chance(1.0 / (1.0 + (-margin / 0.06).exp()))
    };
    if call {
        GridAction::Lights
    } else {
        GridAction::LetPass
    }
}

/// On its own turn in a sequence a seat may still call "Lights!". Since its window it has
/// learnt only that the seats before it passed, so it calls only where its window would nearly
/// always have called: a second look catches the clear bluffs the window's coin let go, without
/// doubling the calls near the threshold.
const SECOND_LOOK_MARGIN: f64 = 0.1;

fn guess(view: &GridView) -> Guess {
    let mut low = 0usize;
    let mut high = 0usize;
    let mut power = 0usize;
    for number in 1..=10u8 {
        for colour in Colour::ALL {
            let free = free_copies(view, Card::num(number, colour));
            if number <= 5 {
                low += free
            } else {
                high += free
            }
        }
    }
    if view.extended {
        for card in [Card::Wrath, Card::Reflect, Card::Gamble, Card::Indecisive] {
            power += free_copies(view, card);
        }
    }
    if power > low && power > high {
        Guess::Power
    } else if low > high {
        Guess::Low
    } else {
        Guess::High
    }
}

fn decide(
    view: &GridView,
    legal: &[GridAction],
    decision: Decision,
    rng: &mut GameRng,
    noisy: bool,
) -> GridAction {
    let top = highest(&view.hand);
    let target = leader(view);
    let find = |want: &dyn Fn(&GridAction) -> bool| legal.iter().find(|a| want(a)).cloned();
    let chosen = match decision {
        Decision::WhisperDiscard => top.map(GridAction::WhisperDiscard),
        Decision::GambleDiscard => top.map(GridAction::GambleDiscard),
        Decision::Deceive => top.map(|card| GridAction::Deceive { card, to: target }),
        Decision::Smite => Some(GridAction::Smite(target)),
        Decision::WrathTarget => Some(GridAction::WrathTarget(target)),
        Decision::Bless | Decision::Shift => {
            // Bless: any face-down card. Shift: bury the drawn card over the face-up card we can
            // least match, keeping the other under the pile.
            let shift_card = view
                .shift_drawn
                .mine()
                .iter()
                .copied()
                .max_by_key(|c| c.value());
            let unmatched = (0..view.grid.len() as u8).find(|&s| {
                matches!(view.grid[usize::from(s)].card, Some(GridCardView::FaceUp(c))
                    if c.number().is_some_and(|n| !view.hand.iter().any(|h| h.number() == Some(n))))
            });
            match (decision, shift_card, unmatched) {
                (Decision::Shift, Some(card), Some(slot)) => {
                    find(&|a| *a == GridAction::Shift { card, slot })
                }
                _ => None,
            }
        }
        Decision::Luck => {
            // Clear the biggest stack (or any face-up card we cannot match) and bury our top card.
            let slot = (0..view.grid.len() as u8)
                .filter(|&s| view.grid[usize::from(s)].card.is_some())
                .max_by_key(|&s| view.grid[usize::from(s)].stack.len());
            match (slot, top) {
                (Some(slot), Some(card)) => Some(GridAction::Luck { slot, card }),
                _ => None,
            }
        }
        Decision::Reflect => {
            // What a Reflect would send back: the effect aimed now, or (the last offer) the
            // worst one taken this turn.
            let effect = view.ctx.as_ref().and_then(|c| {
                c.pending.map(|p| p.effect).or_else(|| {
                    c.taken
                        .iter()
                        .filter(|a| a.to == view.me)
                        .map(|a| a.effect)
                        .max_by_key(|e| match e {
                            super::Effect::Draw(n) => *n,
                            super::Effect::Gift => 0,
                        })
                })
            });
            if count_in(&view.hand, Card::Reflect) > 0 {
                Some(GridAction::Reflect(Card::Reflect))
            } else {
                let stack = view
                    .ctx
                    .as_ref()
                    .map(|c| view.grid[usize::from(c.slot)].stack.len())
                    .unwrap_or(0);
                let rate = match effect {
                    Some(super::Effect::Draw(2)) => 0.3,
                    Some(super::Effect::Draw(_)) => 0.12,
                    _ => 0.15,
                } - 0.05 * stack as f64;
                if noisy && rng.chance(rate.max(0.0)) {
                    top.map(GridAction::Reflect)
                } else {
                    Some(GridAction::Accept)
                }
            }
        }
    };
    chosen
        .filter(|a| legal.contains(a))
        .unwrap_or_else(|| legal[rng.below(legal.len())].clone())
}

/// A free flip costs nothing and shows a card to play on: the bot always takes it, at random.
fn free_flip(legal: &[GridAction], rng: &mut GameRng) -> GridAction {
    let flips: Vec<&GridAction> = legal
        .iter()
        .filter(|a| matches!(a, GridAction::FreeFlip(_)))
        .collect();
    match rng.pick(&flips) {
        Some(a) => (*a).clone(),
        None => legal[rng.below(legal.len())].clone(),
    }
}

fn choose(view: &GridView, legal: &[GridAction], rng: &mut GameRng, noisy: bool) -> GridAction {
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let random = |rng: &mut GameRng| legal[rng.below(legal.len())].clone();
    match &view.phase {
        Phase::FreeFlips { .. } => free_flip(legal, rng),
        Phase::FinalFlip { .. } => random(rng),
        Phase::Main { flipped, .. } => match opening_choice(view, legal, rng, noisy) {
            Some(action) => action,
            None if *flipped => GridAction::EndTurn,
            None => {
                let flips: Vec<&GridAction> = legal
                    .iter()
                    .filter(|a| matches!(a, GridAction::Flip(_)))
                    .collect();
                match rng.pick(&flips) {
                    Some(a) => (*a).clone(),
                    None => random(rng),
                }
            }
        },
        Phase::Bonus { .. } => {
            opening_choice(view, legal, rng, noisy).unwrap_or(GridAction::Decline)
        }
        Phase::Building { opening, slot, .. } => building(view, legal, *opening, *slot, rng),
        Phase::Window { about, .. } => lights_decision(view, *about, rng, noisy),
        Phase::Sequence { .. } => sequence_move(view, legal, rng, noisy),
        Phase::Decide { decision, .. } => decide(view, legal, *decision, rng, noisy),
        Phase::Guess { .. } => GridAction::Guess(guess(view)),
        Phase::Final { .. } => legal
            .iter()
            .max_by_key(|a| match a {
                GridAction::FinalPlay { slot, count } => {
                    let value = match view.grid[usize::from(*slot)].card {
                        Some(GridCardView::FaceUp(c)) => c.value(),
                        _ => 0,
                    };
                    value * u32::from(*count)
                }
                _ => 0,
            })
            .cloned()
            .expect("a legal action"),
        Phase::Over { .. } => random(rng),
    }
}

/// Rollout moves after which a playout stops and the position is scored. A game runs to a few
/// hundred moves, and a playout that long is slow and mostly noise from later draws; ten moves
/// see a play's "Lights!" answers and who picks up the stack, which is what a decision here
/// changes. (Measured: 60 moves cost five times as much per decision as ten.)
const PLAYOUT_HORIZON: u32 = 10;

/// How much one card more in hand than a rival lowers the odds of going out first.
const CARD_WEIGHT: f64 = 0.4;
/// The same for a point more in the final challenge's count.
const POINT_WEIGHT: f64 = 0.12;

/// The seat's chance of winning from here, judged by hand sizes (or, in the final challenge,
/// hand totals) as a soft race: each seat weighs `exp(-w * size)`.
fn standing(state: &GridOfShadowsGame, seat: Seat) -> f64 {
    let seats = state.settings().seats;
    let weight = |s: Seat| {
        let hand = state.hand(s);
        if state.is_final() {
            (-POINT_WEIGHT * hand.iter().map(|c| f64::from(c.value())).sum::<f64>()).exp()
        } else {
            (-CARD_WEIGHT * hand.len() as f64).exp()
        }
    };
    let total: f64 = Seat::all(usize::from(seats)).map(weight).sum();
    weight(seat) / total
}

impl Playbook for GridOfShadowsGame {
    /// Lower than elsewhere: a turn offers many plays whose playouts differ clearly, and the
    /// heuristic's single rule (bluff or flip, call or pass) is wrong often enough that the search
    /// should overrule it on modest evidence (against three heuristics hard won 57% of 1,000 games
    /// at 0.5; over 400 games, 55% at 0, 49% at 1 and 34% at 2).
    const OVERRULE_Z: f64 = 0.5;

    fn heuristic(view: &GridView, legal: &[GridAction], rng: &mut GameRng) -> GridAction {
        choose(view, legal, rng, true)
    }

    /// The heuristic itself, card counting from the acting seat's view of the sample, so the
    /// search meets opponents who bluff and call "Lights!" as the real ones do.
    fn rollout(state: &Self, seat: Seat, legal: &[GridAction], rng: &mut GameRng) -> GridAction {
        match state.phase() {
            _ if legal.len() == 1 => legal[0].clone(),
            Phase::FreeFlips { .. } => free_flip(legal, rng),
            Phase::FinalFlip { .. } => legal[rng.below(legal.len())].clone(),
            _ => choose(&state.view(seat), legal, rng, true),
        }
    }

    /// Other players' claims judged as searching players make them ([`claim_read`]).
    fn determinize_reading(view: &GridView, rng: &mut GameRng) -> Self {
        super::determinize::sample(view, rng, super::determinize::Trust::Reading)
    }

    fn cut_playout(state: &Self, seat: Seat, moves: u32) -> Option<f64> {
        (moves >= PLAYOUT_HORIZON).then(|| standing(state, seat))
    }

    /// Every other player's stack card as the seat had seen it, turned back down once sampled.
    #[cfg(feature = "oracle")]
    fn sample_knowing_secret(
        state: &Self,
        view: &GridView,
        percent: u8,
        rng: &mut GameRng,
    ) -> Self {
        use super::StackCardView;
        let mut told = view.clone();
        let mut turned = Vec::new();
        for (at, (seen, slot)) in told.grid.iter_mut().zip(&state.grid).enumerate() {
            let runs: Vec<_> = super::view::others_runs(&seen.stack).collect();
            for (run, by, claim) in runs {
                // A run is seen whole or not at all: one card seen false would tell on the rest.
                if percent < 100 && rng.below(100) >= usize::from(percent) {
                    continue;
                }
                for i in run {
                    if let StackCardView::Theirs {
                        vouched, declined, ..
                    } = seen.stack[i]
                    {
                        seen.stack[i] = StackCardView::Shown {
                            by,
                            card: slot.stack[i].card,
                            claim,
                        };
                        turned.push((at, i, vouched, declined));
                    }
                }
            }
        }
        let mut world = super::determinize::sample(&told, rng, super::determinize::Trust::Reading);
        for (at, i, vouched, declined) in turned {
            let card = &mut world.grid[at].stack[i];
            card.shown = false;
            card.vouched_by = if vouched { super::bit(view.me) } else { 0 };
            card.declined = declined;
        }
        world
    }

    /// The draw pile's cards nobody has seen, face-down grid cards nobody looked at and the two
    /// cards put aside for the final challenge, dealt again among those places.
    #[cfg(feature = "oracle")]
    fn shuffle_unseen_by_all(&mut self, rng: &mut GameRng) {
        let mut cards: Vec<Card> = self
            .draw
            .iter()
            .filter(|t| t.known_by == 0)
            .map(|t| t.card)
            .collect();
        let unseen_grid = |g: &super::GridCard| !g.face_up && g.known_by == 0;
        cards.extend(
            self.grid
                .iter()
                .filter_map(|slot| slot.card.filter(unseen_grid))
                .map(|g| g.card),
        );
        cards.extend(self.set_aside.iter().copied());
        rng.shuffle(&mut cards);
        let mut dealt = cards.into_iter();
        let mut next = || dealt.next().expect("as many places as cards");
        for tracked in self.draw.iter_mut().filter(|t| t.known_by == 0) {
            tracked.card = next();
        }
        for slot in &mut self.grid {
            if let Some(g) = slot.card.as_mut().filter(|g| unseen_grid(g)) {
                g.card = next();
            }
        }
        for card in &mut self.set_aside {
            *card = next();
        }
    }

    /// At a "Lights!" window: the chance the seat gives the cards a call would turn over being
    /// true, and whether they were.
    #[cfg(feature = "oracle")]
    fn forecasts(state: &Self, seat: Seat) -> Vec<crate::bots::Forecast> {
        let (Phase::Window { .. }, Some(ctx)) = (state.phase(), state.ctx()) else {
            return Vec::new();
        };
        let Some(last) = ctx.plays.last() else {
            return Vec::new();
        };
        let stack = &state.grid[usize::from(ctx.slot)].stack;
        let held = ctx
            .challengeable
            .iter()
            .all(|&i| last.claim.matches(stack[i].card));
        let view = state.view(seat);
        let about = if ctx.plays.len() == 1 {
            "opening claim true"
        } else {
            "joining claim true"
        };
        let mut forecasts = vec![
            crate::bots::Forecast {
                about,
                chance: claim_truth(&view, last.seat, last.claim, last.cards.len()),
                held,
            },
            crate::bots::Forecast {
                about: "claim true, as read",
                chance: last_claim_read(&view).unwrap_or_default(),
                held,
            },
        ];
        let vouched = ctx.challengeable.iter().all(|&i| stack[i].vouched_by & super::bit(seat) != 0);
        if vouched && last.seat != seat {
            forecasts.push(crate::bots::Forecast {
                about: "vouched claim true",
                chance: last_claim_read(&view).unwrap_or_default(),
                held,
            });
        }
        forecasts
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Card, Claim, Colour, GridAction, GridOfShadowsGame, Phase};
    use super::{Tell, claim_fact};
    use crate::engine::{Game, Seat, Settings};

    /// Three seats; grid space 0 is a face-up Blue 5, and Seat 1 holds two Blue 5s.
    fn table() -> GridOfShadowsGame {
        let blue = |number| Card::num(number, Colour::Blue);
        let mut grid = vec![(blue(5), true)];
        grid.extend((6..=9).chain(6..=9).map(|n| (Card::num(n, Colour::Yellow), false)));
        GridOfShadowsGame::from_layout(
            &Settings::new(3, ""),
            vec![vec![blue(5), blue(5), blue(1)], vec![blue(1)], vec![blue(2)]],
            grid,
            vec![blue(3), blue(4)],
            (0..30).map(|i| blue(1 + (i % 4) as u8)).collect(),
            Seat(0),
            false,
        )
    }

    fn play_one(game: &mut GridOfShadowsGame, colour: Colour) {
        let card = Card::num(5, Colour::Blue);
        game.apply(&GridAction::Lay { slot: 0, card }).unwrap();
        let claim = Claim::Number { number: 5, colour };
        game.apply(&GridAction::Declare(claim)).unwrap();
    }

    fn read_by_seat_1(game: &GridOfShadowsGame) -> f64 {
        claim_fact(&game.view(Seat(1))).expect("Seat 0's play").truth
    }

    fn tell_to_seat_1(game: &GridOfShadowsGame) -> Option<Tell> {
        claim_fact(&game.view(Seat(1))).expect("Seat 0's play").tell
    }

    #[test]
    fn a_player_back_round_to_add_to_their_own_sequence_reads_as_likelier_bluffing() {
        let mut game = table();
        play_one(&mut game, Colour::Blue);
        let first = read_by_seat_1(&game);
        assert_eq!(tell_to_seat_1(&game), Some(Tell::OnItsColour));
        while matches!(game.phase(), Phase::Window { .. }) {
            game.apply(&GridAction::LetPass).unwrap();
        }
        game.apply(&GridAction::Pass).unwrap();
        game.apply(&GridAction::Pass).unwrap();
        play_one(&mut game, Colour::Blue);
        let again = read_by_seat_1(&game);
        assert!(again < first / 2.0, "{again} against {first}");
        assert_eq!(tell_to_seat_1(&game), Some(Tell::BackRound));
    }

    #[test]
    fn a_claim_in_the_colour_of_the_card_it_lies_on_reads_as_truer() {
        let mut blue_on_blue = table();
        play_one(&mut blue_on_blue, Colour::Blue);
        let mut yellow_on_blue = table();
        play_one(&mut yellow_on_blue, Colour::Yellow);
        let (same, other) = (read_by_seat_1(&blue_on_blue), read_by_seat_1(&yellow_on_blue));
        assert!(same > other, "{same} against {other}");
        assert_eq!(tell_to_seat_1(&yellow_on_blue), None);
    }
}
