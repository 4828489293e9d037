/// Limits the XML reader enforces before or while reading a template.
public enum XMLLimits {
    /// Largest template accepted, in bytes; bigger files are refused before reading,
    /// so a stray multi-gigabyte file in a project cannot exhaust memory.
    public static let maximumFileSize = 16 * 1024 * 1024
    /// Deepest element nesting accepted. Real templates stay far below it; the limit
    /// keeps later recursive passes over the tree (template expansion, layout) safe.
    public static let maximumDepth = 1_000
}
