//! Grid of Shadows's bot worker (see `duskdeck::worker`).
duskdeck::bot_worker!(GridOfShadowsGame);
