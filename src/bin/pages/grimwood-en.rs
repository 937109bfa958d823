//! The table and replays of grimwood, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, GRIMWOOD, GrimwoodGame);
