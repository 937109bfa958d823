//! Grimwood's table checked through thefts, blocks, powers, score sheets and card texts, and
//! through whole random games read in English and in German.

use super::*;
use crate::engine::{Game, Settings};
use crate::games::grimwood::GrimwoodEvent;
use crate::lang::narrate::Narrate;

/// Seat 1 holds `victim_hand` and Seat 0 has just tried to steal from it.
fn robbed(victim_hand: &[Card]) -> GrimwoodGame {
    let settings = Settings::new(2, "");
    let mut deck = GrimwoodGame::deck(&settings);
    for card in [Card::Owl].iter().chain(victim_hand) {
        let at = deck.iter().position(|c| c == card).expect("in the box");
        deck.remove(at);
    }
    let tables = vec![Vec::new(), Vec::new()];
    let hands = vec![vec![Card::Owl], victim_hand.to_vec()];
    let mut game = GrimwoodGame::from_position(&settings, hands, deck, Vec::new(), tables, Seat(0))
        .expect("a whole deck");
    game.apply(&A::Steal(Seat(1))).expect("a steal is legal");
    game
}

#[test]
fn the_seat_to_play_reads_your_turn_to_its_player_and_their_turn_to_others() {
    let game = GrimwoodGame::new(&Settings::new(3, ""), 4).expect("valid settings");
    let current = game.current();
    let turn_badge = |viewer: Seat| {
        let table = <GrimwoodGame as UiGame>::table(&game.view(viewer));
        let badges: Vec<(Seat, String)> = table
            .seats
            .iter()
            .flat_map(|s| {
                s.badges
                    .iter()
                    .filter(|b| b.key == "turn")
                    .map(move |b| (s.seat, b.label.clone()))
            })
            .collect();
        badges
    };
    let other = Seat((current.0 + 1) % 3);
    assert_eq!(turn_badge(current), [(current, "Your turn".to_string())]);
    assert_eq!(turn_badge(other), [(current, "Their turn".to_string())]);
}

#[test]
fn the_rules_page_states_the_repetition_rule_and_why() {
    use crate::engine::rules_text::{HOUSE_RULES_HEADING, bullets_under};
    let house = bullets_under(
        crate::lang::rules(crate::lang::Lang::En, crate::games::GameId::Grimwood),
        HOUSE_RULES_HEADING,
    );
    assert_eq!(house.len(), 1, "{house:?}");
    assert!(
        house[0].starts_with("Repetition:")
            && house[0].contains("third time")
            && house[0].contains("no turn limit"),
        "{}",
        house[0]
    );
}

#[test]
fn a_robbed_person_without_an_amulet_is_answered_for_with_a_note() {
    let game = robbed(&[Card::Crow]);
    let view = game.view(Seat(1));
    let legal = game.legal_actions();
    let (action, note) = GrimwoodGame::automatic(&view, &legal).expect("nothing to decide");
    assert_eq!(action, A::AllowSteal);
    assert!(note.contains("no Amulet"), "{note}");
}

#[test]
fn a_robbed_person_with_an_amulet_chooses_block_or_let_it_happen() {
    let game = robbed(&[Card::Amulet, Card::Crow]);
    let view = game.view(Seat(1));
    let legal = game.legal_actions();
    assert_eq!(GrimwoodGame::automatic(&view, &legal), None);
    assert_eq!(legal, vec![A::BlockWithAmulet, A::AllowSteal]);
    let prompt = GrimwoodGame::prompt(&view, &legal);
    assert!(prompt.contains("Block with an Amulet"), "{prompt}");
    assert!(prompt.contains("let it happen"), "{prompt}");
    let labels: Vec<String> = legal.iter().map(|a| game.describe_action(a)).collect();
    assert_eq!(labels, ["Block the steal with an Amulet", "Let it happen"]);
}

#[test]
fn the_window_looks_the_same_to_others_whether_or_not_the_victim_holds_an_amulet() {
    let with = robbed(&[Card::Amulet, Card::Crow]);
    let without = robbed(&[Card::Crow, Card::Crow]);
    let (a, b) = (with.view(Seat(0)), without.view(Seat(0)));
    assert_eq!(a.phase, b.phase);
    assert_eq!(a.hand_sizes, b.hand_sizes);
    assert_eq!(
        <GrimwoodGame as UiGame>::table(&a),
        <GrimwoodGame as UiGame>::table(&b),
        "the thief's table gives nothing away"
    );
}

