import SwiftLayout
import UIKit

/// The app's call-to-action button: a fixed height, whatever its title.
final class PrimaryButton: UIButton, Layoutable {
    var activation: Activation?

    var layout: some Layout {
        self.sl.anchors {
            Anchors.height.equalTo(constant: 50)
        }
    }

    init() {
        super.init(frame: .zero)
        setTitle("Follow", for: .normal)
        titleLabel?.font = .boldSystemFont(ofSize: 17)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
