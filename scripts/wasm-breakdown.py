#!/usr/bin/env python3
"""Where a module's gzip bytes go, by owner of the code.

  python3 scripts/wasm-breakdown.py FILE.wasm

FILE must keep its function names: build the module with its names (cargo's wasm-release output in
target/wasm32-unknown-unknown/wasm-release/ keeps them), run `wasm-bindgen --keep-debug` on it and
then `wasm-opt -Oz -g` (the release flags plus -g), so the code is the shipped code. Each function
body is assigned to a group by its demangled name; each group's bodies are gzipped (-9) on their
own, so a group's figure is what that code costs alone (the groups' sum exceeds the code's, since
gzip also finds repeats across groups). Closures and generic std code instantiated for our types
count under std, not under their caller. Also prints the code and data sections of the file."""
import collections
import re
import sys
import zlib


def leb(b, i):
    value = shift = 0
    while True:
        byte = b[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def read(data):
    """(imported function count, function bodies, names by index, data section bytes)."""
    i, imports, bodies, names, data_bytes = 8, 0, [], {}, b""
    while i < len(data):
        section = data[i]
        size, i = leb(data, i + 1)
        end = i + size
        if section == 2:
            count, j = leb(data, i)
            for _ in range(count):
                length, j = leb(data, j)
                j += length
                length, j = leb(data, j)
                j += length
                kind = data[j]
                j += 1
                if kind == 0:
                    _, j = leb(data, j)
                    imports += 1
                elif kind == 1:
                    j += 1
                    flags = data[j]
                    _, j = leb(data, j + 1)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 2:
                    flags = data[j]
                    _, j = leb(data, j + 1)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 3:
                    j += 2
        elif section == 10:
            count, j = leb(data, i)
            for _ in range(count):
                length, j = leb(data, j)
                bodies.append(data[j : j + length])
                j += length
        elif section == 11:
            data_bytes += data[i:end]
        elif section == 0:
            length, j = leb(data, i)
            if data[j : j + length] == b"name":
                j += length
                while j < end:
                    sub = data[j]
                    sub_size, j = leb(data, j + 1)
                    sub_end = j + sub_size
                    if sub == 1:
                        count, k = leb(data, j)
                        for _ in range(count):
                            index, k = leb(data, k)
                            length, k = leb(data, k)
                            names[index] = data[k : k + length].decode("utf8", "replace")
                            k += length
                    j = sub_end
        i = end
    return imports, bodies, names, data_bytes


def demangle(name):
    if not name.startswith("_ZN"):
        return name
    rest, parts, k = name[3:], [], 0
    while k < len(rest) and rest[k].isdigit():
        j = k
        while j < len(rest) and rest[j].isdigit():
            j += 1
        length = int(rest[k:j])
        parts.append(rest[j : j + length])
        k = j + length
    parts = [p for p in parts if not re.match(r"^h[0-9a-f]{16}$", p)]
    text = "::".join(parts)
    for code, char in [("$LT$", "<"), ("$GT$", ">"), ("$u20$", " "), ("..", "::"), ("$RF$", "&"), ("$C$", ",")]:
        text = text.replace(code, char)
    return re.sub(r"^_?<", "", text)


FRAMEWORK = r"(T as )?(tachys|reactive_graph|leptos|leptos_dom|any_spawner|either_of|or_poisoned|send_wrapper|throw_error|guardian|wasm_bindgen|js_sys|web_sys|wasm_streams|futures|slotmap|oco|next_tuple|drain_filter)"


def group(name):
    name = re.sub(r"^(_?<|&(mut )?)+", "", name)
    if re.match(FRAMEWORK, name) or "tachys" in name or "reactive_graph" in name:
        return "Leptos and wasm-bindgen"
    if name.startswith("duskdeck::ui"):
        return "duskdeck::ui"
    if name.startswith("duskdeck::lang"):
        return "duskdeck::lang"
    if re.match(r"duskdeck::(games|engine|bots|advice)", name) or "duskdeck::games" in name:
        return "engine, game and bots"
    if name.startswith("duskdeck"):
        return "duskdeck, other"
    if "serde" in name or re.match(r"(postcard|base64)", name):
        return "serde and codecs"
    return "std, core, alloc, collections, closures"


def main(path):
    data = open(path, "rb").read()
    imports, bodies, names, data_bytes = read(data)
    groups = collections.defaultdict(bytearray)
    for k, body in enumerate(bodies):
        groups[group(demangle(names.get(k + imports, "?")))] += body
    code = b"".join(bodies)
    print(f"code {len(code):,} B, gzip {len(zlib.compress(code, 9)):,} B; "
          f"data {len(data_bytes):,} B, gzip {len(zlib.compress(data_bytes, 9)):,} B")
    for name, body in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(body):>9,} raw {len(zlib.compress(bytes(body), 9)):>8,} gzip  {name}")


if __name__ == "__main__":
    main(sys.argv[1])
