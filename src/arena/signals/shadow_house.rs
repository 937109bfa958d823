//! What Shadow House seats' play gives away: `arena signals --game shadow-house` measures how
//! each card a seat plays on its turn, and each card aimed at it, moves the odds that it holds
//! the Culprit, and fits the weights of a reading of that record on the facts belief's chances,
//! scored against `expert`'s reading belief ([`crate::games::shadow_house::CULPRIT_READ`]).
//! It also scores what informed seats' acts would add ((f): a Baby player, shown the culprit, or
//! a Witness, who saw its target's hand, aiming an investigation; the Soothsayer's statements):
//! at seed 11 over 1000 games, 0.004 of held-out log-likelihood, too little to read.

use super::shadow_house_table::{FeatureTable, Row};
use super::{Candidate, Question, Tally, deal_of, fit, halves, score, score_forecasts};
use crate::arena::{ArenaError, PlayConfig, run_tournament};
use crate::engine::{Game, Seat, Turn};
use crate::games::shadow_house::{
    Belief, CULPRIT_READ, Card, Happening, Note, PlayRead, ShadowAction, ShadowHouseGame,
    ShadowView, Statement,
};

/// The cards a seat chooses to play on its turn (the opener's First on the scene is forced, and
/// the Culprit played ends the round), counted per seat.
/// Every card but those two, which [`Card::ALL`] lists first.
const PLAYED: [Card; 14] = {
    let mut played = [Card::Detective; 14];
    let mut i = 0;
    while i < played.len() {
        played[i] = Card::ALL[i + 2];
        i += 1;
    }
    played
};

/// The cards aimed at a seat, counted per target.
const AIMED: [Card; 6] = [
    Card::Detective,
    Card::Accomplice,
    Card::Sheriff,
    Card::Toby,
    Card::Witness,
    Card::Swap,
];

/// What an informed seat's acts say of a seat, counted per candidate: a seat that played the
/// Baby of the family was shown the culprit, a Witness saw its target's hand.
const INFORMED: [&str; 6] = [
    "Soothsayer suspects",
    "Soothsayer vouches for",
    "Baby player aimed at",
    "its Witness aimed at",
    "Baby player aimed elsewhere",
    "its Witness aimed elsewhere",
];

/// The investigations an informed seat may aim at the culprit.
const INVESTIGATIONS: [Card; 3] = [Card::Detective, Card::Toby, Card::Sheriff];

/// A seat's record: times it played each of [`PLAYED`], then times each of [`AIMED`] was aimed
/// at it, then each of [`INFORMED`].
const BASE: usize = PLAYED.len() + AIMED.len();
const FEATURES: usize = BASE + INFORMED.len();

fn feature_names() -> Vec<String> {
    PLAYED
        .iter()
        .map(|c| format!("played {}", c.name()))
        .chain(AIMED.iter().map(|c| format!("aimed {} at", c.name())))
        .chain(INFORMED.iter().map(|s| s.to_string()))
        .collect()
}

/// The public records of every seat in `memory` (this round's).
fn records(memory: &[Note], seats: usize) -> Vec<[u32; FEATURES]> {
    let mut records = vec![[0; FEATURES]; seats];
    let mut baby = vec![false; seats];
    let mut witnessed: Vec<Vec<usize>> = vec![Vec::new(); seats];
    let extra = |k: &str| BASE + INFORMED.iter().position(|&n| n == k).expect("a feature");
    for note in memory.iter().filter(|n| !n.private) {
        match &note.what {
            Happening::Played { seat, card, target } => {
                if let Some(k) = PLAYED.iter().position(|c| c == card) {
                    records[seat.index()][k] += 1;
                }
                if let (Some(target), Some(k)) = (target, AIMED.iter().position(|c| c == card)) {
                    records[target.index()][PLAYED.len() + k] += 1;
                }
                if let Some(target) = target.filter(|_| INVESTIGATIONS.contains(card)) {
                    let by = seat.index();
                    for c in (0..seats).filter(|&c| c != by) {
                        if baby[by] {
                            let k = if c == target.index() {
                                "Baby player aimed at"
                            } else {
                                "Baby player aimed elsewhere"
                            };
                            records[c][extra(k)] += 1;
                        }
                        if witnessed[by].contains(&c) {
                            let k = if c == target.index() {
                                "its Witness aimed at"
                            } else {
                                "its Witness aimed elsewhere"
                            };
                            records[c][extra(k)] += 1;
                        }
                    }
                }
                if *card == Card::Baby {
                    baby[seat.index()] = true;
                }
                if let (Card::Witness, Some(target)) = (card, target) {
                    witnessed[seat.index()].push(target.index());
                }
            }
            Happening::Said { statement, .. } => match statement {
                Statement::Suspect(s) => records[s.index()][extra("Soothsayer suspects")] += 1,
                Statement::Vouch(s) => records[s.index()][extra("Soothsayer vouches for")] += 1,
                Statement::NoIdea => {}
            },
            _ => {}
        }
    }
    records
}

