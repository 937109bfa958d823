//! "You May Be Eaten By a Grue" at the table: what each seat shows, which drags mean which moves
//! and the card faces. The rules page is the game's `rules.md`.
//!
//! Drags: a hand card onto a living player offers it (the Lantern also forces a trade, so it asks
//! which); answering an offer, a forced trade or a corpse search is dragging the card to give onto
//! the seat or corpse it goes to; the Grue drags its card onto its prey; a defender may drag the
//! card to show onto the Grue; the Lantern's holder may drag it onto its own seat to reveal it.
//! Everything else (get ready, wait, pass, decline, speak, keep the Lantern dark) is a button.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, SeatModel, TableModel, UiGame, card_token,
    or_list, seat_token,
};
use crate::engine::Seat;
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
        badges.push(if view.traitor_unmasked {
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
    let corpse = usize::from(view.corpse_sizes[i]);
    if corpse > 0 || !alive {
        piles.push(
            PileModel::stack(
                format!("Corpse ({corpse})"),
                vec![CardModel::back(); corpse],
            )
            .drop_on(corpse_token(seat)),
        );
    }
    let note = view
        .statements
        .iter()
        .rev()
        .find(|(by, _)| *by == seat)
        .map(|(_, s)| format!("\u{201c}{}\u{201d}", s.sentence()));
    SeatModel {
        seat,
        badges,
        cards,
        piles,
        out: !alive,
        note,
    }
}

fn phase_fact(view: &GrueView) -> Option<String> {
    let name = |s: Seat| {
        if s == view.me {
            "you".to_string()
        } else {
            s.to_string()
        }
    };
    Some(match view.phase {
        PhaseView::Turn => return None,
        PhaseView::BetweenTurns { next, .. } => format!(
            "Before {} {}, everyone is asked in turn whether to reveal a Lantern.",
            name(next),
            if next == view.me { "play" } else { "plays" }
        ),
        PhaseView::Defend { target } => format!("The Grue is attacking {}.", name(target)),
        PhaseView::Offer { from, to, .. } => {
            format!(
                "{} offered {} a card face down.",
                capital(&name(from)),
                name(to)
            )
        }
        PhaseView::OwnOffer { to, card } => {
            format!("You offered {} the {card} face down.", name(to))
        }
        PhaseView::InvestigateDraw { corpse }
        | PhaseView::InvestigateReturn { corpse }
        | PhaseView::OwnInvestigateReturn { corpse, .. } => {
            format!("The corpse of {} is being searched.", name(corpse))
        }
        PhaseView::ForcedReturn { to } => {
            format!("{} must return a card for the Lantern.", capital(&name(to)))
        }
        PhaseView::Over { .. } => return None,
    })
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl UiGame for GrueGame {
    /// Everyone living is asked about the Lantern between turns, so that being asked tells
    /// nothing; a person without it has nothing to decide, and the table answers for them.
    fn automatic(_view: &GrueView, legal: &[GrueAction]) -> Option<(GrueAction, String)> {
        match legal {
            [GrueAction::KeepDark] => Some((
                GrueAction::KeepDark,
                "You hold no Lantern to reveal, so the table moves on for you.".into(),
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
            center.push(PileModel::stack(
                format!("Set aside: {} Darkness", view.out_of_play.len()),
                vec![CardModel::back(); view.out_of_play.len()],
            ));
        }
        let mut facts = vec![if view.rules.dawn {
            format!(
                "Grue turns: {} of {DAWN_AFTER_GRUE_TURNS} before dawn",
                view.grue_turns
            )
        } else {
            format!("Grue turns: {}", view.grue_turns)
        }];
        if view.stale > 0 && !matches!(view.phase, PhaseView::Over { .. }) {
            facts.push(
                "This turn starts as an earlier one did: a position that comes round a third \
                 time is a draw."
                    .into(),
            );
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
        let has = |f: fn(&GrueAction) -> bool| legal.iter().any(f);
        match view.phase {
            PhaseView::Turn if view.me == view.grue => {
                if view.grue_ready {
                    "You are the Grue and ready to strike: drag your Grue card onto a player to \
                     attack, or wait."
                        .into()
                } else {
                    "You are the Grue, still frightened: get ready to attack, or wait.".into()
                }
            }
            PhaseView::Turn => {
                let mut options = Vec::new();
                if has(|a| matches!(a, GrueAction::Offer { .. })) {
                    options.push("drag a card onto another player to offer a trade".to_string());
                }
                if has(|a| matches!(a, GrueAction::Investigate { .. })) {
                    options.push("drag the Lantern onto a corpse to search it".into());
                }
                if has(|a| matches!(a, GrueAction::ForceTrade { .. })) {
                    options.push("use the Lantern to force a trade".into());
                }
                options.push("pass".into());
                let mut text = format!("Your turn: {}.", or_list(&options));
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    text.push_str(" You may first reveal the Lantern.");
                }
                if has(|a| matches!(a, GrueAction::Speak(_))) {
                    text.push_str(" You may also say one thing.");
                }
                text
            }
            PhaseView::BetweenTurns { next, .. } => {
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    format!(
                        "Before {next} plays: reveal the Lantern now (drag it onto your own seat), \
                         or keep it hidden."
                    )
                } else {
                    format!(
                        "Before {next} plays, everyone is asked whether to reveal a Lantern. You \
                         have none: go on."
                    )
                }
            }
            PhaseView::Defend { .. } => {
                if legal == [GrueAction::Defend(Defense::Nothing)] {
                    "The Grue attacks you! You have nothing to show.".into()
                } else {
                    "The Grue attacks you! What do you show?".into()
                }
            }
            PhaseView::Offer { from, .. } => {
                let mut text = format!(
                    "{from} offers you a card face down. Drag the card you give onto {from} to \
                     accept, or decline unseen."
                );
                if has(|a| matches!(a, GrueAction::RevealLantern)) {
                    text.push_str(" You may first reveal the Lantern.");
                }
                text
            }
            PhaseView::OwnInvestigateReturn { corpse, drawn } => format!(
                "You drew the {drawn}. Drag a card (not the Lantern) onto the corpse of {corpse} \
                 to put it back."
            ),
            PhaseView::InvestigateReturn { corpse } => format!(
                "{} is putting a card back into the corpse of {corpse}.",
                view.current
            ),
            PhaseView::OwnOffer { to, .. } => format!("{to} is deciding on your offer."),
            PhaseView::ForcedReturn { .. } => format!(
                "{} hands you the Lantern. Drag the card you give back onto {} (it is shown to \
                 all).",
                view.current, view.current
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
                tone: "dark",
                hint: "Only shadow",
            },
            "Grue" => CardArt {
                path: "M2 8.5C4 5 9 5 11 8.5 9 12 4 12 2 8.5zm11 0C15 5 20 5 22 8.5 20 12 15 12 13 \
                       8.5zM3 14h18l-2.2 6-2-3.4-2.4 3.4-2.4-3.4-2.4 3.4-2-3.4-2.4 3.4z",
                tone: "grue",
                hint: "Ready, it attacks",
            },
            "Traitor" => CardArt {
                path: "M1.5 7.5c3.5-1.6 7.5-1.4 10.5.9 3-2.3 7-2.5 10.5-.9.2 5.4-2.3 9.8-6.4 9.8-2 \
                       0-3.1-1.6-4.1-3-1 1.4-2.1 3-4.1 3-4.1 0-6.6-4.4-6.4-9.8zM5 11.3c.8-1.3 3.2-1.3 \
                       4 0-.8 1.3-3.2 1.3-4 0zm10 0c.8-1.3 3.2-1.3 4 0-.8 1.3-3.2 1.3-4 0z",
                tone: "traitor",
                hint: "Serves the Grue; never traded",
            },
            "Shield" => CardArt {
                path: "M12 1.5l8.5 3.2v6.4c0 5.6-3.6 9.6-8.5 11.4-4.9-1.8-8.5-5.8-8.5-11.4V4.7zm0 \
                       3.2L6.5 6.8v4.3c0 3.7 2.2 6.6 5.5 8.1z",
                tone: "shield",
                hint: "Turns one attack",
            },
            "Sword" => CardArt {
                path: "M12 1l1.8 3.4V14h-3.6V4.4zM5.5 14.5h13v2.3h-13zM10.8 16.8h2.4v3.7h-2.4zM9 \
                       20.5h6V23H9z",
                tone: "sword",
                hint: "With the Shield, slays",
            },
            "Lantern" => CardArt {
                path: "M9 1.5h6v2.2H9zM6.5 4.6h11L16 7.2H8zM7.5 8.2h9v10.6h-9zM6 19.8h12V22H6zm6-9.6c-1.6 \
                       1.9-2.4 3.3-2.4 4.6a2.4 2.4 0 0 0 4.8 0c0-1.3-.8-2.7-2.4-4.6z",
                tone: "lantern",
                hint: "Light: frightens the Grue",
            },
            _ => CardArt {
                path: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
                tone: "dark",
                hint: "",
            },
        }
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
