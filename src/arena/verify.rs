//! Checks that a match code's bot and chance moves are exactly those native code plays: the
//! browser test records a game the page played (bots in the web worker or in the page's own
//! sliced search) and asks whether every move the page made for a bot or for chance is what
//! [`advice::answer`] and [`chance_pick`] give here.

use super::ArenaError;
use crate::advice::{self, Task};
use crate::bots::{Difficulty, Playbook};
use crate::engine::{MatchRecord, RecordError, Seat, Turn};

/// How many moves a verification checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Verified {
    pub bot_moves: usize,
    pub chance_moves: usize,
}

impl Verified {
    pub fn summary(&self) -> String {
        format!(
            "{} bot moves and {} chance moves match",
            self.bot_moves, self.chance_moves
        )
    }
}

/// Replays `code` and checks every move made by a seat not in `humans` against a `difficulty`
/// bot's decision from that seat's view, and every chance move against the page's chance draw
/// (seeded like a decision at that ply). The first move that differs is the error.
pub fn verify_bots(
    code: &str,
    difficulty: Difficulty,
    humans: &[Seat],
) -> Result<Verified, ArenaError> {
    let record = MatchRecord::decode(code)?;
    let game = super::parse_game(&record.game)?;
    if let Some(seat) = humans.iter().find(|s| s.0 >= record.settings.seats) {
        return Err(ArenaError::NoSuchSeat {
            seat: seat.index() + 1,
            seats: record.settings.seats,
        });
    }
    crate::with_game!(game, G => verify_record::<G>(&record, difficulty, humans))
}

fn verify_record<G: Playbook>(
    record: &MatchRecord,
    difficulty: Difficulty,
    humans: &[Seat],
) -> Result<Verified, ArenaError> {
    let mut state = G::new(&record.settings, record.seed)?;
    let mut verified = Verified {
        bot_moves: 0,
        chance_moves: 0,
    };
    for (ply, &recorded) in record.actions.iter().enumerate() {
        let legal = state.legal_actions();
        if usize::from(recorded) >= legal.len() {
            return Err(RecordError::ActionOutOfRange {
                ply,
                index: recorded,
                legal: legal.len(),
            }
            .into());
        }
        match state.turn() {
            Turn::Chance => {
                let expected = advice::chance_move(&state, record.seed, ply);
                if expected != usize::from(recorded) {
                    return Err(ArenaError::ChanceMismatch {
                        ply,
                        recorded: recorded.into(),
                        expected,
                    });
                }
                verified.chance_moves += 1;
            }
            Turn::Seat(seat) if !humans.contains(&seat) => {
                let task = Task::Decide { difficulty };
                let expected = advice::answer_at(&state, record.seed, ply, seat, task)
                    .map_err(|reason| ArenaError::Advice { ply, reason })?
                    .index();
                if expected != usize::from(recorded) {
                    return Err(ArenaError::BotMismatch {
                        ply,
                        seat,
                        bot: difficulty.name(),
                        recorded: recorded.into(),
                        expected,
                    });
                }
                verified.bot_moves += 1;
            }
            Turn::Seat(_) | Turn::Over => {}
        }
        state.apply_unchecked(&legal[usize::from(recorded)]);
    }
    Ok(verified)
}

