//! The five games. Each module opens with its rules summary and what each seat can see.

pub mod grid_of_shadows;
pub mod grue;

pub use grid_of_shadows::GridGame;
pub use grue::GrueGame;

/// Every game Duskdeck plays, by id.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum GameId {
    Grue,
    GridOfShadows,
}

impl GameId {
    pub const ALL: [GameId; 2] = [GameId::Grue, GameId::GridOfShadows];

    pub fn info(self) -> crate::engine::GameInfo {
        use crate::engine::Game;
        match self {
            GameId::Grue => GrueGame::INFO,
            GameId::GridOfShadows => GridGame::INFO,
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
                type $G = $crate::games::GridGame;
                $body
            }
        }
    };
}