// ---- scores ---------------------------------------------------------------------------

/// A whole game played by the rules-of-thumb bots.
fn played_out(seats: u8, seed: u64) -> GrimwoodGame {
    use crate::bots::Playbook;
    use crate::engine::{GameRng, Turn};
    let mut game = GrimwoodGame::new(&Settings::new(seats, ""), seed).expect("valid");
    let mut rng = GameRng::seeded(seed);
    while let Turn::Seat(seat) = game.turn() {
        let legal = game.legal_actions();
        let action = GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng);
        game.apply(&action).expect("legal");
    }
    game
}

/// The numbers in brackets of a score cell: "Mage + Elf (2 points); Troll (1 point)" -> 3.
fn bracketed_points(cell: &str) -> u32 {
    cell.split('(')
        .skip(1)
        .map(|part| {
            let number = part.split(' ').next().expect("a number");
            number.parse::<u32>().expect("points in brackets")
        })
        .sum()
}

#[test]
fn the_score_sheet_of_a_played_out_game_shows_each_combo_and_adds_up_to_the_outcome() {
    for (seats, seed) in [(2, 1), (4, 2), (6, 3)] {
        let game = played_out(seats, seed);
        let outcome = game.outcome().expect("over");
        for viewer in Seat::all(usize::from(seats)) {
            let view = game.view(viewer);
            let sheet = GrimwoodGame::scores(&view).expect("Grimwood keeps score");
            assert_eq!(sheet.columns, ["Supernatural lines", "Sets", "Total"]);
            assert_eq!(sheet.rows.len(), usize::from(seats));
            for row in &sheet.rows {
                let total: u32 = row.cells[2].parse().expect("a number");
                assert_eq!(f64::from(total), outcome.scores[row.seat.index()]);
                assert_eq!(
                    bracketed_points(&row.cells[0]) + bracketed_points(&row.cells[1]),
                    total,
                    "{row:?}"
                );
                for combo in game.table(row.seat) {
                    match combo {
                        Combo::Line(cards) => {
                            let names: Vec<&str> = cards.iter().map(|s| s.name()).collect();
                            assert!(row.cells[0].contains(&names.join(" + ")), "{row:?}");
                        }
                        Combo::Set(kind) => {
                            assert!(row.cells[1].contains(set_label(*kind)), "{row:?}")
                        }
                    }
                }
            }
            let winner_note = sheet.notes.last().expect("a note on the result");
            assert!(
                winner_note.contains("win"),
                "{seats} seats, seed {seed}: {winner_note}"
            );
        }
    }
}

#[test]
fn the_winner_note_speaks_to_the_viewer_and_shares_a_tied_win() {
    let settings = Settings::new(3, "");
    let mut deck = GrimwoodGame::deck(&settings);
    let take = |deck: &mut Vec<Card>, card: Card| {
        let at = deck.iter().position(|&c| c == card).expect("in the box");
        deck.remove(at);
    };
    for card in [
        Card::Owl,
        Card::Owl,
        Card::Owl,
        Card::Crow,
        Card::Crow,
        Card::Crow,
    ] {
        take(&mut deck, card);
    }
    let tables = vec![
        vec![Combo::Set(SetKind::Owls)],
        vec![Combo::Set(SetKind::Crows)],
        Vec::new(),
    ];
    let game = GrimwoodGame::from_position(
        &settings,
        vec![Vec::new(); 3],
        deck,
        Vec::new(),
        tables,
        Seat(0),
    )
    .expect("a whole deck");
    let mut view = game.view(Seat(1));
    view.phase = Phase::Over;
    assert_eq!(
        winners_note(&view),
        "Seat 1 and you share the win with 10 points."
    );
    let sheet = score_sheet(&view);
    assert_eq!(sheet.rows[0].cells, ["none", "3 Owls (10 points)", "10"]);
    assert_eq!(sheet.rows[2].cells, ["none", "none", "0"]);
}

// ---- cards ----------------------------------------------------------------------------

