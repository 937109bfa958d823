//! The record page, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, RECORD);
