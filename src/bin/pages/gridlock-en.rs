//! GRID#LOCK's table and replays, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, GRIDLOCK, GridlockGame);
