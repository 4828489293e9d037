import Expressions

extension LayoutNode {
    /// The text the view draws in a frame `width` points wide: a label's text wrapped as it
    /// was measured, a text field's text (else its placeholder) and a button's title on one
    /// line. Nil for other views, for no text, and for text that failed to evaluate.
    func drawnText(width: Double) -> DrawnText? {
        // None of the node's values forgotten since: its text, font and line limit are the same.
        // (Compared by fields of their own: reading the key out of `lastDrawnText` copies its text.)
        if lastDrawnForgotten == forgottenValues, lastDrawnWidth == width, lastDrawnScale == pass.textMeasurer.scale {
            return lastDrawnText?.text
        }
        lastDrawnForgotten = -1
        let text: String?, font: ResolvedFont?, lines: Int
        switch intrinsicKind {
        case .text:
            text = try? labelText()
            font = try? textFont()
            lines = expression(.numberOfLines) == nil ? 1 : ((try? dimension(.numberOfLines)).map { Int($0) } ?? 1)
        case .textInput where viewClass.is(.textField):
            let own = try? labelText()
            text = own?.isEmpty == false ? own : try? stringValue(of: ["placeholder", "attributedPlaceholder"])
            font = try? textFont()
            lines = 1
        case .button:
            text = try? stringValue(of: ["title", "normalTitle", "attributedTitle", "normalAttributedTitle"])
            var descriptor = ButtonMetrics.defaultTitleFont
            if expression("titleLabel.font") != nil, case let .font(custom)? = try? value(forSymbol: "titleLabel.font") { descriptor = custom }
            font = ResolvedFont(descriptor)
            lines = 1
        default:
            return nil
        }
        guard let text, !text.isEmpty, let font else { return nil }
        let key = DrawnText.Key(text: text, face: font.face, size: font.size, width: width, numberOfLines: lines, scale: pass.textMeasurer.scale)
        if let last = lastDrawnText, last.key == key {
            noteDrawnTextCurrent(width: width)
            return last.text
        }
        let drawn: DrawnText
        if let prepared = preparedText, prepared.face == font.face, prepared.text == text,
           let broken = prepared.lineRanges(limit: TextMeasurer.limit(font: font, maxWidth: width, numberOfLines: lines), maxLines: max(0, lines))
        {
            // The words the label was measured from: no second walk over its scalars.
            drawn = DrawnText(text, font: font, lineRanges: broken)
        } else {
            drawn = DrawnText(text, font: font, width: width, numberOfLines: lines, measurer: pass.textMeasurer)
        }
        lastDrawnText = (key, drawn)
        noteDrawnTextCurrent(width: width)
        return drawn
    }

    /// `lastDrawnText` is what the node draws at `width` until one of its values is forgotten.
    private func noteDrawnTextCurrent(width: Double) {
        lastDrawnForgotten = forgottenValues
        lastDrawnWidth = width
        lastDrawnScale = pass.textMeasurer.scale
    }
}
