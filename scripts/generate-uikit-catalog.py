#!/usr/bin/env python3
"""Generates Sources/LayoutEngine/Catalog/UIKitClasses.generated.swift from uikit-classes.json.

Usage: scripts/generate-uikit-catalog.py [path/to/uikit-classes.json] [output.swift]
(defaults: scripts/data/uikit-classes.json, the vendored copy described in scripts/data/README.md,
and the path above, both relative to the repository root)

The Swift file holds the tables as compact text (one record per line, fields split
by '|') inside a raw string literal, because the Swift type checker is very slow on
large dictionary or array literals. `CatalogTextParser` reads the text once, lazily.

Record format (see also the comment emitted into the Swift file):
  @class|Name|Superclass|Root    starts a class section (empty superclass for roots)
  @helper|Name                   starts a helper-type section (CALayer, UITabBarItem, ...)
  @global|table                  starts one of the node-level tables
  @struct|Type                   starts a struct's sub-key table
  p|key|Type                     property (Symbols.swift) / entry of a global or struct table
  l|key|Type                     layout_properties
  lc|key|Type|condition          layout_properties_conditional
  ps|key                         pseudo_properties
  x|prefix.|SourceClass          layout_keypath_prefixes
  t|key|code type|Symbols.swift type   type_corrections
  u|key[|reason]                 unavailable (no third field: no reason)
  r|key[|Type]                   read_only (no third field: type unknown)
  v|key                          removed_private
  n|old|new                      renamed
  a|name|Type                    constructor parameters
  d|key|expression               default_expressions
  b|property                     body_expression
  z|symbol|alternative           deprecated_symbols
  i|description                  intrinsic_size
Notes and derivation comments are not emitted: nothing reads them at run time.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "LayoutEngine", "Catalog", "UIKitClasses.generated.swift")
GLOBAL_TABLES = ["layout_symbols", "node_attributes", "node_read_only_symbols", "common_properties"]


def field(value):
    """A record field; the separator and line breaks cannot appear inside one."""
    text = str(value)
    if "|" in text or "\n" in text or '"""#' in text:
        sys.exit(f"generate-uikit-catalog: unencodable field {text!r}")
    return text


def record(*fields):
    return "|".join(field(f) for f in fields)


def table_records(entry):
    """The records of one class or helper type, in a fixed field order."""
    lines = []
    for key, type_name in entry.get("properties", {}).items():
        lines.append(record("p", key, type_name))
    for key, type_name in entry.get("layout_properties", {}).items():
        lines.append(record("l", key, type_name))
    for key, info in entry.get("layout_properties_conditional", {}).items():
        lines.append(record("lc", key, info["type"], info["condition"]))
    for key in entry.get("pseudo_properties", []):
        lines.append(record("ps", key))
    for prefix, source in entry.get("layout_keypath_prefixes", {}).items():
        lines.append(record("x", prefix, source))
    for key, correction in entry.get("type_corrections", {}).items():
        lines.append(record("t", key, correction["code"], correction["symbols_swift"]))
    for key, reason in entry.get("unavailable", {}).items():
        lines.append(record("u", key) if reason is None else record("u", key, reason))
    for key, type_name in entry.get("read_only", {}).items():
        lines.append(record("r", key) if type_name is None else record("r", key, type_name))
    for key in entry.get("removed_private", []):
        lines.append(record("v", key))
    for old, new in entry.get("renamed", {}).items():
        lines.append(record("n", old, new))
    for name, type_name in entry.get("parameters", {}).items():
        lines.append(record("a", name, type_name))
    for key, expression in entry.get("default_expressions", {}).items():
        lines.append(record("d", key, expression))
    if entry.get("body_expression"):
        lines.append(record("b", entry["body_expression"]))
    for symbol, alternative in entry.get("deprecated_symbols", {}).items():
        lines.append(record("z", symbol, alternative))
    if entry.get("intrinsic_size"):
        lines.append(record("i", entry["intrinsic_size"]))
    return lines


def catalog_text(data):
    lines = []
    for table in GLOBAL_TABLES:
        lines.append(record("@global", table))
        lines.extend(record("p", key, value) for key, value in data[table].items())
    for struct, subkeys in data["struct_subkeys"].items():
        lines.append(record("@struct", struct))
        lines.extend(record("p", key, value) for key, value in subkeys.items())
    for name, entry in data["classes"].items():
        lines.append(record("@class", name, entry.get("superclass") or "", entry["root"]))
        lines.extend(table_records(entry))
    for name, entry in data["helper_types"].items():
        lines.append(record("@helper", name))
        lines.extend(table_records(entry))
    return "\n".join(lines)


HEADER = '''\
// Generated by scripts/generate-uikit-catalog.py from scripts/data/uikit-classes.json.
// Do not edit: change the data or the script and regenerate.
//
// Data extracted from schibsted/layout 0.7.0 (commit {commit}): MIT licence,
// Copyright (c) 2017 Schibsted Products and Technology. Only data, no code.

/// The UIKit class tables of Layout 0.7.0 as compact text, parsed once by `CatalogTextParser`.
///
/// One record per line, fields split by `|`. `@class|Name|Superclass|Root`, `@helper|Name`,
/// `@global|table` and `@struct|Type` start sections; inside them `p` = property (or table entry),
/// `l` = layout property, `lc` = conditional layout property, `ps` = pseudo-property,
/// `x` = key-path prefix, `t` = type correction (code type, Symbols.swift type), `u` = unavailable
/// (optional reason), `r` = read-only (optional type), `v` = private, `n` = renamed,
/// `a` = constructor parameter, `d` = default expression, `b` = body property,
/// `z` = deprecated symbol, `i` = intrinsic-size note. Text, not literals, because the type
/// checker is very slow on large collection literals.
enum UIKitClassesData {{
    /// The records, in the order of `uikit-classes.json`.
    static let text = #"""
'''

FOOTER = '''
"""#
}
'''


def main():
    default = os.path.join(ROOT, "scripts", "data", "uikit-classes.json")
    source = sys.argv[1] if len(sys.argv) > 1 else default
    output = sys.argv[2] if len(sys.argv) > 2 else OUTPUT
    if not os.path.isfile(source):
        sys.exit(f"generate-uikit-catalog: {source} not found; pass the path to uikit-classes.json")
    with open(source, encoding="utf-8") as handle:
        data = json.load(handle)
    text = catalog_text(data)
    swift = HEADER.format(commit=data["_meta"]["commit"]) + text + FOOTER
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(swift)
    print(f"wrote {os.path.relpath(output, ROOT)}: {text.count(chr(10)) + 1} records, {len(text)} bytes")


if __name__ == "__main__":
    main()
