//! "You May Be Eaten By a Grue" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page is the game's `rules.md`.
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
    Badge, CardArt, CardModel, Gesture, PileModel, ScoreRow, ScoreSheet, SeatModel, TableModel,
    UiGame, card_token, or_list, seat_token,
};
use crate::engine::Seat;
use crate::engine::words::{capitalise, count, name, object, possessive, verb};
use crate::games::grue::{
    Card, DAWN_AFTER_GRUE_TURNS, Defense, Draw, GrueAction, GrueGame, GrueView, PhaseView, Side,
};

fn corpse_token(seat: Seat) -> String {
    format!("corpse:{}", seat.0)
}

fn parse_card(token: &str) -> Option<Card> {
    let name = token.strip_prefix("card:")?;
    Card::ALL.into_iter().find(|c| c.name() == name)
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
            PhaseView::Turn if seat == me => {
                Intent::Reason("Drop a card on another player to offer it.".into())
            }
            PhaseView::Turn if !view.alive[seat.index()] => {
                Intent::Reason(format!("{seat} has been eaten and cannot trade."))
            }
            PhaseView::Turn => Intent::Action(GrueAction::Offer { card, to: seat }),
            PhaseView::Offer { from, .. } if seat == from => {
                Intent::Action(GrueAction::Accept { give: card })
            }
            PhaseView::Offer { from, .. } => Intent::Reason(format!(
                "To accept, drop the card you give on {from}, who made the offer."
            )),
            PhaseView::ForcedReturn { .. } if seat == view.current => {
                Intent::Action(GrueAction::ReturnForced(card))
            }
            PhaseView::ForcedReturn { .. } => Intent::Reason(format!(
                "The card you return goes to {}, who handed you the Lantern.",
                view.current
            )),
            PhaseView::Defend { .. } => Intent::Reason(
                "Show a card to the Grue: drop it on the Grue's seat or use the buttons.".into(),
            ),
            _ => return None,
        });
    }
    let corpse = parse_seat(drop, "corpse:", view.seats())?;
    Some(match view.phase {
        PhaseView::Turn if card == Card::Lantern => {
            Intent::Action(GrueAction::Investigate { corpse })
        }
        PhaseView::Turn => Intent::Reason("Only the Lantern's light can search a corpse.".into()),
        PhaseView::OwnInvestigateReturn { .. } => Intent::Action(GrueAction::ReturnToCorpse(card)),
        _ => return None,
    })
}

