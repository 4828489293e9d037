import Diagnostics

/// Every table-driven conformance suite's selection, in one place: the suites run `ids` from
/// here (or check that they run exactly these), and `ConformanceCoverageTests` checks that
/// together they leave no case of a file unrun and unlisted, and no expected key uncompared and
/// unlisted.
public enum ConformanceLedger {
    /// Every selection, per file.
    public static let all: [ConformanceSelection] = [
        formatStrings, parsing, evaluation, stringExpressions, nodeExpressions, types, values, fonts, stringsCalls, xmlSyntax, stringsFiles, ignoreFiles,
        templates, tools, frames, nodeErrors, pipelineErrors, pipelineState, pipelineLookups, pipelineStrings, unrouted,
        autoLayoutConstraints, autoLayoutStacks, templateStacks, everLayout, everLayoutBridge, markupKit,
        swiftLayoutConstraints, swiftLayoutFrames, swiftLayoutPrinter, swiftLayoutViewPrinter, swiftLayoutExport,
    ]

    /// Keys of `expected` no suite compares, per file, with the reason.
    public static let notServedKeys: [ConformanceFile: [String: String]] = [
        .layout: [
            "note": "a note for the reader, not an expectation",
            "after_setState_value": "the new state is the original test's own object (`nestedModel.name = \"Foo\"`), which the case does not give",
            "font_at_0": "the label's font becomes the attributed string's base font when UIKit sets the text (uikit_dependent; the case is not evaluated)",
            "paragraph_line_break_mode": "the label's line break mode becomes the attributed string's paragraph style when UIKit sets the text (uikit_dependent)",
            "bound_to_owner": "a control's selector is bound to its owner at mount time, in the app; a headless render reports the selector",
        ],
        .autolayout: [
            "hidden": "names the hidden arranged views, whose frames are not asserted (README); the other views' frames show they take no space",
        ],
        .swiftlayout: [
            "requires": "prose for the reader (what the case's constraint list stands in for), not an expectation",
        ],
        .everlayout: [
            "explanation": "prose about the Node bridge's bug, not an expectation",
            "reloaded": "which layouts the app reloads on the notification is the app's code; the server's part is the notification and its data",
            "ignored": "which layouts the app leaves alone is the app's code; the server's part is the notification and its data",
        ],
    ]

    // MARK: layout-cases.json: Expression and Sprinter (ExpressionsTests)

    /// `FormatConformanceTests`: every Sprinter `format` case through `FormatString`.
    public static let formatStrings = ConformanceSelection(
        "FormatConformanceTests", .layout,
        notRun: ["format-types-testParseFloat80Placeholder-51": "Float80 exists only on Intel macOS; on iOS `long double` is a Double (FormatConformanceTests.notApplicable asserts that)"],
        compares: ["output", "types", "error", "throws"]
    ) { $0.kind == "format" }

    /// The operations of the parse-only cases (`ParsingConformanceCase`).
    public static let parseOperations: Set<String> = ["parseExpression", "parseStringExpression", "parse + description", "parse symbols"]

    /// `ParsingConformanceTests`: the parse-only cases, every AnyExpression case, and the
    /// property cases that evaluate (so must parse through their type's front end). An
    /// `error: null` beside `ok: true` is the same expectation: it parses without an error.
    public static let parsing = ConformanceSelection(
        "ParsingConformanceTests", .layout,
        compares: ["ok", "error", "description", "parts", "is_empty", "symbols", "error_message", "error_contains"]
    ) { item in
        guard item.kind == "expression", let input = item["input"], item["expected"] != nil,
              input["text"]?.stringValue ?? input["expression"]?.stringValue != nil else { return false }
        if let operation = input["operation"]?.stringValue { return parseOperations.contains(operation) }
        if input["engine"]?.stringValue == "AnyExpression" { return true }
        guard input["engine"] == nil, item["expected"]?["throws"] == nil, let type = input["property_type"]?.stringValue else { return false }
        return !["UIColor", "UIImage", "CGColor", "CGImage"].contains(type)
    }

    static let nodeLayer = "needs a template node around the expression (parent expressions, parameters, macros or view properties), which the expression-level runner does not build (NodeExpressionConformanceTests renders the number-valued ones in one)"
    static let uikit = "depends on UIKit (HTML import fonts/colours, bundles or custom UIFont class properties) — uikit_dependent"

