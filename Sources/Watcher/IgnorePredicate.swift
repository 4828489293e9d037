/// Decides whether a path under the root is ignored. The caller owns the rules
/// (`.layout-ignore` parsing lives in `Templates`); the watcher only asks.
///
/// `relativePath` is `/`-separated and relative to the root. An ignored directory
/// gets no watch, so nothing beneath it is ever reported.
public typealias IgnorePredicate = @Sendable (_ relativePath: String, _ isDirectory: Bool) -> Bool

/// The name of the ignore file whose changes make a caller swap the predicate.
public let ignoreFileName = ".layout-ignore"
