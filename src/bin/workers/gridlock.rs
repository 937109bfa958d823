//! The bot worker of gridlock (see `duskdeck::worker`). Written by scripts/registry.mjs.
duskdeck::bot_worker!(GridlockGame);
