//! Grimwood in English. Cards are named with their article ("an Owl", "the Mage", "The Eternals":
//! a name that carries its article is not given another).

use crate::engine::Seat;
use crate::games::grimwood::GrimwoodRefusal;
use crate::games::grimwood::{Card, Combo, HAND_LIMIT, INFO, SetKind, Supernatural};
use crate::lang::grimwood::{Choice, ComboAt, GrimwoodWords};
use crate::lang::words::capitalise;
use crate::lang::words::or_list;
use crate::lang::words::{and_list, count, name, object, possessive, verb};

pub struct Grimwood;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "combos",
        label: "Combos laid",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "runes",
        label: "Runes played",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "powers",
        label: "Powers used",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "steals",
        label: "Cards stolen",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "steals blocked",
        label: "Your steals stopped by an Amulet",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "amulet blocks",
        label: "Steals your Amulets stopped",
        came_off: None,
    },
];

game_words_from_info!(Grimwood, INFO, CALLS);

impl Grimwood {
    /// The verbs the narrator uses, as (`you` form, third-person form): every line's subject and
    /// verb agree through [`verb`], and tests look for "You draws" with this list.
    pub const VERBS: &[(&str, &str)] = &[
        ("lose", "loses"),
        ("draw", "draws"),
        ("try", "tries"),
        ("play", "plays"),
        ("steal", "steals"),
        ("place", "places"),
        ("use", "uses"),
        ("ask", "asks"),
        ("give", "gives"),
        ("take", "takes"),
        ("discard", "discards"),
        ("send", "sends"),
        ("swap", "swaps"),
        ("look", "looks"),
        ("reactivate", "reactivates"),
        ("have", "has"),
    ];
}

/// The `VERBS` entry for `you_form`, so a verb missing from the list fails loudly in tests.
fn v(seat: Seat, viewer: Option<Seat>, you_form: &'static str) -> &'static str {
    let (you, they) = Grimwood::VERBS
        .iter()
        .find(|(you, _)| *you == you_form)
        .copied()
        .unwrap_or((you_form, you_form));
    verb(seat, viewer, you, they)
}

/// "You draw" / "Seat 2 draws": the subject and its verb agree.
fn does(seat: Seat, viewer: Option<Seat>, you_form: &'static str) -> String {
    format!("{} {}", name(seat, viewer), v(seat, viewer, you_form))
}

fn card_name(card: Card) -> &'static str {
    match card {
        Card::Super(s) => super_name(s),
        Card::Owl => "Owl",
        Card::Crow => "Crow",
        Card::Swamp => "Swamp",
        Card::Path => "Path",
        Card::Clearing => "Clearing",
        Card::Amulet => "Amulet",
        Card::Rune => "Rune",
    }
}

fn super_name(s: Supernatural) -> &'static str {
    use Supernatural as S;
    match s {
        S::Amazon => "Amazon",
        S::Boogeyman => "Boogeyman",
        S::Bride => "Bride",
        S::Centaur => "Centaur",
        S::DarkUnicorn => "Dark Unicorn",
        S::Demon => "Demon",
        S::Dracula => "Dracula",
        S::Dragon => "Dragon",
        S::Dwarf => "Dwarf",
        S::Elf => "Elf",
        S::Faeries => "Faeries",
        S::Ghouls => "Ghouls",
        S::Giant => "Giant",
        S::Goblins => "Goblins",
        S::Highwayman => "Highwayman",
        S::Hydra => "Hydra",
        S::Mage => "Mage",
        S::Nymph => "Nymph",
        S::ShadowQueen => "Shadow Queen",
        S::Sorceress => "Sorceress",
        S::Eternals => "The Eternals",
        S::Laraki => "The Laraki",
        S::Troll => "Troll",
        S::Werewolf => "Werewolf",
    }
}

/// "the Mage", but "The Eternals" and "The Laraki" as they are (their names carry the article),
/// and Dracula, a person's name, without one.
fn the(card: &str) -> String {
    if card.starts_with("The ") || card == "Dracula" {
        card.to_string()
    } else {
        format!("the {card}")
    }
}

/// "the Mage's", "The Eternals'" (a plural name takes the apostrophe alone).
fn possessive_of(card: &str) -> String {
    let named = the(card);
    if named.ends_with('s') {
        format!("{named}'")
    } else {
        format!("{named}'s")
    }
}

