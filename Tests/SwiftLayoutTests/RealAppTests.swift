import Diagnostics
import Expressions
import LayoutEngine
import SwiftLayout
import Testing

/// Screens as real apps write them (issue 25): views reading their own safe area, literal colours
/// and fonts, model values only the running app knows, the app's own colour and font extensions.
@Suite struct SwiftLayoutRealAppTests {
    /// Renders `files` (the first is the layout) on a 393 × 852 device with a 59/34 safe area.
    static func render(_ files: [(String, String)]) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: files)
        return SwiftLayoutRenderer.render(files[0].0, project: project, options: SwiftLayoutOptions(
            rootWidth: 393, rootHeight: 852, scale: 3, safeArea: .init(top: 59, left: 0, bottom: 34, right: 0)))
    }

    /// Every view of the tree, pre-order: `id x y width height`.
    static func frames(_ render: SwiftLayoutRender) -> [String] {
        var frames: [String] = []
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            frames.append("\(node.id ?? "") \(node.frame.x) \(node.frame.y) \(node.frame.width) \(node.frame.height)")
            pending += node.children.reversed()
        }
        return frames
    }

    /// `severity line:column message` of every diagnostic.
    static func messages(_ render: SwiftLayoutRender) -> [String] {
        render.diagnostics.map { diagnostic in
            let place = diagnostic.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
            return "\(diagnostic.severity) \(place) \(diagnostic.message)"
        }
    }

    /// A prop of the view whose id is `id`.
    static func prop(_ name: String, of id: String, in render: SwiftLayoutRender) -> Value? {
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.id == id { return node.props.last { $0.name == name }?.value }
            pending += node.children
        }
        return nil
    }

    static let profileHeader = #"""
import SwiftLayout
import UIKit

final class ProfileHeaderView: UIView, Layoutable {
    var activation: Activation?
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Kim Minji"
        handleLabel.text = "@minji"
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var layout: some Layout {
        self.sl.sublayout {
            nameLabel.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide.topAnchor, constant: 12)
                Anchors.leading.trailing.equalTo(self.safeAreaLayoutGuide, inwardOffset: 20)
            }
            handleLabel.sl.anchors {
                Anchors.top.equalTo(nameLabel.bottomAnchor, constant: 4)
                Anchors.leading.equalTo(safeAreaLayoutGuide, constant: 20)
                Anchors.bottom.lessThanOrEqualTo(self.safeAreaLayoutGuide.bottomAnchor)
            }
        }
    }
}
"""#

    /// `safeAreaLayoutGuide` and `self.safeAreaLayoutGuide` inside a `Layoutable` view are the
    /// view's own guide (they were an undeclared view with no common ancestor).
    @Test func aViewsOwnSafeAreaGuide() {
        let render = Self.render([("ProfileHeaderView.swift", Self.profileHeader)])
        #expect(Self.messages(render) == [])
        #expect(Self.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            // 59 (the device's top inset) + 12; the name's line is 19.67 high.
            "nameLabel 20.0 71.0 353.0 19.666666666666668",
            "handleLabel 20.0 94.66666666666667 52.333333333333336 19.666666666666668",
        ])
        let lines = render.constraints.map(\.equation)
        #expect(lines.contains("nameLabel.top == self.safeAreaLayoutGuide.top + 12.0"))
        #expect(lines.contains("handleLabel.bottom <= self.safeAreaLayoutGuide.bottom"))
    }
}

/// Literal forms real apps write are evaluated (issue 25, item 2).
@Suite struct SwiftLayoutLiteralFormTests {
    static let settingsCell = #"""
import SwiftLayout
import UIKit

final class ToggleBadge: UIView {}

