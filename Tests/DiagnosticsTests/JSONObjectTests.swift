import Diagnostics
import Testing

/// Objects with many members are read without comparing each key with every earlier one
/// (`<?properties?>` with 40,000 keys spent seconds in the parser), and duplicate keys still
/// behave as before: the later value in the earlier key's place.
@Suite struct JSONObjectTests {
    @Test func fortyThousandMembersKeepTheirOrder() throws {
        let text = "{" + (0..<40_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
        let members = try #require(try JSON.parse(text).objectValue)
        #expect(members.count == 40_000)
        #expect(members[39_999].0 == "k39999")
        #expect(members[39_999].1 == .number(39_999))
    }

    @Test func aDuplicateKeyTakesTheEarlierPlaceBeforeAndAfterTheTable() throws {
        let filler = (0..<20).map { #""f\#($0)": 0"# }.joined(separator: ", ")
        #expect(try JSON.parse(#"{"a": 1, "b": 2, "a": 3}"#).encoded == #"{"a":3,"b":2}"#)
        let parsed = try JSON.parse(#"{"a": 1, \#(filler), "a": 2, "f19": 3, "z": 4, "z": 5}"#)
        let members = try #require(parsed.objectValue)
        #expect(members.count == 22)
        #expect(members.first.map { $0.0 } == "a" && members.first?.1 == .number(2))
        #expect(members[20].0 == "f19" && members[20].1 == .number(3))
        #expect(members[21].0 == "z" && members[21].1 == .number(5))
    }
}
