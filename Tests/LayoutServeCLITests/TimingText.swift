extension String {
    /// The text with every `"timing":{…}` emptied: durations differ per run.
    var withoutTimings: String {
        replacingOccurrences(of: #""timing":\{[^}]*\}"#, with: #""timing":{}"#, options: .regularExpression)
    }
}
