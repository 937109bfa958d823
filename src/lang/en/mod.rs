//! The English catalogue.

mod app;
mod common;
pub(crate) use common::list;
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
