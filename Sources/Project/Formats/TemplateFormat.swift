import Diagnostics
import Expressions
import LayoutEngine

/// A layout format's front end: which project files it claims, and how it renders one of
/// them into the one `render`/`error` outcome every client understands.
///
/// The Project stage, the server, `check`, `render`, `reload` and the viewer see formats
/// only through this protocol: adding a format adds a type, never a branch in them.
/// Implementations are used from one queue at a time (the renderer's caller's).
public protocol TemplateFormat: AnyObject {
    /// The name `layout-serve.json` `formats` uses (`layout`).
    static var name: String { get }
    /// The extensions, without the dot, of the files it may claim.
    static var fileExtensions: Set<String> { get }
    /// A front end with empty caches.
    init()
    /// Whether the file at `path` (with one of `fileExtensions`) is a document of this
    /// format. A file that cannot be parsed is claimed when its extension is the format's
    /// own, so that its errors show; a file that does not exist is not.
    func claims(_ path: String, in project: ProjectContext) -> Bool
    /// `claims(_:in:)` asked by a render of `path` that follows at once (the file was not
    /// claimed yet, or changed): a format whose claim parses the file may keep that parse for
    /// the render, which then reads the file only to check it is the same.
    func claimsForRender(_ path: String, in project: ProjectContext) -> Bool
    /// Renders `path` for one device and state.
    func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome
    /// The files `path` reads (itself and every include it reached or tried), without rendering.
    func dependencies(of path: String, in project: ProjectContext) -> Set<String>
    /// Forgets cached work that read any of `files`.
    func forget(dependingOn files: Set<String>)
    /// The names that the changed `files` (whose new content the sources hold, after
    /// `forget(dependingOn:)`) declared before or declare now: a template whose last render
    /// looked one of them up (`RenderOutcome.usedNames`) is affected though it did not read
    /// those files — a SwiftLayout layout that named a class a new file now declares.
    func names(declaredBy files: Set<String>, in project: ProjectContext) -> Set<String>
    /// Forgets cached work that read any of the strings `keys`; returns the paths affected.
    func forget(usingStringKeys keys: Set<String>) -> Set<String>
    /// Forgets every cached work (the configuration changed).
    func forgetAll()
    /// The localized-string keys the document at `path` names, where it names them (an
    /// included file's keys are its own, not its includer's), for `layout-serve strings`;
    /// throws `UnreadableDocument` when the document cannot be read far enough to tell.
    func stringKeys(of path: String, in project: ProjectContext) throws -> Set<String>
    /// Why a file with one of `fileExtensions` that this format does not claim is not one of
    /// its documents, as the format's own error when it has one (Layout's `Invalid root
    /// element <div>`); nil leaves the product's general answer.
    func refusal(of path: String, in project: ProjectContext) -> Diagnostic?
    /// What an app running the format's own library reloads when `path` changes, pushed as
    /// it is (the EverLayout Bridge's wire): the bytes and the name the app routes them by, or
    /// why the app could not use them; nil for a format whose apps have no such library.
    func devicePush(of path: String, in project: ProjectContext) -> Result<DevicePush, DevicePush.Withheld>?
    /// The layout of the format's last render of `path` as its own code builds it, printed as
    /// SwiftLayout's `LayoutPrinter` does (anchors included, views by name): only a format
    /// whose documents are SwiftLayout code has one; nil has `render --format
    /// swiftlayout-tree` print the tree of the code the export writes.
    func printedLayoutTree(of path: String) -> String?
}

/// A document for apps that reload it themselves, and the name they route it by.
public struct DevicePush: Sendable {
    public var bytes: [UInt8]
    public var name: String

    /// Why a changed document is not pushed, in the words the server logs.
    public struct Withheld: Error, Sendable, CustomStringConvertible {
        public var description: String
    }
}

/// Why a document's string keys could not be read (malformed XML, an expression that does
/// not parse), in the words the report prints.
public struct UnreadableDocument: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}

extension TemplateFormat {
    /// None: a template is affected only by the files its render read (`dependencies`).
    public func names(declaredBy files: Set<String>, in project: ProjectContext) -> Set<String> { [] }

    public func refusal(of path: String, in project: ProjectContext) -> Diagnostic? { nil }

    /// The claim alone: nothing is kept for the render.
    public func claimsForRender(_ path: String, in project: ProjectContext) -> Bool { claims(path, in: project) }

    /// None: no app reloads this format's documents by itself.
    public func devicePush(of path: String, in project: ProjectContext) -> Result<DevicePush, DevicePush.Withheld>? { nil }

    /// None: the tree comes from the exported code.
    public func printedLayoutTree(of path: String) -> String? { nil }

    /// None: a format without localized strings (EverLayout reads none).
    public func stringKeys(of path: String, in project: ProjectContext) throws -> Set<String> { [] }

    public var name: String { Self.name }
    public var fileExtensions: Set<String> { Self.fileExtensions }
}

/// Every format the product reads, in the order they are asked to claim a file.
public enum TemplateFormats {
    // MarkupKit before Layout: both read `.xml`, and MarkupKit claims only its own documents.
    // (Computed: an array of existential metatypes is not Sendable, so it cannot be a stored global.)
    public static var all: [any TemplateFormat.Type] { [MarkupKitFormat.self, LayoutTemplateFormat.self, EverLayoutFormat.self, SwiftLayoutFormat.self] }

    /// The names `layout-serve.json` `formats` may use.
    public static var names: [String] { all.map { $0.name } }

    /// The extensions of the files some format may claim.
    public static let fileExtensions: Set<String> = all.reduce(into: []) { $0.formUnion($1.fileExtensions) }
}

/// What a format renders with: the project's files, configuration, strings and classes.
public struct ProjectContext {
    public let sources: ProjectSources
    public let configuration: ProjectConfiguration
    public let strings: [String: String]
    public let catalog: UIKitCatalog
}

extension ProjectContext {
    /// A render for the project's device, layout mode and state (a `check`, a strings report).
    func defaultRequest(for path: String) -> RenderRequest {
        RenderRequest(device: configuration.device, mode: configuration.layoutMode,
                      state: configuration.state.merging(configuration.templateState[path] ?? [:]) { $1 }, constants: [:])
    }

    /// What a front end that reads a whole document starts from: an outcome for `path` with
    /// nothing rendered yet, and the document's bytes — or, when they cannot be read, that
    /// outcome with the reason (`missing` names a file that is not there).
    func startRender(_ path: String, _ request: RenderRequest, missing: String) -> (RenderOutcome, bytes: [UInt8]?) {
        var outcome = RenderOutcome(
            template: path, device: request.device, tree: nil, errors: [], warnings: [], dependencies: [path], stringKeys: [],
            timing: .init(parse: 0, layout: 0, total: 0))
        do {
            return (outcome, try sources.bytes(path))
        } catch {
            let message = switch error {
            case .notFound: missing
            case let .unreadable(reason): reason
            case .invalidXML: "\(path) could not be read"
            }
            outcome.errors = [Diagnostic(message: message, file: path)]
            return (outcome, nil)
        }
    }
}

/// One render's parameters, the same for every format.
public struct RenderRequest: Sendable {
    public var device: Device
    public var mode: LayoutMode
    /// Project, template and client state, merged in that order.
    public var state: [String: Value]
    /// Constants beyond the project's (the CLI's `--constants`).
    public var constants: [String: Value]
    /// The text size, direction, language and pseudo-localisation (the device is `device`);
    /// `project.strings` are already the variant's.
    public var variant: RenderVariant = .standard
}