/// The longest in-card hint: two short lines of a hand card on a phone.
const HINT_MAX: usize = 30;

#[test]
fn the_rules_page_lists_all_24_supernaturals_with_their_powers() {
    use crate::engine::rules_text::bullets_under;
    let bullets = bullets_under(
        crate::lang::rules(crate::lang::Lang::En, crate::games::GameId::Grimwood),
        POWERS_HEADING,
    );
    let named: Vec<&str> = bullets
        .iter()
        .filter_map(|b| b.split_once(": ").map(|(who, _)| who))
        .collect();
    let all: Vec<&str> = Supernatural::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(
        named, all,
        "one bullet per supernatural, in the box's order"
    );
    for s in Supernatural::ALL {
        assert!(
            power_words(s).len() > 10,
            "{}: {:?}",
            s.name(),
            power_words(s)
        );
    }
}

#[test]
fn every_card_has_a_full_text_that_says_what_it_does() {
    let kinds = Card::KINDS
        .into_iter()
        .chain(Supernatural::ALL.map(Card::Super));
    for card in kinds {
        let text = GrimwoodGame::card_text(card.name());
        assert!(text.starts_with(&format!("{}: ", card.name())), "{text}");
        if let Card::Super(s) = card {
            assert!(text.contains(&power_sentence(s)), "{text}");
            assert!(text.contains("15 points"), "{text}");
            assert_eq!(text.contains("male (the Bride"), s.is_male(), "{text}");
        }
    }
    assert!(GrimwoodGame::card_text("Owl").contains("10 points"));
    assert!(GrimwoodGame::card_text("Path").contains("5 points"));
    assert!(GrimwoodGame::card_text("Amulet").contains("steal"));
    assert!(GrimwoodGame::card_text("Rune").contains("two more actions"));
    assert_eq!(GrimwoodGame::card_text("Joker"), "");
}

#[test]
fn in_card_hints_are_short_and_every_kind_has_its_own_symbol_and_tone() {
    let kinds = Card::KINDS
        .into_iter()
        .chain(Supernatural::ALL.map(Card::Super));
    for card in kinds {
        let art = GrimwoodGame::card_art(card.name());
        assert!(
            !art.hint.is_empty() && art.hint.len() <= HINT_MAX,
            "{}: {:?}",
            card.name(),
            art.hint
        );
    }
    // Told apart by shape as well as by colour: no two kinds share a symbol or a tone.
    let faces: Vec<CardArt> = ["Owl", "Crow", "Swamp", "Path", "Clearing", "Amulet", "Rune"]
        .into_iter()
        .chain(["Mage", "Dragon"])
        .map(GrimwoodGame::card_art)
        .collect();
    for (i, a) in faces.iter().enumerate() {
        for b in &faces[i + 1..] {
            assert_ne!(a.path, b.path);
            if a.tone == b.tone {
                assert_eq!(a.tone, "super", "only supernaturals share a tone");
            }
        }
    }
}

// ---- prompts --------------------------------------------------------------------------

/// A view of a fresh three-player game with its phase replaced by `phase`.
fn view_in(phase: Phase) -> GrimwoodView {
    let game = GrimwoodGame::new(&Settings::new(3, ""), 7).expect("valid");
    let mut view = game.view(game.current());
    view.phase = phase;
    view
}

#[test]
fn every_power_offer_says_what_the_power_does() {
    for card in Supernatural::ALL {
        let view = view_in(Phase::PowerOffer { card, free: false });
        let prompt = GrimwoodGame::prompt(&view, &[A::UsePower, A::DeclinePower]);
        assert!(prompt.starts_with("Use "), "{prompt}");
        assert!(prompt.contains(card.name()), "{prompt}");
        assert!(prompt.contains(&power_sentence(card)), "{prompt}");
        assert!(!prompt.contains("the The"), "{prompt}");
    }
    let mage = view_in(Phase::PowerOffer {
        card: Supernatural::Mage,
        free: false,
    });
    assert_eq!(
        GrimwoodGame::prompt(&mage, &[A::UsePower, A::DeclinePower]),
        "Use the Mage's power? Draw two cards."
    );
}

