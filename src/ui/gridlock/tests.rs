//! GRID#LOCK's table checked through its drags, drops, prompts, score sheets and card texts, and
//! through whole games read in English and in German.

use super::*;
use crate::engine::{Game, GameRng, Settings, Turn};
use crate::games::gridlock::{Combo, Elimination, Slot};
use crate::lang::narrate::Narrate;
use std::collections::BTreeSet;

fn number(suit: Suit, value: u8) -> Card {
    Card::number(suit, value)
}

#[test]
fn a_card_index_is_its_number_or_one_capital() {
    let wild = every_card().find(|card| card.is_wild()).unwrap();
    assert_eq!(GridlockGame::card_index(&wild.to_string()), "W");
    let eight = number(Suit::Star, 8).to_string();
    assert_eq!(GridlockGame::card_index(&eight), "8");
    let lock = every_card()
        .find(|card| matches!(card.face(), Face::GridLock(_)))
        .unwrap();
    assert_eq!(GridlockGame::card_index(&lock.to_string()), "G");
}

/// The table is played by touch as well as with a mouse: prompts that ask for a card of the
/// grid say "tap or click", never "click" alone.
#[test]
fn prompts_for_a_grid_card_fit_touch_and_mouse() {
    let lines = [(Line::Row(0), None), (Line::Row(1), None)];
    for (lang, word) in [
        (crate::lang::Lang::En, "ap or click"),
        (crate::lang::Lang::De, "ippe oder klicke"),
    ] {
        lang::with(lang, || {
            let words = lang::gridlock();
            for text in [
                words.opening_flip_prompt(),
                words.flip_prompt(),
                words.elimination_prompt(&lines, false),
            ] {
                assert!(text.contains(word), "{text}");
            }
        });
    }
}

/// Seat 0 to play, nothing complete anywhere, a 5 of Flame on the discard pile.
fn start() -> GridlockGame {
    let values = [1, 5, 9, 3, 7, 2, 6, 9, 4];
    let grid = |suits: [Suit; 3]| -> [Slot; 9] {
        std::array::from_fn(|i| Slot::Down(number(suits[i % 3], values[i])))
    };
    GridlockGame::arranged(
        &Settings::new(2, "").with_rounds(1),
        vec![
            grid([Suit::Wave, Suit::Leaf, Suit::Star]),
            grid([Suit::Leaf, Suit::Star, Suit::Wave]),
        ],
        vec![number(Suit::Flame, 5)],
        vec![number(Suit::Flame, 8)],
    )
    .expect("a valid arrangement")
}

/// A face-up grid of cards of the three suits other than `suit` that form nothing together.
fn open(suit: Suit) -> [Slot; 9] {
    let values = [1, 5, 9, 3, 7, 2, 6, 9, 4];
    let suits = [0, 1, 2, 1, 2, 0, 2, 0, 1];
    let others: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suit).collect();
    std::array::from_fn(|i| Slot::Up(number(others[suits[i]], values[i])))
}

/// A two-round match with seat 0 one card from going out (two suited runs eliminated, the
/// 1 and 2 of Flame in the bottom row, the 3 of Flame on the discard pile) and seat 1 holding
/// a face-up grid that forms nothing.
fn almost_out() -> GridlockGame {
    let mut mine = open(Suit::Star);
    for slot in &mut mine[..6] {
        *slot = Slot::Empty;
    }
    mine[6] = Slot::Up(number(Suit::Flame, 1));
    mine[7] = Slot::Up(number(Suit::Flame, 2));
    let mut game = GridlockGame::arranged(
        &Settings::new(2, "").with_rounds(2),
        vec![mine, open(Suit::Leaf)],
        vec![number(Suit::Flame, 3)],
        vec![number(Suit::Wave, 4), number(Suit::Wave, 5)],
    )
    .expect("a valid arrangement");
    for line in [Line::Row(0), Line::Row(1)] {
        let star = |v| number(Suit::Star, v);
        game.arrange_eliminated(
            Seat(0),
            Elimination {
                line,
                cards: [star(4), star(5), star(6)],
                combo: Combo::SuitedRun,
            },
        );
    }
    game
}

fn play(game: &mut GridlockGame, action: GridlockAction) -> Vec<GridlockEvent> {
    game.apply(&action).expect("a legal move")
}

