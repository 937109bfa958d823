//! Match codes back into words: the log a spectator (or one seat) would have read.

use super::ArenaError;
use crate::engine::{MatchRecord, Seat, replay};
use crate::lang::narrate::Narrate;

/// The narrated log of `record` as `viewer` saw it (`None`: a spectator, public events only),
/// followed by each seat's role and result when the game is over.
pub fn narrate_record<G: Narrate>(
    record: &MatchRecord,
    viewer: Option<Seat>,
) -> Result<String, ArenaError> {
    let (state, events) = replay::<G>(record)?;
    let opening = G::new(&record.settings, record.seed)?.opening();
    let mut out = format!(
        "{} ({}), {} seats{}, seed {}, {} moves\n\n",
        G::INFO.name,
        G::INFO.id,
        record.settings.seats,
        if record.settings.variant.is_empty() {
            String::new()
        } else {
            format!(", variant {}", record.settings.variant)
        },
        record.seed,
        record.actions.len(),
    );
    for event in opening.iter().chain(&events) {
        if let Some(line) = G::narrate(event, viewer) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out.push('\n');
    match state.outcome() {
        Some(outcome) => {
            for seat in Seat::all(state.seat_count()) {
                let role = state
                    .role(seat)
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                out.push_str(&format!(
                    "{seat}{role}: {:?}, score {}\n",
                    outcome.results[seat.index()],
                    outcome.scores.get(seat.index()).copied().unwrap_or(0.0),
                ));
            }
        }
        None => out.push_str("The game is not over.\n"),
    }
    Ok(out)
}

/// Decodes a match code and narrates it, whatever game it is for.
pub fn narrate_code(code: &str, viewer: Option<Seat>) -> Result<String, ArenaError> {
    let record = MatchRecord::decode(code)?;
    let game = super::parse_game(&record.game)?;
    if let Some(seat) = viewer
        && seat.0 >= record.settings.seats
    {
        return Err(ArenaError::NoSuchSeat {
            seat: seat.index() + 1,
            seats: record.settings.seats,
        });
    }
    crate::with_game!(game, G => narrate_record::<G>(&record, viewer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::{parse_lineup, tournament::play_game};
    use crate::engine::Settings;
    use crate::games::GrueGame;

    #[test]
    fn a_played_game_narrates_from_its_code() {
        let settings = Settings {
            seats: 5,
            variant: String::new(),
            rounds: None,
        };
        let lineup = parse_lineup("heuristic,random,random,random,random").unwrap();
        let game = play_game::<GrueGame>(&settings, &lineup, 0, 4, true).unwrap();
        let code = game.record.unwrap().encode();
        let log = narrate_code(&code, None).unwrap();
        assert!(log.contains("Seat 5"));
        assert!(log.lines().count() > 5);
        assert!(matches!(
            narrate_code("nonsense", None),
            Err(ArenaError::Record(_))
        ));
        assert!(matches!(
            narrate_code(&code, Some(Seat(7))),
            Err(ArenaError::NoSuchSeat { .. })
        ));
    }
}
