//! The session's tests, kept in one place because most of them cross its parts: a link read back
//! from a save, a save replayed by a session, a link opened with a save beside it.

use super::links::link_check;
use super::saves::SAVE_HEADER;
use super::*;
use crate::Difficulty;
use crate::engine::{Game, Settings};
use crate::games::{GameId, GrueGame};
use crate::lang::Lang;

fn setup(seed: u64) -> Setup {
    Setup::new(GameId::Grue, seed)
}

#[test]
fn a_single_round_variant_drops_and_refuses_a_match_length() {
    let lightning = crate::games::shadow_house::LIGHTNING;
    let match_of_three = Setup::new(GameId::ShadowHouse, 1).with_rounds(Some(3));
    assert_eq!(match_of_three.settings.rounds, Some(3));
    assert!(match_of_three.takes_rounds());
    let single = match_of_three.with_variant(lightning);
    assert_eq!(single.settings.rounds, None);
    assert!(!single.takes_rounds());
    assert_eq!(single.with_rounds(Some(5)).settings.rounds, None);
    assert!(
        GameId::ShadowHouse
            .info()
            .validate(&single.settings)
            .is_ok(),
        "the lobby never builds a table the game refuses"
    );
    let back = single.with_variant("").with_rounds(Some(5));
    assert_eq!(back.settings.rounds, Some(5));
}

#[test]
fn query_round_trips() {
    let s = setup(123456)
        .with_seats(6)
        .with_you(Seat(2))
        .with_human(Seat(4), true);
    let q = s.query();
    let rest = "seats=6&variant=&seed=123456&you=2&humans=2,4&bot=normal&pace=normal";
    let check = link_check(&format!("game=grue&{rest}"));
    assert_eq!(q, format!("game=grue&check={check}&{rest}&lang=en"));
    assert_eq!(Setup::from_query(&q, || 9), Ok(s));
}

/// GRID#LOCK's lobby suggests a few rounds; its full match, to 111 points, is written into
/// links as `rounds=full`, because a link without `rounds` made before that match became
/// open-ended meant 30 rounds at most, and still opens that match (its save too).
#[test]
fn gridlock_links_without_a_match_length_keep_the_30_rounds_they_meant() {
    let suggested = Setup::new(GameId::Gridlock, 5);
    assert_eq!(suggested.settings.rounds, Some(3));
    assert_eq!(
        Setup::new(GameId::Grue, 5)
            .with_game(GameId::Gridlock)
            .settings
            .rounds,
        Some(3)
    );
    assert_eq!(Setup::new(GameId::ShadowHouse, 5).settings.rounds, None);
    let full = suggested.with_rounds(None);
    let q = full.query();
    assert!(q.contains("&rounds=full&"), "{q}");
    assert_eq!(Setup::from_query(&q, || 1), Ok(full.clone()));
    let many = suggested.with_rounds(Some(200));
    assert_eq!(Setup::from_query(&many.query(), || 1), Ok(many));

    // A link and a save as the last version wrote them for a full match.
    let rest = "seats=4&variant=&seed=5&you=0&humans=0&bot=normal&pace=normal";
    let old_link = format!(
        "game=gridlock&check={}&{rest}",
        link_check(&format!("game=gridlock&{rest}"))
    );
    let opened = Setup::from_query(&old_link, || 1).unwrap();
    assert_eq!(opened.settings.rounds, Some(30));
    assert_eq!(
        Setup::from_query("game=gridlock", || 1)
            .unwrap()
            .settings
            .rounds,
        Some(30)
    );
    assert_eq!(
        Setup::from_query("game=shadow-house", || 1)
            .unwrap()
            .settings
            .rounds,
        None
    );
    let record = MatchRecord::new("gridlock", Settings::new(4, ""), 5);
    let old_code = {
        use base64::Engine as _;
        let bytes = postcard::to_allocvec(&record).unwrap();
        format!(
            "d4.{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
        )
    };
    let old_save = format!("{SAVE_HEADER}\n{old_link}\n{old_code}");
    let saved = SavedGame::decode(&old_save).unwrap();
    assert_eq!(saved.setup.settings.rounds, Some(30));
    assert_eq!(
        crate::engine::UNSET_ROUNDS_UNTIL,
        &[(5, "gridlock", crate::games::gridlock::FORMER_UNSET_ROUNDS)]
    );
}

