//! Grid of Shadows's table and replays, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, GRID_OF_SHADOWS, GridOfShadowsGame);
