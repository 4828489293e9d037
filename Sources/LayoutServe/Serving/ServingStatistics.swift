/// Counters and phase timings for `STATUS` and the log.
public struct ServingStatistics: Sendable {
    /// Renders since start, and per template.
    public var renders = 0
    public var rendersByTemplate: [String: Int] = [:]
    /// Change sets that came from a rescan (overflow, new or moved folders, ignore changes).
    public var rescans = 0
    /// Remote templates fetched (`LOAD`/`RELOAD` of `http(s)://` URLs, includes counted).
    public var remoteFetches = 0
    /// Clients dropped because they stopped reading.
    public var droppedClients = 0
    /// Total milliseconds spent in each phase.
    public var readMilliseconds = 0.0
    public var parseMilliseconds = 0.0
    public var layoutMilliseconds = 0.0
    public var encodeMilliseconds = 0.0
    public var sendMilliseconds = 0.0

    /// How often `path` was rendered.
    public func renders(of path: String) -> Int { rendersByTemplate[path] ?? 0 }
}
