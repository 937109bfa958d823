//! The table and replays of grue, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, GRUE, GrueGame);
