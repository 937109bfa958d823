//! The deal, the phases and what is legal in each, the repetition rule's positions, and the
//! words for a refused move.

use super::INFO;
use super::types::{
    Card, Conduct, DAWN_AFTER_GRUE_TURNS, Defense, GrueAction, GrueGame, GrueRules, Phase, Position,
    Statement,
};
use super::view::Knowledge;
use crate::engine::{Game, GameRng, ReactionWindow, Seat, Settings, SettingsError, Turn, take_one};

/// Why a move is refused: a value each language words (`lang::grue`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GrueRefusal {
    /// The game is over.
    GameOver,
    /// The Traitor card is never offered.
    TraitorTrade,
    /// The Lantern is already revealed.
    LanternAlreadyUp,
    /// Only its holder may reveal the Lantern.
    RevealNotHeld,
    /// Under attack, the Lantern is shown as the defence, not revealed on its own.
    RevealUnderAttack,
    /// Nobody trades with the Grue.
    GrueTrade,
    /// This seat does not hold this card.
    CardNotHeld(Seat, Card),
    /// The Grue is frightened and must get ready first.
    GrueFrightened,
    /// Only the Grue attacks or gets ready.
    OnlyGrueAttacks,
    /// The Lantern holder has spoken this turn.
    SpokeAlready,
    /// Only the revealed Lantern holder does this.
    OnlyLanternHolder,
    /// Nobody is being asked about the Lantern.
    NoLanternQuestion,
    /// The Lantern question is open before `next` plays, and `asked` answers now.
    LanternQuestion { next: Seat, asked: Seat },
    /// This seat must first answer an attack.
    AttackPending(Seat),
    /// This seat must first answer an offer.
    OfferPending(Seat),
    /// This seat must first give a card back.
    ForcedReturnPending(Seat),
    /// A card must first go back to the corpse.
    CorpseReturnPending,
    /// A card must first be drawn from the corpse.
    CorpseDrawPending,
    /// It is this seat's decision.
    NotNow(Seat),
    /// Nobody decides now.
    NobodyActs,
}

impl GrueGame {
    /// Deals a game from `seed`: the Darkness-and-Grue pile first, then the items.
    pub(super) fn deal(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut rng = GameRng::seeded(seed);
        let mut hands = vec![Vec::new(); seats];
        // The Darkness-and-Grue pile: one card per player (all five Darkness at six seats).
        let mut first: Vec<Card> = std::iter::repeat_n(Card::Darkness, seats - 1).collect();
        first.push(Card::Grue);
        rng.shuffle(&mut first);
        let grue = Seat(
            first
                .iter()
                .position(|&c| c == Card::Grue)
                .expect("the Grue is dealt") as u8,
        );
        let others: Vec<Seat> = Seat::all(seats).filter(|&s| s != grue).collect();
        let mut wizard = None;
        let traitor;
        if seats == 4 {
            // Four seats: the Grue takes the Darkness back, then deals one item and one of
            // Traitor/Darkness/Darkness to each player.
            let mut items = vec![Card::Sword, Card::Shield, Card::Lantern];
            let mut seconds = vec![Card::Traitor, Card::Darkness, Card::Darkness];
            rng.shuffle(&mut items);
            rng.shuffle(&mut seconds);
            hands[grue.index()].push(Card::Grue);
            for (i, &seat) in others.iter().enumerate() {
                hands[seat.index()].extend([items[i], seconds[i]]);
            }
            traitor = others[seconds
                .iter()
                .position(|&c| c == Card::Traitor)
                .expect("dealt")];
        } else {
            for (i, card) in first.into_iter().enumerate() {
                hands[i].push(card);
            }
            let mut items = vec![Card::Sword, Card::Shield, Card::Lantern, Card::Traitor];
            rng.shuffle(&mut items);
            let mut receivers = others.clone();
            rng.shuffle(&mut receivers);
            if seats == 6 {
                wizard = receivers.pop();
            }
            let mut found = None;
            for (seat, item) in receivers.iter().zip(items) {
                if item == Card::Traitor {
                    found = Some(*seat);
                }
                hands[seat.index()].push(item);
            }
            traitor = found.expect("the Traitor is dealt");
        }
        Ok(GrueGame::set_up(settings, hands, grue, traitor, wizard))
    }

