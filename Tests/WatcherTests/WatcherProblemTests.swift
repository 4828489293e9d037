import Testing
@testable import Watcher

/// The exact text users see when inotify limits get in the way.
struct WatcherProblemTests {
    @Test func watchLimitMessageNamesTheSysctl() {
        let problem = WatcherProblem.watchLimitReached(directory: "screens/detail", limit: 8192)
        #expect(problem.description == """
            cannot watch 'screens/detail': the inotify watch limit (fs.inotify.max_user_watches = 8192) \
            is reached, so changes there would be missed. Raise it with \
            `sudo sysctl fs.inotify.max_user_watches=524288` (add `fs.inotify.max_user_watches=524288` \
            to /etc/sysctl.conf to keep it), or ignore large folders in .layout-ignore.
            """)
    }

    @Test func watchLimitSuggestionDoublesALargeLimit() {
        let problem = WatcherProblem.watchLimitReached(directory: "", limit: 1_000_000)
        #expect(problem.description.contains("cannot watch '.'"))
        #expect(problem.description.contains("`sudo sysctl fs.inotify.max_user_watches=2000000`"))
    }

    @Test func watchLimitWithUnknownLimit() {
        let problem = WatcherProblem.watchLimitReached(directory: "a", limit: nil)
        #expect(problem.description.hasPrefix(
            "cannot watch 'a': the inotify watch limit (fs.inotify.max_user_watches) is reached"))
    }

    @Test func instanceLimitMessage() {
        #expect(WatcherProblem.instanceLimitReached(limit: 128).description == """
            cannot start watching: the inotify instance limit (fs.inotify.max_user_instances = 128) \
            is reached. Raise it with `sudo sysctl fs.inotify.max_user_instances=512`.
            """)
    }

    @Test func otherFailuresUseStrerror() {
        #expect(WatcherProblem.cannotWatch(directory: "private", errno: 13).description
            == "cannot watch 'private': Permission denied")
    }

    @Test func aDescriptorPastSelectsReachIsExplained() {
        #expect(WatcherProblem.descriptorTooHigh(descriptor: 1500).description == """
            cannot start watching: the inotify descriptor is number 1500, and libinotifytools can only wait \
            on descriptors below 1024 (select); start the watcher before opening that many files or connections
            """)
    }
}
