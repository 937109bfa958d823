//! Tournaments and engine benchmarks (native only). Owned by the arena work in progress.