#[test]
fn a_link_names_its_language_outside_the_checksum() {
    let q = lang::with(Lang::De, || setup(77).query());
    assert!(q.ends_with("&lang=de"), "{q}");
    let hash = Route::Play(q.clone()).hash();
    assert_eq!(link_language(&hash), Some(Lang::De));
    // Switching the language by hand is not damage.
    let english = q.replace("lang=de", "lang=en");
    assert_eq!(Setup::from_query(&english, || 1), Ok(setup(77)));
    assert_eq!(link_language(&Route::Play(english).hash()), Some(Lang::En));
    let plain = without_language(&hash);
    assert_eq!(link_language(&plain), None);
    assert_eq!(
        Setup::from_query(plain.split_once('?').unwrap().1, || 1),
        Ok(setup(77))
    );
    assert_eq!(link_language("#/play?game=grue&lang=fr"), None);
    assert_eq!(without_language("#/record"), "#/record");
}

#[test]
fn a_link_cut_short_or_altered_is_refused_and_one_without_a_check_still_opens() {
    let q = setup(424242).with_seats(5).query();
    let mut dealt_silently = Vec::new();
    // Every cut is refused or deals the same game, except the one that leaves just the
    // game's name: that is a link to a fresh deal of it, as a person might type.
    for end in 0..q.len() {
        let cut = &q[..end];
        if let Ok(opened) = Setup::from_query(cut, || 1)
            && opened != setup(424242).with_seats(5)
            && !["game=grue", "game=grue&"].contains(&cut)
        {
            dealt_silently.push(cut.to_string());
        }
    }
    assert!(dealt_silently.is_empty(), "{dealt_silently:?}");
    let altered = q.replace("seed=424242", "seed=424243");
    let refused = Setup::from_query(&altered, || 1).unwrap_err();
    assert!(refused.contains("cut short or changed"), "{refused}");
    let unchecked = "game=grue&seats=5&seed=424242";
    assert_eq!(Setup::from_query(unchecked, || 1).unwrap().seed, 424242);
}

#[test]
fn a_refusal_quotes_only_a_short_excerpt_of_what_was_pasted() {
    let huge = format!("game={}", "g".repeat(1_000_000));
    let refused = Setup::from_query(&huge, || 1).unwrap_err();
    assert!(refused.len() < 200, "{} characters", refused.len());
    assert!(refused.contains('\u{2026}'));
}

#[test]
fn query_accepts_browser_encoding_and_defaults() {
    let s = Setup::from_query("game=grue&humans=0%2C3&seed=5&you=3&pace=slow", || 1).unwrap();
    assert_eq!(s.humans, vec![Seat(0), Seat(3)]);
    assert_eq!(s.you, Seat(3));
    assert_eq!(s.settings.seats, 5);
    assert_eq!(s.pace, Pace::Slow);
    assert_eq!(Setup::from_query("game=grue", || 77).unwrap().seed, 77);
}

#[test]
fn bad_queries_are_refused_with_reasons() {
    for bad in [
        "",
        "game=nope&seed=1",
        "game=grue&seats=99&seed=1",
        "game=grue&seats=x",
        "game=grue&seed=zz",
        "game=grue&you=7",
        "game=grue&humans=0,9",
        "game=grue&bot=genius",
        "game=grue&pace=warp",
        "game=grue&variant=moon",
        "game=grue&rounds=3",
        "game=grue&rounds=many",
        "game=grue&seed=%ZZ",
    ] {
        let err = Setup::from_query(bad, || 1).unwrap_err();
        assert!(!err.is_empty(), "{bad}");
    }
}

