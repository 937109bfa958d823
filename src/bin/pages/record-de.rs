//! The record of finished games, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, RECORD);
