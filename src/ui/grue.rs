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
    let badge = |key: &'static str, badge: SeatBadge| Badge {
        explains: words.badge_means(badge).map(String::from),
        ..Badge::new(key, words.badge(badge))
    };
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
        .map(|&(_, s)| words.seat_said(&words.statement(s, Some(seat), Some(view.me))));
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
    fn tutorial() -> Option<crate::learn::Tutorial<GrueAction>> {
        Some(<GrueGame as crate::learn::Teach>::tutorial())
    }

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
            // Up to 24 offers came before Pass and the rest: a heading of their own puts the
            // turn's other moves first.
            GrueAction::Offer { .. } => lang::grue().offer_group(),
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
            // Which card was drawn is the drawer's alone; that a corpse was searched is not.
            GrueEvent::Investigated { .. } => Some(Moment::Draw),
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
        Some(Shown::cards(
            Some(seat),
            cards.iter().map(|c| c.name().to_string()).collect(),
        ))
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

    fn rules_card(token: &str) -> Option<CardModel> {
        super::adapter::rules_card_among(token, Card::ALL.map(Card::name))
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
mod tests;
