//! The English catalogue.

/// English words about a game come from its `GameInfo`, the one English source of its name,
/// variants, match end and rules page; then its calls that matter, and a game with roles lists
/// their names (`id => name`).
macro_rules! game_words_from_info {
    ($words:ty, $info:expr, $calls:expr $(, $role:pat => $name:literal)* $(,)?) => {
        impl $crate::lang::GameWords for $words {
            fn calls(&self) -> &'static [$crate::lang::CallWords] {
                $calls
            }
            fn name(&self) -> &'static str {
                $info.name
            }
            fn variant_name(&self, id: &str) -> &'static str {
                $info.variant(id).map_or("", |v| v.name)
            }
            fn variant_summary(&self, id: &str) -> &'static str {
                $info.variant(id).map_or("", |v| v.summary)
            }
            fn standard_end(&self) -> &'static str {
                $info.rounds.map_or("", |r| r.standard)
            }
            fn role_name(&self, role: &str) -> &'static str {
                match role {
                    $($role => $name,)*
                    _ => "",
                }
            }
        }
    };
}

mod app;
mod common;
mod grid_of_shadows;
mod gridlock;
mod grimwood;
mod grue;
mod pages;
mod shadow_house;

pub use app::App;
pub use common::Common;
pub use grid_of_shadows::GridOfShadows;
pub use gridlock::Gridlock;
pub use grimwood::Grimwood;
pub use grue::Grue;
pub use pages::Pages;
pub use shadow_house::ShadowHouse;

use crate::games::GameId;

crate::lang::module_words!(crate::lang::Lang::En);

/// Each game's rules page.
pub fn rules(game: GameId) -> &'static str {
    match game {
        GameId::Grue => include_str!("../../games/grue/rules.md"),
        GameId::GridOfShadows => include_str!("../../games/grid_of_shadows/rules.md"),
        GameId::Gridlock => include_str!("../../games/gridlock/rules.md"),
        GameId::ShadowHouse => include_str!("../../games/shadow_house/rules.md"),
        GameId::Grimwood => include_str!("../../games/grimwood/rules.md"),
    }
}
