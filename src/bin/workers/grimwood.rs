//! The bot worker of grimwood (see `duskdeck::worker`). Written by scripts/registry.mjs.
duskdeck::bot_worker!(GrimwoodGame);
