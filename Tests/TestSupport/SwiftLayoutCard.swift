import Foundation

/// A small SwiftLayout view for tests of how a `.swift` layout travels through the product:
/// as written, and as it is while being typed, with the `}` closing its `anchors` block missing
/// (its syntax error is then at 14:2, the class's closing brace).
public enum SwiftLayoutCard {
    public static let layout = """
        import SwiftLayout
        import UIKit

        final class Card: UIView, Layoutable {
            var activation: Activation?
            let title = UILabel()

            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors {
                        Anchors.top.leading.equalToSuper(constant: 8)
                    }
                }
            }
        }
        """

    public static let missingABrace = layout.replacingOccurrences(of: "constant: 8)\n            }", with: "constant: 8)")
}