    /// The state at the start of play, the cards being where `hands` says.
    fn set_up(
        settings: &Settings,
        mut hands: Vec<Vec<Card>>,
        grue: Seat,
        traitor: Seat,
        wizard: Option<Seat>,
    ) -> GrueGame {
        let seats = hands.len();
        for hand in &mut hands {
            hand.sort();
        }
        let mut out_of_play = GrueGame::deck(settings);
        for card in hands.iter().flatten() {
            take_one(&mut out_of_play, card);
        }
        let mut knowledge = vec![Knowledge::new(seats); seats + 1];
        for k in knowledge.iter_mut() {
            k.hands[grue.index()] = vec![Card::Grue];
            // Everyone sees the Wizard is the one dealt no item: he holds Darkness.
            if let Some(w) = wizard {
                k.hands[w.index()] = hands[w.index()].clone();
            }
        }
        let mut game = GrueGame {
            settings: settings.clone(),
            rules: GrueRules::of(settings),
            grue,
            wizard,
            traitor,
            hands,
            corpses: vec![Vec::new(); seats],
            out_of_play,
            alive: vec![true; seats],
            grue_ready: false,
            lantern_revealed: false,
            traitor_unmasked: false,
            current: grue.clockwise(1, seats),
            phase: Phase::Turn,
            spoke_this_turn: false,
            grue_turns: 0,
            statements: Vec::new(),
            knowledge,
            disturbed: vec![false; seats],
            touched: vec![false; seats],
            history: Vec::new(),
            stale: 0,
            draw: None,
            conduct: vec![Conduct::default(); seats],
            spoken_before_search: usize::MAX,
        };
        // Before the first turn, as between any two, the Lantern may be revealed.
        let first = game.current;
        game.phase = Phase::BetweenTurns {
            window: game.between_turns(first),
            next: first,
        };
        game
    }

    /// A game dealt exactly as given, for scenario tests and puzzles: `hands[s]` is seat `s`'s hand.
    /// The Grue is whoever holds the Grue card; at six seats the one-card seat is the Wizard. Cards
    /// missing from the hands are out of play. Play starts at the Grue's left, as in a dealt game.
    pub fn from_deal(hands: Vec<Vec<Card>>) -> Result<Self, String> {
        GrueGame::from_deal_with(hands, "")
    }

    /// [`GrueGame::from_deal`] playing the variant `variant` (`""` for the base rules).
    pub fn from_deal_with(hands: Vec<Vec<Card>>, variant: &str) -> Result<Self, String> {
        let seats = hands.len();
        let settings = Settings::new(seats as u8, variant);
        INFO.validate(&settings).map_err(|e| e.to_string())?;
        let mut pool = GrueGame::deck(&settings);
        for card in hands.iter().flatten() {
            if !take_one(&mut pool, card) {
                return Err(format!("too many {card} cards"));
            }
        }
        if pool.iter().any(|&c| c != Card::Darkness) {
            return Err(format!(
                "every card but Darkness must be dealt; missing {pool:?}"
            ));
        }
        let find = |card: Card| {
            hands
                .iter()
                .position(|h| h.contains(&card))
                .map(|i| Seat(i as u8))
        };
        let grue = find(Card::Grue).ok_or("nobody holds the Grue")?;
        let traitor = find(Card::Traitor).ok_or("nobody holds the Traitor")?;
        let wizard = if seats == 6 {
            hands
                .iter()
                .position(|h| h.len() == 1 && !h.contains(&Card::Grue))
                .map(|i| Seat(i as u8))
        } else {
            None
        };
        Ok(GrueGame::set_up(&settings, hands, grue, traitor, wizard))
    }

    /// Whose turn it is, or was last (the seat answering an attack or an offer, or asked about
    /// the Lantern between turns, may differ: see [`Game::turn`]). Before the first turn: the
    /// seat that will play first.
    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn is_alive(&self, seat: Seat) -> bool {
        self.alive[seat.index()]
    }

    pub fn grue_ready(&self) -> bool {
        self.grue_ready
    }

    pub fn corpse(&self, seat: Seat) -> &[Card] {
        &self.corpses[seat.index()]
    }

