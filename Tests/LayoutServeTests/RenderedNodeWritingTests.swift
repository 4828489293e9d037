import Diagnostics
import Expressions
import LayoutEngine
import Testing

/// `RenderedNode.write(to:)` copies the bytes of a font prop equal to the last one written and
/// notes which props need a `types` entry as it writes them: the text is still `json`'s.
@Suite struct RenderedNodeWritingTests {
    static func label(_ font: FontDescriptor, extra: [(name: String, value: Value)] = []) -> RenderedNode {
        RenderedNode(className: "UILabel", id: nil, frame: Rect(x: 0, y: 0, width: 10, height: 2.5),
                     props: [("font", .font(font))] + extra, file: "A.xml", position: SourcePosition(line: 2, column: 3), children: [])
    }

    static func written(_ node: RenderedNode) -> String {
        var bytes: [UInt8] = []
        node.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aRepeatedFontIsWrittenAsItsFirstAndAnotherInFull() {
        let helvetica = FontDescriptor(name: "Helvetica", size: 17)
        let courier = FontDescriptor(name: "Courier-Bold", size: 15, weight: "bold", traits: ["bold"])
        let tree = RenderedNode(className: "UIView", id: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10), props: [],
                                file: "A.xml", position: SourcePosition(line: 1, column: 1),
                                children: [Self.label(helvetica), Self.label(helvetica), Self.label(courier), Self.label(helvetica)])
        let text = Self.written(tree)
        #expect(text == tree.json.encoded)
        let helveticaJSON = #"{"name":"Helvetica","family":"Helvetica","face":"Regular","size":17,"weight":"regular","traits":[]}"#
        let courierJSON = #"{"name":"Courier-Bold","family":"Courier","face":"Bold","size":15,"weight":"bold","traits":["bold"]}"#
        #expect(text.split(separator: helveticaJSON, omittingEmptySubsequences: false).count == 4)
        #expect(text.split(separator: courierJSON, omittingEmptySubsequences: false).count == 2)
        #expect(text.hasPrefix(#"{"class":"UIView","frame":{"x":0,"y":0,"width":10,"height":10},"props":{},"#
            + #""source":{"file":"A.xml","line":1,"column":1},"children":[{"class":"UILabel","frame":{"x":0,"y":0,"width":10,"height":2.5},"#
            + #""props":{"font":"# + helveticaJSON + #"},"types":{"font":"UIFont"},"source""#))
    }

    /// `estimatedEncodedSize` counts every node down the tree: 200 + 40 a prop + the file's
    /// bytes a node, 70 more for a font prop (read through pointers, children included).
    @Test func theSizeEstimateCountsEveryNodeDownTheTree() {
        let label = Self.label(FontDescriptor(name: "Helvetica", size: 17))
        #expect(label.estimatedEncodedSize == 315)
        let row = RenderedNode(className: "UIView", id: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10), props: [],
                               file: "A.xml", position: SourcePosition(line: 1, column: 1), children: [label, label])
        #expect(row.estimatedEncodedSize == 205 + 2 * 315)
        let root = RenderedNode(className: "UIView", id: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10), props: [],
                                file: "Screens/B.xml", position: SourcePosition(line: 1, column: 1), children: [row, label, row])
        #expect(root.estimatedEncodedSize == 213 + 2 * 835 + 315)
    }

    @Test func typesNameEveryPropWhoseJSONDoesNotSayItsTypePastTheSixtyFourth() {
        let numbers: [(name: String, value: Value)] = (0..<70).map { ("n\($0)", Value.number(Double($0))) }
        let color: (name: String, value: Value) = ("textColor", .color(Color(red: 1, green: 0, blue: 0)))
        let node = Self.label(FontDescriptor(), extra: numbers + [color, ("hidden", .bool(false)), ("title", .string("t"))])
        let text = Self.written(node)
        #expect(text == node.json.encoded)
        #expect(text.contains(#""types":{"font":"UIFont","textColor":"UIColor"}"#))
    }

    /// The lines are written straight from the label's text: escaped as `json` escapes them,
    /// short and long, ASCII or not.
    @Test func aLabelsLinesAreWrittenAsJSONWritesThem() {
        let text = "Say \"hi\" to C:\\dir\nthen a crème brûlée, naïve façade and more words to wrap"
        var node = Self.label(FontDescriptor(size: 17))
        node.text = DrawnText(text, font: ResolvedFont(FontDescriptor(size: 17)), width: 90, numberOfLines: 0, measurer: TextMeasurer(scale: 2))
        let written = Self.written(node)
        #expect(written == node.json.encoded)
        #expect(written.contains(#""lines":["Say \"hi\" to","C:\\dir","then a","crème","brûlée,","naïve","façade and","more words","to wrap"]},"#))
    }
}