final class SettingsCell: UITableViewCell, Layoutable {
    var activation: Activation?
    private let iconView: UIImageView = .init()
    private let titleLabel = UILabel.init()
    private let detailLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .regular)
        label.textColor = UIColor(white: 0.55, alpha: 1)
        label.text = "On"
        return label
    }()
    private let separator = UIView(frame: .zero)
    private let badge = ToggleBadge()
    private let accent: UIColor! = .init(red: 1, green: 0.4, blue: 0, alpha: 1)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.text = "Notifications"
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        titleLabel.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        separator.backgroundColor = UIColor(white: 0.9, alpha: 1)
        badge.backgroundColor = accent
        iconView.tintColor = .systemBlue
        contentView.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        contentView.sl.sublayout {
            iconView.sl.anchors {
                Anchors.leading.equalToSuper(constant: 16)
                Anchors.centerY.equalToSuper()
                Anchors.size.equalTo(width: 28, height: 28)
            }
            titleLabel.sl.anchors {
                Anchors.leading.equalTo(iconView.trailingAnchor, constant: 12)
                Anchors.centerY.equalToSuper()
            }
            badge.sl.anchors {
                Anchors.leading.equalTo(titleLabel.trailingAnchor, constant: 6)
                Anchors.centerY.equalToSuper()
                Anchors.size.equalTo(width: 8, height: 8)
            }
            detailLabel.sl.anchors {
                Anchors.trailing.equalToSuper(constant: -16)
                Anchors.centerY.equalToSuper()
            }
            separator.sl.anchors {
                Anchors.leading.equalTo(titleLabel)
                Anchors.trailing.bottom.equalToSuper()
                Anchors.height.equalTo(constant: 0.5)
            }
        }
    }
}
"""#

    /// `.init()`, `Type.init()`, `.init(frame: .zero)` and a declared view class make views;
    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `.systemBlue`,
    /// `withAlphaComponent(_:)` and `UIFont.systemFont(ofSize:weight:)` are their values.
    @Test func aSettingsCell() {
        let render = SwiftLayoutRealAppTests.render([("SettingsCell.swift", Self.settingsCell)])
        // Centred rows fix no height: the cell is a standard 44-point row, as UIKit makes it (R-AL-HOST-FIT).
        #expect(SwiftLayoutRealAppTests.messages(render) == ["warning 36:9 " + ConstraintStage.collapsedCellMessage])
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "contentView 0.0 0.0 393.0 44.0",
            "iconView 16.0 8.0 28.0 28.0",
            "titleLabel 56.0 12.333333333333334 92.66666666666667 19.666666666666668",
            "badge 154.66666666666666 18.0 8.0 8.0",
            "detailLabel 356.6666666666667 13.333333333333334 20.333333333333332 17.333333333333332",
            // Half a point at 3x: a pixel.
            "separator 56.0 43.666666666666664 337.0 0.3333333333333333",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("font", "titleLabel") == .font(FontDescriptor(size: 17, weight: "medium")))
        #expect(prop("textColor", "titleLabel") == .color(Color(red: 0.1, green: 0.1, blue: 0.2)))
        #expect(prop("font", "detailLabel") == .font(FontDescriptor(size: 15)))
        #expect(prop("textColor", "detailLabel") == .color(Color(red: 0.55, green: 0.55, blue: 0.55)))
        #expect(prop("backgroundColor", "separator") == .color(Color(red: 0.9, green: 0.9, blue: 0.9)))
        #expect(prop("backgroundColor", "badge") == .color(Color(red: 1, green: 0.4, blue: 0)))
        #expect(prop("tintColor", "iconView") == .color(Color(red: 0, green: 122.0 / 255, blue: 1)))
        #expect(prop("backgroundColor", "contentView") == .color(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
    }

    static let loginForm = #"""
import SwiftLayout
import UIKit

final class LoginFormView: UIView, Layoutable {
    var activation: Activation?
    private let headline = UILabel()
    private let emailField: UITextField = .init()
    private let passwordField = UITextField.init(frame: .zero)
    private let loginButton: UIButton = .init(type: .system)
    private lazy var fields = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])

    override init(frame: CGRect) {
        super.init(frame: frame)
        headline.text = "Welcome back"
        headline.font = .boldSystemFont(ofSize: 28)
        emailField.font = UIFont(name: "Avenir-Book", size: 16) ?? .systemFont(ofSize: 16)
        passwordField.font = Fonts.custom(size: 16) ?? .systemFont(ofSize: 16)
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        loginButton.setTitle("Log in", for: .normal)
        fields.axis = .vertical
        fields.spacing = 12
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        self.sl.sublayout {
            headline.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide, constant: 32)
                Anchors.leading.equalToSuper(constant: 24)
            }
            fields.sl.anchors {
                Anchors.top.equalTo(headline.bottomAnchor, constant: 24)
                Anchors.horizontal.equalToSuper(inwardOffset: 24)
            }
        }
    }
}
"""#

    /// `UIStackView(arrangedSubviews: [a, b, c])` arranges its views (it had none) and
    /// `UIFont.boldSystemFont(ofSize:)` sizes the headline.
    @Test func aLoginFormWithAStackMadeOfItsViews() {
        let render = SwiftLayoutRealAppTests.render([("LoginFormView.swift", Self.loginForm)])
        #expect(SwiftLayoutRealAppTests.messages(render) == [])
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            "headline 24.0 91.0 194.33333333333334 32.333333333333336",
            // Two fields and the button, 12 apart.
            "fields 24.0 147.33333333333334 345.0 90.66666666666667",
            "emailField 0.0 0.0 345.0 18.666666666666668",
            "passwordField 0.0 30.666666666666668 345.0 18.666666666666668",
            "loginButton 0.0 61.333333333333336 345.0 29.333333333333332",
        ])
        #expect(SwiftLayoutRealAppTests.prop("font", of: "headline", in: render) == .font(FontDescriptor(size: 28, weight: "bold")))
        // `a ?? b`: a when it can be read, else b.
        #expect(SwiftLayoutRealAppTests.prop("font", of: "emailField", in: render) == .font(FontDescriptor(name: "Avenir-Book", size: 16)))
        #expect(SwiftLayoutRealAppTests.prop("font", of: "passwordField", in: render) == .font(FontDescriptor(size: 16)))
    }
}

/// Values only the running app knows are drawn as stand-ins, with a warning naming them
/// (issue 25, item 3): the view is placed, the rest renders, and nothing is an error.
@Suite struct SwiftLayoutStandInTests {
    static let menuCell = #"""
