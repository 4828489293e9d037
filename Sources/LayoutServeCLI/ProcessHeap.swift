import CHeap
import Foundation

/// The heap of a `layout-serve` process, set up before the first render.
///
/// A render in a fresh process spends about a third of its time in page faults: every first
/// touch of a 4 KiB page traps into the kernel, which charges and zeroes it, and an array that
/// grows touches new pages for each copy. (An EverLayout document of 2,000 views: 10,000 faults,
/// 43 ms for its first render against 29 ms for the same render again in the same process.)
/// Giving the heap 2 MiB pages makes one fault cover 512 small ones, so a first render costs
/// nearly what a later one does — which is what `render`, `check` and a server's start do.
///
/// `LAYOUT_SERVE_HUGE_PAGES=0` leaves the heap as the C library sets it up.
public enum ProcessHeap {
    /// The heap reserved for huge pages: virtual until touched. Large enough for a 4,000-view
    /// SwiftLayout screen (a heap of about 300 MB): past it the heap grows in small pages again.
    static let reservation = 1 << 30
    /// Blocks up to this size come from the heap (and are reused after a free) rather than from
    /// their own mapping, which the C library would fault in afresh each time.
    static let largestHeapBlock = 32 << 20

    /// Sets the heap up, at the start of `main`; returns the bytes given huge pages (0 when
    /// `environment` opts out or the kernel has no huge pages). Only the first call sets it up.
    @discardableResult
    public static func prepare(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        guard environment["LAYOUT_SERVE_HUGE_PAGES"] != "0" else { return 0 }
        return prepared
    }

    /// The bytes the one set-up gave huge pages (a `static let` runs once, whichever thread asks).
    private static let prepared = layout_serve_prepare_heap(reservation, largestHeapBlock)
}
