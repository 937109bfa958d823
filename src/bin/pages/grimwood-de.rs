//! The table and replays of grimwood, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, GRIMWOOD, GrimwoodGame);
