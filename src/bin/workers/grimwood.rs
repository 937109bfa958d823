//! Grimwood's bot worker (see `duskdeck::worker`).
duskdeck::bot_worker!(GrimwoodGame);
