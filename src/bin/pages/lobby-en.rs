//! The lobby and the rules pages, in English (see `duskdeck::ui::module`). Written by scripts/registry.mjs.
duskdeck::page!(en, LOBBY);
