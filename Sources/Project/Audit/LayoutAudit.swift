import Diagnostics
import Expressions
import LayoutEngine
import MarkupKit

/// Checks a rendered frame tree for what a person would see as broken on the device: text cut
/// short, views on top of each other, outside their clipping superview or the screen, controls
/// too small to touch or under the system's bars (docs/AUDITS.md). Each finding is a warning at
/// the view's source position whose message starts with the rule's id.
public struct LayoutAudit: Sendable {
    public var rules: Set<AuditRule>
    /// Rules reported as errors (`audit.rules` in `layout-serve.json`); the rest are warnings.
    public var errors: Set<AuditRule> = []
    /// `audit.ignore` in `layout-serve.json`: findings not reported.
    public var ignores: [AuditIgnore] = []
    let catalog: UIKitCatalog

    /// `rules`, each at its default level (`conflict` an error, the rest warnings).
    public init(rules: Set<AuditRule> = Set(AuditRule.allCases), catalog: UIKitCatalog = .standard) {
        self.rules = rules
        self.catalog = catalog
        errors = rules.filter { $0.defaultLevel == .error }
    }

    /// Every rule at the level `levels` gives it (a rule not named is at its default level).
    public init(levels: [AuditRule: AuditLevel], catalog: UIKitCatalog = .standard) {
        let level = { (rule: AuditRule) in levels[rule] ?? rule.defaultLevel }
        self.init(rules: Set(AuditRule.allCases.filter { level($0) != .off }), catalog: catalog)
        errors = Set(AuditRule.allCases.filter { level($0) == .error })
    }

    /// The audit `layout-serve.json` configures: rule levels and ignores.
    public init(configuration: ProjectConfiguration, catalog: UIKitCatalog = .standard) {
        self.init(levels: configuration.auditLevels, catalog: catalog)
        ignores = configuration.auditIgnores
    }

    /// The findings for one render (none for a Red Box: there is no tree to audit), less those
    /// `ignores` or the views' own annotations ignore. `source` gives a file's text for its
    /// annotations (`AuditAnnotations`); the template's annotations that do not read come
    /// after the findings, as warnings whose message starts `layout-serve:`.
    public func findings(in outcome: RenderOutcome, source: @escaping (String) -> SourceText? = { _ in nil }) -> [Diagnostic] {
        audit(outcome, source: source).findings
    }

    /// The audit of one render: its findings (`findings(in:)`: the frame tree's, then the Auto
    /// Layout engine's conflicts and ambiguities under `conflict` and `ambiguous`, then the
    /// annotations that do not read), and the render's warnings less the engine's findings —
    /// the audit reports those under their rules, or drops them when the rule is off or the
    /// finding ignored, so no problem is reported twice. A Red Box is not audited: its
    /// warnings are all kept.
    public func audit(_ outcome: RenderOutcome, source: @escaping (String) -> SourceText? = { _ in nil })
        -> (findings: [Diagnostic], warnings: [Diagnostic])
    {
        guard let tree = outcome.tree, outcome.errors.isEmpty else { return ([], outcome.warnings) }
        var walk = AuditWalk(audit: self, device: outcome.device, template: outcome.template)
        walk.source = source
        walk.visit(tree, origin: Point(x: 0, y: 0), parent: nil, isScrolled: false)
        let engine = outcome.warnings.filter { $0.layoutFinding != nil }
        if !engine.isEmpty { walk.reportEngineFindings(engine, tree: tree) }
        _ = walk.annotations(outcome.template)
        let problems = walk.annotationsByFile.keys.sorted().flatMap { walk.annotationsByFile[$0]?.problems ?? [] }
        let warnings = engine.isEmpty ? outcome.warnings : outcome.warnings.filter { $0.layoutFinding == nil }
        return (walk.findings + problems, warnings)
    }

    /// `problems` of `outcome` (its findings and the annotations' warnings) for a report of
    /// several variants: each finding's message says the variant in words after its rule
    /// (`text-clipped: on iphone-se at text size AX3, right to left: UILabel#title is …`),
    /// any other problem ends with the variant's name (`… (in iphone-se,AX3,rtl)`).
    public static func naming(_ problems: [Diagnostic], variantOf outcome: RenderOutcome) -> [Diagnostic] {
        problems.map { problem in
            var named = problem
            if let rule = AuditRule(finding: problem.message) {
                named.message = "\(rule.rawValue): \(outcome.variantWords): " + CheckReport.text(of: problem)
            } else {
                named.message += " (in \(outcome.variantName))"
            }
            return named
        }
    }

