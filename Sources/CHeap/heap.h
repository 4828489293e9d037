// The process heap of a rendering process, set up once at start (see ProcessHeap.swift).
// mallopt's options are macros of <malloc.h>, which Swift's Glibc module does not import.
#include <limits.h>
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_HUGEPAGE
#define MADV_HUGEPAGE 14
#endif

// Reserves `reserve` bytes of heap above the current break and asks the kernel to back them
// with 2 MiB pages; blocks up to `largest` bytes come from that heap and freed memory stays in
// it. Returns the bytes given huge pages, 0 if none were (the heap then works as before).
//
// A render's first pass through a fresh heap is paid mostly in page faults: each first touch of
// a 4 KiB page traps, is charged and zeroed (about 3 µs on a virtual machine), and a growing
// array touches its pages twice (old buffer, new one). With 2 MiB pages one fault covers 512.
static inline size_t layout_serve_prepare_heap(size_t reserve, size_t largest) {
    // All threads allocate from the main arena (the one given huge pages), blocks up to
    // `largest` are carved from it rather than mapped apart, and nothing under twice the
    // reservation (2 GiB at most) is handed back to the kernel when freed.
    if (mallopt(M_ARENA_MAX, 1) == 0) return 0;
    if (mallopt(M_MMAP_THRESHOLD, (int)largest) == 0) return 0;
    if (mallopt(M_TOP_PAD, (int)reserve) == 0) return 0;
    const size_t trim = 2 * reserve < (size_t)INT_MAX ? 2 * reserve : (size_t)INT_MAX;
    if (mallopt(M_TRIM_THRESHOLD, (int)trim) == 0) return 0;
    // One allocation past the heap's free top makes malloc move the break up by the pad. (The
    // store keeps the compiler from eliding the malloc/free pair.)
    const uintptr_t begin = (uintptr_t)sbrk(0);
    volatile char *first = malloc(largest / 2);
    if (first == NULL || begin == (uintptr_t)-1) return 0;
    first[0] = 0;
    free((void *)first);
    const uintptr_t huge = (uintptr_t)2 << 20;
    const uintptr_t end = (uintptr_t)sbrk(0);
    if (end == (uintptr_t)-1) return 0;
    const uintptr_t start = (begin + huge - 1) & ~(huge - 1);
    if (start >= end) return 0;
    if (madvise((void *)start, end - start, MADV_HUGEPAGE) != 0) return 0;
    return end - start;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

// The lowest address of the heap no allocation has reached yet: the break less the free top
// chunk. (mallinfo2 walks the free lists: call it once, before the work, not in a loop.)
static inline uintptr_t layout_serve_heap_top(void) {
    struct mallinfo2 info = mallinfo2();
    return (uintptr_t)sbrk(0) - info.keepcost;
}

// Faults in [start, start + length) as written pages (the kernel zeroes them) without writing
// them: 0, or -1 with errno (EINVAL on a kernel before 5.14).
static inline int layout_serve_populate(uintptr_t start, size_t length) {
    return madvise((void *)start, length, MADV_POPULATE_WRITE);
}

#ifndef MADV_NOHUGEPAGE
#define MADV_NOHUGEPAGE 15
#endif

// Takes back the huge-page advice for [start, start + length): pages first touched there from
// now on are small ones (those already faulted in stay as they are). 0, or -1 with errno.
static inline int layout_serve_small_pages(uintptr_t start, size_t length) {
    return madvise((void *)start, length, MADV_NOHUGEPAGE);
}

// The end of the heap's break (the end of the huge-page reservation right after set-up).
static inline uintptr_t layout_serve_heap_break(void) {
    return (uintptr_t)sbrk(0);
}
