//! The lobby and the rules pages, in German (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(de, LOBBY);