#[test]
fn the_demon_warns_when_only_the_players_own_combos_can_be_hit() {
    let offer = |theirs: Vec<Combo>| {
        let mut view = view_in(Phase::PowerOffer {
            card: Supernatural::Demon,
            free: false,
        });
        let other = Seat((view.me.0 + 1) % 3);
        view.tables[view.me.index()] = vec![Combo::Line(vec![Supernatural::Demon])];
        view.tables[other.index()] = theirs;
        GrimwoodGame::prompt(&view, &[A::UsePower, A::DeclinePower])
    };
    assert!(
        offer(Vec::new()).ends_with("only yours."),
        "{}",
        offer(Vec::new())
    );
    let guarded = vec![Combo::Line(vec![Supernatural::Dragon])];
    assert!(offer(guarded).ends_with("only yours."));
    let owls = vec![Combo::Set(SetKind::Owls)];
    assert!(!offer(owls).contains("only yours"));
}

#[test]
fn every_power_being_played_out_says_what_it_does() {
    use Supernatural as S;
    let steal = [A::Draw, A::Steal(Seat(1))];
    let cases: Vec<(Pending, &str)> = vec![
        (Pending::Amazon, "gives you one"),
        (Pending::Target(S::Boogeyman), "swap hands"),
        (Pending::Target(S::Dracula), "steal two cards"),
        (Pending::Target(S::Hydra), "look at their hand"),
        (Pending::Target(S::Troll), "discard a card picked at random"),
        (Pending::Target(S::Werewolf), "lose their next turn"),
        (Pending::Take(S::Bride), "male supernatural"),
        (Pending::Take(S::Nymph), "play it at once, power included"),
        (Pending::Demon, "send it to the discard pile"),
        (Pending::Highwayman, "swap the two"),
        (Pending::Sorceress, "you pay two"),
        (Pending::Elf, "use its power again"),
        (
            Pending::Dwarf {
                from_discard: Card::Owl,
                from_deck: None,
            },
            "keep one, the other is discarded",
        ),
        (Pending::Faeries { picked: Vec::new() }, "first of two"),
        (Pending::Giant, "any card in the discard pile"),
        (Pending::Ghouls, "draw a card or steal one"),
        (Pending::Goblins { left: 1 }, "steal 1 card more"),
        (Pending::ShadowQueen, "steal one card blind"),
        (Pending::Eternals, "fill your hand to seven"),
        (
            Pending::LarakiKeep {
                drawn: vec![Card::Owl],
            },
            "go face up to the other players",
        ),
        (
            Pending::LarakiGive {
                left: vec![Card::Owl],
                to: vec![Seat(2)],
            },
            "Seat 3 receives face up",
        ),
    ];
    for (pending, says) in cases {
        let view = view_in(Phase::Power(pending.clone()));
        let prompt = GrimwoodGame::prompt(&view, &steal);
        let card = power_card(&view).expect("a power in play");
        assert!(prompt.starts_with(card.name()), "{prompt}");
        assert!(prompt.contains(says), "{pending:?}: {prompt}");
    }
}

// ---- words ----------------------------------------------------------------------------

/// The shared slips of careless English, and this table's own: "1 more turns", "pts",
/// "no an".
fn faults(text: &str) -> Vec<String> {
    let mut found = crate::lang::words::faults(text, &["tries", "wins", "robs", "has"]);
    found.extend(crate::lang::words::one_with_plural(
        text,
        &["actions", "powers", "turns", "more turns"],
    ));
    for bad in [" pts", "no an ", "no the "] {
        if text.contains(bad) {
            found.push(bad.into());
        }
    }
    found
}

