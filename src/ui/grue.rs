//! "You May Be Eaten By a Grue" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page is the game's `rules.md` (`rules.de.md` in German).
//!
//! Drags: a hand card onto a living player offers it (the Lantern also forces a trade, so it asks
//! which); answering an offer, a forced trade or a corpse search is dragging the card to give onto
//! the seat or corpse it goes to; the Grue drags its card onto its prey; a defender may drag the
//! card to show onto the Grue; the Lantern's holder may drag it onto its own seat to reveal it.
//! Everything else (get ready, wait, pass, decline, speak, keep the Lantern dark) is a button.
//!
//! Lone moves: the table makes a person's only legal move for them. In this game a lone move
//! comes from a hidden hand (no Lantern to reveal between turns; one card that saves you from an
//! attack; one card you may hand back or put back), so it must look to everyone else exactly like
//! a chosen move: the log tells others only the public event (what was shown, a card returned
//! face up), never that there was no choice, and the move is made only once that person has the
//! screen (after the pass-and-play curtain), as for [`UiGame::automatic`]. No lone move here
//! needs the person to stop first: what was shown or given is in the log, so
//! `ask_even_if_forced` keeps its default.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, Moment, PileModel, ScoreRow, ScoreSheet, SeatModel, Shown,
    TableModel, UiGame, card_token, seat_token,
};
use crate::engine::Seat;
use crate::games::grue::{
    Card, DAWN_AFTER_GRUE_TURNS, Defense, Draw, GrueAction, GrueGame, GrueView, PhaseView, Side,
};
use crate::lang;
use crate::lang::grue::{Fate, SeatBadge, ShownRole, TurnChoices};

fn corpse_token(seat: Seat) -> String {
    format!("corpse:{}", seat.0)
}

/// The card a token or `data-card` id names.
fn card_of(id: &str) -> Option<Card> {
    Card::ALL.into_iter().find(|c| c.name() == id)
}

fn parse_card(token: &str) -> Option<Card> {
    card_of(token.strip_prefix("card:")?)
}

fn parse_seat(token: &str, prefix: &str, seats: usize) -> Option<Seat> {
    let n: u8 = token.strip_prefix(prefix)?.parse().ok()?;
    (usize::from(n) < seats).then_some(Seat(n))
}

/// What a drop that matched no legal action was meant to be, so the table can say why not.
enum Intent {
    Action(GrueAction),
    Reason(String),
}

fn intent(view: &GrueView, drag: &str, drop: &str) -> Option<Intent> {
    let words = lang::grue();
    let card = parse_card(drag)?;
    let me = view.me;
    if let Some(seat) = parse_seat(drop, "seat:", view.seats()) {
        return Some(match view.phase {
            PhaseView::Turn if card == Card::Grue => Intent::Action(GrueAction::Attack(seat)),
            PhaseView::Turn | PhaseView::BetweenTurns { .. } | PhaseView::Offer { .. }
                if seat == me && card == Card::Lantern =>
            {
                Intent::Action(GrueAction::RevealLantern)
            }
            PhaseView::Turn if seat == me => Intent::Reason(words.drop_on_another_player().into()),
            PhaseView::Turn if !view.alive[seat.index()] => {
                Intent::Reason(words.eaten_cannot_trade(seat))
            }
            PhaseView::Turn => Intent::Action(GrueAction::Offer { card, to: seat }),
            PhaseView::Offer { from, .. } if seat == from => {
                Intent::Action(GrueAction::Accept { give: card })
            }
            PhaseView::Offer { from, .. } => Intent::Reason(words.accept_on_offerer(from)),
            PhaseView::ForcedReturn { .. } if seat == view.current => {
                Intent::Action(GrueAction::ReturnForced(card))
            }
            PhaseView::ForcedReturn { .. } => {
                Intent::Reason(words.return_to_lantern_giver(view.current))
            }
            PhaseView::Defend { .. } => Intent::Reason(words.defend_on_grue().into()),
            _ => return None,
        });
    }
    let corpse = parse_seat(drop, "corpse:", view.seats())?;
    Some(match view.phase {
        PhaseView::Turn if card == Card::Lantern => {
            Intent::Action(GrueAction::Investigate { corpse })
        }
        PhaseView::Turn => Intent::Reason(words.only_lantern_searches().into()),
        PhaseView::OwnInvestigateReturn { .. } => Intent::Action(GrueAction::ReturnToCorpse(card)),
        _ => return None,
    })
}

fn seat_model(view: &GrueView, seat: Seat) -> SeatModel {
    let words = lang::grue();
    let badge = |key: &'static str, badge: SeatBadge| Badge::new(key, words.badge(badge));
    let i = seat.index();
    let alive = view.alive[i];
    let mut badges = Vec::new();
    if seat == view.grue {
        badges.push(badge("grue", SeatBadge::Grue));
        if alive {
            badges.push(if view.grue_ready {
                badge("ready", SeatBadge::Ready)
            } else {
                badge("frightened", SeatBadge::Frightened)
            });
        }
    }
    if view.wizard == Some(seat) {
        badges.push(badge("wizard", SeatBadge::Wizard));
    }
    if view.lantern_holder == Some(seat) {
        badges.push(badge("lantern", SeatBadge::Lantern));
    }
    if view.traitor == Some(seat) {
        let over = matches!(view.phase, PhaseView::Over { .. });
        badges.push(if view.traitor_unmasked || over {
            badge("traitor", SeatBadge::Traitor)
        } else {
            badge("traitor", SeatBadge::SecretTraitor)
        });
    }
    if !alive {
        badges.push(badge("dead", SeatBadge::Eaten));
    }

    // Face up only what the whole table has seen and still sees: the Grue, a revealed Lantern,
    // an unmasked Traitor (that card never moves).
    let mut cards = Vec::new();
    let size = usize::from(view.hand_sizes[i]);
    if seat == view.grue && size > 0 {
        let note = words.grue_card_note(view.grue_ready);
        cards.push(if view.grue_ready {
            CardModel::face("Grue").with_note(note)
        } else {
            CardModel::hidden("Grue").with_note(note)
        });
    } else {
        if view.lantern_holder == Some(seat) {
            cards.push(CardModel::face("Lantern"));
        }
        if view.traitor_unmasked && view.traitor == Some(seat) {
            cards.push(CardModel::face("Traitor"));
        }
        cards.truncate(size);
        while cards.len() < size {
            cards.push(CardModel::back());
        }
    }

    let mut piles = Vec::new();
    let corpse = view.corpse_sizes[i];
    if corpse > 0 || !alive {
        piles.push(
            PileModel::stack(
                words.corpse_pile(corpse),
                vec![CardModel::back(); usize::from(corpse)],
            )
            .drop_on(corpse_token(seat)),
        );
    }
    let note = view
        .statements
        .iter()
        .rev()
        .find(|(by, _)| *by == seat)
        .map(|&(_, s)| words.seat_said(&words.statement(s, Some(view.me))));
    SeatModel {
        seat,
        badges,
        cards,
        piles,
        out: !alive,
        note,
    }
}

