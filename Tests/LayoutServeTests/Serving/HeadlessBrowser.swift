import Foundation
import TestSupport

/// Headless Chromium, for tests of the browser viewer: loads a page and returns the DOM
/// once scripts have run. `scripts/setup --test` installs it (Debian's `chromium`).
struct HeadlessBrowser {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case neverMatched(url: String, lastDOM: String)

        var description: String {
            switch self {
            case .notInstalled: "chromium is not installed: run scripts/setup --test (apt-get install chromium)"
            case let .neverMatched(url, dom): "the page at \(url) never showed what was expected; last DOM:\n\(dom.prefix(4000))"
            }
        }
    }

    let executable: String

    init() throws {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { throw Failure.notInstalled }
        executable = found
    }

    /// The DOM after the page's scripts ran at load. The viewer fills the page from its
    /// event stream, which may still be arriving when Chromium dumps the DOM, so the page
    /// is loaded again until `isReady` holds, for at most `timeout`.
    func dom(of url: String, timeout: Duration = .seconds(30), until isReady: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        repeat {
            last = try dumpDOM(url)
            if isReady(last) { return last }
        } while ContinuousClock.now < deadline
        throw Failure.neverMatched(url: url, lastDOM: last)
    }

    private func dumpDOM(_ url: String) throws -> String {
        let profile = try TemporaryFolder()
        defer { withExtendedLifetime(profile) {} }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--window-size=1280,900", "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A Chromium that hangs must not hang the suite: the dump is then empty and the
        // caller loads the page again, or gives up at its deadline.
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
