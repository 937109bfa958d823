use crate::engine::Seat;
use crate::games::shadow_house::{
    Card, Ending, INFO, Part, ROLE_ACCOMPLICE, ROLE_CULPRIT, ROLE_OTHER, Reply, RoundResult,
    Statement,
};
use crate::lang::shadow_house::ShadowHouseWords;
use crate::lang::words::{and_list, capitalise, count, name, object, or_list, possessive, verb};

pub struct ShadowHouse;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "detective questions",
        label: "Detective questions asked",
        came_off: Some(("culprits found by Detective", "found the Culprit")),
    },
    crate::lang::CallWords {
        key: "culprits found by Toby",
        label: "Culprits found by Toby",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "Culprit passed on",
        label: "Culprit passed on",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "accomplice cards played",
        label: "Accomplice cards played",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "rounds won by own side",
        label: "Rounds your side won",
        came_off: None,
    },
];

game_words_from_info!(ShadowHouse, INFO, CALLS, ROLE_CULPRIT => "Culprit", ROLE_ACCOMPLICE => "Accomplice", ROLE_OTHER => "other");

/// Cards in a list: "Detective, Alibi and Swap", or "nothing".
fn cards(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "nothing".into();
    }
    let names: Vec<&str> = cards.iter().map(|&c| ShadowHouse.card_name(c)).collect();
    and_list(&names)
}

/// Seats in a list, as objects: "you and Seat 3".
fn seats(list: &[Seat], viewer: Option<Seat>) -> String {
    let names: Vec<String> = list.iter().map(|&s| object(s, viewer)).collect();
    and_list(&names)
}

/// "Your" or "Seat N's", opening a sentence.
fn whose(seat: Seat, viewer: Option<Seat>) -> String {
    capitalise(&possessive(seat, viewer))
}