/// How far the night has gone, in a few words.
fn night_fact(view: &GrueView) -> String {
    let words = lang::grue();
    if view.rules.dawn {
        words.night_until_dawn(view.grue_turns, DAWN_AFTER_GRUE_TURNS)
    } else {
        words.night_so_far(view.grue_turns)
    }
}

/// What is going on now, in one short line (the prompt says what to do about it).
fn phase_fact(view: &GrueView) -> Option<String> {
    let words = lang::grue();
    let me = Some(view.me);
    Some(match view.phase {
        PhaseView::Turn | PhaseView::Over { .. } => return None,
        PhaseView::BetweenTurns { next, .. } => words.asking_before_turn(next, me),
        PhaseView::Defend { target } => words.attacked(target, me),
        PhaseView::Offer { from, to } => words.offer_pending(from, to, me),
        PhaseView::OwnOffer { to, card } => words.own_offer_pending(to, card, me),
        PhaseView::InvestigateDraw { corpse }
        | PhaseView::InvestigateReturn { corpse }
        | PhaseView::OwnInvestigateReturn { corpse, .. } => {
            words.investigated(view.current, corpse, me)
        }
        PhaseView::ForcedReturn { to } => words.owes_card(to, me),
    })
}

fn role(view: &GrueView, seat: Seat) -> ShownRole {
    if seat == view.grue {
        ShownRole::Grue
    } else if view.traitor == Some(seat) {
        if view.traitor_unmasked {
            ShownRole::UnmaskedTraitor
        } else {
            ShownRole::Traitor
        }
    } else if view.wizard == Some(seat) {
        ShownRole::Wizard
    } else {
        ShownRole::Adventurer
    }
}

/// How `seat` ended the night, as far as everyone saw it.
fn fate(view: &GrueView, seat: Seat) -> Fate {
    if seat == view.grue {
        return match view.slayer() {
            Some(by) => Fate::SlainBy(by),
            None => Fate::Survived,
        };
    }
    if view.alive[seat.index()] {
        return Fate::Survived;
    }
    // The Wizard is eaten only for fumbling the card he showed; the corpse keeps it unless a
    // search has since stirred it.
    let fumbled = (view.wizard == Some(seat) && !view.disturbed[seat.index()])
        .then(|| view.public.corpses[seat.index()].first().copied())
        .flatten();
    match fumbled {
        Some(card) => Fate::EatenFumbling(card),
        None => Fate::Eaten,
    }
}

impl UiGame for GrueGame {
    /// Everyone living is asked about the Lantern between turns, so that being asked tells
    /// nothing; a person without it has nothing to decide, and the table answers for them (the
    /// note goes to that person alone, after the curtain, like every automatic move).
    fn automatic(_view: &GrueView, legal: &[GrueAction]) -> Option<(GrueAction, String)> {
        match legal {
            [GrueAction::KeepDark] => Some((
                GrueAction::KeepDark,
                lang::grue().kept_dark_for_you().into(),
            )),
            _ => None,
        }
    }

    fn table(view: &GrueView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        let hand = view
            .hand
            .iter()
            .map(|c| CardModel::face(c.name()).draggable())
            .collect();
        let mut center = Vec::new();
        if !view.out_of_play.is_empty() {
            let aside = view.out_of_play.len() as u8;
            center.push(PileModel::stack(
                lang::grue().set_aside_pile(aside),
                vec![CardModel::back(); view.out_of_play.len()],
            ));
        }
        let mut facts = vec![night_fact(view)];
        if view.stale > 0 && !matches!(view.phase, PhaseView::Over { .. }) {
            facts.push(lang::grue().seen_before().into());
        }
        facts.extend(phase_fact(view));
        TableModel {
            seats,
            hand,
            center,
            facts,
            notes: Vec::new(),
        }
    }

