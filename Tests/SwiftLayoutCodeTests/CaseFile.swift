import Diagnostics
import Foundation
import SwiftLayoutCode
import TestSupport

/// `Tests/Fixtures/conformance/swiftlayout-cases.json`, read with its key order (a frame tree's
/// views print in the order they are written).
enum CaseFile {
    static let root: JSON = {
        let url = FixturePaths.fixtures.appendingPathComponent("conformance/swiftlayout-cases.json")
        return try! JSON.parse(String(decoding: try! Data(contentsOf: url), as: UTF8.self))
    }()

    static func cases(kind: String) -> [JSON] {
        root["cases"]!.arrayValue!.filter { $0["kind"]?.stringValue == kind }
    }

    static func testCase(_ id: String) -> JSON {
        root["cases"]!.arrayValue!.first { $0["id"]?.stringValue == id }!
    }
}

extension CodeLayout {
    /// A case's `frame_tree`: `{"root": [x, y, w, h], "name": {"parent": "root", "frame": […]}, …}`,
    /// every view `UIView`, in the order written (each after its parent).
    init(frameTree: JSON) {
        var views: [View] = []
        var indices: [String: Int] = [:]
        for (name, value) in frameTree.objectValue ?? [] {
            let numbers = (value.arrayValue ?? value["frame"]?.arrayValue ?? []).compactMap(\.numberValue)
            let frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            indices[name] = views.count
            views.append(View(name: name, className: "UIView", frame: frame, parent: value["parent"]?.stringValue.flatMap { indices[$0] }))
        }
        self.init(views: views)
    }
}
