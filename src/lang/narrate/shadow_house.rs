//! Plain-words log lines, told from what [`Game::redact`](crate::engine::Game::redact) gave
//! each viewer, in the current language (the words themselves are in
//! [`crate::lang::shadow_house`]).

use super::Narrate;
use crate::engine::Seat;
use crate::games::shadow_house::{
    Audience, Card, Happening, RoundResult, ShadowAction, ShadowEvent, ShadowHouseGame,
    ShadowRefusal,
};
use crate::lang;

fn line(event: &ShadowEvent, viewer: Option<Seat>) -> Option<String> {
    let words = lang::shadow_house();
    Some(match &event.what {
        Happening::RoundDealt { round } => words.round_dealt(*round),
        Happening::Dealt { cards } => words.your_cards(cards),
        Happening::TurnBegan { .. } => return None,
        Happening::SkippedEmptyHand { seat } => words.skipped_empty_hand(*seat, viewer),
        Happening::Played { seat, card, target } => match target {
            Some(t) => words.played_on(*seat, *card, *t, viewer),
            None if card.targets() => words.played_without_target(*seat, *card, viewer),
            None => words.played(*seat, *card, viewer),
        },
        Happening::Answered { seat, reply } => words.answered(*seat, *reply, viewer),
        Happening::HandcuffsGiven { to } => words.handcuffs_given(*to, viewer),
        Happening::Discarded { seat, card } => words.discarded(*seat, *card, viewer),
        Happening::DrewFromPile { seat } => words.drew_from_pile(*seat, viewer),
        Happening::Drew { card } => words.drew(*card),
        Happening::TobyRevealed {
            target,
            card: Card::Culprit,
        } => words.toby_revealed_culprit(*target, viewer),
        Happening::TobyRevealed { target, card } => words.toby_revealed(*target, *card, viewer),
        Happening::BabyShowed { culprit } => words.baby_showed(*culprit, viewer),
        Happening::SawHand { seat, cards } => words.saw_hand(*seat, cards, viewer),
        Happening::Shared { seats } => words.shared(seats, viewer),
        Happening::Rumored { pairs } => words.rumored(!pairs.is_empty()),
        Happening::FrenzyFizzled => words.frenzy_fizzled(),
        Happening::FrenzyDealt { seats } => words.frenzy_dealt(seats, viewer),
        Happening::FrenzyPool { cards } => words.frenzy_pool(cards),
        Happening::Gave { to, card } => words.gave(*to, *card, viewer),
        Happening::Got {
            from: Some(from),
            card,
        } => words.got(*from, *card, viewer),
        Happening::Got { from: None, card } => words.got_from_frenzy(*card),
        Happening::PutInPool { card } => words.put_in_pool(*card),
        Happening::WitnessSwapped { witness, target } => {
            words.witness_swapped(*witness, *target, viewer)
        }
        Happening::WitnessKept { witness, target } => words.witness_kept(*witness, *target, viewer),
        Happening::Swapped { player, target } => words.swapped(*player, *target, viewer),
        Happening::Said { seat, statement } => words.said(*seat, *statement, viewer),
        Happening::RoundEnded(result) => words.round_ended(result, viewer),
        Happening::MatchOver { winners } => words.match_over(winners, viewer),
    })
}

fn action(action: &ShadowAction) -> String {
    let words = lang::shadow_house();
    match action {
        ShadowAction::Play(card) if card.targets() => words.play_without_target(*card),
        ShadowAction::Play(card) => words.play(*card),
        ShadowAction::PlayAt { card, target } => words.play_on(*card, *target),
        ShadowAction::Answer(reply) => words.answer(*reply),
        ShadowAction::Discard(card) => words.discard(*card),
        ShadowAction::Give(card) => words.give(*card),
        ShadowAction::SwapWithWitnessed => words.swap_with_witnessed(),
        ShadowAction::KeepHands => words.keep_hands(),
        ShadowAction::Say(statement) => words.say(*statement),
    }
}

impl Narrate for ShadowHouseGame {
    fn tell(seen: &ShadowEvent, viewer: Option<Seat>) -> Option<String> {
        line(seen, viewer)
    }

    fn describe_action(&self, action: &ShadowAction) -> String {
        match action {
            // The action names the card alone; the game knows who gets it.
            ShadowAction::Give(card) => lang::shadow_house::give_words(self, *card),
            _ => self::action(action),
        }
    }

    fn refusal_words(why: &ShadowRefusal) -> String {
        lang::shadow_house::refusal_words(*why)
    }
}

/// A memory note in plain words for `viewer` (the private notes panel).
pub fn describe_memory(what: &Happening, viewer: Seat) -> Option<String> {
    line(
        &ShadowEvent {
            audience: Audience::Only(viewer),
            what: what.clone(),
        },
        Some(viewer),
    )
}

/// How a round ended, in a sentence for `viewer`.
pub fn describe_ending(result: &RoundResult, viewer: Option<Seat>) -> String {
    lang::shadow_house().ending(result.ending, result.culprit, viewer)
}