    fn prompt(view: &GrueView, legal: &[GrueAction]) -> String {
        let words = lang::grue();
        let me = Some(view.me);
        let has = |f: fn(&GrueAction) -> bool| legal.iter().any(f);
        let may_reveal = has(|a| matches!(a, GrueAction::RevealLantern));
        match view.phase {
            PhaseView::Turn if view.me == view.grue => words.grue_prompt(view.grue_ready).into(),
            PhaseView::Turn => words.turn_prompt(TurnChoices {
                offer: has(|a| matches!(a, GrueAction::Offer { .. })),
                search: has(|a| matches!(a, GrueAction::Investigate { .. })),
                force: has(|a| matches!(a, GrueAction::ForceTrade { .. })),
                reveal: may_reveal,
                speak: has(|a| matches!(a, GrueAction::Speak(_))),
            }),
            PhaseView::BetweenTurns { next, .. } => {
                if may_reveal {
                    words.reveal_before_turn(next, me)
                } else {
                    words.no_lantern_before_turn(next, me)
                }
            }
            PhaseView::Defend { .. } => match legal {
                [GrueAction::Defend(Defense::Nothing)] => words.attacked_with_nothing().into(),
                [GrueAction::Defend(Defense::WizardCard)] => words.attacked_wizard(),
                _ => {
                    let defenses: Vec<Defense> = legal
                        .iter()
                        .filter_map(|a| match a {
                            GrueAction::Defend(d) => Some(*d),
                            _ => None,
                        })
                        .collect();
                    words.attacked_choose(&defenses, view.traitor_unmasked)
                }
            },
            PhaseView::Offer { from, .. } => words.offer_prompt(from, me, may_reveal),
            PhaseView::OwnInvestigateReturn { corpse, drawn } => {
                words.put_back_prompt(drawn, corpse, me)
            }
            PhaseView::InvestigateReturn { corpse } => words.putting_back(view.current, corpse, me),
            PhaseView::OwnOffer { to, .. } => words.deciding_on_offer(to, me),
            PhaseView::ForcedReturn { .. } => words.forced_return_prompt(view.current, me),
            PhaseView::InvestigateDraw { .. } => words.drawing_from_corpse().into(),
            PhaseView::Over { .. } => words.game_over().into(),
        }
    }

    fn gestures(view: &GrueView, action: &GrueAction) -> Vec<Gesture> {
        let card = |c: Card| card_token(c.name());
        let to_grue = |c: Card| Gesture::new(card(c), seat_token(view.grue));
        match *action {
            GrueAction::Attack(target) => vec![Gesture::new(card(Card::Grue), seat_token(target))],
            GrueAction::Offer { card: c, to } => vec![Gesture::new(card(c), seat_token(to))],
            GrueAction::ForceTrade { to } => {
                vec![Gesture::new(card(Card::Lantern), seat_token(to))]
            }
            GrueAction::Investigate { corpse } => {
                vec![Gesture::new(card(Card::Lantern), corpse_token(corpse))]
            }
            GrueAction::RevealLantern => {
                vec![Gesture::new(card(Card::Lantern), seat_token(view.me))]
            }
            GrueAction::Accept { give } => match view.phase {
                PhaseView::Offer { from, .. } => vec![Gesture::new(card(give), seat_token(from))],
                _ => Vec::new(),
            },
            GrueAction::ReturnToCorpse(c) => match view.phase {
                PhaseView::OwnInvestigateReturn { corpse, .. } => {
                    vec![Gesture::new(card(c), corpse_token(corpse))]
                }
                _ => Vec::new(),
            },
            GrueAction::ReturnForced(c) => vec![Gesture::new(card(c), seat_token(view.current))],
            GrueAction::Defend(defense) => match defense {
                Defense::Lantern => vec![to_grue(Card::Lantern)],
                Defense::Shield => vec![to_grue(Card::Shield)],
                Defense::ShieldAndSword => vec![to_grue(Card::Shield), to_grue(Card::Sword)],
                Defense::Traitor => vec![to_grue(Card::Traitor)],
                Defense::WizardCard => view.hand.iter().map(|&c| to_grue(c)).collect(),
                Defense::Nothing => Vec::new(),
            },
            GrueAction::Ready
            | GrueAction::Wait
            | GrueAction::KeepDark
            | GrueAction::Speak(_)
            | GrueAction::Decline
            | GrueAction::DrawFromCorpse { .. }
            | GrueAction::Pass => Vec::new(),
        }
    }

    fn intended(view: &GrueView, drag: &str, drop: &str) -> Option<Result<GrueAction, String>> {
        // Where the engine would only say "not now", the adapter names the real problem.
        intent(view, drag, drop).map(|i| match i {
            Intent::Action(a) => Ok(a),
            Intent::Reason(r) => Err(r),
        })
    }

