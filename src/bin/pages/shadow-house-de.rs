//! The table and replays of shadow-house, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, SHADOW_HOUSE, ShadowHouseGame);
