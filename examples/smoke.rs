use duskdeck::*;
fn main() {
    let mut plies = 0;
    let mut wins = [0; 2];
    for seed in 0..3000u64 {
        for seats in 4..=6u8 {
            let settings = Settings {
                seats,
                variant: String::new(),
            };
            let mut g = GrueGame::new(&settings, seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            while g.turn() != Turn::Over {
                let legal = g.legal_actions();
                if let Turn::Seat(s) = g.turn() {
                    let v = g.view(s);
                    let d = GrueGame::determinize(&v, &mut rng);
                    assert_eq!(d.view(s), v, "seed {seed}");
                    assert_eq!(d.legal_actions(), legal, "seed {seed}");
                }
                let a = legal[rng.below(legal.len())];
                g.apply(&a).unwrap();
                plies += 1;
            }
            let o = g.outcome().unwrap();
            if o.results[g.grue().index()] == SeatResult::Win {
                wins[0] += 1
            } else {
                wins[1] += 1
            }
        }
    }
    println!("plies {plies} grue/adv wins {wins:?}");
}
