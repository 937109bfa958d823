//! Grid of Shadows' table checked through its grid, lays, blessings, hands, end scores and card
//! texts, and through whole games read in German.

use super::*;
use crate::engine::{Game, Settings};
use crate::lang::narrate::Narrate;

fn grid_of(model: &TableModel) -> &PileModel {
    model
        .center
        .iter()
        .find(|p| p.layout == super::super::adapter::PileLayout::Grid(3))
        .expect("the grid is a pile of cards three to a row")
}

#[test]
fn the_grid_is_cards_three_to_a_row_with_stack_sizes_and_flips_are_clicks_or_draw_drags() {
    let g = GridOfShadowsGame::new(&Settings::new(4, ""), 9).unwrap();
    let seat = g.turn_owner();
    let view = g.view(seat);
    let model = GridOfShadowsGame::table(&view);
    let grid = grid_of(&model);
    assert_eq!(grid.cards.len(), 9);
    for (i, card) in grid.cards.iter().enumerate() {
        assert_eq!(card.drop, Some(slot_token(i as u8)));
        assert!(!card.face_up, "the grid starts face down");
    }
    for action in g.legal_actions() {
        let GridAction::FreeFlip(slot) = action else {
            panic!("the opening is free flips");
        };
        assert_eq!(
            GridOfShadowsGame::gestures(&view, &action),
            vec![
                Gesture::click(slot_token(slot)),
                Gesture::new(DRAW, slot_token(slot))
            ]
        );
    }
}

#[test]
fn a_blessing_rings_the_face_down_spaces_and_is_made_by_clicking_one() {
    let settings = Settings::new(3, "");
    let blue = |n| Card::num(n, Colour::Blue);
    let mut grid = vec![(blue(4), true)];
    grid.extend((5..=10).map(|n| (blue(n), false)));
    grid.extend([(blue(1), false), (blue(2), false)]);
    let mut g = GridOfShadowsGame::from_layout(
        &settings,
        vec![vec![blue(4), blue(1)], vec![blue(1)], vec![blue(2)]],
        grid,
        vec![blue(3), blue(3)],
        vec![Card::num(1, Colour::Yellow); 20],
        Seat(0),
        false,
    );
    for action in [
        GridAction::Lay {
            slot: 0,
            card: blue(4),
        },
        GridAction::Declare(Claim::Number {
            number: 4,
            colour: Colour::Blue,
        }),
    ] {
        g.apply(&action).unwrap();
    }
    while !matches!(g.phase(), Phase::Decide { .. }) {
        let next = if g.legal_actions().contains(&GridAction::LetPass) {
            GridAction::LetPass
        } else {
            GridAction::Pass
        };
        g.apply(&next).unwrap();
    }
    let view = g.view(Seat(0));
    let model = GridOfShadowsGame::table(&view);
    let grid = grid_of(&model);
    assert!(grid.cards[0].note.as_deref().unwrap().contains("1 on it"));
    for card in &grid.cards[1..] {
        assert!(card.marked, "every face-down space can be blessed");
    }
    assert_eq!(
        GridOfShadowsGame::gestures(&view, &GridAction::Bless(3)),
        vec![Gesture::click(slot_token(3))]
    );
}

#[test]
fn every_lay_is_a_drag_onto_its_space_and_other_hands_stay_hidden() {
    let mut g = GridOfShadowsGame::new(&Settings::new(4, "extended"), 9).unwrap();
    while g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, GridAction::FreeFlip(_)))
    {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    let seat = g.turn_owner();
    let view = g.view(seat);
    for action in g.legal_actions() {
        if let GridAction::Lay { slot, card } = action {
            assert_eq!(
                GridOfShadowsGame::gestures(&view, &action),
                vec![Gesture::new(
                    card_token(&card.to_string()),
                    slot_token(slot)
                )]
            );
        }
    }
    let model = GridOfShadowsGame::table(&view);
    assert_eq!(model.hand.len(), g.hand(seat).len());
    assert!(
        model
            .seats
            .iter()
            .all(|s| s.cards.iter().all(|c| !c.face_up))
    );
}

