import CHeap
import Foundation
import Synchronization

/// The heap of a `layout-serve` process, set up before the first render.
///
/// A render in a fresh process spends about a third of its time in page faults: every first
/// touch of a 4 KiB page traps into the kernel, which charges and zeroes it, and an array that
/// grows touches new pages for each copy. (An EverLayout document of 2,000 views: 10,000 faults,
/// 43 ms for its first render against 29 ms for the same render again in the same process.)
/// Giving the heap 2 MiB pages makes one fault cover 512 small ones, so a first render costs
/// nearly what a later one does — which is what `render`, `check` and a server's start do.
///
/// The zeroing is left: a 2 MiB page is zeroed when first touched, and on a virtual machine
/// whose host takes back the memory a guest frees, the first touch of a page the host took
/// back costs more again (a 10,000-label template: 70 ms rendered right after another process
/// ran, 200 ms after a few idle seconds). `populateAhead(inputBytes:)` has another processor fault
/// the pages in while this one renders.
///
/// `LAYOUT_SERVE_HUGE_PAGES=0` leaves the heap as the C library sets it up.
public enum ProcessHeap {
    /// The heap reserved for huge pages: virtual until touched. Large enough for a 4,000-view
    /// SwiftLayout screen (a heap of about 300 MB): past it the heap grows in small pages again.
    static let reservation = 1 << 30
    /// Blocks up to this size come from the heap (and are reused after a free) rather than from
    /// their own mapping, which the C library would fault in afresh each time.
    static let largestHeapBlock = 32 << 20
    /// A huge page.
    static let pageSize = 2 << 20

    /// Sets the heap up, at the start of `main`; returns the bytes given huge pages (0 when
    /// `environment` opts out or the kernel has no huge pages). Only the first call sets it up.
    @discardableResult
    public static func prepare(environment: [String: String] = variables) -> Int {
        guard environment["LAYOUT_SERVE_HUGE_PAGES"] != "0" else { return 0 }
        if prepared.bytes > 0, environment["LAYOUT_SERVE_POPULATE"] != "0", ProcessInfo.processInfo.activeProcessorCount > 1 {
            _ = firstPages
        }
        return prepared.bytes
    }

