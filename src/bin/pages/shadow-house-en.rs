//! Shadow House's table and replays, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, SHADOW_HOUSE, ShadowHouseGame);