fn gestures_of(game: &GridlockGame) -> BTreeSet<Gesture> {
    let view = game.view(Seat(0));
    game.legal_actions()
        .iter()
        .flat_map(|a| GridlockGame::gestures(&view, a))
        .collect()
}

#[test]
fn taking_the_discard_is_one_drag_onto_the_slot_it_replaces() {
    let game = start();
    let view = game.view(Seat(0));
    assert_eq!(
        GridlockGame::gestures(&view, &GridlockAction::TakeDiscard(4)),
        vec![Gesture::new(DISCARD_TOP, slot_token(4))]
    );
    let targets = gestures_of(&game)
        .into_iter()
        .filter(|g| g.drag == DISCARD_TOP)
        .count();
    assert_eq!(targets, 9, "every grid card is a target for the discard");
}

#[test]
fn lifting_the_draw_pile_draws_and_the_same_drag_places_or_refuses() {
    let mut game = start();
    let view = game.view(Seat(0));
    assert_eq!(
        GridlockGame::gestures(&view, &GridlockAction::Draw),
        vec![Gesture::pick_up(DRAW_PILE)]
    );
    game.apply(&GridlockAction::Draw).expect("drawing is legal");
    let after = gestures_of(&game);
    assert!(after.contains(&Gesture::new(DRAW_PILE, DISCARD_DROP)));
    for slot in 0..9 {
        assert!(after.contains(&Gesture::new(DRAW_PILE, slot_token(slot))));
    }
    // The lifted card shows its face under the drag token, so the ghost shows it too.
    let model = GridlockGame::table(&game.view(Seat(0)));
    let lifted = model.dragged_card(DRAW_PILE).expect("the drawn card drags");
    assert!(lifted.face_up);
    assert_eq!(lifted.name, number(Suit::Flame, 8).to_string());
    // The other seat sees only a back.
    let theirs = GridlockGame::table(&game.view(Seat(1)));
    let pile = theirs.dragged_card(DRAW_PILE).expect("the pile is drawn");
    assert!(!pile.face_up && pile.name.is_empty());
}

#[test]
fn a_drawn_card_goes_where_you_touch_and_each_touch_means_one_move() {
    let mut game = start();
    game.apply(&GridlockAction::Draw).expect("drawing is legal");
    let view = game.view(Seat(0));
    let legal = game.legal_actions();
    let meaning = |gesture: &Gesture| -> Vec<GridlockAction> {
        legal
            .iter()
            .filter(|a| GridlockGame::gestures(&view, a).contains(gesture))
            .cloned()
            .collect()
    };
    for slot in 0..9 {
        assert_eq!(
            meaning(&Gesture::click(slot_token(slot))),
            vec![GridlockAction::Replace(slot)]
        );
    }
    assert_eq!(
        meaning(&Gesture::click(DISCARD_DROP)),
        vec![GridlockAction::Refuse]
    );
}

#[test]
fn drops_that_match_no_move_say_why_or_name_the_move() {
    let game = start();
    let view = game.view(Seat(0));
    assert_eq!(
        GridlockGame::intended(&view, DISCARD_TOP, DISCARD_DROP),
        Some(Err(
            "a card taken from the discard pile must replace a grid card".into()
        ))
    );
    assert_eq!(
        GridlockGame::intended(&view, DISCARD_TOP, &slot_token(2)),
        Some(Ok(GridlockAction::TakeDiscard(2)))
    );
}

