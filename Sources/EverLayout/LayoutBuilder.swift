import AutoLayout
import Constraints
import Diagnostics

/// `EverLayout.build(onView:viewEnvironment:)` (R-EL-BUILD) over a read document: which views
/// exist and where they go (R-EL-TARGET, R-EL-INDEX, R-EL-ZINDEX), their effective properties
/// (R-EL-TEMPLATE-PROPERTIES), and every constraint with its missing parts inferred (R-EL-INFER
/// to R-EL-ANCESTRY). `solve` then lays them out.
struct LayoutBuilder {
    /// The document built from; a render from a saved file's last render patches its numbers.
    var document: LayoutDocument
    let options: EverLayoutOptions
    let file: String
    var log: ProblemLog

    /// What became of one view model (by index into `document.views`).
    struct ViewState {
        var hasView = false
        var className = "UIView"
        var ancestry = ["UIView"]
        var isPlaced = false
        /// Placed subviews, back to front.
        var children: [Int] = []
        var properties: [(name: String, value: String)] = []
    }

    private(set) var views: [ViewState]
    /// The surviving model of each id (the last in walk order).
    private(set) var modelByID: [String: Int] = [:]
    var built: [PendingConstraint] = []
    /// Each model's `superview(of:)`, once the views are located (before, empty).
    private(set) var superviews: [Int?] = []
    /// Per model, worked out once by `indexModels` (every step asks, and ids hash slowly):
    /// whether it is the model its id names (`isSurviving`), and the model its parent's id names.
    private(set) var surviving: [Bool] = []
    private(set) var parentModel: [Int?] = []

    init(document: LayoutDocument, options: EverLayoutOptions, file: String, log: ProblemLog) {
        self.document = document
        self.options = options
        self.file = file
        self.log = log
        views = Array(repeating: ViewState(), count: document.views.count)
    }

    var traits: Traits {
        options.traits ?? Traits.forRoot(width: options.rootWidth, height: options.rootHeight)
    }

    mutating func build() {
        indexModels()
        locateViews()
        let childrenByParent = survivingChildren()
        place(0, childrenByParent: childrenByParent)
        reportOrphans()
        applyProperties()
        superviews = document.views.indices.map(findSuperview(of:))
        // One constraint per argument and left-hand attribute of each view's own entries (the
        // templates' may add more).
        built.reserveCapacity(document.views.reduce(0) { sum, view in
            view.constraints.reduce(sum) { $0 + $1.arguments.count * $1.attributes.count }
        })
        for index in document.views.indices where isSurviving(index) && views[index].hasView {
            establishConstraints(of: index)
        }
    }

    func isSurviving(_ index: Int) -> Bool {
        if index < surviving.count { return surviving[index] }
        return index == 0 || modelByID[document.views[index].id] == index
    }

    // MARK: Views

    /// R-EL-INDEX: a repeated id updates the model already indexed; the last occurrence wins.
    private mutating func indexModels() {
        modelByID.reserveCapacity(document.views.count)
        // By index, each model read in place (a copy retains every string and array it holds),
        // and each id hashed once: the earlier model of an id is what storing this one replaces.
        for index in document.views.indices {
            let id = document.views[index].id
            let earlier = index > 0 && id == "root" ? modelByID[id] : modelByID.updateValue(index, forKey: id)
            if let earlier {
                log.warning(.duplicateViewID(id), at: document.views[index].keySpan,
                            notes: [("first declared here", document.views[earlier].keySpan)])
            }
        }
        var surviving = [Bool](repeating: false, count: document.views.count)
        for (_, index) in modelByID { surviving[index] = true }
        if !surviving.isEmpty { surviving[0] = true }
        self.surviving = surviving
        var parentModel: [Int?] = []
        parentModel.reserveCapacity(document.views.count)
        for index in document.views.indices { parentModel.append(document.views[index].parentID.flatMap { modelByID[$0] }) }
        self.parentModel = parentModel
    }

