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