    /// `EvaluationConformanceTests`: every `expression` case with a `property_type`, through
    /// front end → compiler → evaluation → cast.
    public static let evaluation = ConformanceSelection(
        "EvaluationConformanceTests", .layout,
        notRun: [
            "expr-parent-constant-expr": nodeLayer, "expr-literal-parameter": nodeLayer, "expr-constant-parameter": nodeLayer,
            "expr-literal-macro": nodeLayer, "geom-get-contentoffset": nodeLayer, "geom-get-contentoffset-x": nodeLayer,
            "geom-get-contentsize": nodeLayer, "geom-get-contentsize-width": nodeLayer, "node-nil-view-property": nodeLayer,
            "node-expr-shadows-constant": nodeLayer, "node-expr-shadows-variable": nodeLayer,
            "attr-inherits-font": uikit, "attr-inherits-linebreak": uikit,
            "font-testCustomStaticFont2": uikit, "font-testCustomStaticFont3": uikit, "image-asset-module-id": uikit,
            "image-asset-module-name": uikit, "image-asset-framework-name": uikit, "image-asset-bundle-missing-id": uikit,
            "image-asset-bundle-missing-name": uikit, "image-asset-missing-in-module": uikit, "color-named-asset-bundle": uikit,
            "geom-set-transform": "the state holds a Swift CGAffineTransform expression, which has no JSON form here",
        ],
        compares: ["value", "throws", "error_message", "error_contains", "validate_errors", "is_constant", "string",
                   "not_nil", "layout_expression", "after_setState", "foo"],
        notCompared: [
            "attr-attributed-constant: foreground_color_at_12": "fails: an embedded attributed string loses its own attributes in interpolation (PropertyEvaluator joins the pieces as plain text, so `{bar}` keeps no red)",
        ]
    ) { $0.kind == "expression" && $0["input"]?["property_type"] != nil && $0["expected"] != nil }

    /// `EvaluationConformanceTests.stringExpressions`: the parsed string expressions whose
    /// case also says what they evaluate to, or that Layout takes them as no expression.
    public static let stringExpressions = ConformanceSelection(
        "EvaluationConformanceTests", .layout, compares: ["evaluated_string", "layout_expression"]
    ) { $0.operation == "parseStringExpression" && ($0["expected"]?["evaluated_string"] != nil || $0["expected"]?["layout_expression"] != nil) }

    /// `NodeExpressionConformanceTests` (LayoutServeTests): the number-valued expression cases
    /// the expression-level runner lists as needing a template node, rendered in one (its
    /// parent holding the parent's expressions, parameters and macros).
    public static let nodeExpressions = ConformanceSelection(
        "NodeExpressionConformanceTests", .layout,
        notRun: [
            "geom-get-contentoffset-x": "fails: a UIScrollView's unset contentOffset.x reads nil (\"Unexpected nil value\"; contentInset.top too) where UIKit's is 0",
            "geom-get-contentsize-width": "the case's node has no superview, so its empty content is 0 wide; a rendered root is mounted in the device, and an empty view's content size is then its superview's bounds",
        ],
        compares: ["value", "validate_errors"]
    ) { item in
        guard let id = item.id, evaluation.notRun[id] == nodeLayer else { return false }
        return ["Double", "CGFloat"].contains(item["input"]?["property_type"]?.stringValue ?? "")
    }

    /// `TypeConformanceTests`: the `rt-`, `util-` and `props-` cases.
    public static let types = ConformanceSelection(
        "TypeConformanceTests", .layout,
        notRun: ["rt-cast-string-array": "the original's inputs are Swift Ints; every number here is a Double, which Layout casts to \"5.0\" (TypeConformanceTests.knownDeviations asserts that)"],
        compares: ["value", "kind", "type", "results"]
    ) { item in ["rt-", "util-", "props-"].contains { item.id?.hasPrefix($0) == true } }

    static let evaluator = "needs the evaluator (operators, parsing or symbol lookup), not the type system"

