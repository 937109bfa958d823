//! # Grid of Shadows
//!
//! A bluffing game for 2 to 6 players. The deck holds the numbers 1 to 10 in Blue and Yellow,
//! four copies of each (80 cards); the `extended` variant adds four each of Wrath, Reflect,
//! Gamble and Indecisive (96 cards).
//!
//! **Setup.** Seven cards to each player, nine face down in a 3x3 grid, two set aside face down
//! for the final challenge, the rest is the draw pile. The starting player (drawn from the seed)
//! turns two grid cards face up for free.
//!
//! **A turn.** The player must either *play* (one to four cards from the hand, face down, onto a
//! face-up grid card, declaring a colour; the number is the grid card's) or *flip* (turn a
//! face-down grid card up and draw one card, then play or end the turn). Any card may be laid: a
//! declaration can be a lie.
//!
//! **The sequence.** After every play each other player, clockwise from the next, is asked
//! "Lights!" or "Let it pass" (a [`ReactionWindow`]; the first caller closes it). If nobody calls,
//! the next player clockwise plays on top, claiming the same number and colour, or passes; when it
//! comes back to the last player (everyone else passed) that player may add more cards or pass,
//! and that pass ends the sequence.
//!
//! **"Lights!"** reveals the last player's run of consecutive cards. Any card that does not match
//! its declaration is a bluff: the bluffer takes the grid card with every card on it and draws a
//! penalty card, and no ability fires. Otherwise the caller takes them and the penalty, and the
//! declared ability fires as normal.
//!
//! **Abilities** (the declared number's, counted over the whole sequence): 1 Whisper (last: draw
//! one, discard one), 2 Deceive (last: give a card to another player), 3 Smite (each card: make a
//! player draw one), 4 Blessing (first: flip a face-down grid card, optionally play on it),
//! 5 Silence (first: the next player's turn is skipped), 6 Shift (last: draw two, put one face
//! down in place of a grid card, the other at the bottom of the pile), 7 Luck (last: discard a grid
//! card with its stack and put a card from the hand face down there), 8 Summon (first: add a
//! face-up card from the pile to the grid, optionally play on it), 9 Hunger (each card: its player
//! draws two), 10 Balance (each card: everyone draws one). "First" fires once for the first play,
//! "Last" once for the last play, "Each" once per card, in the order laid.
//!
//! **Resolve.** After a "Lights!" every face-up grid card (with its stack) is discarded and every
//! gap is refilled face down; the next player starts with two free flips. Otherwise a grid card
//! with three or more cards on it collapses (discarded with its stack, refilled face down).
//!
//! **The end.** Emptying the hand wins at once. When the draw pile is empty at the end of a turn,
//! the *final challenge* starts: the two set-aside cards join the grid face up, face-up grid cards
//! with cards on them are discarded, and players in turn must play face up exact matches (number
//! and colour) onto face-up grid cards (the grid card and the played cards are discarded, then the
//! player turns a face-down card up) or pass. No abilities. When every player has passed in a
//! row the lowest hand total wins (extended cards count 10).
//!
//! **Extended cards.** *Wrath*, *Gamble* and *Indecisive* are declared in a sequence as a one-card
//! play on someone's play; *Reflect* is declared when a 2, 3 or Wrath effect is assigned to you.
//! Each declaration can be a bluff and gets its own "Lights!" window.
//! * Wrath (one per turn, not on your own play): ends the sequence; the number's ability is
//!   ignored; its player makes another player draw two; the stack is then discarded. Turned over
//!   on the grid: the revealer draws two, Wrath is discarded and the space refilled face down.
//!   Revealed by "Lights!": the caller draws two (on top of any Lights penalty).
//! * Reflect (one per turn): the effect, and every later 2/3/Wrath effect assigned to that player
//!   this turn, goes back to whoever assigned it. Caught bluffing: the bluffer takes the stack,
//!   the penalty and the effect. Turned over on the grid: the space is blocked until a refresh.
//! * Gamble (one per turn, not on your own play): ends the sequence, the number's ability is
//!   ignored; the previous play is revealed: true, the Gambler discards a card; false, the Gambler
//!   draws three; the stack is then discarded. Turned over on the grid: the revealer guesses "5 or
//!   lower", "6 or higher" or "power card", Gamble is discarded and replaced by a face-up card from
//!   the pile; a wrong guess draws one.
//! * Indecisive (no limit): switches the sequence colour. Turned over on the grid: any number and
//!   colour may be declared on it; at the end of the turn it is discarded with its stack.
//!
//! **What each seat sees** ([`GridView`]): its own hand; every face-up card; the grid's shape,
//! stack sizes with who laid each card and what was declared; its own cards in stacks; face-down
//! grid cards and draw-pile cards it placed itself (Luck, Shift); hand sizes; the draw pile's size;
//! the discard pile's size and every card in it that it saw go there (revealed, face up, or its
//! own) — this memory is what the bots count cards from; the cards it saw go into other hands (a
//! "Lights!" pickup: the grid card, the revealed run, its own cards in the stack; a gift it gave)
//! and has not seen leave them ([`GridView::hand_memory`]); the turn's public record (plays,
//! claims, pending abilities). It never sees other hands, others' face-down cards, the set-aside cards,
//! another player's cards being laid, Shift's draws of another, or a gift before it arrives.
//!
//! ## Choices where the rulebook and NOTES leave room (each pinned by a test in
//! `tests/grid_of_shadows_rules.rs` and listed on the in-app rules page)
//! * The starting player is drawn at random from the seed.
//! * Free flips (at the start and after a "Lights!") are taken, not optional: two, as long as
//!   face-down cards remain.
//! * A play holds one to four cards (only four copies of a number and colour exist).
//! * The last player may add more cards when everyone else has passed; their pass ends the sequence.
//! * Going out: the last card may still be challenged; the win is settled when its "Lights!"
//!   window closes (nobody called, or the call failed).
//! * Shift: the replaced grid card and any cards on it are discarded.
//! * Blessing and Summon: the optional play on the new card starts a new sequence of its own,
//!   after the current turn resolves, if that card is still face up then; the regular turn then
//!   passes on from the original player.
//! * Silence skips the player after the turn's original player.
//! * Smite, Deceive and Wrath target another player, never oneself.
//! * Discards from the hand (Whisper, Gamble) are face up.
//! * Draws from an empty pile are skipped; a gap that cannot be refilled stays empty; the final
//!   challenge starts when the turn in which the pile ran out resolves (pending bonus plays lapse).
//! * A truthful Wrath caught by "Lights!" only makes the caller draw two (plus the Lights penalty);
//!   its target effect does not also fire. A truthful Gamble resolves after the caller takes the
//!   stack. Any Wrath card revealed by "Lights!" or Gamble costs its revealer two cards.
//! * Any "Lights!" in a turn (including one on a Reflect) makes that turn end with the refresh.
//! * In the final challenge a player who can match must play; extended cards cannot be matched or
//!   played; turned-over cards have no effect; it ends when every player has passed in a row, and
//!   ties for the lowest total share the win.
//! * A player who can neither play nor flip (no playable face-up card, no face-down card) ends the
//!   turn without acting.

