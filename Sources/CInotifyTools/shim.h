// libinotifytools ships no pkg-config file, so this target is a plain module map.
// <sys/inotify.h> comes first: inotifytools.h only forward-declares
// `struct inotify_event`, and the IN_* masks live in the system header.
#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>
#include <poll.h>
#include <signal.h>
#include <time.h>

// The watcher sleeps for fractions of a millisecond while it waits for a lone save to
// be joined by more events; poll() counts whole milliseconds. glibc declares ppoll only
// under _GNU_SOURCE, which Swift's Glibc module is not built with, so declare it here
// (the same prototype as <poll.h>).
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout,
                 const sigset_t *sigmask);

#include <sys/prctl.h>

// The kernel may let a thread's timed wait run up to its timer slack (50 µs by default)
// late, more than doubling a 20 µs quiet period. prctl is variadic, which Swift cannot call.
static inline int layout_serve_set_timer_slack(unsigned long nanoseconds) {
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0, 0, 0);
}

// The kernel's name of the calling thread (15 bytes at most), shown by top, perf and
// /proc/<pid>/task/*/comm; Foundation's Thread.name does not set it.
static inline int layout_serve_name_thread(const char *name) {
    return prctl(PR_SET_NAME, name, 0, 0, 0);
}