import SwiftLayout
import UIKit

struct Menu {
    let name: String
    let price: Int
    let thumbnailName: String
    var isNew: Bool { price > 0 }
}

final class MenuCell: UITableViewCell, Layoutable {
    var activation: Activation?
    private let thumbnailView = UIImageView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let badgeLabel = UILabel().then {
        $0.text = "NEW"
        $0.font = .boldSystemFont(ofSize: 11)
    }

    init(menu: Menu) {
        super.init(style: .default, reuseIdentifier: "MenuCell")
        nameLabel.text = menu.name
        nameLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        priceLabel.text = "\(menu.price)원"
        thumbnailView.image = UIImage(named: menu.thumbnailName)
        thumbnailView.backgroundColor = menu.tint
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        contentView.sl.sublayout {
            thumbnailView.sl.anchors {
                Anchors.leading.top.equalToSuper(inwardOffset: 12)
                Anchors.size.equalTo(width: 64, height: 64)
            }
            nameLabel.sl.anchors {
                Anchors.leading.equalTo(thumbnailView.trailingAnchor, constant: 12)
                Anchors.top.equalTo(thumbnailView)
            }
            badgeLabel.sl.anchors {
                Anchors.leading.equalTo(nameLabel.trailingAnchor, constant: 4)
                Anchors.centerY.equalTo(nameLabel)
            }
            priceLabel.sl.anchors {
                Anchors.leading.equalTo(nameLabel)
                Anchors.top.equalTo(nameLabel.bottomAnchor, constant: 4)
            }
        }
    }
}
"""#

    /// A model's properties (stored, interpolated, as an image's name, a colour) are
    /// placeholders named by their words; `UILabel().then { … }` is configured as `config`.
    @Test func aMenuCellWithAModelObject() {
        let render = SwiftLayoutRealAppTests.render([("MenuCell.swift", Self.menuCell)])
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            "warning 34:9 " + ConstraintStage.collapsedCellMessage,
            #"warning 23:26 menu.name is only known when the app runs: drawn as placeholder "Menu name""#,
            #"warning 25:27 "\(menu.price)원" is only known when the app runs: drawn as placeholder "Menu price원""#,
            #"warning 26:31 UIImage(named: menu.thumbnailName) is only known when the app runs: drawn as a placeholder image named "Menu thumbnail name" (sized by its constraints)"#,
            "warning 27:41 menu.tint is only known when the app runs: drawn in lightGray as a placeholder",
        ])
        #expect(render.errors.isEmpty)
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            // Nothing ties the content's bottom to the cell's: a standard row, the thumbnail overflowing it.
            "contentView 0.0 0.0 393.0 44.0",
            "thumbnailView 12.0 12.0 64.0 64.0",
            // "Menu name" in 16 pt semibold, "NEW" beside it, "Menu price원" below.
            "nameLabel 88.0 12.0 88.33333333333333 18.666666666666668",
            "badgeLabel 180.33333333333334 15.0 25.666666666666668 12.666666666666666",
            "priceLabel 88.0 34.666666666666664 101.33333333333333 19.666666666666668",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("text", "nameLabel") == .string("Menu name"))
        #expect(prop("text", "priceLabel") == .string("Menu price원"))
        #expect(prop("text", "badgeLabel") == .string("NEW"))
        #expect(prop("image", "thumbnailView") == .image(ImageReference(name: "Menu thumbnail name")))
        #expect(prop("backgroundColor", "thumbnailView") == .color(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)))
    }

    /// The project's own placeholders (`layout-serve.json` `"swiftlayout"`) are drawn instead of
    /// the words, a file's own before the project's, each said in a note (not a warning); a
    /// colour that names none, and what no placeholder is given for, stay the usual stand-ins.
    @Test func aMenuCellWithTheProjectsPlaceholders() {
        var options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3, safeArea: .init(top: 59, left: 0, bottom: 34, right: 0))
        options.placeholders = SwiftLayoutPlaceholders(
            all: ["menu.name": "Espresso", "UIImage(named: menu.thumbnailName)": "coffee", "menu .tint": "#ff8800",
                  "\"\\(menu.price)원\"": "not a colour"],
            byFile: ["MenuCell.swift": ["menu.name": "Iced Americano"], "Other.swift": ["menu.tint": "systemBlue"]])
        let render = SwiftLayoutRenderer.render("MenuCell.swift", project: ProjectDeclarations(files: [("MenuCell.swift", Self.menuCell)]),
                                                options: options)
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            "warning 34:9 " + ConstraintStage.collapsedCellMessage,
            #"note 23:26 menu.name is only known when the app runs: drawn as "Iced Americano", its placeholder in layout-serve.json"#,
            #"note 25:27 "\(menu.price)원" is only known when the app runs: drawn as "not a colour", its placeholder in layout-serve.json"#,
            #"note 26:31 UIImage(named: menu.thumbnailName) is only known when the app runs: drawn as the image named "coffee", its placeholder in layout-serve.json"#,
            "note 27:41 menu.tint is only known when the app runs: drawn with its placeholder in layout-serve.json",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("text", "nameLabel") == .string("Iced Americano"))
        #expect(prop("text", "priceLabel") == .string("not a colour"))
        #expect(prop("image", "thumbnailView") == .image(ImageReference(name: "coffee")))
        #expect(prop("backgroundColor", "thumbnailView") == .color(Color(red: 1, green: 136.0 / 255, blue: 0)))

        // A colour's placeholder that names no colour is the usual light grey, with its warning.
        options.placeholders = SwiftLayoutPlaceholders(all: ["menu.tint": "tea green"])
        let unnamed = SwiftLayoutRenderer.render("MenuCell.swift", project: ProjectDeclarations(files: [("MenuCell.swift", Self.menuCell)]),
                                                 options: options)
        #expect(SwiftLayoutRealAppTests.messages(unnamed).last == "warning 27:41 menu.tint is only known when the app runs: drawn in lightGray as a placeholder")
        #expect(SwiftLayoutRealAppTests.prop("backgroundColor", of: "thumbnailView", in: unnamed) == .color(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)))
    }

    static let headerView = #"""
