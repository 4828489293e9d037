#!/usr/bin/env python3
"""Writes a seed corpus for each fuzz target from the repository's fixtures.

Usage: Fuzz/make-seeds.py OUTPUT_DIR   (run from the repository root; scripts/fuzz does)
Each target gets OUTPUT_DIR/TARGET/*: the inputs its entry in Fuzz/Sources reads (a leading
byte where the target takes one, NUL between files or reads).
"""
import hashlib
import json
import pathlib
import re
import sys

out = pathlib.Path(sys.argv[1])
root = pathlib.Path(".")
cases = json.loads((root / "Tests/Fixtures/conformance/layout-cases.json").read_text())["cases"]
xml_files = sorted(p for d in ["Examples", "Tests/Fixtures/samples"] for p in (root / d).rglob("*.xml"))
strings_files = sorted(p for d in ["Examples", "Tests/Fixtures/samples"] for p in (root / d).rglob("*.strings"))
json_files = sorted(p for d in ["Examples", "Tests/Fixtures/samples"] for p in (root / d).rglob("*.json"))
seeds = {name: set() for name in ["template", "expression", "strings", "json", "line", "http", "ignore", "swiftlayout", "markupkit",
                                       "everlayout", "config", "rename", "lsp", "swifttree"]}
# scripts/fuzz's -max_len: the growing documents below stay under it.
MAX_LEN = 16384


def add(target, data):
    seeds[target].add(data if isinstance(data, bytes) else data.encode())


# template: every sample alone, each folder's templates together (includes resolve among them),
# and the conformance cases' XML.
for path in xml_files:
    add("template", path.read_bytes())
for folder in sorted({p.parent for p in xml_files}):
    files = sorted(p for p in xml_files if p.parent == folder)
    for start in range(len(files)):
        add("template", b"\0".join(p.read_bytes() for p in (files[start:] + files[:start])[:4]))
for case in cases:
    if isinstance(case["input"].get("xml"), str):
        add("template", case["input"]["xml"])
# rename: the same single templates.
for path in xml_files:
    add("rename", path.read_bytes())

# expression: type selector byte + text. The conformance expressions under a few types, every
# attribute value of the samples as an untyped, numeric and string property, printf formats.
TYPES = {"Any": 0, "CGFloat": 1, "Bool": 2, "String": 3, "UIColor": 4, "UIFont": 5, "NSTextAlignment": 6, "CGRect": 8}
for case in cases:
    text = case["input"].get("text") or case["input"].get("expression")
    if case["kind"] == "expression" and isinstance(text, str):
        for selector in TYPES.values():
            add("expression", bytes([selector]) + text.encode())
    if case["kind"] == "format" and isinstance(case["input"].get("format"), str):
        add("expression", b"\xff" + case["input"]["format"].encode())
for path in xml_files:
    for name, value in re.findall(rb'([\w.]+)="([^"]*)"', path.read_bytes()):
        kind = TYPES["String"] if name in (b"text", b"title", b"placeholder") else TYPES["CGFloat"]
        if b"color" in name.lower():
            kind = TYPES["UIColor"]
        if b"font" in name.lower():
            kind = TYPES["UIFont"]
        add("expression", bytes([kind]) + value)
        add("expression", bytes([TYPES["Any"]]) + value)

# strings: the projects' files, in UTF-8 and as UTF-16 with a byte order mark.
for path in strings_files:
    add("strings", path.read_bytes())
    add("strings", path.read_text().encode("utf-16"))
add("strings", '/* c */\n"a" = "b";\n// line\n"k\\"q" = "v\\n\\u00e9";\n"dup" = "1";\n"dup" = "2";\n')

# json: configuration files, the state and constants of conformance cases, numbers at the edges.
for path in json_files:
    add("json", path.read_bytes())
for case in cases:
    for key in ("setState", "state", "constants"):
        if key in case["input"]:
            add("json", json.dumps(case["input"][key]))
for text in ['{"a":[1,-2.5e1,"\\u00e9\\ud83d\\ude00"],"b":{"c":null,"d":false}}', "1.7976931348623157e308", "5e-324",
             "-0", "123456789012345678", '"\\u2028"', '[[[[]]]]', '{"a":1,"a":2}']:
    add("json", text)