    /// `ValueConformanceTests`: the colour, enum, option-set, array and geometry cases the type
    /// system decides.
    public static let values = ConformanceSelection(
        "ValueConformanceTests", .layout,
        notRun: [
            "color-ternary-hex": evaluator, "color-ternary-state": evaluator,
            "color-custom-static3": "UIColor.testColor is a static-member lookup (R-LL-STATIC) in the evaluator",
            "color-custom-static4": "project colour symbols are resolved by the evaluator (Color.named(_:custom:) serves it)",
            "color-braced": evaluator,
            "color-named-asset-bundle": "colour assets and bundles are the asset catalogue's job",
            "color-named-asset-expression": "colour asset names are the colour front end's job",
            "array-literal-ints": "the comma operator is the evaluator's", "array-segmented-literal": evaluator,
            "geom-get-contentoffset": "a node symbol lookup", "geom-get-contentoffset-x": "a node symbol lookup",
            "geom-get-contentsize": "a node symbol lookup", "geom-get-contentsize-width": "a node symbol lookup",
            "geom-set-contentoffset-x": evaluator, "geom-set-contentsize-width": evaluator,
            "geom-testSetContentsCenterOriginX": evaluator, "geom-testSetContentsCenterSizeWidth": evaluator,
            "geom-set-transform": "the state value is a CGAffineTransform expression in words",
            "geom-set-transform-translation": evaluator, "geom-set-layer-transform-rotation": evaluator,
            "geom-set-sublayer-transform-rotation": evaluator,
        ],
        compares: ["value"]
    ) { item in ["color-", "enum-", "optionset-", "array-", "geom-", "expr-enum-static"].contains { item.id?.hasPrefix($0) == true } }

    /// `FontConformanceTests`: the `font-` cases through `FontResolver`.
    public static let fonts = ConformanceSelection(
        "FontConformanceTests", .layout,
        notRun: ["font-testCustomStaticFont4": "`{testFont}` fails in symbol lookup (a bare custom font name is not a symbol): the evaluator's job"],
        compares: ["value", "throws", "error_contains"]
    ) { $0.id?.hasPrefix("font-") == true }

    /// `FormatLayoutTests.stringsCall`: the `strings-` cases, `{key('a', …)}` through
    /// `FormatString.layoutFormat`.
    public static let stringsCalls = ConformanceSelection(
        "FormatLayoutTests", .layout, compares: ["value", "error_contains"]
    ) { $0.id?.hasPrefix("strings-") == true }

    // MARK: layout-cases.json: templates (TemplatesTests, TemplateToolsTests)

    /// `ConformanceTests.xmlCasesParseOrFailAsExpected` (TemplatesTests): every `xml` and
    /// `error` case given as XML, through the XML reader.
    public static let xmlSyntax = ConformanceSelection(
        "TemplatesTests.ConformanceTests", .layout, compares: ["error_contains", "nodes"]
    ) { ($0.kind == "xml" || $0.kind == "error") && $0["input"]?["xml"] != nil }

    /// `ConformanceTests.stringsFileCases`: `.strings` files parsed.
    public static let stringsFiles = ConformanceSelection(
        "TemplatesTests.ConformanceTests", .layout, compares: ["value"]
    ) { $0.kind == "strings" && $0.operation?.hasPrefix("parse .strings") == true }

    /// `ConformanceTests.ignoreFileCases` and `locatesSourceLikeLayoutsLoader`.
    public static let ignoreFiles = ConformanceSelection(
        "TemplatesTests.ConformanceTests", .layout,
        notRun: [
            "loader-find-project-dir": "walks up from a Swift source file to the folder holding the .xcodeproj; layout-serve is told its root",
            "loader-find-project-dir-dot": "walks up from a Swift source file to the folder holding the .xcodeproj; layout-serve is told its root",
        ],
        compares: ["paths", "throws", "error_contains", "value"],
        notCompared: [
            "loader-find-source: second_lookup_from_cache": "Layout's loader caches the paths it found; layout-serve walks the project once per load and keeps no lookup cache to observe",
        ]
    ) { $0.kind == "ignore" }

    /// Operations another layer answers for (`TemplateConformanceTests.otherLayers`).
    public static let otherLayerOperations: Set<String> = [
        "parseXML", "isLayout", "typeOfAttribute/attributeIsString", "validate", "LayoutNode(layout:)", "mount",
    ]

    /// `TemplateConformanceTests.templateCases`: the `xml` and `error` cases the template
    /// builder answers for, and `xmlEncoded()`.
    public static let templates = ConformanceSelection(
        "TemplateConformanceTests", .layout, compares: ["throws", "error_contains", "body", "nodes", "value"]
    ) { item in
        guard item.kind == "xml" || item.kind == "error" else { return false }
        if item.operation == "xmlEncoded()" { return true }
        guard item["input"]?["xml"] != nil else { return false }
        guard let operation = item.operation else { return true }
        return !operation.hasPrefix("LayoutTool") && !otherLayerOperations.contains(operation)
    }