    /// The line `check --audit` prints above a template's problems: the template, the device
    /// it was rendered on and what was found (`Screens/Home.xml on iphone-se (375 × 667 pt): 2
    /// audit findings, 1 error`).
    public static func heading(template: String, device: Device, variant: String? = nil, problems: [Diagnostic]) -> String {
        let findings = problems.filter { AuditRule(finding: $0.message) != nil }
        let errors = problems.filter { $0.severity == .error && AuditRule(finding: $0.message) == nil }.count
        let warnings = problems.count - findings.count - errors
        var counts: [String] = []
        if !findings.isEmpty {
            let severe = findings.filter { $0.severity == .error }.count
            counts.append("\(findings.count) audit finding\(findings.count == 1 ? "" : "s")" + (severe > 0 ? " (\(severe) at error level)" : ""))
        }
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        let screen = AuditWalk.size(Rect(x: 0, y: 0, width: device.width, height: device.height))
        return "\(template) on \(device.name)\(variant.map { ", " + $0 } ?? "") (\(screen)): \(counts.joined(separator: ", "))"
    }

    /// The classes a node descends from (itself first); MarkupKit's own classes descend from
    /// UIKit's (`LMTableView` is a table view, so a scroll view); an unknown class is a plain
    /// view.
    func ancestry(of node: RenderedNode) -> [String] {
        if let known = catalog.viewClass(named: node.className) { return known.ancestry }
        var chain = [node.className]
        while chain.count < 8, let superclass = MarkupKitClasses.superclass(of: chain[chain.count - 1], version: .v4) {
            if let known = catalog.viewClass(named: superclass) { return chain + known.ancestry }
            chain.append(superclass)
        }
        return chain.last == "UIView" ? chain : chain + ["UIView"]
    }
}

/// One pass over a tree, with each node's frame in screen coordinates.
struct AuditWalk {
    let audit: LayoutAudit
    let device: Device
    let template: String
    var findings: [Diagnostic] = []
    /// A file's text, for its annotations; read once a file.
    var source: (String) -> SourceText? = { _ in nil }
    var annotationsByFile: [String: AuditAnnotations] = [:]
    /// A hair under a pixel: frames placed on the pixel grid compare within it.
    static let tolerance = 0.01
    static let minimumTouchTarget = 44.0

    init(audit: LayoutAudit, device: Device, template: String = "") {
        self.audit = audit
        self.device = device
        self.template = template
    }

    /// The annotations of `file` (none when its text cannot be had).
    mutating func annotations(_ file: String) -> AuditAnnotations {
        if let known = annotationsByFile[file] { return known }
        let read = source(file).map { AuditAnnotations.read($0, file: file) } ?? AuditAnnotations()
        annotationsByFile[file] = read
        return read
    }

    /// Nesting is bounded by the formats' depth limits, so recursion is safe here.
    mutating func visit(_ node: RenderedNode, origin: Point, parent: (node: RenderedNode, frame: Rect, isRoot: Bool)?, isScrolled: Bool) {
        let frame = Rect(x: origin.x + node.frame.x, y: origin.y + node.frame.y, width: node.frame.width, height: node.frame.height)
        let ancestry = audit.ancestry(of: node)
        let draws = Self.drawsContent(node, ancestry: ancestry)
        let isControl = ancestry.contains("UIControl")
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        if parent != nil {
            checkText(node, ancestry: ancestry)
            if draws, node.frame.width <= Self.tolerance || node.frame.height <= Self.tolerance {
                report(.zeroSize, node, "\(Self.name(node)) draws \(node.text != nil ? "text" : "content") but is \(Self.size(node.frame))")
            }
            if !isScrolled, Self.isOutside(frame, screen) {
                report(.offscreen, node, "\(Self.name(node)) at \(Self.origin(frame)) is wholly outside the \(Self.size(screen)) screen")
            } else if let parent, !isScrolled, parent.isRoot || Self.clips(parent.node), !Self.contains(parent.frame, frame) {
                report(.outsideParent, node, "\(Self.name(node)) (\(Self.describe(frame))) reaches outside \(Self.name(parent.node)) (\(Self.describe(parent.frame))), which clips it")
            }
            if ancestry.contains(where: { ["UIButton", "UIStepper", "UISegmentedControl"].contains($0) }),
               node.frame.width + Self.tolerance < Self.minimumTouchTarget || node.frame.height + Self.tolerance < Self.minimumTouchTarget {
                report(.touchTarget, node, "\(Self.name(node)) is \(Self.size(node.frame)): a touch target should be at least 44 × 44 pt")
            }
            if isControl, !isScrolled, let bar = unsafeBar(touchedBy: frame) {
                report(.underUnsafeArea, node, "\(Self.name(node)) is under the \(bar) of \(device.name)")
            }
        }
        let childScrolled = isScrolled || ancestry.contains("UIScrollView")
        var drawing: [(node: RenderedNode, frame: Rect)] = []
        for child in node.children {
            let childFrame = Rect(x: frame.x + child.frame.x, y: frame.y + child.frame.y, width: child.frame.width, height: child.frame.height)
            if Self.drawsContent(child, ancestry: audit.ancestry(of: child)), !Self.isHidden(child) {
                drawing.append((child, childFrame))
            }
        }
        for (later, earlier) in Self.overlappingPairs(drawing.map(\.frame)) {
            let (child, other) = (drawing[later], drawing[earlier])
            report(.overlap, child.node, "\(Self.name(child.node)) (\(Self.describe(child.frame))) overlaps \(Self.name(other.node)) (\(Self.describe(other.frame)))",
                   other: other.node)
        }
        for child in node.children {
            visit(child, origin: Point(x: frame.x, y: frame.y), parent: (node, frame, parent == nil), isScrolled: childScrolled)
        }
    }