    pub fn grue(&self) -> Seat {
        self.grue
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    /// The variant's rules.
    pub fn variant_rules(&self) -> GrueRules {
        self.rules
    }

    pub(super) fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    /// Adventurers (not the Grue, not the Traitor) still alive.
    pub(super) fn living_adventurers(&self) -> usize {
        Seat::all(self.seats())
            .filter(|&s| s != self.grue && s != self.traitor && self.alive[s.index()])
            .count()
    }

    pub(super) fn lantern_holder(&self) -> Option<Seat> {
        Seat::all(self.seats()).find(|s| self.hands[s.index()].contains(&Card::Lantern))
    }

    /// Whether anyone may still reveal the Lantern: it is face down in a living hand. Public: a
    /// Lantern leaves the living only when the Wizard dies showing it.
    pub(super) fn lantern_hidden(&self) -> bool {
        !self.lantern_revealed && self.lantern_holder().is_some()
    }

    /// The question about the Lantern before `next` plays (see [`lantern_question`]).
    pub(super) fn between_turns(&self, next: Seat) -> ReactionWindow {
        lantern_question(self.grue, &self.alive, next)
    }

    pub(crate) fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn | Phase::InvestigateReturn { .. } => Some(self.current),
            Phase::BetweenTurns { ref window, .. } => window.asked(),
            Phase::Defend { target } => Some(target),
            Phase::Offer { to, .. } | Phase::ForcedReturn { to } => Some(to),
            Phase::InvestigateDraw { .. } | Phase::Over { .. } => None,
        }
    }

    pub(super) fn turn_now(&self) -> Turn {
        match self.phase {
            Phase::Over { .. } => Turn::Over,
            Phase::InvestigateDraw { .. } => Turn::Chance,
            _ => Turn::Seat(self.to_act().expect("a seat acts in every other phase")),
        }
    }

    /// Seats that may be offered a trade or handed the Lantern by `from`.
    fn trade_partners(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats())
            .filter(move |&s| s != from && s != self.grue && self.alive[s.index()])
    }

    fn tradeable(&self, seat: Seat) -> Vec<Card> {
        let mut cards: Vec<Card> = self.hands[seat.index()]
            .iter()
            .copied()
            .filter(|&c| c != Card::Traitor)
            .collect();
        cards.dedup();
        cards
    }

    fn defenses(&self, target: Seat) -> Vec<Defense> {
        if Some(target) == self.wizard {
            return vec![Defense::WizardCard];
        }
        let hand = &self.hands[target.index()];
        let has = |c| hand.contains(&c);
        let mut options = Vec::new();
        if has(Card::Shield) && has(Card::Sword) {
            options.push(Defense::ShieldAndSword);
        }
        if has(Card::Lantern) {
            options.push(Defense::Lantern);
        }
        if has(Card::Shield) {
            options.push(Defense::Shield);
        }
        if has(Card::Traitor) {
            options.push(Defense::Traitor);
        }
        if options.is_empty() {
            options.push(Defense::Nothing);
        }
        options
    }

    fn statements_for(&self, speaker: Seat) -> Vec<Statement> {
        let mut out = Vec::new();
        for s in Seat::all(self.seats()).filter(|&s| s != self.grue && self.alive[s.index()]) {
            if s != speaker {
                out.push(Statement::SuspectTraitor(s));
                out.push(Statement::Trust(s));
            }
            out.push(Statement::BringSword(s));
            out.push(Statement::BringShield(s));
        }
        out
    }

    /// Whether `seat` may reveal the Lantern now that it is its decision.
    fn may_reveal(&self, seat: Seat) -> bool {
        !self.lantern_revealed && self.hands[seat.index()].contains(&Card::Lantern)
    }

    /// The one definition of what is legal now.
    pub(super) fn legal(&self) -> Vec<GrueAction> {
        let me = self.current;
        let mut out = Vec::new();
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Turn if me == self.grue => {
                if self.grue_ready {
                    for s in Seat::all(self.seats()).filter(|&s| s != me && self.alive[s.index()]) {
                        out.push(GrueAction::Attack(s));
                    }
                } else {
                    out.push(GrueAction::Ready);
                }
                out.push(GrueAction::Wait);
            }
            Phase::Turn => {
                let holds_lantern = self.hands[me.index()].contains(&Card::Lantern);
                if self.may_reveal(me) {
                    out.push(GrueAction::RevealLantern);
                }
                if holds_lantern && self.lantern_revealed && !self.spoke_this_turn {
                    out.extend(self.statements_for(me).into_iter().map(GrueAction::Speak));
                }
                for card in self.tradeable(me) {
                    for to in self.trade_partners(me) {
                        out.push(GrueAction::Offer { card, to });
                    }
                }
                if holds_lantern {
                    for corpse in
                        Seat::all(self.seats()).filter(|s| !self.corpses[s.index()].is_empty())
                    {
                        out.push(GrueAction::Investigate { corpse });
                    }
                    for to in self.trade_partners(me) {
                        out.push(GrueAction::ForceTrade { to });
                    }
                }
                out.push(GrueAction::Pass);
            }
            Phase::BetweenTurns { ref window, .. } => {
                let asked = window.asked().expect("an open window asks someone");
                if self.may_reveal(asked) {
                    out.push(GrueAction::RevealLantern);
                }
                out.push(GrueAction::KeepDark);
            }
            Phase::Defend { target } => {
                out.extend(self.defenses(target).into_iter().map(GrueAction::Defend))
            }
            Phase::Offer { to, .. } => {
                if self.may_reveal(to) {
                    out.push(GrueAction::RevealLantern);
                }
                out.extend(
                    self.tradeable(to)
                        .into_iter()
                        .map(|give| GrueAction::Accept { give }),
                );
                out.push(GrueAction::Decline);
            }
            Phase::InvestigateDraw { corpse } => {
                out.extend(
                    (0..self.corpses[corpse.index()].len() as u8)
                        .map(|slot| GrueAction::DrawFromCorpse { slot }),
                );
            }
            Phase::InvestigateReturn { .. } => {
                let mut cards: Vec<Card> = self.hands[me.index()]
                    .iter()
                    .copied()
                    .filter(|&c| c != Card::Lantern && c != Card::Traitor)
                    .collect();
                cards.dedup();
                out.extend(cards.into_iter().map(GrueAction::ReturnToCorpse));
            }
            Phase::ForcedReturn { to } => {
                out.extend(self.tradeable(to).into_iter().map(GrueAction::ReturnForced))
            }
        }
        out
    }

    /// Why `action` (not among the legal actions) cannot be played now, in words.
    pub(super) fn why_refused(&self, action: &GrueAction) -> GrueRefusal {
        let who = self.to_act();
        match (&self.phase, action) {
            (Phase::Over { .. }, _) => GrueRefusal::GameOver,
            (
                _,
                GrueAction::Offer {
                    card: Card::Traitor,
                    ..
                },
            ) => GrueRefusal::TraitorTrade,
            (_, GrueAction::RevealLantern) if self.lantern_revealed => {
                GrueRefusal::LanternAlreadyUp
            }
            (_, GrueAction::RevealLantern) if who.is_some_and(|s| !self.may_reveal(s)) => {
                GrueRefusal::RevealNotHeld
            }
            (Phase::Defend { .. }, GrueAction::RevealLantern) => GrueRefusal::RevealUnderAttack,
            (Phase::Turn, GrueAction::Offer { to, .. }) if *to == self.grue => {
                GrueRefusal::GrueTrade
            }
            (Phase::Turn, GrueAction::Offer { card, .. })
                if !self.hands[self.current.index()].contains(card) =>
            {
                GrueRefusal::CardNotHeld(self.current, *card)
            }
            (Phase::Turn, GrueAction::Attack(_))
                if self.current == self.grue && !self.grue_ready =>
            {
                GrueRefusal::GrueFrightened
            }
            (Phase::Turn, GrueAction::Attack(_) | GrueAction::Ready)
                if self.current != self.grue =>
            {
                GrueRefusal::OnlyGrueAttacks
            }
            (Phase::Turn, GrueAction::Speak(_)) if self.spoke_this_turn => {
                GrueRefusal::SpokeAlready
            }
            (
                Phase::Turn,
                GrueAction::Speak(_)
                | GrueAction::Investigate { .. }
                | GrueAction::ForceTrade { .. },
            ) => GrueRefusal::OnlyLanternHolder,
            (Phase::Turn, GrueAction::KeepDark) => GrueRefusal::NoLanternQuestion,
            (Phase::BetweenTurns { window, next }, _) => GrueRefusal::LanternQuestion {
                next: *next,
                asked: window.asked().expect("an open window asks someone"),
            },
            (Phase::Defend { target }, _) => GrueRefusal::AttackPending(*target),
            (Phase::Offer { to, .. }, _) => GrueRefusal::OfferPending(*to),
            (Phase::ForcedReturn { to }, _) => GrueRefusal::ForcedReturnPending(*to),
            (Phase::InvestigateReturn { .. }, _) => GrueRefusal::CorpseReturnPending,
            (Phase::InvestigateDraw { .. }, _) => GrueRefusal::CorpseDrawPending,
            _ => match who {
                Some(seat) => GrueRefusal::NotNow(seat),
                None => GrueRefusal::NobodyActs,
            },
        }
    }

    /// The parts of the position that never go back, one bit each.
    fn progress(&self) -> u32 {
        let mut bits = 0u32;
        let mut at = 0;
        let mut put = |on: bool| {
            bits |= u32::from(on) << at;
            at += 1;
        };
        for i in 0..self.seats() {
            put(!self.alive[i]);
            put(self.touched[i]);
            put(self.disturbed[i]);
        }
        put(self.traitor_unmasked);
        bits
    }

    /// The position as the repetition rule compares it (taken when a turn starts).
    pub(super) fn position(&self) -> Position {
        // Cards as 1..=6 (0 for none), two places per hand, corpse and public note, three bits
        // each; no hand, corpse or public note holds more than two cards when a turn starts.
        fn pack(bits: &mut u128, list: &[Card]) {
            debug_assert!(list.len() <= 2, "{list:?}");
            for slot in 0..2 {
                let code = list.get(slot).map_or(0, |c| {
                    1 + Card::ALL.iter().position(|k| k == c).expect("a card") as u128
                });
                *bits = (*bits << 3) | code;
            }
        }
        let mut public = (u128::from(self.current.0) << 2)
            | (u128::from(self.grue_ready) << 1)
            | u128::from(self.lantern_revealed);
        let mut hidden = 0u128;
        let known = self.public_knowledge();
        for i in 0..self.seats() {
            pack(&mut public, &known.hands[i]);
            pack(&mut public, &known.corpses[i]);
            pack(&mut hidden, &self.hands[i]);
            pack(&mut hidden, &self.corpses[i]);
        }
        Position {
            progress: self.progress(),
            public,
            hidden,
        }
    }

    /// Notes the position at a turn start; returns how many times it has now occurred.
    pub(super) fn record_position(&mut self) -> usize {
        let now = self.position();
        if self
            .history
            .last()
            .is_some_and(|p| p.progress != now.progress)
        {
            // Something irreversible happened: no earlier position can come round again.
            self.history.clear();
        }
        let same_outside = self.history.iter().filter(|p| p.public == now.public);
        self.stale = same_outside.clone().count().min(usize::from(u8::MAX)) as u8;
        let times = same_outside.filter(|p| p.hidden == now.hidden).count() + 1;
        self.history.push(now);
        times
    }

    /// The proven bound behind [`Game::max_plies`], worked in `u64`.
    ///
    /// Every game ends, and this bounds how long:
    /// * Each turn start comes after at most one round of the Lantern question (`seats - 1`
    ///   answers), and each turn takes at most five decisions: revealing the Lantern (it may be
    ///   face down again after any trade, so this can recur), a statement and a main action of at
    ///   most three steps (investigate, draw, return; or offer, the partner's reveal, the answer).
    ///   So each turn start accounts for at most `seats + 4` decisions.
    /// * Positions are recorded at turn starts. The irreversible parts (each non-Grue seat's
    ///   death, first trade and searched corpse; the Traitor unmasked) change at most
    ///   `3 * (seats - 1) + 1` times, so play falls into at most `3 * seats` stretches in which
    ///   they are fixed. Within a stretch each position occurs at most twice before a third
    ///   occurrence ends the game.
    /// * Within a stretch a position is: the seat to play (`seats`), the Grue's state (2), whether
    ///   the Lantern is face up (2), where the Sword, Shield and Lantern lie (the Grue card, the
    ///   Traitor card and the cards out of play never move and Darkness fills the rest: at most
    ///   `n * (n - 1) * (n - 2)` ways for the `n` card places other than the Grue's and the
    ///   Traitor card's), and what everyone knows of each of the `seats - 1` other hands or
    ///   corpses (at most 4 sub-hands of two cards each).
    /// * The `dawn` variant also ends after `DAWN_AFTER_GRUE_TURNS` Grue turns, at most
    ///   `seats` turns apart.
    pub(super) fn ply_bound(settings: &Settings) -> u64 {
        let seats = u64::from(settings.seats);
        let per_turn = seats + 4;
        let places = 2 * (seats - 1) - u64::from(seats == 6) - 1;
        let positions = seats
            * 2
            * 2
            * places
            * (places - 1)
            * (places - 2)
            * 4u64.pow(settings.seats as u32 - 1);
        let turn_starts = 3 * seats * 2 * positions + 1;
        let repetition = turn_starts * per_turn + 1;
        if GrueRules::of(settings).dawn {
            let dawn = (u64::from(DAWN_AFTER_GRUE_TURNS) + 1) * seats * per_turn + 1;
            repetition.min(dawn)
        } else {
            repetition
        }
    }
}

/// Between turns, before `next` plays: every living seat but the Grue and `next` (who may
/// reveal on its own turn), clockwise from `next`. Which seats are asked depends only on who is
/// alive, so the question says nothing about where the Lantern is.
pub(super) fn lantern_question(grue: Seat, alive: &[bool], next: Seat) -> ReactionWindow {
    let seats = alive.len();
    ReactionWindow::new(
        (1..seats)
            .map(|step| next.clockwise(step, seats))
            .filter(|&s| s != grue && alive[s.index()]),
    )
}
