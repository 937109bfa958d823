//! GRID#LOCK's table and replays, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, GRIDLOCK, GridlockGame);
