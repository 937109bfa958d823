//! The words of the record page, the replay bar and the error screen.

pub trait PagesWords: Sync {}
