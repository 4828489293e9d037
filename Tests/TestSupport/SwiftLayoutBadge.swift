/// A SwiftLayout view whose render has one warning and one note, for what counts as a warning:
/// `title.text = name` (an initialiser's parameter, drawn as the placeholder "Name": a warning,
/// 22:22) and `UIColor(hex: "#FF8800")` (the app's own initialiser read as the colour: a note, 23:33).
public enum SwiftLayoutBadge {
    public static let source = """
        import SwiftLayout
        import UIKit

        extension UIColor {
            convenience init(hex: String) { self.init(white: 0, alpha: 1) }
        }

        final class BadgeView: UIView, Layoutable {
            var activation: Activation?
            let title = UILabel()
            let badge = UIView()

            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors { Anchors.top.leading.equalToSuper() }
                    badge.sl.anchors { Anchors.top.equalTo(title, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 40, height: 40) }
                }
            }

            init(name: String) {
                super.init(frame: .zero)
                title.text = name
                badge.backgroundColor = UIColor(hex: "#FF8800")
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
}
