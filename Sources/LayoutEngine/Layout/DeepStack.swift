import Foundation
import Templates

/// Runs deep work on a thread whose stack is sized for it.
///
/// Laying out a node evaluates its frame, which evaluates its parent's and its siblings'
/// (`previous.bottom`, `parent.width`, `auto`) on the call stack: a debug build uses about
/// 20 KiB of stack per level of nesting, so the 1,000 levels the XML reader accepts
/// overflowed the 8 MiB of a main or Dispatch thread and killed the process. Shallow
/// templates (nearly all) run where they are; deeper ones run on a thread with
/// `bytesPerLevel` of stack per level, reserved (not committed) up front.
public enum DeepStack {
    /// Nesting depths up to this run on the calling thread.
    public static let inlineDepth = 24
    /// Stack reserved per level of nesting: three times what a debug build was measured to use.
    static let bytesPerLevel = 64 << 10

    public static func run<T>(depth: Int, _ body: () -> T) -> T {
        guard depth > inlineDepth else { return body() }
        var result: T?
        withoutActuallyEscaping({ result = body() }) { work in
            let job = Job(work)
            let thread = Thread { job.run() }
            thread.stackSize = (depth + 64) * bytesPerLevel
            thread.start()
            job.finished.wait()
        }
        return result!
    }

    /// The work handed to the thread; the caller waits for `finished` before going on, so
    /// the closure (and what it captures) is only ever used by one thread at a time.
    /// The closure is dropped before `finished` is signalled: `withoutActuallyEscaping`
    /// checks that nothing holds it afterwards, while the thread object may outlive the wait.
    private final class Job: @unchecked Sendable {
        private var work: (() -> Void)?
        let finished = DispatchSemaphore(value: 0)

        init(_ work: @escaping () -> Void) {
            self.work = work
        }

        func run() {
            work?()
            work = nil
            finished.signal()
        }
    }
}

extension TemplateNode {
    /// The number of levels of the tree (1 for a node without children), counted without
    /// recursion.
    var depth: Int {
        var deepest = 0
        var pending: [(node: TemplateNode, level: Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in node.children { pending.append((child, level + 1)) }
        }
        return deepest
    }
}