#[test]
fn score_sheet_shows_each_round_with_bonus_and_penalty_and_the_total() {
    let mut game = almost_out();
    let mut events = play(&mut game, GridlockAction::TakeDiscard(8));
    assert!(events.contains(&GridlockEvent::WentOut { seat: Seat(0) }));
    // Seat 1's two last turns: draw and throw away, twice.
    while game.round() == 1 {
        let action = if game.legal_actions().contains(&GridlockAction::Refuse) {
            GridlockAction::Refuse
        } else {
            GridlockAction::Draw
        };
        events.extend(play(&mut game, action));
    }
    let sheet = GridlockGame::scores(&game.view(Seat(0))).expect("a score sheet");
    assert_eq!(sheet.columns, ["Round 1", "Total"]);
    let cells: Vec<(Seat, Vec<&str>)> = sheet
        .rows
        .iter()
        .map(|r| (r.seat, r.cells.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        cells,
        [
            (Seat(0), vec!["30 (lines 24, going out +6)", "30"]),
            (Seat(1), vec!["\u{2212}6 (penalty \u{2212}6)", "\u{2212}6"]),
        ]
    );
    assert_eq!(
        sheet.notes[1..],
        [
            "Round 1: you went out (+6 points).",
            "Penalties in round 1: 3 open lines for Seat 2 (\u{2212}6)."
        ]
    );
    // The summary's heading comes with the next round's deal, once.
    let headings: Vec<String> = events.iter().filter_map(GridlockGame::round_over).collect();
    assert_eq!(headings, ["Round 1 is over"]);

    // The rest of the match, played at random: the last round ends with the match, and no
    // summary heading; the sheet then has both rounds and the totals add up.
    let mut rng = GameRng::seeded(3);
    let mut last = Vec::new();
    while game.turn() != Turn::Over {
        let legal = game.legal_actions();
        last = play(&mut game, legal[rng.below(legal.len())]);
        if game.turn() != Turn::Over {
            assert!(last.iter().all(|e| GridlockGame::round_over(e).is_none()));
        }
    }
    assert!(
        last.iter()
            .any(|e| matches!(e, GridlockEvent::MatchOver { .. }))
    );
    assert!(last.iter().all(|e| GridlockGame::round_over(e).is_none()));
    let view = game.view(Seat(1));
    let sheet = GridlockGame::scores(&view).expect("a score sheet");
    assert_eq!(sheet.columns, ["Round 1", "Round 2", "Total"]);
    for row in &sheet.rows {
        let leading = |cell: &str| -> i32 {
            let number = cell.split(' ').next().unwrap().replace('\u{2212}', "-");
            number.parse().expect("a cell starts with its score")
        };
        let rounds: i32 = row.cells[..2].iter().map(|c| leading(c)).sum();
        assert_eq!(rounds, game.totals()[row.seat.index()], "{row:?}");
        assert_eq!(leading(&row.cells[2]), rounds, "{row:?}");
    }
    assert!(sheet.notes.iter().any(|n| n.starts_with("Round 2: ")));
}

#[test]
fn round_over_heads_only_the_deal_of_a_round_that_follows_another() {
    let dealt = |round| GridlockEvent::RoundDealt {
        round,
        dealer: Seat(1),
    };
    assert_eq!(GridlockGame::round_over(&dealt(1)), None);
    assert_eq!(
        GridlockGame::round_over(&dealt(4)),
        Some("Round 3 is over".to_string())
    );
    let over = GridlockEvent::MatchOver { totals: vec![3, 4] };
    assert_eq!(GridlockGame::round_over(&over), None);
}

#[test]
fn a_drawn_card_that_cannot_be_placed_waits_for_its_drawer_other_lone_moves_do_not() {
    // Only the bottom row is left, and a row lock in it locks all of it this turn.
    let mut mine = open(Suit::Star);
    for slot in &mut mine[..6] {
        *slot = Slot::Empty;
    }
    mine[7] = Slot::Up(Card::gridlock(LockAim::Row));
    let mut game = GridlockGame::arranged(
        &Settings::new(2, "").with_rounds(1),
        vec![mine, open(Suit::Leaf)],
        vec![number(Suit::Flame, 3)],
        vec![number(Suit::Wave, 4)],
    )
    .expect("a valid arrangement");
    // An arranged lock counts as turned up before this turn, so it locks now.
    assert_eq!(game.legal_actions(), [GridlockAction::Draw]);
    let view = game.view(Seat(0));
    assert!(!GridlockGame::ask_even_if_forced(
        &view,
        &GridlockAction::Draw
    ));
    assert!(GridlockGame::prompt(&view, &game.legal_actions()).starts_with("Every card"));
    play(&mut game, GridlockAction::Draw);
    assert_eq!(game.legal_actions(), [GridlockAction::Refuse]);
    let view = game.view(Seat(0));
    assert!(GridlockGame::ask_even_if_forced(
        &view,
        &GridlockAction::Refuse
    ));
    assert!(
        GridlockGame::prompt(&view, &game.legal_actions())
            .contains("every card of your grid is locked")
    );
}

#[test]
fn card_text_says_what_every_card_does_and_scores() {
    let mut texts = BTreeSet::new();
    for card in every_card() {
        let name = card.to_string();
        let text = GridlockGame::card_text(&name);
        assert!(
            text.starts_with(&name) || text.starts_with("Wild"),
            "{text}"
        );
        assert!(text.contains("points"), "{name}: {text}");
        texts.insert(text);
    }
    assert_eq!(texts.len(), 40, "every card has its own text");
    let seven = GridlockGame::card_text("7 Flame");
    for words in [
        "5-6-7, 6-7-8 or 7-8-9",
        "for 4 points, or 8 if all Flame",
        "three 7s for 6 points, or 24",
        "three Flame cards of any numbers for 2 points",
        "drawn as a flame",
    ] {
        assert!(seven.contains(words), "{words:?} in {seven}");
    }
    assert!(GridlockGame::card_text("1 Wave").contains("(1-2-3, in order"));
    let wild = GridlockGame::card_text("wild");
    assert!(wild.contains("10 points") && wild.contains("12 points"));
    assert!(wild.contains("costs 2 points"), "{wild}");
    for (aim, lines) in [
        (LockAim::Row, "locks its row on"),
        (LockAim::Column, "locks its column on"),
        (LockAim::Both, "locks both its row and its column on"),
    ] {
        let text = GridlockGame::card_text(&Card::gridlock(aim).to_string());
        assert!(text.contains(lines), "{text}");
        assert!(text.contains("costs 2 points"), "{text}");
    }
    assert!(GridlockGame::card_text("gone").contains("eliminated"));
}

#[test]
fn suits_and_special_cards_differ_in_shape_not_colour_alone() {
    let mut paths = std::collections::BTreeMap::new();
    for suit in Suit::ALL {
        // Every number of a suit carries the suit's symbol and no other.
        let symbols: BTreeSet<&str> = (1..=9)
            .map(|v| GridlockGame::card_art(&number(suit, v).to_string()).path)
            .collect();
        assert_eq!(symbols.len(), 1, "{suit:?}");
        paths.insert(symbols.into_iter().next().unwrap(), suit.name());
    }
    for card in [
        Card::WILD,
        Card::gridlock(LockAim::Row),
        Card::gridlock(LockAim::Column),
        Card::gridlock(LockAim::Both),
    ] {
        paths.insert(GridlockGame::card_art(&card.to_string()).path, "special");
    }
    assert_eq!(
        paths.len(),
        8,
        "four suits, the wild and three locks: eight shapes"
    );
    assert!(paths.keys().all(|p| !p.is_empty()));
    // The short in-card hint fits a small card; the full text is `card_text`.
    for card in every_card() {
        let hint = GridlockGame::card_art(&card.to_string()).hint;
        assert!(hint.len() <= 24, "{hint}");
    }
}

/// Every text the table shows, at every decision of a few random matches, from every seat.
#[test]
fn table_words_read_as_english_and_in_card_notes_stay_short() {
    let bad = |text: &str| -> Option<&'static str> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let mid_you = text
            .match_indices("You")
            .any(|(at, _)| at > 0 && !text[..at].ends_with(". "));
        let one_plural = words.windows(2).any(|w| {
            w[0].trim_start_matches(['\u{2212}', '-', '+']) == "1"
                && matches!(w[1], "points" | "cards" | "rounds" | "turns")
        });
        [
            (one_plural, "1 with a plural"),
            (words.contains(&"pts"), "pts"),
            (text.contains("Seat 0"), "Seat 0"),
            (mid_you, "You inside a sentence"),
            (words.windows(2).any(|w| w[0] == w[1]), "a doubled word"),
        ]
        .into_iter()
        .find_map(|(found, what)| found.then_some(what))
    };
    let check = |text: &str| assert_eq!(bad(text), None, "{text:?}");
    for (seats, seed) in [(2u8, 11u64), (4, 12), (6, 13)] {
        let settings = Settings::new(seats, "").with_rounds(2);
        let mut game = GridlockGame::new(&settings, seed).expect("valid settings");
        let mut rng = GameRng::seeded(seed);
        loop {
            for seat in Seat::all(usize::from(seats)) {
                let view = game.view(seat);
                let model = GridlockGame::table(&view);
                model.facts.iter().for_each(|f| check(f));
                assert!(model.facts.len() <= 3, "{:?}", model.facts);
                for s in &model.seats {
                    s.badges.iter().for_each(|b| check(&b.label));
                    s.note.iter().for_each(|n| check(n));
                }
                for pile in model
                    .center
                    .iter()
                    .chain(model.seats.iter().flat_map(|s| &s.piles))
                {
                    check(&pile.label);
                    pile.note.iter().for_each(|n| check(n));
                    for note in pile.cards.iter().filter_map(|c| c.note.as_ref()) {
                        assert!(note.len() <= 10, "{note:?} does not fit in a card");
                    }
                }
                let sheet = GridlockGame::scores(&view).expect("a score sheet");
                sheet.notes.iter().for_each(|n| check(n));
                if game.turn() == Turn::Seat(seat) {
                    check(&GridlockGame::prompt(&view, &game.legal_actions()));
                }
                if game.turn() == Turn::Over {
                    check(&GridlockGame::ending(&view).expect("an ending"));
                }
            }
            if game.turn() == Turn::Over {
                break;
            }
            let legal = game.legal_actions();
            play(&mut game, legal[rng.below(legal.len())]);
        }
    }
}