import SwiftLayout
import UIKit

final class SectionHeaderView: UIView, Layoutable {
    var activation: Activation?
    private let titleLabel = UILabel()

    init(title: String, subtitle: String? = nil) {
        super.init(frame: .zero)
        titleLabel.text = title
        setUpViews()
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setUpViews() {
        titleLabel.font = .boldSystemFont(ofSize: 20)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    var layout: some Layout {
        self.sl.sublayout {
            titleLabel.sl.anchors { Anchors.allSides(offset: 16) }
        }
    }
}
"""#

    static let menuScreen = #"""
import SwiftLayout
import UIKit

struct Store { let name: String }

final class MenuViewController: UIViewController, Layoutable {
    var activation: Activation?
    private let store: Store
    private let todayHeader = SectionHeaderView(title: "Today's menu")
    private lazy var storeHeader = SectionHeaderView(title: store.name)
    private let noticeLabel = UILabel()

    init(store: Store) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        noticeLabel.text = NSLocalizedString("menu.notice", comment: "")
        noticeLabel.numberOfLines = 0
        sl.updateLayout()
    }

    var layout: some Layout {
        view.sl.sublayout {
            storeHeader.sl.anchors {
                Anchors.top.equalTo(view.safeAreaLayoutGuide)
                Anchors.horizontal.equalToSuper()
            }
            todayHeader.sl.anchors {
                Anchors.top.equalTo(storeHeader.bottomAnchor)
                Anchors.horizontal.equalToSuper()
            }
            noticeLabel.sl.anchors {
                Anchors.top.equalTo(todayHeader.bottomAnchor, constant: 8)
                Anchors.horizontal.equalToSuper(inwardOffset: 16)
            }
        }
    }
}
"""#

    /// A title passed to a project view's initialiser is its text (a literal), or a stand-in
    /// reported at the argument; `viewDidLoad` and a method the initialiser calls are read for
    /// configuration; a localized string is drawn as its key.
    @Test func aTitlePassedToAnInitialiser() {
        let render = SwiftLayoutRealAppTests.render([("MenuViewController.swift", Self.menuScreen), ("SectionHeaderView.swift", Self.headerView)])
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            #"warning 23:28 NSLocalizedString("menu.notice", comment: "") is only known when the app runs: drawn as placeholder "menu.notice""#,
            #"warning 10:61 store.name is only known when the app runs: drawn as placeholder "Store name""#,
        ])
        #expect(render.errors.isEmpty)
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "view 0.0 0.0 393.0 852.0",
            // 16 + a 20 pt bold line + 16.
            "storeHeader 0.0 59.0 393.0 55.0",
            "storeHeader.titleLabel 16.0 16.0 361.0 23.0",
            "todayHeader 0.0 114.0 393.0 55.0",
            "todayHeader.titleLabel 16.0 16.0 361.0 23.0",
            "noticeLabel 16.0 177.0 361.0 19.666666666666668",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("text", "todayHeader.titleLabel") == .string("Today's menu"))
        #expect(prop("text", "storeHeader.titleLabel") == .string("Store name"))
        #expect(prop("font", "storeHeader.titleLabel") == .font(FontDescriptor(size: 20, weight: "bold")))
        #expect(prop("backgroundColor", "todayHeader") == .color(Color(red: 0.97, green: 0.97, blue: 0.97)))
        #expect(prop("backgroundColor", "view") == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(prop("text", "noticeLabel") == .string("menu.notice"))
    }

    static let profileScreen = #"""
import SwiftLayout
import UIKit

struct User { let firstName: String; let lastName: String; let avatar: UIImage? }

final class ProfileViewController: UIViewController {
    let user: User
    var displayName: String { user.firstName + " " + user.lastName }

