import Foundation
import Testing

extension LiveServingTests.Viewer {
    /// The viewer's scripts are ES modules: the page loads one, `viewer.js`, which
    /// imports the others; each file imports every name it uses from another file, and the
    /// files import each other without a cycle. Before, five classic scripts shared their
    /// top-level names as globals, called each other in both directions, and worked only in
    /// the order `index.html` listed them.
    @Test func theScriptsAreModulesThatImportWhatTheyUse() throws {
        let indexHTML = try String(contentsOf: Self.publicFolder.appendingPathComponent("index.html"), encoding: .utf8)
        let scriptTags = indexHTML.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("<script") }
        #expect(scriptTags == [#"<script type="module" src="/viewer.js"></script>"#])

        let names = try FileManager.default.contentsOfDirectory(atPath: Self.publicFolder.path).filter { $0.hasSuffix(".js") }.sorted()
        #expect(names == ["audit.js", "draw.js", "inspector.js", "page.js", "panes.js", "sources.js", "state.js", "variant.js", "viewer.js"])
        let files = try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try ModuleSource(String(contentsOf: Self.publicFolder.appendingPathComponent(name), encoding: .utf8)))
        })

        // What each file imports, module by module.
        #expect(files.mapValues(\.imports) == [
            "audit.js": ["./page.js": ["elements", "viewer"], "./variant.js": ["variantName"]],
            "draw.js": ["./sources.js": ["sourceLink"]],
            "inspector.js": ["./draw.js": ["contentOffset"], "./page.js": ["elements"], "./sources.js": ["showSource", "sourceLink"]],
            "page.js": [:],
            "panes.js": [
                "./draw.js": ["deviceRegions", "drawRedBox", "drawTree"], "./inspector.js": ["inspect"],
                "./page.js": ["elements", "viewer"], "./state.js": ["stateQuery"],
                "./variant.js": ["variantControls", "variantLabel", "variantQuery"],
            ],
            "sources.js": [:],
            "state.js": ["./page.js": ["elements", "viewer"]],
            "variant.js": [:],
            "viewer.js": [
                "./audit.js": ["showAudit"],
                "./draw.js": ["checkFonts", "deviceRegions", "drawRedBox", "drawTree"], "./inspector.js": ["inspect"],
                "./page.js": ["elements", "viewer"],
                "./panes.js": ["addPane", "applyZoom", "connectPane", "deviceNames", "loadDevices", "panes", "setZoom", "showPanes"],
                "./sources.js": ["loadEditor"],
                "./state.js": ["applyState", "loadProjectState", "showState", "stateQuery"],
                "./variant.js": ["parseVariant", "variantControls", "variantName", "variantQuery"],
            ],
        ])

        // Every imported name is exported by its module.
        for (name, file) in files {
            for (module, imported) in file.imports {
                let exports = files[String(module.dropFirst(2))]?.exports ?? []
                #expect(Set(imported).isSubset(of: exports), "\(name) imports \(imported) from \(module), which exports \(exports.sorted())")
            }
        }

        // No file uses another file's top-level name without importing it (or declaring its own).
        var unimported: [String] = []
        for (name, file) in files.sorted(by: { $0.key < $1.key }) {
            let imported = Set(file.imports.values.joined())
            for (otherName, other) in files.sorted(by: { $0.key < $1.key }) where otherName != name {
                for used in other.topLevel.intersection(file.used).subtracting(imported).subtracting(file.declared).sorted() {
                    unimported.append("\(name) uses \(used) of \(otherName)")
                }
            }
        }
        #expect(unimported == [])

        // The imports form no cycle: each file's imports come before it in this order.
        let order = ["page.js", "sources.js", "variant.js", "draw.js", "inspector.js", "state.js", "panes.js", "audit.js", "viewer.js"]
        for (position, name) in order.enumerated() {
            let earlier = Set(order.prefix(position).map { "./\($0)" })
            #expect(Set(files[name].map { Array($0.imports.keys) } ?? []).isSubset(of: earlier), "\(name)")
        }

        // The one global the page sets for the tests (and the browser's own handlers).
        let windowAssignments = files.sorted { $0.key < $1.key }.flatMap { name, file in file.windowAssignments.map { "\(name): \($0)" } }
        #expect(windowAssignments == ["viewer.js: window.viewer", "viewer.js: window.onhashchange", "viewer.js: window.onresize"])
    }
}

/// What a viewer script declares, imports, exports and uses, read with a few patterns (the
/// files keep one declaration or import per line at column 0).
private struct ModuleSource {
    /// Imported names by module specifier (`./draw.js`).
    var imports: [String: [String]] = [:]
    var exports: Set<String> = []
    /// Names declared at column 0: `function`, `async function`, `const`, `let`, `class`.
    var topLevel: Set<String> = []
    /// Every name declared anywhere: top-level, local `const`/`let`, and function parameters.
    var declared: Set<String> = []
    /// Identifiers read outside comments and string literals (not after `.`, not as a key).
    var used: Set<String> = []
    /// `window.NAME =` in order.
    var windowAssignments: [String] = []

    init(_ text: String) throws {
        /// The capture groups of every match of `pattern` (ICU syntax) in `text`.
        func captures(_ pattern: String, in text: String) throws -> [[String]] {
            let expression = try NSRegularExpression(pattern: pattern)
            return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
            }
        }
        /// `text` with every match of `pattern` replaced by `replacement`.
        func removing(_ pattern: String, from text: String, replacement: String = "") throws -> String {
            try NSRegularExpression(pattern: pattern)
                .stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
        }
        for capture in try captures(#"(?m)^import \{([^}]*)\} from "([^"]+)";"#, in: text) {
            imports[capture[1]] = capture[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        exports = Set(try captures(#"(?m)^export (?:async )?(?:function|const|let|class) ([A-Za-z_$][\w$]*)"#, in: text).map { $0[0] })
        topLevel = Set(try captures(#"(?m)^(?:export )?(?:async )?(?:function|const|let|class) ([A-Za-z_$][\w$]*)"#, in: text).map { $0[0] })
        let parameters = try captures(#"function\s*[A-Za-z_$]*\s*\(([^)]*)\)"#, in: text).flatMap { capture in
            capture[0].split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }.map(String.init)
        }
        let locals = try captures(#"\b(?:const|let|var) ([A-Za-z_$][\w$]*)"#, in: text).map { $0[0] }
        declared = topLevel.union(parameters).union(locals)
        var code = try removing(#"(?s)/\*.*?\*/"#, from: text)
        code = try removing(#"(?m)^\s*//.*$"#, from: code)
        code = try removing(#"(?m)^import .*$"#, from: code)
        code = try removing(#""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'"#, from: code, replacement: #""""#)
        code = code.replacingOccurrences(of: "...", with: " ")  // a spread's name is read, not a property
        used = Set(try captures(#"(?<![\w$.])([A-Za-z_$][\w$]*)\b(?!\s*:)"#, in: code).map { $0[0] })
        windowAssignments = try captures(#"\b(window\.[A-Za-z_$][\w$]*)\s*="#, in: code).map { $0[0] }
    }
}
