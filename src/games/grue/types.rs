//! The pieces of a Grue game: cards, actions, events, phases, the typed rules and the state.

use super::view::Knowledge;
use crate::engine::{ReactionWindow, Seat, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The Grue's turns before dawn breaks in the `dawn` variant (the game is then a draw).
pub const DAWN_AFTER_GRUE_TURNS: u16 = 40;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Card {
    Darkness,
    Grue,
    Traitor,
    Shield,
    Sword,
    Lantern,
}

impl Card {
    /// Every kind of card, in a fixed order.
    pub const ALL: [Card; 6] = [
        Card::Darkness,
        Card::Grue,
        Card::Traitor,
        Card::Shield,
        Card::Sword,
        Card::Lantern,
    ];

    /// The card's id, its English name: in drag tokens, `data-card` and art lookups. Players
    /// read the name each language gives it (`GrueWords::card_name`).
    pub fn name(self) -> &'static str {
        match self {
            Card::Darkness => "Darkness",
            Card::Grue => "Grue",
            Card::Traitor => "Traitor",
            Card::Shield => "Shield",
            Card::Sword => "Sword",
            Card::Lantern => "Lantern",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What an attacked player shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Defense {
    Lantern,
    Shield,
    ShieldAndSword,
    Traitor,
    /// The Wizard must show his one card.
    WizardCard,
    /// No defence in hand: the player dies.
    Nothing,
}

impl Defense {
    /// Whether the attacked player lives: the Wizard lives only if his one card is the Darkness.
    pub fn holds(self, wizard_card: Option<Card>) -> bool {
        match self {
            Defense::Nothing => false,
            Defense::WizardCard => wizard_card == Some(Card::Darkness),
            _ => true,
        }
    }
}

/// The fixed statements a player who has revealed the Lantern may make.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Statement {
    SuspectTraitor(Seat),
    Trust(Seat),
    BringSword(Seat),
    BringShield(Seat),
}

impl Statement {
    pub fn about(self) -> Seat {
        match self {
            Statement::SuspectTraitor(s)
            | Statement::Trust(s)
            | Statement::BringSword(s)
            | Statement::BringShield(s) => s,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GrueAction {
    /// The frightened Grue turns its card face up.
    Ready,
    /// The Grue does nothing this turn.
    Wait,
    Attack(Seat),
    Defend(Defense),
    /// Turn the Lantern face up: on the holder's turn, when offered a trade, or between turns.
    RevealLantern,
    /// Between turns: reveal nothing (the only answer of a seat without the Lantern).
    KeepDark,
    Speak(Statement),
    Offer {
        card: Card,
        to: Seat,
    },
    /// Accept the offer by giving this card first.
    Accept {
        give: Card,
    },
    Decline,
    Investigate {
        corpse: Seat,
    },
    /// Chance: which face-down corpse card the investigator draws.
    DrawFromCorpse {
        slot: u8,
    },
    /// Return this card to the investigated corpse.
    ReturnToCorpse(Card),
    ForceTrade {
        to: Seat,
    },
    /// The target of a forced trade returns this card face up.
    ReturnForced(Card),
    Pass,
}

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    Grue,
    Adventurers,
}

/// Why a game ended with nobody winning.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Draw {
    /// The same position came round a third time.
    Repetition,
    /// The `dawn` variant: the Grue's last turn of the night has passed.
    Dawn,
}

/// The variant, parsed once when the game is dealt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GrueRules {
    /// The `dawn` variant: a draw once the Grue has taken [`DAWN_AFTER_GRUE_TURNS`] turns.
    pub dawn: bool,
}

impl GrueRules {
    /// The rules of a variant id that [`crate::engine::GameInfo::validate`] accepted.
    pub fn of(settings: &Settings) -> GrueRules {
        GrueRules {
            dawn: settings.variant == "dawn",
        }
    }
}

/// What the table saw one seat do on its turns and when offered a trade: public, so every seat
/// may read it. The Traitor card never moves, so whatever its holder's play gives away about it
/// adds up over the whole game (see `belief.rs`, [`super::Reads::Play`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Conduct {
    /// Trades this seat offered.
    pub offered: u8,
    /// Trades offered to this seat, by the offering seat's index.
    pub offered_to_by: [u8; 6],
    /// Offers this seat took.
    pub accepted: u8,
    /// Offers this seat slid back.
    pub declined: u8,
    /// Turns this seat passed.
    pub passed: u8,
}

impl Conduct {
    /// Trades offered to this seat by anyone but `viewer`: a seat's own offers say what it
    /// already believed, not what the table showed it.
    pub fn offered_to_by_others(&self, viewer: Seat) -> u8 {
        self.offered_to_by
            .iter()
            .enumerate()
            .filter(|&(from, _)| from != viewer.index())
            .fold(0u8, |sum, (_, &n)| sum.saturating_add(n))
    }
}

/// Where the game stands between decisions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Phase {
    /// The seat whose turn it is has not yet taken its main action.
    Turn,
    /// A turn is over and `next` plays next; first every living seat but the Grue and `next`
    /// is asked, one at a time, whether it reveals the Lantern.
    BetweenTurns {
        window: ReactionWindow,
        next: Seat,
    },
    Defend {
        target: Seat,
    },
    Offer {
        from: Seat,
        to: Seat,
        card: Card,
    },
    InvestigateDraw {
        corpse: Seat,
    },
    InvestigateReturn {
        corpse: Seat,
        drawn: Card,
    },
    ForcedReturn {
        to: Seat,
    },
    /// `winner` is `None` for a draw.
    Over {
        winner: Option<Side>,
    },
}

