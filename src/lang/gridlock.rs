//! The words of GRID#LOCK: its log, prompts, refusals, table and cards.
//!
//! Cards, lines, places and combinations arrive as the game's own types, so each language names
//! them with the article and case its sentence needs.

use super::GameWords;
use crate::engine::Seat;
use crate::games::gridlock::{
    Card, Combo, Direction, Elimination, GridlockAction, GridlockRefusal, Line, LockAim,
    RoundScore, SlotView, Suit,
};

/// A score with a true minus sign when negative ("12", "−4"): the same in every language.
pub fn signed(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
}

pub trait GridlockWords: GameWords {
    // ---- Cards ------------------------------------------------------------------------------

    /// A card's name as the table shows it ("7 Flame", "wild").
    fn card(&self, card: Card) -> String;
    /// The name of a place of a grid whose line was eliminated.
    fn gone(&self) -> &'static str;
    /// The few words printed on a card's face; `None`: an emptied place.
    fn card_hint(&self, card: Option<Card>) -> &'static str;
    /// A number card's full text: what it is, the combinations it can join and their points.
    fn number_text(&self, suit: Suit, value: u8) -> String;
    /// The wild's full text.
    fn wild_text(&self) -> String;
    /// A GRID#LOCK card's full text: what it locks and when.
    fn lock_text(&self, aim: LockAim) -> String;
    /// An emptied place's full text.
    fn gone_text(&self) -> &'static str;

    // ---- The log ----------------------------------------------------------------------------

