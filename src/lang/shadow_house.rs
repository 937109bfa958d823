//! The words of Shadow House: Masquerade: its log, prompts, refusals, table and cards.
//!
//! `viewer` is the seat the words are for (`None`: a spectator); the viewer is spoken to in the
//! second person, everyone else is named by their seat.

use super::GameWords;
use crate::engine::{Game, Seat, Turn};
use crate::games::shadow_house::{
    Card, Ending, Part, PhaseView, Reply, RoundResult, ShadowHouseGame, ShadowRefusal, Statement,
};

pub trait ShadowHouseWords: GameWords {
    // Cards.

    /// A card's name, as printed on it.
    fn card_name(&self, card: Card) -> &'static str;
    /// What a card does in a few words, short enough for a phone-sized card.
    fn card_hint(&self, card: Card) -> &'static str;
    /// A card's full text: everything it does, and how many the box holds.
    fn card_text(&self, card: Card) -> String;

    // The log and the private notes.

    /// A new round is dealt.
    fn round_dealt(&self, round: u8) -> String;
    /// The viewer's own deal (a memory: the hand may have changed since).
    fn your_cards(&self, cards: &[Card]) -> String;
    /// A seat whose turn came with an empty hand is passed over.
    fn skipped_empty_hand(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A card placed on its own.
    fn played(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A targeting card placed on another player.
    fn played_on(&self, seat: Seat, card: Card, target: Seat, viewer: Option<Seat>) -> String;
    /// A targeting card placed when nobody could be chosen.
    fn played_without_target(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// The answer to a Detective, as the asked player says it.
    fn answered(&self, seat: Seat, reply: Reply, viewer: Option<Seat>) -> String;
    /// The Sheriff hands the handcuffs to a player.
    fn handcuffs_given(&self, to: Seat, viewer: Option<Seat>) -> String;
    /// A card discarded face up for an Accomplice.
    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A seat draws from the pile after an Accomplice.
    fn drew_from_pile(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// Private: the card the viewer drew.
    fn drew(&self, card: Card) -> String;
    /// Toby makes a player reveal a card, and it is the Culprit.
    fn toby_revealed_culprit(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// Toby makes a player reveal a card that is not the Culprit.
    fn toby_revealed(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// Private: what the Baby of the family showed the viewer.
    fn baby_showed(&self, culprit: Seat, viewer: Option<Seat>) -> String;
    /// Private: the hand a Witness looked at.
    fn saw_hand(&self, seat: Seat, cards: &[Card], viewer: Option<Seat>) -> String;
    /// Share done: who gave a card to the left.
    fn shared(&self, seats: &[Seat], viewer: Option<Seat>) -> String;
    /// Rumors done; `anyone_took` is false when no hand had a card.
    fn rumored(&self, anyone_took: bool) -> String;
    /// Frenzy as a last card.
    fn frenzy_fizzled(&self) -> String;
    /// Frenzy done: who put a card in the pool.
    fn frenzy_dealt(&self, seats: &[Seat], viewer: Option<Seat>) -> String;
    /// Private: the Frenzy pool the viewer saw.
    fn frenzy_pool(&self, cards: &[Card]) -> String;
    /// Private: a card of the viewer's that `to` has now, given or taken (Rumors).
    fn gave(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// Private: a card the viewer received from `from`.
    fn got(&self, from: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// Private: the card the Frenzy deal gave the viewer.
    fn got_from_frenzy(&self, card: Card) -> String;
    /// Private: the card the viewer put into the Frenzy pool.
    fn put_in_pool(&self, card: Card) -> String;
    /// A Witness and the player looked at swap a card.
    fn witness_swapped(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// A Witness and the player looked at swap nothing. The Witness card says only "look at a
    /// hand", so the line says when a swap is allowed; the same words whether or not one was, so
    /// that they tell nobody what the Witness saw.
    fn witness_kept(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// A Swap between two players.
    fn swapped(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// A Soothsayer's statement, quoted after its speaker.
    fn said(&self, seat: Seat, statement: Statement, viewer: Option<Seat>) -> String;
    /// A Soothsayer's statement as its speaker says it to the table: the seat it is about is
    /// named, with "you" beside it when that is the viewer (a quoted "you" alone could be anyone).
    fn statement(&self, statement: Statement, viewer: Option<Seat>) -> String;
    /// How a round ended, in a sentence.
    fn ending(&self, ending: Ending, culprit: Seat, viewer: Option<Seat>) -> String;
    /// A round's end in the log: how it ended, the accomplices and who scored.
    fn round_ended(&self, result: &RoundResult, viewer: Option<Seat>) -> String;
    /// The match's end in the log, with its winners (none: nobody wins).
    fn match_over(&self, winners: &[Seat], viewer: Option<Seat>) -> String;

    // Moves, as buttons name them.

    /// Placing a card on its own.
    fn play(&self, card: Card) -> String;
    /// Placing a targeting card when nobody can be chosen.
    fn play_without_target(&self, card: Card) -> String;
    /// Placing a targeting card on a player.
    fn play_on(&self, card: Card, target: Seat) -> String;
    /// Answering a Detective.
    fn answer(&self, reply: Reply) -> String;
    /// Discarding a card for an Accomplice.
    fn discard(&self, card: Card) -> String;
    /// Giving a card away (Share, Frenzy, a Witness swap, a Swap), its receiver unnamed: never
    /// "Pass", which elsewhere means letting a turn go by.
    fn give(&self, card: Card) -> String;
    /// Giving a card to a player (Share, a Witness swap, a Swap).
    fn give_to(&self, card: Card, to: Seat) -> String;
    /// Putting a card in the Frenzy pool.
    fn give_to_pool(&self, card: Card) -> String;
    /// A Witness swapping a card with the player looked at.
    fn swap_with_witnessed(&self) -> String;
    /// A Witness swapping nothing.
    fn keep_hands(&self) -> String;
    /// A Soothsayer's statement, as a choice.
    fn say(&self, statement: Statement) -> String;
    /// The heading over the Soothsayer's statements.
    fn soothsayer_heading(&self) -> &'static str;

    // Why a move is refused.

    /// Anything once the match is over.
    fn refuse_match_over(&self) -> String;
    /// Anything but First on the scene to open.
    fn refuse_must_open(&self, seat: Seat) -> String;
    /// The Culprit played with other cards in hand.
    fn refuse_culprit_not_last(&self) -> String;
    /// A card the player does not hold.
    fn refuse_not_held(&self, seat: Seat, card: Card) -> String;
    /// A card without a target aimed at someone.
    fn refuse_not_aimed(&self, card: Card) -> String;
    /// A targeting card played on nobody while someone can be chosen.
    fn refuse_needs_target(&self, card: Card) -> String;
    /// Anything but the answer while a Detective waits.
    fn refuse_must_answer(&self, target: Seat) -> String;
    /// The Culprit discarded with other cards in hand.
    fn refuse_culprit_discard(&self, target: Seat) -> String;
    /// Anything but a discard while an Accomplice waits.
    fn refuse_must_discard(&self, target: Seat) -> String;
    /// Anything but a card to give during Share.
    fn refuse_must_share(&self) -> String;
    /// Anything but a card for the pool during Frenzy.
    fn refuse_must_pool(&self) -> String;
    /// Anything but a statement while the Soothsayer speaks.
    fn refuse_must_speak(&self) -> String;
    /// A Witness swap when the hand seen held neither the Culprit nor an Accomplice.
    fn refuse_witness_swap(&self) -> String;
    /// Anything but the swap decision after a Witness look.
    fn refuse_witness_must_decide(&self) -> String;
    /// Any other move the seat deciding cannot make now.
    fn refuse_not_now(&self, seat: Seat) -> String;
    /// Any move when nobody decides.
    fn refuse_nobody_acts(&self) -> String;
    /// A targeting card aimed at its own player.
    fn refuse_own_seat(&self, card: Card) -> String;
    /// A target beyond the table's seats.
    fn refuse_no_such_seat(&self, target: Seat) -> String;
    /// A Detective at a player the Servant protects.
    fn refuse_servant(&self, target: Seat) -> String;
    /// Toby or the Sheriff at a player the Housekeeper protects.
    fn refuse_housekeeper(&self, target: Seat) -> String;
    /// A Swap as a last card aimed at someone.
    fn refuse_last_swap(&self) -> String;
    /// A target with an empty hand.
    fn refuse_empty_hand(&self, target: Seat) -> String;
    /// Any other target that cannot be chosen now.
    fn refuse_target(&self, card: Card, target: Seat) -> String;

    // What a drop most likely meant, when it is no legal move.

    /// A card without a target dropped on a player.
    fn drop_untargeted_on_player(&self, card: Card) -> String;
    /// A targeting card dropped on its own player.
    fn drop_on_own_seat(&self, card: Card) -> String;
    /// A targeting card dropped on the table.
    fn drop_targeted_on_table(&self, card: Card) -> String;

    // The table.

    /// A seat's points badge.
    fn points_badge(&self, points: u8) -> String;
    /// The badge of the player wearing the handcuffs.
    fn handcuffed_badge(&self) -> &'static str;
    /// The badge of a player with an Accomplice in front of them.
    fn accomplice_badge(&self) -> &'static str;
    /// The badge of a player the Servant protects.
    fn servant_badge(&self) -> &'static str;
    /// The badge of a player the Housekeeper protects.
    fn housekeeper_badge(&self) -> &'static str;
    /// What the handcuffs do, for the badge's hover text.
    fn handcuffed_means(&self) -> &'static str;
    /// What being an accomplice means, for the badge's hover text.
    fn accomplice_means(&self) -> &'static str;
    /// What the Servant's protection does, for the badge's hover text.
    fn servant_means(&self) -> &'static str;
    /// What the Housekeeper's protection does, for the badge's hover text.
    fn housekeeper_means(&self) -> &'static str;
    /// The viewer's own badge while holding the Culprit.
    fn culprit_badge(&self) -> &'static str;
    /// What holding the Culprit means, for that badge.
    fn culprit_means(&self) -> &'static str;
    /// A seat's latest Soothsayer statement, in a few words for its panel.
    fn said_briefly(&self, statement: Statement, viewer: Seat) -> String;
    /// The cards placed in front of a seat.
    fn in_front_label(&self) -> &'static str;
    /// The spot where cards are played.
    fn play_here_label(&self) -> &'static str;
    /// The discard pile, with its size.
    fn discards_label(&self, count: usize) -> String;
    /// Under the card the viewer chose for Share or Frenzy.
    fn chosen_note(&self) -> &'static str;
    /// Under the card played last.
    fn last_played_note(&self) -> &'static str;
    /// The variant and round, in a lightning investigation.
    fn lightning_fact(&self) -> String;
    /// The round, in a match of at most `rounds` rounds that `target` points end sooner.
    fn round_of(&self, round: u8, rounds: u8, target: u8) -> String;
    /// The round, in a match to a number of points.
    fn round_to_points(&self, round: u8, target: u8) -> String;
    /// How a past round ended (`ending`, from [`Self::ending`]), in facts and score notes.
    fn past_round(&self, round: u8, ending: &str) -> String;
    /// Under the score sheet of a match: how a round's points are won.
    fn scoring_legend(&self) -> &'static str;
    /// The draw pile's size.
    fn pile_fact(&self, cards: u8) -> String;
    /// A Detective waits for the answer.
    fn detective_asks(&self, detective: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// An Accomplice waits for the discard.
    fn accomplice_makes_discard(
        &self,
        accomplice: Seat,
        target: Seat,
        viewer: Option<Seat>,
    ) -> String;
    /// Share under way, with who is still choosing.
    fn sharing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String;
    /// Frenzy under way, with who is still choosing.
    fn frenzy_choosing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String;
    /// A Witness has looked at a hand.
    fn witness_looked(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String;
    /// A Swap under way.
    fn swapping(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String;

    // Prompts: what the seat deciding must do.

    /// Opening with First on the scene.
    fn prompt_open(&self) -> String;
    /// A turn; `aimed` are the cards in hand that are aimed at a player (each kind once, maybe
    /// none); `holds_culprit` adds the Culprit's restriction.
    fn prompt_turn(&self, aimed: &[Card], holds_culprit: bool) -> String;
    /// Answering a Detective.
    fn prompt_answer(&self, detective: Seat) -> String;
    /// Discarding for an Accomplice.
    fn prompt_discard(&self, accomplice: Seat) -> String;
    /// Giving a card to the left for Share.
    fn prompt_share(&self, left: Seat) -> String;
    /// Putting a card in the Frenzy pool.
    fn prompt_frenzy(&self) -> String;
    /// Speaking as the Soothsayer.
    fn prompt_speak(&self) -> String;
    /// Deciding about a swap after a Witness look. Without a possible swap the one answer is
    /// still asked (see the rules' choices), and the words say why.
    fn prompt_witness(&self, target: Seat, may_swap: bool) -> String;
    /// Giving a card in a Witness swap or a Swap.
    fn prompt_give(&self, target: Seat) -> String;
    /// Giving a card back in a Witness swap or a Swap.
    fn prompt_give_back(&self, swapper: Seat) -> String;
    /// Nothing left to do.
    fn prompt_over(&self) -> String;

    // Scores and endings.

    /// A seat's part in a finished round.
    fn part(&self, part: Part) -> &'static str;
    /// A round's cell in the score sheet: the part and the points.
    fn round_cell(&self, part: Part, points: u8) -> String;
    /// The lightning sheet's column of parts.
    fn part_column(&self) -> String;
    /// The lightning sheet's column of results.
    fn result_column(&self) -> String;
    /// A lightning result.
    fn result(&self, won: bool) -> String;
    /// A match sheet's column for one round.
    fn round_column(&self, round: u8) -> String;
    /// A match sheet's total column.
    fn total_column(&self) -> String;
    /// The heading of the summary after a round that is not the last.
    fn round_over(&self, round: u8) -> String;
    /// The end screen's line: how the last round ended (`ending`, from [`Self::ending`]) and
    /// who won, with the winning points (`None` in a lightning investigation).
    fn match_ending(
        &self,
        ending: &str,
        winners: &[Seat],
        points: Option<u8>,
        viewer: Option<Seat>,
    ) -> String;
}

/// A Give move as its button names it: the card and who gets it ("Give Culprit to Seat 3"), or
/// the pool in a Frenzy. `ShadowAction::Give` names the card alone; the receiver is the game's.
pub fn give_words(game: &ShadowHouseGame, card: Card) -> String {
    let words = super::shadow_house();
    let Turn::Seat(me) = game.turn() else {
        return words.give(card);
    };
    let view = game.view(me);
    match (&view.phase, view.receiver()) {
        (PhaseView::Frenzy { .. }, _) => words.give_to_pool(card),
        (_, Some(to)) => words.give_to(card, to),
        _ => words.give(card),
    }
}

/// Why a move was refused, in the current language's words.
pub fn refusal_words(why: ShadowRefusal) -> String {
    let words = super::shadow_house();
    match why {
        ShadowRefusal::MatchOver => words.refuse_match_over(),
        ShadowRefusal::MustOpen(seat) => words.refuse_must_open(seat),
        ShadowRefusal::CulpritNotLast => words.refuse_culprit_not_last(),
        ShadowRefusal::NotHeld(seat, card) => words.refuse_not_held(seat, card),
        ShadowRefusal::NotAimed(card) => words.refuse_not_aimed(card),
        ShadowRefusal::NeedsTarget(card) => words.refuse_needs_target(card),
        ShadowRefusal::MustAnswer(target) => words.refuse_must_answer(target),
        ShadowRefusal::CulpritDiscard(target) => words.refuse_culprit_discard(target),
        ShadowRefusal::MustDiscard(target) => words.refuse_must_discard(target),
        ShadowRefusal::MustShare => words.refuse_must_share(),
        ShadowRefusal::MustPool => words.refuse_must_pool(),
        ShadowRefusal::MustSpeak => words.refuse_must_speak(),
        ShadowRefusal::WitnessSwap => words.refuse_witness_swap(),
        ShadowRefusal::WitnessMustDecide => words.refuse_witness_must_decide(),
        ShadowRefusal::NotNow(seat) => words.refuse_not_now(seat),
        ShadowRefusal::NobodyActs => words.refuse_nobody_acts(),
        ShadowRefusal::OwnSeat(card) => words.refuse_own_seat(card),
        ShadowRefusal::NoSuchSeat(target) => words.refuse_no_such_seat(target),
        ShadowRefusal::Servant(target) => words.refuse_servant(target),
        ShadowRefusal::Housekeeper(target) => words.refuse_housekeeper(target),
        ShadowRefusal::LastSwap => words.refuse_last_swap(),
        ShadowRefusal::EmptyHand(target) => words.refuse_empty_hand(target),
        ShadowRefusal::Target(card, target) => words.refuse_target(card, target),
    }
}
