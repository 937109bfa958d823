//! The table and replays of grid-of-shadows, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, GRID_OF_SHADOWS, GridOfShadowsGame);