    override func viewDidLoad() {
        super.viewDidLoad()
        let nameLabel = UILabel()
        nameLabel.text = displayName
        nameLabel.textAlignment = .center
        let avatarView = UIImageView()
        avatarView.image = user.avatar
        view.sl.sublayout {
            avatarView.sl.anchors {
                Anchors.top.equalTo(view.safeAreaLayoutGuide, constant: 24)
                Anchors.centerX.equalToSuper()
                Anchors.size.equalTo(width: 96, height: 96)
            }
            nameLabel.sl.anchors {
                Anchors.top.equalTo(avatarView.bottomAnchor, constant: 12)
                Anchors.centerX.equalToSuper()
            }
        }
    }
}
"""#

    /// A computed property and a model's image set before `view.sl.sublayout { … }` in
    /// `viewDidLoad` (the statements before a layout statement are read for configuration).
    @Test func aComputedPropertyBeforeALayoutStatement() {
        let render = SwiftLayoutRealAppTests.render([("ProfileViewController.swift", Self.profileScreen)])
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            #"warning 13:26 displayName is only known when the app runs: drawn as placeholder "Display name""#,
            #"warning 16:28 user.avatar is only known when the app runs: drawn as a placeholder image named "User avatar" (sized by its constraints)"#,
        ])
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "view 0.0 0.0 393.0 852.0",
            "avatarView 148.66666666666666 83.0 96.0 96.0",
            // "Display name", centred below the avatar (it had no text).
            "nameLabel 145.0 191.0 103.0 19.666666666666668",
        ])
    }
}

/// Ternaries: a static condition takes its branch; a text behind a runtime condition is drawn as
/// its first branch.
@Suite struct SwiftLayoutTernaryTests {
    static let row = #"""
import SwiftLayout
import UIKit

final class ToggleRowView: UIView, Layoutable {
    var activation: Activation?
    let isCompact = true
    var isOn: Bool { UserDefaults.standard.bool(forKey: "alerts") }
    private let titleLabel = UILabel()
    private let stateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = isCompact ? "Alerts" : "Receive alerts"
        stateLabel.text = isOn ? "On" : "Off"
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        self.sl.sublayout {
            titleLabel.sl.anchors {
                Anchors.top.equalToSuper(constant: isCompact ? 8 : 16)
                Anchors.leading.equalToSuper(constant: 1 + 1 > 1 ? 16 : 20)
            }
            stateLabel.sl.anchors {
                Anchors.centerY.equalTo(titleLabel)
                Anchors.trailing.equalToSuper(constant: -16)
            }
        }
    }
}
"""#

    @Test func aToggleRow() {
        let render = SwiftLayoutRealAppTests.render([("ToggleRowView.swift", Self.row)])
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            #"warning 14:27 isOn ? "On" : "Off" is only known when the app runs: drawn as placeholder "On""#,
        ])
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            // "Alerts", 8 from the top (compact), 16 from the leading edge.
            "titleLabel 16.0 8.0 43.666666666666664 19.666666666666668",
            "stateLabel 354.0 8.0 23.0 19.666666666666668",
        ])
    }
}

/// The app's own `UIColor` and `UIFont` extensions (issue 25, item 4): read when their bodies
/// are literal, a stand-in with a warning otherwise.
@Suite struct SwiftLayoutAppExtensionTests {
    static let design = #"""
import UIKit

extension UIColor {
    static let blueGray150 = UIColor(red: 0.89, green: 0.91, blue: 0.94, alpha: 1)
    static var brandPrimary: UIColor { UIColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1) }
    static var textSecondary: UIColor {
        return .init(white: 0.45, alpha: 1)
    }
    static let brandAsset = UIColor(named: "BrandAsset")!
}

extension UIFont {
    static func pretendard(size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }

    static func nanum(size: CGFloat) -> UIFont {
        let name = "NanumSquareB"
        return UIFont(name: name, size: size)!
    }
}
"""#

    static let noticeCard = #"""
import SwiftLayout
import UIKit

