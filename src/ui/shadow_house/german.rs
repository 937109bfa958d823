//! Shadow House in German: whole games read without a word of English, speaking to the viewer as
//! "du" and naming the other seats.

use super::*;
use crate::engine::rules_text::spans;
use crate::engine::{Game, GameRng, Settings, Turn};
use crate::games::shadow_house::{
    LIGHTNING, ROLE_ACCOMPLICE, ROLE_CULPRIT, ROLE_OTHER, Reply, Statement,
};
use crate::lang::narrate::Narrate;
use crate::lang::{self, Lang, leak};
use std::collections::BTreeSet;

fn english() -> BTreeSet<String> {
    leak::english_only(
        include_str!("../../lang/en/shadow_house.rs"),
        include_str!("../../lang/de/shadow_house.rs"),
    )
}

fn assert_german(what: &str, text: &str, english: &BTreeSet<String>) {
    if let Some(word) = leak::first_found(text, english) {
        panic!("English {word:?} in the {what}: {text:?}");
    }
}

/// Every move a seat could try, legal or not, to hear every refusal.
fn every_action(seats: u8) -> Vec<ShadowAction> {
    let mut out = Vec::new();
    // One seat past the table, for the "no such seat" refusal.
    let targets = (0..=seats).map(Seat);
    for card in Card::ALL {
        out.push(ShadowAction::Play(card));
        out.push(ShadowAction::Discard(card));
        out.push(ShadowAction::Give(card));
        out.extend(
            targets
                .clone()
                .map(|target| ShadowAction::PlayAt { card, target }),
        );
    }
    out.extend([
        ShadowAction::Answer(Reply::Yes),
        ShadowAction::Answer(Reply::No),
        ShadowAction::SwapWithWitnessed,
        ShadowAction::KeepHands,
        ShadowAction::Say(Statement::NoIdea),
    ]);
    out
}

/// What `g` shows every seat now, and what it says to the seat deciding, all in one list.
fn everything_shown(g: &ShadowHouseGame, events: &[ShadowEvent]) -> Vec<(&'static str, String)> {
    let seats = usize::from(g.settings().seats);
    let mut shown = Vec::new();
    let viewers = std::iter::once(None).chain(Seat::all(seats).map(Some));
    for viewer in viewers {
        for event in events {
            shown.extend(ShadowHouseGame::narrate(event, viewer).map(|l| ("log", l)));
        }
    }
    for event in events {
        shown.extend(ShadowHouseGame::round_over(event).map(|h| ("summary", h)));
    }
    let legal = g.legal_actions();
    if let Turn::Seat(seat) = g.turn() {
        let view = g.view(seat);
        shown.push(("prompt", ShadowHouseGame::prompt(&view, &legal)));
        shown.extend(ShadowHouseGame::automatic(&view, &legal).map(|(_, n)| ("auto", n)));
        for action in &legal {
            shown.push(("button", g.describe_action(action)));
            shown.push(("group", ShadowHouseGame::group(action).to_string()));
            if let ShadowAction::Give(card) = action {
                shown.push(("give button", lang::shadow_house::give_words(g, *card)));
            }
        }
        for action in every_action(g.settings().seats) {
            if !legal.contains(&action) {
                shown.push((
                    "refusal",
                    ShadowHouseGame::refusal_words(&g.explain_refusal(&action)),
                ));
            }
        }
        for card in &view.hand {
            let drag = card_token(card.name());
            let drops = Seat::all(seats)
                .map(seat_token)
                .chain([TABLE_TOKEN.to_string()]);
            for drop in drops {
                if let Some(Err(reason)) = ShadowHouseGame::intended(&view, &drag, &drop) {
                    shown.push(("drop", reason));
                }
            }
        }
    }
    for seat in Seat::all(seats) {
        let view = g.view(seat);
        let table = ShadowHouseGame::table(&view);
        shown.extend(
            table
                .texts(ShadowHouseGame::card_name)
                .into_iter()
                .map(|t| ("table", t)),
        );
        if let Some(sheet) = ShadowHouseGame::scores(&view) {
            let cells = sheet.rows.into_iter().flat_map(|r| r.cells);
            let texts = sheet.columns.into_iter().chain(cells).chain(sheet.notes);
            shown.extend(texts.map(|t| ("scores", t)));
        }
        shown.extend(ShadowHouseGame::ending(&view).map(|e| ("ending", e)));
    }
    shown
}