    /// Labels, buttons and fields that draw text: cut short, or taller than the view.
    private mutating func checkText(_ node: RenderedNode, ancestry: [String]) {
        guard let text = node.text, text.lineCount > 0 else { return }
        let isLabel = ancestry.contains("UILabel")
        let lines = isLabel ? Self.number(node, "numberOfLines").map(Int.init) ?? 1 : 1
        let height = Double(text.lineCount) * text.lineHeight
        if isLabel, height > node.frame.height + 0.5 {
            report(.textClipped, node, "\(Self.name(node)) is \(Self.number(node.frame.height)) pt high but its \(text.lineCount) line\(text.lineCount == 1 ? "" : "s") of text need \(Self.number((height * 100).rounded() / 100)) pt")
        }
        // A view with no width is zero-size's finding, not a truncation.
        guard node.frame.width > Self.tolerance, let content = Self.string(node, isLabel ? "text" : "title") else { return }
        // A pixel of slack: edges rounded to the pixel grid may take a fraction of one from a
        // width measured to fit.
        let measured = TextMeasurer(scale: device.scale).measure(
            content, font: ResolvedFont(face: text.face, size: text.size),
            maxWidth: max(node.frame.width, 0) + 1 / device.scale, numberOfLines: lines)
        if lines == 1 ? measured.exactSize.width > node.frame.width + 1 / device.scale : measured.isTruncated {
            let why = lines == 1 ? "is wider than its \(Self.number(node.frame.width)) pt" : "needs more than its \(lines) lines"
            report(.textTruncated, node, "\(Self.name(node))'s text \"\(Self.excerpt(content))\" \(why): it is cut short")
        }
    }

    /// `status bar` or `home indicator` when `frame` reaches into the device's unsafe insets.
    private func unsafeBar(touchedBy frame: Rect) -> String? {
        if device.insets.top > 0, frame.y < device.insets.top - Self.tolerance, frame.y + frame.height > Self.tolerance {
            return device.insets.top > 20 ? "status bar and sensor housing" : "status bar"
        }
        if device.insets.bottom > 0, frame.y + frame.height > device.height - device.insets.bottom + Self.tolerance,
           frame.y < device.height - Self.tolerance {
            return "home indicator"
        }
        return nil
    }

    /// The engine's conflicts and ambiguities (the render's warnings that carry a
    /// `LayoutFinding`) as findings of `conflict` and `ambiguous`: at the warning's position
    /// (the broken constraint, or the ambiguous view), naming the views involved, with its
    /// notes. Ignored when an entry or an annotation ignores the rule at any of those views.
    mutating func reportEngineFindings(_ warnings: [Diagnostic], tree: RenderedNode) {
        // The first node written at each place (rows made from one cell share theirs).
        var nodes: [LayoutFinding.View: RenderedNode] = [:]
        var pending = [tree]
        while let node = pending.popLast() {
            let place = LayoutFinding.View(file: node.file, position: node.position)
            if nodes[place] == nil { nodes[place] = node }
            pending += node.children.reversed()
        }
        for warning in warnings {
            guard let finding = warning.layoutFinding else { continue }
            let rule = AuditRule(finding.kind)
            guard audit.rules.contains(rule) else { continue }
            let views = finding.views.compactMap { nodes[$0] }
            let ignored = views.isEmpty
                ? audit.ignores.contains { $0.matches(rule, file: warning.file ?? template, template: template) }
                : views.contains { view in
                    audit.ignores.contains { $0.matches(rule, node: view, template: template) }
                        || annotations(view.file).ignores(rule, at: view.position, name: view.id)
                }
            guard !ignored else { continue }
            var found = warning
            found.severity = audit.errors.contains(rule) ? .error : .warning
            let names = views.map(Self.name).joined(separator: ", ")
            found.message = "\(rule.rawValue): " + (names.isEmpty ? "" : names + " — ") + warning.message
            findings.append(found)
        }
    }