final class NoticeCardView: UIView, Layoutable {
    var activation: Activation?
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .blueGray150
        titleLabel.text = "Delivery notice"
        titleLabel.font = .pretendard(size: 18, weight: .bold)
        titleLabel.textColor = UIColor.brandPrimary
        bodyLabel.text = "Orders after 9 pm arrive tomorrow."
        bodyLabel.font = UIFont.nanum(size: 14)
        bodyLabel.textColor = .textSecondary
        divider.backgroundColor = .brandAsset
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        self.sl.sublayout {
            titleLabel.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide, constant: 16)
                Anchors.leading.equalToSuper(constant: 20)
            }
            divider.sl.anchors {
                Anchors.top.equalTo(titleLabel.bottomAnchor, constant: 8)
                Anchors.horizontal.equalToSuper(inwardOffset: 20)
                Anchors.height.equalTo(constant: 1)
            }
            bodyLabel.sl.anchors {
                Anchors.top.equalTo(divider.bottomAnchor, constant: 8)
                Anchors.leading.equalToSuper(constant: 20)
            }
        }
    }
}
"""#

    @Test func colorsAndFontsOfTheAppsExtensions() {
        let render = SwiftLayoutRealAppTests.render([("NoticeCardView.swift", Self.noticeCard), ("Design.swift", Self.design)])
        // `nanum` declares a local, `brandAsset` is an asset catalog's colour.
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            "warning 17:26 UIFont.nanum(size: 14) is only known when the app runs: measured in the system font of size 14 as a placeholder",
            "warning 19:35 .brandAsset is only known when the app runs: drawn in lightGray as a placeholder",
        ])
        #expect(render.errors.isEmpty)
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            // 18 pt bold from `.pretendard(size: 18, weight: .bold)`; 14 pt for the stand-in.
            "titleLabel 20.0 75.0 128.33333333333334 21.0",
            "divider 20.0 104.0 353.0 1.0",
            "bodyLabel 20.0 113.0 214.0 16.333333333333332",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("backgroundColor", "self") == .color(Color(red: 0.89, green: 0.91, blue: 0.94)))
        #expect(prop("font", "titleLabel") == .font(FontDescriptor(size: 18, weight: "bold")))
        #expect(prop("textColor", "titleLabel") == .color(Color(red: 0.2, green: 0.45, blue: 0.95)))
        #expect(prop("font", "bodyLabel") == .font(FontDescriptor(size: 14)))
        #expect(prop("textColor", "bodyLabel") == .color(Color(red: 0.45, green: 0.45, blue: 0.45)))
        #expect(prop("backgroundColor", "divider") == .color(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)))
        #expect(render.dependencies == ["NoticeCardView.swift", "Design.swift"])
    }
}

/// What a user sees is carried into the render's props; a misspelled property is an error with a
/// did-you-mean (issue 25, item 5).
@Suite struct SwiftLayoutVisiblePropertyTests {
    static let signIn = #"""
import SwiftLayout
import UIKit

final class SignInView: UIView, Layoutable {
    var activation: Activation?
    private let titleLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Sign in to continue"
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        emailField.placeholder = "Email address"
        emailField.borderStyle = .roundedRect
        emailField.placehodler = "you@example.com"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.backgroundColor = .systemBlue
        signInButton.layer.cornerRadius = 10
        signInButton.layer.borderWidth = bounds.height / 20
        signInButton.clipsToBounds = true
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        self.sl.sublayout {
            titleLabel.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide, constant: 40)
                Anchors.horizontal.equalToSuper(inwardOffset: 24)
            }
            emailField.sl.anchors {
                Anchors.top.equalTo(titleLabel.bottomAnchor, constant: 24)
                Anchors.horizontal.equalToSuper(inwardOffset: 24)
                Anchors.height.equalTo(constant: 44)
            }
            passwordField.sl.anchors {
                Anchors.top.equalTo(emailField.bottomAnchor, constant: 12)
                Anchors.horizontal.equalTo(emailField)
                Anchors.height.equalTo(emailField)
            }
            signInButton.sl.anchors {
                Anchors.top.equalTo(passwordField.bottomAnchor, constant: 24)
                Anchors.horizontal.equalTo(emailField)
                Anchors.height.equalTo(constant: 50)
            }
        }
    }
}
"""#

    @Test func aSignInFormsLooks() throws {
        let render = SwiftLayoutRealAppTests.render([("SignInView.swift", Self.signIn)])
        // `layer.borderWidth = bounds.height / 20` is not read (a note, dropped with the
        // initialiser's other notes); the typo is an error.
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            "error 19:9 UITextField has no property placehodler (the compiler refuses it); it is not read",
        ])
        let typo = try #require(render.errors.first)
        #expect(typo.suggestions == ["placeholder"])
        #expect(SwiftLayoutRealAppTests.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            "titleLabel 24.0 99.0 345.0 25.333333333333332",
            "emailField 24.0 148.33333333333334 345.0 44.0",
            "passwordField 24.0 204.33333333333334 345.0 44.0",
            "signInButton 24.0 272.3333333333333 345.0 50.0",
        ])
        func prop(_ name: String, _ id: String) -> Value? { SwiftLayoutRealAppTests.prop(name, of: id, in: render) }
        #expect(prop("textAlignment", "titleLabel") == .string("center"))
        #expect(prop("numberOfLines", "titleLabel") == .number(2))
        #expect(prop("font", "titleLabel") == .font(FontDescriptor(size: 22, weight: "semibold")))
        #expect(prop("placeholder", "emailField") == .string("Email address"))
        #expect(prop("borderStyle", "emailField") == .string("roundedRect"))
        #expect(prop("isSecureTextEntry", "passwordField") == .bool(true))
        #expect(prop("normalTitleColor", "signInButton") == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(prop("backgroundColor", "signInButton") == .color(Color(red: 0, green: 122.0 / 255, blue: 1)))
        #expect(prop("layer.cornerRadius", "signInButton") == .number(10))
        #expect(prop("layer.borderWidth", "signInButton") == nil)
        #expect(prop("clipsToBounds", "signInButton") == .bool(true))
    }
}

/// Colours real apps name: `UIColor(named:)` from the project's asset catalogs (the lookup is the
/// project's: here a table), and the app's own hexadecimal initialisers read from their literal.
@Suite struct SwiftLayoutNamedAndHexColorTests {
    static let screen = """
        import UIKit
        import SwiftLayout

        extension UIColor {
            convenience init(hex: String, alpha: CGFloat = 1) { self.init(white: 0, alpha: alpha) }
        }

        final class BadgeView: UIView, Layoutable {
            var activation: Activation?
            let title = UILabel()
            let badge = UIView()
            let stripe = UIView()
            let other = UIView()

            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors { Anchors.top.leading.equalToSuper() }
                    badge.sl.anchors { Anchors.top.equalTo(title, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 40, height: 40) }
                    stripe.sl.anchors { Anchors.top.equalTo(badge, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 40, height: 4) }
                    other.sl.anchors { Anchors.top.equalTo(stripe, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 4, height: 4) }
                }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Hi"
                title.textColor = UIColor(named: "Brand")
                badge.backgroundColor = UIColor(hex: "#FF8800")
                stripe.backgroundColor = UIColor(rgb: 0x3366CC, alpha: 0.5)
                other.backgroundColor = UIColor(named: "Missing")
                sl.updateLayout()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func namedColoursComeFromTheProjectAndHexInitialisersFromTheirLiteral() {
        let project = ProjectDeclarations(files: [("Badge.swift", Self.screen)])
        var options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3, safeArea: .init(top: 59, left: 0, bottom: 34, right: 0))
        options.namedColor = { $0 == "Brand" ? Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) : nil }
        let render = SwiftLayoutRenderer.render("Badge.swift", project: project, options: options)
        #expect(SwiftLayoutRealAppTests.prop("textColor", of: "title", in: render) == .color(Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)))
        #expect(SwiftLayoutRealAppTests.prop("backgroundColor", of: "badge", in: render) == .color(Color(red: 1, green: 136 / 255, blue: 0, alpha: 1)))
        #expect(SwiftLayoutRealAppTests.prop("backgroundColor", of: "stripe", in: render)
            == .color(Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255, alpha: 0.5)))
        #expect(SwiftLayoutRealAppTests.prop("backgroundColor", of: "other", in: render) == .color(Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1)))
        #expect(SwiftLayoutRealAppTests.messages(render) == [
            ##"note 28:33 UIColor(hex: "#FF8800") is the app's own initialiser: its hexadecimal argument is read as the colour #ff8800ff"##,
            #"note 29:34 UIColor(rgb: 0x3366CC, alpha: 0.5) is the app's own initialiser: its hexadecimal argument is read as the colour #3366cc80"#,
            #"warning 30:33 UIColor(named: "Missing") is only known when the app runs: drawn in lightGray as a placeholder"#,
        ])
    }

}

