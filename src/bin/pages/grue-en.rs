//! The table and replays of grue, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, GRUE, GrueGame);
