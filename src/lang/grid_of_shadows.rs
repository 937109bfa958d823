//! The words of Grid of Shadows: its log, prompts, refusals, table and cards.
//!
//! Cards keep their English ids ("Blue 4", `data-card`, drag tokens); [`GridOfShadowsWords::card`]
//! is the name a player reads. Seats are named through `viewer`: the viewer is addressed as "you".

use super::GameWords;
use crate::engine::Seat;
use crate::games::grid_of_shadows::{
    Card, Claim, ClaimFact, Colour, Decision, DrawReason, Effect, GridAction, Guess, Phase, Timing,
    WindowAbout,
};

pub trait GridOfShadowsWords: GameWords {
    // Names.

    /// A card's shown name ("Blue 4", "Wrath").
    fn card(&self, card: Card) -> String;
    /// A colour's name ("Blue").
    fn colour(&self, colour: Colour) -> &'static str;
    /// A number's ability ("Blessing" for 4).
    fn ability(&self, number: u8) -> &'static str;
    /// A guess for a Gamble turned up on the grid ("5 or lower").
    fn guess(&self, guess: Guess) -> &'static str;
    /// The face of a grid space left empty.
    fn empty_space(&self) -> &'static str;
    /// A hint's fact behind a "Lights!" call or not: the copies the viewer accounts for, and how
    /// likely the claim is in percent (0: it cannot be true).
    fn claim_fact(&self, fact: &ClaimFact, viewer: Seat) -> String;

    // The log: one line per event, as `viewer` may read it.

