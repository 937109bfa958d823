//! The table and replays of shadow-house, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, SHADOW_HOUSE, ShadowHouseGame);