extension SwiftLayoutRealAppTests {
    static let scrollingSettings = #"""
import SwiftLayout
import UIKit

final class SettingsViewController: UIViewController, Layoutable {
    var activation: Activation?
    private let scrollView = UIScrollView()
    private let contentView = UIView()
    private let titleLabel = UILabel()
    private let card = UIView()

    var layout: some Layout {
        view.sl.sublayout {
            scrollView.sl.anchors {
                Anchors.allSides.equalTo(view.safeAreaLayoutGuide)
            }.sublayout {
                contentView.sl.anchors {
                    Anchors.allSides.equalToSuper()
                    Anchors.width.equalTo(scrollView)
                }.sublayout {
                    titleLabel.sl.anchors {
                        Anchors.top.equalToSuper(constant: 24)
                        Anchors.horizontal.equalToSuper(inwardOffset: 20)
                    }
                    card.sl.anchors {
                        Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 16)
                        Anchors.horizontal.equalToSuper(inwardOffset: 20)
                        Anchors.height.equalTo(constant: 1000)
                        Anchors.bottom.equalToSuper(constant: -20)
                    }
                }
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        sl.updateLayout()
    }
}
"""#

    /// A content view pinned to a scroll view's edges scrolls (R-AL-SCROLL): it is as tall as
    /// its content (24 + the title + 16 + 1,000 + 20), not the scroll view's 759 points, and
    /// nothing conflicts.
    @Test func aScrollingContentView() {
        let render = Self.render([("SettingsViewController.swift", Self.scrollingSettings)])
        #expect(Self.messages(render) == [])
        #expect(Self.frames(render) == [
            "view 0.0 0.0 393.0 852.0",
            "scrollView 0.0 59.0 393.0 759.0",
            "contentView 0.0 0.0 393.0 1092.3333333333333",
            "titleLabel 20.0 24.0 353.0 32.333333333333336",
            "card 20.0 72.33333333333333 353.0 1000.0",
        ])
    }
}

extension SwiftLayoutRealAppTests {
    static let orderCell = #"""
import SwiftLayout
import UIKit

final class OrderCell: UITableViewCell, Layoutable {
    var activation: Activation?
    private let stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        return stack
    }()
    private let iconView = UIImageView()
    private let priceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        priceLabel.text = "$4.50"
        priceLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    var layout: some Layout {
        contentView.sl.sublayout {
            stackView.sl.anchors {
                Anchors.cap.equalToSuper(inwardOffset: 12)
                Anchors.bottom.equalToSuper(constant: -12)
            }.sublayout {
                iconView.sl.anchors { Anchors.size.equalTo(width: 24, height: 24) }
                priceLabel
            }
        }
    }
}
"""#

    /// A cell is shown as a table shows it (R-AL-HOST-FIT): as wide as the device, as tall as
    /// its content (12 + the 24-point icon + 12), without the device's safe area; a
    /// `monospacedDigitSystemFont` is the system font's metrics.
    @Test func aCellIsAsTallAsItsContent() {
        let render = Self.render([("OrderCell.swift", Self.orderCell)])
        #expect(Self.messages(render) == [])
        #expect(Self.frames(render) == [
            "contentView 0.0 0.0 393.0 48.0",
            "stackView 12.0 12.0 369.0 24.0",
            "iconView 0.0 0.0 24.0 24.0",
            "priceLabel 32.0 3.3333333333333335 337.0 17.333333333333332",
        ])
    }
}

extension SwiftLayoutRealAppTests {
    static let home = #"""
import SwiftLayout
import UIKit

final class HomeViewController: UIViewController, Layoutable {
    var activation: Activation?
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        return view
    }()
    private let searchBar = UISearchBar()
    private let tableView = UITableView()