mod apply;
mod bot;
mod determinize;
mod narrate;
mod rules;
mod sequence;
mod types;
mod view;

pub use narrate::ability_name;
pub use types::*;
pub use view::{GridCardView, GridView, Secret, SlotView, StackCardView};

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, Seat, SeatResult, Settings, SettingsError, Turn, Variant,
};

impl GridOfShadowsGame {
    /// A position with chosen hands, grid (face-down unless listed in `face_up`), set-aside cards
    /// and draw pile (top last), the given seat starting with its free flips. For tests.
    pub fn from_layout(
        settings: &Settings,
        hands: Vec<Vec<Card>>,
        grid: Vec<(Card, bool)>,
        set_aside: Vec<Card>,
        draw: Vec<Card>,
        starter: Seat,
        free_flips: bool,
    ) -> GridOfShadowsGame {
        let seats = usize::from(settings.seats);
        let hands = hands
            .into_iter()
            .map(|mut h| {
                h.sort();
                h
            })
            .collect();
        let mut game = GridOfShadowsGame {
            settings: settings.clone(),
            rules: GridRules::from_variant(&settings.variant),
            hands,
            grid: grid
                .into_iter()
                .map(|(card, face_up)| Slot {
                    card: Some(GridCard {
                        card,
                        face_up,
                        known_by: if face_up { EVERYONE } else { 0 },
                    }),
                    stack: Vec::new(),
                })
                .collect(),
            draw: draw
                .into_iter()
                .map(|card| Tracked { card, known_by: 0 })
                .collect(),
            discard: Vec::new(),
            set_aside,
            turn_owner: starter,
            ctx: None,
            phase: Phase::Main {
                seat: starter,
                flipped: false,
            },
            free_flips_next: false,
            silence: false,
            final_started: false,
            laid: Vec::new(),
            shift_drawn: Vec::new(),
            transit: None,
            gift_taken: None,
            deferred: Vec::new(),
            memory: vec![Vec::new(); seats * seats],
        };
        let mut events = Vec::new();
        game.start_game(starter, free_flips, &mut events);
        game
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn grid(&self) -> &[Slot] {
        &self.grid
    }

    pub fn draw_pile(&self) -> Vec<Card> {
        self.draw.iter().map(|t| t.card).collect()
    }

    pub fn discard_pile(&self) -> Vec<Card> {
        self.discard.iter().map(|t| t.card).collect()
    }

    pub fn set_aside(&self) -> &[Card] {
        &self.set_aside
    }

    pub fn ctx(&self) -> Option<&TurnCtx> {
        self.ctx.as_ref()
    }

    pub fn turn_owner(&self) -> Seat {
        self.turn_owner
    }

    pub fn is_final(&self) -> bool {
        self.final_started
    }

    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }
}

impl Game for GridOfShadowsGame {
    type Action = GridAction;
    type View = GridView;
    type Event = GridEvent;
    type Card = Card;