fn seat_model(view: &GrueView, seat: Seat) -> SeatModel {
    let i = seat.index();
    let alive = view.alive[i];
    let mut badges = Vec::new();
    if seat == view.grue {
        badges.push(Badge::new("grue", "Grue"));
        if alive {
            badges.push(if view.grue_ready {
                Badge::new("ready", "Ready")
            } else {
                Badge::new("frightened", "Frightened")
            });
        }
    }
    if view.wizard == Some(seat) {
        badges.push(Badge::new("wizard", "Wizard"));
    }
    if view.lantern_holder == Some(seat) {
        badges.push(Badge::new("lantern", "Lantern"));
    }
    if view.traitor == Some(seat) {
        let over = matches!(view.phase, PhaseView::Over { .. });
        badges.push(if view.traitor_unmasked || over {
            Badge::new("traitor", "Traitor")
        } else {
            Badge::new("traitor", "Traitor (secret)")
        });
    }
    if !alive {
        badges.push(Badge::new("dead", "Eaten"));
    }

    // Face up only what the whole table has seen and still sees: the Grue, a revealed Lantern,
    // an unmasked Traitor (that card never moves).
    let mut cards = Vec::new();
    let size = usize::from(view.hand_sizes[i]);
    if seat == view.grue && size > 0 {
        cards.push(if view.grue_ready {
            CardModel::face("Grue").with_note("ready")
        } else {
            CardModel::hidden("Grue").with_note("frightened")
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
                format!("Corpse: {}", count(corpse, "card", "cards")),
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
        .map(|&(_, s)| format!("\u{201c}{}\u{201d}", view.statement_words(s)));
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
    if view.rules.dawn {
        format!(
            "Grue turns: {} of {DAWN_AFTER_GRUE_TURNS}, then dawn",
            view.grue_turns
        )
    } else {
        format!(
            "{} so far",
            count(view.grue_turns, "Grue turn", "Grue turns")
        )
    }
}

/// What is going on now, in one short line (the prompt says what to do about it).
fn phase_fact(view: &GrueView) -> Option<String> {
    let me = Some(view.me);
    let n = |s: Seat| name(s, me);
    let o = |s: Seat| object(s, me);
    Some(match view.phase {
        PhaseView::Turn | PhaseView::Over { .. } => return None,
        PhaseView::BetweenTurns { next, .. } => format!(
            "Before {} turn: does anyone reveal the Lantern?",
            possessive(next, me)
        ),
        PhaseView::Defend { target } => format!("The Grue attacks {}!", o(target)),
        PhaseView::Offer { from, to } => format!(
            "{} {} {} a card.",
            n(from),
            verb(from, me, "offer", "offers"),
            o(to)
        ),
        PhaseView::OwnOffer { to, card } => format!("You offer {} the {card}.", o(to)),
        PhaseView::InvestigateDraw { corpse }
        | PhaseView::InvestigateReturn { corpse }
        | PhaseView::OwnInvestigateReturn { corpse, .. } => format!(
            "{} {} {} corpse.",
            n(view.current),
            verb(view.current, me, "search", "searches"),
            possessive(corpse, me)
        ),
        PhaseView::ForcedReturn { to } => format!(
            "{} {} a card for the Lantern.",
            n(to),
            verb(to, me, "owe", "owes")
        ),
    })
}

/// What showing `defense` does, for the prompt of a player the Grue attacks.
fn defense_effect(defense: Defense) -> &'static str {
    match defense {
        Defense::ShieldAndSword => "the Shield and the Sword together slay the Grue",
        Defense::Lantern => "the Lantern's light frightens it away",
        Defense::Shield => "the Shield stops the attack",
        Defense::Traitor => "the Traitor card stops it, but unmasks you as the Traitor",
        Defense::WizardCard => {
            "Darkness becomes a fireball that frightens it away; any other card slips from your \
             fingers and you are eaten"
        }
        Defense::Nothing => "you have nothing that saves you, and you are eaten",
    }
}

fn role(view: &GrueView, seat: Seat) -> &'static str {
    if seat == view.grue {
        "Grue"
    } else if view.traitor == Some(seat) {
        if view.traitor_unmasked {
            "Traitor (unmasked)"
        } else {
            "Traitor"
        }
    } else if view.wizard == Some(seat) {
        "Wizard (adventurer)"
    } else {
        "Adventurer"
    }
}

/// How `seat` ended the night, as far as everyone saw it.
fn fate(view: &GrueView, seat: Seat) -> String {
    let me = Some(view.me);
    if seat == view.grue {
        return match view.slayer() {
            Some(by) => format!("Slain by {}", object(by, me)),
            None => "Survived".into(),
        };
    }
    if view.alive[seat.index()] {
        return "Survived".into();
    }
    // The Wizard is eaten only for fumbling the card he showed; the corpse keeps it unless a
    // search has since stirred it.
    let fumbled = (view.wizard == Some(seat) && !view.disturbed[seat.index()])
        .then(|| view.public.corpses[seat.index()].first().copied())
        .flatten();
    match fumbled {
        Some(card) => format!("Eaten after fumbling the {card}"),
        None => "Eaten by the Grue".into(),
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
                "You hold no Lantern to reveal, so the table moved on for you.".into(),
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
                format!("Set aside: {}", count(aside, "Darkness", "Darkness")),
                vec![CardModel::back(); view.out_of_play.len()],
            ));
        }
        let mut facts = vec![night_fact(view)];
        if view.stale > 0 && !matches!(view.phase, PhaseView::Over { .. }) {
            facts.push("Seen before: a third time is a draw".into());
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
        let me = Some(view.me);
        let o = |s: Seat| object(s, me);
        let has = |f: fn(&GrueAction) -> bool| legal.iter().any(f);
        let reveal_note = " You may first reveal the Lantern: it stays face up from then on, and \
                           you may speak.";
        match view.phase {
            PhaseView::Turn if view.me == view.grue => {
                if view.grue_ready {
                    "You are the Grue, ready to strike: drag your card onto a player to attack, \
                     or wait. Whoever has nothing to show is eaten."
                        .into()
                } else {
                    "You are the Grue, still frightened: get ready (your card turns face up, and \
                     next turn you may attack), or wait."
                        .into()
                }
            }
            PhaseView::Turn => {
                let mut options = Vec::new();
                if has(|a| matches!(a, GrueAction::Offer { .. })) {
                    options.push("drag a card onto another player to offer a trade".to_string());
                }
                if has(|a| matches!(a, GrueAction::Investigate { .. })) {
                    options.push(
                        "drag the Lantern onto a corpse to search it (take a card at random, \
                         then put one back)"
                            .into(),
                    );
                }
                if has(|a| matches!(a, GrueAction::ForceTrade { .. })) {
                    options.push(
                        "force a trade (hand the Lantern over face up; they must give you a \
                         card face up)"
                            .into(),
                    );
                }
                options.push("pass".into());
                let mut text = format!("Your turn: {}.", or_list(&options));
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    text.push_str(reveal_note);
                }
                if has(|a| matches!(a, GrueAction::Speak(_))) {
                    text.push_str(" You may also say one thing.");
                }
                text
            }
            PhaseView::BetweenTurns { next, .. } => {
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    format!(
                        "Before {} turn: reveal the Lantern (drag it onto your own seat; it \
                         stays face up and you may speak), or keep it hidden.",
                        possessive(next, me)
                    )
                } else {
                    format!(
                        "Before {} turn, everyone is asked whether to reveal a Lantern. You \
                         have none: go on.",
                        possessive(next, me)
                    )
                }
            }
            PhaseView::Defend { .. } => {
                let effects: Vec<String> = legal
                    .iter()
                    .filter_map(|a| match a {
                        GrueAction::Defend(Defense::Traitor) if view.traitor_unmasked => {
                            Some("the Traitor card stops it again".to_string())
                        }
                        GrueAction::Defend(d) => Some(defense_effect(*d).to_string()),
                        _ => None,
                    })
                    .collect();
                match legal {
                    [GrueAction::Defend(Defense::Nothing)] => {
                        "The Grue attacks you! You have nothing that saves you.".into()
                    }
                    [GrueAction::Defend(Defense::WizardCard)] => format!(
                        "The Grue attacks you! You must show your one card: {}.",
                        defense_effect(Defense::WizardCard)
                    ),
                    _ => format!(
                        "The Grue attacks you! What do you show? {}.",
                        capitalise(&effects.join("; "))
                    ),
                }
            }
            PhaseView::Offer { from, .. } => {
                let mut text = format!(
                    "{} offers you a card face down. To accept, drag the card you give onto {} \
                     (yours goes first, then you take theirs); or decline unseen.",
                    name(from, me),
                    o(from)
                );
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    text.push_str(reveal_note);
                }
                text
            }
            PhaseView::OwnInvestigateReturn { corpse, drawn } => format!(
                "You drew the {drawn}. Drag a card (not the Lantern) onto {} corpse to put it \
                 back.",
                possessive(corpse, me)
            ),
            PhaseView::InvestigateReturn { corpse } => format!(
                "{} {} a card back into {} corpse.",
                name(view.current, me),
                verb(view.current, me, "put", "puts"),
                possessive(corpse, me)
            ),
            PhaseView::OwnOffer { to, .. } => format!(
                "{} {} deciding on your offer.",
                name(to, me),
                verb(to, me, "are", "is")
            ),
            PhaseView::ForcedReturn { .. } => format!(
                "{} {} you the Lantern. Drag the card you give back onto {}: everyone sees it.",
                name(view.current, me),
                verb(view.current, me, "hand", "hands"),
                o(view.current)
            ),
            PhaseView::InvestigateDraw { .. } => "A card is drawn from the corpse.".into(),
            PhaseView::Over { .. } => "The game is over.".into(),
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
            GrueAction::Speak(_) => "Speak (you hold the Lantern)",
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        match name {
            "Darkness" => CardArt {
                path: "M15.5 2.5a9.5 9.5 0 1 0 6 16.5A8 8 0 0 1 15.5 2.5z",
                tone: "grue-dark",
                hint: "Only shadow",
            },
            "Grue" => CardArt {
                path: "M2 8.5C4 5 9 5 11 8.5 9 12 4 12 2 8.5zm11 0C15 5 20 5 22 8.5 20 12 15 12 13 \
                       8.5zM3 14h18l-2.2 6-2-3.4-2.4 3.4-2.4-3.4-2.4 3.4-2-3.4-2.4 3.4z",
                tone: "grue-monster",
                hint: "Hunts when ready",
            },
            "Traitor" => CardArt {
                path: "M1.5 7.5c3.5-1.6 7.5-1.4 10.5.9 3-2.3 7-2.5 10.5-.9.2 5.4-2.3 9.8-6.4 9.8-2 \
                       0-3.1-1.6-4.1-3-1 1.4-2.1 3-4.1 3-4.1 0-6.6-4.4-6.4-9.8zM5 11.3c.8-1.3 3.2-1.3 \
                       4 0-.8 1.3-3.2 1.3-4 0zm10 0c.8-1.3 3.2-1.3 4 0-.8 1.3-3.2 1.3-4 0z",
                tone: "grue-traitor",
                hint: "The Grue's ally",
            },
            "Shield" => CardArt {
                path: "M12 1.5l8.5 3.2v6.4c0 5.6-3.6 9.6-8.5 11.4-4.9-1.8-8.5-5.8-8.5-11.4V4.7zm0 \
                       3.2L6.5 6.8v4.3c0 3.7 2.2 6.6 5.5 8.1z",
                tone: "grue-shield",
                hint: "Stops an attack",
            },
            "Sword" => CardArt {
                path: "M12 1l1.8 3.4V14h-3.6V4.4zM5.5 14.5h13v2.3h-13zM10.8 16.8h2.4v3.7h-2.4zM9 \
                       20.5h6V23H9z",
                tone: "grue-sword",
                hint: "Slays, with Shield",
            },
            "Lantern" => CardArt {
                path: "M9 1.5h6v2.2H9zM6.5 4.6h11L16 7.2H8zM7.5 8.2h9v10.6h-9zM6 19.8h12V22H6zm6-9.6c-1.6 \
                       1.9-2.4 3.3-2.4 4.6a2.4 2.4 0 0 0 4.8 0c0-1.3-.8-2.7-2.4-4.6z",
                tone: "grue-lantern",
                hint: "Scares the Grue",
            },
            _ => CardArt {
                path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
                tone: "grue-dark",
                hint: "",
            },
        }
    }

    fn card_text(name: &str) -> String {
        match name {
            "Darkness" => "Darkness: nothing but shadow. It saves nobody the Grue attacks, but it \
                           can be traded like any card. Only the Wizard turns it into a fireball \
                           that frightens the Grue away."
                .into(),
            "Grue" => "The Grue: the monster's own card, known to all and never traded. Face \
                       down, the Grue is frightened and must spend a turn getting ready (turning \
                       it face up). Ready, it may attack any living player on its turn. The Grue \
                       and the Traitor win when at most one adventurer is left alive."
                .into(),
            "Traitor" => "The Traitor: its holder secretly sides with the Grue and wins or loses \
                          with it. It can never be traded or put into a corpse. Shown when the \
                          Grue attacks, it stops the attack, but everyone learns who the Traitor \
                          is, and the Grue stays ready."
                .into(),
            "Shield" => "The Shield: shown when the Grue attacks, the attack fails. Shown \
                         together with the Sword, it slays the Grue and the adventurers win."
                .into(),
            "Sword" => "The Sword: alone it does nothing against the Grue. Held with the Shield \
                        and shown with it when the Grue attacks, it slays the Grue and the \
                        adventurers win."
                .into(),
            "Lantern" => "The Lantern: shown when the Grue attacks, its light frightens the Grue \
                          away (it must get ready again). Its holder may reveal it: it then stays \
                          face up wherever it goes, and the holder may say one short thing a \
                          turn. Instead of trading, the holder may search a corpse (take a card \
                          at random, then put back any card but the Lantern) or force a trade \
                          (hand the Lantern over face up; the other player must give back a card \
                          face up)."
                .into(),
            _ => String::new(),
        }
    }

    /// At the end everyone's role shows, the Traitor's too: the result names both sides.
    fn scores(view: &GrueView) -> Option<ScoreSheet> {
        let PhaseView::Over { winner } = view.phase else {
            return None;
        };
        let rows = Seat::all(view.seats())
            .map(|seat| {
                let grue_side = seat == view.grue || view.traitor == Some(seat);
                let result = match winner {
                    None => "Draw",
                    Some(side) if grue_side == (side == Side::Grue) => "Win",
                    Some(_) => "Loss",
                };
                ScoreRow {
                    seat,
                    cells: vec![
                        role(view, seat).into(),
                        if grue_side {
                            "Grue's side"
                        } else {
                            "Adventurers"
                        }
                        .into(),
                        fate(view, seat),
                        result.into(),
                    ],
                }
            })
            .collect();
        Some(ScoreSheet {
            columns: ["Role", "Side", "Fate", "Result"]
                .map(String::from)
                .to_vec(),
            rows,
            notes: Self::ending(view).into_iter().collect(),
        })
    }

    fn ending(view: &GrueView) -> Option<String> {
        match view.phase {
            PhaseView::Over { winner: None } => Some(match view.draw {
                Some(Draw::Dawn) => format!(
                    "Dawn broke after {DAWN_AFTER_GRUE_TURNS} Grue turns: the Grue slinks away. \
                     A draw."
                ),
                _ => "The same position came round a third time: nobody could win. A draw.".into(),
            }),
            PhaseView::Over {
                winner: Some(Side::Grue),
            } => Some("The Grue and the Traitor win: at most one adventurer is left alive.".into()),
            PhaseView::Over {
                winner: Some(Side::Adventurers),
            } => Some("The adventurers win: the Grue has been slain.".into()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};

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
    fn the_score_sheet_of_a_played_game_names_roles_fates_and_results_for_everyone() {
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
        assert_eq!(sheet.columns, ["Role", "Side", "Fate", "Result"]);
        assert_eq!(sheet.rows.len(), 5);
        let row = |seat: u8| {
            ["Role", "Side", "Fate", "Result"].map(|c| cell(&sheet, Seat(seat), c).to_string())
        };
        assert_eq!(row(0), ["Grue", "Grue's side", "Slain by Seat 3", "Loss"]);
        assert_eq!(
            row(1),
            ["Adventurer", "Adventurers", "Eaten by the Grue", "Win"]
        );
        assert_eq!(row(2), ["Adventurer", "Adventurers", "Survived", "Win"]);
        assert_eq!(row(3), ["Adventurer", "Adventurers", "Survived", "Win"]);
        assert_eq!(row(4), ["Traitor", "Grue's side", "Survived", "Loss"]);
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
                    let result = match outcome.results[seat.index()] {
                        crate::engine::SeatResult::Win => "Win",
                        crate::engine::SeatResult::Loss => "Loss",
                        crate::engine::SeatResult::Draw => "Draw",
                    };
                    assert_eq!(cell(&sheet, seat, "Result"), result);
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
}
