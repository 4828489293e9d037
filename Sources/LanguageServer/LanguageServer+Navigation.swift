import Diagnostics
import Foundation
import Project
import TemplateTools
import Templates

extension LanguageServer {
    /// The Layout template a position request names, parsed, with what the cursor stands on.
    struct TargetContext {
        let document: OpenDocument
        let project: Workspace.Project
        let path: String
        let file: XMLFile
        /// The template's text as parsed (its UTF-8 offsets are the finder's).
        let text: TextDocument
        let offset: Int
        let target: NameTarget
    }

    /// The target under a position request's cursor; nil when the document is not a Layout
    /// template in a project, does not parse, or the cursor is on nothing with a definition.
    func targetContext(_ params: JSON?) throws(RequestError) -> TargetContext? {
        let (document, position) = try positionParams(params)
        guard document.isLayoutTemplate, let (project, path) = document.location,
              let file = try? XMLReader.read(document.text.bytes) else { return nil }
        let text = TextDocument(file.text)
        let offset = text.offset(of: position)
        let configuration = project.renderer.configuration
        let declared = Set(configuration.constants.keys).union(configuration.state.keys)
        guard let target = NameTarget.at(offset, in: file, path: path, declared: declared) else { return nil }
        return TargetContext(document: document, project: project, path: path, file: file, text: text, offset: offset, target: target)
    }

