import Diagnostics
import Foundation

/// Reads a template file into an `XMLFile`, recording the position of every
/// element, attribute and text run, or fails with the first problem and where it is.
public enum XMLReader {
    /// Parses the bytes of a file (UTF-8, or UTF-16 with a byte order mark).
    public static func read(_ data: [UInt8]) throws(XMLError) -> XMLFile {
        guard data.count <= XMLLimits.maximumFileSize else {
            throw XMLError(problem: .fileTooLarge(bytes: data.count), range: SourceRange(at: SourcePosition(line: 1, column: 1)))
        }
        let decoded = DecodedText(data, allowsControlCharacters: false)
        var lines = decoded.lines
        return try decoded.bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
            if let (failure, offset) = decoded.failure {
                throw error(XMLFailure(problem(for: failure), at: offset), lines: &lines, bytes: buffer)
            }
            var scanner = XMLScanner(bytes: buffer, start: decoded.start, lines: lines)
            do throws(XMLFailure) {
                let root = try scanner.run()
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[decoded.start...]), as: UTF8.self)
                return XMLFile(root: root, comments: scanner.comments, text: text, instructions: scanner.instructions)
            } catch {
                throw Self.error(error, lines: &scanner.lines, bytes: buffer)
            }
        }
    }

    /// Parses text already in memory.
    public static func read(_ text: String) throws(XMLError) -> XMLFile {
        try read(Array(text.utf8))
    }

    /// Reads and parses a file; a file over `XMLLimits.maximumFileSize` is refused
    /// before any of it is read.
    public static func read(contentsOf url: URL) throws(XMLError) -> XMLFile {
        let start = SourceRange(at: SourcePosition(line: 1, column: 1))
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= XMLLimits.maximumFileSize else {
                throw XMLError(problem: .fileTooLarge(bytes: size), range: start)
            }
            data = try Data(contentsOf: url)
        } catch let error as XMLError {
            throw error
        } catch {
            throw XMLError(problem: .unreadableFile(reason: error.localizedDescription), range: start)
        }
        return try read([UInt8](data))
    }

    private static func error(
        _ failure: XMLFailure, lines: inout LineIndex, bytes: UnsafeBufferPointer<UInt8>
    ) -> XMLError {
        let range = failure.position ?? lines.range(from: failure.offset, to: failure.end, in: bytes)
        return XMLError(problem: failure.problem, range: range, excerpt: lines.excerpt(for: range, in: bytes))
    }

    private static func problem(for failure: DecodedText.Failure) -> XMLProblem {
        switch failure {
        case .invalidUTF8(let byte): return .invalidUTF8(byte: byte)
        case .nulByte: return .nulByte
        case .controlCharacter(let byte): return .invalidCharacter(UInt32(byte))
        case .utf16WithoutByteOrderMark: return .utf16WithoutByteOrderMark
        case .invalidUTF16: return .invalidUTF16
        }
    }
}
