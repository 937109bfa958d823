//! The bot worker of grue (see `duskdeck::worker`). Written by scripts/registry.mjs.
duskdeck::bot_worker!(GrueGame);
