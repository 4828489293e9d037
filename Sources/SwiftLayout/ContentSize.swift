import AutoLayout
import Expressions
import LayoutEngine

/// What a view's content makes of its size (R-SL-CONTENT): labels and buttons from their text and
/// font, image views from their image, fixed-size controls from UIKit's table, a custom class from
/// its `intrinsicContentSize`.
struct ContentSize {
    let measurer: TextMeasurer
    let ancestry: (ViewEntity) -> [String]
    let imageSize: (String) -> Size?
    /// What was measured for the views before, at the measurer's scale (`ContentMemo`).
    var memo: ContentMemo?

    func text(of view: ViewEntity) -> String? {
        if case .string(let text)? = view.prop("text") ?? view.prop("title") { return text }
        return nil
    }

    func font(of view: ViewEntity, default size: Double) -> FontDescriptor {
        if case .font(let font)? = view.prop("font") ?? view.prop("titleLabel.font") { return font }
        return FontDescriptor(size: size)
    }

    func numberOfLines(of view: ViewEntity) -> Int {
        if case .number(let lines)? = view.prop("numberOfLines") { return Int(lines) }
        return 1
    }

    func isKind(_ view: ViewEntity, _ className: String) -> Bool { ancestry(view).contains(className) }

    func isWrappingLabel(_ view: ViewEntity) -> Bool { isKind(view, "UILabel") && numberOfLines(of: view) != 1 }

    /// `intrinsicContentSize`, a label's wrapped at `wrapWidth`; nil on an axis without one.
    func intrinsicSize(of view: ViewEntity, wrapWidth: Double?, declared: (Double?, Double?)?) -> (width: Double?, height: Double?) {
        if let declared { return declared }
        if wrapWidth == nil, let known = memo?.sizes[ObjectIdentifier(view)] { return known }
        if isKind(view, "UILabel") {
            guard let text = text(of: view), !text.isEmpty else { return (0, 0) }
            let lines = numberOfLines(of: view)
            let resolved = ResolvedFont(font(of: view, default: 17))
            let measurement = measurer.measure(text, font: resolved, maxWidth: wrapWidth ?? .infinity, numberOfLines: lines)
            let size = measurement.size
            // A label's size is its text's: kept (an image's size may change: not kept).
            if wrapWidth == nil, let memo {
                let id = ObjectIdentifier(view)
                memo.sizes[id] = (size.width, size.height)
                // One line at any width is the measurement `baselineOffsets` makes: kept for it.
                if lines == 1, memo.baselines[id] == nil {
                    memo.baselines[id] = (measurement.firstBaselineOffset, measurement.lastBaselineOffset)
                }
                // The text the stage draws, in the font just resolved (`sceneText(of:)` resolved
                // it again: a face found from the descriptor's name, weight and traits).
                if memo.texts[id] == nil { memo.texts[id] = SceneText(text, font: resolved, numberOfLines: lines) }
            }
            return (size.width, size.height)
        }
        if isKind(view, "UIButton") {
            let title = text(of: view) ?? ""
            let image = self.image(of: view)
            if title.isEmpty, let image { return (image.width, image.height) }
            let size = ButtonMetrics.intrinsicSize(title: title, font: font(of: view, default: 15), measurer: measurer)
            return (size.width + (title.isEmpty ? 0 : image?.width ?? 0), max(size.height, image?.height ?? 0))
        }
        if isKind(view, "UIImageView") {
            guard let size = image(of: view) else { return (nil, nil) }
            return (size.width, size.height)
        }
        if isKind(view, "UITextField") {
            var text = text(of: view) ?? ""
            if text.isEmpty, case .string(let placeholder)? = view.prop("placeholder") { text = placeholder }
            let width = measurer.measure(text, font: font(of: view, default: 17)).size.width
            return (width, measurer.measure("X", font: font(of: view, default: 17)).size.height)
        }
        if isKind(view, "UISegmentedControl") {
            return (ControlMetrics.segmentedControlWidth(titles: segmentTitles(of: view), measurer: measurer), UIKitDefaults.segmentedControlHeight())
        }
        for name in ancestry(view) {
            if let size = UIKitDefaults.intrinsicSize(forClass: name) { return (size.width, size.height) }
        }
        return (nil, nil)
    }

