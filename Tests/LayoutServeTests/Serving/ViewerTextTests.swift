import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    /// The shared samples as projects: each folder's files, with the sample app's configuration.
    static func sampleProjects() throws -> [(name: String, files: [String: String])] {
        let samples = FixturePaths.samples
        func files(_ folder: String) throws -> [String: String] {
            let url = samples.appendingPathComponent(folder)
            var files: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".xml") || name.hasSuffix(".json") || name.hasSuffix(".strings") {
                files[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            }
            return files
        }
        var sampleApp = try files("layout-sampleapp")
        sampleApp["layout-serve.json"] = try String(contentsOf: samples.appendingPathComponent("layout-sampleapp-config/layout-serve.json"), encoding: .utf8)
        return [("layout-sampleapp", sampleApp), ("layout-perf", try files("layout-perf")), ("everlayout", try files("everlayout"))]
    }

    /// Loads every face the page declares; true once they are all in.
    static let loadAllFaces = "Promise.all([...document.fonts].map((face) => face.load())).then(() => { window.facesLoaded = true; }); true"

    /// For every label of every template: the lines drawn are the lines computed (count and
    /// text), each a single line box in the Liberation face; every line of a wrapping label
    /// fits its frame (the browser's glyph widths agree with the engine's), and the text sits
    /// inside the frame. Returns the counts and the problems found, as JSON text.
    static let compareLabels = #"""
        (() => {
          const problems = [], errors = [];
          let labels = 0, lines = 0;
          for (const path of [...viewer.templates.keys()].sort()) {
            const event = viewer.templates.get(path);
            if (event?.event !== "render") { errors.push(path); continue; }
            document.querySelector(`#templates [data-template="${CSS.escape(path)}"]`).click();
            const visit = (node, at) => {
              if (node.text && /Label/.test(node.class)) {
                labels += 1;
                const view = document.querySelector(`#screen .view[data-path="${at}"]`);
                const drawn = [...(view?.querySelectorAll(":scope > .text > .line") ?? [])];
                const texts = drawn.map((line) => line.textContent);
                const where = `${path} ${at} ${node.class}${node.id ? "#" + node.id : ""}`;
                if (JSON.stringify(texts) !== JSON.stringify(node.text.lines)) {
                  problems.push(`${where}: drew ${JSON.stringify(texts)}, computed ${JSON.stringify(node.text.lines)}`);
                }
                const hidden = view && getComputedStyle(view).display === "none";
                const numberOfLines = node.props.numberOfLines ?? 1;
                const truncated = numberOfLines > 0 && node.text.lines.length === numberOfLines;
                drawn.forEach((line, index) => {
                  lines += 1;
                  if (hidden) return;
                  if (!getComputedStyle(line).fontFamily.replace(/"/g, "").startsWith(node.text.face)) problems.push(`${where}: not in ${node.text.face}`);
                  if (Math.abs(line.offsetHeight - node.text.line_height) > 1) problems.push(`${where} line ${index}: ${line.offsetHeight}px high`);
                  const wraps = numberOfLines !== 1 && !(truncated && index === drawn.length - 1);
                  if (wraps && line.scrollWidth > Math.ceil(node.frame.width) + 1) {
                    problems.push(`${where} line ${index} ${JSON.stringify(line.textContent)}: ${line.scrollWidth}px wide in a ${node.frame.width} frame`);
                  }
                });
                const block = view?.querySelector(":scope > .text");
                const height = node.text.lines.length * node.text.line_height;
                if (!hidden && block && height <= node.frame.height + 0.5) {
                  const top = parseFloat(block.style.top);
                  if (top < -0.5 || top + height > node.frame.height + 0.5) problems.push(`${where}: text at ${top} outside the frame`);
                }
              }
              node.children.forEach((child, index) => visit(child, `${at}.${index}`));
            };
            visit(event.tree, "0");
          }
          return JSON.stringify({ labels, lines, problems, errors });
        })()
        """#

    /// The viewer draws text in the very fonts it was measured with, with the
    /// engine's line breaks — for every label of every shared sample.
    @Test func everySampleLabelIsDrawnWithTheComputedLines() throws {
        var totalLabels = 0
        for (name, files) in try Self.sampleProjects() {
            let templates = files.keys.filter { $0.hasSuffix(".xml") || ($0.hasSuffix(".json") && $0 != "layout-serve.json") }.count
            let harness = try ServingHarness(files) { options in
                options.viewerDirectory = Self.publicFolder.path
                options.server.sniffTimeout = ServerConfiguration().sniffTimeout
            }
            let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/")
            let rendered = "[...viewer.templates.values()].filter((event) => event).length"
            #expect(try page.wait(for: rendered, toBe: .number(Double(templates))) == .number(Double(templates)), "\(name)")
            _ = try page.evaluate(Self.loadAllFaces)
            #expect(try page.wait(for: "window.facesLoaded === true", toBe: true) == true, "\(name): the Liberation faces load")
            #expect(try page.evaluate(#"document.fonts.check('17px "LiberationSans-Regular"')"#) == true)
            guard case let .string(text)? = try Optional(page.evaluate(Self.compareLabels)) else {
                Issue.record("\(name): the comparison did not run")
                continue
            }
            let result = try JSON.parse(text)
            let problems = result["problems"]?.arrayValue ?? []
            let drawnAsComputed = problems.isEmpty
            #expect(drawnAsComputed, "\(name): \(problems.prefix(20).map(\.encoded).joined(separator: "\n"))")
            // PageTemplate.xml is a page of Pages.xml: on its own it lacks the parameters Pages.xml passes.
            #expect(result["errors"] == (name == "layout-sampleapp" ? ["PageTemplate.xml"] : []), "\(name)")
            let labels = Int(result["labels"]?.numberValue ?? 0)
            #expect(labels > 0, "\(name) has labels")
            totalLabels += labels
            #expect(try page.evaluate("document.getElementById('fonts').hidden") == true)
            if name == "layout-perf" {
                // The width check can fail: in DejaVu Sans (wider than Helvetica) wrapped lines overflow.
                _ = try page.evaluate(#"document.head.append(Object.assign(document.createElement("style"), { textContent: '.line { font-family: "DejaVu Sans" !important; }' })); true"#)
                guard case let .string(other)? = try Optional(page.evaluate(Self.compareLabels)) else { continue }
                let overflowing = try JSON.parse(other)["problems"]?.arrayValue?.filter { $0.stringValue?.contains("px wide in a") == true }
                #expect((overflowing?.count ?? 0) > 50)
            }
        }
        #expect(totalLabels > 200)
    }

    @Test func servesTheLiberationFaces() throws {
        let harness = try Self.harness()
        let font = try LiveServingTests.HTTP.get("/fonts/LiberationSans-Bold.ttf", port: harness.port, linesWanted: 8)
        #expect(font.status == "HTTP/1.1 200 OK")
        #expect(font.lines.contains("Content-Type: font/ttf"))
        #expect(try LiveServingTests.HTTP.get("/fonts/DejaVuSans.ttf", port: harness.port).status == "HTTP/1.1 404 Not Found")
        #expect(try LiveServingTests.HTTP.get("/fonts/..%2f..%2fetc%2fpasswd", port: harness.port).status != "HTTP/1.1 200 OK")
    }

    /// Without fonts-liberation2 the page still draws, in a stand-in font, and says so.
    @Test func saysSoWhenTheFontsAreMissing() throws {
        let harness = try ServingHarness(LiveServingTests.project) { options in
            options.viewerDirectory = Self.publicFolder.path
            options.server.sniffTimeout = ServerConfiguration().sniffTimeout
            options.fontDirectory = "/nonexistent/liberation2"
        }
        #expect(try LiveServingTests.HTTP.get("/fonts/LiberationSans-Regular.ttf", port: harness.port).status == "HTTP/1.1 404 Not Found")
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let notice = "document.getElementById('fonts').hidden ? null : document.getElementById('fonts').textContent"
        let text = try page.wait(for: notice, toBe: "⚠ Liberation fonts not found (install fonts-liberation2): text is drawn in a stand-in font and may not fit its frames")
        #expect(text != .null)
        #expect(try page.wait(for: "document.querySelector('.line')?.textContent ?? null", toBe: "Hello") == "Hello")
    }
}
