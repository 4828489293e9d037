import Testing

/// Runs a suite while no suite of another test target runs a watcher (one per process).
public struct ExclusiveWatcherTrait: SuiteTrait, TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await WatcherTestGate.shared.withExclusiveAccess { try await function() }
    }
}

extension Trait where Self == ExclusiveWatcherTrait {
    /// See `ExclusiveWatcherTrait`.
    public static var exclusiveWatcher: Self { Self() }
}
