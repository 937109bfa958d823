//! The bot worker of grid-of-shadows (see `duskdeck::worker`). Written by scripts/registry.mjs.
duskdeck::bot_worker!(GridOfShadowsGame);
