import Diagnostics
import Foundation
import LayoutServe
import Testing

/// Holds the renders of one template on their lane until released, and tells when one is
/// held: a render that takes as long as a test wants, without a slow input or a clock.
final class RenderGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let path: String
    private var isArmed = false
    private var isOpen = false
    private var held = 0

    init(holding path: String) {
        self.path = path
    }

    /// The hook for `LiveReloadOptions.beforeRender`.
    var hook: @Sendable (String) -> Void {
        { [self] rendered in
            guard rendered == path else { return }
            condition.lock()
            defer { condition.unlock() }
            guard isArmed else { return }
            held += 1
            condition.broadcast()
            while !isOpen { condition.wait() }
        }
    }

    /// From now on renders of the template wait (the server's first renders went through).
    func arm() { condition.withLock { isArmed = true } }

    /// Waits until `count` renders of the template have been held; false after 10 s.
    func waitUntilHeld(_ count: Int = 1) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(10)
        while held < count { if !condition.wait(until: deadline) { return false } }
        return true
    }

    var heldCount: Int { condition.withLock { held } }

    /// Lets every held render, and every later one, go on.
    func open() {
        condition.withLock {
            isOpen = true
            condition.broadcast()
        }
    }
}

extension LiveServingTests {
    /// Renders run beside the queue that answers clients, so one that runs
    /// long — whatever the document — never silences the server.
    @Suite struct SlowRenders {
        static let project: [String: String] = [
            "Slow.xml": #"<UIView width="100%" height="10"/>"#,
            "Fast.xml": #"<UIView width="100%" height="20"/>"#,
        ]

        /// The server's first renders go through; the test arms the gate when it wants renders held.
        static func harness(_ gate: RenderGate, budget: Duration = .seconds(60)) throws -> ServingHarness {
            try ServingHarness(project) { options in
                options.beforeRender = gate.hook
                options.renderBudget = budget
            }
        }

        /// While Slow.xml's render is held on its lane: a new client gets `hello`, `PING` is
        /// answered, `/status` too, and a save of another template is rendered and pushed.
        @Test func whileOneRenderRunsTheServerAnswersAndOtherTemplatesRender() throws {
            let gate = RenderGate(holding: "Slow.xml")
            let harness = try Self.harness(gate)
            defer { gate.open() }
            let watcher = try harness.client()
            watcher.send("SUBSCRIBE **")
            #expect(JSON.templates(try watcher.sync(), event: "render") == ["Fast.xml", "Slow.xml"])
            gate.arm()
            try harness.write("Slow.xml", #"<UIView width="100%" height="11"/>"#)
            #expect(gate.waitUntilHeld())

            let newcomer = try harness.client()
            newcomer.send("PING")
            #expect(try newcomer.next()["event"] == "pong")
            newcomer.send("STATUS")
            #expect(try newcomer.next()["event"] == "status")
            #expect(try LiveServingTests.HTTP.get("/status", port: harness.port, linesWanted: 1).status == "HTTP/1.1 200 OK")
            try harness.write("Fast.xml", #"<UIView width="100%" height="21"/>"#)
            let fast = try watcher.events(until: "render", template: "Fast.xml").last
            #expect(fast?.frame()?.height == 21)
            #expect(gate.heldCount == 1)

            gate.open()
            let slow = try watcher.events(until: "render", template: "Slow.xml").last
            #expect(slow?.frame()?.height == 11)
        }

        /// A render past the budget is abandoned: its subscribers get a Red Box saying what, where
        /// and how long; the lane is replaced, so the next save of another template renders.
        @Test func aRenderPastTheBudgetIsAbandonedWithARedBox() throws {
            let gate = RenderGate(holding: "Slow.xml")
            let harness = try Self.harness(gate, budget: .seconds(1))
            defer { gate.open() }
            let client = try harness.client()
            client.send("SUBSCRIBE **")
            _ = try client.sync()
            gate.arm()
            try harness.write("Slow.xml", #"<UIView width="100%" height="12"/>"#)
            let error = try client.events(until: "error", template: "Slow.xml").last
            let message = error?["errors"]?.arrayValue?.first?["message"]?.stringValue ?? ""
            #expect(message.hasPrefix("Rendering Slow.xml (layout) for iphone-15 took longer than the render budget of 1 s and was abandoned after "))
            #expect(message.hasSuffix("Make the document smaller or simpler, or start the server with a larger --render-budget"))
            #expect(error?["errors"]?.arrayValue?.first?["file"] == "Slow.xml")
            try harness.write("Fast.xml", #"<UIView width="100%" height="22"/>"#)
            #expect(try client.events(until: "render", template: "Fast.xml").last?.frame()?.height == 22)
            client.send("STATUS")
            #expect(try client.events(until: "status").last?["errors"] == 1)
        }

        /// Eleven `DEVICE`s while a render for one of them is held: each is answered at once, the
        /// render they made stale is dropped, and the template renders once more, for the last.
        @Test func deviceCommandsSupersedeRendersTheyMadeStale() throws {
            let gate = RenderGate(holding: "Slow.xml")
            let harness = try Self.harness(gate)
            defer { gate.open() }
            let client = try harness.client()
            client.send("SUBSCRIBE Slow.xml")
            #expect(JSON.templates(try client.sync(), event: "render") == ["Slow.xml"])
            let before = harness.renders["Slow.xml"]!
            gate.arm()
            for width in 300...310 { client.send("DEVICE \(width)x800") }
            #expect(gate.waitUntilHeld())
            var devices: [Double] = []
            while devices.count < 11 {
                let event = try client.next()
                #expect(event["event"] == "device")
                devices.append(event["device"]?["width"]?.numberValue ?? 0)
            }
            #expect(devices == (300...310).map(Double.init))
            gate.open()
            let events = try client.sync()
            #expect(events.map { $0["event"] } == ["render"])
            #expect(events.first?["device"]?["width"] == 310)
            // The held render (for whichever DEVICE was current when it started: the commands
            // may all be taken before it starts) and at most one more — never eleven.
            #expect((1...2).contains(harness.renders["Slow.xml"]! - before))
        }
    }
}
