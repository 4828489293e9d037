import Diagnostics
import Expressions
import FileAccess
import LayoutEngine
import Project
import Server

extension LiveReloadServer {
    /// Read-only HTTP on the line protocol's port (PROTOCOL.md "HTTP"). Runs on the
    /// connection's queue; anything that renders hops onto the render queue.
    func answer(_ request: HTTPRequest, on connection: Connection) -> HTTPReply {
        let segments = request.path.segments
        if request.isCrossOrigin, let first = segments.first, Self.projectRoutes.contains(first) {
            return .response(.text(
                "cross-origin request refused: /\(first) answers only pages served by this server (open the viewer at its / instead)",
                status: .forbidden))
        }
        switch segments.first {
        case nil:
            return .response(viewerFile("index.html"))
        case "templates":
            let path = segments.dropFirst().joined(separator: "/")
            guard let dot = path.lastIndex(of: "."), Self.servedExtensions.contains(String(path[path.index(after: dot)...])),
                !ignorePredicateRules.rules.withLock({ $0.isIgnored(relativePath: path, isDirectory: false) })
            else { return .response(.text("\(path) is not a template or strings file of this project", status: .notFound)) }
            do {
                return .response(try FileRoot(root).response(for: path))
            } catch {
                return .response(.text("project root unavailable: \(error)", status: .internalServerError))
            }
        case "render":
            let path = segments.dropFirst().joined(separator: "/")
            let deviceName = request.query["device"]
            let variantText = request.query["variant"]
            queue.async { [self] in
                renderResponse(path, deviceName: deviceName, variantText: variantText) { connection.respond(.response($0)) }
            }
            return .deferred
        case "audit":
            let path = segments.dropFirst().joined(separator: "/")
            let deviceName = request.query["device"]
            let variantText = request.query["variant"]
            queue.async { [self] in
                auditResponse(path, deviceName: deviceName, variantText: variantText) { connection.respond(.response($0)) }
            }
            return .deferred
        case "status" where segments.count == 1:
            queue.async { [self] in connection.respond(.response(.json(ServerEvent.status(statusReport()).json))) }
            return .deferred
        case "devices" where segments.count == 1:
            queue.async { [self] in connection.respond(.response(.json(devicesReport()))) }
            return .deferred
        case "events" where segments.count == 1:
            let patterns = request.query.values(of: "subscribe")
            let deviceName = request.query["device"]
            let variantText = request.query["variant"]
            let states = request.query.values(of: "state")
            let patch = ["1", "true"].contains(request.query["patch"] ?? "")
            return .eventStream(opened: { [weak self] stream in
                guard let self else { return }
                queue.async {
                    self.openEventStream(stream, patterns: patterns, deviceName: deviceName, variantText: variantText, states: states,
                                         patch: patch)
                }
            })
        case "editor" where segments.count == 1:
            queue.async { [self] in
                connection.respond(.response(.json(.object([("root", .string(root)), ("url", .string(renderer.configuration.editorURL))]))))
            }
            return .deferred
        case "state" where segments.count == 1:
            queue.async { [self] in connection.respond(.response(.json(stateReport()))) }
            return .deferred
        case "fonts" where segments.count == 2:
            return .response(fontFile(segments[1]))
        case let name? where segments.count == 1 && Self.viewerAssetTypes.contains(name.split(separator: ".").last.map(String.init) ?? ""):
            return .response(viewerFile(name))
        default:
            return .response(.text("not found: \(request.path)", status: .notFound))
        }
    }

    /// What `/templates/` hands out: template candidates of every format, and strings files.
    static let servedExtensions = TemplateFormats.fileExtensions.union(["strings"])

    /// The routes that read or render the project: refused to other sites' pages.
    static let projectRoutes: Set<String> = ["templates", "render", "audit", "status", "events", "devices", "state", "editor"]

    /// What the viewer's folder may hand out, by extension (its page, styles, script, icons).
    static let viewerAssetTypes: Set<String> = ["html", "css", "js", "svg", "png", "ico"]

