//! The words of Grimwood: its log, prompts, refusals, table and cards.
//!
//! The game decides what a viewer may know and passes it in (a card the viewer did not see is
//! `None`); each catalogue only builds the sentence. `viewer` is the seat reading the line, for
//! "You draw" against "Seat 2 draws".

use super::GameWords;
use crate::engine::Seat;
use crate::games::grimwood::{Card, Combo, GrimwoodRefusal, SetKind, Supernatural};

/// A combo named from its place on the table: whose and which, with the combo itself when that
/// place still holds one.
#[derive(Clone, Copy, Debug)]
pub struct ComboAt<'a> {
    pub owner: Seat,
    pub index: u8,
    pub combo: Option<&'a Combo>,
}

/// One thing the seat deciding may do now, as a prompt lists it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Drag a supernatural onto a line.
    Play,
    /// Drag a complete set onto "New line".
    PlaceSet,
    /// Click the deck.
    Draw,
    /// Drag the steal marker onto a player.
    Steal,
    /// Drop a Rune on the discard pile.
    Rune,
}

pub trait GrimwoodWords: GameWords {
    // ---- cards ----------------------------------------------------------------------------

    /// A card's name on its face ("Dark Unicorn").
    fn card_name(&self, card: Card) -> &'static str;
    /// A card's power or use in a few words, inside the card (at most 30 characters).
    fn card_hint(&self, card: Card) -> &'static str;
    /// A card's full text for its popover; `power` is the supernatural's power as a sentence.
    fn card_text(&self, card: Card, power: &str) -> String;
    /// The rules page, whose list of the 24 powers is where the table reads each power's words
    /// (the same page as [`crate::lang::rules`]; named here so a Grimwood page holds only its own).
    fn rules(&self) -> &'static str;
    /// The rules page's heading over the list of the 24 powers.
    fn powers_heading(&self) -> &'static str;

    // ---- the log --------------------------------------------------------------------------

