//! The table and replays of gridlock, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, GRIDLOCK, GridlockGame);