#[test]
fn a_hand_typed_play_link_may_name_the_bots_as_a_replay_link_does() {
    let setup = Setup::from_query("game=grue&seed=4&bots=expert", || 1).unwrap();
    assert_eq!(setup.difficulty, Difficulty::Expert);
    let setup = Setup::from_query("game=grue&seed=4&bot=easy&bots=expert", || 1).unwrap();
    assert_eq!(
        setup.difficulty,
        Difficulty::Easy,
        "the play link's own name wins"
    );
}

#[test]
fn lobby_edits_keep_the_table_consistent() {
    let s = setup(1)
        .with_seats(6)
        .with_you(Seat(5))
        .with_human(Seat(3), true);
    let smaller = s.with_seats(4);
    assert_eq!(smaller.you, Seat(0));
    assert_eq!(smaller.humans, vec![Seat(0), Seat(3)]);
    assert_eq!(s.with_human(Seat(5), false).humans, vec![Seat(3), Seat(5)]);
    assert_eq!(s.with_seats(42).settings.seats, 6);
    assert_eq!(s.controller(Seat(5)), "you");
    assert_eq!(s.controller(Seat(3)), "human");
    assert_eq!(s.controller(Seat(0)), "bot · Normal");
}

fn play_out(session: &mut Session<GrueGame>) {
    loop {
        let index = match session.state().turn() {
            Turn::Over => break,
            Turn::Chance => session.chance_index(),
            Turn::Seat(_) => session.state().legal_actions().len() - 1,
        };
        session.play_index(index).unwrap();
    }
}

#[test]
fn a_save_keeps_its_hints_reads_saves_without_them_and_refuses_damaged_ones() {
    let mut session = Session::<GrueGame>::start(setup(8)).unwrap();
    for _ in 0..3 {
        let i = match session.state().turn() {
            Turn::Chance => session.chance_index(),
            _ => 0,
        };
        session.play_index(i).unwrap();
    }
    let mut saved = session.saved();
    let without = saved.encode();
    assert_eq!(
        SavedGame::decode(&without).unwrap().hints,
        Vec::<usize>::new()
    );
    saved.hints = vec![0, 3];
    let with = saved.encode();
    assert!(with.ends_with("\nhints 0,3"), "{with}");
    assert_eq!(SavedGame::decode(&with).unwrap(), saved);
    saved.take_backs = vec![2, 1];
    let with_take_backs = saved.encode();
    assert!(
        with_take_backs.ends_with("\ntakebacks 2,1"),
        "{with_take_backs}"
    );
    assert_eq!(SavedGame::decode(&with_take_backs).unwrap(), saved);
    for damaged in [
        "hints 0,x",
        "hints 4",
        "extra",
        "takebacks x",
        "hints 0\nhints 1",
    ] {
        let text = format!("{without}\n{damaged}");
        assert!(SavedGame::decode(&text).is_err(), "{damaged:?} is refused");
    }
}

#[test]
fn sessions_replay_exactly_and_save_round_trips() {
    let mut a = Session::<GrueGame>::start(setup(42)).unwrap();
    for _ in 0..7 {
        let i = match a.state().turn() {
            Turn::Chance => a.chance_index(),
            Turn::Over => break,
            Turn::Seat(_) => 0,
        };
        a.play_index(i).unwrap();
    }
    let text = a.saved().encode();
    let saved = SavedGame::decode(&text).unwrap();
    let mut b = Session::<GrueGame>::start(saved.setup).unwrap();
    for &index in &saved.actions {
        b.play_index(usize::from(index)).unwrap();
    }
    assert_eq!(a.state(), b.state());
    assert_eq!(a.log(Seat(0)), b.log(Seat(0)));
    assert_eq!(a.log(Seat(3)), b.log(Seat(3)));
    play_out(&mut a);
    assert!(a.is_over());
    assert_eq!(a.results().len(), 5);
}

#[test]
fn an_illegal_action_changes_nothing() {
    let mut s = Session::<GrueGame>::start(setup(3)).unwrap();
    let before = s.state().clone();
    let err = s
        .play(&crate::games::grue::GrueAction::Offer {
            card: crate::games::grue::Card::Traitor,
            to: Seat(1),
        })
        .unwrap_err();
    assert!(!err.is_empty());
    assert_eq!(s.state(), &before);
    assert_eq!(s.ply(), 0);
    assert!(s.play_index(999).is_err());
    assert_eq!(s.ply(), 0);
}