    /// R-EL-TARGET: the root is the build target, `!` views are made from their class, the others
    /// come from the environment.
    private mutating func locateViews() {
        // Sorted once, not for every view the app does not provide.
        let environmentNames = options.environment.keys.sorted()
        var lastClass: (name: String, ancestry: [String])?
        // By index: a copy of each model retains everything it holds.
        for index in document.views.indices where isSurviving(index) {
            var className: String?
            if index == 0 {
                className = options.environment["root"] ?? "UIView"
            } else if document.views[index].isNew {
                className = "UIView"
                if let declared = document.views[index].declaredClass {
                    if let known = options.catalog.viewClass(named: declared), known.root == .view {
                        className = declared
                    } else {
                        let model = document.views[index]
                        let span = log.span(inString: model.keySpan, offset: model.rawID.utf8.count - declared.utf8.count, length: declared.utf8.count)
                        log.warning(.unknownClass(declared), at: span,
                                    suggestions: Suggestions.bestMatches(for: declared, in: options.catalog.classNames, limit: 3))
                    }
                }
            } else if let provided = options.environment[document.views[index].id] {
                className = provided
            } else {
                let model = document.views[index]
                log.warning(.missingEnvironmentView(model.id), at: model.keySpan,
                            suggestions: Suggestions.bestMatches(for: model.id, in: environmentNames, limit: 3))
            }
            guard let className else { continue }
            views[index].hasView = true
            views[index].className = className
            // Most views share a class (UIView): its ancestry is looked up once a run of them.
            let ancestry: [String]
            if let lastClass, lastClass.name == className {
                ancestry = lastClass.ancestry
            } else {
                ancestry = options.catalog.viewClass(named: className)?.ancestry ?? [className, "UIView"]
                lastClass = (className, ancestry)
            }
            views[index].ancestry = ancestry
        }
    }

    /// The surviving views that have a view, by the model their parent's id names (the one
    /// placed under that id), in document order: one pass, so placing a view does not scan
    /// every other view for its children.
    private func survivingChildren() -> [[Int]] {
        var children = [[Int]](repeating: [], count: document.views.count)
        for index in document.views.indices.dropFirst() where isSurviving(index) && views[index].hasView {
            guard let parent = parentModel[index] else { continue }
            children[parent].append(index)
        }
        return children
    }

    /// R-EL-ZINDEX: subviews added in ascending z-index, ties in document order. `index` is a
    /// surviving model: the children filed under its id are those under its index.
    private mutating func place(_ index: Int, childrenByParent: [[Int]]) {
        views[index].isPlaced = true
        let children = childrenByParent[index]
        // Children of one z-index (most) are in document order already: no sort.
        let zIndex = children.first.map { document.views[$0].zIndex }
        let ordered = children.allSatisfy({ document.views[$0].zIndex == zIndex }) ? children : children.enumerated().sorted {
            (document.views[$0.element].zIndex, $0.offset) < (document.views[$1.element].zIndex, $1.offset)
        }.map(\.element)
        views[index].children = ordered
        for child in ordered where !views[child].isPlaced { place(child, childrenByParent: childrenByParent) }
    }

    private mutating func reportOrphans() {
        for index in document.views.indices where isSurviving(index) && views[index].hasView && !views[index].isPlaced {
            let model = document.views[index]
            // Up the superviews while they exist. A view declared inside a view of its own id
            // is, once the later declaration wins (R-EL-INDEX), its own ancestor: the walk stops at
            // the first view it meets again.
            var ancestor = model.parentID
            var visited: Set<Int> = [index]
            while let id = ancestor, let parent = modelByID[id], views[parent].hasView, visited.insert(parent).inserted {
                ancestor = document.views[parent].parentID
            }
            if let id = ancestor, let parent = modelByID[id], visited.contains(parent) {
                log.warning(.viewInsideItself(model.id, superview: id), at: model.keySpan)
            } else {
                log.warning(.orphanView(model.id, missingAncestor: ancestor ?? "?"), at: model.keySpan)
            }
        }
    }

    /// The templates a model names, found ones only (R-EL-TEMPLATES).
    mutating func templates(of index: Int, reporting: Bool = false) -> [Template] {
        document.views[index].templateNames.compactMap { name, span in
            if let template = document.templates[name] { return template }
            if reporting { log.warning(.unknownTemplate(name), at: span, suggestions: Suggestions.bestMatches(for: name, in: document.templates.keys.sorted())) }
            return nil
        }
    }

    /// R-EL-TEMPLATE-PROPERTIES: own properties, then each template's; the later wins.
    private mutating func applyProperties() {
        for index in document.views.indices where isSurviving(index) && views[index].hasView {
            let entries = document.views[index].properties + templates(of: index, reporting: true).flatMap(\.properties)
            var properties: [(name: String, value: String)] = []
            for entry in entries {
                if !PropertyTable.accepts(entry.name, ancestry: views[index].ancestry) {
                    log.warning(.unknownProperty(entry.name, className: views[index].className), at: entry.keySpan,
                                suggestions: Suggestions.bestMatches(for: entry.name, in: PropertyTable.names(forAncestry: views[index].ancestry), limit: 3))
                }
                if let existing = properties.firstIndex(where: { $0.name == entry.name }) {
                    properties[existing].value = entry.value
                } else {
                    properties.append((entry.name, entry.value))
                }
            }
            views[index].properties = properties
        }
    }
}
