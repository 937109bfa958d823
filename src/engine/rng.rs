//! Seeded randomness. ChaCha8 gives the same stream on every platform, natively and in wasm, so a
//! seed replays the same deal everywhere.

use rand::{Rng, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

/// The only source of randomness in games and bots.
///
/// ```
/// use duskdeck::GameRng;
///
/// let mut a = GameRng::seeded(9);
/// let mut b = GameRng::seeded(9);
/// let mut deck_a: Vec<u8> = (0..10).collect();
/// let mut deck_b = deck_a.clone();
/// a.shuffle(&mut deck_a);
/// b.shuffle(&mut deck_b);
/// assert_eq!(deck_a, deck_b);
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// The stream for `seed`: the same numbers on every platform and every run.
    pub fn seeded(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform index below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.0.random_bool(p.clamp(0.0, 1.0))
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        self.0.random::<f64>()
    }

    /// A uniformly random permutation, in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A uniformly chosen item, `None` from an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    /// 64 uniformly random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.random()
    }
}

/// A seed for a sub-stream (a bot's decision at one ply, say) that depends only on its inputs.
pub fn derive_seed(seed: u64, stream: u64) -> u64 {
    // SplitMix64 finaliser: cheap, and neighbouring inputs give unrelated outputs.
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A new seed from the operating system (or the browser's crypto), for a fresh deal.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    // Only seeding a new deal depends on this; a failure falls back to a fixed stream, still valid.
    if getrandom::getrandom(&mut bytes).is_err() {
        return 0x5EED;
    }
    // Seeds are shown in links; 48 bits keeps them short and exact in JavaScript numbers.
    u64::from_le_bytes(bytes) & 0xFFFF_FFFF_FFFF
}
