use crate::engine::{Game, GameInfo, Seat};
use crate::games::GridOfShadowsGame;
use crate::games::grid_of_shadows::{
    Card, Claim, ClaimFact, Colour, Decision, DrawReason, Effect, GridAction, Guess, Phase, Tell,
    Timing, WindowAbout,
};
use crate::lang::grid_of_shadows::GridOfShadowsWords;
use crate::lang::words;

const INFO: GameInfo = GridOfShadowsGame::INFO;

pub struct GridOfShadows;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "challenges",
        label: "“Lights!” called",
        came_off: Some(("challenges won", "right")),
    },
    crate::lang::CallWords {
        key: "bluffs",
        label: "Bluffs played",
        came_off: Some(("bluffs caught", "caught")),
    },
];

game_words_from_info!(GridOfShadows, INFO, CALLS);

fn name(seat: Seat, viewer: Option<Seat>) -> String {
    words::name(seat, viewer)
}

fn object(seat: Seat, viewer: Option<Seat>) -> String {
    words::object(seat, viewer)
}

fn verb(seat: Seat, viewer: Option<Seat>, you: &'static str, they: &'static str) -> &'static str {
    words::verb(seat, viewer, you, they)
}

fn card_list(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|&c| GridOfShadows.card(c)).collect();
    words::and_list(&names)
}

fn cards(n: usize) -> String {
    words::count(n as i64, "card", "cards")
}

fn slot_name(slot: u8) -> String {
    format!("grid space {}", slot + 1)
}

fn claim(claim: Claim) -> String {
    GridOfShadows.card(claim.card())
}

/// "Blessing (4): turn a face-down grid card up...", for prompts.
fn ability_line(number: u8) -> String {
    format!(
        "{} ({number}): {}",
        GridOfShadows.ability(number),
        GridOfShadows.ability_effect(number)
    )
}