/// The 0-based seat indices in a comma-separated list (`"0,2"`); empty for `""`.
pub fn parse_seats(list: &str) -> Result<Vec<Seat>, ArenaError> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<u8>()
                .map(Seat)
                .map_err(|_| ArenaError::BadSeat(s.to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::Request;
    use crate::engine::{Game, GameRng, Settings, derive_seed};
    use crate::games::GrueGame;

    const HUMANS: [Seat; 2] = [Seat(0), Seat(2)];

    /// A game of Grue at five seats (four have no Lantern, and so no corpse searches drawn by
    /// chance) where the [`HUMANS`] play at random, so they differ from any bot often, and the
    /// other seats are `normal` bots asked through [`advice::answer`], with chance drawn as the
    /// page draws it.
    fn played_record(deal: u64, moves: usize) -> MatchRecord {
        let settings = Settings::new(5, "");
        let seed = derive_seed(31, deal);
        let mut record = MatchRecord::new("grue", settings.clone(), seed);
        let mut state = GrueGame::new(&settings, seed).unwrap();
        let mut person = GameRng::seeded(deal);
        while record.actions.len() < moves && state.turn() != Turn::Over {
            let ply = record.actions.len();
            let legal = state.legal_actions();
            let index = match state.turn() {
                Turn::Chance => advice::chance_move(&state, seed, ply),
                Turn::Seat(seat) if HUMANS.contains(&seat) => person.below(legal.len()),
                Turn::Seat(seat) => advice::answer(&Request {
                    id: 0,
                    code: record.encode(),
                    seat,
                    task: Task::Decide {
                        difficulty: Difficulty::Normal,
                    },
                })
                .unwrap()
                .index(),
                Turn::Over => unreachable!(),
            };
            state.apply_unchecked(&legal[index]);
            record.actions.push(index as u16);
        }
        record
    }

    #[test]
    fn verification_passes_a_faithful_record_and_names_the_first_altered_bot_move() {
        let record = played_record(4, 60);
        let verified = verify_bots(&record.encode(), Difficulty::Normal, &HUMANS).unwrap();
        assert!(verified.bot_moves > 0, "{verified:?}");
        assert_eq!(
            verified.summary(),
            format!(
                "{} bot moves and {} chance moves match",
                verified.bot_moves, verified.chance_moves
            )
        );

        // Change one bot move that had a real choice to another legal move.
        let mut state = GrueGame::new(&record.settings, record.seed).unwrap();
        let mut altered = None;
        for (ply, &index) in record.actions.iter().enumerate() {
            let legal = state.legal_actions();
            if let Turn::Seat(seat) = state.turn()
                && !HUMANS.contains(&seat)
                && legal.len() > 1
                && ply > 10
            {
                altered = Some((ply, (usize::from(index) + 1) % legal.len()));
                break;
            }
            state.apply_unchecked(&legal[usize::from(index)]);
        }
        let (ply, other) = altered.expect("a bot had a choice after ply 10");
        let mut forged = record.clone();
        forged.actions.truncate(ply);
        forged.actions.push(other as u16);
        let error = verify_bots(&forged.encode(), Difficulty::Normal, &HUMANS).unwrap_err();
        assert!(
            matches!(error, ArenaError::BotMismatch { ply: p, recorded, .. } if p == ply && recorded == other),
            "{error:?}"
        );
        assert!(error.to_string().contains(&format!("ply {ply}")), "{error}");

        // Seen as all bots, the people's moves are the first to differ.
        assert!(matches!(
            verify_bots(&record.encode(), Difficulty::Normal, &[]),
            Err(ArenaError::BotMismatch { seat, .. }) if HUMANS.contains(&seat)
        ));
    }

    #[test]
    fn an_altered_chance_move_is_named() {
        // The first of a few deals where someone searches a corpse, which Grue draws by chance.
        let (record, ply, other) = (0..20)
            .find_map(|deal| {
                let record = played_record(deal, usize::MAX);
                let mut state = GrueGame::new(&record.settings, record.seed).unwrap();
                for (ply, &index) in record.actions.iter().enumerate() {
                    let legal = state.legal_actions();
                    if state.turn() == Turn::Chance && legal.len() > 1 {
                        return Some((record, ply, (usize::from(index) + 1) % legal.len()));
                    }
                    state.apply_unchecked(&legal[usize::from(index)]);
                }
                None
            })
            .expect("a corpse is searched in one of 20 deals");
        let faithful = verify_bots(&record.encode(), Difficulty::Normal, &HUMANS).unwrap();
        assert!(faithful.chance_moves > 0 && faithful.bot_moves > 0);
        let mut forged = record.clone();
        forged.actions.truncate(ply);
        forged.actions.push(other as u16);
        assert!(matches!(
            verify_bots(&forged.encode(), Difficulty::Normal, &HUMANS),
            Err(ArenaError::ChanceMismatch { ply: p, .. }) if p == ply
        ));
    }

    #[test]
    fn seat_lists_parse() {
        assert_eq!(parse_seats("0, 2").unwrap(), vec![Seat(0), Seat(2)]);
        assert!(parse_seats("").unwrap().is_empty());
        assert!(matches!(parse_seats("1,x"), Err(ArenaError::BadSeat(s)) if s == "x"));
    }
}
