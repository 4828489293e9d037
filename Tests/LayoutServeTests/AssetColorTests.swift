import Expressions
import Project
import Testing
import TestSupport

/// `UIColor(named:)` in a SwiftLayout file reads the project's asset catalogs as Xcode writes
/// them: the colour for any appearance, components as fractions or bytes, groups inside the
/// catalog; the colour set is among the layout's dependencies.
@Suite struct AssetColorTests {
    static let screen = """
        import UIKit
        import SwiftLayout

        final class BrandView: UIView, Layoutable {
            var activation: Activation?
            let first = UIView()
            let second = UIView()
            let third = UIView()
            var layout: some Layout {
                self.sl.sublayout {
                    first.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.size.equalTo(width: 10, height: 10) }
                    second.sl.anchors { Anchors.top.equalTo(first, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 10, height: 10) }
                    third.sl.anchors { Anchors.top.equalTo(second, attribute: .bottom); Anchors.leading.equalToSuper(); Anchors.size.equalTo(width: 10, height: 10) }
                }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                first.backgroundColor = UIColor(named: "Brand")
                second.backgroundColor = UIColor(named: "Grey")
                third.backgroundColor = UIColor(named: "Hidden")
                sl.updateLayout()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    static let brand = """
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x33", "green": "0x66", "red": "0x99"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "1.000", "red": "1.000"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """
    static let grey = """
        {"colors": [{"color": {"color-space": "gray-gamma-2.2", "components": {"alpha": "0.500", "white": "0.250"}}, "idiom": "universal"}]}
        """

    @Test func coloursComeFromTheCatalogsAndTheirFilesAreDependencies() throws {
        let project = try TemporaryFolder([
            "Brand.swift": Self.screen,
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.brand,
            "App/Assets.xcassets/Greys/Grey.colorset/Contents.json": Self.grey,
            // Outside any catalog: not a colour set Xcode would find.
            "Loose/Hidden.colorset/Contents.json": Self.grey,
        ])
        let renderer = try ProjectLoader(root: project.path).renderer
        let outcome = renderer.render("Brand.swift", device: nil)
        let views = try #require(outcome.tree?.children)
        func color(_ index: Int) -> Value? { views[index].props.last { $0.name == "backgroundColor" }?.value }
        #expect(color(0) == .color(Color(red: 0x99 / 255, green: 0x66 / 255, blue: 0x33 / 255, alpha: 1)))
        #expect(color(1) == .color(Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)))
        #expect(color(2) == .color(Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1)))
        #expect(outcome.warnings.map(\.message) == [#"UIColor(named: "Hidden") is only known when the app runs: drawn in lightGray as a placeholder"#])
        #expect(outcome.dependencies.isSuperset(of: ["App/Assets.xcassets/Brand.colorset/Contents.json",
                                                     "App/Assets.xcassets/Greys/Grey.colorset/Contents.json"]))
    }
}
