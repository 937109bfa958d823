//! Der deutsche Katalog: the German catalogue. Players are addressed with "du", as at a games table.

mod app;
pub(crate) mod common;
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

crate::lang::module_words!(crate::lang::Lang::De);

/// Each game's rules page.
pub fn rules(game: GameId) -> &'static str {
    match game {
        GameId::Grue => include_str!("../../games/grue/rules.de.md"),
        GameId::GridOfShadows => include_str!("../../games/grid_of_shadows/rules.de.md"),
        GameId::Gridlock => include_str!("../../games/gridlock/rules.de.md"),
        GameId::ShadowHouse => include_str!("../../games/shadow_house/rules.de.md"),
        GameId::Grimwood => include_str!("../../games/grimwood/rules.de.md"),
    }
}
