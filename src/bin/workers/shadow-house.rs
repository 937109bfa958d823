//! The bot worker of shadow-house (see `duskdeck::worker`). Written by scripts/registry.mjs.
duskdeck::bot_worker!(ShadowHouseGame);