/// Plays a game to its end with random legal moves ("Lights!" now and then only, so
/// sequences run on and abilities fire), showing `visit` every position, the last included.
fn play_out(seats: u8, variant: &str, seed: u64, mut visit: impl FnMut(&GridOfShadowsGame)) {
    let mut game = GridOfShadowsGame::new(&Settings::new(seats, variant), seed).unwrap();
    let mut rng = crate::engine::GameRng::seeded(seed ^ 0xface);
    for _ in 0..50_000 {
        visit(&game);
        let legal = game.legal_actions();
        if legal.is_empty() {
            return;
        }
        // Random play, tilted the way people play: mostly letting a play pass, and declaring
        // a play after a card or two rather than laying whole hands, so games reach their end
        // and its final challenge.
        let declare: Vec<&GridAction> = legal
            .iter()
            .filter(|a| matches!(a, GridAction::Declare(_)))
            .collect();
        let action = if legal.contains(&GridAction::LetPass) && rng.below(8) != 0 {
            GridAction::LetPass
        } else if !declare.is_empty() && rng.below(3) != 0 {
            declare[rng.below(declare.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        game.apply(&action).unwrap();
    }
    panic!("a random game ends");
}

/// Verbs that agree with someone else, never with "you".
const THEIR_FORMS: [&str; 13] = [
    "aims", "draws", "takes", "plays", "passes", "gives", "has", "is", "was", "lays", "makes",
    "puts", "turns",
];

fn wording_faults(text: &str) -> Vec<String> {
    crate::lang::words::faults(text, &THEIR_FORMS)
}

#[test]
fn the_wording_check_catches_each_fault() {
    assert!(!wording_faults("Deck: 1 cards").is_empty());
    assert!(!wording_faults("Seat 0 laid a card").is_empty());
    assert!(!wording_faults("You play the the Blue 4").is_empty());
    assert!(!wording_faults("Then you takes it").is_empty());
    assert!(wording_faults("Seat 2 laid 11 cards; you take them").is_empty());
}

/// The cards a score sheet's hand cell lists ("Blue 2, 3; Yellow 9; Wrath (10)"), sorted.
fn read_hand(cell: &str) -> Vec<Card> {
    let mut cards = Vec::new();
    for group in cell.split("; ") {
        let colour = Colour::ALL
            .into_iter()
            .find(|c| group.starts_with(&format!("{} ", c.name())));
        match colour {
            Some(colour) => {
                let numbers = &group[colour.name().len() + 1..];
                for n in numbers.split(", ") {
                    cards.push(Card::num(n.parse().unwrap(), colour));
                }
            }
            None => {
                let names = group.split(" (10").next().unwrap();
                for name in names.split(", ") {
                    cards.push(parse_card(name).expect(name));
                }
            }
        }
    }
    sorted(&cards)
}

fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards
}

#[test]
fn a_hand_is_grouped_by_colour_with_power_cards_last() {
    let hand = [
        Card::Gamble,
        Card::num(3, Colour::Yellow),
        Card::num(2, Colour::Blue),
        Card::Wrath,
        Card::num(10, Colour::Blue),
    ];
    assert_eq!(
        hand_words(&hand),
        "Blue 2, 10; Yellow 3; Gamble, Wrath (10 each)"
    );
    assert_eq!(hand_words(&[Card::Reflect]), "Reflect (10)");
    assert_eq!(hand_words(&[]), "No cards");
    // The cards seen going into another hand, under its seat, are grouped the same way, in the
    // order they were seen or not.
    let seen = [
        Card::num(9, Colour::Blue),
        Card::num(2, Colour::Yellow),
        Card::Wrath,
        Card::num(7, Colour::Blue),
        Card::num(7, Colour::Blue),
    ];
    assert_eq!(seen_words(&seen), "Blue 7, 7, 9; Yellow 2; Wrath");
}

#[test]
fn the_end_scores_show_every_hand_its_total_and_place_in_played_out_games() {
    let (mut went_out, mut by_totals) = (0, 0);
    for seed in 0..40u64 {
        let seats = 2 + (seed % 5) as u8;
        let variant = if seed % 2 == 0 { "extended" } else { "" };
        let mut last = None;
        play_out(seats, variant, seed, |g| {
            if g.outcome().is_none() {
                let view = g.view(Seat(0));
                assert_eq!(GridOfShadowsGame::scores(&view), None, "no scores mid-game");
                assert_eq!(view.final_hands, None, "no hand is shown mid-game");
            } else {
                last = Some(g.clone());
            }
        });
        let game = last.expect("the game ended");
        let outcome = game.outcome().unwrap();
        let Phase::Over {
            winners,
            went_out: out,
        } = game.phase().clone()
        else {
            panic!("over");
        };
        if out {
            went_out += 1;
        } else {
            by_totals += 1;
        }
        for viewer in Seat::all(usize::from(seats)) {
            let view = game.view(viewer);
            let sheet = GridOfShadowsGame::scores(&view).expect("a score sheet at the end");
            assert_eq!(sheet.columns, ["Hand left", "Total", "Place"]);
            assert_eq!(sheet.rows.len(), usize::from(seats));
            for (row, seat) in sheet.rows.iter().zip(Seat::all(usize::from(seats))) {
                assert_eq!(row.seat, seat);
                let hand = game.hand(seat);
                let total: u32 = hand.iter().map(|c| c.value()).sum();
                assert_eq!(f64::from(total), outcome.scores[seat.index()]);
                assert_eq!(
                    row.cells[1],
                    crate::lang::words::count(i64::from(total), "point", "points")
                );
                if hand.is_empty() {
                    assert_eq!(row.cells[0], "No cards");
                } else {
                    assert_eq!(read_hand(&row.cells[0]), sorted(hand), "{row:?}");
                }
                let won = winners.contains(&seat);
                assert_eq!(row.cells[2].starts_with("1st"), won, "{row:?}");
                assert_eq!(row.cells[2].ends_with("escaped"), won, "{row:?}");
            }
            // Places follow the totals among those who did not escape.
            let place = |cell: &str| -> usize {
                let digits: String = cell.chars().take_while(char::is_ascii_digit).collect();
                digits.parse().unwrap()
            };
            for a in &sheet.rows {
                for b in &sheet.rows {
                    let (ta, tb) = (
                        game.hand(a.seat).iter().map(|c| c.value()).sum::<u32>(),
                        game.hand(b.seat).iter().map(|c| c.value()).sum::<u32>(),
                    );
                    if !winners.contains(&a.seat) && !winners.contains(&b.seat) && ta < tb {
                        assert!(place(&a.cells[2]) < place(&b.cells[2]), "{sheet:?}");
                    }
                }
            }
            assert!(sheet.notes.iter().all(|n| wording_faults(n).is_empty()));
            // The end screen shows the ending line above the sheet: the notes add the rule of
            // placing, not the ending again.
            let ending = GridOfShadowsGame::ending(&view).expect("an ending line");
            let words = |text: &str| -> Vec<String> {
                text.split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(str::to_lowercase)
                    .collect()
            };
            let told = words(&ending);
            for note in &sheet.notes {
                let note_words = words(note);
                let repeats = note_words
                    .windows(4)
                    .any(|run| told.windows(4).any(|t| t == run));
                let escaped_twice = told.contains(&"escaped".to_string())
                    && note_words.contains(&"escaped".to_string());
                assert!(!repeats && !escaped_twice, "{ending} / {note}");
            }
        }
    }
    assert!(went_out > 0 && by_totals > 0, "{went_out} {by_totals}");
}

#[test]
fn every_card_has_its_full_text_and_blue_and_yellow_differ_by_shape_not_only_by_hue() {
    for card in crate::games::grid_of_shadows::deck_for(true) {
        let name = card.to_string();
        let text = GridOfShadowsGame::card_text(&name);
        let art = GridOfShadowsGame::card_art(&name);
        assert!(text.starts_with(&name), "{text}");
        assert!(!art.path.is_empty() && !art.hint.is_empty(), "{name}");
        // Short enough for a phone's small card (two lines at most).
        assert!(art.hint.len() <= 24, "{name}: {}", art.hint);
        match card {
            Card::Number { number, colour } => {
                assert!(text.contains(ability_name(number)), "{text}");
                assert!(text.contains(ability_effect(number)), "{text}");
                assert!(text.contains(&format!("Counts {number}")), "{text}");
                let twin =
                    GridOfShadowsGame::card_art(&Card::num(number, colour.other()).to_string());
                assert_ne!(art.path, twin.path, "{name}: its symbol differs by colour");
                assert_ne!(art.tone, twin.tone);
                let marks = match colour {
                    Colour::Blue => blue_marks!(),
                    Colour::Yellow => yellow_marks!(),
                };
                assert!(art.path.ends_with(marks), "{name}");
            }
            _ => {
                assert_eq!(art.tone, "gos-power");
                for part in ["Played", "Turned", "counts 10"] {
                    assert!(text.contains(part), "{text}");
                }
            }
        }
    }
    // Every Blue card bears the same mark and every Yellow card the other.
    let blue = GridOfShadowsGame::card_art("Blue 7").path;
    let yellow = GridOfShadowsGame::card_art("Yellow 7").path;
    assert_eq!(
        blue.replace(blue_marks!(), ""),
        yellow.replace(yellow_marks!(), "")
    );
    for guess in Guess::ALL {
        assert!(GridOfShadowsGame::card_text(guess.name()).contains("penalty card"));
    }
}

#[test]
fn prompts_and_facts_read_well_say_what_effects_do_and_facts_stay_short() {
    let mut asked = std::collections::BTreeMap::<&'static str, String>::new();
    for seed in 0..30u64 {
        let seats = 2 + (seed % 5) as u8;
        let variant = if seed % 2 == 0 { "extended" } else { "" };
        play_out(seats, variant, seed, |g| {
            for viewer in Seat::all(usize::from(seats)) {
                let view = g.view(viewer);
                let model = GridOfShadowsGame::table(&view);
                assert!(model.facts.len() <= 3, "{:?}", model.facts);
                for fact in &model.facts {
                    assert!(fact.len() <= 60, "{fact}");
                    assert!(wording_faults(fact).is_empty(), "{fact}");
                }
                for pile in &model.center {
                    for text in pile.note.iter().chain([&pile.label]) {
                        assert!(wording_faults(text).is_empty(), "{text}");
                    }
                }
            }
            let Some(seat) = g.phase().seat() else {
                return;
            };
            let view = g.view(seat);
            let legal = g.legal_actions();
            let prompt = GridOfShadowsGame::prompt(&view, &legal);
            assert!(wording_faults(&prompt).is_empty(), "{prompt}");
            for action in &legal {
                let label = g.describe_action(action);
                assert!(wording_faults(&label).is_empty(), "{label}");
            }
            let kind = match g.phase() {
                Phase::Window { .. } => "window",
                Phase::Sequence { .. } => "sequence",
                Phase::Guess { .. } => "guess",
                Phase::Bonus { .. } => "bonus",
                Phase::Decide { decision, .. } => match decision {
                    Decision::WhisperDiscard => "whisper",
                    Decision::Deceive => "deceive",
                    Decision::Smite => "smite",
                    Decision::Bless => "bless",
                    Decision::Shift => "shift",
                    Decision::Luck => "luck",
                    Decision::WrathTarget => "wrath",
                    Decision::GambleDiscard => "gamble",
                    Decision::Reflect => "reflect",
                },
                _ => return,
            };
            asked.entry(kind).or_insert(prompt);
        });
    }
    // What each question is about, said in the prompt.
    let says = [
        ("window", "penalty card"),
        ("sequence", "If it stands"),
        ("guess", "wrong: you draw a penalty card"),
        ("smite", "must draw a card"),
        ("wrath", "must draw two cards"),
        ("bless", "turn it up for free"),
        ("shift", "goes under the draw pile"),
        ("luck", "discarded and yours goes there"),
        ("whisper", "discard one"),
        ("deceive", "give a card"),
        ("reflect", "back to"),
    ];
    let mut checked = 0;
    for (kind, phrase) in says {
        if let Some(prompt) = asked.get(kind) {
            assert!(prompt.contains(phrase), "{kind}: {prompt}");
            checked += 1;
        }
    }
    assert!(
        checked >= 6,
        "few questions were reached: {:?}",
        asked.keys()
    );
}

#[test]
fn spaces_past_nine_stand_beside_the_grid_which_keeps_three_rows() {
    let mut seen = false;
    for seed in 0..20u64 {
        play_out(4, "", seed, |g| {
            if g.grid().len() <= 9 || seen {
                return;
            }
            seen = true;
            let view = g.view(Seat(0));
            let model = GridOfShadowsGame::table(&view);
            let grid = grid_of(&model);
            assert_eq!(grid.cards.len(), 9);
            let beside = model
                .center
                .iter()
                .find(|p| p.label == "Beside the grid")
                .expect("the extra spaces are a pile of their own");
            let tokens: Vec<_> = beside.cards.iter().map(|c| c.drop.clone()).collect();
            let expected: Vec<_> = (9..g.grid().len() as u8)
                .map(|i| Some(slot_token(i)))
                .collect();
            assert_eq!(tokens, expected);
            assert!(matches!(
                beside.layout,
                super::super::adapter::PileLayout::Grid(c) if usize::from(c) * 3 >= beside.cards.len()
            ));
        });
    }
    assert!(seen, "a final challenge added spaces");
}

/// The German catalogue's words against the English one's: literals split at quotes, so an
/// escaped quote (\"Lights!\") becomes a plain one first, keeping the words inside it.
fn english_words() -> std::collections::BTreeSet<String> {
    let unescape = |source: &str| source.replace("\\\"", "'");
    lang::leak::english_only(
        &unescape(include_str!("../../lang/en/grid_of_shadows.rs")),
        &unescape(include_str!("../../lang/de/grid_of_shadows.rs")),
    )
}

#[test]
fn in_german_every_word_a_player_reads_is_german() {
    use crate::engine::Faces;
    use crate::games::GameId;
    use crate::games::grid_of_shadows::{DrawReason, GridEvent, deck_for};
    use crate::lang::Lang;
    let english = english_words();
    assert!(english.contains("lights") && english.contains("draws"));
    let check = |what: &str, text: &str| {
        if let Some(word) = lang::leak::first_found(text, &english) {
            panic!("English {word:?} in German {what}: {text:?}");
        }
    };
    lang::with(Lang::De, || {
        let words = lang::game(GameId::GridOfShadows);
        // As the page reads: a card link's token is an id, not a word on the screen.
        check(
            "rules",
            &crate::engine::rules_text::plain_text(lang::rules(Lang::De, GameId::GridOfShadows)),
        );
        for text in [
            words.name(),
            words.variant_name("extended"),
            words.variant_summary("extended"),
            words.standard_end(),
        ] {
            check("game words", text);
        }
        let ids = deck_for(true)
            .into_iter()
            .map(|c| c.to_string())
            .chain(Guess::ALL.map(|g| g.name().to_string()))
            .chain([EMPTY_SPACE.to_string()]);
        for id in ids {
            check("card name", &GridOfShadowsGame::card_name(&id));
            check("card text", &GridOfShadowsGame::card_text(&id));
            check("card hint", GridOfShadowsGame::card_art(&id).hint);
        }
        // Moves that are refused in most positions, to hear every refusal.
        let probes = [
            GridAction::Pass,
            GridAction::EndTurn,
            GridAction::Lights,
            GridAction::Accept,
            GridAction::FinalPass,
            GridAction::StopFlipping,
            GridAction::FreeFlip(2),
            GridAction::Smite(Seat(1)),
        ];
        let mut steps = 0;
        for (seats, variant, seed) in [
            (2, "", 1),
            (6, "", 2),
            (2, "extended", 3),
            (6, "extended", 4),
            (4, "extended", 5),
        ] {
            let mut game = GridOfShadowsGame::new(&Settings::new(seats, variant), seed).unwrap();
            let mut rng = crate::engine::GameRng::seeded(seed ^ 0xde);
            let mut events = game.opening();
            loop {
                steps += 1;
                let viewers = Seat::all(usize::from(seats)).map(Some).chain([None]);
                for viewer in viewers {
                    for event in &events {
                        if let Some(line) = GridOfShadowsGame::narrate(event, viewer) {
                            check("log", &line);
                        }
                    }
                    let Some(viewer) = viewer else { continue };
                    let view = game.view(viewer);
                    for text in GridOfShadowsGame::table(&view).texts(GridOfShadowsGame::card_name)
                    {
                        check("table", &text);
                    }
                    if let Some(sheet) = GridOfShadowsGame::scores(&view) {
                        for text in sheet
                            .columns
                            .iter()
                            .chain(&sheet.notes)
                            .chain(sheet.rows.iter().flat_map(|r| &r.cells))
                        {
                            check("scores", text);
                        }
                    }
                    if let Some(text) = GridOfShadowsGame::ending(&view) {
                        check("ending", &text);
                    }
                }
                for event in &events {
                    if let Some(text) = GridOfShadowsGame::round_over(event) {
                        check("round over", &text);
                    }
                }
                let legal = game.legal_actions();
                for probe in probes.iter().filter(|p| !legal.contains(p)) {
                    check(
                        "refusal",
                        &GridOfShadowsGame::refusal_words(&game.explain_refusal(probe)),
                    );
                }
                let crate::engine::Turn::Seat(seat) = game.turn() else {
                    break;
                };
                let view = game.view(seat);
                check("prompt", &GridOfShadowsGame::prompt(&view, &legal));
                if let Some((_, note)) = GridOfShadowsGame::automatic(&view, &legal) {
                    check("automatic", &note);
                }
                for action in &legal {
                    check("action", &game.describe_action(action));
                    check("group", GridOfShadowsGame::group(action));
                }
                let action = if legal.contains(&GridAction::LetPass) && rng.below(8) != 0 {
                    GridAction::LetPass
                } else {
                    legal[rng.below(legal.len())].clone()
                };
                events = game.apply(&action).unwrap();
            }
            assert!(game.outcome().is_some(), "the game ended");
        }
        assert!(steps > 500, "the games were played: {steps} steps");

        let blue = |n| Card::num(n, Colour::Blue);
        let narrate =
            |event: &GridEvent, viewer| GridOfShadowsGame::narrate(event, Some(viewer)).unwrap();
        let drew = GridEvent::Drew {
            seat: Seat(1),
            cards: Faces::Seen(vec![blue(3), blue(9)]),
            reason: DrawReason::Penalty,
        };
        assert_eq!(
            narrate(&drew, Seat(0)),
            "Platz 2 zieht 2 Karten als Strafe."
        );
        assert_eq!(
            narrate(&drew, Seat(1)),
            "Du ziehst Blau 3 und Blau 9 als Strafe."
        );
        let played = GridEvent::Played {
            seat: Seat(0),
            slot: 2,
            claim: Claim::Number {
                number: 4,
                colour: Colour::Blue,
            },
            cards: Faces::Seen(vec![blue(4), Card::num(7, Colour::Yellow)]),
        };
        assert_eq!(
            narrate(&played, Seat(0)),
            "Du legst 2 Karten verdeckt auf Feld 3 und sagst 2× Blau 4 an. (Du hast Blau 4 und \
             Gelb 7 gelegt.)"
        );
        let totals = GridEvent::Totals {
            totals: vec![12, 1, 12],
            winners: vec![Seat(0), Seat(1)],
        };
        assert_eq!(
            narrate(&totals, Seat(1)),
            "Handsummen: Platz 1 hat 12 Punkte, du hast 1 Punkt und Platz 3 hat 12 Punkte. \
             Platz 1 und du entkommt mit der niedrigsten Summe."
        );
    });
}

#[test]
fn an_empty_grid_space_shows_no_cut_word_in_its_corner() {
    let index = GridOfShadowsGame::card_index(super::EMPTY_SPACE);
    assert!(!index.chars().any(char::is_alphabetic), "{index:?}");
    assert!(!index.is_empty());
}
