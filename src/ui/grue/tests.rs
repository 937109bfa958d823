//! The Grue's table checked through whole games: every move reachable by drag or button, other
//! hands hidden, every line and card text reading right for every viewer, in English and German.

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
    let row = |seat: u8| ["Role", "Side", "Fate"].map(|c| cell(&sheet, Seat(seat), c).to_string());
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
        "is", "has", "passes", "shows", "raises", "slides", "searches", "returns", "hands", "says",
        "reveals", "casts", "fumbles", "slays", "offers", "gives", "takes", "trades", "draws",
        "puts", "owes",
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
    let rules = crate::lang::rules(crate::lang::Lang::En, crate::games::GameId::Grue);
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
        include_str!("../../lang/en/grue.rs"),
        include_str!("../../lang/de/grue.rs"),
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
        // As the page reads them: a card link's token is an id, not a word on the screen.
        use crate::engine::rules_text::{Block, blocks, plain_text};
        for block in blocks(lang::rules(lang::current(), crate::games::GameId::Grue)) {
            match block {
                Block::Heading(text) | Block::Paragraph(text) => {
                    check(&plain_text(&text), "rules page")
                }
                Block::Bullets(items) => items
                    .iter()
                    .for_each(|i| check(&plain_text(i), "rules page")),
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
                                for text in sheet.columns.iter().chain(cells).chain(&sheet.notes) {
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
                                            &GrueGame::refusal_words(&g.explain_refusal(&action)),
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
                    offered: Some(Card::Sword),
                    given: Some(Card::Shield),
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
