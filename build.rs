//! Stamps the build with a hash of its sources (`DUSKDECK_BUILD`): the page and the bot worker are
//! built from the same sources, so they carry the same stamp, and a worker cached from another
//! deployment is recognised and never used.

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::path::Path;

fn hash_tree(dir: &Path, hasher: &mut DefaultHasher) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            hash_tree(&path, hasher);
        } else if let Ok(bytes) = std::fs::read(&path) {
            hasher.write(path.to_string_lossy().as_bytes());
            hasher.write(&bytes);
        }
    }
}

fn main() {
    let mut hasher = DefaultHasher::new();
    for input in ["src", "Cargo.toml", "Cargo.lock"] {
        println!("cargo:rerun-if-changed={input}");
        let path = Path::new(input);
        if path.is_dir() {
            hash_tree(path, &mut hasher);
        } else if let Ok(bytes) = std::fs::read(path) {
            hasher.write(&bytes);
        }
    }
    println!("cargo:rustc-env=DUSKDECK_BUILD={:016x}", hasher.finish());
}