    /// `TemplateToolsTests.ConformanceTests`: LayoutTool's own cases.
    public static let tools = ConformanceSelection(
        "TemplateToolsTests.ConformanceTests", .layout,
        notRun: ["tool-return-version": "exit codes of the LayoutTool executable; the CLI is wired by another target"],
        compares: ["output", "throws", "error_contains", "error_type", "type", "is_string", "value", "keys"]
    ) { $0.id?.hasPrefix("tool-") == true }

    // MARK: layout-cases.json: the engine and the pipeline (LayoutEngineTests, LayoutServeTests)

    /// `FrameConformanceTests`: every `frame` case laid out by the engine.
    public static let frames = ConformanceSelection(
        "FrameConformanceTests", .layout,
        notRun: [
            "table-cell-sizing": "lays out LayoutTests/TableViewTest.xml with table rows; cells are templates, not laid out here",
            "frame-autosize-text-autolayout": "asks for AutoLayout's systemLayoutSizeFitting, which has no headless equivalent",
        ],
        compares: ["frames", "sizes", "widths", "predicates", "after_setState", "with_width_50", "also_when_mounted_in", "has_expression"]
    ) { $0.kind == "frame" }

    /// `NodeErrorConformanceTests`: the `error` cases given as a node tree.
    public static let nodeErrors = ConformanceSelection(
        "NodeErrorConformanceTests", .layout,
        notRun: [
            "node-update-with-superclass": "replacing a node's class is the include resolver's check (xml= with a superclass), tested there",
            "mount-same-type-layoutloading": "mounting inside a LayoutLoading instance of the same class needs a host app",
            "mount-vc-same-type": "mounting inside a LayoutLoading instance of the same class needs a host app",
            "mount-tableview-in-tvc": "mounting into an existing UITableViewController needs a host app",
        ],
        compares: ["error_count", "min_error_count", "throws", "error_contains", "each_error_contains", "each_error_contains_any"]
    ) { $0.kind == "error" && $0["input"]?["node"] != nil }

    /// `PipelineConformanceTests.errors`: `error` cases given as XML that fail with a message.
    public static let pipelineErrors = ConformanceSelection(
        "PipelineConformanceTests", .layout,
        compares: ["throws", "min_error_count", "error_contains", "each_error_contains", "each_error_contains_any"]
    ) { item in
        item.kind == "error" && item["input"]?["xml"] != nil && item.operation != "LayoutTool format" && item.operation != "parseXML"
            && (item["expected"]?["error_contains"] != nil || item["expected"]?["each_error_contains"] != nil)
    }

    /// `PipelineConformanceTests.state`: `xml` cases that set state.
    public static let pipelineState = ConformanceSelection(
        "PipelineConformanceTests", .layout, compares: ["properties"]
    ) { $0.kind == "xml" && $0["input"]?["setState"] != nil }

    /// `PipelineConformanceTests.lookup`: `node(withID:)`.
    public static let pipelineLookups = ConformanceSelection(
        "PipelineConformanceTests", .layout, compares: ["node"]
    ) { $0.operation?.hasPrefix("node(withID:)") == true }

    /// `PipelineConformanceTests.strings`: a strings table read by an expression.
    public static let pipelineStrings = ConformanceSelection(
        "PipelineConformanceTests", .layout, compares: ["value"]
    ) { $0.kind == "strings" && $0.operation == "evaluate" }

    static let urlResolution = "Layout's urlFromString resolves a string against the app bundle's resourceURL or a URL; layout-serve reads includes and images from the project folder (relative paths) or allowed remote hosts, with no bundle"

    /// `UnroutedConformanceTests`: the cases of operations no other suite serves.
    public static let unrouted = ConformanceSelection(
        "UnroutedConformanceTests", .layout,
        notRun: [
            "url-testURLFromAbsoluteURL": urlResolution,
            "url-testURLFromDataURL": urlResolution,
            "url-testURLFromRelativePath": urlResolution,
            "node-outlet-parent-text": "binds an outlet to the owner at mount time: outlets are reported (`outlet` in the render), never bound",
        ],
        compares: ["value"]
    ) { ["hasExpression", "urlFromString"].contains($0.operation ?? "") || $0.id == "node-outlet-parent-text" }

    // MARK: autolayout-cases.json (AutoLayoutTests)