    /// A finding at `node`, unless its rule is off or ignored — for an overlap, ignored at
    /// either of the two views (`other`).
    private mutating func report(_ rule: AuditRule, _ node: RenderedNode, _ message: String, other: RenderedNode? = nil) {
        guard audit.rules.contains(rule) else { return }
        for view in [node] + (other.map { [$0] } ?? []) {
            if audit.ignores.contains(where: { $0.matches(rule, node: view, template: template) })
                || annotations(view.file).ignores(rule, at: view.position, name: view.id) { return }
        }
        findings.append(Diagnostic(
            severity: audit.errors.contains(rule) ? .error : .warning, message: "\(rule.rawValue): \(message)", file: node.file,
            range: SourceRange(at: node.position)))
    }

    // MARK: What a node is

    /// Text, an image, or a control: what a person sees; plain views and containers are
    /// backgrounds, which content may cover.
    static func drawsContent(_ node: RenderedNode, ancestry: [String]) -> Bool {
        node.text != nil || ancestry.contains("UIImageView") || ancestry.contains("UIControl")
    }

    static func isHidden(_ node: RenderedNode) -> Bool {
        if case .bool(true)? = value(node, "isHidden") ?? value(node, "hidden") { return true }
        if let alpha = number(node, "alpha"), alpha <= 0 { return true }
        return false
    }

    /// A superview clips when it says so; the root is the screen.
    static func clips(_ node: RenderedNode) -> Bool {
        if case .bool(true)? = value(node, "clipsToBounds") ?? value(node, "layer.masksToBounds") { return true }
        return false
    }

    static func value(_ node: RenderedNode, _ name: String) -> Value? {
        node.props.last { $0.name == name }?.value
    }

    static func number(_ node: RenderedNode, _ name: String) -> Double? {
        if case .number(let number)? = value(node, name) { return number }
        return nil
    }

    static func string(_ node: RenderedNode, _ name: String) -> String? {
        if case .string(let text)? = value(node, name) { return text }
        return nil
    }

    // MARK: Geometry

    /// The pairs of `frames` that overlap, as (later index, earlier index) in document order.
    /// A sweep down the frames sorted by top compares each only with those still open at its
    /// top, so a long column or a grid of siblings costs about one comparison per neighbour,
    /// not one per pair.
    static func overlappingPairs(_ frames: [Rect]) -> [(Int, Int)] {
        let order = frames.indices.sorted { frames[$0].y < frames[$1].y }
        var open: [Int] = []
        var pairs: [(Int, Int)] = []
        for index in order {
            let top = frames[index].y
            open.removeAll { frames[$0].y + frames[$0].height <= top + tolerance }
            for other in open where overlapArea(frames[other], frames[index]) > tolerance {
                pairs.append((max(index, other), min(index, other)))
            }
            open.append(index)
        }
        return pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    /// Wholly outside `screen` (touching its edge from outside counts as outside).
    static func isOutside(_ frame: Rect, _ screen: Rect) -> Bool {
        if frame.width <= tolerance || frame.height <= tolerance {
            // No extent: outside when its origin is (zero-size reports the size).
            return frame.x < screen.x || frame.y < screen.y || frame.x > screen.x + screen.width || frame.y > screen.y + screen.height
        }
        return frame.x >= screen.x + screen.width || frame.y >= screen.y + screen.height
            || frame.x + frame.width <= screen.x || frame.y + frame.height <= screen.y
    }

    static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return width > 0 && height > 0 ? width * height : 0
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.x + inner.width <= outer.x + outer.width + tolerance
            && inner.y + inner.height <= outer.y + outer.height + tolerance
    }

    // MARK: Wording

    static func name(_ node: RenderedNode) -> String {
        node.id.map { "\(node.className)#\($0)" } ?? node.outlet.map { "\(node.className) (\($0))" } ?? node.className
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func size(_ frame: Rect) -> String { "\(number(frame.width)) × \(number(frame.height)) pt" }
    static func origin(_ frame: Rect) -> String { "(\(number(frame.x)), \(number(frame.y)))" }
    static func describe(_ frame: Rect) -> String { "\(origin(frame)) \(size(frame))" }

    static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
