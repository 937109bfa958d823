//! Grid of Shadows's table and replays, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, GRID_OF_SHADOWS, GridOfShadowsGame);
