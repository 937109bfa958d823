//! The five games. Each module opens with its rules summary and what each seat can see.

/// The registry: one line per game, in the lobby's order, as `Variant => module::GameType`. The
/// module's directory name, with `-` for `_`, is the game's id. Everything that lists the games
/// reads this: [`GameId`] and `scripts/registry.mjs`, which writes the build's lists (each page's
/// and worker's binary in `Cargo.toml`, `index.html`). [`with_game!`](crate::with_game) is written
/// out by hand (a macro a macro writes cannot be exported), and its `match` does not compile
/// until it names every game.
macro_rules! games {
    ($($variant:ident => $module:ident :: $game:ident,)+) => {
        $(pub mod $module;)+
        $(pub use $module::$game;)+

        /// Every game Duskdeck plays, by id.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
        pub enum GameId {
            $($variant,)+
        }

        impl GameId {
            /// In the lobby's order.
            pub const ALL: [GameId; [$(GameId::$variant),+].len()] = [$(GameId::$variant),+];

            pub fn info(self) -> crate::engine::GameInfo {
                use crate::engine::Game;
                match self {
                    $(GameId::$variant => $game::INFO,)+
                }
            }
        }

    };
}

games! {
    Grue => grue::GrueGame,
    GridOfShadows => grid_of_shadows::GridOfShadowsGame,
    Gridlock => gridlock::GridlockGame,
    ShadowHouse => shadow_house::ShadowHouseGame,
    Grimwood => grimwood::GrimwoodGame,
}

/// Runs `$body` with `$G` bound to the game type of `$id`, so generic code serves every game.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::games::GameId::Grue => {
                type $G = $crate::games::GrueGame;
                $body
            }
            $crate::games::GameId::GridOfShadows => {
                type $G = $crate::games::GridOfShadowsGame;
                $body
            }
            $crate::games::GameId::Gridlock => {
                type $G = $crate::games::GridlockGame;
                $body
            }
            $crate::games::GameId::ShadowHouse => {
                type $G = $crate::games::ShadowHouseGame;
                $body
            }
            $crate::games::GameId::Grimwood => {
                type $G = $crate::games::GrimwoodGame;
                $body
            }
        }
    };
}

impl GameId {
    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn parse(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }
}

#[cfg(test)]
mod tests {
    use super::GameId;
    use std::collections::BTreeSet;

    /// A game module added under `src/games/` without a [`GameId`] would be unreachable from the
    /// lobby, the arena and links: every module directory must be listed, and nothing else.
    #[test]
    fn game_id_all_lists_every_game_module() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games");
        let modules: BTreeSet<String> = std::fs::read_dir(dir)
            .expect("src/games is readable")
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().is_dir())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        let listed: BTreeSet<String> = GameId::ALL
            .iter()
            .map(|g| g.id().replace('-', "_"))
            .collect();
        assert_eq!(listed, modules);
        assert_eq!(listed.len(), GameId::ALL.len(), "no game listed twice");
        for game in GameId::ALL {
            assert_eq!(GameId::parse(game.id()), Some(game));
        }
    }
}
