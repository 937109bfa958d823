//! The record page, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, RECORD);