    /// A round begins: who dealt.
    fn round_dealt(&self, round: u8, dealer: Seat, viewer: Option<Seat>) -> String;
    /// Someone turned up a card of their grid (at the opening or after refusing a drawn card).
    fn turned_up(&self, seat: Seat, slot: u8, card: Card, viewer: Option<Seat>) -> String;
    /// Someone took the top card of the discard pile.
    fn took_discard(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// Someone drew from the draw pile; `shown` is the card, for its drawer only.
    fn drew(&self, seat: Seat, shown: Option<Card>, viewer: Option<Seat>) -> String;
    /// Someone drew a GRID#LOCK card, which goes straight to the discard pile.
    fn drew_gridlock(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// Someone put a card in their grid and discarded the one it replaced.
    fn replaced(&self, seat: Seat, slot: u8, card: Card, old: Card, viewer: Option<Seat>)
    -> String;
    /// Someone threw away the card they drew.
    fn refused(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A GRID#LOCK card's lock starts: the lines it locks this turn.
    fn locked(&self, seat: Seat, lines: &[Line], viewer: Option<Seat>) -> String;
    /// Complete lines a lock keeps from going until the owner's next turn.
    fn waiting(&self, seat: Seat, lines: &[Line], viewer: Option<Seat>) -> String;
    /// The discard pile (`cards` cards) became the new draw pile; `top` starts the discards.
    fn reshuffled(&self, cards: usize, top: Card) -> String;
    /// Someone eliminated a line and scored it.
    fn eliminated(&self, seat: Seat, elimination: &Elimination, viewer: Option<Seat>) -> String;
    /// Someone cleared their whole grid: the bonus, and last turns for the others.
    fn went_out(&self, seat: Seat, bonus: i32, viewer: Option<Seat>) -> String;
    /// The face-down cards of a grid, turned up after someone went out.
    fn revealed_grid(&self, seat: Seat, cards: &[Card], viewer: Option<Seat>) -> String;
    /// The last turns begin, with `from`.
    fn last_turns(&self, from: Seat, viewer: Option<Seat>) -> String;
    /// The round ends because a position came up for the third time.
    fn repetition(&self) -> String;
    /// A round's scores (`scores`) and the running totals, seat by seat.
    fn round_scored(
        &self,
        round: u8,
        scores: &[i32],
        totals: &[i32],
        viewer: Option<Seat>,
    ) -> String;
    /// The match ended: who leads with `best`.
    fn match_over(&self, leaders: &[Seat], best: i32, viewer: Option<Seat>) -> String;

    // ---- Moves, as buttons name them ----------------------------------------------------------

    /// Turning up the card at a place.
    fn turn_up_action(&self, slot: u8) -> String;
    /// Taking the discard pile's top card (`None`: unknown) to a place, replacing what is there.
    fn take_discard_action(&self, card: Option<Card>, slot: u8, replacing: SlotView) -> String;
    /// Drawing from the draw pile.
    fn draw_action(&self) -> String;
    /// Putting the drawn card (`None`: unknown) at a place, replacing what is there.
    fn replace_action(&self, card: Option<Card>, slot: u8, replacing: SlotView) -> String;
    /// Throwing away the drawn card (`None`: unknown).
    fn refuse_action(&self, card: Option<Card>) -> String;
    /// Eliminating a line, with what it forms if anything.
    fn eliminate_action(&self, line: Line, combo: Option<Combo>) -> String;

    // ---- Why a move is refused ----------------------------------------------------------------

    /// A place number outside the grid.
    fn no_such_place(&self) -> String;
    /// The place's line was eliminated.
    fn place_empty(&self, slot: u8) -> String;
    /// The place's card is locked this turn.
    fn place_locked(&self, slot: u8) -> String;
    /// The place's card cannot be changed for any other reason.
    fn place_fixed(&self, slot: u8) -> String;
    /// Nothing more can be played.
    fn match_is_over(&self) -> String;
    /// Turning up a card already face up.
    fn already_face_up(&self) -> String;
    /// Anything but an opening flip while the opening flips go round.
    fn opening_flips_first(&self) -> String;
    /// Taking a GRID#LOCK card from the discard pile.
    fn gridlock_not_taken(&self) -> String;
    /// Taking the discard when every replaceable card is locked.
    fn everything_locked(&self) -> String;
    /// Drawing when both piles are used up.
    fn piles_used_up(&self) -> String;
    /// Anything but taking or drawing at the start of a turn.
    fn take_or_draw_first(&self) -> String;
    /// Anything but placing or discarding a card just drawn.
    fn place_or_discard_drawn(&self) -> String;
    /// Anything but turning up a face-down card after refusing.
    fn turn_up_face_down(&self) -> String;
    /// Eliminating a line across the direction the player has chosen.
    fn only_direction_counts(&self, direction: Direction) -> String;
    /// Eliminating a line a lock blocks.
    fn lock_blocks(&self, line: Line) -> String;
    /// Eliminating a line that forms nothing.
    fn line_incomplete(&self, line: Line) -> String;
    /// Anything but choosing a complete line to go first.
    fn choose_first_line(&self) -> String;
    /// A drop on a card that is locked this turn.
    fn drop_on_locked(&self) -> String;
    /// The discard pile's top card dropped back on the discard pile.
    fn discard_must_replace(&self) -> String;

    // ---- The table ---------------------------------------------------------------------------

    /// The note on a card a lock holds this turn (a word or two: it sits inside a small card).
    fn locked_note(&self) -> &'static str;
    /// The note on a GRID#LOCK card whose lock starts next turn (a word or two).
    fn locks_next_note(&self) -> &'static str;
    /// The note on a card of a complete line that waits on a lock (a word or two).
    fn waits_note(&self) -> &'static str;
    /// The note on a card in two complete lines at once (a word or two).
    fn both_lines_note(&self) -> &'static str;
    /// The note on each card of a complete line to choose: its kind and points ("row +8").
    fn line_choice_note(&self, line: Line, points: i32) -> String;
    /// A seat's badge: points eliminated this round.
    fn round_badge(&self, points: i32) -> String;
    /// A seat's badge: the match total.
    fn match_badge(&self, points: i32) -> String;
    /// A seat's badge: it dealt this round.
    fn dealer_badge(&self) -> String;
    /// A seat's badge: it went out, with the bonus.
    fn went_out_badge(&self, bonus: i32) -> String;
    /// A seat's badge: last turns it has left.
    fn last_turns_badge(&self, turns: u8) -> String;
    /// A seat's badge: it is to play.
    fn to_play_badge(&self) -> String;
    /// The label of a seat's grid.
    fn grid_label(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The label of an eliminated combination, with its line.
    fn eliminated_label(&self, combo: Combo, line: Line) -> String;
    /// Points in words ("1 point", "−4 points"), under an eliminated combination.
    fn points(&self, points: i32) -> String;
    /// A seat's note once its first elimination fixed the direction.
    fn direction_note(&self, direction: Direction) -> String;
    /// The draw pile's label while the viewer holds the card drawn from it.
    fn drawn_card_label(&self) -> String;
    /// The draw pile's label.
    fn draw_pile_label(&self) -> String;
    /// The note on the draw pile's top while someone else holds the card drawn from it.
    fn drawn_note(&self) -> &'static str;
    /// The discard pile's label.
    fn discard_pile_label(&self) -> String;
    /// How many cards a pile holds.
    fn card_count(&self, cards: usize) -> String;
    /// The fact on the round and the match: `rounds` is the match's length if the table set one.
    fn round_fact(&self, round: u8, rounds: Option<u8>, target: i32) -> String;
    /// The fact that someone went out and the last turns are being played.
    fn went_out_fact(&self, seat: Seat, viewer: Option<Seat>) -> String;

    // ---- Prompts -----------------------------------------------------------------------------

    /// The opening flip.
    fn opening_flip_prompt(&self) -> String;
    /// The start of a turn when only drawing is possible, and why (`gridlock_on_top`: a
    /// GRID#LOCK card lies on the discard pile; otherwise everything is locked).
    fn draw_only_prompt(&self, gridlock_on_top: bool) -> String;
    /// The start of a turn: take the discard or draw.
    fn start_prompt(&self) -> String;
    /// A card drawn that can go nowhere but the discard pile.
    fn drawn_locked_prompt(&self, card: Card) -> String;
    /// A card drawn: place it or refuse it.
    fn drawn_prompt(&self, card: Card) -> String;
    /// Turning up a face-down card after refusing.
    fn flip_prompt(&self) -> String;
    /// The choice between complete lines, each with its combination if any; `crossing`: a row
    /// and a column share a card, so only one goes.
    fn elimination_prompt(&self, options: &[(Line, Option<Combo>)], crossing: bool) -> String;
    /// Nothing to do but wait.
    fn wait_prompt(&self) -> String;
    /// The heading an action is listed under.
    fn group(&self, action: &GridlockAction) -> &'static str;

    // ---- The score sheet and the end ----------------------------------------------------------

    /// A round's column heading.
    fn round_column(&self, round: u8) -> String;
    /// The total's column heading.
    fn total_column(&self) -> String;
    /// A round's cell: its score, then what went into it when more than lines did.
    fn round_cell(&self, total: i32, lines: i32, bonus: i32, penalty: i32) -> String;
    /// How a round scores, under the sheet.
    fn scoring_note(&self, bonus: i32, penalty: i32) -> String;
    /// Who went out in a round, and the bonus.
    fn went_out_note(&self, round: u8, seat: Seat, bonus: i32, viewer: Option<Seat>) -> String;
    /// A round nobody went out of: it ended on a repeated position.
    fn nobody_went_out_note(&self, round: u8) -> String;
    /// A round's penalties, seat by seat: what each paid for (`score`) and how much (`cost`).
    fn penalties_note(
        &self,
        round: u8,
        penalties: &[(Seat, RoundScore, i32)],
        viewer: Option<Seat>,
    ) -> String;
    /// The summary's heading after a round of a match that goes on.
    fn round_over(&self, round: u8) -> String;
    /// The end screen's line: who leads after `rounds` rounds with `best`.
    fn ending(&self, leaders: &[Seat], rounds: usize, best: i32, viewer: Option<Seat>) -> String;
}

/// Why a move was refused, in the current language's words.
pub fn refusal_words(why: GridlockRefusal) -> String {
    let words = super::gridlock();
    match why {
        GridlockRefusal::MatchIsOver => words.match_is_over(),
        GridlockRefusal::AlreadyFaceUp => words.already_face_up(),
        GridlockRefusal::OpeningFlipsFirst => words.opening_flips_first(),
        GridlockRefusal::GridlockNotTaken => words.gridlock_not_taken(),
        GridlockRefusal::EverythingLocked => words.everything_locked(),
        GridlockRefusal::PilesUsedUp => words.piles_used_up(),
        GridlockRefusal::TakeOrDrawFirst => words.take_or_draw_first(),
        GridlockRefusal::PlaceOrDiscardDrawn => words.place_or_discard_drawn(),
        GridlockRefusal::TurnUpFaceDown => words.turn_up_face_down(),
        GridlockRefusal::OnlyDirectionCounts(direction) => words.only_direction_counts(direction),
        GridlockRefusal::LockBlocks(line) => words.lock_blocks(line),
        GridlockRefusal::LineIncomplete(line) => words.line_incomplete(line),
        GridlockRefusal::ChooseFirstLine => words.choose_first_line(),
        GridlockRefusal::NoSuchPlace => words.no_such_place(),
        GridlockRefusal::PlaceEmpty(slot) => words.place_empty(slot),
        GridlockRefusal::PlaceLocked(slot) => words.place_locked(slot),
        GridlockRefusal::PlaceFixed(slot) => words.place_fixed(slot),
    }
}