#[test]
fn the_ending_names_the_winner_in_the_viewers_words() {
    let mut game = start();
    let mut rng = GameRng::seeded(5);
    while game.turn() != Turn::Over {
        let legal = game.legal_actions();
        play(&mut game, legal[rng.below(legal.len())]);
    }
    let totals = game.totals().to_vec();
    let best = *totals.iter().max().unwrap();
    let ending = |seat| GridlockGame::ending(&game.view(seat)).unwrap();
    if totals[0] == totals[1] {
        assert!(ending(Seat(0)).starts_with("You and Seat 2 share the lead after 1 round"));
    } else {
        let winner = Seat(u8::from(totals[1] == best));
        let loser = Seat(1 - winner.0);
        assert!(ending(winner).starts_with("You win after 1 round with"));
        assert!(
            ending(loser).starts_with(&format!("{winner} wins after 1 round")),
            "{}",
            ending(loser)
        );
    }
}

/// Every move a player could try, legal or not, so that every refusal is read too.
fn every_action() -> Vec<GridlockAction> {
    let mut all = vec![GridlockAction::Draw, GridlockAction::Refuse];
    for slot in 0..10u8 {
        all.extend([
            GridlockAction::OpeningFlip(slot),
            GridlockAction::TakeDiscard(slot),
            GridlockAction::Replace(slot),
            GridlockAction::Flip(slot),
        ]);
    }
    all.extend(Line::ALL.map(GridlockAction::Eliminate));
    all
}