/// A card as one of its kind: "an Owl", "a Crow"; a supernatural, one of a kind, is "the Mage".
fn a_card(card: Card) -> String {
    match card {
        Card::Super(s) => the(super_name(s)),
        Card::Owl | Card::Amulet => format!("an {}", card_name(card)),
        _ => format!("a {}", card_name(card)),
    }
}

/// This very card: "the Owl", "the Mage", "The Eternals".
fn the_card(card: Card) -> String {
    the(card_name(card))
}

/// The plural of a kind of card ("Owls"); supernaturals are one of a kind.
fn plural(card: Card) -> String {
    format!("{}s", card_name(card))
}

/// Cards counted by kind, in the order given: "2 Owls, a Crow and the Mage"; "nothing" for none.
fn cards_words(cards: &[Card]) -> String {
    let mut kinds: Vec<(Card, i64)> = Vec::new();
    for &card in cards {
        match kinds.iter_mut().find(|(c, _)| *c == card) {
            Some((_, n)) => *n += 1,
            None => kinds.push((card, 1)),
        }
    }
    if kinds.is_empty() {
        return "nothing".into();
    }
    let parts: Vec<String> = kinds
        .into_iter()
        .map(|(card, n)| {
            if n == 1 {
                a_card(card)
            } else {
                count(n, card_name(card), &plural(card))
            }
        })
        .collect();
    and_list(&parts)
}

/// A set's name in a sentence: "three Owls", "Swamp, Path and Clearing".
fn set_name(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Owls => "three Owls",
        SetKind::Crows => "three Crows",
        SetKind::Landscape => "Swamp, Path and Clearing",
        SetKind::Swamps => "three Swamps",
        SetKind::Paths => "three Paths",
        SetKind::Clearings => "three Clearings",
    }
}

/// "three Owls", "a Swamp, a Path and a Clearing".
fn set_words(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Landscape => "a Swamp, a Path and a Clearing",
        other => set_name(other),
    }
}

fn points(n: u32) -> String {
    count(n, "point", "points")
}

/// A combo and its points, to follow an owner ("Seat 2's ..."): "line Hydra + Werewolf
/// (2 points)", "three Owls (10 points)", "Swamp, Path and Clearing (5 points)".
fn combo_words(combo: &Combo) -> String {
    let points = points(combo.points());
    match combo {
        Combo::Line(cards) => {
            let names: Vec<&str> = cards.iter().map(|&s| super_name(s)).collect();
            format!("line {} ({points})", names.join(" + "))
        }
        Combo::Set(kind) => format!("{} ({points})", set_name(*kind)),
    }
}

/// A combo on the table, owned as the deciding seat reads it: "your three Owls (10 points)",
/// "Seat 2's line Mage (1 point)".
fn combo_at_words(at: ComboAt, me: Seat) -> String {
    let owner = possessive(at.owner, Some(me));
    match at.combo {
        Some(combo) => format!("{owner} {}", combo_words(combo)),
        None => format!("{owner} combo {}", at.index + 1),
    }
}

/// "pick the deck to draw, or drag the steal marker onto a player to steal", for what is legal.
fn choices_words(choices: &[Choice]) -> String {
    let words: Vec<String> = choices
        .iter()
        .map(|c| {
            match c {
                Choice::Play => "drag a supernatural onto one of your lines or onto New line",
                Choice::PlaceSet => "drag a complete set onto New line",
                Choice::Draw => "pick the deck to draw",
                Choice::Steal => "drag the steal marker onto a player to steal",
                Choice::Rune => "drop a Rune on the discard pile",
            }
            .to_string()
        })
        .collect();
    or_list(&words)
}

/// How lines score, said once under the score table and on every supernatural's full text.
const LINE_POINTS: &str =
    "A line of 1, 2, 3, 4 or 5 supernaturals scores 1, 2, 5, 10 or 15 points.";