#[test]
fn everything_the_table_says_during_random_games_reads_as_english() {
    use crate::bots::Playbook;
    use crate::engine::{GameRng, Turn};
    assert_eq!(
        faults("1 points, 11 points, 1 cards"),
        ["1 points", "1 cards"]
    );
    for (seats, seed) in [(2, 5), (3, 6), (5, 7)] {
        let mut game = GrimwoodGame::new(&Settings::new(seats, ""), seed).expect("valid");
        let mut rng = GameRng::seeded(seed);
        loop {
            for viewer in Seat::all(usize::from(seats)) {
                let view = game.view(viewer);
                let table = <GrimwoodGame as UiGame>::table(&view);
                assert!(table.facts.len() <= 2, "{:?}", table.facts);
                let mut said: Vec<String> = table.facts.clone();
                for fact in &table.facts {
                    assert!(fact.len() <= 32, "a short fact: {fact}");
                }
                said.extend(table.notes);
                for seat in &table.seats {
                    said.extend(seat.badges.iter().map(|b| b.label.clone()));
                    said.extend(seat.piles.iter().map(|p| p.label.clone()));
                    said.extend(seat.piles.iter().filter_map(|p| p.note.clone()));
                }
                said.extend(table.center.iter().filter_map(|p| p.note.clone()));
                let sheet = GrimwoodGame::scores(&view).expect("a sheet");
                said.extend(sheet.rows.into_iter().flat_map(|r| r.cells));
                said.extend(sheet.notes);
                if let Turn::Seat(deciding) = game.turn()
                    && deciding == viewer
                {
                    let legal = game.legal_actions();
                    said.push(GrimwoodGame::prompt(&view, &legal));
                    said.extend(GrimwoodGame::automatic(&view, &legal).map(|(_, n)| n));
                }
                for line in said {
                    assert!(faults(&line).is_empty(), "{line}: {:?}", faults(&line));
                }
            }
            let Turn::Seat(seat) = game.turn() else { break };
            let legal = game.legal_actions();
            let action = if rng.below(3) == 0 {
                legal[rng.below(legal.len())]
            } else {
                GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng)
            };
            game.apply(&action).expect("legal");
        }
    }
}

// ---- German ---------------------------------------------------------------------------

/// Every German word a player can read, gathered while seeded games are played to the end at
/// the smallest and largest tables in both turn orders: no English word of the catalogue may
/// be among them.
#[test]
fn german_games_read_without_a_word_of_english() {
    use crate::bots::Playbook;
    use crate::engine::{GameRng, Turn};
    use crate::lang::{Lang, leak, with};
    let english = leak::english_only(
        include_str!("../../lang/en/grimwood.rs"),
        include_str!("../../lang/de/grimwood.rs"),
    );
    let check = |what: &str, text: &str| {
        assert!(
            leak::first_found(text, &english).is_none(),
            "{what}: English {:?} in {text:?}",
            leak::first_found(text, &english)
        );
    };
    with(Lang::De, || {
        let words = lang::game(crate::games::GameId::Grimwood);
        // The rules as the page reads them: a card link's token is an id, not a word on the screen.
        let rules = crate::engine::rules_text::plain_text(lang::rules(
            Lang::De,
            crate::games::GameId::Grimwood,
        ));
        for text in [
            words.name(),
            &rules,
            words.variant_name(crate::games::grimwood::DRAW_FIRST),
            words.variant_summary(crate::games::grimwood::DRAW_FIRST),
            words.standard_end(),
        ] {
            check("game words", text);
        }
        let every_card = Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super));
        for card in every_card {
            let id = card.name();
            check("card name", &GrimwoodGame::card_name(id));
            check("card hint", GrimwoodGame::card_art(id).hint);
            assert!(GrimwoodGame::card_art(id).hint.chars().count() <= HINT_MAX);
            let text = GrimwoodGame::card_text(id);
            check("card text", &text);
            if let Card::Super(s) = card {
                assert!(power_words(s).len() > 10, "{id}: no German power");
                assert!(text.contains(&power_sentence(s)), "{text}");
            }
        }
        let mut steps = 0;
        for (seats, variant, seed) in [
            (2, "", 11),
            (2, crate::games::grimwood::DRAW_FIRST, 12),
            (6, "", 13),
            (6, crate::games::grimwood::DRAW_FIRST, 14),
            (4, "", 15),
        ] {
            let mut game = GrimwoodGame::new(&Settings::new(seats, variant), seed).expect("valid");
            let mut rng = GameRng::seeded(seed);
            let mut events = game.opening();
            loop {
                let all = Seat::all(usize::from(seats));
                for event in &events {
                    for viewer in all.clone().map(Some).chain([None]) {
                        let line = GrimwoodGame::narrate(event, viewer).expect("told");
                        check("log", &line);
                    }
                    if let Some(heading) = GrimwoodGame::round_over(event) {
                        check("round over", &heading);
                    }
                }
                let deciding = game.turn();
                let legal = game.legal_actions();
                for viewer in all.clone() {
                    let view = game.view(viewer);
                    let table = <GrimwoodGame as UiGame>::table(&view);
                    for text in table.texts(GrimwoodGame::card_name) {
                        check("table", &text);
                    }
                    let sheet = GrimwoodGame::scores(&view).expect("a sheet");
                    for text in sheet
                        .columns
                        .iter()
                        .chain(sheet.rows.iter().flat_map(|r| &r.cells))
                        .chain(&sheet.notes)
                    {
                        check("score sheet", text);
                    }
                    if let Some(ending) = GrimwoodGame::ending(&view) {
                        check("ending", &ending);
                    }
                    if deciding != Turn::Seat(viewer) {
                        continue;
                    }
                    check("prompt", &GrimwoodGame::prompt(&view, &legal));
                    if let Some((_, note)) = GrimwoodGame::automatic(&view, &legal) {
                        check("automatic", &note);
                    }
                    for action in &legal {
                        check("action", &game.describe_action(action));
                        check("group", GrimwoodGame::group(action));
                    }
                    let tries = [A::Draw, A::EndTurn, A::EndActions, A::PlayRune, A::UsePower]
                        .into_iter()
                        .chain(all.clone().map(A::Steal));
                    for refused in tries.filter(|a| !legal.contains(a)) {
                        check(
                            "refusal",
                            &GrimwoodGame::refusal_words(&game.explain_refusal(&refused)),
                        );
                    }
                    let drops = [
                        (THIEF.to_string(), seat_token(viewer)),
                        (card_token("Mage"), NEW_LINE.to_string()),
                        (card_token("Owl"), NEW_LINE.to_string()),
                    ];
                    for (drag, drop) in drops {
                        if let Some(Err(why)) = GrimwoodGame::intended(&view, &drag, &drop) {
                            check("drop", &why);
                        }
                    }
                }
                let Turn::Seat(seat) = deciding else { break };
                let action = if rng.below(3) == 0 {
                    legal[rng.below(legal.len())]
                } else {
                    GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng)
                };
                events = game.apply(&action).expect("legal");
                steps += 1;
            }
        }
        assert!(steps > 500, "{steps} steps");
    });
}