# line: a first byte (odd: lines of 64 bytes at most), then commands cut into reads at NUL bytes.
commands = [
    "SUBSCRIBE Screens/*.xml", "SUBSCRIBE **", "UNSUBSCRIBE **/Card.xml", "DEVICE ipad", "DEVICE 320x480@2 insets=20,0,0,0",
    'STATE Home.xml {"isSelected": true, "name": "Ada"}', "LOAD Screens/Home.xml", "LOAD https://example.com/A.xml",
    "RELOAD", "RELOAD Screens/{Home,Profile}.xml", "SYNC", "LIST", "STATUS", "PING", "QUIT", "bogus", "GET / HTTP/1.1",
]
for start in range(0, len(commands), 3):
    lines = "\r\n".join(commands[start:start + 5]) + "\n"
    add("line", b"\0" + lines.encode())
    add("line", b"\1" + lines.replace("\n", "\n\0", 1).encode())

# http: a first byte (odd: tight limits), then a request head cut into reads at NUL bytes.
heads = [
    "GET /render/Screens/Home.xml?device=ipad HTTP/1.1\r\nHost: 127.0.0.1:7411\r\n\r\n",
    "HEAD /events?subscribe=**&device=320x480@2 HTTP/1.0\r\nHost: localhost\r\nOrigin: http://localhost:7411\r\n\r\n",
    "GET /templates/Shared/Card%20x.xml HTTP/1.1\r\nHost: [::1]:7411\r\nSec-Fetch-Site: cross-site\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    "GET /../etc/passwd HTTP/1.1\nHost: 127.0.0.1\n\n",
]
for head in heads:
    add("http", b"\0" + head.encode())
    add("http", b"\1" + head.replace("\r\n", "\r\n\0", 1).encode())

# ignore: a first byte (odd: the file is in Screens/), then the file.
for path in (root / "Examples").rglob(".layout-ignore"):
    add("ignore", b"\0" + path.read_bytes())