/// How a count of acts enters the logit.
#[derive(Clone, Copy)]
enum Encoding {
    /// `ln(1 + times)`, as Grue's reading has it.
    LogOnePlus,
    /// Whether the seat did it at all.
    Ever,
    /// Each time multiplies the odds alike, as the ratios applied as cards are played do.
    Times,
}

impl Encoding {
    const ALL: [Encoding; 3] = [Encoding::LogOnePlus, Encoding::Ever, Encoding::Times];

    fn name(self) -> &'static str {
        match self {
            Encoding::LogOnePlus => "ln(1 + times)",
            Encoding::Ever => "ever (0 or 1)",
            Encoding::Times => "times",
        }
    }

    fn of(self, times: u32) -> f64 {
        let times = f64::from(times);
        match self {
            Encoding::LogOnePlus => times.ln_1p(),
            Encoding::Ever => times.min(1.0),
            Encoding::Times => times,
        }
    }
}

/// A candidate as recorded, before its counts are encoded.
struct Counted {
    seat: Seat,
    facts: f64,
    times: [u32; FEATURES],
    held: bool,
}

/// One decision's question "who holds the Culprit", from the deciding seat's view.
struct Decision {
    deal: usize,
    view: ShadowView,
    candidates: Vec<Counted>,
}

impl Decision {
    /// The question with each record encoded by `encoding`, on the chances `base` gives the
    /// candidates (the facts belief's if none), of the [`INFORMED`] features only those `keep`
    /// keeps (by feature index).
    fn encoded(
        &self,
        encoding: Encoding,
        base: Option<&[f64]>,
        keep: &dyn Fn(usize) -> bool,
    ) -> Question<FEATURES> {
        Question {
            deal: self.deal,
            candidates: self
                .candidates
                .iter()
                .enumerate()
                .map(|(i, c)| Candidate {
                    facts: base.map_or(c.facts, |b| b[i]),
                    record: std::array::from_fn(|k| {
                        if k < BASE || keep(k) {
                            encoding.of(c.times[k])
                        } else {
                            0.0
                        }
                    }),
                    held: c.held,
                })
                .collect(),
        }
    }

    /// The chances a belief reading play by `read` gives the candidates, renormalised over them.
    fn read_by(&self, read: PlayRead) -> Vec<f64> {
        let belief = Belief::read_by(&self.view, Some(read));
        let odds: Vec<f64> = self
            .candidates
            .iter()
            .map(|c| belief.culprit[c.seat.index()])
            .collect();
        let total: f64 = odds.iter().sum();
        odds.iter().map(|o| o / total.max(1e-300)).collect()
    }

    /// Adds this question's candidates to `table`, as asked at ply `ply` of game `game`.
    fn add_to(&self, table: &mut FeatureTable, game: usize, ply: usize, facts: &Belief) {
        let facts_chances = super::normalized(self.candidates.iter().map(|c| c.facts).collect());
        let read_chances = self.read_by(CULPRIT_READ);
        for (i, c) in self.candidates.iter().enumerate() {
            table.add(&Row {
                deal: self.deal,
                game,
                ply,
                view: &self.view,
                facts,
                seat: c.seat,
                held: c.held,
                facts_chance: facts_chances[i],
                read_chance: read_chances[i],
                candidates: self.candidates.len(),
                aimed: &c.times[PLAYED.len()..BASE],
            });
        }
    }

    fn held(&self) -> Vec<bool> {
        self.candidates.iter().map(|c| c.held).collect()
    }
}

/// The ratios the acts' tallies measured (1 where an act was never seen).
fn measured(tallies: &[Tally; FEATURES]) -> PlayRead {
    let mut read = PlayRead::NONE;
    let ratio = |t: &Tally| if t.count == 0 { 1.0 } else { t.odds_ratio() };
    for (card, tally) in PLAYED.iter().zip(tallies) {
        read.played[card.index()] = ratio(tally);
    }
    for (card, tally) in AIMED.iter().zip(&tallies[PLAYED.len()..]) {
        read.aimed[card.index()] = ratio(tally);
    }
    read
}

/// Plays `config` (records kept) and prints what each card played or aimed says of who holds the
/// Culprit, and readings of it measured or fitted on the even deals, scored on the odd ones.
pub fn shadow_house(config: &PlayConfig) -> Result<String, ArenaError> {
    measure(config, None)
}

/// [`shadow_house`]'s report, and every question as a [`FeatureTable`] in CSV.
pub fn shadow_house_with_table(config: &PlayConfig) -> Result<(String, String), ArenaError> {
    let mut table = FeatureTable::new(&AIMED);
    let report = measure(config, Some(&mut table))?;
    Ok((report, table.into_csv()))
}

