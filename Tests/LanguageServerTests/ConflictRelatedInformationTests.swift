import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// An Auto Layout conflict in an EverLayout, SwiftLayout or MarkupKit document: the diagnostic
/// at the constraint UIKit breaks, and each of the document's constraints involved as related
/// information at its own range (UIKit's own, the encapsulated width, has no place and is left out).
@Suite struct ConflictRelatedInformationTests {
    @Test func eachConstraintOfAConflictIsRelatedInformationAtItsRange() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let client = EditorClient()
        _ = client.start()
        let layout = EditorSessionTests.uri(folder, "SignIn.json")
        client.open(layout, """
            {"name": "SignIn", "root": {"views": {
                "!title:UILabel": {"constraints": {"left": "@super +10", "right": "@super <10", "width": "+500", "top": "@super", "height": "+20"}}
            }}}
            """)
        let swift = EditorSessionTests.uri(folder, "Card.swift")
        client.open(swift, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors {
                            Anchors.allSides.equalToSuper()
                            Anchors.width.equalTo(constant: 5000)
                        }
                    }
                }
            }
            """)
        let markup = EditorSessionTests.uri(folder, "Detail.xml")
        client.open(markup, "<LMColumnView>\n    <UILabel width=\"5000\"/>\n</LMColumnView>\n")
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(published.map { $0["params"]?["uri"]?.stringValue } == [layout, swift, markup])
        func related(_ index: Int) -> [String] {
            let diagnostic = published[index]["params"]?["diagnostics"]?.arrayValue?.first
            return (diagnostic?["relatedInformation"]?.arrayValue ?? []).map { entry in
                let range = entry["location"]?["range"]
                let place = [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]]
                    .map { $0?.numberValue.map { String(Int($0)) } ?? "?" }
                let uri = entry["location"]?["uri"]?.stringValue ?? ""
                return "\(uri.split(separator: "/").last ?? "") \(place[0]):\(place[1])-\(place[2]):\(place[3]) \(entry["message"]?.stringValue ?? "")"
            }
        }
        let everLayout = published[0]["params"]?["diagnostics"]?.arrayValue?.first
        #expect(everLayout?["range"]?.encoded == #"{"start":{"line":1,"character":93},"end":{"line":1,"character":99}}"#)
        #expect(everLayout?["message"] == "Unable to simultaneously satisfy constraints: root.width == 393 (UIView-Encapsulated-Layout-width); title.left == root.left + 10; title.right == root.right - 10; title.width == 500. Will attempt to recover by breaking constraint title.width == 500")
        #expect(related(0) == [
            "SignIn.json 1:47-1:59 title.left == root.left + 10", "SignIn.json 1:70-1:82 title.right == root.right - 10",
            "SignIn.json 1:93-1:99 title.width == 500",
        ])
        // `allSides` makes both the leading and the trailing constraint.
        #expect(related(1) == [
            "Card.swift 9:16-9:47 title.leading == self.leading", "Card.swift 9:16-9:47 title.trailing == self.trailing",
            "Card.swift 10:16-10:53 title.width == 5000",
        ])
        // The column view makes its arranged subview's leading and trailing constraints.
        #expect(related(2) == [
            "Detail.xml 0:0-0:1 UILabel@2:5.leading == root.leadingMargin", "Detail.xml 0:0-0:1 UILabel@2:5.trailing == root.trailingMargin",
            "Detail.xml 1:4-1:5 UILabel@2:5.width == 5000",
        ])
    }

    /// A conflict in the layout of a class another file declares: shown where this document
    /// places the view (it was at 0:0), led by its place, with each constraint in that file.
    @Test func aConflictInAnotherFilesClassIsShownWhereTheViewIsPlaced() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}", "Badge.swift": """
            import SwiftLayout
            import UIKit

            final class Badge: UIView, Layoutable {
                var activation: Activation?
                let dot = UIView()
                var layout: some Layout {
                    self.sl.sublayout {
                        dot.sl.anchors {
                            Anchors.width.equalTo(constant: 10)
                            Anchors.width.equalTo(constant: 20)
                            Anchors.height.equalTo(constant: 10)
                            Anchors.top.leading.equalToSuper()
                        }
                    }
                }
            }
            """])
        let client = EditorClient()
        _ = client.start()
        let card = EditorSessionTests.uri(folder, "Card.swift")
        let badge = EditorSessionTests.uri(folder, "Badge.swift")
        client.open(card, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let badge = Badge()
                var layout: some Layout {
                    self.sl.sublayout {
                        badge.sl.anchors {
                            Anchors.allSides.equalToSuper()
                        }
                    }
                }
            }
            """)
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(published.map { $0["params"]?["diagnostics"]?.encoded } == [
            #"[{"range":{"start":{"line":8,"character":12},"end":{"line":8,"character":17}},"severity":2,"source":"layout-serve","message":"Badge.swift:11:17: Unable to simultaneously satisfy constraints: badge.dot.width == 10; badge.dot.width == 20. Will attempt to recover by breaking constraint badge.dot.width == 20","relatedInformation":[{"location":{"uri":"\#(badge)","range":{"start":{"line":10,"character":16},"end":{"line":10,"character":51}}},"message":"Unable to simultaneously satisfy constraints: badge.dot.width == 10; badge.dot.width == 20. Will attempt to recover by breaking constraint badge.dot.width == 20"},{"location":{"uri":"\#(badge)","range":{"start":{"line":9,"character":16},"end":{"line":9,"character":51}}},"message":"badge.dot.width == 10"},{"location":{"uri":"\#(badge)","range":{"start":{"line":10,"character":16},"end":{"line":10,"character":51}}},"message":"badge.dot.width == 20"}]}]"#,
        ])
    }
}