for case in cases:
    if case["kind"] == "ignore":
        if "contents" in case["input"]:
            add("ignore", b"\1" + case["input"]["contents"].encode())
        if "file_bytes_hex" in case["input"]:
            hexdigits = case["input"]["file_bytes_hex"]
            add("ignore", b"\0" + bytes.fromhex(hexdigits[: len(hexdigits) // 2 * 2]))
add("ignore", b"\1build\n../up\n./a/./b/../c # note\n  spaced path  \n#comment\n\xef\xbb\xbfx\n")

# swiftlayout: the SwiftLayout cases' Swift, the bundled example's files (alone and together).
for case in json.loads((root / "Tests/Fixtures/conformance/swiftlayout-cases.json").read_text())["cases"]:
    if isinstance(case["input"].get("swift"), str):
        add("swiftlayout", case["input"]["swift"])
swift_files = sorted((root / "Examples").rglob("*.swift"))
for path in swift_files:
    add("swiftlayout", path.read_bytes())
if swift_files:
    add("swiftlayout", b"\0".join(p.read_bytes() for p in swift_files))

# markupkit: a selector byte (release, width, root class, host, size class), then documents cut at
# NUL bytes: the samples of each release, the conformance documents, a document with bindings.
markupkit_cases = json.loads((root / "Tests/Fixtures/conformance/markupkit-cases.json").read_text())["cases"]
for release, selector in (("4.5.1", 0), ("3.4.2", 1), ("1.3.4", 2)):
    for path in sorted((root / "Tests/Fixtures/samples/markupkit" / release).rglob("*.xml")):
        add("markupkit", bytes([selector]) + path.read_bytes())
for case in markupkit_cases:
    if isinstance(case.get("document"), str):
        add("markupkit", bytes([{"4.5.1": 0, "3.4.2": 1, "1.3.4": 2}.get(case.get("markupkit"), 0)]) + case["document"].encode())
add("markupkit", bytes([1]) + b'<LMColumnView><?properties Styles?><?include Part?><UILabel text="$number + 4::number" class="big"/></LMColumnView>'
    + b'\0<UILabel text="$FUNCTION(name, \'uppercaseString\')"/>\0{"big": {"font": "System 30"}}')
add("markupkit", bytes([34]) + b'<root><LMRowView><UILabel text="$date::date;dateStyle=medium"/><LMSpacer weight="2"/></LMRowView></root>')

# everlayout: a selector byte (phone or iPad), then a layout: the samples and the conformance layouts.
everlayout_cases = json.loads((root / "Tests/Fixtures/conformance/everlayout-cases.json").read_text())["cases"]
for path in sorted((root / "Tests/Fixtures/samples/everlayout").glob("*.json")):
    add("everlayout", b"\0" + path.read_bytes())
    add("everlayout", b"\1" + path.read_bytes())
for case in everlayout_cases:
    layout = case.get("input", {}).get("layout") if isinstance(case.get("input"), dict) else None
    if layout is not None:
        add("everlayout", b"\0" + (layout if isinstance(layout, str) else json.dumps(layout)).encode())


# Documents of growing size for each Auto Layout format: the same shape at 4, 32 and 96 views
# (56 in Swift),
# so that the mutations of a bigger one find costs that grow faster than the document (-timeout=1
# flags a single slow input; issue 22 item 7 found 4,000 views taking 6 s).
for count in (4, 32, 96):
    views = {f"!v{i}": {"constraints": {"top left": "@super", "width height": "+10"} if i == 0 else
                        {"top": f"@v{i - 1}.bottom +1", "left": f"@v{i - 1}.left", "width height": "+10"},
                        "properties": {"backgroundColor": "red"}}
             for i in range(count)}
    growing = []
    growing.append(("everlayout", b"\0" + json.dumps({"name": "Grow", "root": {"views": views}}, separators=(",", ":")).encode()))
    labels = "".join(f'<UILabel text="{i}" class="t{i % 8}"/>' for i in range(count))
    properties = json.dumps({f"t{i}": {"textColor": "#ff0000", "tag": i} for i in range(count)})
    growing.append(("markupkit", bytes([0]) + f"<?properties {properties}?><LMColumnView>{labels}</LMColumnView>".encode()))
    # Swift spends about 260 bytes a view: the largest stays under the length limit at 56.
    views_in_swift = min(count, 56)
    anchors = "\n".join(
        f"            v{i}.sl.anchors {{\n                Anchors.top.equalTo(v{i - 1}, attribute: .bottom, constant: 1.0)\n"
        f"                Anchors.leading.equalTo(v{i - 1})\n                Anchors.size(width: 10, height: 10)\n            }}" if i else
        "            v0.sl.anchors {\n                Anchors.top.leading.equalToSuper()\n                Anchors.size(width: 10, height: 10)\n            }"
        for i in range(views_in_swift))
    declarations = "\n".join(f"let v{i}: UIView = UIView().sl.identifying(\"v{i}\")" for i in range(views_in_swift))
    growing.append(("swiftlayout", f"let root: UIView = UIView().sl.identifying(\"root\")\n{declarations}\n\n"
                    f"var layout: some Layout {{\n    root.sl.sublayout {{\n{anchors}\n    }}\n}}\n"))
    for target, data in growing:
        data = data if isinstance(data, bytes) else data.encode()
        assert len(data) <= MAX_LEN, (target, count, len(data))
        add(target, data)

# config: the projects' layout-serve.json files, one per top-level key, and EverLayout inject
# chains of growing length (each key naming the next twice doubles the text: issue 22 item 2).
for path in sorted(p for d in ["Examples", "Tests/Fixtures"] for p in (root / d).rglob("layout-serve.json")):
    add("config", path.read_bytes())
for text in ['{"layout_mode": "new", "device": "ipad", "devices": {"tiny": {"width": 100, "height": 50, "scale": 3, "insets": [1, 2, 3, 4]}}}',
             '{"constants": {"gap": 8, "title": "Hi"}, "state": {"on": true}, "template_state": {"Home.xml": {"n": 2}}}',
             '{"classes": {"Card": {"superclass": "UIView", "properties": {"title": "String"}}}, "colors": {"brand": "#ff8800"}}',
             '{"strings": ["Base.lproj/Localizable.strings"], "images": ["logo"], "remote_hosts": ["127.0.0.1:8000"]}',
             '{"formats": {"Cells/*.xml": "markupkit"}, "editor_url": "vscode://file/{path}:{line}:{column}"}',
             '{"markupkit": {"version": "3.4.2", "roots": {"Home.xml": "UIView"}, "sizeClass": "compact"}}',
             '{"everlayout": {"inject": {"title": "Hello", "w": 120}, "environment": {"header": "UIView"}, "bridge": 3333}}']:
    add("config", text)
for count in (2, 8, 12):
    chain = {f"k{i:02}": f"#{{k{i + 1:02}}}#{{k{i + 1:02}}}" for i in range(count)}
    add("config", json.dumps({"everlayout": {"inject": chain}}))

# lsp: editor sessions as framed messages, one read per message (NUL between them), after a
# first byte (odd: the target sends initialize itself; bit 1: renders wait for the end).
def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(uri, text, language, edits, positions):
    capabilities = {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}
    messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": capabilities}},
                {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                {"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}}}]
    for version, (line, character, end_line, end_character, new) in enumerate(edits, start=2):
        messages.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                          "end": {"line": end_line, "character": end_character}}, "text": new}]}})
    for index, (line, character) in enumerate(positions):
        position = {"line": line, "character": character}
        requests = [(method, {}) for method in ("textDocument/completion", "textDocument/hover", "textDocument/definition",
                                                "textDocument/references", "textDocument/prepareRename")]
        requests += [("textDocument/rename", {"newName": "renamed"}),
                     ("textDocument/codeAction", {"range": {"start": position, "end": position}, "context": {"diagnostics": []}})]
        for offset, (method, extra) in enumerate(requests):
            messages.append({"jsonrpc": "2.0", "id": 10 + 8 * index + offset, "method": method,
                             "params": {"textDocument": {"uri": uri}, "position": position, **extra}})
    # Files changed on disk: a sibling, the configuration, the document's own file.
    folder = uri.rsplit("/", 1)[0]
    messages.append({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [
        {"uri": folder + "/Part.xml", "type": 2}, {"uri": folder + "/layout-serve.json", "type": 1}, {"uri": uri, "type": 3}]}})
    messages += [{"jsonrpc": "2.0", "id": 98, "method": "textDocument/formatting", "params": {"textDocument": {"uri": uri}}},
                 {"jsonrpc": "2.0", "id": 99, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": uri}}},
                 {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}},
                 {"jsonrpc": "2.0", "id": 100, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    return [frame(m) for m in messages]


small = '<UIView>\n    <UILabel id="title" top="20" text="Hi" textAlignment="centre"/>\n    <UIL\n</UIView>\n'
sessions = [session("file:///lsp-fuzz/A.xml", small, "xml", [(1, 66, 1, 68, "er"), (2, 8, 2, 8, "abel te")],
                    [(1, 6), (1, 22), (1, 60), (2, 8), (2, 15)])]
for path in xml_files[:6]:
    text = path.read_text(errors="replace")
    if len(text) < MAX_LEN // 2:
        sessions.append(session("file:///lsp-fuzz/" + path.name, text, "xml", [(1, 0, 1, 4, "")], [(0, 1), (1, 5), (2, 10)]))
for path in json_files[:2]:
    text = path.read_text(errors="replace")
    if len(text) < MAX_LEN // 2 and path.name != "layout-serve.json":
        sessions.append(session("file:///lsp-fuzz/" + path.name, text, "json", [(0, 0, 0, 1, "")], [(0, 0)]))
swift = ('import SwiftLayout\nimport UIKit\n\nfinal class Card: UIView, Layoutable {\n    var activation: Activation?\n'
         '    let title = UILabel()\n    var layout: some Layout {\n        self.sl.sublayout {\n'
         '            title.sl.anchors { Anchors.top.equalTo(title, constant: 8).priority(.defaultHigh) }\n        }\n    }\n'
         '    let text = NSLocalizedString("Key", comment: "")\n}\n')
sessions.append(session("file:///lsp-fuzz/Card.swift", swift, "swift", [(8, 40, 8, 40, "Anchors."), (5, 16, 5, 23, "UI")],
                        [(5, 18), (8, 31), (8, 38), (8, 52), (8, 66), (8, 77), (11, 34)]))
everlayout = ('{"name": "SignIn", "templates": {"card": {}}, "root": {"views": {\n'
              '    "!title:UILabel": {"template": "card", "constraints": {"top": "@super +80", "left": "@title.right"}}\n}}}\n')
sessions.append(session("file:///lsp-fuzz/SignIn.json", everlayout, "json", [(1, 40, 1, 40, " ")], [(1, 37), (1, 88), (1, 68)]))
for frames in sessions:
    add("lsp", b"\0" + b"\0".join(frames))
    add("lsp", b"\3" + b"\0".join(frames[1:]))
add("lsp", b"\1" + b"Content-Length: 5\r\n\r\n{}}}}\0Content-Length: 99999999999\r\n\r\n\0Content-Type: x\r\n\r\n")

# swifttree: every Swift input of swiftlayout, the Swift fixtures, and this package's own sources
# that fit the length limit (Swift of every kind: generics, closures, strings, patterns).
seeds["swifttree"] |= {data for data in seeds["swiftlayout"] if b"\0" not in data}
for path in sorted(p for d in ["Examples", "Tests/Fixtures", "Sources"] for p in (root / d).rglob("*.swift")):
    data = path.read_bytes()
    if len(data) <= MAX_LEN:
        add("swifttree", data)
for text in ['let s = """\n    a \\(b, c: "\\(d)")\n    """\n', 'let r = #"raw \\#(x) \\n"#\nlet k = \\.a?.b[0]',
             'x = a ? b : c ?? d as? Int ?? 0 ..< 5 &+ 1 << 2', 'if case let .some(x) = y, #available(iOS 15, *) { } else if z { }',
             'f { $0 } label: { _ in }\nfor (a, b) in zip(x, y) where a > b { }', '#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n']:
    add("swifttree", text)

for target, inputs in seeds.items():
    folder = out / target
    folder.mkdir(parents=True, exist_ok=True)
    for data in inputs:
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    print(f"{target}: {len(inputs)} seeds")