fn measure(
    config: &PlayConfig,
    mut table: Option<&mut FeatureTable>,
) -> Result<String, ArenaError> {
    let config = PlayConfig {
        keep_records: true,
        ..config.clone()
    };
    let tournament = run_tournament::<ShadowHouseGame>(&config, &|_| {})?;
    // Every game's tallies, and the even deals' alone (what a read is measured on).
    let mut tallies = [Tally::default(); FEATURES];
    let mut even_tallies = [Tally::default(); FEATURES];
    let mut decisions = Vec::new();
    for game in &tournament.games {
        let record = game
            .record
            .as_ref()
            .expect("a signals run keeps every game's record");
        let mut state = ShadowHouseGame::new(&record.settings, record.seed)?;
        let seats = usize::from(record.settings.seats);
        let holds = |state: &ShadowHouseGame, s: Seat| state.hand(s).contains(&Card::Culprit);
        if let Some(table) = table.as_deref_mut() {
            table.new_game(seats);
        }
        for (ply, &index) in record.actions.iter().enumerate() {
            let legal = state.legal_actions();
            // The tournament recorded these indices from these very lists.
            let action = legal[usize::from(index)];
            if let Turn::Seat(actor) = state.turn() {
                let view = state.view(actor);
                let facts = Belief::of(&view);
                let times = records(&view.memory, seats);
                let candidates: Vec<Counted> = Seat::all(seats)
                    .filter(|&s| s != actor && !state.hand(s).is_empty())
                    .filter(|&s| facts.culprit[s.index()] > 1e-9)
                    .map(|s| Counted {
                        seat: s,
                        facts: facts.culprit[s.index()].min(1.0),
                        times: times[s.index()],
                        held: holds(&state, s),
                    })
                    .collect();
                let (card, target) = match action {
                    ShadowAction::Play(card) => (card, None),
                    ShadowAction::PlayAt { card, target } => (card, Some(target)),
                    _ => (Card::Culprit, None),
                };
                let mut done = Vec::new();
                if let Some(k) = PLAYED.iter().position(|&c| c == card) {
                    done.push((actor, k));
                }
                if let (Some(target), Some(k)) = (target, AIMED.iter().position(|&c| c == card)) {
                    done.push((target, PLAYED.len() + k));
                }
                for (seat, act) in done {
                    for onlooker in Seat::all(seats).filter(|&o| o != seat && o != actor) {
                        let said = Belief::of(&state.view(onlooker)).culprit[seat.index()];
                        if said > 1e-9 && said < 1.0 - 1e-9 {
                            tallies[act].add(said, holds(&state, seat));
                            if deal_of(game.index, seats).is_multiple_of(2) {
                                even_tallies[act].add(said, holds(&state, seat));
                            }
                        }
                    }
                }
                if let (Some(table), ShadowAction::Play(_) | ShadowAction::PlayAt { .. }) =
                    (table.as_deref_mut(), action)
                {
                    table.played(actor, card, state.hand(actor).len());
                }
                if candidates.len() > 1 {
                    let decision = Decision {
                        deal: deal_of(game.index, seats),
                        view,
                        candidates,
                    };
                    if let Some(table) = table.as_deref_mut() {
                        decision.add_to(table, game.index, ply, &facts);
                    }
                    decisions.push(decision);
                }
            }
            state.apply_unchecked(&action);
        }
    }
    let names = feature_names();
    let mut out =
        String::from("act                          Culprit: n  said %  held %  odds ratio\n");
    for (name, tally) in names.iter().zip(&tallies) {
        out.push_str(&format!("{name:<28} {}\n", tally.columns()));
    }
    out.push_str(&format!(
        "\nwho holds the Culprit, {} questions; scored on the odd deals\n",
        decisions.len()
    ));
    let odd: Vec<&Decision> = decisions.iter().filter(|d| d.deal % 2 == 1).collect();
    let mut line = |name: &str, (log_likelihood, brier): (f64, f64)| {
        out.push_str(&format!(
            "  {name:<56} log-likelihood {log_likelihood:.4}, Brier {brier:.5}\n"
        ))
    };
    line(
        "(a) facts",
        score_forecasts(odd.iter().map(|d| {
            (
                super::normalized(d.candidates.iter().map(|c| c.facts).collect()),
                d.held(),
            )
        })),
    );
    line(
        "(b) expert's reading (Reads::Play, CULPRIT_READ)",
        score_forecasts(odd.iter().map(|d| (d.read_by(CULPRIT_READ), d.held()))),
    );
    let mut on_facts = Vec::new();
    for encoding in Encoding::ALL {
        let questions: Vec<Question<FEATURES>> = decisions
            .iter()
            .map(|d| d.encoded(encoding, None, &|_| false))
            .collect();
        let (even, odd, all) = halves(&questions);
        let on_even = fit(&even);
        line(
            &format!("(c) facts and a logit per {}", encoding.name()),
            score(&odd, &on_even),
        );
        on_facts.push((encoding, on_even, fit(&all)));
    }
    // The ratios as played, measured on the even deals (and on every game, to keep), then what
    // the record says beyond them.
    let as_played = [measured(&even_tallies), measured(&tallies)];
    line(
        "(d) odds ratios as played",
        score_forecasts(odd.iter().map(|d| (d.read_by(as_played[0]), d.held()))),
    );
    let beyond = as_played.map(|read| {
        let questions: Vec<Question<FEATURES>> = decisions
            .iter()
            .map(|d| d.encoded(Encoding::Ever, Some(&d.read_by(read)), &|_| false))
            .collect();
        let (even, _, all) = halves(&questions);
        (fit(&even), fit(&all))
    });
    let even_read = with_record(as_played[0], &beyond[0].0);
    line(
        "(e) odds ratios as played and a logit per ever on them",
        score_forecasts(odd.iter().map(|d| (d.read_by(even_read), d.held()))),
    );
    // What the informed acts add: all of them, then each alone, on top of (e).
    let informed_questions = |keep: &dyn Fn(usize) -> bool| -> Vec<Question<FEATURES>> {
        decisions
            .iter()
            .map(|d| d.encoded(Encoding::Ever, Some(&d.read_by(as_played[0])), keep))
            .collect()
    };
    let questions = informed_questions(&|_| true);
    let (even, odd_q, all) = halves(&questions);
    let informed_even = fit(&even);
    let informed_all = fit(&all);
    line(
        "(f) (e) and the informed acts",
        score(&odd_q, &informed_even),
    );
    for (j, name) in INFORMED.iter().enumerate() {
        let questions = informed_questions(&|k| k == BASE + j);
        let (even, odd_q, _) = halves(&questions);
        let weights = fit(&even);
        line(
            &format!("(f) (e) and {name} alone"),
            score(&odd_q, &weights),
        );
    }
    out.push_str(
        "\ninformed acts: candidates, facts %, held %, odds ratio; (f) ever, even / all\n",
    );
    for (j, name) in INFORMED.iter().enumerate() {
        let mut tally = Tally::default();
        for d in &decisions {
            for c in d.candidates.iter().filter(|c| c.times[BASE + j] > 0) {
                tally.add(c.facts, c.held);
            }
        }
        out.push_str(&format!(
            "{name:<28} {} {:>8.3} / {:>6.3}\n",
            tally.columns(),
            informed_even[BASE + j],
            informed_all[BASE + j]
        ));
    }
    out.push_str(
        "\nper act: CULPRIT_READ's ratio and log odds; odds ratios on the even deals / every game;\n\
         (e)'s and (c)'s logit per ever, fitted on the even deals / every game\n",
    );
    out.push_str(&format!(
        "{:<28} {:>7} {:>7} {:>15} {:>17} {:>17}\n",
        "act", "ratio", "ever", "(d) ratio", "(e) ever", "(c) ever"
    ));
    let ever_on_facts = &on_facts[1];
    for (k, name) in names.iter().enumerate().take(BASE) {
        let (ratio, ever) = act_read(&CULPRIT_READ, k);
        let ratio_of = |read: &PlayRead| act_read(read, k).0;
        out.push_str(&format!(
            "{name:<28} {ratio:>7.2} {ever:>7.3} {:>7.2} / {:>5.2} {:>8.3} / {:>6.3} {:>8.3} / {:>6.3}\n",
            ratio_of(&as_played[0]),
            ratio_of(&as_played[1]),
            beyond[0].0[k],
            beyond[1].1[k],
            ever_on_facts.1[k],
            ever_on_facts.2[k],
        ));
    }
    Ok(out)
}

/// `read`'s ratio and log odds for the act of feature `k`.
fn act_read(read: &PlayRead, k: usize) -> (f64, f64) {
    match k.checked_sub(PLAYED.len()) {
        None => {
            let card = PLAYED[k].index();
            (read.played[card], read.ever_played[card])
        }
        Some(aimed) => {
            let card = AIMED[aimed].index();
            (read.aimed[card], read.ever_aimed[card])
        }
    }
}

/// `read` with the logit weights `weights` (per [`Encoding::Ever`] of each feature) for the
/// seats' records.
fn with_record(read: PlayRead, weights: &[f64; FEATURES]) -> PlayRead {
    let mut read = read;
    for (card, w) in PLAYED.iter().zip(weights) {
        read.ever_played[card.index()] = *w;
    }
    for (card, w) in AIMED.iter().zip(&weights[PLAYED.len()..]) {
        read.ever_aimed[card.index()] = *w;
    }
    read
}
