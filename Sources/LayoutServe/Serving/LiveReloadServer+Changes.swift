import Diagnostics
import Foundation
import Project
import Server
import Templates
import Watcher

extension LiveReloadServer {
    /// One change set from the watcher (on `queue`): the project says what it affects; the
    /// templates that went away are announced and the affected ones rendered and pushed.
    func apply(_ changes: ChangeSet) {
        let start = ContinuousClock.now
        if changes.changes.contains(where: \.fromRescan) { statistics.rescans += 1 }
        let update = project.apply(changes)
        sendToEverLayoutBridge(update.changedTemplates)
        for line in update.log { options.log(line) }
        if let rules = update.ignoreRules { setWatcherIgnoreRules(rules) }
        if update.problemsChanged { announceProblems() }
        if changes.changes.contains(where: { $0.path == ProjectConfiguration.fileName }) { shareConfiguration() }
        for path in update.removed {
            variantRenders.forget(path)
            Fanout.send(ServerEvent.removed(template: path).message, to: sessions.values.filter { $0.isSubscribed(to: path) }.map(\.connection))
            options.log("removed \(path)")
        }
        scheduleRenders(update.rerender, startingNow: true)
        if !update.rerender.isEmpty || !update.removed.isEmpty {
            options.log("change \(changes) → \(update.rerender.count) render(s) queued in \(Self.milliseconds(since: start)) ms")
        }
    }

    /// A problem the watcher met (on `queue`): logged, and every client is told — changes
    /// may go unseen until it is over (a deleted root, the watch limit).
    func watcherReported(_ problem: WatcherProblem) {
        options.log("watcher: \(problem)")
        let diagnostic = Diagnostic(severity: .warning, message: "watcher: \(problem)")
        if case .rootRestored = problem { watcherProblem = nil } else { watcherProblem = diagnostic }
        Fanout.send(ServerEvent.warning(diagnostic).message, to: sessions.values.map(\.connection))
    }

    /// Tells every client about the project's own problems (a refused configuration, broken
    /// `.strings` files), which no single template's render would show.
    func announceProblems() {
        let connections = sessions.values.map(\.connection)
        for problem in project.problems { Fanout.send(ServerEvent.warning(problem).message, to: connections) }
    }
}
