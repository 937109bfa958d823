//! The record of finished games, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, RECORD);
