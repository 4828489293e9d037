import Diagnostics
import Foundation
import Testing
@testable import Templates
import TestSupport

/// Hostile input: huge files, deep nesting, random bytes.
@Suite struct XMLLimitsTests {
    @Test func refusesTenThousandDeepNestingWithoutOverflow() throws {
        let depth = 10_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(throws: XMLError.self) { try XMLReader.read(text) }
        #expect(error.message == "Elements are nested more than 1000 levels deep")
        // The 1,001st `<a>` starts at column 3,001; its name one column later.
        #expect(error.range == SourceRange(start: SourcePosition(line: 1, column: 3_002), end: SourcePosition(line: 1, column: 3_003)))
    }

    @Test func acceptsNestingAtTheLimit() throws {
        let depth = XMLLimits.maximumDepth
        let text = String(repeating: "<a>\n", count: depth) + String(repeating: "</a>", count: depth)
        var tag = try XMLReader.read(text).root
        var levels = 1
        while let child = tag.elements.first {
            tag = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(tag.nameRange.start == SourcePosition(line: depth, column: 2))
    }

    @Test func refusesOversizedDataUpFront() throws {
        var data = [UInt8](repeating: UInt8(ascii: " "), count: XMLLimits.maximumFileSize + 1)
        data.replaceSubrange(0..<6, with: Array("<Foo/>".utf8))
        let error = try #require(throws: XMLError.self) { try XMLReader.read(data) }
        #expect(error.message == "File is too large (16777217 bytes); templates are limited to 16 MiB")
        #expect(error.range.start == SourcePosition(line: 1, column: 1))
        data.removeLast()
        #expect(try XMLReader.read(data).root.name == "Foo")
    }

    @Test func refusesOversizedFileBeforeReadingIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("Big.xml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(XMLLimits.maximumFileSize + 1))
        try handle.close()
        let error = try #require(throws: XMLError.self) { try XMLReader.read(contentsOf: url) }
        #expect(error.problem == .fileTooLarge(bytes: XMLLimits.maximumFileSize + 1))
    }

    @Test func reportsMissingFile() throws {
        let folder = try TemporaryFolder()
        let error = try #require(throws: XMLError.self) {
            try XMLReader.read(contentsOf: folder.url.appendingPathComponent("Missing.xml"))
        }
        #expect(error.message.hasPrefix("Unable to read file: "))
    }

    /// 5,000 seeded inputs (random bytes, XML-ish token soup, and generated
    /// documents with one byte changed or not): the reader never crashes and every
    /// error points inside the file.
    @Test func survivesRandomInput() {
        var random = SeededGenerator(seed: 0x5EED)
        var parsed = 0
        var failed = 0
        for round in 0..<5_000 {
            let bytes: [UInt8]
            switch round % 3 {
            case 0: bytes = random.bytes(count: random.next(upTo: 80))
            case 1: bytes = random.tokenSoup()
            default: bytes = random.mutated(random.document())
            }
            let bounds = LineBounds(bytes)
            do {
                let file = try XMLReader.read(bytes)
                parsed += 1
                for range in allRanges(in: file.root) where !bounds.contains(range.start) || !bounds.contains(range.end) {
                    Issue.record("range \(range) outside \(bytes)")
                }
            } catch {
                failed += 1
                if !bounds.contains(error.range.start) { Issue.record("\(error) outside \(bytes)") }
            }
        }
        #expect(parsed > 500)
        #expect(failed > 2_500)
    }

    private func allRanges(in root: XMLTag) -> [SourceRange] {
        var ranges: [SourceRange] = []
        var pending = [root]
        while let tag = pending.popLast() {
            ranges += [tag.nameRange, tag.startTagRange] + (tag.endTagRange.map { [$0] } ?? [])
            ranges += tag.attributes.flatMap { [$0.nameRange, $0.valueRange] }
            for child in tag.children {
                switch child {
                case .element(let element): pending.append(element)
                case .text(let text): ranges.append(text.range)
                case .comment(let comment): ranges.append(comment.range)
                }
            }
        }
        return ranges
    }
}

/// Each line's last valid column, computed independently of the reader (UTF-8
/// inputs only; the fuzz inputs rarely start with a UTF-16 byte order mark).
struct LineBounds {
    var lastColumns: [Int] = []
    var isUTF16: Bool

    init(_ bytes: [UInt8]) {
        isUTF16 = bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var columns = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lastColumns.append(columns + 1)
                columns = 1
            } else if byte & 0xC0 != 0x80 {
                columns += 1
            }
            index += 1
        }
        lastColumns.append(columns + 1)
    }

    func contains(_ position: SourcePosition) -> Bool {
        if isUTF16 { return true }
        guard position.line >= 1, position.line <= lastColumns.count else { return false }
        return position.column >= 1 && position.column <= lastColumns[position.line - 1]
    }
}

/// Random XML for the reader's limit tests, from the shared seeded generator so a failure reproduces.
extension SeededGenerator {
    mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func bytes(count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }

    static let tokens = [
        "<", ">", "/>", "</", "Foo", "Bar", "a", "b", "=", "\"", "'", "&lt;", "&", "&#x41;", "&#", ";", "<!--", "-->",
        "--", "<![CDATA[", "]]>", "<?", "?>", "<?xml", "\n", "\r\n", "\r", " ", "\t", "é", "😀", "<!DOCTYPE", "[", "]",
        "x", "<Foo>", "</Foo>", "<Bar/>", " a=\"1\"", "\u{1}",
    ]

    /// A well-formed document with nested elements, attributes, text and comments.
    mutating func document() -> [UInt8] {
        var text = ""
        var open: [String] = []
        for _ in 0..<(1 + next(upTo: 12)) {
            switch next(upTo: 6) {
            case 0, 1:
                let name = ["UIView", "UILabel", "b", "Bär"][next(upTo: 4)]
                text += "<\(name) a=\"1 &amp; \(next(upTo: 9))\"\(next(upTo: 2) == 0 ? " b='x\ny'" : "")>"
                open.append(name)
            case 2: text += ["Foo", " &lt;é😀 ", "\r\n  ", "&#x41;"][next(upTo: 4)]
            case 3: text += "<!-- c -->"
            case 4: text += "<![CDATA[<x>]]>"
            default: if let name = open.popLast() { text += "</\(name)>" }
            }
            if open.isEmpty { open.append("UIView"); text = "<UIView>" + text }
        }
        while let name = open.popLast() { text += "</\(name)>" }
        return Array(text.utf8)
    }

    /// `bytes`, or with one byte replaced, deleted or inserted.
    mutating func mutated(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let index = next(upTo: bytes.count)
        switch next(upTo: 4) {
        case 0: bytes[index] = UInt8(truncatingIfNeeded: next())
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(Array("<>&\"'/=;-]".utf8)[next(upTo: 10)], at: index)
        default: break
        }
        return bytes
    }

    mutating func tokenSoup() -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<next(upTo: 24) {
            if next(upTo: 40) == 0 {
                bytes.append(UInt8(truncatingIfNeeded: next()))
            } else {
                bytes += Array(Self.tokens[next(upTo: Self.tokens.count)].utf8)
            }
        }
        return bytes
    }
}
