//! Shadow House's questions "who holds the Culprit" as a table, one row per candidate, for
//! fitting models outside the arena (`arena signals --game shadow-house --table FILE`, then
//! `scripts/signals-bound.py FILE`). A model as flexible as a boosted tree ensemble, fitted on
//! these columns, bounds what any reading of the public record could add to `CULPRIT_READ`
//! against the bots that played: everything a column holds is public or the asker's own.
//!
//! Columns: the deal (what splits a run into halves), the game, the ply, the asking seat, the
//! candidate and whether it truly holds the Culprit; the facts belief's and `expert`'s reading's
//! chances, renormalised over the candidates; then the candidate's public state and record.

use crate::engine::Seat;
use crate::games::shadow_house::{Belief, Card, ShadowView};
use std::fmt::Write;

/// A card a seat played: which, from a hand of how many cards, and how many hand-mixing cards
/// (Share, Rumors, Frenzy) anyone has played since.
#[derive(Clone, Copy)]
struct PastPlay {
    card: Card,
    hand: usize,
    mixes_since: usize,
}

/// The table as it is written, and the plays of the game being replayed.
pub struct FeatureTable {
    csv: String,
    plays: Vec<Vec<PastPlay>>,
}

/// A hand this large or larger chose its card freely: from two cards a culprit must keep the
/// Culprit, so its play tells less.
const FREE_HAND: usize = 3;

/// One candidate of a question, as the replay knows it.
pub struct Row<'a> {
    pub deal: usize,
    pub game: usize,
    pub ply: usize,
    pub view: &'a ShadowView,
    pub facts: &'a Belief,
    pub seat: Seat,
    pub held: bool,
    pub facts_chance: f64,
    pub read_chance: f64,
    pub candidates: usize,
    /// Times each of the aimed cards was aimed at the candidate, by the signals' own count.
    pub aimed: &'a [u32],
}

impl FeatureTable {
    /// An empty table headed by its column names, `aimed` naming the aimed cards' columns.
    pub fn new(aimed: &[Card]) -> FeatureTable {
        let mut columns: Vec<String> = [
            "deal",
            "game",
            "ply",
            "asker",
            "seat",
            "held",
            "facts",
            "read",
            "hand",
            "asker_hand",
            "seats_after_asker",
            "alibi_if_culprit",
            "culprit_or_accomplice",
            "known_cards",
            "accomplice",
            "handcuffs",
            "servant",
            "housekeeper",
            "candidates",
        ]
        .map(String::from)
        .to_vec();
        let slug = |card: &Card| card.name().to_lowercase().replace(' ', "_");
        columns.extend(Card::ALL.iter().map(|c| format!("played_{}_free", slug(c))));
        columns.extend(
            Card::ALL
                .iter()
                .map(|c| format!("played_{}_forced", slug(c))),
        );
        columns.extend(["last_card", "last_hand", "mixes_since_last"].map(String::from));
        columns.extend(aimed.iter().map(|c| format!("aimed_{}", slug(c))));
        FeatureTable {
            csv: columns.join(",") + "\n",
            plays: Vec::new(),
        }
    }

    /// Starts the replay of a game of `seats` seats.
    pub fn new_game(&mut self, seats: usize) {
        self.plays = vec![Vec::new(); seats];
    }

    /// `seat` plays `card` from a hand of `hand` cards.
    pub fn played(&mut self, seat: Seat, card: Card, hand: usize) {
        if matches!(card, Card::Share | Card::Rumors | Card::Frenzy) {
            for play in self.plays.iter_mut().filter_map(|p| p.last_mut()) {
                play.mixes_since += 1;
            }
        }
        self.plays[seat.index()].push(PastPlay {
            card,
            hand,
            mixes_since: 0,
        });
    }

    pub fn add(&mut self, row: &Row) {
        let s = row.seat.index();
        let seats = row.view.seats();
        let flag = |b: bool| u8::from(b).to_string();
        let mut cells = vec![
            row.deal.to_string(),
            row.game.to_string(),
            row.ply.to_string(),
            row.view.me.index().to_string(),
            s.to_string(),
            flag(row.held),
            format!("{:.6}", row.facts_chance),
            format!("{:.6}", row.read_chance),
            row.view.hand_sizes[s].to_string(),
            row.view.hand.len().to_string(),
            ((s + seats - row.view.me.index()) % seats).to_string(),
            flag(row.facts.alibi_if_culprit[s]),
            flag(
                row.facts
                    .culprit_or_accomplice
                    .iter()
                    .any(|&(a, b)| a == row.seat || b == row.seat),
            ),
            row.facts.known[s].len().to_string(),
            flag(row.view.in_front[s].contains(&Card::Accomplice)),
            flag(row.view.handcuffs == Some(row.seat)),
            flag(row.view.servant[s]),
            flag(row.view.housekeeper[s]),
            row.candidates.to_string(),
        ];
        let plays = &self.plays[s];
        for free in [true, false] {
            cells.extend(Card::ALL.iter().map(|&card| {
                plays
                    .iter()
                    .filter(|p| p.card == card && (p.hand >= FREE_HAND) == free)
                    .count()
                    .to_string()
            }));
        }
        match plays.last() {
            Some(last) => cells.extend([
                last.card.index().to_string(),
                last.hand.to_string(),
                last.mixes_since.to_string(),
            ]),
            None => cells.extend(["-1", "0", "-1"].map(String::from)),
        }
        cells.extend(row.aimed.iter().map(u32::to_string));
        let _ = writeln!(self.csv, "{}", cells.join(","));
    }

    pub fn into_csv(self) -> String {
        self.csv
    }
}
