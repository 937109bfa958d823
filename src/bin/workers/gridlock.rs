//! GRID#LOCK's bot worker (see `duskdeck::worker`).
duskdeck::bot_worker!(GridlockGame);
