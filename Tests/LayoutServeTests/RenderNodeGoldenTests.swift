import Diagnostics
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// The NODE examples of docs/PROTOCOL.md (under `<!-- render-nodes -->`), byte for byte,
/// against the render of the template each stands for: what a client reads in `props`,
/// `types`, `text` and `item`.
@Suite struct RenderNodeGoldenTests {
    /// The example lines under `<!-- render-nodes -->`, in order.
    static let documented: [String] = {
        guard let text = try? String(contentsOf: FixturePaths.repository.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8),
              let marker = text.range(of: "<!-- render-nodes -->\n```\n"),
              let end = text[marker.upperBound...].range(of: "```")
        else { return [] }
        return text[marker.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }()

    static let files: [String: String] = [
        "Screens/Home.xml": """
            <UIView>
                <UILabel id="title" outlet="titleLabel" top="64" left="20" width="100% - 40" height="20" text="Hello"
                         font="Helvetica 17 bold" textAlignment="center" textColor="#336699"/>
            </UIView>
            """,
        "Cards/Card.xml": """
            <LMColumnView layoutMargins="16">
                <UILabel text="Hi" font="Courier-Bold 15" textColor="#336699"/>
                <LMSpacer/>
            </LMColumnView>
            """,
    ]

    /// The first child's NODE, as the server encodes it.
    static func encodedChild(_ path: String) throws -> String {
        let folder = try TemporaryFolder(files)
        let outcome = try ProjectLoader(root: folder.path).renderer.render(path, device: Device.parse("iphone-15"))
        let child = try #require(outcome.tree?.children.first, "\(path): \(outcome.errors.map(\.formatted))")
        var bytes: [UInt8] = []
        child.write(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == child.json.encoded, "write(to:) and json agree")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aLayoutLabelIsEncodedAsDocumented() throws {
        try #require(Self.documented.count == 2, "docs/PROTOCOL.md has two render-nodes examples")
        let encoded = try Self.encodedChild("Screens/Home.xml")
        #expect(encoded == Self.documented[0])
    }

    @Test func aMarkupKitViewIsEncodedAsDocumented() throws {
        try #require(Self.documented.count == 2, "docs/PROTOCOL.md has two render-nodes examples")
        let encoded = try Self.encodedChild("Cards/Card.xml")
        #expect(encoded == Self.documented[1])
    }
}
