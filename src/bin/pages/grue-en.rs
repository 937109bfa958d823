//! The Grue's table and replays, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, GRUE, GrueGame);