/// The public part of `Phase` plus what the viewer may know of it. A card only one seat sees
/// (the one offered face down, the one drawn from a corpse) has a field only in that seat's
/// variant, so another seat's view cannot hold it at all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PhaseView {
    Turn,
    /// Between turns: `asked` says whether it reveals the Lantern before `next` plays. Every
    /// living seat but the Grue and `next` is asked, whoever holds the Lantern.
    BetweenTurns {
        asked: Seat,
        next: Seat,
    },
    Defend {
        target: Seat,
    },
    /// Another seat's offer, seen from outside: the offered card lies face down.
    Offer {
        from: Seat,
        to: Seat,
    },
    /// The viewer's own offer, waiting for `to`'s answer.
    OwnOffer {
        to: Seat,
        card: Card,
    },
    InvestigateDraw {
        corpse: Seat,
    },
    /// Another seat is putting a card back into a corpse; what it drew is its secret.
    InvestigateReturn {
        corpse: Seat,
    },
    /// The viewer drew `drawn` from the corpse and must put a card back.
    OwnInvestigateReturn {
        corpse: Seat,
        drawn: Card,
    },
    ForcedReturn {
        to: Seat,
    },
    /// `winner` is `None` for a draw (see [`super::GrueView::draw`] for why).
    Over {
        winner: Option<Side>,
    },
}

/// A position as the repetition rule compares them, taken when a turn starts: every hand and
/// corpse, who is alive, whose turn it is, the Grue's state and what everyone knows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) struct Position {
    /// The parts that never go back (deaths, the Traitor unmasked, hands traded and corpses
    /// searched): positions that differ here can never recur.
    pub(super) progress: u32,
    /// What everyone sees, packed: the seat to play, the Grue's state, whether the Lantern is face
    /// up and the cards everyone knows to be in each hand and corpse.
    pub(super) public: u128,
    /// What only the cards know, packed: every hand and corpse.
    pub(super) hidden: u128,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GrueGame {
    pub(super) settings: Settings,
    pub(super) rules: GrueRules,
    pub(super) grue: Seat,
    pub(super) wizard: Option<Seat>,
    pub(super) traitor: Seat,
    pub(crate) hands: Vec<Vec<Card>>,
    pub(super) corpses: Vec<Vec<Card>>,
    pub(super) out_of_play: Vec<Card>,
    pub(super) alive: Vec<bool>,
    pub(super) grue_ready: bool,
    /// The Lantern is face up: everyone knows who holds it. An ordinary trade by its holder is
    /// face down, so it is hidden again until someone shows it; a forced trade keeps it up.
    pub(super) lantern_revealed: bool,
    pub(super) traitor_unmasked: bool,
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) spoke_this_turn: bool,
    pub(super) grue_turns: u16,
    pub(super) statements: Vec<(Seat, Statement)>,
    /// Per observer: what it knows about others' cards. One more entry than seats, last: what
    /// everyone knows (the public record of shows, face-up trades and deaths), so a sampled
    /// state can give every other seat the knowledge it really has rather than none.
    pub(super) knowledge: Vec<Knowledge>,
    pub(super) disturbed: Vec<bool>,
    /// Seats whose hands changed since the deal other than by showing: traded, forced or searched.
    pub(super) touched: Vec<bool>,
    /// Positions at the turn starts since the last irreversible change, for the repetition rule.
    /// A state sampled from a view starts it afresh: the viewer cannot see the hands it held.
    pub(super) history: Vec<Position>,
    /// How many earlier turn starts since the last irreversible change looked the same from
    /// outside (the public part of [`Position`]); public, unlike the full count.
    pub(super) stale: u8,
    /// Why a drawn game ended.
    pub(super) draw: Option<Draw>,
    /// Per seat: what the table saw it do.
    pub(super) conduct: Vec<Conduct>,
    /// In a state sampled for a search, how many statements had been made at the table: the
    /// later ones are the searching seat's ideas, which the search judges (`bot.rs`,
    /// `cut_playout`). In a dealt game, `usize::MAX`: every statement was really made.
    pub(super) spoken_before_search: usize,
}

/// Something that happened. A card field that is an `Option` is `Some` as the engine reports it
/// and `None` in what [`GrueGame::redact`](crate::engine::Game::redact) gives a viewer who did not
/// see that card.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GrueEvent {
    Dealt {
        grue: Seat,
        wizard: Option<Seat>,
    },
    TurnBegan {
        seat: Seat,
    },
    Readied,
    Waited,
    Attacked {
        target: Seat,
    },
    Defended {
        target: Seat,
        defense: Defense,
        wizard_card: Option<Card>,
    },
    Died {
        seat: Seat,
    },
    GrueSlain {
        by: Seat,
    },
    LanternRevealed {
        by: Seat,
    },
    Spoke {
        by: Seat,
        statement: Statement,
    },
    Offered {
        from: Seat,
        to: Seat,
        /// Seen by the one offering only.
        card: Option<Card>,
    },
    Declined {
        from: Seat,
        to: Seat,
    },
    Traded {
        from: Seat,
        to: Seat,
        /// Both cards are seen by the two traders only.
        offered: Option<Card>,
        given: Option<Card>,
    },
    Investigated {
        by: Seat,
        corpse: Seat,
    },
    Drew {
        by: Seat,
        corpse: Seat,
        card: Card,
    },
    Returned {
        by: Seat,
        corpse: Seat,
        /// Seen by the one returning it only.
        card: Option<Card>,
    },
    ForcedTrade {
        from: Seat,
        to: Seat,
    },
    ForcedReturn {
        from: Seat,
        to: Seat,
        card: Card,
    },
    Passed {
        seat: Seat,
    },
    /// The same position came round a third time: a draw.
    Repetition,
    /// The `dawn` variant's end: a draw.
    Dawn,
    Won {
        side: Side,
    },
}