    /// A turn begins.
    fn turn_began(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A turn is lost to the Werewolf.
    fn turn_skipped(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A draw; `card` only for the one who drew.
    fn drew(&self, seat: Seat, card: Option<Card>, viewer: Option<Seat>) -> String;
    /// The last card of the deck was drawn.
    fn deck_ran_out(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// Someone tries to steal.
    fn steal_tried(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String;
    /// An Amulet stopped a steal.
    fn blocked(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String;
    /// A steal; `card` only for thief and victim.
    fn stole(&self, thief: Seat, victim: Seat, card: Option<Card>, viewer: Option<Seat>) -> String;
    /// A supernatural played onto a line.
    fn played(
        &self,
        seat: Seat,
        card: Supernatural,
        new_line: bool,
        viewer: Option<Seat>,
    ) -> String;
    /// A Rune played.
    fn rune_played(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A set laid down.
    fn set_placed(&self, seat: Seat, kind: SetKind, viewer: Option<Seat>) -> String;
    /// A power used.
    fn power_used(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String;
    /// The Amazon's request.
    fn asked(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A card given to the Amazon.
    fn gave(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// The Boogeyman's swap of hands.
    fn hands_swapped(&self, a: Seat, b: Seat, viewer: Option<Seat>) -> String;
    /// A supernatural taken from a line (Bride, Nymph).
    fn took_from_table(
        &self,
        seat: Seat,
        card: Supernatural,
        from: Seat,
        viewer: Option<Seat>,
    ) -> String;
    /// A card taken from the discard pile.
    fn took_from_discard(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A card discarded.
    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// The Demon's work.
    fn combo_destroyed(&self, by: Seat, owner: Seat, combo: &Combo, viewer: Option<Seat>)
    -> String;
    /// The Highwayman's swap.
    fn combos_swapped(
        &self,
        a: Seat,
        given: &Combo,
        b: Seat,
        taken: &Combo,
        viewer: Option<Seat>,
    ) -> String;
    /// The Sorceress's prize.
    fn combo_taken(&self, by: Seat, from: Seat, combo: &Combo, viewer: Option<Seat>) -> String;
    /// A look at a hand; `cards` only for the one who looked.
    fn looked(&self, seat: Seat, at: Seat, cards: Option<&[Card]>, viewer: Option<Seat>) -> String;
    /// The Werewolf's victim, who now loses its next `turns` turns.
    fn will_skip(&self, seat: Seat, turns: u8, viewer: Option<Seat>) -> String;
    /// The Elf's reuse of a power.
    fn reactivated(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String;
    /// The Laraki's gift, face up.
    fn gift(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A turn ends.
    fn turn_ended(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The repetition house rule ends the game.
    fn position_repeated(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The final score, every seat in order.
    fn final_score(&self, scores: &[u32], viewer: Option<Seat>) -> String;

    // ---- actions, as the seat deciding (`me`) reads them ---------------------------------

    /// Draw the top card.
    fn draw_action(&self) -> String;
    /// Steal from a player.
    fn steal_action(&self, from: Seat) -> String;
    /// Play a supernatural onto a line of mine, or (`None`) a new one.
    fn play_action(&self, card: Supernatural, onto: Option<ComboAt>) -> String;
    /// Play a Rune.
    fn play_rune_action(&self) -> String;
    /// Lay down a set.
    fn place_set_action(&self, kind: SetKind) -> String;
    /// Stop taking actions.
    fn end_actions_action(&self) -> String;
    /// End the turn.
    fn end_turn_action(&self) -> String;
    /// Discard a card.
    fn discard_action(&self, card: Card) -> String;
    /// Use the power of `card` (`None`: the power now in question).
    fn use_power_action(&self, card: Option<Supernatural>) -> String;
    /// Decline the power.
    fn decline_power_action(&self) -> String;
    /// Block a steal with an Amulet.
    fn block_action(&self) -> String;
    /// Let a steal happen.
    fn allow_steal_action(&self) -> String;
    /// The Amazon's request.
    fn ask_action(&self, card: Card) -> String;
    /// Aim `power` (`None`: an unknown one) at a player.
    fn target_action(&self, power: Option<Supernatural>, target: Seat) -> String;
    /// Bride, Nymph: take a supernatural from the table.
    fn take_action(&self, card: Supernatural) -> String;
    /// Demon: discard a combo.
    fn destroy_action(&self, combo: ComboAt, me: Seat) -> String;
    /// Highwayman: swap one of mine for another's.
    fn swap_action(&self, mine: ComboAt, theirs: ComboAt, me: Seat) -> String;
    /// Sorceress: pay two of `pay` for a combo.
    fn sorcery_action(&self, pay: Card, take: ComboAt, me: Seat) -> String;
    /// Elf: use a power again.
    fn reactivate_action(&self, card: Supernatural) -> String;
    /// Faeries, Giant: take a card from the discard pile.
    fn pick_action(&self, card: Card) -> String;
    /// Dwarf, Laraki: keep this card.
    fn keep_action(&self, card: Card) -> String;
    /// Laraki: give this card, to `to` when known.
    fn give_action(&self, card: Card, to: Option<Seat>) -> String;
    /// Keep a card a power let you play at once; `in_power` while a power is played out.
    fn keep_in_hand_action(&self, in_power: bool) -> String;

    /// Why a move is not legal now.
    fn refusal(&self, why: GrimwoodRefusal) -> String;

    // ---- the table ------------------------------------------------------------------------

    /// A number of points ("1 point").
    fn points(&self, n: u32) -> String;
    /// The badge on the seat to play: `mine` for the viewer's own seat.
    fn turn_badge(&self, mine: bool) -> &'static str;
    /// The badge of a seat the Werewolf hit.
    /// The badge of a seat that will lose its next `turns` turns (one or more).
    fn loses_next_turn_badge(&self, turns: u8) -> String;
    /// A supernatural line's label; `guarded` when the Dragon is in it.
    fn line_label(&self, guarded: bool) -> &'static str;
    /// A set's short name on the table and in the score sheet ("3 Owls").
    fn set_label(&self, kind: SetKind) -> &'static str;
    /// The drop target for a new line.
    fn new_line_label(&self) -> &'static str;
    /// The deck's label.
    fn deck_label(&self) -> &'static str;
    /// How many cards the deck holds.
    fn deck_note(&self, cards: u32) -> String;
    /// The discard pile's label.
    fn discard_label(&self) -> &'static str;
    /// How many cards the discard pile holds, newest shown first.
    fn discard_note(&self, cards: u32) -> String;
    /// The label over the steal marker.
    fn thief_label(&self) -> &'static str;
    /// The word under the steal marker.
    fn thief_note(&self) -> &'static str;
    /// The label over the power in use.
    fn power_label(&self) -> &'static str;
    /// The Laraki's cards drawn from the discard pile.
    fn laraki_drawn_label(&self) -> &'static str;
    /// The Laraki's cards still to give.
    fn laraki_gifts_label(&self) -> &'static str;
    /// What the viewer knows another hand holds.
    fn known_holds(&self, seat: Seat, cards: &[Card]) -> String;
    /// What the viewer knows another hand lacks.
    fn known_lacks(&self, seat: Seat, cards: &[Card]) -> String;
    /// A card stolen from the viewer.
    fn stolen_from_you(&self, thief: Seat, card: Card) -> String;
    /// Fact: actions and powers left this turn.
    fn left_fact(&self, actions: u8, powers: u8) -> String;
    /// Fact: a steal waiting on its victim.
    fn robbing_fact(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String;
    /// Fact: the power being played out.
    fn power_fact(&self, card: Supernatural) -> String;
    /// Fact: the deck is empty and `turns` last turns are still to start.
    fn last_turns_fact(&self, turns: u8) -> String;
    /// Fact: the number of the turn.
    fn turn_fact(&self, turn: u32) -> String;

    // ---- prompts --------------------------------------------------------------------------

    /// The draw-first variant's opening draw or steal.
    fn opening_prompt(&self, options: &[Choice]) -> String;
    /// The base order's closing draw or steal.
    fn closing_prompt(&self, options: &[Choice]) -> String;
    /// The actions part of a turn.
    fn main_prompt(&self, actions_left: u8, options: &[Choice]) -> String;
    /// Discard down to the hand limit.
    fn discard_prompt(&self, held: u32) -> String;
    /// Lay down last sets and end the turn.
    fn ending_prompt(&self) -> String;
    /// Whether to use a power; `only_own` when the Demon can hit only the player's own combos.
    fn power_offer_prompt(&self, card: Supernatural, power: &str, only_own: bool) -> String;
    /// Play a card a power let you take: `must` for the Nymph.
    fn free_play_prompt(&self, must: bool) -> String;
    /// Robbed: block or not; `power_steal` when a power steals, `has_amulet` when there is a
    /// choice.
    fn amulet_prompt(&self, thief: Seat, power_steal: bool, has_amulet: bool) -> String;
    /// The game is over.
    fn over_prompt(&self) -> String;
    /// Amazon: name a card.
    fn amazon_prompt(&self) -> String;
    /// Boogeyman, Dracula, Hydra, Troll, Werewolf: pick a player.
    fn target_prompt(&self, card: Supernatural) -> String;
    /// Bride, Nymph: pick a supernatural on the table.
    fn take_prompt(&self, card: Supernatural) -> String;
    /// Demon: pick a combo.
    fn demon_prompt(&self) -> String;
    /// Highwayman: pick two combos.
    fn highwayman_prompt(&self) -> String;
    /// Sorceress: pay and pick.
    fn sorceress_prompt(&self) -> String;
    /// Elf: pick a supernatural.
    fn elf_prompt(&self) -> String;
    /// Dwarf: keep one of two.
    fn dwarf_prompt(&self) -> String;
    /// Faeries: the first or second card.
    fn faeries_prompt(&self, first: bool) -> String;
    /// Giant: pick any discard.
    fn giant_prompt(&self) -> String;
    /// Ghouls: draw or steal.
    fn ghouls_prompt(&self, options: &[Choice]) -> String;
    /// The Eternals: `short` cards still to go.
    fn eternals_prompt(&self, short: u32, options: &[Choice]) -> String;
    /// Goblins: `left` steals to go.
    fn goblins_prompt(&self, left: u8) -> String;
    /// Shadow Queen: the blind steal.
    fn shadow_queen_prompt(&self) -> String;
    /// The Laraki: keep one.
    fn laraki_keep_prompt(&self) -> String;
    /// The Laraki: the card `to` receives (`None`: nobody left in line).
    fn laraki_give_prompt(&self, to: Option<Seat>, viewer: Option<Seat>) -> String;
    /// The note when the table lets a steal happen for a robbed player holding no Amulet.
    fn no_amulet_note(&self, thief: Seat, viewer: Option<Seat>) -> String;
    /// A drop of the steal marker on one's own seat.
    fn cannot_steal_from_yourself(&self) -> String;
    /// A supernatural dropped on a line that cannot take it.
    fn line_cannot_take(&self) -> String;
    /// A single card dropped as if a set.
    fn only_complete_sets(&self) -> String;
    /// Heading over the Amazon's supernatural requests.
    fn ask_by_name_group(&self) -> &'static str;
    /// Heading over the Amazon's requests by kind.
    fn ask_kind_group(&self) -> &'static str;
    /// Heading over the discards.
    fn discard_group(&self) -> &'static str;

    // ---- the end --------------------------------------------------------------------------

    /// How the game ended: by repetition, or the deck ran out.
    fn ending(&self, repetition: bool) -> String;
    /// The score sheet's column headings.
    fn score_columns(&self) -> [&'static str; 3];
    /// A score cell with no combo.
    fn score_none(&self) -> &'static str;
    /// A line in the score sheet with its cards and points.
    fn score_line(&self, cards: &[Supernatural], points: u32) -> String;
    /// A set in the score sheet with its points.
    fn score_set(&self, kind: SetKind) -> String;
    /// How combos score, under the score sheet.
    fn score_rules_note(&self) -> String;
    /// The result under the score sheet after a repetition.
    fn repetition_note(&self) -> String;
    /// The winner or winners and their points.
    fn winners_note(&self, leaders: &[Seat], points: u32, viewer: Option<Seat>) -> String;
}