    var layout: some Layout {
        view.sl.sublayout {
            searchBar.sl.anchors {
                Anchors.top.equalTo(view.safeAreaLayoutGuide)
                Anchors.leading.trailing.equalToSuper()
            }
            collectionView.sl.anchors {
                Anchors.top.equalTo(searchBar.bottomAnchor)
                Anchors.leading.trailing.equalToSuper()
                Anchors.height.equalTo(constant: 120)
            }
            tableView.sl.anchors {
                Anchors.top.equalTo(collectionView.bottomAnchor, constant: 8)
                Anchors.leading.trailing.bottom.equalToSuper()
            }
        }
    }
}
"""#

    /// A search bar is 56 points high; a flow layout and a gesture recogniser are UIKit objects,
    /// not unknown views (no warning; adding the recogniser is a note).
    @Test func aSearchBarAboveACollectionView() {
        let render = Self.render([("HomeViewController.swift", Self.home)])
        #expect(Self.messages(render) == [
            "note 10:9 view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector… does not change a size "
                + "and is not read statically; it is ignored",
        ])
        #expect(Self.frames(render) == [
            "view 0.0 0.0 393.0 852.0",
            "searchBar 0.0 59.0 393.0 56.0",
            "collectionView 0.0 115.0 393.0 120.0",
            "tableView 0.0 243.0 393.0 609.0",
        ])
    }
}

extension SwiftLayoutRealAppTests {
    static let stats = #"""
import SwiftLayout
import UIKit

final class StatsView: UIView, Layoutable {
    var activation: Activation?
    private lazy var postsLabel = makeCountLabel("Posts")
    private lazy var followersLabel = self.makeCountLabel("Followers", size: 12)
    private let badge = UIView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        [postsLabel, followersLabel].forEach { stack.addArrangedSubview($0) }
        stack.addArrangedSubview(badge)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeCountLabel(_ title: String, size: CGFloat = 14) -> UILabel {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: size, weight: .semibold)
        return label
    }

    var layout: some Layout {
        self.sl.sublayout {
            stack.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide)
                Anchors.horizontal.equalToSuper(inwardOffset: 16)
                Anchors.height.equalTo(constant: 60)
            }
        }
    }
}
"""#

    /// A view made by a method of the type (its parameters bound to the call's arguments, a
    /// default value where the call gives none), and views arranged in the initialiser with
    /// `addArrangedSubview`, one by one or in `forEach` over an array literal.
    @Test func factoryMethodsAndArrangedSubviewsAddedInTheInitialiser() {
        let render = Self.render([("StatsView.swift", Self.stats)])
        #expect(Self.messages(render) == [])
        #expect(Self.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            "stack 16.0 59.0 361.0 60.0",
            "postsLabel 0.0 0.0 120.33333333333333 60.0",
            "followersLabel 120.33333333333333 0.0 120.33333333333333 60.0",
            "badge 240.66666666666666 0.0 120.33333333333333 60.0",
        ])
        #expect(Self.prop("text", of: "followersLabel", in: render) == .string("Followers"))
        #expect(Self.prop("font", of: "followersLabel", in: render) == .font(FontDescriptor(size: 12, weight: "semibold")))
        #expect(Self.prop("font", of: "postsLabel", in: render) == .font(FontDescriptor(size: 14, weight: "semibold")))
    }
}
