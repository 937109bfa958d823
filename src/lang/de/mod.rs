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
