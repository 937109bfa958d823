//! The lobby, the record and the rules pages, in English (see `duskdeck::ui::module`).
duskdeck::page!(en, LOBBY);
