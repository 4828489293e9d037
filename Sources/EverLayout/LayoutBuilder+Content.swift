import AutoLayout
import Expressions
import LayoutEngine

/// What a view's content makes of its size (R-EL-CONTENT): labels and buttons from their
/// text, fixed-size controls from UIKit's table; plain views have none.
extension LayoutBuilder {
    func property(_ name: String, of index: Int) -> String? {
        views[index].properties.last { $0.name == name }?.value
    }

    func isLabel(_ index: Int) -> Bool { views[index].ancestry.contains("UILabel") }

    /// A plain `UIView` (most views): no content, UIKit's default priorities; asked first so
    /// that such a view is not looked up in the class tables again and again.
    func isPlainView(_ index: Int) -> Bool { views[index].ancestry.count == 1 && views[index].ancestry[0] == "UIView" }

    func isWrappingLabel(_ index: Int) -> Bool {
        isLabel(index) && (property("numberOfLines", of: index).flatMap { Int($0) } ?? 1) != 1
    }

    /// Labels hug a little harder than other views (251), as Interface Builder has it (R-ICS-3).
    func contentHugging(of index: Int) -> AxisPriorities {
        if isPlainView(index) { return UIKitDefaults.contentHugging }
        if isLabel(index) { return AxisPriorities(horizontal: 251, vertical: 251) }
        return UIKitDefaults.contentHugging(forClass: views[index].ancestry.first { UIKitDefaults.contentHugging(forClass: $0) != UIKitDefaults.contentHugging } ?? "UIView")
    }

    /// `intrinsicContentSize`, a label's wrapped at `wrapWidth` when given.
    func intrinsicSize(of index: Int, wrapWidth: Double?) -> (width: Double?, height: Double?) {
        if isPlainView(index) { return (nil, nil) }
        let measurer = TextMeasurer(scale: options.scale)
        let ancestry = views[index].ancestry
        let text = property("text", of: index) ?? ""
        let fontSize = property("fontSize", of: index).flatMap { Double($0) }
        if isLabel(index) {
            let lines = property("numberOfLines", of: index).flatMap { Int($0) } ?? 1
            let size = measurer.measure(text, font: FontDescriptor(size: fontSize ?? 17), maxWidth: wrapWidth ?? .infinity,
                                        numberOfLines: lines).size
            return (size.width, size.height)
        }
        if ancestry.contains("UIButton") {
            let size = ButtonMetrics.intrinsicSize(title: text, font: FontDescriptor(size: fontSize ?? 15), measurer: measurer)
            return (size.width, size.height)
        }
        for name in ancestry {
            if let size = UIKitDefaults.intrinsicSize(forClass: name) { return (size.width, size.height) }
        }
        return (nil, nil)
    }

    /// The text a label or button draws, laid out by the stage at its final width; a text
    /// field draws its placeholder (EverLayout sets no text on one) in UIKit's 17 pt.
    func sceneText(of index: Int) -> SceneText? {
        if isPlainView(index) { return nil }
        if views[index].ancestry.contains("UITextField") {
            guard let placeholder = property("placeholder", of: index), !placeholder.isEmpty else { return nil }
            return SceneText(placeholder, font: ResolvedFont(FontDescriptor(size: 17)), numberOfLines: 1)
        }
        guard let text = property("text", of: index), !text.isEmpty else { return nil }
        let fontSize = property("fontSize", of: index).flatMap { Double($0) }
        if isLabel(index) {
            let lines = property("numberOfLines", of: index).flatMap { Int($0) } ?? 1
            return SceneText(text, font: ResolvedFont(FontDescriptor(size: fontSize ?? 17)), numberOfLines: lines)
        }
        guard views[index].ancestry.contains("UIButton") else { return nil }
        return SceneText(text, font: ResolvedFont(FontDescriptor(size: fontSize ?? 15)), numberOfLines: 1)
    }
}

extension LayoutBuilder {
    /// Each placed view's properties as written, by id (the model that survives for the id).
    var writtenProperties: [String: [(name: String, value: String)]] {
        var written: [String: [(name: String, value: String)]] = [:]
        written.reserveCapacity(modelByID.count)
        for (id, index) in modelByID where views[index].isPlaced || index == 0 {
            written[id] = views[index].properties
        }
        return written
    }
}