    /// `textDocument/definition` in a Layout template: an include's path → the file; `#id` → the
    /// element with that id (in this template, else in the project's); a macro or parameter →
    /// its `<macro>` or `<param>` (a parameter an including element sets → the included
    /// template's `<param>`), a constant or state key → its key in `layout-serve.json`;
    /// `strings.KEY` → the key in each `.strings` file; an outlet → every `outlet="…"` of that
    /// name; a project class → its entry in `layout-serve.json`. The other formats: `formatDefinition`.
    func definition(_ params: JSON?) throws(RequestError) -> JSON {
        let (document, position) = try positionParams(params)
        if let found = formatDefinition(document, position) { return found }
        guard let context = try targetContext(params) else { return .null }
        let project = context.project
        switch context.target {
        case let .include(path, _):
            guard documents.values.contains(where: { $0.location?.project === project && $0.location?.path == path })
                    || (try? project.renderer.sources.bytes(path)) != nil else { return .null }
            return location(path, LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)), in: project)
        case let .name(name, kind, span):
            switch kind {
            case .id, .outlet:
                // This template's declarations first: an id is found in the template it is written in.
                let here = declarations(of: name, kind: kind, in: context)
                if !here.isEmpty { return .array(here) }
                let declared = occurrences(of: name, kind: kind, in: project).filter { $0.file.declares($0.edit) }
                return .array(declared.map { location($0.file.path, $0.range, in: project) })
            case .variable:
                if let parameter = includedParameter(name, span: span, in: context) { return parameter }
                let here = declarations(of: name, kind: kind, in: context)
                if !here.isEmpty { return .array(here) }
                return configurationKey(name, in: project) ?? .null
            case .key:
                let keys = occurrences(of: name, kind: .key, in: project).filter { $0.file.path.hasSuffix(".strings") }
                return .array(keys.map { location($0.file.path, $0.range, in: project) })
            case .class:
                guard project.renderer.configuration.classes.contains(where: { $0.name == name }) else { return .null }
                return configurationKey(name, in: project) ?? .null
            }
        }
    }

    /// `textDocument/references`: every occurrence `layout-serve rename` would rename of the name
    /// under the cursor, across the project's templates (and `.strings` files for a key), the
    /// declarations left out unless `context.includeDeclaration`; for an include's path, every
    /// `xml=` and `template=` of the project that names the same file. The other formats: `formatReferences`.
    func references(_ params: JSON?) throws(RequestError) -> JSON {
        let (document, position) = try positionParams(params)
        let includeDeclaration = params?["context"]?["includeDeclaration"] != .bool(false)
        if let found = formatReferences(document, position, includeDeclaration: includeDeclaration) { return found }
        guard let context = try targetContext(params) else { return .null }
        let project = context.project
        switch context.target {
        case let .include(path, _):
            return .array(includes(of: path, in: project))
        case let .name(name, kind, _):
            let found = occurrences(of: name, kind: kind, in: project).filter { includeDeclaration || !$0.file.declares($0.edit) }
            return .array(found.map { location($0.file.path, $0.range, in: project) })
        }
    }

    // MARK: Finding

    /// What the rename finder finds of `name` as `kind` across the project (the open documents'
    /// text), each with the range of the name alone (see `nameSpan`).
    func occurrences(of name: String, kind: RenameKind, in project: Workspace.Project) -> [(file: ProjectOccurrences.File, range: LSPRange, edit: SourceEdit)] {
        let found = ProjectOccurrences(Renaming(old: name, new: name, kinds: [kind]), project: project, extra: openTemplates(of: project))
        return found.files.flatMap { file in
            file.changes.edits.map { edit in
                let span = Self.nameSpan(of: edit, name: name, in: file.text.bytes)
                return (file, LSPRange(start: file.text.position(ofOffset: span.lowerBound), end: file.text.position(ofOffset: span.upperBound)), edit)
            }
        }
    }

    /// The part of a rename edit's range that is the name itself: `title` of `#title.bottom`,
    /// `Home.Title` of `strings.Home.Title` or of a `.strings` file's `"Home.Title"`, `user` of
    /// `user.name`; the whole range otherwise.
    static func nameSpan(of edit: SourceEdit, name: String, in bytes: [UInt8]) -> Range<Int> {
        let range = edit.range
        guard range.upperBound <= bytes.count, !range.isEmpty else { return range }
        let written = bytes[range]
        let length = name.utf8.count
        func span(from start: Int, length: Int) -> Range<Int> {
            length >= 0 && start + length <= range.upperBound ? start..<start + length : range
        }
        switch edit.kind {
        case .id where written.first == UInt8(ascii: "#"):
            return span(from: range.lowerBound + 1, length: length)
        case .key where written.starts(with: "strings.".utf8):
            return span(from: range.lowerBound + 8, length: length)
        case .key where written.starts(with: "`strings.".utf8):
            return span(from: range.lowerBound + 9, length: range.count - 10)
        case .key where written.first == UInt8(ascii: "\""):
            return span(from: range.lowerBound + 1, length: range.count - 2)
        case .variable where written.starts(with: name.utf8):
            return span(from: range.lowerBound, length: length)
        default:
            return range
        }
    }

    /// The project-relative paths of the open documents of `project`.
    func openTemplates(of project: Workspace.Project) -> [String] {
        documents.values.compactMap { $0.location?.project === project ? $0.location?.path : nil }
    }

    /// The declarations of `name` as `kind` in the request's own template.
    private func declarations(of name: String, kind: RenameKind, in context: TargetContext) -> [JSON] {
        let edits = Renaming(old: name, new: name, kinds: [kind]).changes(in: context.file).edits
        let declared = ProjectOccurrences.declarations(in: context.file.root)
        return edits.filter { declared.contains($0.position) }.map { edit in
            location(context.path, LSPRange(start: context.text.position(ofOffset: edit.range.lowerBound),
                                            end: context.text.position(ofOffset: edit.range.upperBound)), in: context.project)
        }
    }

    /// A parameter set by name on an element that includes a template (`<UIView template="Card.xml"
    /// title="…"/>`): the included template's `<param name="title">`.
    private func includedParameter(_ name: String, span: Range<Int>, in context: TargetContext) -> JSON? {
        let position = SourceText(context.file.text).position(atOffset: span.lowerBound)
        guard let tag = Self.innermostTag(in: context.file.root, containing: position),
              tag.attributes.contains(where: { $0.nameRange.start == position }),
              let reference = tag.attribute(named: "template") ?? tag.attribute(named: "xml"),
              case let .success(path) = IncludePath.resolve(reference.value, from: context.path),
              let included = try? context.project.renderer.sources.xmlFile(path) else { return nil }
        let parameter = included.root.elements.first { $0.name == "param" && $0.attribute(named: "name")?.value == name }
        guard let value = parameter?.attribute(named: "name")?.valueRange else { return nil }
        let text = TextDocument(included.text)
        return location(path, text.range(of: SourceRange(start: value.start, end: value.end)), in: context.project)
    }

    /// The `"name":` key in the project's `layout-serve.json` (a constant, a state key, a class).
    private func configurationKey(_ name: String, in project: Workspace.Project) -> JSON? {
        guard project.isConfigured, let bytes = try? project.renderer.sources.bytes(ProjectConfiguration.fileName, honouringIgnoreRules: false) else { return nil }
        let quoted = Array("\"\(name)\"".utf8)
        var index = 0
        while index + quoted.count <= bytes.count {
            if bytes[index] == quoted[0], bytes[index..<index + quoted.count].elementsEqual(quoted) {
                var after = index + quoted.count
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                    let text = TextDocument(bytes: bytes)
                    return location(ProjectConfiguration.fileName, LSPRange(start: text.position(ofOffset: index + 1), end: text.position(ofOffset: index + quoted.count - 1)), in: project)
                }
            }
            index += 1
        }
        return nil
    }

    /// Every `xml="…"` and `template="…"` of the project's Layout templates that names `path`.
    private func includes(of path: String, in project: Workspace.Project) -> [JSON] {
        let renderer = project.renderer
        let templates = Set(renderer.sources.listedFiles(withExtension: "xml")).union(openTemplates(of: project))
        var found: [JSON] = []
        for template in templates.sorted() where renderer.format(for: template)?.name == LayoutTemplateFormat.name {
            guard let file = try? renderer.sources.xmlFile(template) else { continue }
            var pending = [file.root]
            var ranges: [SourceRange] = []
            while let tag = pending.popLast() {
                for attribute in tag.attributes where attribute.name == "xml" || attribute.name == "template" {
                    if case .success(path) = IncludePath.resolve(attribute.value, from: template) { ranges.append(attribute.valueRange) }
                }
                pending += tag.elements.reversed()
            }
            guard !ranges.isEmpty else { continue }
            let text = TextDocument(file.text)
            for range in ranges.sorted(by: { $0.start < $1.start }) {
                found.append(location(template, text.range(of: range), in: project))
            }
        }
        return found
    }

    /// An LSP `Location` of a project file.
    func location(_ path: String, _ range: LSPRange, in project: Workspace.Project) -> JSON {
        .object([("uri", .string(uri(of: path, in: project))), ("range", range.json)])
    }

    /// The URI of a project file: an open document's as the client spelt it, else a `file://` URI.
    func uri(of path: String, in project: Workspace.Project) -> String {
        if let open = documents.values.first(where: { $0.location?.project === project && $0.location?.path == path }) { return open.uri }
        return Workspace.uri(ofPath: project.root == "/" ? "/" + path : project.root + "/" + path)
    }
}