    fn group(action: &GrueAction) -> &'static str {
        match action {
            GrueAction::Speak(_) => lang::grue().speak_group(),
            _ => "",
        }
    }

    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::grue::GrueEvent;
        match event {
            GrueEvent::Attacked { .. } => Some(Moment::Challenge),
            GrueEvent::Defended { .. }
            | GrueEvent::LanternRevealed { .. }
            | GrueEvent::ForcedTrade { .. } => Some(Moment::Reveal),
            GrueEvent::Died { .. } | GrueEvent::GrueSlain { .. } => Some(Moment::Fall),
            GrueEvent::Drew { .. } => Some(Moment::Draw),
            _ => None,
        }
    }

    fn shown(event: &Self::Event, _viewer: Seat) -> Option<Shown> {
        use crate::games::grue::GrueEvent;
        // A defence and a revealed Lantern are shown to the whole table.
        let (seat, cards) = match event {
            GrueEvent::Defended {
                target,
                defense,
                wizard_card,
            } => {
                let cards = match defense {
                    Defense::Lantern => vec![Card::Lantern],
                    Defense::Shield => vec![Card::Shield],
                    Defense::ShieldAndSword => vec![Card::Shield, Card::Sword],
                    Defense::Traitor => vec![Card::Traitor],
                    Defense::WizardCard => wizard_card.iter().copied().collect(),
                    Defense::Nothing => Vec::new(),
                };
                (*target, cards)
            }
            GrueEvent::LanternRevealed { by } => (*by, vec![Card::Lantern]),
            _ => return None,
        };
        Some(Shown {
            seat: Some(seat),
            cards: cards.iter().map(|c| c.name().to_string()).collect(),
        })
    }

    fn card_art(name: &str) -> CardArt {
        let card = card_of(name);
        let hint = card.map_or("", |c| lang::grue().card_hint(c));
        match card {
            Some(Card::Darkness) => CardArt {
                path: "M15.5 2.5a9.5 9.5 0 1 0 6 16.5A8 8 0 0 1 15.5 2.5z",
                tone: "grue-dark",
                hint,
            },
            Some(Card::Grue) => CardArt {
                path: "M2 8.5C4 5 9 5 11 8.5 9 12 4 12 2 8.5zm11 0C15 5 20 5 22 8.5 20 12 15 12 13 \
                       8.5zM3 14h18l-2.2 6-2-3.4-2.4 3.4-2.4-3.4-2.4 3.4-2-3.4-2.4 3.4z",
                tone: "grue-monster",
                hint,
            },
            Some(Card::Traitor) => CardArt {
                path: "M1.5 7.5c3.5-1.6 7.5-1.4 10.5.9 3-2.3 7-2.5 10.5-.9.2 5.4-2.3 9.8-6.4 9.8-2 \
                       0-3.1-1.6-4.1-3-1 1.4-2.1 3-4.1 3-4.1 0-6.6-4.4-6.4-9.8zM5 11.3c.8-1.3 3.2-1.3 \
                       4 0-.8 1.3-3.2 1.3-4 0zm10 0c.8-1.3 3.2-1.3 4 0-.8 1.3-3.2 1.3-4 0z",
                tone: "grue-traitor",
                hint,
            },
            Some(Card::Shield) => CardArt {
                path: "M12 1.5l8.5 3.2v6.4c0 5.6-3.6 9.6-8.5 11.4-4.9-1.8-8.5-5.8-8.5-11.4V4.7zm0 \
                       3.2L6.5 6.8v4.3c0 3.7 2.2 6.6 5.5 8.1z",
                tone: "grue-shield",
                hint,
            },
            Some(Card::Sword) => CardArt {
                path: "M12 1l1.8 3.4V14h-3.6V4.4zM5.5 14.5h13v2.3h-13zM10.8 16.8h2.4v3.7h-2.4zM9 \
                       20.5h6V23H9z",
                tone: "grue-sword",
                hint,
            },
            Some(Card::Lantern) => CardArt {
                path: "M9 1.5h6v2.2H9zM6.5 4.6h11L16 7.2H8zM7.5 8.2h9v10.6h-9zM6 19.8h12V22H6zm6-9.6c-1.6 \
                       1.9-2.4 3.3-2.4 4.6a2.4 2.4 0 0 0 4.8 0c0-1.3-.8-2.7-2.4-4.6z",
                tone: "grue-lantern",
                hint,
            },
            None => CardArt {
                path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
                tone: "grue-dark",
                hint,
            },
        }
    }

    fn card_name(id: &str) -> String {
        card_of(id).map_or_else(|| id.to_string(), |c| lang::grue().card_name(c).into())
    }

    fn card_text(name: &str) -> String {
        card_of(name).map_or_else(String::new, |c| lang::grue().card_text(c).into())
    }

    /// At the end everyone's role shows, the Traitor's too: the result names both sides.
    fn scores(view: &GrueView) -> Option<ScoreSheet> {
        // The table adds each seat's result beside its name: the sheet tells how the night went.
        let PhaseView::Over { .. } = view.phase else {
            return None;
        };
        let words = lang::grue();
        let me = Some(view.me);
        let rows = Seat::all(view.seats())
            .map(|seat| {
                let grue_side = seat == view.grue || view.traitor == Some(seat);
                let side = if grue_side {
                    Side::Grue
                } else {
                    Side::Adventurers
                };
                ScoreRow {
                    seat,
                    cells: vec![
                        words.shown_role(role(view, seat)).into(),
                        words.side(side).into(),
                        words.fate(fate(view, seat), me),
                    ],
                }
            })
            .collect();
        Some(ScoreSheet {
            columns: words.score_columns().map(String::from).to_vec(),
            rows,
            notes: Self::ending(view).into_iter().collect(),
        })
    }

    fn ending(view: &GrueView) -> Option<String> {
        let words = lang::grue();
        match view.phase {
            PhaseView::Over { winner: None } => Some(match view.draw {
                Some(Draw::Dawn) => words.dawn_ending(DAWN_AFTER_GRUE_TURNS),
                _ => words.repetition_ending().into(),
            }),
            PhaseView::Over { winner: Some(side) } => Some(words.won_ending(side).into()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};
    use crate::lang::narrate::Narrate;

    /// Nobody reveals the Lantern before the first turn.
    fn to_first_turn(g: &mut GrueGame) {
        while !matches!(g.view(g.current()).phase, PhaseView::Turn) {
            g.apply(&GrueAction::KeepDark).unwrap();
        }
    }

    /// A dealt game at the start of its first turn.
    fn game(seed: u64) -> GrueGame {
        let mut g = GrueGame::new(
            &Settings {
                seats: 5,
                variant: String::new(),
                rounds: None,
            },
            seed,
        )
        .unwrap();
        to_first_turn(&mut g);
        g
    }

    /// Plays `action`, then lets everyone keep the Lantern dark until a turn starts.
    fn step(g: &mut GrueGame, action: GrueAction) {
        g.apply(&action).unwrap();
        while matches!(g.view(Seat(0)).phase, PhaseView::BetweenTurns { .. }) {
            g.apply(&GrueAction::KeepDark).unwrap();
        }
    }

    /// Plays random games at every table size, calling `check` on each state reached.
    fn random_games(games: u64, mut check: impl FnMut(&GrueGame)) {
        use crate::engine::GameRng;
        for seats in 4..=6u8 {
            for seed in 0..games {
                let mut g = GrueGame::new(&Settings::new(seats, ""), 7_000 + seed).unwrap();
                let mut rng = GameRng::seeded(seed);
                loop {
                    check(&g);
                    let legal = g.legal_actions();
                    if legal.is_empty() {
                        break;
                    }
                    g.apply(&legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }

    fn cell<'a>(sheet: &'a ScoreSheet, seat: Seat, column: &str) -> &'a str {
        let c = sheet.columns.iter().position(|h| h == column).unwrap();
        &sheet.rows[seat.index()].cells[c]
    }

    #[test]
    fn the_score_sheet_of_a_played_game_names_roles_sides_and_fates_for_everyone() {
        let mut g = GrueGame::from_deal(vec![
            vec![Card::Grue],
            vec![Card::Darkness, Card::Sword],
            vec![Card::Darkness, Card::Shield],
            vec![Card::Darkness, Card::Lantern],
            vec![Card::Darkness, Card::Traitor],
        ])
        .unwrap();
        to_first_turn(&mut g);
        assert_eq!(
            GrueGame::scores(&g.view(Seat(0))),
            None,
            "no sheet mid-game"
        );
        for _ in 1..=4 {
            step(&mut g, GrueAction::Pass);
        }
        step(&mut g, GrueAction::Ready);
        // Seat 2 hands the Sword to Seat 3, who now holds the Shield and the Sword.
        g.apply(&GrueAction::Offer {
            card: Card::Sword,
            to: Seat(2),
        })
        .unwrap();
        step(
            &mut g,
            GrueAction::Accept {
                give: Card::Darkness,
            },
        );
        for _ in 2..=4 {
            step(&mut g, GrueAction::Pass);
        }
        g.apply(&GrueAction::Attack(Seat(1))).unwrap();
        step(&mut g, GrueAction::Defend(Defense::Nothing));
        for _ in 2..=4 {
            step(&mut g, GrueAction::Pass);
        }
        g.apply(&GrueAction::Attack(Seat(2))).unwrap();
        // Seat 4 (index 3) never learned who the Traitor was during play; the end tells it.
        assert_eq!(g.view(Seat(3)).traitor, None);
        g.apply(&GrueAction::Defend(Defense::ShieldAndSword))
            .unwrap();
        assert!(g.outcome().is_some());
        let onlooker = g.view(Seat(3));
        assert_eq!(onlooker.traitor, Some(Seat(4)));
        let sheet = GrueGame::scores(&onlooker).expect("a sheet at the end");
        // The result is the table's own column, beside each name: the sheet does not repeat it.
        assert_eq!(sheet.columns, ["Role", "Side", "Fate"]);
        assert_eq!(sheet.rows.len(), 5);
        let row =
            |seat: u8| ["Role", "Side", "Fate"].map(|c| cell(&sheet, Seat(seat), c).to_string());
        assert_eq!(row(0), ["Grue", "Grue's side", "Slain by Seat 3"]);
        assert_eq!(row(1), ["Adventurer", "Adventurers", "Eaten by the Grue"]);
        assert_eq!(row(2), ["Adventurer", "Adventurers", "Survived"]);
        assert_eq!(row(3), ["Adventurer", "Adventurers", "Survived"]);
        assert_eq!(row(4), ["Traitor", "Grue's side", "Survived"]);
        assert_eq!(
            sheet.notes,
            ["The adventurers win: the Grue has been slain."]
        );
        // The slayer reads it in the second person, and the end badges the Traitor for all.
        let slayer = GrueGame::scores(&g.view(Seat(2))).unwrap();
        assert_eq!(cell(&slayer, Seat(0), "Fate"), "Slain by you");
        let traitor_seat = &GrueGame::table(&onlooker).seats[4];
        assert!(
            traitor_seat
                .badges
                .iter()
                .any(|b| b.key == "traitor" && b.label == "Traitor")
        );
    }

    #[test]
    fn every_finished_game_scores_as_the_engine_judged_it_for_every_viewer() {
        let mut finished = 0;
        random_games(40, |g| {
            let Some(outcome) = g.outcome() else {
                for seat in Seat::all(g.seat_count()) {
                    assert_eq!(GrueGame::scores(&g.view(seat)), None);
                }
                return;
            };
            finished += 1;
            for viewer in Seat::all(g.seat_count()) {
                let sheet = GrueGame::scores(&g.view(viewer)).unwrap();
                for seat in Seat::all(g.seat_count()) {
                    // Winners share a side, and the losers are on the other one.
                    for other in Seat::all(g.seat_count()) {
                        let same_result =
                            outcome.results[seat.index()] == outcome.results[other.index()];
                        let same_side = cell(&sheet, seat, "Side") == cell(&sheet, other, "Side");
                        assert!(
                            same_result == same_side
                                || outcome.results[seat.index()] == crate::engine::SeatResult::Draw,
                            "{sheet:?}"
                        );
                    }
                    let role = g.role(seat).unwrap();
                    assert!(
                        cell(&sheet, seat, "Role")
                            .to_lowercase()
                            .contains(&role.to_lowercase()),
                        "{seat} was the {role}: {sheet:?}"
                    );
                    let eaten = cell(&sheet, seat, "Fate").starts_with("Eaten");
                    assert_eq!(eaten, !g.is_alive(seat), "{sheet:?}");
                }
            }
        });
        assert!(finished > 60, "{finished}");
    }

    #[test]
    fn nothing_the_table_says_reads_wrong_for_any_viewer() {
        // Third-person verbs the adapter and the narrator use: after "You" they are mistakes.
        let third_person = [
            "is", "has", "passes", "shows", "raises", "slides", "searches", "returns", "hands",
            "says", "reveals", "casts", "fumbles", "slays", "offers", "gives", "takes", "trades",
            "draws", "puts", "owes",
        ];
        let mut wrong: Vec<String> = third_person.iter().map(|v| format!("You {v} ")).collect();
        wrong.extend(
            [
                " 1 cards ",
                " 1 Grue turns ",
                "Seat 0 ",
                "you who ",
                "of you ",
            ]
            .map(String::from),
        );
        for article in ["the", "a", "an"] {
            for again in ["the", "The", "a", "an"] {
                wrong.push(format!("{article} {again} "));
            }
        }
        let check = |text: &str, what: &str| {
            // Punctuation blanked, so "You passes." meets "You passes ", and "11 cards" is not
            // taken for " 1 cards ".
            let blanked = text.replace(['.', ',', ':', ';', '!', '?', '\u{201c}', '\u{201d}'], " ");
            let text = &format!(
                " {} ",
                blanked.split_whitespace().collect::<Vec<_>>().join(" ")
            );
            for bad in &wrong {
                assert!(!text.contains(bad.as_str()), "{what}: {text}");
            }
            assert!(!text.trim().is_empty(), "{what} is empty");
        };
        let mut checked = 0;
        random_games(10, |g| {
            let legal = g.legal_actions();
            for action in &legal {
                check(&g.describe_action(action), "button");
            }
            for viewer in Seat::all(g.seat_count()) {
                let view = g.view(viewer);
                let model = GrueGame::table(&view);
                assert!(model.facts.len() <= 3, "{:?}", model.facts);
                for text in model.facts.iter().chain(model.notes.iter()) {
                    check(text, "fact");
                }
                for seat in &model.seats {
                    for badge in &seat.badges {
                        check(&badge.label, "badge");
                    }
                    for pile in &seat.piles {
                        check(&pile.label, "pile");
                    }
                    if let Some(note) = &seat.note {
                        check(note, "seat note");
                    }
                }
                for pile in &model.center {
                    check(&pile.label, "pile");
                }
                if view.to_act() == Some(viewer) {
                    check(&GrueGame::prompt(&view, &legal), "prompt");
                    if let Some((_, note)) = GrueGame::automatic(&view, &legal) {
                        check(&note, "automatic note");
                    }
                }
                if let Some(sheet) = GrueGame::scores(&view) {
                    for text in sheet.rows.iter().flat_map(|r| &r.cells).chain(&sheet.notes) {
                        check(text, "score sheet");
                    }
                }
                checked += 1;
            }
        });
        assert!(checked > 2_000, "{checked}");
    }

    #[test]
    fn the_defender_is_told_what_each_card_it_may_show_does() {
        let mut g = GrueGame::from_deal(vec![
            vec![Card::Grue],
            vec![Card::Shield, Card::Sword],
            vec![Card::Darkness, Card::Lantern],
            vec![Card::Darkness, Card::Darkness],
            vec![Card::Darkness, Card::Traitor],
        ])
        .unwrap();
        to_first_turn(&mut g);
        for _ in 1..=4 {
            step(&mut g, GrueAction::Pass);
        }
        step(&mut g, GrueAction::Ready);
        for _ in 1..=4 {
            step(&mut g, GrueAction::Pass);
        }
        let mut sword = g.clone();
        sword.apply(&GrueAction::Attack(Seat(1))).unwrap();
        let prompt = GrueGame::prompt(&sword.view(Seat(1)), &sword.legal_actions());
        assert!(prompt.contains("together slay the Grue"), "{prompt}");
        assert!(prompt.contains("Shield stops the attack"), "{prompt}");
        let mut traitor = g.clone();
        traitor.apply(&GrueAction::Attack(Seat(4))).unwrap();
        assert_eq!(
            traitor.legal_actions(),
            [GrueAction::Defend(Defense::Traitor)],
            "a lone move: the table plays it, and the log shows what was shown"
        );
        let prompt = GrueGame::prompt(&traitor.view(Seat(4)), &traitor.legal_actions());
        assert!(prompt.contains("unmasks you as the Traitor"), "{prompt}");
        // Unmasked and attacked again, the Traitor has nothing left to lose by showing it.
        step(&mut traitor, GrueAction::Defend(Defense::Traitor));
        for _ in 1..=4 {
            step(&mut traitor, GrueAction::Pass);
        }
        traitor.apply(&GrueAction::Attack(Seat(4))).unwrap();
        let prompt = GrueGame::prompt(&traitor.view(Seat(4)), &traitor.legal_actions());
        assert!(
            prompt.ends_with("The Traitor card stops it again."),
            "{prompt}"
        );
    }

    #[test]
    fn every_card_explains_itself_in_full_and_in_a_hint_short_enough_for_a_phone() {
        let mut paths = std::collections::BTreeSet::new();
        let mut tones = std::collections::BTreeSet::new();
        for card in Card::ALL {
            let text = GrueGame::card_text(card.name());
            assert!(text.contains(card.name()), "{text}");
            assert!(text.len() > 60, "{card}: {text}");
            let art = GrueGame::card_art(card.name());
            assert!(
                !art.hint.is_empty() && art.hint.len() <= 18,
                "{card}: the hint {:?} would overflow a small card",
                art.hint
            );
            paths.insert(art.path);
            tones.insert(art.tone);
        }
        assert_eq!(paths.len(), Card::ALL.len(), "each card has its own symbol");
        assert_eq!(tones.len(), Card::ALL.len(), "each card has its own colour");
        assert!(GrueGame::card_text("Lantern").contains("force a trade"));
        assert!(GrueGame::card_text("Traitor").contains("never be traded"));
    }

    #[test]
    fn only_the_lantern_question_is_answered_for_a_person_who_has_no_choice_in_it() {
        let mut g = GrueGame::from_deal(vec![
            vec![Card::Grue],
            vec![Card::Darkness, Card::Sword],
            vec![Card::Darkness, Card::Shield],
            vec![Card::Darkness, Card::Lantern],
            vec![Card::Darkness, Card::Traitor],
        ])
        .unwrap();
        // Before the first turn seat 3 (index 2) is asked first and holds no Lantern.
        let asked = g.view(Seat(2));
        assert!(matches!(asked.phase, PhaseView::BetweenTurns { asked, .. } if asked == Seat(2)));
        let (action, note) = GrueGame::automatic(&asked, &g.legal_actions()).unwrap();
        assert_eq!(action, GrueAction::KeepDark);
        assert!(note.contains("no Lantern"), "{note}");
        g.apply(&GrueAction::KeepDark).unwrap();
        let holder = g.view(Seat(3));
        assert!(matches!(holder.phase, PhaseView::BetweenTurns { asked, .. } if asked == Seat(3)));
        assert_eq!(GrueGame::automatic(&holder, &g.legal_actions()), None);
    }

    #[test]
    fn every_offer_has_exactly_its_drag() {
        let g = game(11);
        let turn = g.current();
        let view = g.view(turn);
        for action in g.legal_actions() {
            let gestures = GrueGame::gestures(&view, &action);
            if let GrueAction::Offer { card, to } = action {
                assert_eq!(
                    gestures,
                    vec![Gesture::new(card_token(card.name()), seat_token(to))]
                );
            }
        }
    }

    #[test]
    fn the_model_hides_other_hands() {
        let g = game(4);
        for seat in Seat::all(5) {
            let model = GrueGame::table(&g.view(seat));
            assert_eq!(model.seats.len(), 5);
            for other in &model.seats {
                if other.seat != g.grue() {
                    assert!(other.cards.iter().all(|c| !c.face_up && c.name.is_empty()));
                }
            }
            assert_eq!(model.hand.len(), g.hand(seat).len());
            let grue = &model.seats[g.grue().index()];
            assert!(grue.badges.iter().any(|b| b.key == "grue"));
            assert!(grue.badges.iter().any(|b| b.key == "frightened"));
        }
    }

    #[test]
    fn drops_on_wrong_targets_explain_themselves() {
        let g = game(11);
        let view = g.view(g.current());
        let card = card_token(view.hand[0].name());
        let refusal = GrueGame::intended(&view, &card, &seat_token(view.me));
        assert!(matches!(refusal, Some(Err(_))));
        let at_grue = GrueGame::intended(&view, &card, &seat_token(g.grue()));
        assert!(matches!(at_grue, Some(Ok(GrueAction::Offer { .. }))));
        assert!(GrueGame::intended(&view, "card:Nonsense", "seat:1").is_none());
        assert!(GrueGame::intended(&view, &card, "seat:99").is_none());
    }

    #[test]
    fn the_rules_text_states_the_house_rules_and_the_traitor_choice() {
        use crate::engine::rules_text::{CHOICES_HEADING, HOUSE_RULES_HEADING, bullets_under};
        let rules = GrueGame::INFO.rules;
        let house = bullets_under(rules, HOUSE_RULES_HEADING);
        assert!(
            house
                .iter()
                .any(|b| b.contains("repetition") && b.contains("three times")),
            "{house:?}"
        );
        let dawn = format!("{DAWN_AFTER_GRUE_TURNS} turns");
        assert!(
            house
                .iter()
                .any(|b| b.contains("`dawn`") && b.contains(&dawn) && b.contains("draw")),
            "{house:?}"
        );
        let choices = bullets_under(rules, CHOICES_HEADING);
        assert!(
            choices
                .iter()
                .any(|c| c.contains("Traitor card stops the attack") && c.contains("stays ready")),
            "{choices:?}"
        );
    }

    /// Every move a seat could try now, legal or not, so that each refusal gets read.
    fn every_kind_of_move(seats: usize) -> Vec<GrueAction> {
        let mut moves = vec![
            GrueAction::Ready,
            GrueAction::Wait,
            GrueAction::RevealLantern,
            GrueAction::KeepDark,
            GrueAction::Decline,
            GrueAction::Pass,
            GrueAction::DrawFromCorpse { slot: 0 },
        ];
        for defense in [
            Defense::Lantern,
            Defense::Shield,
            Defense::ShieldAndSword,
            Defense::Traitor,
            Defense::WizardCard,
            Defense::Nothing,
        ] {
            moves.push(GrueAction::Defend(defense));
        }
        for card in Card::ALL {
            moves.extend([
                GrueAction::Accept { give: card },
                GrueAction::ReturnToCorpse(card),
                GrueAction::ReturnForced(card),
            ]);
        }
        for seat in Seat::all(seats) {
            moves.extend([
                GrueAction::Attack(seat),
                GrueAction::Speak(crate::games::grue::Statement::Trust(seat)),
                GrueAction::Investigate { corpse: seat },
                GrueAction::ForceTrade { to: seat },
            ]);
            moves.extend(Card::ALL.map(|card| GrueAction::Offer { card, to: seat }));
        }
        moves
    }

    #[test]
    fn a_german_table_says_nothing_in_english_from_the_deal_to_the_end() {
        use crate::engine::GameRng;
        use crate::games::GameId;
        use crate::games::grue::GrueEvent;
        use crate::lang::{self, Lang, leak};
        let mut english = leak::english_only(
            include_str!("../lang/en/grue.rs"),
            include_str!("../lang/de/grue.rs"),
        );
        // Ids the German catalogue matches on (roles, the variant) but never says.
        english.extend(["traitor", "adventurer", "dawn"].map(String::from));
        let check = |text: &str, what: &str| {
            assert!(!text.trim().is_empty(), "{what} is empty");
            if let Some(word) = leak::first_found(text, &english) {
                panic!("{what} says {word:?} in English: {text}");
            }
        };
        lang::with(Lang::De, || {
            let words = lang::game(GameId::Grue);
            assert_eq!(
                words.name(),
                GrueGame::INFO.name,
                "the proper name stays as it is"
            );
            // The page draws the blocks; the `#` title, the game's proper name, is dropped.
            use crate::engine::rules_text::{Block, blocks};
            for block in blocks(words.rules()) {
                match block {
                    Block::Heading(text) | Block::Paragraph(text) => check(&text, "rules page"),
                    Block::Bullets(items) => items.iter().for_each(|i| check(i, "rules page")),
                }
            }
            for variant in GrueGame::INFO.variants {
                check(words.variant_name(variant.id), "variant name");
                check(words.variant_summary(variant.id), "variant summary");
            }
            for role in ["Grue", "Traitor", "Adventurer"] {
                check(words.role_name(role), "role name");
            }
            for card in Card::ALL {
                check(&GrueGame::card_name(card.name()), "card name");
                check(&GrueGame::card_text(card.name()), "card text");
                let hint = GrueGame::card_art(card.name()).hint;
                check(hint, "card hint");
                assert!(hint.len() <= 18, "{hint:?} would overflow a small card");
            }

            let mut checked = 0;
            for variant in ["", "dawn"] {
                for seats in 4..=6u8 {
                    for seed in 0..4 {
                        let settings = Settings::new(seats, variant);
                        let mut g = GrueGame::new(&settings, 3_100 + seed).unwrap();
                        let mut rng = GameRng::seeded(seed);
                        let moves = every_kind_of_move(usize::from(seats));
                        let viewers: Vec<Option<Seat>> = Seat::all(usize::from(seats))
                            .map(Some)
                            .chain([None])
                            .collect();
                        let mut events = g.opening();
                        loop {
                            for event in &events {
                                for &viewer in &viewers {
                                    if let Some(line) = GrueGame::narrate(event, viewer) {
                                        check(&line, "log");
                                    }
                                }
                                if let Some(heading) = GrueGame::round_over(event) {
                                    check(&heading, "round over");
                                }
                            }
                            let legal = g.legal_actions();
                            for action in &legal {
                                check(&g.describe_action(action), "button");
                                let group = GrueGame::group(action);
                                if !group.is_empty() {
                                    check(group, "group");
                                }
                            }
                            for action in moves.iter().filter(|a| !legal.contains(a)) {
                                check(
                                    &GrueGame::refusal_words(&g.explain_refusal(action)),
                                    "refusal",
                                );
                            }
                            for viewer in Seat::all(usize::from(seats)) {
                                let view = g.view(viewer);
                                let model = GrueGame::table(&view);
                                for text in model.texts(GrueGame::card_name) {
                                    check(&text, "table");
                                }
                                if let Some(sheet) = GrueGame::scores(&view) {
                                    let cells = sheet.rows.iter().flat_map(|r| &r.cells);
                                    for text in
                                        sheet.columns.iter().chain(cells).chain(&sheet.notes)
                                    {
                                        check(text, "score sheet");
                                    }
                                }
                                if let Some(ending) = GrueGame::ending(&view) {
                                    check(&ending, "ending");
                                }
                                if view.to_act() != Some(viewer) {
                                    continue;
                                }
                                check(&GrueGame::prompt(&view, &legal), "prompt");
                                if let Some((_, note)) = GrueGame::automatic(&view, &legal) {
                                    check(&note, "automatic note");
                                }
                                // Every drop of a hand card: the adapter's own reasons, and the
                                // engine's for a move it recognises but refuses.
                                let drops = Seat::all(usize::from(seats))
                                    .flat_map(|s| [seat_token(s), corpse_token(s)]);
                                for drop in drops {
                                    for card in &view.hand {
                                        let drag = card_token(card.name());
                                        match GrueGame::intended(&view, &drag, &drop) {
                                            Some(Err(reason)) => check(&reason, "drop reason"),
                                            Some(Ok(action)) if !legal.contains(&action) => check(
                                                &GrueGame::refusal_words(
                                                    &g.explain_refusal(&action),
                                                ),
                                                "refusal",
                                            ),
                                            _ => {}
                                        }
                                    }
                                }
                                checked += 1;
                            }
                            if legal.is_empty() {
                                break;
                            }
                            events = g.apply(&legal[rng.below(legal.len())]).unwrap();
                        }
                        assert!(g.outcome().is_some());
                    }
                }
            }
            assert!(checked > 500, "{checked}");

            // A few lines exactly, in the second person and about other seats.
            let line =
                |event: GrueEvent, viewer: Option<Seat>| GrueGame::narrate(&event, viewer).unwrap();
            assert_eq!(
                line(GrueEvent::Passed { seat: Seat(1) }, Some(Seat(1))),
                "Du passt."
            );
            assert_eq!(
                line(GrueEvent::Attacked { target: Seat(1) }, Some(Seat(3))),
                "Der Grue greift Platz 2 an!"
            );
            assert_eq!(
                line(
                    GrueEvent::Traded {
                        from: Seat(0),
                        to: Seat(2),
                        offered: Card::Sword,
                        given: Card::Shield,
                    },
                    Some(Seat(0)),
                ),
                "Platz 3 gibt dir den Schild und nimmt dafür dein Schwert."
            );
        });
    }

    #[test]
    fn the_lantern_can_be_revealed_by_dropping_it_on_your_own_seat_between_turns() {
        let mut g = GrueGame::from_deal(vec![
            vec![Card::Grue],
            vec![Card::Darkness, Card::Sword],
            vec![Card::Darkness, Card::Shield],
            vec![Card::Darkness, Card::Lantern],
            vec![Card::Darkness, Card::Traitor],
        ])
        .unwrap();
        to_first_turn(&mut g);
        g.apply(&GrueAction::Pass).unwrap();
        let view = g.view(Seat(3));
        assert!(matches!(view.phase, PhaseView::BetweenTurns { asked, .. } if asked == Seat(3)));
        let reveal = GrueGame::intended(&view, &card_token("Lantern"), &seat_token(Seat(3)));
        assert_eq!(reveal, Some(Ok(GrueAction::RevealLantern)));
        assert!(GrueGame::prompt(&view, &g.legal_actions()).contains("reveal the Lantern"));
        assert_eq!(
            g.describe_action(&GrueAction::KeepDark),
            "Keep the Lantern hidden"
        );
    }

    #[test]
    fn a_defence_shows_its_cards_over_the_seat_that_defended_and_nothing_shows_nothing() {
        use crate::games::grue::GrueEvent;
        let defended = |defense, wizard_card| GrueEvent::Defended {
            target: Seat(3),
            defense,
            wizard_card,
        };
        let shown = GrueGame::shown(&defended(Defense::ShieldAndSword, None), Seat(0)).unwrap();
        assert_eq!(shown.seat, Some(Seat(3)));
        assert_eq!(shown.cards, ["Shield", "Sword"].map(String::from));
        let wizard = GrueGame::shown(&defended(Defense::WizardCard, Some(Card::Lantern)), Seat(1));
        assert_eq!(wizard.unwrap().cards, vec!["Lantern".to_string()]);
        let nothing = GrueGame::shown(&defended(Defense::Nothing, None), Seat(0)).unwrap();
        assert!(nothing.cards.is_empty(), "the frame drops an empty showing");
        assert_eq!(
            GrueGame::shown(&GrueEvent::Attacked { target: Seat(3) }, Seat(0)),
            None
        );
    }
}