#[test]
fn every_word_of_a_german_game_is_german() {
    let english = english();
    lang::with(Lang::De, || {
        for card in Card::ALL {
            let art = ShadowHouseGame::card_art(card.name());
            assert_german(
                "card name",
                &ShadowHouseGame::card_name(card.name()),
                &english,
            );
            assert_german("card hint", art.hint, &english);
            assert_german(
                "card text",
                &ShadowHouseGame::card_text(card.name()),
                &english,
            );
        }
        let words = lang::game(crate::games::GameId::ShadowHouse);
        let mut game_words = vec![
            words.name(),
            words.variant_name(LIGHTNING),
            words.variant_summary(LIGHTNING),
            words.standard_end(),
        ];
        game_words.extend([ROLE_CULPRIT, ROLE_ACCOMPLICE, ROLE_OTHER].map(|r| words.role_name(r)));
        for text in game_words {
            assert!(!text.is_empty());
            assert_german("game words", text, &english);
        }
        // Code spans are ids (a variant in a link), shown as they are in every language.
        for line in lang::rules(Lang::De, crate::games::GameId::ShadowHouse).lines() {
            for (text, code) in spans(line) {
                if !code {
                    assert_german("rules page", text, &english);
                }
            }
        }
        let mut shown = 0;
        let tables = [
            Settings::new(3, ""),
            Settings::new(8, ""),
            Settings::new(5, "").with_rounds(2),
            Settings::new(3, LIGHTNING),
            Settings::new(8, LIGHTNING),
        ];
        for (i, settings) in tables.iter().enumerate() {
            for seed in 0..2 {
                let seed = 10 * i as u64 + seed;
                let mut g = ShadowHouseGame::new(settings, seed).unwrap();
                let mut rng = GameRng::seeded(seed);
                let mut events = g.opening();
                loop {
                    for (what, text) in everything_shown(&g, &events) {
                        assert_german(what, &text, &english);
                        shown += 1;
                    }
                    if g.turn() == Turn::Over {
                        break;
                    }
                    let legal = g.legal_actions();
                    events = g.apply(&legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
        assert!(shown > 10_000, "only {shown} texts checked");
    });
}

#[test]
fn german_lines_say_du_to_the_viewer_and_name_other_seats() {
    use Card::*;
    let mut g = ShadowHouseGame::from_deal(
        &Settings::new(4, "").with_rounds(2),
        vec![
            vec![FirstOnTheScene, Detective],
            vec![Culprit, Share],
            vec![Accomplice, Rumors],
            vec![Baby, Swap],
        ],
        vec![Soothsayer],
    )
    .unwrap();
    g.apply(&ShadowAction::Play(FirstOnTheScene)).unwrap();
    g.set_turn(Seat(2)).unwrap();
    let accomplice = ShadowAction::PlayAt {
        card: Accomplice,
        target: Seat(3),
    };
    let played = g.apply(&accomplice).unwrap();
    g.apply(&ShadowAction::Discard(Swap)).unwrap();
    g.set_turn(Seat(0)).unwrap();
    g.apply(&ShadowAction::PlayAt {
        card: Detective,
        target: Seat(1),
    })
    .unwrap();
    let answered = g.apply(&ShadowAction::Answer(Reply::Yes)).unwrap();
    lang::with(Lang::De, || {
        let lines = |events: &[ShadowEvent], viewer: usize| -> Vec<String> {
            events
                .iter()
                .filter_map(|e| ShadowHouseGame::narrate(e, Some(Seat(viewer as u8))))
                .collect()
        };
        assert_eq!(
            lines(&played, 2)[0],
            "Du spielst den Komplizen auf Platz 4."
        );
        assert_eq!(
            lines(&played, 3)[0],
            "Platz 3 spielt den Komplizen auf dich."
        );
        let detective = lines(&answered, 0);
        assert_eq!(
            detective[0],
            "Platz 2: \u{201e}Ja, ich bin der Täter.\u{201c}"
        );
        assert_eq!(
            detective[1],
            "Dein Detektiv hat den Täter entlarvt: Platz 2. Komplize: Platz 3. \
             Punkte: du +2, Platz 4 +1."
        );
        assert_eq!(
            lines(&answered, 1)[1],
            "Der Detektiv von Platz 1 hat dich als Täter entlarvt. Komplize: Platz 3. \
             Punkte: Platz 1 +2, Platz 4 +1."
        );
        let sheet = ShadowHouseGame::scores(&g.view(Seat(3))).unwrap();
        assert_eq!(sheet.columns, vec!["Runde 1", "Gesamt"]);
        assert_eq!(sheet.rows[3].cells, vec!["Unschuldig +1", "1"]);
    });
    // The same game still speaks English outside.
    assert_eq!(
        ShadowHouseGame::scores(&g.view(Seat(3))).unwrap().columns,
        vec!["Round 1", "Total"]
    );
}