    /// The first player starts with two free flips.
    fn starts(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// Whose turn it now is.
    fn turn_begins(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The free flips after a "Lights!" are stopped.
    fn stopped_flipping(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A grid card turned up.
    fn flipped(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String;
    /// Cards drawn: `seen` are the cards if the viewer may know them, else only `count` shows.
    fn drew(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        seen: Option<&[Card]>,
        count: usize,
        reason: DrawReason,
    ) -> String;
    /// A face-down play and its declaration; `own` are the cards, for their player only.
    fn played(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        claim: Claim,
        count: usize,
        own: Option<&[Card]>,
    ) -> String;
    /// A turn ended after a flip, without a play.
    fn ended_turn(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A pass on the sequence.
    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A "Lights!" call.
    fn lights(&self, caller: Seat, accused: Seat, viewer: Option<Seat>) -> String;
    /// The cards a "Lights!" turned over, and whether they were true.
    fn revealed(
        &self,
        accused: Seat,
        viewer: Option<Seat>,
        cards: &[Card],
        truthful: bool,
    ) -> String;
    /// The outcome of a reveal in a word, over the cards it showed ("Bluff!").
    fn verdict(&self, truthful: bool) -> &'static str;
    /// Someone picks up a grid card with its stack.
    fn took_stack(&self, seat: Seat, viewer: Option<Seat>, count: usize) -> String;
    /// The sequence is over.
    fn sequence_ends(&self) -> String;
    /// A number's ability fires for a seat.
    fn ability_fires(&self, seat: Seat, viewer: Option<Seat>, number: u8) -> String;
    /// A card discarded from a hand, face up.
    fn discarded(&self, seat: Seat, viewer: Option<Seat>, card: Card) -> String;
    /// A card given (Deceive); `card` only for giver and receiver.
    fn gave(&self, from: Seat, to: Seat, viewer: Option<Seat>, card: Option<Card>) -> String;
    /// An effect aimed at a player, which a Reflect could send back.
    fn assigned(&self, from: Seat, to: Seat, viewer: Option<Seat>, effect: Effect) -> String;
    /// A Reflect sends the effects back.
    fn reflected(&self, seat: Seat, back_to: Seat, viewer: Option<Seat>) -> String;
    /// Silence: a seat will miss its next turn.
    fn silenced(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A silenced seat is skipped.
    fn skipped(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// Shift's card laid on the grid; `card` for the shifter only.
    fn shifted(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        card: Option<Card>,
        to_bottom: bool,
    ) -> String;
    /// Luck's card laid on a cleared space; `card` for its player only.
    fn lucky(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Option<Card>) -> String;
    /// Summon's new card beside the grid.
    fn summoned(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String;
    /// A Wrath stood and aims at a target.
    fn wrath_played(&self, seat: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// A Gamble turned the play beneath over.
    fn gamble_revealed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        cards: &[Card],
        met: bool,
    ) -> String;
    /// A Wrath turned face up makes its finder draw two.
    fn wrath_turned_up(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The guess on a Gamble turned up on the grid, and how it went.
    fn gamble_guessed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        guess: Guess,
        card: Option<Card>,
        correct: bool,
    ) -> String;
    /// A grid card with three or more cards on it goes.
    fn collapsed(&self, slot: u8) -> String;
    /// A stack thrown away (Wrath, Gamble, Indecisive).
    fn stack_cleared(&self, slot: u8) -> String;
    /// The refresh after a "Lights!".
    fn refreshed(&self) -> String;
    /// The final challenge begins, with the set-aside cards.
    fn final_challenge(&self, set_aside: &[Card]) -> String;
    /// Exact matches played in the final challenge.
    fn final_played(&self, seat: Seat, viewer: Option<Seat>, slot: u8, cards: &[Card]) -> String;
    /// No match in the final challenge.
    fn final_passed(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A hand emptied: its player wins.
    fn went_out(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// Every hand's total and who escapes with the lowest.
    fn totals(&self, totals: &[u32], winners: &[Seat], viewer: Option<Seat>) -> String;

    // Actions and refusals.

    /// A move's short label, without the game at hand ("Lay Blue 4 on grid space 3").
    fn action(&self, action: &GridAction) -> String;
    /// Laying `card` on `slot` into a sequence whose claim is `claim`, which the card is not: a
    /// bluff whatever the player declares next.
    fn lay_bluff_in_sequence(&self, card: Card, slot: u8, claim: Claim) -> String;
    /// Opening a play on `slot`, whose grid card is a `number`, with a `card` of another
    /// number: every claim there is of that number, so a bluff.
    fn lay_bluff_on_number(&self, card: Card, slot: u8, number: u8) -> String;
    /// Declaring `claim` of a play whose cards are `laid`, not all of which it is: a bluff.
    fn declare_bluff(&self, claim: Claim, laid: &[Card]) -> String;
    /// A final-challenge match with the grid card it matches.
    fn final_play_on(&self, card: Card, slot: u8, count: u8) -> String;
    /// Taking no last Reflect before the turn ends.
    fn dont_reflect(&self) -> String;
    /// What the game waits for now, for refusals.
    fn phase_hint(&self, phase: &Phase) -> String;
    /// A move that is not possible now, and what the game waits for instead.
    fn refusal(&self, action: &str, hint: &str) -> String;
    /// Any move once the game is over.
    fn game_over(&self) -> String;

    // The table.

    /// What a number's ability does, as a clause ("draw two cards").
    fn ability_effect(&self, number: u8) -> &'static str;
    /// When an ability fires, as the end of "It fires ...".
    fn timing(&self, timing: Timing) -> &'static str;
    /// How many cards lie on a grid space, under its card.
    fn stack_size(&self, count: usize) -> String;
    /// The viewer's own cards on a grid space.
    fn stack_yours(&self, cards: &[Card]) -> String;
    /// Cards on a grid space a Gamble showed.
    fn stack_shown(&self, cards: &[Card]) -> String;
    /// Under a face-down grid card the viewer placed.
    fn your_face_down(&self, card: Card) -> String;
    /// The 3 by 3 grid's label.
    fn grid_label(&self) -> &'static str;
    /// The spaces Summon and the final challenge add.
    fn beside_grid_label(&self) -> &'static str;
    /// The draw pile's label.
    fn draw_pile(&self) -> &'static str;
    /// The discard pile's label.
    fn discard_pile(&self) -> &'static str;
    /// A pile's size ("12 cards").
    fn cards(&self, count: usize) -> String;
    /// The two cards put aside for the end.
    fn set_aside_label(&self) -> &'static str;
    /// Shift's two drawn cards, and what to do with them.
    fn shift_drew_label(&self) -> &'static str;
    /// The note under Shift's two cards.
    fn shift_drew_note(&self) -> &'static str;
    /// The guesses for a Gamble turned up, and what to do with them.
    fn guess_label(&self) -> &'static str;
    /// The note under the guesses.
    fn guess_note(&self) -> &'static str;
    /// Badge: whose turn it is.
    fn badge_turn(&self) -> &'static str;
    /// Badge: who is asked "Lights!".
    fn badge_asked(&self) -> &'static str;
    /// Badge: who made the last play.
    fn badge_last(&self) -> &'static str;
    /// Badge: a player a choice can aim at.
    fn badge_target(&self) -> &'static str;
    /// What the "Turn" badge means, on hover or tap.
    fn badge_turn_means(&self) -> &'static str;
    /// What the "Last play" badge means, on hover or tap.
    fn badge_last_means(&self) -> &'static str;
    /// Under a seat: the cards the viewer saw go into its hand, already grouped by colour
    /// ("Blue 7, 7; Yellow 2").
    fn saw_them_take(&self, cards: &str) -> String;
    /// Fact: the sequence's space, declaration and ability.
    fn fact_sequence(&self, slot: u8, colour: Colour, number: u8) -> String;
    /// Fact: the last play of the sequence.
    fn fact_last_play(&self, seat: Seat, viewer: Seat, count: usize, claim: Claim) -> String;
    /// Fact: the cards the viewer is laying.
    fn fact_laying(&self, cards: &[Card]) -> String;
    /// Fact: how many cards someone else is laying.
    fn fact_being_laid(&self, count: usize) -> String;
    /// Fact: the final challenge is on.
    fn fact_final(&self) -> String;
    /// Fact: a Silence is waiting.
    fn fact_silence(&self) -> String;

    // Prompts.

    /// The opening free flips.
    fn prompt_free_flips(&self, left: u8) -> String;
    /// The optional free flips after a "Lights!".
    fn prompt_free_flips_optional(&self, left: u8) -> String;
    /// The turn's start: play or flip.
    fn prompt_play_or_flip(&self) -> String;
    /// After a flip: play or end the turn.
    fn prompt_flipped(&self) -> String;
    /// Laying the first play on a number: add or declare, and the ability.
    fn prompt_opening_number(&self, number: u8) -> String;
    /// Laying the first play on an Indecisive grid card.
    fn prompt_opening_indecisive(&self) -> String;
    /// Adding to a sequence: add or declare its number and colour.
    fn prompt_adding(&self, colour: Colour, number: u8) -> String;
    /// Added to a declaration prompt when Wrath may be declared.
    fn prompt_or_wrath(&self) -> String;
    /// Added to a declaration prompt when Gamble may be declared.
    fn prompt_or_gamble(&self) -> String;
    /// Added to a declaration prompt when Indecisive may be declared.
    fn prompt_or_indecisive(&self) -> String;
    /// "Lights!" asked with no play at hand.
    fn prompt_window_plain(&self) -> String;
    /// "Lights!" asked about a play: what it is and what each answer leads to.
    fn prompt_window(
        &self,
        seat: Seat,
        viewer: Seat,
        count: usize,
        slot: u8,
        claim: Claim,
        about: WindowAbout,
    ) -> String;
    /// An ability's decision (every one but a pending Reflect).
    fn prompt_decide(&self, decision: Decision) -> String;
    /// An effect aimed at the viewer, which a Reflect could send back.
    fn prompt_reflect(&self, from: Seat, viewer: Seat, effect: Effect) -> String;
    /// The last Reflect offer before the turn ends.
    fn prompt_reflect_last(&self) -> String;
    /// Playing on the sequence, or passing.
    /// `can_call`: "Lights!" on the last play is on offer too (not to its own player).
    fn prompt_sequence(&self, colour: Colour, number: u8, can_call: bool) -> String;
    /// Playing on the sequence, with no sequence known.
    fn prompt_sequence_plain(&self) -> String;
    /// The optional play on Blessing's or Summon's new card.
    fn prompt_bonus(&self, slot: u8) -> String;
    /// The guess for a Gamble turned up on the grid.
    fn prompt_guess(&self) -> String;
    /// The final challenge with no match.
    fn prompt_final_pass(&self) -> String;
    /// The final challenge with a match to play.
    fn prompt_final_match(&self) -> String;
    /// The final challenge's flip.
    fn prompt_final_flip(&self) -> String;
    /// Nothing left to do.
    fn prompt_over(&self) -> String;
    /// Heading of the card moves in the actions panel.
    fn group_cards(&self) -> &'static str;
    /// Heading of the flips in the actions panel.
    fn group_flips(&self) -> &'static str;

    // Cards.

    /// A number card's short hint.
    fn number_hint(&self, number: u8) -> &'static str;
    /// A power card's short hint.
    fn power_hint(&self, card: Card) -> &'static str;
    /// A guess card's short hint.
    fn guess_hint(&self) -> &'static str;
    /// A number card's full text.
    fn number_text(&self, number: u8, colour: Colour) -> String;
    /// A power card's full text.
    fn power_text(&self, card: Card) -> String;
    /// A guess card's full text.
    fn guess_text(&self, guess: Guess) -> String;
    /// An empty grid space's text.
    fn empty_space_text(&self) -> String;

    // The end.

    /// A hand left with no cards.
    fn no_cards(&self) -> String;
    /// One colour's numbers in a hand left ("Blue 2, 3").
    fn hand_colour(&self, colour: Colour, numbers: &[u8]) -> String;
    /// The power cards in a hand left, with what they count ("Wrath, Gamble (10 each)").
    fn hand_powers(&self, cards: &[Card]) -> String;
    /// The score sheet's columns.
    fn score_columns(&self) -> Vec<String>;
    /// A hand total ("12 points").
    fn points(&self, total: u32) -> String;
    /// A place, tied or not, escaped or not ("1st (tied), escaped").
    fn place(&self, place: usize, tied: bool, escaped: bool) -> String;
    /// Score note when someone went out: how the others place (the ending line tells who).
    fn note_others_place(&self) -> String;
    /// Score note when the draw pile ran out: how places go (the ending line tells what ended).
    fn note_places_by_total(&self) -> String;
    /// Score note: what the cards count.
    fn note_values(&self, extended: bool) -> String;
    /// The end screen's line when someone went out.
    fn ending_went_out(&self, seat: Seat, viewer: Seat) -> String;
    /// The end screen's line when the draw pile ran dry.
    fn ending_pile_ran_dry(&self) -> String;
}