    const INFO: GameInfo = GameInfo {
        id: "grid-of-shadows",
        name: "Grid of Shadows",
        min_seats: 2,
        max_seats: 6,
        default_seats: 4,
        variants: &[Variant {
            id: "extended",
            name: "Extended rules",
            summary: "Adds Wrath, Reflect, Gamble and Indecisive, four of each.",
            single_round: false,
        }],
        rounds: None,
        rules: "",
    };

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        Self::INFO.validate(settings)?;
        let mut rng = GameRng::seeded(seed);
        let rules = GridRules::from_variant(&settings.variant);
        let mut deck = deck_for(rules.extended);
        rng.shuffle(&mut deck);
        let seats = usize::from(settings.seats);
        let mut hands = Vec::with_capacity(seats);
        for _ in 0..seats {
            let mut hand: Vec<Card> = deck.split_off(deck.len() - HAND_SIZE);
            hand.sort();
            hands.push(hand);
        }
        let grid: Vec<Slot> = (0..9)
            .map(|_| Slot {
                card: Some(GridCard {
                    card: deck.pop().expect("enough cards"),
                    face_up: false,
                    known_by: 0,
                }),
                stack: Vec::new(),
            })
            .collect();
        let set_aside = deck.split_off(deck.len() - 2);
        let starter = Seat(rng.below(seats) as u8);
        let mut game = GridOfShadowsGame {
            settings: settings.clone(),
            rules,
            hands,
            grid,
            draw: deck
                .into_iter()
                .map(|card| Tracked { card, known_by: 0 })
                .collect(),
            discard: Vec::new(),
            set_aside,
            turn_owner: starter,
            ctx: None,
            phase: Phase::Main {
                seat: starter,
                flipped: false,
            },
            free_flips_next: false,
            silence: false,
            final_started: false,
            laid: Vec::new(),
            shift_drawn: Vec::new(),
            transit: None,
            gift_taken: None,
            deferred: Vec::new(),
            memory: vec![Vec::new(); seats * seats],
        };
        game.start_game(starter, true, &mut Vec::new());
        Ok(game)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.phase.seat().into()
    }

    fn legal_actions(&self) -> Vec<GridAction> {
        rules::actions(self)
    }

    fn apply_unchecked(&mut self, action: &GridAction) -> Vec<GridEvent> {
        let events = self.apply_legal(action);
        self.cap_memory();
        events
    }

    fn explain_refusal(&self, action: &GridAction) -> String {
        rules::refusal(self, action)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { winners, .. } = &self.phase else {
            return None;
        };
        let results = Seat::all(self.seats())
            .map(|s| {
                if winners.contains(&s) {
                    SeatResult::Win
                } else {
                    SeatResult::Loss
                }
            })
            .collect();
        let scores = self
            .hands
            .iter()
            .map(|h| f64::from(h.iter().map(|c| c.value()).sum::<u32>()))
            .collect();
        Some(Outcome { results, scores })
    }

    fn view(&self, seat: Seat) -> GridView {
        self.view_of(seat)
    }

    fn determinize(view: &GridView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        for slot in &self.grid {
            all.extend(slot.card.map(|g| g.card));
            all.extend(slot.stack.iter().map(|s| s.card));
        }
        all.extend(self.draw.iter().map(|t| t.card));
        all.extend(self.discard.iter().map(|t| t.card));
        all.extend(&self.set_aside);
        all.extend(&self.laid);
        all.extend(&self.shift_drawn);
        all.extend(self.transit);
        all
    }

    fn deck(settings: &Settings) -> Vec<Card> {
        deck_for(GridRules::from_variant(&settings.variant).extended)
    }

    fn max_plies(settings: &Settings) -> usize {
        // Potential argument: every turn either draws from the pile (which never grows: Shift puts
        // back one of two) or moves a card out of the hands for good or onto the grid, and a
        // Lights pickup costs a draw; so turns are at most (pile + 1) * (deck + 1). Within a turn
        // each card laid brings at most one window (seats - 1 answers), one pass round, one
        // declaration and a few ability decisions, and the final challenge at most one play or
        // pass per card per seat.
        let deck = Self::deck(settings).len();
        let seats = usize::from(settings.seats);
        let turns = (deck + 1) * (deck + 1);
        let per_turn = 8 + deck * (2 * seats + 8);
        turns * per_turn + deck * seats * 4
    }

    fn opening(&self) -> Vec<GridEvent> {
        vec![GridEvent::Starts {
            seat: self.turn_owner,
        }]
    }

    fn narrate(event: &GridEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &GridAction) -> String {
        narrate::describe(self, action)
    }

    fn tallies(event: &GridEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GridEvent::Played {
                seat, claim, cards, ..
            } => {
                let mut out = vec![(*seat, "plays")];
                if cards.iter().any(|&c| !claim.matches(c)) {
                    out.push((*seat, "bluffs"));
                }
                out
            }
            GridEvent::Revealed {
                caller, truthful, ..
            } => {
                if *truthful {
                    vec![(*caller, "challenges")]
                } else {
                    vec![(*caller, "challenges"), (*caller, "challenges won")]
                }
            }
            _ => Vec::new(),
        }
    }
}
