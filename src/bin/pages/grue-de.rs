//! The Grue's table and replays, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, GRUE, GrueGame);