    /// `AutoLayoutTests.ConformanceTests`: every `constraints` case.
    public static let autoLayoutConstraints = ConformanceSelection(
        "AutoLayoutTests.ConformanceTests", .autolayout, compares: ["frames", "error", "involves"]
    ) { $0.kind == "constraints" }

    /// `StackConformanceTests`: every `stack` case.
    public static let autoLayoutStacks = ConformanceSelection(
        "StackConformanceTests", .autolayout, compares: ["frames", "error", "involves"]
    ) { $0.kind == "stack" }

    static let appCode = "a template cannot state app code calling setCustomSpacing or a UIView subclass overriding intrinsicContentSize (StackConformanceTests runs it)"

    /// `StackLayoutTests` (LayoutEngineTests): the `stack` cases' templates rendered as a user's.
    public static let templateStacks = ConformanceSelection(
        "StackLayoutTests", .autolayout,
        notRun: [
            "s-h-fillProportionally-fill": appCode, "s-h-fillProportionally-top": appCode, "s-h-fillProportionally-center": appCode,
            "s-h-fillProportionally-firstBaseline": appCode, "s-h-fillProportionally-lastBaseline": appCode,
            "s-h-fill-equal-hugging-ambiguous": appCode, "s-v-custom-spacing-fillEqually-3x": appCode,
        ],
        compares: ["frames", "error", "involves"]
    ) { $0.kind == "stack" }

    // MARK: everlayout-cases.json (EverLayoutTests, LayoutServeTests)

    /// `EverLayoutConformanceTests`: every case but the Bridge's, rendered.
    public static let everLayout = ConformanceSelection(
        "EverLayoutConformanceTests", .everlayout,
        compares: ["frames", "partial_frames", "absent_views", "subviews", "properties", "constraints", "original_reports",
                   "ios_exception", "built", "metadata"]
    ) { $0.kind != "bridge" }

    /// `EverLayoutBridgeTests`: the Bridge cases, through a live server and an app-like client.
    public static let everLayoutBridge = ConformanceSelection(
        "EverLayoutBridgeTests", .everlayout, compares: ["notification", "object", "result", "network.clients_after", "client_reset"]
    ) { $0.kind == "bridge" }

    // MARK: markupkit-cases.json (MarkupKitTests)

    /// `MarkupKitTests.ConformanceTests`: every case.
    public static let markupKit = ConformanceSelection(
        "MarkupKitTests.ConformanceTests", .markupkit,
        compares: ["frames", "hidden", "absent", "properties", "error", "nil_root", "unsatisfiable", "ambiguous", "structure", "sizes"]
    ) { _ in true }

    // MARK: swiftlayout-cases.json (SwiftLayoutTests, SwiftLayoutCodeTests)

    /// `SwiftLayoutTests.ConformanceTests.constraintsCase`.
    public static let swiftLayoutConstraints = ConformanceSelection(
        "SwiftLayoutTests.ConformanceTests", .swiftlayout, compares: ["constraints", "installed_on"]
    ) { $0.kind == "constraints" }

    /// `SwiftLayoutTests.ConformanceTests.framesCase`.
    public static let swiftLayoutFrames = ConformanceSelection(
        "SwiftLayoutTests.ConformanceTests", .swiftlayout, compares: ["frames", "constraints"],
        notCompared: [
            "sl-frames-stackview-fill-equally: constraints": "the list stands in for UIStackView's private constraints (the case's `requires` says so): only its frames are compared",
        ]
    ) { $0.kind == "frames" }

    /// `SwiftLayoutTests.ConformanceTests.printerCase`.
    public static let swiftLayoutPrinter = ConformanceSelection(
        "SwiftLayoutTests.ConformanceTests", .swiftlayout, compares: ["output"]
    ) { $0.kind == "printer" }

    /// `ViewPrinterCaseTests`.
    public static let swiftLayoutViewPrinter = ConformanceSelection(
        "ViewPrinterCaseTests", .swiftlayout,
        notRun: ["sl-viewprinter-deepassignidentifier": "needs the Gont, Duny, Earth and Wizard classes of SwiftLayout's ViewPrinterTests.swift, which the shared files do not hold, and prints IdentifierUpdater's `name:Type` tags, which are no Swift names"],
        compares: ["output"]
    ) { $0.kind == "view_printer" }

    /// `ExportCaseTests`.
    public static let swiftLayoutExport = ConformanceSelection(
        "ExportCaseTests", .swiftlayout, compares: ["output"]
    ) { $0.kind == "export" }
}