#[test]
fn german_lines_address_you_and_name_the_seats() {
    use crate::lang::{Lang, with};
    with(Lang::De, || {
        let drew = GrimwoodEvent::Drew {
            seat: Seat(0),
            card: Some(Card::Super(Supernatural::Centaur)),
        };
        assert_eq!(
            GrimwoodGame::narrate(&drew, Some(Seat(0))).as_deref(),
            Some("Du ziehst den Zentauren.")
        );
        assert_eq!(
            GrimwoodGame::narrate(&drew, Some(Seat(2))).as_deref(),
            Some("Platz 1 zieht eine Karte.")
        );
        let stole = GrimwoodEvent::Stole {
            thief: Seat(1),
            victim: Seat(0),
            card: Some(Card::Swamp),
        };
        assert_eq!(
            GrimwoodGame::narrate(&stole, Some(Seat(0))).as_deref(),
            Some("Platz 2 stiehlt dir einen Sumpf.")
        );
        let used = GrimwoodEvent::PowerUsed {
            seat: Seat(0),
            card: Supernatural::DarkUnicorn,
        };
        assert_eq!(
            GrimwoodGame::narrate(&used, Some(Seat(0))).as_deref(),
            Some("Du nutzt die Macht des Schwarzen Einhorns.")
        );
        assert_eq!(GrimwoodGame::card_name("Dark Unicorn"), "Schwarzes Einhorn");
        let mage = view_in(Phase::PowerOffer {
            card: Supernatural::Mage,
            free: false,
        });
        assert_eq!(
            GrimwoodGame::prompt(&mage, &[A::UsePower, A::DeclinePower]),
            "Die Macht des Magiers nutzen? Ziehe zwei Karten."
        );
    });
    assert_eq!(GrimwoodGame::card_name("Dark Unicorn"), "Dark Unicorn");
}
