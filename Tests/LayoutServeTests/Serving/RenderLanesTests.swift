import Dispatch
import LayoutEngine
@testable import LayoutServe
import Project
import Testing
import TestSupport

@Suite struct RenderLanesTests {
    /// A finished job is let go when it finishes, not when its budget's timer fires: the timer
    /// held each job (its outcome and its encoded event) for the whole budget, and a server
    /// saved every few milliseconds grew by 130 MB before the first timers let go.
    @Test func aFinishedJobIsNotHeldUntilItsBudgetRunsOut() throws {
        let project = try TemporaryFolder(["Home.xml": "<UIView width=\"100%\" height=\"100\"/>\n"])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let queue = DispatchQueue(label: "render-lanes-test")
        let lanes = RenderLanes(control: renderer, serverQueue: queue, mode: nil, width: 1, budget: .seconds(600),
                                rendered: { _ in }, log: { _ in })
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) weak var released: RenderJob?
        nonisolated(unsafe) var height: Double?
        queue.sync {
            let job = RenderJob(path: "Home.xml", variant: RenderVariant(device: .standard, stateKey: "", state: [:]), eventRevision: 1) {
                height = $0?.tree?.frame.height
                done.signal()
            }
            released = job
            lanes.submit(job)
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        // The completion ran on the queue; once its turn is over nothing holds the job.
        queue.sync {}
        #expect(height == 100)
        #expect(released == nil)
    }

    /// A job whose clients all take patches: the lane makes the patch from the kept render and
    /// leaves the whole event unencoded; a job that encodes whole does both.
    @Test func aJobForPatchSubscribersOnlyMakesOnlyThePatch() throws {
        let project = try TemporaryFolder(["Home.xml": "<UIView width=\"100%\" height=\"100\"/>\n"])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let base = renderer.render("Home.xml")
        try project.write("Home.xml", "<UIView width=\"100%\" height=\"120\"/>\n")
        let queue = DispatchQueue(label: "render-lanes-patch-test")
        let lanes = RenderLanes(control: renderer, serverQueue: queue, mode: nil, width: 1, budget: .seconds(600),
                                rendered: { _ in }, log: { _ in })
        let variant = RenderVariant(device: .standard, stateKey: "", state: [:])
        func run(encodesWhole: Bool) -> (encoded: Int?, patch: String?) {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: (Int?, String?) = (nil, nil)
            queue.sync {
                var job: RenderJob?
                job = RenderJob(path: "Home.xml", variant: variant, eventRevision: 2, patchBase: (base, 1), encodesWhole: encodesWhole) { _ in
                    result = (job?.encoded?.bytes.count, job?.patch?.event.map { String(decoding: $0.lineBytes, as: UTF8.self) })
                    job = nil
                    done.signal()
                }
                lanes.submit(job!)
            }
            #expect(done.wait(timeout: .now() + 30) == .success)
            return result
        }
        let changes = #""changes":[{"path":"0","frame":{"x":0,"y":0,"width":393,"height":120}},{"path":"0","props":{"height":120,"width":393}}]}"#
        let patchOnly = run(encodesWhole: false)
        #expect(patchOnly.encoded == nil)
        #expect(patchOnly.patch?.hasSuffix(changes + "\n") == true)
        let both = run(encodesWhole: true)
        #expect((both.encoded ?? 0) > 200)
        #expect(both.patch?.hasSuffix(changes + "\n") == true)
    }

    /// A large tree is encoded by the lane even when its clients take patches: made on demand
    /// it would be encoded on the server's queue, which must keep answering.
    @Test func aLargeTreeIsEncodedByTheLaneWhateverItsClientsTake() throws {
        let labels = (0..<3_000).map { #"<UILabel text="Label \#($0)" top="previous.bottom" height="20" width="100%"/>"# }
        let project = try TemporaryFolder(["Long.xml": "<UIView width=\"100%\">\n" + labels.joined(separator: "\n") + "\n</UIView>\n"])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let base = renderer.render("Long.xml")
        #expect((base.tree?.estimatedEncodedSize ?? 0) > RenderLanes.largestEventMadeOnDemand)
        let queue = DispatchQueue(label: "render-lanes-large-test")
        let lanes = RenderLanes(control: renderer, serverQueue: queue, mode: nil, width: 1, budget: .seconds(600),
                                rendered: { _ in }, log: { _ in })
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var encoded: Int?
        queue.sync {
            var job: RenderJob?
            job = RenderJob(path: "Long.xml", variant: RenderVariant(device: .standard, stateKey: "", state: [:]), eventRevision: 2,
                            patchBase: (base, 1), encodesWhole: false) { _ in
                encoded = job?.encoded?.bytes.count
                job = nil
                done.signal()
            }
            lanes.submit(job!)
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect((encoded ?? 0) > RenderLanes.largestEventMadeOnDemand)
    }
}
