//! The words of You May Be Eaten By a Grue: its log, prompts, refusals, table and cards.
//!
//! Seats are passed with the `viewer` (or the acting seat) who reads the sentence, so each
//! language says "you" in its own forms. The game decides what a viewer may know (an offered
//! card is `None` to onlookers); the catalogue only words it.

use super::GameWords;
use crate::engine::Seat;
use crate::games::grue::{Card, Defense, GrueAction, GrueRefusal, Side, Statement};

/// A public status on a seat's panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatBadge {
    Grue,
    Ready,
    Frightened,
    Wizard,
    Lantern,
    /// The Traitor, known to everyone.
    Traitor,
    /// The Traitor, known only to the viewer (its holder or the Grue's ally).
    SecretTraitor,
    Eaten,
}

/// A role as the score sheet names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShownRole {
    Grue,
    Traitor,
    UnmaskedTraitor,
    Wizard,
    Adventurer,
}

/// How a seat ended the night.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fate {
    SlainBy(Seat),
    Survived,
    /// The Wizard, eaten for showing this card.
    EatenFumbling(Card),
    Eaten,
}

/// What the player whose turn it is may do, for the turn's prompt.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TurnChoices {
    pub offer: bool,
    pub search: bool,
    pub force: bool,
    pub reveal: bool,
    pub speak: bool,
}

pub trait GrueWords: GameWords {
    // Cards.
    /// A card's shown name ("Lantern").
    fn card_name(&self, card: Card) -> &'static str;
    /// A few words on a card's face (at most 18 bytes, for a phone).
    fn card_hint(&self, card: Card) -> &'static str;
    /// Everything a card does, shown on tap or hover.
    fn card_text(&self, card: Card) -> &'static str;