impl GrimwoodWords for Grimwood {
    fn rules(&self) -> &'static str {
        include_str!("../../games/grimwood/rules.md")
    }
    fn card_name(&self, card: Card) -> &'static str {
        card_name(card)
    }

    fn card_hint(&self, card: Card) -> &'static str {
        use Supernatural as S;
        match card {
            Card::Owl => "Three Owls: 10 points",
            Card::Crow => "Three Crows: 10 points",
            Card::Swamp | Card::Path | Card::Clearing => "Setting: 3 alike or mixed",
            Card::Amulet => "Blocks one steal",
            Card::Rune => "Two more actions",
            Card::Super(s) => match s {
                S::Amazon => "All give you a card you name",
                S::Boogeyman => "Swap hands with a player",
                S::Bride => "Take a male from the table",
                S::Centaur => "Take the top discard",
                S::DarkUnicorn => "Others discard at random",
                S::Demon => "Discard any combo",
                S::Dracula => "Steal two from one player",
                S::Dragon => "Guards and freezes its line",
                S::Dwarf => "Top discard or deck: keep one",
                S::Elf => "Reuse a power in your lines",
                S::Faeries => "Take two discards",
                S::Ghouls => "Draw or steal a card",
                S::Giant => "Take any discard",
                S::Goblins => "Steal three cards",
                S::Highwayman => "Swap combos with a player",
                S::Hydra => "Look at a player's hand",
                S::Mage => "Draw two cards",
                S::Nymph => "Take and play a supernatural",
                S::ShadowQueen => "See all hands, steal one",
                S::Sorceress => "Pay 2 Owls or Crows: a combo",
                S::Eternals => "Fill your hand to seven",
                S::Laraki => "Keep a discard, give the rest",
                S::Troll => "A player discards at random",
                S::Werewolf => "A player loses a turn",
            },
        }
    }

    fn card_text(&self, card: Card, power: &str) -> String {
        match card {
            Card::Super(s) => {
                let kind = if s.is_male() {
                    "a supernatural, male (the Bride can take it)"
                } else {
                    "a supernatural"
                };
                format!(
                    "{}: {kind}. {power} Played onto one of your lines. {LINE_POINTS}",
                    super_name(s)
                )
            }
            Card::Owl | Card::Crow => format!(
                "{0}: an animal. Three {0}s laid down together score 10 points. Two {0}s from \
                 your hand pay for the Sorceress's power.",
                card_name(card)
            ),
            Card::Swamp | Card::Path | Card::Clearing => format!(
                "{0}: a setting. A Swamp, a Path and a Clearing laid down together score 5 \
                 points; three {0}s score 3.",
                card_name(card)
            ),
            Card::Amulet => "Amulet: when someone tries to steal from your hand, play it to stop \
                             that one steal; it goes to the discard pile. A thief stopped in an \
                             ordinary steal loses the rest of the turn; a power's steal is \
                             stopped alone and the power goes on. Only steals can be stopped."
                .into(),
            Card::Rune => "Rune: play it as one of your actions; it goes to the discard pile and \
                           gives you two more actions, and each of them may use a power."
                .into(),
        }
    }

    fn powers_heading(&self) -> &'static str {
        "The powers"
    }

    // ---- the log --------------------------------------------------------------------------

    fn turn_began(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} turn begins.", capitalise(&possessive(seat, viewer)))
    }

    fn turn_skipped(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} this turn to the Werewolf.", does(seat, viewer, "lose"))
    }

    fn drew(&self, seat: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        match card {
            Some(card) => format!("You draw {}.", a_card(card)),
            None => format!("{} a card.", does(seat, viewer, "draw")),
        }
    }

    fn deck_ran_out(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} the last card: everyone else has one last turn.",
            does(seat, viewer, "draw")
        )
    }

    fn steal_tried(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} to steal from {}.",
            does(thief, viewer, "try"),
            object(victim, viewer)
        )
    }

    fn blocked(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} an Amulet: {} steal is blocked.",
            does(victim, viewer, "play"),
            possessive(thief, viewer)
        )
    }

    fn stole(&self, thief: Seat, victim: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        let what = card.map_or_else(|| "a card".to_string(), a_card);
        format!(
            "{} {what} from {}.",
            does(thief, viewer, "steal"),
            object(victim, viewer)
        )
    }

    fn played(
        &self,
        seat: Seat,
        card: Supernatural,
        new_line: bool,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} {} {}.",
            does(seat, viewer, "play"),
            the(super_name(card)),
            if new_line {
                "on a new line"
            } else {
                "onto a line"
            }
        )
    }

    fn rune_played(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} a Rune: two more actions.", does(seat, viewer, "play"))
    }

    fn set_placed(&self, seat: Seat, kind: SetKind, viewer: Option<Seat>) -> String {
        format!(
            "{} {} ({}).",
            does(seat, viewer, "place"),
            set_words(kind),
            points(kind.points())
        )
    }

    fn power_used(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String {
        format!(
            "{} {} power.",
            does(seat, viewer, "use"),
            possessive_of(super_name(card))
        )
    }

    fn asked(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} everyone for {}.",
            does(seat, viewer, "ask"),
            a_card(card)
        )
    }

    fn gave(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} to {}.",
            does(from, viewer, "give"),
            a_card(card),
            object(to, viewer)
        )
    }

    fn hands_swapped(&self, a: Seat, b: Seat, viewer: Option<Seat>) -> String {
        format!("{} and {} swap hands.", name(a, viewer), object(b, viewer))
    }

    fn took_from_table(
        &self,
        seat: Seat,
        card: Supernatural,
        from: Seat,
        viewer: Option<Seat>,
    ) -> String {
        let whence = if from == seat {
            format!(
                "{} own table",
                if viewer == Some(seat) {
                    "your"
                } else {
                    "their"
                }
            )
        } else {
            format!("{} table", possessive(from, viewer))
        };
        format!(
            "{} {} from {whence}.",
            does(seat, viewer, "take"),
            the(super_name(card))
        )
    }

    fn took_from_discard(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} from the discard pile.",
            does(seat, viewer, "take"),
            a_card(card)
        )
    }

    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("{} {}.", does(seat, viewer, "discard"), a_card(card))
    }

    fn combo_destroyed(
        &self,
        by: Seat,
        owner: Seat,
        combo: &Combo,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} {} {} to the discard pile.",
            does(by, viewer, "send"),
            possessive(owner, viewer),
            combo_words(combo)
        )
    }

    fn combos_swapped(
        &self,
        a: Seat,
        given: &Combo,
        b: Seat,
        taken: &Combo,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} {} {} for {} {}.",
            does(a, viewer, "swap"),
            if viewer == Some(a) { "your" } else { "their" },
            combo_words(given),
            possessive(b, viewer),
            combo_words(taken)
        )
    }

    fn combo_taken(&self, by: Seat, from: Seat, combo: &Combo, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}.",
            does(by, viewer, "take"),
            possessive(from, viewer),
            combo_words(combo)
        )
    }

    fn looked(&self, seat: Seat, at: Seat, cards: Option<&[Card]>, viewer: Option<Seat>) -> String {
        match cards {
            Some(cards) => format!(
                "You look at {} hand: {}.",
                possessive(at, viewer),
                cards_words(cards)
            ),
            None => format!(
                "{} at {} hand.",
                does(seat, viewer, "look"),
                possessive(at, viewer)
            ),
        }
    }

    fn will_skip(&self, seat: Seat, turns: u8, viewer: Option<Seat>) -> String {
        match turns {
            1 => format!("{} will lose the next turn.", name(seat, viewer)),
            n => format!("{} will lose the next {n} turns.", name(seat, viewer)),
        }
    }

    fn reactivated(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String {
        format!(
            "{} {}.",
            does(seat, viewer, "reactivate"),
            the(super_name(card))
        )
    }

    fn gift(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} face up to {}.",
            does(from, viewer, "give"),
            a_card(card),
            object(to, viewer)
        )
    }

    fn turn_ended(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} turn ends.", capitalise(&possessive(seat, viewer)))
    }

    fn position_repeated(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} turn would start from the same position for the third time: the game ends in a \
             draw.",
            capitalise(&possessive(seat, viewer))
        )
    }

    fn final_score(&self, scores: &[u32], viewer: Option<Seat>) -> String {
        let parts: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let seat = Seat(i as u8);
                format!(
                    "{} {} {}",
                    object(seat, viewer),
                    v(seat, viewer, "have"),
                    points(s)
                )
            })
            .collect();
        format!("Final score: {}.", and_list(&parts))
    }

    // ---- actions --------------------------------------------------------------------------

    fn draw_action(&self) -> String {
        "Draw a card".into()
    }

    fn steal_action(&self, from: Seat) -> String {
        format!("Steal from {from}")
    }

    fn play_action(&self, card: Supernatural, onto: Option<ComboAt>) -> String {
        let slot = match onto {
            None => "on a new line".to_string(),
            Some(ComboAt {
                combo: Some(combo), ..
            }) => format!("onto your {}", combo_words(combo)),
            Some(ComboAt { index, .. }) => format!("onto line {}", index + 1),
        };
        format!("Play {} {slot}", the(super_name(card)))
    }

    fn play_rune_action(&self) -> String {
        "Play a Rune (two more actions)".into()
    }

    fn place_set_action(&self, kind: SetKind) -> String {
        format!("Place {} ({})", set_words(kind), points(kind.points()))
    }

    fn end_actions_action(&self) -> String {
        "No more actions".into()
    }

    fn end_turn_action(&self) -> String {
        "End the turn".into()
    }

    fn discard_action(&self, card: Card) -> String {
        format!("Discard {}", a_card(card))
    }

    fn use_power_action(&self, card: Option<Supernatural>) -> String {
        match card {
            Some(card) => format!("Use {} power", possessive_of(super_name(card))),
            None => "Use the power".into(),
        }
    }

    fn decline_power_action(&self) -> String {
        "Do not use the power".into()
    }

    fn block_action(&self) -> String {
        "Block the steal with an Amulet".into()
    }

    fn allow_steal_action(&self) -> String {
        "Let it happen".into()
    }

    fn ask_action(&self, card: Card) -> String {
        format!("Ask everyone for {}", a_card(card))
    }

    fn target_action(&self, power: Option<Supernatural>, s: Seat) -> String {
        match power {
            Some(Supernatural::Boogeyman) => format!("Swap hands with {s}"),
            Some(Supernatural::Dracula) => format!("Steal two cards from {s}"),
            Some(Supernatural::Hydra) => format!("Look at the hand of {s}"),
            Some(Supernatural::Troll) => format!("Make {s} discard a random card"),
            Some(Supernatural::Werewolf) => format!("Make {s} lose the next turn"),
            _ => format!("Choose {s}"),
        }
    }

    fn take_action(&self, card: Supernatural) -> String {
        format!("Take {} from the table", the(super_name(card)))
    }

    fn destroy_action(&self, combo: ComboAt, me: Seat) -> String {
        format!("Discard {}", combo_at_words(combo, me))
    }

    fn swap_action(&self, mine: ComboAt, theirs: ComboAt, me: Seat) -> String {
        let mine_words = mine
            .combo
            .map(combo_words)
            .unwrap_or_else(|| format!("combo {}", mine.index + 1));
        format!("Swap your {mine_words} for {}", combo_at_words(theirs, me))
    }

    fn sorcery_action(&self, pay: Card, take: ComboAt, me: Seat) -> String {
        format!(
            "Pay two {} to take {}",
            plural(pay),
            combo_at_words(take, me)
        )
    }

    fn reactivate_action(&self, card: Supernatural) -> String {
        format!("Reactivate {}", the(super_name(card)))
    }

    fn pick_action(&self, card: Card) -> String {
        format!("Take {} from the discard pile", a_card(card))
    }

    fn keep_action(&self, card: Card) -> String {
        format!("Keep {}", the_card(card))
    }

    fn give_action(&self, card: Card, to: Option<Seat>) -> String {
        match to {
            Some(to) => format!("Give {} to {to}", the_card(card)),
            None => format!("Give {}", the_card(card)),
        }
    }

    fn keep_in_hand_action(&self, in_power: bool) -> String {
        if in_power {
            "Keep it in hand".into()
        } else {
            "Keep the card in hand".into()
        }
    }

    fn refusal(&self, why: GrimwoodRefusal) -> String {
        match why {
            GrimwoodRefusal::Over => "the game is over".into(),
            GrimwoodRefusal::AwaitingAmulet(victim) => {
                format!("{victim} must first decide whether to block the steal with an Amulet")
            }
            GrimwoodRefusal::DeckEmpty => "the deck is empty".into(),
            GrimwoodRefusal::NoActionsLeft => "no actions are left this turn".into(),
            GrimwoodRefusal::CannotSteal => {
                "that player has no card to steal, or it is not the moment to steal".into()
            }
            GrimwoodRefusal::CannotPlay => {
                "that supernatural is not in the hand, the line cannot take \
                                    it, or it is not the moment to play"
                    .into()
            }
            GrimwoodRefusal::CannotPlace => {
                "those three cards are not all in the hand, or it is not the \
                                     moment to lay them down"
                    .into()
            }
            GrimwoodRefusal::OverHandLimit => {
                "the hand is over the limit of seven: discard first".into()
            }
            GrimwoodRefusal::DecidePower => "first decide whether to use the power".into(),
            GrimwoodRefusal::PowerNeedsChoice => {
                "the power being played out needs another choice".into()
            }
            GrimwoodRefusal::DecideFreePlay => {
                "first decide whether to play the card just taken".into()
            }
            GrimwoodRefusal::NotNow => "that is not possible at this moment".into(),
        }
    }

    // ---- the table ------------------------------------------------------------------------

    fn points(&self, n: u32) -> String {
        points(n)
    }

    fn turn_badge(&self, mine: bool) -> &'static str {
        if mine { "Your turn" } else { "Their turn" }
    }

    fn loses_next_turn_badge(&self, turns: u8) -> String {
        match turns {
            1 => "Loses next turn".into(),
            n => format!("Loses next {n} turns"),
        }
    }

    fn line_label(&self, guarded: bool) -> &'static str {
        if guarded {
            "Line, guarded by the Dragon"
        } else {
            "Line"
        }
    }

    fn set_label(&self, kind: SetKind) -> &'static str {
        match kind {
            SetKind::Owls => "3 Owls",
            SetKind::Crows => "3 Crows",
            SetKind::Landscape => "Swamp + Path + Clearing",
            SetKind::Swamps => "3 Swamps",
            SetKind::Paths => "3 Paths",
            SetKind::Clearings => "3 Clearings",
        }
    }

    fn new_line_label(&self) -> &'static str {
        "New line"
    }

    fn deck_label(&self) -> &'static str {
        "Deck"
    }

    fn deck_note(&self, cards: u32) -> String {
        count(cards, "card", "cards")
    }

    fn discard_label(&self) -> &'static str {
        "Discard pile"
    }

    fn discard_note(&self, cards: u32) -> String {
        if cards == 0 {
            "empty".into()
        } else {
            format!("{}, newest first", count(cards, "card", "cards"))
        }
    }

    fn thief_label(&self) -> &'static str {
        "Steal: drag onto a player"
    }

    fn thief_note(&self) -> &'static str {
        "steal"
    }

    fn power_label(&self) -> &'static str {
        "Power in use"
    }

    fn laraki_drawn_label(&self) -> &'static str {
        "Drawn by the Laraki"
    }

    fn laraki_gifts_label(&self) -> &'static str {
        "The Laraki's gifts"
    }

    fn known_holds(&self, seat: Seat, cards: &[Card]) -> String {
        format!("{seat} holds {}.", cards_words(cards))
    }

    fn known_lacks(&self, seat: Seat, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| a_card(c)).collect();
        format!("{seat} lacks {}.", and_list(&names))
    }

    fn stolen_from_you(&self, thief: Seat, card: Card) -> String {
        format!("{thief} stole {} from you.", a_card(card))
    }

    fn left_fact(&self, actions: u8, powers: u8) -> String {
        format!(
            "{} left",
            and_list(&[
                count(actions, "action", "actions"),
                count(powers, "power", "powers"),
            ])
        )
    }

    fn robbing_fact(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}",
            name(thief, viewer),
            verb(thief, viewer, "rob", "robs"),
            object(victim, viewer)
        )
    }

    fn power_fact(&self, card: Supernatural) -> String {
        format!("Power: {}", super_name(card))
    }

    fn last_turns_fact(&self, turns: u8) -> String {
        match turns {
            0 => "Deck empty: last turn".into(),
            n => format!("Deck empty: {} to go", count(n, "more turn", "more turns")),
        }
    }

    fn turn_fact(&self, turn: u32) -> String {
        format!("Turn {turn}")
    }

    // ---- prompts --------------------------------------------------------------------------

    fn opening_prompt(&self, options: &[Choice]) -> String {
        format!("Open your turn: {}.", choices_words(options))
    }

    fn closing_prompt(&self, options: &[Choice]) -> String {
        format!("Close your turn: {}.", choices_words(options))
    }

    fn main_prompt(&self, actions_left: u8, options: &[Choice]) -> String {
        if options.is_empty() {
            "Your turn: nothing more to do; stop taking actions.".into()
        } else {
            format!(
                "Your turn, {} left: {}; or stop.",
                count(actions_left, "action", "actions"),
                choices_words(options)
            )
        }
    }

    fn discard_prompt(&self, held: u32) -> String {
        format!(
            "You hold {}: drag cards onto the discard pile until you hold {HAND_LIMIT}.",
            count(held, "card", "cards")
        )
    }

    fn ending_prompt(&self) -> String {
        "Place any complete set, then end your turn.".into()
    }

    fn power_offer_prompt(&self, card: Supernatural, power: &str, only_own: bool) -> String {
        let mut offer = format!("Use {} power? {power}", possessive_of(super_name(card)));
        if only_own {
            offer.push_str(" No other player has a combo it can hit: only yours.");
        }
        offer
    }

    fn free_play_prompt(&self, must: bool) -> String {
        if must {
            "Play the card you took: drag it onto one of your lines or onto New line; its power \
             follows."
                .into()
        } else {
            "You may play the card you took at once (drag it onto a line, or a Rune onto the \
             discard pile), or keep it."
                .into()
        }
    }

    fn amulet_prompt(&self, thief: Seat, power_steal: bool, has_amulet: bool) -> String {
        let cost = if power_steal {
            "it stops this one steal"
        } else {
            "the thief loses the rest of the turn"
        };
        if has_amulet {
            format!(
                "{thief} tries to steal from you. Block with an Amulet (drag it onto {thief}; \
                 {cost}) or let it happen?"
            )
        } else {
            format!("{thief} steals a random card from you: you hold no Amulet.")
        }
    }

    fn over_prompt(&self) -> String {
        "The game is over.".into()
    }

    fn amazon_prompt(&self) -> String {
        "Amazon: name a kind of card, or a supernatural by its name; every other player holding \
         one gives you one."
            .into()
    }

    fn target_prompt(&self, card: Supernatural) -> String {
        use Supernatural as S;
        let does = match card {
            S::Boogeyman => "swap hands with them",
            S::Dracula => "steal two cards from them",
            S::Hydra => "look at their hand",
            S::Troll => "make them discard a card picked at random",
            S::Werewolf => "make them lose their next turn",
            _ => "aim the power at them",
        };
        format!(
            "{}: drag the power marker onto a player to {does}.",
            super_name(card)
        )
    }

    fn take_prompt(&self, card: Supernatural) -> String {
        if card == Supernatural::Bride {
            "Bride: pick a male supernatural in a line on the table to take it; you may play it \
             at once."
                .into()
        } else {
            format!(
                "{}: pick a supernatural in a line on the table to take it and play it at once, \
                 power included.",
                super_name(card)
            )
        }
    }

    fn demon_prompt(&self) -> String {
        "Demon: drag the power marker onto any combo to send it to the discard pile.".into()
    }

    fn highwayman_prompt(&self) -> String {
        "Highwayman: drag one of your combos onto another player's combo to swap the two.".into()
    }

    fn sorceress_prompt(&self) -> String {
        "Sorceress: drag an Owl or a Crow from your hand onto another player's combo: you pay \
         two of that kind and the combo is yours."
            .into()
    }

    fn elf_prompt(&self) -> String {
        "Elf: pick a supernatural in your lines to use its power again.".into()
    }

    fn dwarf_prompt(&self) -> String {
        "Dwarf: you took the top card of the discard pile and of the deck; keep one, the other \
         is discarded."
            .into()
    }

    fn faeries_prompt(&self, first: bool) -> String {
        format!(
            "Faeries: pick a card in the discard pile to take it ({} of two); you may then play \
             one of them.",
            if first { "first" } else { "second" }
        )
    }

    fn giant_prompt(&self) -> String {
        "Giant: pick any card in the discard pile to take it; you may play it at once.".into()
    }

    fn ghouls_prompt(&self, options: &[Choice]) -> String {
        format!(
            "Ghouls: draw a card or steal one: {}.",
            choices_words(options)
        )
    }

    fn eternals_prompt(&self, short: u32, options: &[Choice]) -> String {
        format!(
            "The Eternals: fill your hand to seven ({} to go): {}.",
            count(short, "card", "cards"),
            choices_words(options)
        )
    }

    fn goblins_prompt(&self, left: u8) -> String {
        format!(
            "Goblins: steal {} more, from one player or several: drag the steal marker onto a \
             player.",
            count(left, "card", "cards")
        )
    }

    fn shadow_queen_prompt(&self) -> String {
        "Shadow Queen: you saw every other hand; now steal one card blind: drag the steal marker \
         onto a player."
            .into()
    }

    fn laraki_keep_prompt(&self) -> String {
        "The Laraki: keep one of the cards drawn from the discard pile; the others go face up to \
         the other players."
            .into()
    }

    fn laraki_give_prompt(&self, to: Option<Seat>, viewer: Option<Seat>) -> String {
        match to {
            Some(next) => format!(
                "The Laraki: choose the card {} receives face up.",
                object(next, viewer)
            ),
            None => "The Laraki: choose a card to give face up.".into(),
        }
    }

    fn no_amulet_note(&self, thief: Seat, viewer: Option<Seat>) -> String {
        format!(
            "You hold no Amulet, so {} steal could not be blocked.",
            possessive(thief, viewer)
        )
    }

    fn cannot_steal_from_yourself(&self) -> String {
        "You cannot steal from yourself.".into()
    }

    fn line_cannot_take(&self) -> String {
        "That line cannot take it now (no action left, frozen by the Dragon, full, or not your \
         line)."
            .into()
    }

    fn only_complete_sets(&self) -> String {
        "Only a complete set of three can be placed.".into()
    }

    fn ask_by_name_group(&self) -> &'static str {
        "Ask for a supernatural by name"
    }

    fn ask_kind_group(&self) -> &'static str {
        "Ask for a kind"
    }

    fn discard_group(&self) -> &'static str {
        "Discard"
    }

    // ---- the end --------------------------------------------------------------------------

    fn ending(&self, repetition: bool) -> String {
        if repetition {
            "The same position came up for the third time: the game is drawn for everyone.".into()
        } else {
            "The deck ran out and everyone had a last turn; the combos on the table count.".into()
        }
    }

    fn score_columns(&self) -> [&'static str; 3] {
        ["Supernatural lines", "Sets", "Total"]
    }

    fn score_none(&self) -> &'static str {
        "none"
    }

    fn score_line(&self, cards: &[Supernatural], points: u32) -> String {
        let names: Vec<&str> = cards.iter().map(|&s| super_name(s)).collect();
        format!("{} ({})", names.join(" + "), self::points(points))
    }

    fn score_set(&self, kind: SetKind) -> String {
        format!("{} ({})", self.set_label(kind), points(kind.points()))
    }

    fn score_rules_note(&self) -> String {
        format!(
            "{LINE_POINTS} 3 Owls or 3 Crows score 10, a Swamp, a Path and a Clearing 5, three of \
             one setting 3. Cards left in hand score nothing."
        )
    }

    fn repetition_note(&self) -> String {
        "The same position came up for the third time: the game is drawn for everyone, whatever \
         the points."
            .into()
    }

    fn winners_note(&self, leaders: &[Seat], best: u32, viewer: Option<Seat>) -> String {
        match leaders {
            [one] => format!(
                "{} {} with {}.",
                name(*one, viewer),
                verb(*one, viewer, "win", "wins"),
                points(best)
            ),
            many => {
                let names: Vec<String> = many.iter().map(|&s| object(s, viewer)).collect();
                format!(
                    "{} share the win with {}.",
                    capitalise(&and_list(&names)),
                    points(best)
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_carry_their_article_are_not_given_another() {
        assert_eq!(the("Mage"), "the Mage");
        assert_eq!(the("The Eternals"), "The Eternals");
        assert_eq!(possessive_of("The Eternals"), "The Eternals'");
        assert_eq!(possessive_of("The Laraki"), "The Laraki's");
        assert_eq!(possessive_of("Ghouls"), "the Ghouls'");
        assert_eq!(a_card(Card::Owl), "an Owl");
        assert_eq!(a_card(Card::Rune), "a Rune");
        assert_eq!(a_card(Card::Super(Supernatural::Laraki)), "The Laraki");
        assert_eq!(a_card(Card::Super(Supernatural::Dracula)), "Dracula");
        assert_eq!(possessive_of("Dracula"), "Dracula's");
    }

    #[test]
    fn cards_are_counted_by_kind() {
        let hand = [
            Card::Owl,
            Card::Owl,
            Card::Crow,
            Card::Super(Supernatural::Mage),
        ];
        assert_eq!(cards_words(&hand), "2 Owls, a Crow and the Mage");
        assert_eq!(cards_words(&[]), "nothing");
        let line = Combo::Line(vec![Supernatural::Hydra]);
        assert_eq!(combo_words(&line), "line Hydra (1 point)");
    }

    #[test]
    fn shown_names_are_the_card_ids() {
        for card in Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super))
        {
            assert_eq!(card_name(card), card.name());
        }
    }
}