    /// A segmented control's titles (`insertSegment(withTitle:at:animated:)`, `init(items:)`).
    func segmentTitles(of view: ViewEntity) -> [String] {
        guard case .array(let segments)? = view.prop("segments") else { return [] }
        return segments.map { if case .string(let title) = $0 { title } else { "" } }
    }

    private func image(of view: ViewEntity) -> Size? {
        guard case .image(let image)? = view.prop("image") else { return nil }
        return image.size ?? imageSize(image.name)
    }

    /// Labels hug a little harder (251), as Interface Builder and the other formats have it.
    func contentHugging(of view: ViewEntity) -> AxisPriorities {
        if let known = memo?.hugging[ObjectIdentifier(view)] { return known }
        let hugging = classContentHugging(of: view)
        memo?.hugging[ObjectIdentifier(view)] = hugging
        return hugging
    }

    private func classContentHugging(of view: ViewEntity) -> AxisPriorities {
        if isKind(view, "UILabel") { return AxisPriorities(horizontal: 251, vertical: 251) }
        for name in ancestry(view) where UIKitDefaults.contentHugging(forClass: name) != UIKitDefaults.contentHugging {
            return UIKitDefaults.contentHugging(forClass: name)
        }
        return UIKitDefaults.contentHugging
    }

    /// The priorities the code set that differ from the class's (for the render); nil when none do.
    func contentPriorities(of view: ViewEntity) -> ContentPriorities? {
        let hugging = contentHugging(of: view)
        let compression = UIKitDefaults.compressionResistance
        let set = view.contentPriorities
        let differing = ContentPriorities(hugging: .init(set.hugging.applied(to: hugging), differingFrom: hugging),
                                          compressionResistance: .init(set.compressionResistance.applied(to: compression), differingFrom: compression))
        return differing.isEmpty ? nil : differing
    }

    /// A label's baselines from its font.
    func baselineOffsets(of view: ViewEntity) -> (first: Double, last: Double)? {
        if let known = memo?.baselines[ObjectIdentifier(view)] { return known }
        guard isKind(view, "UILabel"), let text = text(of: view), !text.isEmpty else { return nil }
        let measurement = measurer.measure(text, font: font(of: view, default: 17))
        memo?.baselines[ObjectIdentifier(view)] = (measurement.firstBaselineOffset, measurement.lastBaselineOffset)
        return (measurement.firstBaselineOffset, measurement.lastBaselineOffset)
    }

    /// The text a label or button draws, laid out by the stage at its final width.
    func sceneText(of view: ViewEntity) -> SceneText? {
        if let known = memo?.texts[ObjectIdentifier(view)] { return known }
        let text = sceneTextMeasured(of: view)
        memo?.texts[ObjectIdentifier(view)] = text
        return text
    }

    private func sceneTextMeasured(of view: ViewEntity) -> SceneText? {
        guard let text = text(of: view), !text.isEmpty else { return nil }
        if isKind(view, "UILabel") {
            return SceneText(text, font: ResolvedFont(font(of: view, default: 17)), numberOfLines: numberOfLines(of: view))
        }
        guard isKind(view, "UIButton") else { return nil }
        return SceneText(text, font: ResolvedFont(font(of: view, default: 15)), numberOfLines: 1)
    }
}

/// What `ContentSize` measured for the views of one evaluation at one scale — labels' sizes
/// and baselines, the texts the stage lays out, the classes' content hugging — kept with the evaluation while it is taken
/// again (`LayoutEvaluation`): its views' text and fonts do not change.
final class ContentMemo {
    let scale: Double
    var sizes: [ObjectIdentifier: (width: Double?, height: Double?)] = [:]
    var baselines: [ObjectIdentifier: (first: Double, last: Double)] = [:]
    var texts: [ObjectIdentifier: SceneText?] = [:]
    var hugging: [ObjectIdentifier: AxisPriorities] = [:]

    init(scale: Double) { self.scale = scale }

    /// Room for `count` views in each table, when they are empty (a screen's thousands of views
    /// grew each table a doubling at a time, hashing its entries again at each).
    func reserve(_ count: Int) {
        guard sizes.isEmpty, texts.isEmpty else { return }
        sizes.reserveCapacity(count)
        baselines.reserveCapacity(count)
        texts.reserveCapacity(count)
        hugging.reserveCapacity(count)
    }
}