impl GridOfShadowsWords for GridOfShadows {
    fn card(&self, card: Card) -> String {
        match card {
            Card::Number { number, colour } => format!("{} {number}", self.colour(colour)),
            Card::Wrath => "Wrath".into(),
            Card::Reflect => "Reflect".into(),
            Card::Gamble => "Gamble".into(),
            Card::Indecisive => "Indecisive".into(),
        }
    }
    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Blue => "Blue",
            Colour::Yellow => "Yellow",
        }
    }
    fn ability(&self, number: u8) -> &'static str {
        match number {
            1 => "Whisper",
            2 => "Deceive",
            3 => "Smite",
            4 => "Blessing",
            5 => "Silence",
            6 => "Shift",
            7 => "Luck",
            8 => "Summon",
            9 => "Hunger",
            10 => "Balance",
            _ => "?",
        }
    }
    fn guess(&self, guess: Guess) -> &'static str {
        match guess {
            Guess::Low => "5 or lower",
            Guess::High => "6 or higher",
            Guess::Power => "a power card",
        }
    }
    fn empty_space(&self) -> &'static str {
        "Empty space"
    }

    fn claim_fact(&self, fact: &ClaimFact, viewer: Seat) -> String {
        let card = self.card(fact.card);
        let laid = match fact.laid {
            1 => "1 card".to_string(),
            n => format!("{n} cards"),
        };
        let known = match fact.accounted {
            1 => "1 is".to_string(),
            n => format!("{n} are"),
        };
        let of = format!(
            "{} laid {laid} as {card}. Of the {} {card}s in the deck, you know where {known}",
            name(fact.by, Some(viewer)),
            fact.copies,
        );
        if fact.truth <= 0.0 {
            format!("{of}, so the claim must be a bluff.")
        } else if fact.vouched {
            let percent = (fact.truth * 100.0).round();
            format!(
                "{of}. You saw {} pick up {card}, and a player who holds the claimed card mostly tells the truth: the chance that the claim is true is about {percent}%.",
                name(fact.by, Some(viewer)),
            )
        } else {
            let percent = (fact.truth * 100.0).round();
            let tell = match fact.tell {
                Some(Tell::BackRound) => {
                    " Players who come back round to add to their own sequence are mostly bluffing."
                }
                Some(Tell::Declined { taken_since }) => &format!(
                    " {} passed up a chance to play {card} truthfully and has taken in {} since: players who hold a card mostly play it.",
                    name(fact.by, Some(viewer)),
                    match taken_since {
                        0 => "no card".to_string(),
                        1 => "only 1 card".to_string(),
                        n => format!("only {n} cards"),
                    }
                ),
                Some(Tell::SeveralCards) => {
                    " Several cards under one claim are nearly always true: a bluff is mostly one card."
                }
                Some(Tell::Hunger) => {
                    " Few lay a Hunger (9) truthfully: it makes them draw two cards for each."
                }
                Some(Tell::OnItsColour) => {
                    " A claim in the colour of the card it lies on is more often true."
                }
                None => "",
            };
            format!(
                "{of}.{tell} From what you can see and how players bluff, the chance that the claim is true is about {percent}%."
            )
        }
    }

    fn starts(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} and {} two grid cards up.",
            name(seat, viewer),
            verb(seat, viewer, "start", "starts"),
            verb(seat, viewer, "turn", "turns")
        )
    }
    fn turn_begins(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} turn.",
            words::capitalise(&words::possessive(seat, viewer))
        )
    }
    fn stopped_flipping(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} no more free flips.",
            name(seat, viewer),
            verb(seat, viewer, "take", "takes")
        )
    }
    fn flipped(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String {
        format!(
            "{} {} up {} on {}.",
            name(seat, viewer),
            verb(seat, viewer, "turn", "turns"),
            self.card(card),
            slot_name(slot)
        )
    }
    fn drew(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        seen: Option<&[Card]>,
        count: usize,
        reason: DrawReason,
    ) -> String {
        let why = match reason {
            DrawReason::Flip => "for flipping",
            DrawReason::Penalty => "as a penalty",
            DrawReason::Whisper => "(Whisper)",
            DrawReason::Smite => "(Smite)",
            DrawReason::Hunger => "(Hunger)",
            DrawReason::Balance => "(Balance)",
            DrawReason::Wrath => "(Wrath)",
            DrawReason::Gamble => "(lost Gamble)",
            DrawReason::WrathRevealed => "(Wrath revealed)",
        };
        let what = match seen {
            Some(drawn) => card_list(drawn),
            None => cards(count),
        };
        format!(
            "{} {} {what} {why}.",
            name(seat, viewer),
            verb(seat, viewer, "draw", "draws")
        )
    }
    fn played(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        declared: Claim,
        count: usize,
        own: Option<&[Card]>,
    ) -> String {
        let base = match declared {
            Claim::Number { .. } => format!(
                "{} {} {} face down on {}, declaring {}.",
                name(seat, viewer),
                verb(seat, viewer, "play", "plays"),
                cards(count),
                slot_name(slot),
                if count == 1 {
                    claim(declared)
                } else {
                    format!("{count} x {}", claim(declared))
                }
            ),
            _ => format!(
                "{} {} a card face down, declaring {}.",
                name(seat, viewer),
                verb(seat, viewer, "play", "plays"),
                claim(declared)
            ),
        };
        match own {
            Some(laid) => format!("{base} (You laid {}.)", card_list(laid)),
            None => base,
        }
    }
    fn ended_turn(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the turn without playing.",
            name(seat, viewer),
            verb(seat, viewer, "end", "ends")
        )
    }
    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {}.",
            name(seat, viewer),
            verb(seat, viewer, "pass", "passes")
        )
    }
    fn lights(&self, caller: Seat, accused: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} \"Lights!\" on {}.",
            name(caller, viewer),
            verb(caller, viewer, "call", "calls"),
            object(accused, viewer)
        )
    }
    fn revealed(
        &self,
        accused: Seat,
        viewer: Option<Seat>,
        shown: &[Card],
        truthful: bool,
    ) -> String {
        format!(
            "Revealed: {}. {}",
            card_list(shown),
            if truthful {
                format!("{} told the truth.", name(accused, viewer))
            } else {
                format!("{} bluffed!", name(accused, viewer))
            }
        )
    }
    fn verdict(&self, truthful: bool) -> &'static str {
        if truthful { "True" } else { "Bluff!" }
    }
    fn took_stack(&self, seat: Seat, viewer: Option<Seat>, count: usize) -> String {
        format!(
            "{} {} the grid card and the cards on it ({}).",
            name(seat, viewer),
            verb(seat, viewer, "take", "takes"),
            cards(count)
        )
    }
    fn sequence_ends(&self) -> String {
        "The sequence ends.".to_string()
    }
    fn ability_fires(&self, seat: Seat, viewer: Option<Seat>, number: u8) -> String {
        format!(
            "{} ({number}) fires for {}.",
            self.ability(number),
            object(seat, viewer)
        )
    }
    fn discarded(&self, seat: Seat, viewer: Option<Seat>, card: Card) -> String {
        format!(
            "{} {} {}.",
            name(seat, viewer),
            verb(seat, viewer, "discard", "discards"),
            self.card(card)
        )
    }
    fn gave(&self, from: Seat, to: Seat, viewer: Option<Seat>, card: Option<Card>) -> String {
        let what = card.map_or_else(|| "a card".to_string(), |c| self.card(c));
        format!(
            "{} {} {what} to {}.",
            name(from, viewer),
            verb(from, viewer, "give", "gives"),
            object(to, viewer)
        )
    }
    fn assigned(&self, from: Seat, to: Seat, viewer: Option<Seat>, effect: Effect) -> String {
        format!(
            "{} {} {} at {}.",
            name(from, viewer),
            verb(from, viewer, "aim", "aims"),
            match effect {
                Effect::Gift => "a gift".to_string(),
                Effect::Draw(n) => format!("a draw of {}", cards(usize::from(n))),
            },
            object(to, viewer)
        )
    }
    fn reflected(&self, seat: Seat, back_to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} it back to {}.",
            name(seat, viewer),
            verb(seat, viewer, "reflect", "reflects"),
            object(back_to, viewer)
        )
    }
    fn silenced(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("Silence: {} will miss the next turn.", object(seat, viewer))
    }
    fn skipped(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} silenced and skipped.",
            name(seat, viewer),
            verb(seat, viewer, "are", "is")
        )
    }
    fn shifted(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        card: Option<Card>,
        to_bottom: bool,
    ) -> String {
        let what = card.map_or_else(|| "a card".to_string(), |c| self.card(c));
        let tail = if to_bottom {
            format!(
                " and {} the other under the draw pile",
                verb(seat, viewer, "put", "puts")
            )
        } else {
            String::new()
        };
        format!(
            "Shift: {} {} {what} face down on {}{tail}.",
            name(seat, viewer),
            verb(seat, viewer, "put", "puts"),
            slot_name(slot)
        )
    }
    fn lucky(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Option<Card>) -> String {
        let what = card.map_or_else(|| "a card".to_string(), |c| self.card(c));
        format!(
            "Luck: {} {} {} and {} {what} face down there.",
            name(seat, viewer),
            verb(seat, viewer, "clear", "clears"),
            slot_name(slot),
            verb(seat, viewer, "put", "puts")
        )
    }
    fn summoned(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String {
        format!(
            "{} {} {} beside the grid ({}).",
            name(seat, viewer),
            verb(seat, viewer, "summon", "summons"),
            self.card(card),
            slot_name(slot)
        )
    }
    fn wrath_played(&self, seat: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Wrath: {} {} {} draw two.",
            name(seat, viewer),
            verb(seat, viewer, "make", "makes"),
            object(target, viewer)
        )
    }
    fn gamble_revealed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        shown: &[Card],
        met: bool,
    ) -> String {
        format!(
            "Gamble by {}: the play beneath was {}: {}.",
            object(seat, viewer),
            card_list(shown),
            if met {
                "true, a card is discarded"
            } else {
                "a bluff, three cards are drawn"
            }
        )
    }
    fn wrath_turned_up(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Wrath is turned up: {} {} two.",
            object(seat, viewer),
            verb(seat, viewer, "draw", "draws")
        )
    }
    fn gamble_guessed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        guess: Guess,
        card: Option<Card>,
        correct: bool,
    ) -> String {
        format!(
            "Gamble turned up: {} {} {}; {}{}.",
            name(seat, viewer),
            verb(seat, viewer, "guess", "guesses"),
            self.guess(guess),
            card.map(|c| format!("the new card is {}, ", self.card(c)))
                .unwrap_or_default(),
            if correct {
                "right"
            } else {
                "wrong, one penalty card"
            }
        )
    }
    fn collapsed(&self, slot: u8) -> String {
        format!(
            "{} collapses under three or more cards.",
            words::capitalise(&slot_name(slot))
        )
    }
    fn stack_cleared(&self, slot: u8) -> String {
        format!("The stack on {} is discarded.", slot_name(slot))
    }
    fn refreshed(&self) -> String {
        "After \"Lights!\", every face-up grid card is replaced face down.".to_string()
    }
    fn final_challenge(&self, set_aside: &[Card]) -> String {
        format!(
            "The draw pile is empty: the final challenge begins! Set-aside cards: {}. Play exact matches face up.",
            card_list(set_aside)
        )
    }
    fn final_played(&self, seat: Seat, viewer: Option<Seat>, slot: u8, laid: &[Card]) -> String {
        format!(
            "{} {} {} with {}.",
            name(seat, viewer),
            verb(seat, viewer, "match", "matches"),
            slot_name(slot),
            card_list(laid)
        )
    }
    fn final_passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} cannot match and {}.",
            name(seat, viewer),
            verb(seat, viewer, "pass", "passes")
        )
    }
    fn went_out(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} out of cards and {} the grid!",
            name(seat, viewer),
            verb(seat, viewer, "are", "is"),
            verb(seat, viewer, "escape", "escapes")
        )
    }
    fn totals(&self, totals: &[u32], winners: &[Seat], viewer: Option<Seat>) -> String {
        let each: Vec<String> = totals
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let seat = Seat(i as u8);
                format!(
                    "{} {} {}",
                    object(seat, viewer),
                    verb(seat, viewer, "have", "has"),
                    words::count(i64::from(t), "point", "points")
                )
            })
            .collect();
        // Only the first name opens the sentence: "Seat 1 and you escape".
        let best: Vec<String> = winners
            .iter()
            .enumerate()
            .map(|(i, &w)| {
                if i == 0 {
                    name(w, viewer)
                } else {
                    object(w, viewer)
                }
            })
            .collect();
        let escape = match winners {
            [one] => verb(*one, viewer, "escape", "escapes"),
            _ => "escape",
        };
        format!(
            "Hand totals: {}. {} {escape} with the lowest total.",
            words::and_list(&each),
            words::and_list(&best)
        )
    }

    fn action(&self, action: &GridAction) -> String {
        use GridAction as A;
        match action {
            A::FreeFlip(slot) => format!("Turn up {} for free", slot_name(*slot)),
            A::StopFlipping => "No more free flips".to_string(),
            A::Flip(slot) => format!("Flip {} and draw a card", slot_name(*slot)),
            A::Lay { slot, card } => format!("Lay {} on {}", self.card(*card), slot_name(*slot)),
            A::Declare(declared) => format!("Declare {}", claim(*declared)),
            A::EndTurn => "End the turn".to_string(),
            A::Pass => "Pass".to_string(),
            A::Lights => "Lights!".to_string(),
            A::LetPass => "Let it pass".to_string(),
            A::WhisperDiscard(card) => format!("Discard {}", self.card(*card)),
            A::Deceive { card, to } => format!("Give {} to {to}", self.card(*card)),
            A::Smite(to) => format!("Smite {to}"),
            A::Bless(slot) => format!("Bless {}", slot_name(*slot)),
            A::Shift { card, slot } => {
                format!("Shift {} onto {}", self.card(*card), slot_name(*slot))
            }
            A::Luck { slot, card } => {
                format!("Luck: {} onto {}", self.card(*card), slot_name(*slot))
            }
            A::WrathTarget(to) => format!("Wrath on {to}"),
            A::GambleDiscard(card) => format!("Discard {}", self.card(*card)),
            A::Guess(g) => format!("Guess {}", self.guess(*g)),
            A::Reflect(card) => format!("Reflect (with {})", self.card(*card)),
            A::Accept => "Take it".to_string(),
            A::Decline => "Don't play".to_string(),
            A::FinalPlay { slot, count } => format!(
                "Match {} with {}",
                slot_name(*slot),
                cards(usize::from(*count))
            ),
            A::FinalFlip(slot) => format!("Turn up {}", slot_name(*slot)),
            A::FinalPass => "Pass".to_string(),
        }
    }
    fn lay_bluff_in_sequence(&self, card: Card, slot: u8, claimed: Claim) -> String {
        format!(
            "Lay {} on {} (a bluff: the claim there is {})",
            self.card(card),
            slot_name(slot),
            claim(claimed)
        )
    }
    fn declare_bluff(&self, claimed: Claim, laid: &[Card]) -> String {
        format!(
            "Declare {} (a bluff: you laid {})",
            claim(claimed),
            card_list(laid)
        )
    }
    fn lay_bluff_on_number(&self, card: Card, slot: u8, number: u8) -> String {
        let article = if number == 8 { "an" } else { "a" };
        format!(
            "Lay {} on {} (a bluff: only {article} {number} can be claimed there)",
            self.card(card),
            slot_name(slot)
        )
    }
    fn final_play_on(&self, card: Card, slot: u8, count: u8) -> String {
        format!(
            "Match {} on {} with {}",
            self.card(card),
            slot_name(slot),
            cards(usize::from(count))
        )
    }
    fn dont_reflect(&self) -> String {
        "Don't reflect".to_string()
    }
    fn phase_hint(&self, phase: &Phase) -> String {
        match phase {
            Phase::FreeFlips {
                seat,
                optional: false,
                ..
            } => format!("{seat} must turn grid cards up for free"),
            Phase::FreeFlips { seat, .. } => format!("{seat} may turn grid cards up for free"),
            Phase::Main {
                seat,
                flipped: false,
            } => format!("{seat} must play or flip"),
            Phase::Main {
                seat,
                flipped: true,
            } => format!("{seat} may play or end the turn"),
            Phase::Building { seat, .. } => format!("{seat} is laying cards and must declare"),
            Phase::Window { window, .. } => match window.asked() {
                Some(seat) => format!("{seat} is asked \"Lights!\" or \"Let it pass\""),
                None => "nobody is asked".to_string(),
            },
            Phase::Sequence { seat } => format!("{seat} may play on the sequence or pass"),
            Phase::Decide { seat, decision } => format!(
                "{seat} must choose for {}",
                match decision {
                    Decision::WhisperDiscard => "Whisper",
                    Decision::Deceive => "Deceive",
                    Decision::Smite => "Smite",
                    Decision::Bless => "Blessing",
                    Decision::Shift => "Shift",
                    Decision::Luck => "Luck",
                    Decision::WrathTarget => "Wrath",
                    Decision::GambleDiscard => "Gamble",
                    Decision::Reflect => "Reflect",
                }
            ),
            Phase::Bonus { seat, .. } => format!("{seat} may play on the new card"),
            Phase::Guess { seat, .. } => format!("{seat} must guess for the Gamble"),
            Phase::Final { seat, .. } => format!("{seat} plays in the final challenge"),
            Phase::FinalFlip { seat } => format!("{seat} must turn a card up"),
            Phase::Over { .. } => "the game is over".to_string(),
        }
    }
    fn refusal(&self, action: &str, hint: &str) -> String {
        format!("{action} is not possible now: {hint}")
    }
    fn game_over(&self) -> String {
        "the game is over".to_string()
    }

    fn ability_effect(&self, number: u8) -> &'static str {
        match number {
            1 => "draw a card, then discard a card from your hand",
            2 => "give a card from your hand to another player",
            3 => "make another player draw a card",
            4 => {
                "turn a face-down grid card up for free, and play on it at once if you can and \
                 wish"
            }
            5 => "the player after the turn's player misses their next turn",
            6 => {
                "draw two cards, put one face down in place of a grid card (discarded with its \
                 stack) and the other under the draw pile"
            }
            7 => {
                "discard a grid card with everything on it and put a card from your hand face \
                 down in its place"
            }
            8 => {
                "add a face-up card from the draw pile beside the grid, and play on it at once \
                 if you wish"
            }
            9 => "its player draws two cards",
            10 => "every player draws a card",
            _ => "nothing",
        }
    }
    fn timing(&self, timing: Timing) -> &'static str {
        match timing {
            Timing::First => "only for the first player to lay it in a sequence (first played)",
            Timing::Each => "once for every card of it laid, in order (each time played)",
            Timing::Last => "only for the last player to lay it in a sequence (last played)",
        }
    }
    fn stack_size(&self, count: usize) -> String {
        format!("{count} on it")
    }
    fn stack_yours(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        format!("yours: {}", names.join(", "))
    }
    fn stack_shown(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        format!("shown: {}", names.join(", "))
    }
    fn your_face_down(&self, card: Card) -> String {
        format!("your {}", self.card(card))
    }
    fn grid_label(&self) -> &'static str {
        "The grid"
    }
    fn beside_grid_label(&self) -> &'static str {
        "Beside the grid"
    }
    fn draw_pile(&self) -> &'static str {
        "Draw pile"
    }
    fn discard_pile(&self) -> &'static str {
        "Discard pile"
    }
    fn cards(&self, count: usize) -> String {
        cards(count)
    }
    fn set_aside_label(&self) -> &'static str {
        "Set aside for the final challenge"
    }
    fn shift_drew_label(&self) -> &'static str {
        "Shift drew"
    }
    fn shift_drew_note(&self) -> &'static str {
        "Drag one onto the grid card it replaces"
    }
    fn guess_label(&self) -> &'static str {
        "Gamble: guess the card that replaces it"
    }
    fn guess_note(&self) -> &'static str {
        "Pick your guess"
    }
    fn badge_turn(&self) -> &'static str {
        "Turn"
    }
    fn badge_asked(&self) -> &'static str {
        "Asked: Lights?"
    }
    fn badge_last(&self) -> &'static str {
        "Last play"
    }
    fn badge_target(&self) -> &'static str {
        "Choose as target"
    }
    fn badge_turn_means(&self) -> &'static str {
        "Whose turn it is: this player began the sequence now on the grid, or begins the next one \
         by playing on a grid card or flipping one."
    }
    fn badge_last_means(&self) -> &'static str {
        "This player played last, face down: \u{201c}Lights!\u{201d} accuses them of bluffing and \
         turns their cards over."
    }
    fn saw_them_take(&self, cards: &str) -> String {
        format!("You saw them take {cards}")
    }
    fn fact_sequence(&self, slot: u8, colour: Colour, number: u8) -> String {
        format!(
            "Claimed on space {}: {} {}, {} if it stands.",
            slot + 1,
            self.colour(colour),
            number,
            self.ability(number)
        )
    }
    fn fact_last_play(&self, seat: Seat, viewer: Seat, count: usize, declared: Claim) -> String {
        format!(
            "{} laid {} as {} last.",
            name(seat, Some(viewer)),
            cards(count),
            claim(declared)
        )
    }
    fn fact_laying(&self, laid: &[Card]) -> String {
        // A play may hold a whole hand: past three cards the count is what fits the table.
        if laid.len() > 3 {
            format!("You are laying {}.", cards(laid.len()))
        } else {
            format!("You are laying {}.", card_list(laid))
        }
    }
    fn fact_being_laid(&self, count: usize) -> String {
        format!("{} being laid.", cards(count))
    }
    fn fact_final(&self) -> String {
        "Final challenge: exact matches, face up.".into()
    }
    fn fact_silence(&self) -> String {
        "Silence: the next player is skipped.".into()
    }

    fn prompt_free_flips(&self, left: u8) -> String {
        format!(
            "Turn up {} for free: pick one (or drag the draw pile onto it).",
            words::count(
                i64::from(left),
                "face-down grid card",
                "face-down grid cards"
            )
        )
    }
    fn prompt_free_flips_optional(&self, left: u8) -> String {
        format!(
            "After \"Lights!\" you may turn up {} for free: pick one (or drag the draw pile \
             onto it), or take no more.",
            if left == 1 {
                "one more face-down grid card".to_string()
            } else {
                words::count(
                    i64::from(left),
                    "face-down grid card",
                    "face-down grid cards",
                )
            }
        )
    }
    fn prompt_play_or_flip(&self) -> String {
        "Your turn: drag one or more cards onto a face-up grid card to play (then declare), or \
         flip a face-down card and draw one (pick it, or drag the draw pile onto it)."
            .into()
    }
    fn prompt_flipped(&self) -> String {
        "You flipped: drag cards onto a face-up grid card to play, or end your turn.".into()
    }
    fn prompt_opening_number(&self, n: u8) -> String {
        format!(
            "Add more cards or declare them as Blue {n} or Yellow {n}. If the play \
             stands, {}.",
            ability_line(n)
        )
    }
    fn prompt_opening_indecisive(&self) -> String {
        "Add more cards or declare any number and colour: the grid card is \
         Indecisive. If the play stands, the declared number's ability fires."
            .into()
    }
    fn prompt_adding(&self, colour: Colour, number: u8) -> String {
        format!(
            "Add more cards or declare them as {} {number}.",
            self.colour(colour)
        )
    }
    fn prompt_or_wrath(&self) -> String {
        " Or declare Wrath: it ends the sequence and you make another player draw two.".into()
    }
    fn prompt_or_gamble(&self) -> String {
        " Or Gamble: it ends the sequence and turns the play beneath over; true, you discard a \
         card; a bluff, you draw three."
            .into()
    }
    fn prompt_or_indecisive(&self) -> String {
        " Or Indecisive: it swaps the sequence's colour.".into()
    }
    fn prompt_window_plain(&self) -> String {
        "Call \"Lights!\" or let it pass.".into()
    }
    fn prompt_window(
        &self,
        seat: Seat,
        viewer: Seat,
        count: usize,
        slot: u8,
        declared: Claim,
        about: WindowAbout,
    ) -> String {
        let who = name(seat, Some(viewer));
        let takes = verb(seat, Some(viewer), "take", "takes");
        let stands = match about {
            WindowAbout::Reflect => "the Reflect happens".to_string(),
            WindowAbout::Play => match declared {
                Claim::Number { number, .. } => format!("{} fires", self.ability(number)),
                other => format!("the {} resolves", claim(other)),
            },
        };
        format!(
            "{who} laid {} on space {} as {}. \"Lights!\" turns {} over. A bluff: {who} \
             {takes} the grid card, its stack and a penalty card. All true: you take them, and \
             {stands}. Or let it pass.",
            cards(count),
            slot + 1,
            claim(declared),
            if count == 1 { "it" } else { "them" }
        )
    }
    fn prompt_decide(&self, decision: Decision) -> String {
        match decision {
            Decision::WhisperDiscard => {
                "Whisper (1): you drew a card; now discard one from your hand: drag it onto the \
                 discard pile."
            }
            Decision::GambleDiscard => {
                "Your Gamble won (the play beneath was true): discard a card from your hand: \
                 drag it onto the discard pile."
            }
            Decision::Deceive => {
                "Deceive (2): give a card from your hand to another player: drag it onto them."
            }
            Decision::Smite => "Smite (3): pick the player who must draw a card.",
            Decision::WrathTarget => "Wrath: pick the player who must draw two cards.",
            Decision::Bless => {
                "Blessing (4): pick a ringed face-down grid card to turn it up for free; if you \
                 can play on it, you may, at once."
            }
            Decision::Shift => {
                "Shift (6): drag one of the two drawn cards onto the ringed grid card it \
                 replaces, face down (the old card and its stack are discarded); the other goes \
                 under the draw pile."
            }
            Decision::Luck => {
                "Luck (7): drag a card from your hand onto a grid card: that card and its stack \
                 are discarded and yours goes there face down."
            }
            Decision::Reflect => return self.prompt_reflect_last(),
        }
        .into()
    }
    fn prompt_reflect(&self, from: Seat, viewer: Seat, effect: Effect) -> String {
        let what = match effect {
            Effect::Gift => "a card from their hand (Deceive)".to_string(),
            Effect::Draw(n) => format!("a draw of {}", cards(usize::from(n))),
        };
        format!(
            "{} {} {what} at you. Reflect sends it back to {}, with any 2, 3 or Wrath effect you \
             took this turn: drag a card onto the turn's grid space (declared Reflect; it can be \
             challenged). Or take it.",
            name(from, Some(viewer)),
            verb(from, Some(viewer), "aim", "aims"),
            object(from, Some(viewer))
        )
    }
    fn prompt_reflect_last(&self) -> String {
        "Before the turn ends you may still Reflect: the 2, 3 and Wrath effects you took this \
         turn go back to whoever sent them (drag a card onto the turn's grid space, declared \
         Reflect). Or don't."
            .into()
    }
    fn prompt_sequence(&self, colour: Colour, number: u8, can_call: bool) -> String {
        let options = if can_call {
            "pass, or call \"Lights!\" on the last play"
        } else {
            "or pass"
        };
        format!(
            "Play on the sequence (declaring {} {number}) by dragging cards onto it, {options}. \
             If it stands, {}.",
            self.colour(colour),
            ability_line(number)
        )
    }
    fn prompt_sequence_plain(&self) -> String {
        "Play on the sequence by dragging cards onto it, or pass.".into()
    }
    fn prompt_bonus(&self, slot: u8) -> String {
        format!(
            "You may play on the new card on space {} at once (drag cards onto it): a new \
             sequence, with its own \"Lights!\" chances and ability. Or don't.",
            slot + 1
        )
    }
    fn prompt_guess(&self) -> String {
        "A Gamble was turned up: guess the card that replaces it (5 or lower, 6 or higher, or a \
         power card) by picking it. Right: nothing happens; wrong: you draw a penalty card."
            .into()
    }
    fn prompt_final_pass(&self) -> String {
        "Final challenge! You have no exact match and must pass.".into()
    }
    fn prompt_final_match(&self) -> String {
        "Final challenge! Drag an exact match (number and colour) onto its face-up grid card: \
         both are discarded. If you can match, you must."
            .into()
    }
    fn prompt_final_flip(&self) -> String {
        "Final challenge: pick another face-down grid card to turn it up.".into()
    }
    fn prompt_over(&self) -> String {
        "The game is over.".into()
    }
    fn group_cards(&self) -> &'static str {
        "Cards (or drag them)"
    }
    fn group_flips(&self) -> &'static str {
        "Turn a card up"
    }

    fn number_hint(&self, number: u8) -> &'static str {
        match number {
            1 => "Whisper: draw, discard",
            2 => "Deceive: give a card",
            3 => "Smite: a player draws",
            4 => "Blessing: free flip",
            5 => "Silence: skip a turn",
            6 => "Shift: swap a grid card",
            7 => "Luck: replace a card",
            8 => "Summon: a new card",
            9 => "Hunger: draw two",
            10 => "Balance: all draw",
            _ => "",
        }
    }
    fn power_hint(&self, card: Card) -> &'static str {
        match card {
            Card::Wrath => "Ends it; one draws two",
            Card::Reflect => "Sends 2, 3, Wrath back",
            Card::Gamble => "Bets on the play below",
            Card::Indecisive => "Swaps Blue and Yellow",
            Card::Number { .. } => "",
        }
    }
    fn guess_hint(&self) -> &'static str {
        "Your guess"
    }
    fn number_text(&self, number: u8, colour: Colour) -> String {
        let look = match colour {
            Colour::Blue => "Blue: round marks in two corners, a striped face",
            Colour::Yellow => "Yellow: triangle marks in two corners, a dotted face",
        };
        let name = self.card(Card::num(number, colour));
        format!(
            "{name} ({look}). Counts {number} in a hand at the end. Lay it face down on a face-up \
             {number} of either colour, declared as Blue {number} or Yellow {number} (or bluff \
             with any card). Ability {number}, {}: {}. It fires {}. In the final challenge it \
             matches only a face-up {name}.",
            self.ability(number),
            self.ability_effect(number),
            self.timing(crate::games::grid_of_shadows::timing(number)),
        )
    }
    fn power_text(&self, card: Card) -> String {
        let text = match card {
            Card::Wrath => {
                "Wrath, a power card (counts 10 in a hand). Played: only on someone else's play, \
                 one Wrath a turn. It ends the sequence, the number's ability is ignored, and \
                 you make another player draw two cards; the stack is discarded when the turn \
                 ends. Turned face up by anyone (a flip, \"Lights!\", a Gamble): whoever turned \
                 it draws two, and that can't be reflected."
            }
            Card::Reflect => {
                "Reflect, a power card (counts 10 in a hand). Played: when a 2, 3 or Wrath \
                 effect is aimed at you, lay it on the turn's grid space declared Reflect, once a \
                 turn for the whole table; the effect goes back to whoever sent it, with those \
                 you already took this turn and any aimed at you later. Caught bluffing, you \
                 also take the effect. Turned up on the grid: nothing may be played on that \
                 space until the next refresh."
            }
            Card::Gamble => {
                "Gamble, a power card (counts 10 in a hand). Played: only on someone else's play, \
                 one Gamble a turn. It ends the sequence, the number's ability is ignored, and \
                 the play beneath is turned over: if it was true you discard a card, if it was a \
                 bluff you draw three. Turned up on the grid: guess what replaces it (5 or \
                 lower, 6 or higher, or a power card); a wrong guess draws a penalty card."
            }
            Card::Indecisive => {
                "Indecisive, a power card (counts 10 in a hand). Played: swaps the sequence's \
                 colour, Blue to Yellow or Yellow to Blue. Turned up on the grid: any number and \
                 colour may be declared on it, and its stack is discarded when the turn ends."
            }
            Card::Number { .. } => "",
        };
        format!(
            "{text} Power cards wear a cross-hatched face; each is declared by name and can be a \
             bluff, caught by \"Lights!\" like any play."
        )
    }
    fn guess_text(&self, guess: Guess) -> String {
        format!(
            "Guess that the card replacing the Gamble is {}. Right: nothing happens; wrong: you \
             draw a penalty card.",
            self.guess(guess)
        )
    }
    fn empty_space_text(&self) -> String {
        "An empty grid space: the draw pile ran out before it could be refilled.".into()
    }

    fn no_cards(&self) -> String {
        "No cards".into()
    }
    fn hand_colour(&self, colour: Colour, numbers: &[u8]) -> String {
        let list: Vec<String> = numbers.iter().map(u8::to_string).collect();
        format!("{} {}", self.colour(colour), list.join(", "))
    }
    fn hand_powers(&self, powers: &[Card]) -> String {
        let names: Vec<String> = powers.iter().map(|&c| self.card(c)).collect();
        match names.len() {
            1 => format!("{} (10)", names[0]),
            _ => format!("{} (10 each)", names.join(", ")),
        }
    }
    fn score_columns(&self) -> Vec<String> {
        vec!["Hand left".into(), "Total".into(), "Place".into()]
    }
    fn points(&self, total: u32) -> String {
        words::count(i64::from(total), "point", "points")
    }
    fn place(&self, place: usize, tied: bool, escaped: bool) -> String {
        let suffix = match place {
            1 => "st",
            2 => "nd",
            3 => "rd",
            _ => "th",
        };
        let mut text = format!("{place}{suffix}");
        if tied {
            text.push_str(" (tied)");
        }
        if escaped {
            text.push_str(", escaped");
        }
        text
    }
    fn note_others_place(&self) -> String {
        "Everyone else places by hand total, lowest first.".into()
    }
    fn note_places_by_total(&self) -> String {
        "After the final challenge, places go by hand total: the lowest escapes.".into()
    }
    fn note_values(&self, extended: bool) -> String {
        if extended {
            "A number counts its value; Wrath, Reflect, Gamble and Indecisive count 10.".into()
        } else {
            "Each card counts its number.".into()
        }
    }
    fn ending_went_out(&self, seat: Seat, viewer: Seat) -> String {
        format!(
            "{} emptied {} hand and escaped the Grid of Shadows.",
            name(seat, Some(viewer)),
            if seat == viewer { "your" } else { "their" }
        )
    }
    fn ending_pile_ran_dry(&self) -> String {
        "The draw pile ran dry before anyone emptied their hand.".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::app::AppWords;

    /// A "Lights!" hint says two percentages in one text: how likely the claim is, and how often
    /// the move wins the game. A new player must not read the one as the other.
    #[test]
    fn a_claims_chance_and_a_moves_chance_of_winning_read_apart() {
        let fact = ClaimFact {
            by: Seat(1),
            card: Card::num(7, Colour::Blue),
            laid: 1,
            copies: 2,
            accounted: 1,
            vouched: false,
            truth: 0.44,
            tell: None,
        };
        let claim = GridOfShadows.claim_fact(&fact, Seat(0));
        assert!(
            claim.contains("the chance that the claim is true is about 44%"),
            "{claim}"
        );
        let win = super::super::app::App.hint_reason(Some(48), &[], false);
        assert!(win.contains("it wins the game in 48% of them"), "{win}");
        for either in [&claim, &win] {
            assert!(!either.contains("of the time"), "{either}");
        }
        assert!(!claim.contains("win"), "{claim}");
    }
}
