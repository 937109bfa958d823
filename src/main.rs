//! The WebAssembly app's entry point.

#[cfg(feature = "ui")]
fn main() {
    duskdeck::ui::start();
}

#[cfg(not(feature = "ui"))]
fn main() {
    eprintln!("Duskdeck's app needs the `ui` feature; try `cargo run --bin arena -- list`.");
}
