//! The table and replays of gridlock, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, GRIDLOCK, GridlockGame);
