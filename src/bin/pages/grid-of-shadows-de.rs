//! The table and replays of grid-of-shadows, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, GRID_OF_SHADOWS, GridOfShadowsGame);