#[test]
fn decision_seeds_depend_on_deal_and_ply_only() {
    let mut a = Session::<GrueGame>::start(setup(9)).unwrap();
    let b = Session::<GrueGame>::start(setup(9)).unwrap();
    assert_eq!(a.decision_seed(), b.decision_seed());
    let first = a.decision_seed();
    a.play_index(0).unwrap();
    assert_ne!(
        a.decision_seed(),
        first,
        "each ply decides with its own seed"
    );
    let other_deal = Session::<GrueGame>::start(setup(10)).unwrap();
    assert_ne!(other_deal.decision_seed(), first);
}

#[test]
fn pass_and_play_curtain_follows_the_decider() {
    let mut s = setup(11);
    for seat in 0..5 {
        s = s.with_human(Seat(seat), true);
    }
    let mut session = Session::<GrueGame>::start(s).unwrap();
    let first = session.viewer();
    assert_eq!(session.curtain(), Some(first));
    session.lift_curtain();
    assert_eq!(session.curtain(), None);
    let i = session.state().legal_actions().len() - 1;
    session.play_index(i).unwrap();
    if session.viewer() != first {
        assert_eq!(session.curtain(), Some(session.viewer()));
    }
    let solo = Session::<GrueGame>::start(setup(11)).unwrap();
    assert_eq!(solo.curtain(), None);
}

#[test]
fn opening_a_link_uses_the_matching_save_only() {
    let mut played = Session::<GrueGame>::start(setup(5)).unwrap();
    played.play_index(0).unwrap();
    let text = played.saved().encode();
    let q = setup(5).query();
    let o = open_play(&q, Some(&text), || 0).unwrap();
    assert_eq!(o.actions, played.record().actions);
    let other = open_play(&setup(6).query(), Some(&text), || 0).unwrap();
    assert!(other.actions.is_empty() && !other.discard_save);
    let broken = open_play(&q, Some("{\"not\": a save"), || 0).unwrap();
    assert!(broken.discard_save && broken.actions.is_empty());
    assert_eq!(broken.notices.len(), 1);
    let mut tampered = played.saved();
    tampered.actions = vec![250, 250];
    assert!(crate::ui::module::resumable(&tampered.encode()).is_err());
    assert!(open_play("game=grue&seats=99", None, || 0).is_err());
}

#[test]
fn routes_parse() {
    assert_eq!(Route::parse(""), Route::Lobby);
    assert_eq!(Route::parse("#/"), Route::Lobby);
    assert_eq!(Route::parse("#/rules/grue"), Route::Rules("grue".into()));
    assert_eq!(
        Route::parse("#/play?game=grue"),
        Route::Play("game=grue".into())
    );
    assert_eq!(Route::parse("#/nowhere"), Route::Unknown("nowhere".into()));
    assert_eq!(Route::Play("a=b".into()).hash(), "#/play?a=b");
    let pasted = format!("#/play?game={}", "x".repeat(2_000_000));
    assert_eq!(Route::parse(&pasted), Route::TooLong(pasted.len()));
    assert_eq!(
        Route::parse("#/replay?code=x&seat=1"),
        Route::Replay("code=x&seat=1".into())
    );
    assert_eq!(Route::parse("#/record"), Route::Record);
    assert_eq!(Route::Record.hash(), "#/record");
    // A language added to a page that takes no query is the language's, not a page of its own.
    assert_eq!(Route::parse("#/?lang=de"), Route::Lobby);
    assert_eq!(Route::parse("#/record?lang=en"), Route::Record);
    assert_eq!(
        Route::parse("#/rules/grue?lang=de"),
        Route::Rules("grue".into())
    );
    assert_eq!(
        Route::parse("#/nowhere?lang=de"),
        Route::Unknown("nowhere?lang=de".into())
    );
}