    /// A file of the browser viewer (`Public/`), or for `/` the built-in page when the
    /// server was started without the viewer's folder.
    private func viewerFile(_ name: String) -> HTTPResponse {
        guard let folder = options.viewerDirectory, let files = try? FileRoot(folder) else {
            return name == "index.html"
                ? HTTPResponse(status: .ok, headers: [("Content-Type", ContentType.forPath(name))], body: Array(Self.viewerPage.utf8))
                : .text("not found: /\(name) (the viewer's folder was not found)", status: .notFound)
        }
        var response = files.response(for: name)
        response.headers.append(("Cache-Control", "no-cache"))
        return response
    }

    /// The font files the viewer may ask for: the faces text is measured in.
    static let fontFiles: Set<String> = Set(MetricFamily.allCases.flatMap { family in
        [(false, false), (true, false), (false, true), (true, true)].map { bold, italic in
            MetricFace(family: family, isBold: bold, isItalic: italic).fileName + ".ttf"
        }
    })

    /// `/fonts/NAME.ttf`: a Liberation face from the system's fonts (404 when the package is missing).
    private func fontFile(_ name: String) -> HTTPResponse {
        guard Self.fontFiles.contains(name) else { return .text("not found: /fonts/\(name) (not a face text is measured in)", status: .notFound) }
        guard let folder = options.fontDirectory, let files = try? FileRoot(folder) else {
            return .text("not found: /fonts/\(name): the Liberation fonts are not installed (apt-get install fonts-liberation2)", status: .notFound)
        }
        var response = files.response(for: name)
        response.headers.append(("Cache-Control", "max-age=86400"))
        return response
    }

    /// `/devices`: the presets, the project's own devices and the default, for the viewer's menu.
    private func devicesReport() -> JSON {
        let presetNames = Set(Device.presetNames)
        return .object([
            ("default", .string(defaultDevice.name)),
            ("presets", .array(Device.presets.map(\.json))),
            ("project", .array(renderer.configuration.devices.filter { !presetNames.contains($0.name) }.map(\.json))),
        ])
    }

