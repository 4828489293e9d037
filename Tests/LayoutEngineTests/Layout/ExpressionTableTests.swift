@testable import LayoutEngine
import Testing

/// A node's expression table answers as the dictionary it replaced: absent, present without an
/// expression, set again, removed — at every size, with names kept in the order they came.
@Suite struct ExpressionTableTests {
    /// Short names, long names, names sharing prefixes, and names whose slots collide.
    static let names = ["left", "top", "width", "height", "text", "font", "numberOfLines", "containerSize.width",
                        "containerSize.height", "layer.cornerRadius", "macro:title:text", "é", ""]
        + (0..<200).map { "attribute\($0)" }

    @Test func absentNamesAreNilAndLookedUpNamesAreSomeNil() {
        var table = ExpressionTable()
        #expect(table["left"] == nil)
        table["left"] = .some(nil)
        #expect(table.count == 1)
        guard case .some(.none) = table["left"] else { Issue.record("left should be recorded without an expression"); return }
        #expect(table["top"] == nil)
        #expect(table["lef"] == nil)
        #expect(table["left "] == nil)
    }

    @Test func everyNameIsFoundAfterTheIndexGrows() {
        var table = ExpressionTable()
        for name in Self.names { table[name] = .some(nil) }
        #expect(table.count == 213)
        #expect(table.items.map(\.name) == Self.names)
        for name in Self.names { #expect(table[name] != nil, "\(name)") }
        for missing in ["attribute200", "attribute-1", "Left", "width ", "containerSize"] { #expect(table[missing] == nil, "\(missing)") }
    }

    @Test func settingNilRemovesANameAndKeepsTheOthers() {
        var table = ExpressionTable()
        table.reserveCapacity(4)
        for name in Self.names.prefix(20) { table[name] = .some(nil) }
        table["width"] = nil
        table["attribute3"] = nil
        table["not there"] = nil
        #expect(table.count == 18)
        #expect(table["width"] == nil)
        #expect(table["attribute3"] == nil)
        #expect(table.items.map(\.name).prefix(4) == ["left", "top", "height", "text"])
        for name in Self.names.prefix(20) where name != "width" && name != "attribute3" { #expect(table[name] != nil, "\(name)") }
        table["width"] = .some(nil)
        #expect(table.items.map(\.name).last == "width")
        #expect(table.count == 19)
    }

    @Test func removeAllEmptiesTheTable() {
        var table = ExpressionTable()
        for name in Self.names.prefix(30) { table[name] = .some(nil) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(table["left"] == nil)
        table["top"] = .some(nil)
        #expect(table.items.map(\.name) == ["top"])
    }

    @Test func theHashIsFNV1aOfTheUTF8Bytes() {
        #expect(ExpressionTable.hash("") == 2_166_136_261)
        #expect(ExpressionTable.hash("a") == 0xE40C_292C)
        #expect(ExpressionTable.hash("foobar") == 0xBF9C_F968)
    }
}
