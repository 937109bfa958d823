//! The lobby, the record and the rules pages, in German (see `duskdeck::ui::module`).
duskdeck::page!(de, LOBBY);