impl ShadowHouseWords for ShadowHouse {
    fn card_name(&self, card: Card) -> &'static str {
        card.name()
    }

    fn card_hint(&self, card: Card) -> &'static str {
        match card {
            Card::FirstOnTheScene => "Opens the round",
            Card::Culprit => "Last card: you win",
            Card::Detective => "Are you the culprit?",
            Card::Accomplice => "Join the culprit",
            Card::Sheriff => "Give the handcuffs",
            Card::Alibi => "Held: say no",
            Card::Toby => "Reveal a card",
            Card::Baby => "See the culprit",
            Card::Share => "All give one left",
            Card::Rumors => "All take from right",
            Card::Frenzy => "Pool and deal again",
            Card::Soothsayer => "Say what you think",
            Card::Witness => "Look at a hand",
            Card::Servant => "No Detective on you",
            Card::Housekeeper => "No Toby or Sheriff",
            Card::Swap => "Trade a card",
        }
    }

    fn card_text(&self, card: Card) -> String {
        let text = match card {
            Card::FirstOnTheScene => {
                "Whoever holds it opens the round by laying it down. It does nothing else."
            }
            Card::Culprit => {
                "Whoever holds this card is the culprit. It can be played, or discarded for an \
                 Accomplice, only as the last card in your hand; then the culprit and every \
                 accomplice score 2, unless the culprit wears the handcuffs: then they are caught \
                 and every other player who is not an accomplice scores 1. It can be passed on by \
                 Share, Rumors, Frenzy, Swap or a Witness swap."
            }
            Card::Detective => {
                "Ask another player: \u{201c}Are you the culprit?\u{201d} They must tell the \
                 truth, unless they hold an Alibi, which makes them say no. A yes ends the round: \
                 you score 2 (nothing if you are an accomplice) and every other player who is \
                 neither the culprit nor an accomplice scores 1. Nobody the Servant protects can \
                 be asked."
            }
            Card::Accomplice => {
                "You side with the culprit for the rest of the round, whatever else you play: you \
                 score 2 if the culprit gets away, and nothing otherwise. Choose another player \
                 with a card: they discard one of their choice face up and draw a new one from the \
                 pile. If they discard the Culprit as their last card, the culprit's side wins \
                 at once."
            }
            Card::Sheriff => {
                "Give the handcuffs to another player (not one the Housekeeper protects). If the \
                 culprit wears them when the Culprit is revealed, the culprit is caught: every \
                 other player who is not an accomplice scores 1. On anyone else they do nothing."
            }
            Card::Alibi => {
                "Does nothing when played. While you hold it you must answer no to a Detective, \
                 which only matters to the culprit. Answering does not use it up."
            }
            Card::Toby => {
                "Choose another player with a card (not one the Housekeeper protects): a card \
                 picked at random from their hand is shown to everyone. If it is the Culprit, you \
                 have exposed them: you score 3 (nothing if you are an accomplice) and every \
                 other player who is neither the culprit nor an accomplice scores 1. Any other \
                 card goes back into their hand."
            }
            Card::Baby => {
                "Everyone else closes their eyes and only the culprit opens theirs: you alone \
                 learn who holds the Culprit."
            }
            Card::Share => {
                "Everyone with a card gives one to the player on their left, all choosing face \
                 down at once. A player with no cards gives nothing but still receives."
            }
            Card::Rumors => {
                "Everyone takes a card at random from the hand of the player on their right, all \
                 at once."
            }
            Card::Frenzy => {
                "Everyone with a card, you too, puts one face down in a pool. You see the pool, \
                 then it is dealt back at random, one card to each who put one in. As your last \
                 card it does nothing."
            }
            Card::Soothsayer => {
                "Tell the table what you think: suspect a player, vouch for one, or admit you have \
                 no idea yet. You may be wrong, or lying."
            }
            Card::Witness => {
                "Look at another player's hand in secret. If you saw the Culprit or an Accomplice \
                 and still hold a card, you may each swap one card face down."
            }
            Card::Servant => "No Detective can question you until your next turn.",
            Card::Housekeeper => "Toby and the Sheriff cannot choose you until your next turn.",
            Card::Swap => {
                "Give another player a card face down; they choose the card they give you back. \
                 As your last card it does nothing."
            }
        };
        match card.copies() {
            1 => text.to_string(),
            copies => format!("{text} The box holds {copies}."),
        }
    }

    fn round_dealt(&self, round: u8) -> String {
        format!("Round {round}: four cards are dealt to each player.")
    }

    fn your_cards(&self, hand: &[Card]) -> String {
        format!("You were dealt {}.", cards(hand))
    }

    fn skipped_empty_hand(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} no cards and {} skipped.",
            name(seat, viewer),
            verb(seat, viewer, "have", "has"),
            verb(seat, viewer, "are", "is")
        )
    }

    fn played(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("{} played {card}.", name(seat, viewer))
    }

    fn played_on(&self, seat: Seat, card: Card, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} played {card} on {}.",
            name(seat, viewer),
            object(target, viewer)
        )
    }

    fn played_without_target(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} played {card}; nobody could be chosen, so it does nothing.",
            name(seat, viewer)
        )
    }

    fn answered(&self, seat: Seat, reply: Reply, viewer: Option<Seat>) -> String {
        match reply {
            Reply::Yes => format!("{}: \"Yes, I am the culprit.\"", name(seat, viewer)),
            Reply::No => format!("{}: \"No, I'm not the culprit!\"", name(seat, viewer)),
        }
    }

    fn handcuffs_given(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!("The handcuffs go to {}.", object(to, viewer))
    }

    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("{} discarded {card} face up.", name(seat, viewer))
    }

    fn drew_from_pile(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} drew a card from the pile.", name(seat, viewer))
    }

    fn drew(&self, card: Card) -> String {
        format!("You drew {card}.")
    }

    fn toby_revealed_culprit(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Toby made {} reveal a card: the Culprit!",
            object(target, viewer)
        )
    }

    fn toby_revealed(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "Toby made {} reveal a card: {card}. It goes back into {} hand.",
            object(target, viewer),
            possessive(target, viewer)
        )
    }

    fn baby_showed(&self, culprit: Seat, viewer: Option<Seat>) -> String {
        if Some(culprit) == viewer {
            "The Baby of the family saw you open your eyes: you hold the Culprit.".into()
        } else {
            format!(
                "The Baby of the family saw who opened their eyes: {culprit} holds the Culprit."
            )
        }
    }

    fn saw_hand(&self, seat: Seat, hand: &[Card], viewer: Option<Seat>) -> String {
        format!(
            "You looked at {} hand: {}.",
            possessive(seat, viewer),
            cards(hand)
        )
    }

    fn shared(&self, list: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Share: {} each gave a card to the player on their left.",
            seats(list, viewer)
        )
    }

    fn rumored(&self, anyone_took: bool) -> String {
        if anyone_took {
            "Rumors: everyone took a random card from the hand on their right.".into()
        } else {
            "Rumors: nobody had a card to take.".into()
        }
    }

    fn frenzy_fizzled(&self) -> String {
        "Frenzy on a last card: nothing happens.".into()
    }

    fn frenzy_dealt(&self, list: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Frenzy: {} put a card in, and the pool was dealt back at random.",
            seats(list, viewer)
        )
    }

    fn frenzy_pool(&self, pool: &[Card]) -> String {
        format!("You saw the Frenzy pool: {}.", cards(pool))
    }

    // Said alike whether you gave it or it was taken from you (Rumors).
    fn gave(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("{} now has your {card}.", object(to, viewer))
    }

    fn got(&self, from: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("You received {card} from {}.", object(from, viewer))
    }

    fn got_from_frenzy(&self, card: Card) -> String {
        format!("Frenzy dealt you {card}.")
    }

    fn put_in_pool(&self, card: Card) -> String {
        format!("You put {card} into the Frenzy pool.")
    }

    fn witness_swapped(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} and {} swapped a card face down.",
            name(witness, viewer),
            object(target, viewer)
        )
    }

    fn witness_kept(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "No swap between {} and {}: a Witness may swap only after seeing the Culprit or an \
             Accomplice.",
            object(witness, viewer),
            object(target, viewer)
        )
    }

    fn swapped(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} swapped a card with {}.",
            name(player, viewer),
            object(target, viewer)
        )
    }

    fn said(&self, seat: Seat, statement: Statement, viewer: Option<Seat>) -> String {
        format!(
            "{} (Soothsayer): \"{}\"",
            name(seat, viewer),
            self.statement(statement, viewer)
        )
    }

    fn statement(&self, statement: Statement, viewer: Option<Seat>) -> String {
        match statement {
            Statement::Suspect(s) if Some(s) == viewer => {
                format!("I think you, {s}, hold the Culprit.")
            }
            Statement::Vouch(s) if Some(s) == viewer => format!("I'm sure you, {s}, are innocent."),
            Statement::Suspect(s) => format!("I think {s} holds the Culprit."),
            Statement::Vouch(s) => format!("I'm sure {s} is innocent."),
            Statement::NoIdea => "I have no idea who did it yet.".into(),
        }
    }

    fn ending(&self, ending: Ending, culprit: Seat, viewer: Option<Seat>) -> String {
        let c = object(culprit, viewer);
        // "You, the culprit, ..." or "Seat 3, the culprit, ...": past tenses agree with either.
        let who = name(culprit, viewer);
        match ending {
            Ending::Detective { by } => {
                format!("{} Detective found the culprit: {c}.", whose(by, viewer))
            }
            Ending::Toby { by } => format!("{} Toby exposed the culprit: {c}.", whose(by, viewer)),
            Ending::CulpritEscaped { discarded: false } => {
                format!("{who}, the culprit, played the Culprit as a last card and got away!")
            }
            Ending::CulpritEscaped { discarded: true } => {
                format!(
                    "{who}, the culprit, had to discard the Culprit as a last card and got away!"
                )
            }
            Ending::Handcuffed { .. } => {
                format!(
                    "{who}, the culprit, revealed the Culprit while wearing the handcuffs: caught!"
                )
            }
        }
    }

    fn round_ended(&self, result: &RoundResult, viewer: Option<Seat>) -> String {
        let mut text = self.ending(result.ending, result.culprit, viewer);
        if !result.accomplices.is_empty() {
            text.push_str(&format!(
                " {}: {}.",
                if result.accomplices.len() == 1 {
                    "Accomplice"
                } else {
                    "Accomplices"
                },
                seats(&result.accomplices, viewer)
            ));
        }
        let scored: Vec<String> = result
            .points
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0)
            .map(|(i, p)| format!("{} +{p}", object(Seat(i as u8), viewer)))
            .collect();
        if scored.is_empty() {
            text.push_str(" Nobody scores.");
        } else {
            text.push_str(&format!(" Scores: {}.", scored.join(", ")));
        }
        text
    }

    fn match_over(&self, winners: &[Seat], viewer: Option<Seat>) -> String {
        if winners.is_empty() {
            return "The investigation is over. Nobody wins.".into();
        }
        format!(
            "The investigation is over. {}: {}.",
            if winners.len() == 1 {
                "Winner"
            } else {
                "Winners"
            },
            seats(winners, viewer)
        )
    }

    fn play(&self, card: Card) -> String {
        format!("Play {card}")
    }

    fn play_without_target(&self, card: Card) -> String {
        format!("Play {card} (no one to choose)")
    }

    fn play_on(&self, card: Card, target: Seat) -> String {
        format!("Play {card} on {target}")
    }

    fn answer(&self, reply: Reply) -> String {
        match reply {
            Reply::Yes => "Answer: \"Yes, I am the culprit\"".into(),
            Reply::No => "Answer: \"No, I'm not the culprit!\"".into(),
        }
    }

    fn discard(&self, card: Card) -> String {
        format!("Discard {card}")
    }

    fn give(&self, card: Card) -> String {
        format!("Give {card}")
    }

    fn give_to(&self, card: Card, to: Seat) -> String {
        format!("Give {card} to {to}")
    }

    fn give_to_pool(&self, card: Card) -> String {
        format!("Put {card} in the pool")
    }

    fn swap_with_witnessed(&self) -> String {
        "Swap a card with them".into()
    }

    fn keep_hands(&self) -> String {
        "Don't swap".into()
    }

    fn say(&self, statement: Statement) -> String {
        format!("Say: \"{}\"", self.statement(statement, None))
    }

    fn soothsayer_heading(&self) -> &'static str {
        "Soothsayer: say one thing"
    }

    fn refuse_match_over(&self) -> String {
        "the match is over".into()
    }

    fn refuse_must_open(&self, seat: Seat) -> String {
        format!("{seat} must open with First on the scene")
    }

    fn refuse_culprit_not_last(&self) -> String {
        "the Culprit can only be played as the last card in hand".into()
    }

    fn refuse_not_held(&self, seat: Seat, card: Card) -> String {
        format!("{seat} does not hold {card}")
    }

    fn refuse_not_aimed(&self, card: Card) -> String {
        format!("{card} is not aimed at anyone: play it on its own")
    }

    fn refuse_needs_target(&self, card: Card) -> String {
        format!("{card} must be aimed at a player who can be chosen")
    }

    fn refuse_must_answer(&self, target: Seat) -> String {
        format!("{target} must answer the Detective first")
    }

    fn refuse_culprit_discard(&self, target: Seat) -> String {
        format!("{target} can discard the Culprit only as their last card")
    }

    fn refuse_must_discard(&self, target: Seat) -> String {
        format!("{target} must discard a card first")
    }

    fn refuse_must_share(&self) -> String {
        "every player with a card must give one to the left for Share".into()
    }

    fn refuse_must_pool(&self) -> String {
        "every player with a card must choose one for Frenzy".into()
    }

    fn refuse_must_speak(&self) -> String {
        "the Soothsayer must speak first".into()
    }

    fn refuse_witness_swap(&self) -> String {
        "a swap needs the Culprit or an Accomplice card in the hand looked at".into()
    }

    fn refuse_witness_must_decide(&self) -> String {
        "the Witness must decide about a swap".into()
    }

    fn refuse_not_now(&self, seat: Seat) -> String {
        format!("that is not something {seat} can do now")
    }

    fn refuse_nobody_acts(&self) -> String {
        "nobody may act now".into()
    }

    fn refuse_own_seat(&self, card: Card) -> String {
        format!("{card} must be aimed at another player")
    }

    fn refuse_no_such_seat(&self, target: Seat) -> String {
        format!("there is no {target} at this table")
    }

    fn refuse_servant(&self, target: Seat) -> String {
        format!("the Servant keeps Detectives away from {target} until their next turn")
    }

    fn refuse_housekeeper(&self, target: Seat) -> String {
        format!(
            "the Housekeeper keeps Toby and the Sheriff away from {target} until their next turn"
        )
    }

    fn refuse_last_swap(&self) -> String {
        "Swap as a last card has no effect: play it without a target".into()
    }

    fn refuse_empty_hand(&self, target: Seat) -> String {
        format!("{target} has no cards")
    }

    fn refuse_target(&self, card: Card, target: Seat) -> String {
        format!("{card} cannot be aimed at {target} now")
    }

    fn drop_untargeted_on_player(&self, card: Card) -> String {
        format!("{card} does not target anyone: drop it on the table.")
    }

    fn drop_on_own_seat(&self, card: Card) -> String {
        format!("{card} must be aimed at another player.")
    }

    fn drop_targeted_on_table(&self, card: Card) -> String {
        format!("{card} is aimed at a player: drop it on the one you choose.")
    }

    fn points_badge(&self, points: u8) -> String {
        count(points, "point", "points")
    }

    fn handcuffed_badge(&self) -> &'static str {
        "Handcuffed"
    }

    fn accomplice_badge(&self) -> &'static str {
        "Accomplice"
    }

    fn servant_badge(&self) -> &'static str {
        "No Detective"
    }

    fn housekeeper_badge(&self) -> &'static str {
        "No Toby/Sheriff"
    }

    fn handcuffed_means(&self) -> &'static str {
        "Wears the handcuffs: should the Culprit be played or discarded from this hand as its last card, the culprit is caught instead of winning."
    }

    fn accomplice_means(&self) -> &'static str {
        "Played an Accomplice: sides with the culprit for the rest of the round, and wins or loses with them."
    }

    fn servant_means(&self) -> &'static str {
        "The Servant protects this player: no Detective may question them until their next turn."
    }

    fn housekeeper_means(&self) -> &'static str {
        "The Housekeeper protects this player: Toby and the Sheriff cannot pick them until their next turn."
    }

    fn culprit_badge(&self) -> &'static str {
        "Culprit"
    }

    fn culprit_means(&self) -> &'static str {
        "You hold the Culprit: it can leave your hand only as your last card. Play or discard it then and you and every accomplice score 2, unless you wear the handcuffs. A Detective aimed at you must be answered \u{201c}yes\u{201d} unless you hold an Alibi."
    }

    fn said_briefly(&self, statement: Statement, viewer: Seat) -> String {
        match statement {
            Statement::Suspect(s) => format!("Suspects {}", object(s, Some(viewer))),
            Statement::Vouch(s) => format!("Vouches for {}", object(s, Some(viewer))),
            Statement::NoIdea => "Has no idea yet".into(),
        }
    }

    fn in_front_label(&self) -> &'static str {
        "In front"
    }

    fn play_here_label(&self) -> &'static str {
        "Play here"
    }

    fn discards_label(&self, count: usize) -> String {
        format!("Discards ({count})")
    }

    fn chosen_note(&self) -> &'static str {
        "chosen"
    }

    fn last_played_note(&self) -> &'static str {
        "last played"
    }

    fn lightning_fact(&self) -> String {
        "Lightning investigation: one round, no points".into()
    }

    fn round_of(&self, round: u8, rounds: u8, target: u8) -> String {
        format!("Round {round} of {rounds} · first to {target} points")
    }

    fn round_to_points(&self, round: u8, target: u8) -> String {
        format!("Round {round}: first to {target} points")
    }

    fn scoring_legend(&self) -> &'static str {
        "How points are won: a Detective who finds the culprit scores 2, Toby who exposes them 3, and every other player who is neither the culprit nor an accomplice 1; a culprit who plays or discards the Culprit as their last card scores 2, and so does each accomplice; a culprit caught wearing the handcuffs gives every other player who is not an accomplice 1."
    }

    fn past_round(&self, round: u8, ending: &str) -> String {
        format!("Round {round}: {ending}")
    }

    fn pile_fact(&self, cards: u8) -> String {
        format!("Draw pile: {} face down", count(cards, "card", "cards"))
    }

    fn detective_asks(&self, detective: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} Detective asks {}: \u{201c}Are you the culprit?\u{201d}",
            whose(detective, viewer),
            object(target, viewer)
        )
    }

    fn accomplice_makes_discard(
        &self,
        accomplice: Seat,
        target: Seat,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} Accomplice makes {} discard a card.",
            whose(accomplice, viewer),
            object(target, viewer)
        )
    }

    fn sharing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Share: everyone gives a card to the left. Still choosing: {}.",
            seats(waiting, viewer)
        )
    }

    fn frenzy_choosing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Frenzy: everyone puts a card in the pool. Still choosing: {}.",
            seats(waiting, viewer)
        )
    }

    fn witness_looked(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} Witness looked at {} hand.",
            whose(witness, viewer),
            possessive(target, viewer)
        )
    }

    fn swapping(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} a card with {}.",
            name(player, viewer),
            verb(player, viewer, "swap", "swaps"),
            object(target, viewer)
        )
    }

    fn prompt_open(&self) -> String {
        "You were first on the scene: drag that card onto the table to open the round.".into()
    }

    fn prompt_turn(&self, aimed: &[Card], holds_culprit: bool) -> String {
        // Short: on a phone the prompt shares the dock with the moves and what only you know.
        let mut text = "Your turn: drag a card onto the table".to_string();
        if aimed.is_empty() {
            text.push_str(" to play it.");
        } else {
            let names: Vec<&str> = aimed.iter().map(|&c| self.card_name(c)).collect();
            text.push_str(&format!(", or {} onto a player.", or_list(&names)));
        }
        if holds_culprit {
            text.push_str(" You hold the Culprit: it can only be your last card.");
        }
        text
    }

    fn prompt_answer(&self, detective: Seat) -> String {
        format!(
            "{detective}'s Detective asks if you are the culprit. The cards decide your answer."
        )
    }

    fn prompt_discard(&self, accomplice: Seat) -> String {
        format!(
            "{accomplice} played an Accomplice on you: drag a card onto the discard pile, then \
             you draw a new one."
        )
    }

    fn prompt_share(&self, left: Seat) -> String {
        format!(
            "Share: give a card to {left}, on your left: drag it onto that seat. Nobody sees \
             your choice until all have chosen."
        )
    }

    fn prompt_frenzy(&self) -> String {
        "Frenzy: drag one card onto the table for the pool; the pool is dealt back at random."
            .into()
    }

    fn prompt_speak(&self) -> String {
        "Soothsayer: say what you think about this round.".into()
    }

    fn prompt_witness(&self, target: Seat, may_swap: bool) -> String {
        if may_swap {
            format!("You saw {target}'s hand (see your notes). You may swap a card with them.")
        } else {
            format!(
                "You saw {target}'s hand (see your notes): no Culprit, no Accomplice, so no swap. \
                 Choose \"Don't swap\" to go on; every Witness is asked, so nobody can tell what \
                 you saw."
            )
        }
    }

    fn prompt_give(&self, target: Seat) -> String {
        format!("Drag the card you give onto {target}.")
    }

    fn prompt_give_back(&self, swapper: Seat) -> String {
        format!("{swapper} is swapping with you: drag the card you give back onto {swapper}.")
    }

    fn prompt_over(&self) -> String {
        "The investigation is over.".into()
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::Culprit => "Culprit",
            Part::Accomplice => "Accomplice",
            Part::Detective => "Detective",
            Part::Toby => "Toby",
            Part::Innocent => "Innocent",
        }
    }

    fn round_cell(&self, part: Part, points: u8) -> String {
        if points > 0 {
            format!("{} +{points}", self.part(part))
        } else {
            format!("{} 0", self.part(part))
        }
    }

    fn part_column(&self) -> String {
        "Role".into()
    }

    fn result_column(&self) -> String {
        "Result".into()
    }

    fn result(&self, won: bool) -> String {
        if won { "Won" } else { "Lost" }.into()
    }

    fn round_column(&self, round: u8) -> String {
        format!("Round {round}")
    }

    fn total_column(&self) -> String {
        "Total".into()
    }

    fn round_over(&self, round: u8) -> String {
        format!("Round {round} is over")
    }

    fn match_ending(
        &self,
        ending: &str,
        winners: &[Seat],
        points: Option<u8>,
        viewer: Option<Seat>,
    ) -> String {
        // The sentence tells the last round; the match is won on points, so say which is which.
        let mut text = match points {
            Some(_) => format!("Last round: {ending}"),
            None => ending.to_string(),
        };
        let label = if winners.len() == 1 {
            "Winner"
        } else {
            "Winners"
        };
        match points {
            _ if winners.is_empty() => text.push_str(" Nobody wins."),
            None => text.push_str(&format!(" {label}: {}.", seats(winners, viewer))),
            Some(top) => text.push_str(&format!(
                " {label}: {}, with {}.",
                seats(winners, viewer),
                count(top, "point", "points")
            )),
        }
        text
    }
}