    // The log.
    /// The deal: who is the Grue, and the Wizard at six seats.
    fn dealt(&self, grue: Seat, wizard: Option<Seat>, viewer: Option<Seat>) -> String;
    /// The Grue turns its card face up.
    fn readied(&self) -> &'static str;
    /// The Grue lets its turn go by.
    fn waited(&self) -> &'static str;
    /// The Grue attacks `target` (the log line and the table's fact).
    fn attacked(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The attacked seat shows the Lantern.
    fn showed_lantern(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The attacked seat shows the Shield.
    fn raised_shield(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The attacked seat shows the Shield and the Sword.
    fn showed_shield_and_sword(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The attacked seat shows the Traitor card.
    fn showed_traitor(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The Wizard shows Darkness, which becomes a fireball.
    fn cast_fireball(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// The Wizard shows any other card and is eaten.
    fn fumbled(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// The attacked seat has no defence.
    fn had_nothing(&self, target: Seat, viewer: Option<Seat>) -> String;
    /// A seat is eaten.
    fn died(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A seat slays the Grue.
    fn grue_slain(&self, by: Seat, viewer: Option<Seat>) -> String;
    /// A seat reveals the Lantern.
    fn lantern_revealed(&self, by: Seat, viewer: Option<Seat>) -> String;
    /// The Lantern's holder speaks.
    fn spoke(&self, by: Seat, statement: Statement, viewer: Option<Seat>) -> String;
    /// A trade offered face down; `card` only for the one offering.
    fn offered(&self, from: Seat, to: Seat, card: Option<Card>, viewer: Option<Seat>) -> String;
    /// `to` declines `from`'s offer.
    fn declined(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String;
    /// A trade as its two traders saw it: `to` gave `given` and took `offered`.
    fn traded_seen(
        &self,
        from: Seat,
        to: Seat,
        offered: Card,
        given: Card,
        viewer: Option<Seat>,
    ) -> String;
    /// A trade as everyone else saw it.
    fn traded_unseen(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String;
    /// A seat searches a corpse (the log line and the table's fact).
    fn investigated(&self, by: Seat, corpse: Seat, viewer: Option<Seat>) -> String;
    /// The searcher draws a card from the corpse.
    fn drew(&self, by: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// The searcher puts a card back; `card` only for the searcher.
    fn returned(&self, by: Seat, corpse: Seat, card: Option<Card>, viewer: Option<Seat>) -> String;
    /// The Lantern's holder forces a trade on `to`.
    fn forced_trade(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String;
    /// The forced seat gives a card back face up.
    fn forced_return(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// A seat passes.
    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// The draw by repetition, as it happens.
    fn repetition(&self) -> &'static str;
    /// The `dawn` variant's draw, as it happens.
    fn dawn(&self) -> &'static str;
    /// A side wins, as it happens.
    fn won(&self, side: Side) -> &'static str;
    /// A statement by `speaker` as `viewer` reads it ("I trust you." when it is about them, "get
    /// it to me." when it is about the speaker).
    fn statement(
        &self,
        statement: Statement,
        speaker: Option<Seat>,
        viewer: Option<Seat>,
    ) -> String;
    /// A button label for `actor`'s action (`holds_lantern`: whether `actor` holds it).
    fn action(&self, action: &GrueAction, actor: Option<Seat>, holds_lantern: bool) -> String;

    // Refusals: why a move is not legal now, as a lower-case clause.
    /// The game has ended.
    fn refused_game_over(&self) -> &'static str;
    /// Offering the Traitor card.
    fn refused_traitor_trade(&self) -> &'static str;
    /// Revealing a Lantern already face up.
    fn refused_lantern_already_up(&self) -> &'static str;
    /// Revealing a Lantern one does not hold.
    fn refused_reveal_not_held(&self) -> &'static str;
    /// Revealing the Lantern while attacked, instead of showing it.
    fn refused_reveal_under_attack(&self) -> &'static str;
    /// Offering a trade to the Grue.
    fn refused_grue_trade(&self) -> &'static str;
    /// Offering a card `seat` does not hold.
    fn refused_card_not_held(&self, seat: Seat, card: Card) -> String;
    /// The Grue attacking while frightened.
    fn refused_grue_frightened(&self) -> &'static str;
    /// Someone other than the Grue attacking or getting ready.
    fn refused_only_grue_attacks(&self) -> &'static str;
    /// Speaking twice in a turn.
    fn refused_spoke_already(&self) -> &'static str;
    /// Speaking, searching or forcing without the revealed Lantern.
    fn refused_only_lantern_holder(&self) -> &'static str;
    /// Keeping the Lantern dark when nobody is asked.
    fn refused_no_lantern_question(&self) -> &'static str;
    /// Anything while the seats are asked about the Lantern before `next`'s turn.
    fn refused_lantern_question(&self, next: Seat, asked: Seat) -> String;
    /// Anything while `target` must answer an attack.
    fn refused_attack_pending(&self, target: Seat) -> String;
    /// Anything while `to` must answer an offer.
    fn refused_offer_pending(&self, to: Seat) -> String;
    /// Anything while `to` owes a card for the Lantern.
    fn refused_forced_return_pending(&self, to: Seat) -> String;
    /// Anything while the searcher must put a card back.
    fn refused_corpse_return_pending(&self) -> &'static str;
    /// Anything while a card is drawn from a corpse.
    fn refused_corpse_draw_pending(&self) -> &'static str;
    /// Any other move `seat` cannot make now.
    fn refused_not_now(&self, seat: Seat) -> String;
    /// Any move when nobody is to act.
    fn refused_nobody_acts(&self) -> &'static str;

    // Drops that mean no legal move.
    /// A card dropped on one's own seat on one's turn.
    fn drop_on_another_player(&self) -> &'static str;
    /// A card dropped on an eaten seat.
    fn eaten_cannot_trade(&self, seat: Seat) -> String;
    /// An answer to an offer dropped elsewhere than on `from`.
    fn accept_on_offerer(&self, from: Seat) -> String;
    /// A forced return dropped elsewhere than on `giver`.
    fn return_to_lantern_giver(&self, giver: Seat) -> String;
    /// A defence dropped elsewhere than on the Grue.
    fn defend_on_grue(&self) -> &'static str;
    /// A card other than the Lantern dropped on a corpse.
    fn only_lantern_searches(&self) -> &'static str;

    // The table.
    /// A seat's badge label.
    fn badge(&self, badge: SeatBadge) -> &'static str;
    /// What a badge's state does, for its hover text (none where the label says it all).
    fn badge_means(&self, badge: SeatBadge) -> Option<&'static str>;
    /// The word under the Grue's card.
    fn grue_card_note(&self, ready: bool) -> &'static str;
    /// A corpse pile's label.
    fn corpse_pile(&self, cards: u8) -> String;
    /// The label of the Darkness cards set aside at the deal.
    fn set_aside_pile(&self, cards: u8) -> String;
    /// A seat's last statement under its panel, in quotes.
    fn seat_said(&self, words: &str) -> String;
    /// The night's length in the `dawn` variant.
    fn night_until_dawn(&self, grue_turns: u16, dawn_after: u16) -> String;
    /// The night's length without a dawn.
    fn night_so_far(&self, grue_turns: u16) -> String;
    /// The position was seen before: a third time draws.
    fn seen_before(&self) -> &'static str;
    /// Between turns, the Lantern question before `next`'s turn.
    fn asking_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String;
    /// Someone else's offer waits for an answer.
    fn offer_pending(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String;
    /// The viewer's own offer waits for an answer.
    fn own_offer_pending(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String;
    /// `to` owes a card for the Lantern.
    fn owes_card(&self, to: Seat, viewer: Option<Seat>) -> String;

    // Prompts.
    /// The Grue's turn.
    fn grue_prompt(&self, ready: bool) -> &'static str;
    /// Anyone else's turn.
    fn turn_prompt(&self, choices: TurnChoices) -> String;
    /// Between turns, to the Lantern's holder.
    fn reveal_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String;
    /// Between turns, to a seat without the Lantern.
    fn no_lantern_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String;
    /// Attacked with nothing that saves.
    fn attacked_with_nothing(&self) -> &'static str;
    /// The Wizard attacked: the one card must be shown.
    fn attacked_wizard(&self) -> String;
    /// Attacked with a choice of `defenses`, each said with what it does.
    fn attacked_choose(&self, defenses: &[Defense], traitor_unmasked: bool) -> String;
    /// An offer to the viewer from `from` (`reveal`: the viewer may reveal the Lantern first).
    fn offer_prompt(&self, from: Seat, viewer: Option<Seat>, reveal: bool) -> String;
    /// The viewer drew `drawn` from `corpse` and puts a card back.
    fn put_back_prompt(&self, drawn: Card, corpse: Seat, viewer: Option<Seat>) -> String;
    /// Someone else puts a card back into a corpse.
    fn putting_back(&self, by: Seat, corpse: Seat, viewer: Option<Seat>) -> String;
    /// The viewer waits for `to` to answer its offer.
    fn deciding_on_offer(&self, to: Seat, viewer: Option<Seat>) -> String;
    /// The viewer was handed the Lantern by `giver` and gives a card back.
    fn forced_return_prompt(&self, giver: Seat, viewer: Option<Seat>) -> String;
    /// A card is being drawn from a corpse.
    fn drawing_from_corpse(&self) -> &'static str;
    /// The game is over.
    fn game_over(&self) -> &'static str;
    /// The heading over the statements in the actions panel.
    fn speak_group(&self) -> &'static str;
    /// The heading over the trades a seat may offer, listed after its other moves.
    fn offer_group(&self) -> &'static str;
    /// The note of the move the table makes for a seat without the Lantern.
    fn kept_dark_for_you(&self) -> &'static str;

    // The end.
    /// The score sheet's columns: role, side, fate.
    fn score_columns(&self) -> [&'static str; 3];
    /// A role on the score sheet.
    fn shown_role(&self, role: ShownRole) -> &'static str;
    /// A side on the score sheet.
    fn side(&self, side: Side) -> &'static str;
    /// How a seat ended the night, as `viewer` reads it.
    fn fate(&self, fate: Fate, viewer: Option<Seat>) -> String;
    /// The end line of a dawn draw.
    fn dawn_ending(&self, grue_turns: u16) -> String;
    /// The end line of a draw by repetition.
    fn repetition_ending(&self) -> &'static str;
    /// The end line of a win.
    fn won_ending(&self, side: Side) -> &'static str;
}

/// Why a move was refused, in the current language's words.
pub fn refusal_words(why: GrueRefusal) -> String {
    let words = super::grue();
    match why {
        GrueRefusal::GameOver => words.refused_game_over().into(),
        GrueRefusal::TraitorTrade => words.refused_traitor_trade().into(),
        GrueRefusal::LanternAlreadyUp => words.refused_lantern_already_up().into(),
        GrueRefusal::RevealNotHeld => words.refused_reveal_not_held().into(),
        GrueRefusal::RevealUnderAttack => words.refused_reveal_under_attack().into(),
        GrueRefusal::GrueTrade => words.refused_grue_trade().into(),
        GrueRefusal::CardNotHeld(seat, card) => words.refused_card_not_held(seat, card),
        GrueRefusal::GrueFrightened => words.refused_grue_frightened().into(),
        GrueRefusal::OnlyGrueAttacks => words.refused_only_grue_attacks().into(),
        GrueRefusal::SpokeAlready => words.refused_spoke_already().into(),
        GrueRefusal::OnlyLanternHolder => words.refused_only_lantern_holder().into(),
        GrueRefusal::NoLanternQuestion => words.refused_no_lantern_question().into(),
        GrueRefusal::LanternQuestion { next, asked } => words.refused_lantern_question(next, asked),
        GrueRefusal::AttackPending(target) => words.refused_attack_pending(target),
        GrueRefusal::OfferPending(to) => words.refused_offer_pending(to),
        GrueRefusal::ForcedReturnPending(to) => words.refused_forced_return_pending(to),
        GrueRefusal::CorpseReturnPending => words.refused_corpse_return_pending().into(),
        GrueRefusal::CorpseDrawPending => words.refused_corpse_draw_pending().into(),
        GrueRefusal::NotNow(seat) => words.refused_not_now(seat),
        GrueRefusal::NobodyActs => words.refused_nobody_acts().into(),
    }
}
