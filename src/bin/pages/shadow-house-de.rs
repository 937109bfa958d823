//! Shadow House's table and replays, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, SHADOW_HOUSE, ShadowHouseGame);
