//! The app's own words: the header, lobby, table, notices, links and saves.

pub trait AppWords: Sync {
    /// The language picker's label.
    fn language(&self) -> &'static str;
}
