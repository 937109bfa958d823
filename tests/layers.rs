//! The crate's layers, read from its source: which top-level module may name which.
//!
//! The rules core holds no words: `engine`, `games` and `bots` never name `lang`, the app or the
//! arena, so a sentence can only be built from the typed values they return. Above them, no two
//! modules name each other, at the top level or among the app's own modules. Test modules are
//! left out: a test may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const TOP: [&str; 9] = [
    "advice", "arena", "bots", "engine", "games", "lang", "learn", "review", "ui",
];

/// What each wordless layer may name.
const CORE: [(&str, &[&str]); 3] = [
    ("engine", &[]),
    ("bots", &["engine"]),
    ("games", &["engine", "bots"]),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's code without comments and without its test modules.
fn product_code(text: &str) -> String {
    let mut code = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]")
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod "))
        {
            if lines
                .peek()
                .is_some_and(|next| next.trim_end().ends_with(';'))
            {
                // A test module in a file of its own: `test_files` leaves that file out.
                lines.next();
                continue;
            }
            // A test module runs to the end of its file here or to its closing brace at the
            // same indent.
            let indent = line.len() - trimmed.len();
            let close = format!("{}}}", " ".repeat(indent));
            lines.next();
            for inner in lines.by_ref() {
                if inner == close {
                    break;
                }
            }
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        code.push_str(line.split(" // ").next().unwrap_or(line));
        code.push('\n');
    }
    code
}

/// Every `crate::<module>` (or, in `from`'s own tree, `super::<sibling>` one level down) named.
fn named(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices(prefix) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            found.insert(name);
        }
    }
    found
}

/// The files that hold a test module declared elsewhere (`#[cfg(test)] mod tests;`).
fn test_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut tests = BTreeSet::new();
    for path in files {
        let Ok(text) = fs::read_to_string(path) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        for pair in lines.windows(2) {
            let declared = pair[1].trim();
            if pair[0].trim() != "#[cfg(test)]" || !declared.ends_with(';') {
                continue;
            }
            let Some(name) = declared
                .trim_start_matches("pub ")
                .strip_prefix("mod ")
                .map(|n| n.trim_end_matches(';'))
            else {
                continue;
            };
            let dir = path.parent().expect("a file has a folder");
            let stem = path.file_stem().expect("a file has a name");
            // `mod.rs` keeps its children beside it; `x.rs` keeps them in `x/`.
            let children = if stem == "mod" {
                dir.to_path_buf()
            } else {
                dir.join(stem)
            };
            tests.insert(children.join(format!("{name}.rs")));
        }
    }
    tests
}

/// For every file of `src/<top>/` but test modules: its top module, the module one level down
/// it belongs to (if any), and the product code it holds.
fn modules() -> Vec<(String, Option<String>, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let tests = test_files(&files);
    files
        .into_iter()
        .filter(|path| !tests.contains(path))
        .filter_map(|path| {
            let relative = path.strip_prefix(&src).ok()?.to_path_buf();
            let mut parts = relative.iter().map(|p| p.to_string_lossy().into_owned());
            let first = parts.next()?;
            let top = first.trim_end_matches(".rs").to_string();
            if !TOP.contains(&top.as_str()) {
                return None;
            }
            let sub = parts
                .next()
                .map(|p| p.trim_end_matches(".rs").to_string())
                .filter(|p| p != "mod");
            let code = product_code(&fs::read_to_string(&path).ok()?);
            Some((top, sub, code))
        })
        .collect()
}

/// A cycle in `graph`, if there is one, as the modules along it.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

fn top_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (top, _, code) in modules() {
        let names = named(&code, "crate::");
        let entry = graph.entry(top.clone()).or_default();
        entry.extend(
            names
                .into_iter()
                .filter(|n| TOP.contains(&n.as_str()) && *n != top),
        );
    }
    graph
}

#[test]
fn the_rules_core_names_no_words_no_app_and_no_arena() {
    let graph = top_graph();
    for (module, allowed) in CORE {
        let names = graph.get(module).cloned().unwrap_or_default();
        let beyond: Vec<&String> = names
            .iter()
            .filter(|n| !allowed.contains(&n.as_str()))
            .collect();
        assert!(
            beyond.is_empty(),
            "`{module}` names {beyond:?}; it may name only {allowed:?}"
        );
    }
}

#[test]
fn no_two_top_level_modules_name_each_other() {
    let graph = top_graph();
    assert_eq!(cycle(&graph), None, "an import cycle: {graph:?}");
}

#[test]
fn no_two_of_the_apps_modules_name_each_other() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (top, sub, code) in modules() {
        let (true, Some(sub)) = (top == "ui", sub) else {
            continue;
        };
        let mut names = named(&code, "crate::ui::");
        names.extend(named(&code, "super::"));
        let entry = graph.entry(sub.clone()).or_default();
        entry.extend(names.into_iter().filter(|n| *n != sub));
    }
    // The app's root module only gathers the others; what it names is not a layer.
    graph.remove("mod");
    for names in graph.values_mut() {
        names.retain(|n| n != "mod");
    }
    let known: BTreeSet<String> = graph.keys().cloned().collect();
    for names in graph.values_mut() {
        names.retain(|n| known.contains(n));
    }
    assert_eq!(
        cycle(&graph),
        None,
        "an import cycle among the app's modules"
    );
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(
        cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let code = product_code(
        "use crate::lang::x;\n// crate::ui\n#[cfg(test)]\nmod tests {\n    use crate::arena;\n}\n",
    );
    assert_eq!(
        named(&code, "crate::"),
        BTreeSet::from(["lang".to_string()])
    );
}
