import SwiftLayout
import UIKit

/// A profile screen written with SwiftLayout: save it while `layout-serve` runs and the
/// viewer shows its frames. `PrimaryButton` comes from PrimaryButton.swift.
final class ProfileViewController: UIViewController, Layoutable {
    var activation: Activation?

    private let avatar = UIImageView().sl.identifying("avatar")
    private let nameLabel = UILabel().sl.config { label in
        label.text = "Ada Lovelace"
        label.font = .boldSystemFont(ofSize: 24)
    }
    private let bioLabel: UILabel = {
        let label = UILabel()
        label.text = "Wrote the first program for Babbage's Analytical Engine, and saw that it could do more than arithmetic."
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        return label
    }()
    private let stats = UIStackView().sl.config { stack in
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
    }
    private let followers = UILabel().sl.config { $0.text = "1,024 followers" }
    private let following = UILabel().sl.config { $0.text = "12 following" }
    private let followButton = PrimaryButton()

    private enum Metrics {
        static let margin: CGFloat = 20
        static let avatarSize: CGFloat = 96
    }

    var layout: some Layout {
        view.sl.sublayout {
            avatar.sl.anchors {
                Anchors.top.equalTo(view.safeAreaLayoutGuide, constant: 24)
                Anchors.centerX
                Anchors.size(width: Metrics.avatarSize, height: Metrics.avatarSize)
            }
            nameLabel.sl.anchors {
                Anchors.top.equalTo(avatar, attribute: .bottom, constant: 16)
                Anchors.centerX
            }
            bioLabel.sl.anchors {
                Anchors.top.equalTo(nameLabel, attribute: .bottom, constant: 8)
                Anchors.horizontal(offset: Metrics.margin)
            }
            stats.sl.anchors {
                Anchors.top.equalTo(bioLabel.bottomAnchor, constant: 16)
                Anchors.horizontal(offset: Metrics.margin)
            }.sublayout {
                followers
                following
            }
            followButton.sl.anchors {
                Anchors.bottom.equalTo(view.safeAreaLayoutGuide, constant: -16)
                Anchors.horizontal(offset: Metrics.margin)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sl.updateLayout()
    }
}