/// What a German player reads, at every step of seeded random matches of every variant at the
/// smallest and largest tables, from every seat, holds no word only the English catalogue
/// uses; nor do the cards, the game's names and the German rules page.
#[test]
fn a_german_table_reads_no_english() {
    use crate::lang::{self, Lang, leak};
    let english = leak::english_only(
        include_str!("../../lang/en/gridlock.rs"),
        include_str!("../../lang/de/gridlock.rs"),
    );
    let check = |text: &str, context: &dyn std::fmt::Debug| {
        assert!(!text.is_empty(), "{context:?}: nothing said");
        if let Some(word) = leak::first_found(text, &english) {
            panic!("English {word:?} in {context:?}: {text:?}");
        }
    };
    lang::with(Lang::De, || {
        let game_words = lang::game(crate::games::GameId::Gridlock);
        check(game_words.name(), &"name");
        // As the page reads: a card link's token is an id, not a word on the screen.
        check(
            &crate::engine::rules_text::plain_text(lang::rules(
                Lang::De,
                crate::games::GameId::Gridlock,
            )),
            &"rules page",
        );
        check(game_words.standard_end(), &"standard end");
        for variant in crate::games::gridlock::INFO.variants {
            check(game_words.variant_name(variant.id), &variant.id);
            check(game_words.variant_summary(variant.id), &variant.id);
        }
        for id in every_card()
            .map(|card| card.to_string())
            .chain([GONE.to_string()])
        {
            check(&GridlockGame::card_name(&id), &id);
            check(GridlockGame::card_art(&id).hint, &id);
            check(&GridlockGame::card_text(&id), &id);
        }

        for (seats, seed, variant) in [
            (2u8, 31u64, ""),
            (6, 32, ""),
            (2, 33, "no-wilds"),
            (6, 34, "no-wilds"),
            (2, 35, "no-gridlock"),
            (6, 36, "no-gridlock"),
            (2, 37, "no-wilds+no-gridlock"),
            (6, 38, "no-wilds+no-gridlock"),
        ] {
            let settings = Settings::new(seats, variant).with_rounds(2);
            let mut game = GridlockGame::new(&settings, seed).expect("valid settings");
            let mut rng = GameRng::seeded(seed);
            let mut events = game.opening();
            let viewers: Vec<Option<Seat>> = std::iter::once(None)
                .chain(Seat::all(usize::from(seats)).map(Some))
                .collect();
            loop {
                for event in &events {
                    for viewer in &viewers {
                        let line = GridlockGame::narrate(event, *viewer).expect("told");
                        check(&line, &(event, viewer));
                    }
                    if let Some(heading) = GridlockGame::round_over(event) {
                        check(&heading, event);
                    }
                }
                for seat in Seat::all(usize::from(seats)) {
                    let view = game.view(seat);
                    for text in GridlockGame::table(&view).texts(GridlockGame::card_name) {
                        check(&text, &("table", seat));
                    }
                    let sheet = GridlockGame::scores(&view).expect("a score sheet");
                    let cells = sheet.rows.iter().flat_map(|r| &r.cells);
                    for text in sheet.columns.iter().chain(cells).chain(&sheet.notes) {
                        check(text, &("scores", seat));
                    }
                    if game.turn() == Turn::Over {
                        check(&GridlockGame::ending(&view).expect("an ending"), &seat);
                    }
                }
                let Turn::Seat(deciding) = game.turn() else {
                    break;
                };
                let view = game.view(deciding);
                let legal = game.legal_actions();
                check(&GridlockGame::prompt(&view, &legal), &("prompt", deciding));
                if let Some((_, note)) = GridlockGame::automatic(&view, &legal) {
                    check(&note, &"automatic");
                }
                for action in every_action() {
                    if legal.contains(&action) {
                        check(&game.describe_action(&action), &action);
                        let group = GridlockGame::group(&action);
                        // The main list has no heading.
                        if !group.is_empty() {
                            check(group, &action);
                        }
                    } else {
                        check(
                            &GridlockGame::refusal_words(&game.explain_refusal(&action)),
                            &action,
                        );
                    }
                }
                for drag in [DISCARD_TOP, DRAW_PILE] {
                    for drop in [DISCARD_DROP, "grid:0", "grid:4", "grid:8"] {
                        if let Some(Err(reason)) = GridlockGame::intended(&view, drag, drop) {
                            check(&reason, &(drag, drop));
                        }
                    }
                }
                events = play(&mut game, legal[rng.below(legal.len())]);
            }
        }

        // Events and messages random play may never reach.
        let words = lang::gridlock();
        let rare = [
            GridlockEvent::Reshuffled {
                cards: 1,
                top: Card::WILD,
            },
            GridlockEvent::Repetition { turns: 40 },
            GridlockEvent::Locked {
                seat: Seat(1),
                lines: vec![Line::Row(0), Line::Column(2)],
            },
            GridlockEvent::Waiting {
                seat: Seat(0),
                lines: vec![Line::Row(2)],
            },
            GridlockEvent::Waiting {
                seat: Seat(1),
                lines: vec![Line::Row(0), Line::Row(1)],
            },
            GridlockEvent::DrewGridLock {
                seat: Seat(0),
                card: Card::gridlock(LockAim::Both),
            },
            GridlockEvent::MatchOver {
                totals: vec![40, 40],
            },
        ];
        for event in &rare {
            for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
                let line = GridlockGame::narrate(event, viewer).expect("told");
                check(&line, &(event, viewer));
            }
        }
        let left = RoundScore {
            combinations: 0,
            bonus: 0,
            open_lines: 1,
            wilds_left: 2,
            locks_left: 1,
        };
        let mut messages = vec![
            words.nobody_went_out_note(3),
            words.penalties_note(3, &[(Seat(0), left, 8), (Seat(1), left, 8)], Some(Seat(0))),
            words.elimination_prompt(&[(Line::Row(0), None), (Line::Row(2), None)], false),
            words.draw_only_prompt(false),
            words.drawn_locked_prompt(Card::WILD),
            words.ending(&[Seat(0), Seat(1)], 1, 5, None),
            words.no_such_place(),
            words.match_is_over(),
            words.everything_locked(),
            words.piles_used_up(),
            words.choose_first_line(),
            words.take_discard_action(None, 4, SlotView::Empty),
            words.replace_action(None, 4, SlotView::FaceDown),
            words.refuse_action(None),
            words.eliminate_action(Line::Column(1), None),
            words.wait_prompt(),
        ];
        for slot in 0..9 {
            messages.extend([
                words.place_empty(slot),
                words.place_locked(slot),
                words.place_fixed(slot),
            ]);
        }
        for line in Line::ALL {
            messages.extend([
                words.only_direction_counts(line.direction()),
                words.lock_blocks(line),
                words.line_incomplete(line),
            ]);
        }
        for message in &messages {
            check(message, &"a rare message");
        }

        // The viewer is "Du" and agrees with the verb; anyone else is a seat.
        let took = GridlockEvent::TookDiscard {
            seat: Seat(0),
            card: number(Suit::Flame, 7),
        };
        assert_eq!(
            GridlockGame::narrate(&took, Some(Seat(0))).unwrap(),
            "Du nimmst die Flammen-7 vom Ablagestapel."
        );
        let replaced = GridlockEvent::Replaced {
            seat: Seat(1),
            slot: 0,
            card: Card::WILD,
            old: number(Suit::Wave, 3),
        };
        assert_eq!(
            GridlockGame::narrate(&replaced, Some(Seat(0))).unwrap(),
            "Platz 2 legt den Joker auf das Feld oben links und wirft die Wellen-3 von dort ab."
        );
        // A card drawn and thrown away is the one just drawn, not one of its copies in a grid.
        let refused = |card| GridlockEvent::Refused {
            seat: Seat(1),
            card,
        };
        assert_eq!(
            GridlockGame::narrate(&refused(Card::WILD), Some(Seat(0))).unwrap(),
            "Platz 2 wirft den eben gezogenen Joker ab."
        );
        assert_eq!(
            GridlockGame::narrate(&refused(number(Suit::Flame, 3)), Some(Seat(0))).unwrap(),
            "Platz 2 wirft die eben gezogene Flammen-3 ab."
        );
        let over = GridlockEvent::MatchOver {
            totals: vec![40, 40],
        };
        assert_eq!(
            GridlockGame::narrate(&over, Some(Seat(1))).unwrap(),
            "Die Partie ist vorbei: Gleichstand an der Spitze mit je 40 Punkten zwischen \
             Platz 1 und dir."
        );
    });
}

/// A link without a number of rounds keeps its 30 (a recorded rule), but the table tells a
/// limit that long as the race to 111 points; a short match says how many rounds it has.
#[test]
fn a_match_of_thirty_rounds_or_more_is_told_as_the_race_to_its_points() {
    assert_eq!(told_rounds(Some(FORMER_UNSET_ROUNDS)), None);
    assert_eq!(told_rounds(Some(u8::MAX)), None);
    assert_eq!(told_rounds(None), None);
    assert_eq!(told_rounds(Some(3)), Some(3));
    let facts = |rounds: u8| {
        let settings = Settings::new(2, "").with_rounds(rounds);
        let game = GridlockGame::new(&settings, 7).unwrap();
        lang::with(crate::lang::Lang::En, || {
            GridlockGame::table(&game.view(Seat(0))).facts.join(" / ")
        })
    };
    let long = facts(FORMER_UNSET_ROUNDS);
    assert!(
        long.contains("Round 1 \u{b7} match to 111 points"),
        "{long}"
    );
    assert!(!long.contains("of 30"), "{long}");
    let short = facts(3);
    assert!(short.contains("Round 1 of 3"), "{short}");
}
