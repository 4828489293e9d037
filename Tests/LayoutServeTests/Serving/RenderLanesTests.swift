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
}
