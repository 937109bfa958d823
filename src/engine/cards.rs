//! Card-list helpers shared by every game.

/// Removes one copy of `card` from `cards`, keeping the others' order. `false` (and `cards`
/// unchanged) when there was none.
///
/// ```
/// use duskdeck::engine::take_one;
/// let mut hand = vec!['a', 'b', 'a'];
/// assert!(take_one(&mut hand, &'a'));
/// assert_eq!(hand, ['b', 'a']);
/// assert!(!take_one(&mut hand, &'z'));
/// ```
pub fn take_one<T: PartialEq>(cards: &mut Vec<T>, card: &T) -> bool {
    match cards.iter().position(|c| c == card) {
        Some(at) => {
            cards.remove(at);
            true
        }
        None => false,
    }
}

/// Cards that moved face down, as one viewer knows them: their faces, for a viewer who saw them,
/// or only how many there were. The engine reports them [`Faces::Seen`]; [`Faces::unless`] is how
/// a game's [`Game::redact`](super::Game::redact) turns them over for everyone else.
///
/// ```
/// use duskdeck::engine::Faces;
/// let drawn = Faces::Seen(vec!['a', 'b']);
/// assert_eq!(drawn.clone().unless(true).seen(), Some(&['a', 'b'][..]));
/// assert_eq!(drawn.clone().unless(false), Faces::Unseen(2));
/// assert_eq!(drawn.unless(false).len(), 2);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Faces<C> {
    Seen(Vec<C>),
    Unseen(usize),
}

impl<C> Faces<C> {
    /// How many cards moved, whoever looks.
    pub fn len(&self) -> usize {
        match self {
            Faces::Seen(cards) => cards.len(),
            Faces::Unseen(count) => *count,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The faces, if the viewer saw them.
    pub fn seen(&self) -> Option<&[C]> {
        match self {
            Faces::Seen(cards) => Some(cards),
            Faces::Unseen(_) => None,
        }
    }

    /// These cards as a viewer knows them: unchanged if `saw`, else face down.
    pub fn unless(self, saw: bool) -> Faces<C> {
        if saw { self } else { Faces::Unseen(self.len()) }
    }
}
