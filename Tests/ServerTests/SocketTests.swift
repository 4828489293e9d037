import Testing
import TestSupport

/// Every test that opens sockets or files, run one at a time so the descriptor-leak test
/// can count this process's descriptors — and never beside a watcher suite: these tests
/// open thousands of descriptors, and a watcher started meanwhile would get an inotify
/// descriptor past FD_SETSIZE, which libinotifytools' select() cannot wait on.
@Suite(.serialized, .exclusiveWatcher) struct SocketTests {}
