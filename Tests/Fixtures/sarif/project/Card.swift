import SwiftLayout
import UIKit

final class CardView: UIView, Layoutable {
    var activation: Activation?

    private let close = UIButton()

    var layout: some Layout {
        self.sl.sublayout {
            close.sl.anchors {
                Anchors.top.leading.equalToSuper(constant: -10)
                Anchors.size(width: 20, height: 20)
            }
        }
    }
}