    /// `/state`: the configuration's state, state per template and constants, for the viewer's state editor.
    private func stateReport() -> JSON {
        let configuration = renderer.configuration
        func object(_ values: [String: Value]) -> JSON { .object(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }) }
        return .object([
            ("state", object(configuration.state)),
            ("template_state", .object(configuration.templateState.sorted { $0.key < $1.key }.map { ($0.key, object($0.value)) })),
            ("constants", object(configuration.constants)),
        ])
    }

    /// `/render/PATH?device=D&variant=V`: the `render` or `error` object, rendered on a lane.
    private func renderResponse(_ path: String, deviceName: String?, variantText: String?, respond: @escaping (HTTPResponse) -> Void) {
        rendered(path, deviceName: deviceName, variantText: variantText, respond: respond) { [self] outcome in
            respond(.json(outcome.event(revision: project.record(of: path)?.revision ?? 0)))
        }
    }

    /// `/audit/PATH?device=NAME&variant=V`: the template's audit findings on that device and variant (docs/AUDITS.md),
    /// as `check --audit --format json` prints them, with the revision they are of — what the
    /// viewer draws over the frames. A Red Box has none.
    private func auditResponse(_ path: String, deviceName: String?, variantText: String?, respond: @escaping (HTTPResponse) -> Void) {
        rendered(path, deviceName: deviceName, variantText: variantText, respond: respond) { [self] outcome in
            // The project's levels and ignores, its annotations read from the sources.
            let sources = renderer.sources
            let findings = LayoutAudit(configuration: renderer.configuration, catalog: renderer.context.catalog).findings(in: outcome) { path in
                sources.sourceText(path) ?? (try? sources.bytes(path)).map { SourceText(utf8: $0) }
            }
            respond(.json(.object([
                ("event", "audit"), ("template", .string(path)), ("revision", .number(Double(project.record(of: path)?.revision ?? 0))),
                ("device", outcome.device.json),
            ] + outcome.variantMember + [("findings", .array(findings.map(\.json)))])))
        }
    }

    /// Renders a template of the project on the named device (else the default) and variant for
    /// an HTTP answer; what cannot be rendered is answered here.
    private func rendered(_ path: String, deviceName: String?, variantText: String?, respond: @escaping (HTTPResponse) -> Void,
                          then answer: @escaping (RenderOutcome) -> Void) {
        guard project.record(of: path) != nil else { return respond(.text("\(path) is not a template of this project", status: .notFound)) }
        var variant = defaultVariant
        if let deviceName {
            do {
                variant.device = try Device.parse(deviceName, presets: renderer.configuration.devices)
            } catch {
                return respond(.text("device: \(error)", status: .badRequest))
            }
        }
        if let variantText {
            switch parseVariant(variantText, deviceGiven: deviceName != nil) {
            case let .success((device, style)):
                variant.device = device ?? variant.device
                variant.style = style
            case let .failure(message):
                return respond(.text(message.message, status: .badRequest))
            }
        }
        render(path, variant: variant) { outcome in
            guard let outcome else { return respond(.text("\(path) changed while it rendered: ask again", status: .serviceUnavailable)) }
            answer(outcome)
        }
    }

    /// `?variant=V` and `VARIANT V`: the variant in the one grammar (`RenderVariant`), as the
    /// device it names (nil for none) and the rest; or the message refusing it.
    func parseVariant(_ text: String, deviceGiven: Bool) -> Result<(Device?, Project.RenderVariant), VariantRefusal> {
        let presets = renderer.configuration.devices
        do {
            let variant = try Project.RenderVariant.parse(text, devices: presets.map(\.name))
            if deviceGiven, let named = variant.device {
                return .failure(VariantRefusal(message: "variant: it names a device (\(named)) and device= gives one: give the device in one place"))
            }
            return .success(((try? variant.resolvedDevice(presets: presets)) ?? nil, variant.style))
        } catch {
            return .failure(VariantRefusal(message: "variant: \(error)"))
        }
    }

    /// Why a variant was refused, in the words sent back.
    struct VariantRefusal: Error {
        var message: String
    }

    /// `/events`: an event-stream client with the query's subscriptions and device (`patch=1`:
    /// each subscription as `SUBSCRIBE PATTERN patch`).
    /// `states`: `PATTERN JSON` each, applied as `STATE PATTERN JSON` before subscribing.
    private func openEventStream(_ stream: Connection, patterns: [String], deviceName: String?, variantText: String?, states: [String],
                                 patch: Bool) {
        connected(stream)
        guard let session = sessions[stream.id] else { return }
        if let deviceName {
            do {
                session.device = try Device.parse(deviceName, presets: renderer.configuration.devices)
            } catch {
                stream.send(ServerEvent.protocolError("device: \(error)"))
                return
            }
        }
        if let variantText {
            switch parseVariant(variantText, deviceGiven: deviceName != nil) {
            case let .success((device, style)):
                session.device = device ?? session.device
                session.style = style
            case let .failure(message):
                stream.send(ServerEvent.protocolError(message.message))
                return
            }
        }
        for state in states {
            let parts = state.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, TemplatePattern.problem(with: parts[0]) == nil, let json = try? JSON.parse(parts[1]) else {
                stream.send(ServerEvent.protocolError("state: expected PATTERN JSON, got \(state.prefix(200))"))
                continue
            }
            setState(session, target: TemplatePattern(parts[0]), overrides: json)
        }
        for pattern in patterns {
            if let problem = TemplatePattern.problem(with: pattern) {
                stream.send(ServerEvent.protocolError("subscribe: \(problem)"))
                continue
            }
            subscribe(session, to: TemplatePattern(pattern), patch: patch)
        }
    }

    /// `/` when the viewer's folder (`Public/`) cannot be found: the raw event stream.
    static let viewerPage = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>layout-serve</title></head>
        <body>
        <h1>layout-serve</h1>
        <p>The viewer's files (<code>Public/</code>) were not found next to this server. Meanwhile: <a href="/status">/status</a>,
        <code>/render/PATH?device=D</code>, <code>/events?subscribe=**</code> (Server-Sent Events).</p>
        <pre id="log"></pre>
        <script>
        const log = document.getElementById("log");
        new EventSource("/events?subscribe=**").onmessage = (message) => {
          const event = JSON.parse(message.data);
          log.textContent = `${event.event} ${event.template ?? ""} ${event.revision ?? ""}\\n` + log.textContent;
        };
        </script>
        </body></html>
        """
}
