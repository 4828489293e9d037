import Diagnostics
import Foundation

/// Reads `.strings` files: the old-style property-list grammar Xcode writes
/// (`"key" = "value";`, comments, escapes) in UTF-8 or UTF-16 with a byte order mark.
public enum StringsFile {
    /// Parses a file's bytes; `file` is the project-relative path put on diagnostics.
    public static func parse(_ data: [UInt8], file: String? = nil) -> StringsTable {
        let decoded = DecodedText(data, allowsControlCharacters: true)
        var lines = decoded.lines
        return decoded.bytes.withUnsafeBufferPointer { buffer in
            var diagnostics: [Diagnostic] = []
            func report(_ failure: StringsFailure, severity: Diagnostic.Severity, lines: inout LineIndex) {
                let range = lines.range(from: failure.offset, to: failure.end, in: buffer)
                let excerpt = lines.excerpt(for: range, in: buffer)
                diagnostics.append(Diagnostic(
                    severity: severity, message: failure.problem.message, file: file, range: range, excerpt: excerpt))
            }
            if let (failure, offset) = decoded.failure {
                report(StringsFailure(problem(for: failure), at: offset), severity: .error, lines: &lines)
                return StringsTable(entries: [], diagnostics: diagnostics)
            }
            var scanner = StringsScanner(bytes: buffer, start: decoded.start, lines: lines)
            do throws(StringsFailure) {
                try scanner.run()
            } catch {
                report(error, severity: .error, lines: &scanner.lines)
            }
            for duplicate in scanner.duplicates {
                report(duplicate, severity: .warning, lines: &scanner.lines)
            }
            diagnostics.sort { ($0.range?.start ?? SourcePosition(line: 0, column: 0)) < ($1.range?.start ?? SourcePosition(line: 0, column: 0)) }
            return StringsTable(entries: scanner.entries, diagnostics: diagnostics)
        }
    }

    /// Reads and parses a file; an unreadable file is an empty table with an error.
    public static func read(contentsOf url: URL, file: String? = nil) -> StringsTable {
        do {
            return parse([UInt8](try Data(contentsOf: url)), file: file)
        } catch {
            let problem = StringsProblem.unreadableFile(reason: error.localizedDescription)
            return StringsTable(entries: [], diagnostics: [Diagnostic(message: problem.message, file: file)])
        }
    }

    private static func problem(for failure: DecodedText.Failure) -> StringsProblem {
        switch failure {
        case .invalidUTF8(let byte): return .invalidUTF8(byte: byte)
        case .nulByte, .controlCharacter: return .nulByte
        case .utf16WithoutByteOrderMark: return .utf16WithoutByteOrderMark
        case .invalidUTF16: return .invalidUTF16
        }
    }
}

/// A problem at byte offsets of the UTF-8 text.
struct StringsFailure: Error {
    var problem: StringsProblem
    var offset: Int
    var end: Int

    init(_ problem: StringsProblem, at offset: Int, to end: Int? = nil) {
        self.problem = problem
        self.offset = offset
        self.end = end ?? offset + 1
    }
}
