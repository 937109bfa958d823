//! The five games. Each module opens with its rules summary and what each seat can see.

pub mod grid_of_shadows;
pub mod gridlock;
pub mod grimwood;
pub mod grue;
pub mod shadow_house;

pub use grid_of_shadows::GridOfShadowsGame;
pub use gridlock::GridlockGame;
pub use grimwood::GrimwoodGame;
pub use grue::GrueGame;
pub use shadow_house::ShadowHouseGame;

/// Every game Duskdeck plays, by id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum GameId {
    Grue,
    GridOfShadows,
    Gridlock,
    ShadowHouse,
    Grimwood,
}

impl GameId {
    /// In the lobby's order.
    pub const ALL: [GameId; 5] = [
        GameId::Grue,
        GameId::GridOfShadows,
        GameId::Gridlock,
        GameId::ShadowHouse,
        GameId::Grimwood,
    ];

    pub fn info(self) -> crate::engine::GameInfo {
        use crate::engine::Game;
        match self {
            GameId::Grue => GrueGame::INFO,
            GameId::GridOfShadows => GridOfShadowsGame::INFO,
            GameId::Gridlock => GridlockGame::INFO,
            GameId::ShadowHouse => ShadowHouseGame::INFO,
            GameId::Grimwood => GrimwoodGame::INFO,
        }
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn parse(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }
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