    /// The process's values of the variables read here (`getenv`: ProcessInfo's environment,
    /// the whole dictionary built, took 1.4 M instructions of a small render's process).
    public static var variables: [String: String] {
        var found: [String: String] = [:]
        for name in ["LAYOUT_SERVE_HUGE_PAGES", "LAYOUT_SERVE_POPULATE"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// The heap any render reaches, faulted in on another processor as the process starts
    /// (once): a first render of a small document otherwise zeroes the huge pages it first
    /// touches while it runs (Kiwi's 100-view stack: 0.93 → 1.32 ms once opening a project no
    /// longer parsed the whole UIKit catalog, which had touched them before the render).
    static let startPopulation = 8 << 20

    private static let firstPages: Populator = {
        let top = Int(layout_serve_heap_top())
        return Populator(from: top, to: min(prepared.end, top + startPopulation))
    }()

    /// Starts faulting in the reserved heap above the part in use, a huge page at a time, on
    /// a thread of its own, until `stop()`: call it before work that grows the heap by reading
    /// `inputBytes` of documents (a render and its output), and the pages the work then reaches
    /// are there and zeroed. A render's heap grows by about `growthPerInputByte` times its
    /// document; only a growth of `smallestGrowth` or more is worth a thread (a smaller
    /// document's render took 2–3 % longer with one), and no more than about that growth is
    /// faulted in. Nil (nothing started) unless `prepare` gave the heap huge pages and there is a
    /// processor to spare (nor with `LAYOUT_SERVE_POPULATE=0` in `environment`).
    public static func populateAhead(
        inputBytes: Int, environment: [String: String] = variables
    ) -> Populator? {
        guard prepared.bytes > 0, let growth = expectedGrowth(inputBytes: inputBytes), environment["LAYOUT_SERVE_POPULATE"] != "0",
              ProcessInfo.processInfo.activeProcessorCount > 1 else { return nil }
        let top = Int(layout_serve_heap_top())
        return Populator(from: top, to: min(prepared.end, top + growth))
    }

    /// The heap a render of `inputBytes` of documents is expected to grow by, when that is worth
    /// filling ahead (`smallestGrowth` or more); nil for a smaller document.
    static func expectedGrowth(inputBytes: Int) -> Int? {
        let growth = inputBytes.multipliedReportingOverflow(by: growthPerInputByte)
        guard !growth.overflow, growth.partialValue >= smallestGrowth else { return nil }
        return growth.partialValue
    }

    /// About how many bytes of heap a render takes for each byte of its document, with its
    /// output (10,000 labels of Layout XML: 3.2 MB of XML, about 100 MB of heap).
    static let growthPerInputByte = 40
    /// The least growth `populateAhead` fills ahead (a document of about 400 KB).
    static let smallestGrowth = 16 << 20

    /// Faults in `[from, to)` from a thread of its own until stopped (`pieces(from:to:)`).
    public final class Populator: Sendable {
        private let stopped = Atomic<Bool>(false)

        init(from: Int, to end: Int) {
            let pieces = Self.pieces(from: from, to: end)
            guard !pieces.isEmpty else { return }
            Thread.detachNewThread { [self] in
                for piece in pieces where !stopped.load(ordering: .relaxed) {
                    // A kernel without MADV_POPULATE_WRITE (before 5.14) says so at once: stop.
                    guard layout_serve_populate(UInt(piece.lowerBound), piece.count) == 0 else { return }
                }
            }
        }

        /// The calls that fault in `[from, end)`, in order: the small pages from `from` up to
        /// the first huge page's boundary in one call, then one call a huge page.
        ///
        /// The heap's top is rarely on a huge page's boundary: the heap begins where the C
        /// library's start left the break, and the huge-page advice begins at the first boundary
        /// above it, so a small render's heap is mostly the small pages below that boundary. A
        /// call may not begin below `from` rounded down to a small page: the heap's first huge
        /// page's start is below the heap, unmapped, and a call there fails (ENOMEM) and would
        /// stop the thread before it faulted anything in.
        static func pieces(from: Int, to end: Int, smallPage: Int = Int(getpagesize())) -> [Range<Int>] {
            let first = from & ~(smallPage - 1)
            guard first < end else { return [] }
            let boundary = (first + ProcessHeap.pageSize - 1) & ~(ProcessHeap.pageSize - 1)
            var pieces = first < boundary ? [first..<min(boundary, end)] : []
            pieces += stride(from: boundary, to: end, by: ProcessHeap.pageSize).map { $0..<min($0 + ProcessHeap.pageSize, end) }
            return pieces
        }

        /// Stops before the next page (again: nothing).
        public func stop() {
            stopped.store(true, ordering: .relaxed)
        }
    }

    /// Makes the heap grow in small pages from here on, for a process that has done its big
    /// renders and now answers saves (the server once its first renders are done); returns the
    /// bytes whose advice was taken back (0 when the heap has no huge pages).
    ///
    /// A huge page is zeroed when first touched, and on a virtual machine whose host backs
    /// guest memory only when it is touched, that first touch stalled the thread 40–50 ms. A
    /// server's heap creeps up over its first hundreds of saves (a 100-view MarkupKit screen:
    /// a new huge page every 19 saves), so every nineteenth save waited that long
    /// (`scripts/bench-serve.py`: p99 of one client 38–52 ms with huge pages, 1.5 ms without).
    /// Small pages cost microseconds each, spread over the saves that touch them; the pages
    /// already in use, the start's renders among them, keep their huge pages.
    @discardableResult
    public static func growInSmallPages() -> Int {
        guard prepared.bytes > 0 else { return 0 }
        let top = Int(layout_serve_heap_top())
        let from = (top + pageSize - 1) & ~(pageSize - 1)
        guard from < prepared.end, layout_serve_small_pages(UInt(from), prepared.end - from) == 0 else { return 0 }
        return prepared.end - from
    }

    /// The one set-up: the bytes given huge pages, and where the reservation ends (a `static let`
    /// runs once, whichever thread asks).
    private static let prepared: (bytes: Int, end: Int) = {
        let bytes = layout_serve_prepare_heap(reservation, largestHeapBlock)
        return (bytes, bytes > 0 ? Int(layout_serve_heap_break()) : 0)
    }()
}
