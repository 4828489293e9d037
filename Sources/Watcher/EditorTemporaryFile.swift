/// Names that editors and tools give files which exist only while a save is in
/// progress. They are never reported: a save through them surfaces as one change of
/// the real file (its `IN_MOVED_TO`, or its removal settling and coming back).
enum EditorTemporaryFile {
    /// Whether a file name (no directory part) is such a temporary file.
    static func matches(_ name: String) -> Bool {
        if name.hasSuffix("~") { return true }                       // vim/emacs backup (`backupcopy=no` renames the original here)
        if name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___") { return true } // JetBrains safe write
        if name.hasPrefix(".#") { return true }                       // emacs lock link
        if name.count > 2, name.hasPrefix("#"), name.hasSuffix("#") { return true } // emacs auto-save
        if name.hasPrefix(".goutputstream-") { return true }          // GIO/gedit replace-by-rename
        if isVimSwapFile(name) || isVimWriteProbe(name) || isSedTemporary(name) { return true }
        return false
    }

    /// `.name.swp`, `.swo`, … `.swa`, and `.swpx`/`.swx` probes.
    private static func isVimSwapFile(_ name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        if name.hasSuffix(".swpx") || name.hasSuffix(".swx") { return true }
        let scalars = Array(name.unicodeScalars.suffix(4))
        guard scalars.count == 4, scalars[0] == ".", scalars[1] == "s", scalars[2] == "w" else { return false }
        return ("a"..."p").contains(scalars[3])
    }

    /// vim checks it may create files in a directory by creating and deleting `4913`
    /// (then 5036, 5159, … while that name exists).
    private static func isVimWriteProbe(_ name: String) -> Bool {
        guard let number = Int(name), number >= 4913 else { return false }
        return (number - 4913) % 123 == 0 && number < 4913 + 123 * 100
    }

    /// GNU `sed -i` writes `sedXXXXXX` (six random alphanumerics) next to the file, then renames.
    private static func isSedTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("sed") else { return false }
        let suffix = name.unicodeScalars.dropFirst(3)
        return suffix.count == 6 && suffix.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }
}
