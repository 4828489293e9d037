import Expressions
import LayoutEngine
import MarkupKit
import Testing

/// What a MarkupKit document says its views show reaches the render as a Layout template's does
/// (issue 25): the same prop names and value kinds, and the `text` member the viewer draws.
@Suite struct DrawnContentTests {
    static let loginForm = """
        <LMColumnView layoutMargins="20" backgroundColor="#f0f0f0">
            <UILabel text="@welcome" font="System-Bold 24" textColor="#333333" textAlignment="center"/>
            <UITextField placeholder="Email" borderStyle="roundedRect" font="System 15"/>
            <UITextField placeholder="Password" secureTextEntry="true" borderStyle="roundedRect"/>
            <UIButton title="Sign In" titleColor="#ffffff" backgroundColor="#007aff" titleLabel.font="System-Bold 17"/>
            <UIImageView image="logo"/>
            <LMSpacer/>
        </LMColumnView>
        """

    static func render(_ document: String, strings: [String: String] = [:]) throws -> RenderedNode {
        let options = MarkupKitOptions(rootWidth: 393, rootHeight: 852, scale: 3, strings: strings,
                                       imageSizes: ["logo": Size(width: 64, height: 32)])
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Login.xml", options: options)
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        return try #require(render.tree)
    }

    /// `<UIButton title="Sign In" titleColor="#ffffff">` showed `title 0`, `titleColor 0` and no title.
    @Test func aButtonsTitleAndTitleColourAreItsNormalStatesAsInLayout() throws {
        let button = try Self.render(Self.loginForm, strings: ["welcome": "Welcome back"]).children[3]
        #expect(button.className == "UIButton")
        #expect(button.json.encoded == """
            {"class":"UIButton","item":"UIButton@5:5","frame":{"x":20,"y":131.66666666666666,"width":353,"height":31.666666666666668},\
            "props":{"backgroundColor":"#007affff","title":"Sign In","titleColor":"#ffffffff","titleLabel.font":{"name":"System",\
            "family":"System","face":"Bold","size":17,"weight":"bold","traits":["bold"]}},"types":{"backgroundColor":"UIColor",\
            "titleColor":"UIColor","titleLabel.font":"UIFont"},"text":{"face":"LiberationSans-Bold","size":17,\
            "line_height":19.54833984375,"lines":["Sign In"]},"content_priorities":{"hugging":{"vertical":750},\
            "compression_resistance":{"vertical":1000}},"source":{"file":"Login.xml","line":5,"column":5},"children":[]}
            """)
    }

    @Test func labelsAndTextFieldsDrawTheirTextOrPlaceholderInTheirFont() throws {
        let column = try Self.render(Self.loginForm, strings: ["welcome": "Welcome back"])
        let label = column.children[0], email = column.children[1], password = column.children[2]
        #expect(label.props.first { $0.name == "text" }?.value == .string("Welcome back"))
        #expect(label.text?.lines == ["Welcome back"])
        #expect(label.text?.face.fileName == "LiberationSans-Bold")
        #expect(label.text?.size == 24)
        #expect(email.text?.lines == ["Email"])
        #expect(email.text?.size == 15)
        // No font: UITextField's 17-point system font.
        #expect(password.text?.lines == ["Password"])
        #expect(password.text?.size == 17)
        // KVC reaches `secureTextEntry` through `isSecureTextEntry`, a Bool: a boolean, not the text "true".
        #expect(password.props.first { $0.name == "secureTextEntry" }?.value == .bool(true))
        let image = column.children[4]
        #expect(image.props.first { $0.name == "image" }?.value == .image(ImageReference(name: "logo", size: Size(width: 64, height: 32))))
        #expect(image.text == nil)
        #expect(column.props.first { $0.name == "backgroundColor" }?.value == .color(Color(hex: "#f0f0f0ff")!))
    }

    /// A typed text field shows its text, not its placeholder; a wrapping label its lines.
    @Test func aTextFieldsTextWinsOverItsPlaceholderAndLabelsWrapAtTheirWidth() throws {
        let column = try Self.render("""
            <LMColumnView layoutMarginLeft="146" layoutMarginRight="147">
                <UITextField text="ada@example.com" placeholder="Email"/>
                <UILabel numberOfLines="0" text="Forgot your password? Reset it here"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        #expect(column.children[0].text?.lines == ["ada@example.com"])
        #expect(column.children[1].text?.lines == ["Forgot your", "password?", "Reset it here"])
    }

    /// MarkupKit's other UIButton keys take their conversions too, not a number.
    @Test func aButtonsImagesAndShadowColourKeepTheirKinds() throws {
        let column = try Self.render("""
            <LMColumnView horizontalAlignment="leading">
                <UIButton image="logo" backgroundImage="logo" titleShadowColor="red" contentEdgeInsetLeft="4"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        let button = column.children[0]
        let logo = Value.image(ImageReference(name: "logo", size: Size(width: 64, height: 32)))
        #expect(button.props.map(\.name) == ["backgroundImage", "contentEdgeInsetLeft", "image", "titleShadowColor"])
        #expect(button.props.map(\.value) == [logo, .number(4), logo, .color(Color.named("red")!)])
        // An image-only button is as large as its image and its content insets.
        #expect(button.frame == Rect(x: 0, y: 0, width: 68, height: 32))
        #expect(button.text == nil)
    }

    /// A title beside an image: the image, taller than the title, sets the height inside the insets.
    @Test func aButtonWithTitleAndImageIsAsTallAsTheTallerInsideItsInsets() throws {
        let column = try Self.render("""
            <LMColumnView horizontalAlignment="leading">
                <UIButton style="systemButton" title="Press" image="logo" contentEdgeInsets="16"/>
                <LMSpacer/>
            </LMColumnView>
            """)
        // "Press" is 38.67 wide; the 64 × 32 image beside it; 16 on every side.
        #expect(column.children[0].frame == Rect(x: 0, y: 0, width: 134.66666666666666, height: 64))
        #expect(column.children[0].text?.lines == ["Press"])
    }
}

/// A table cell's and a section header view's built-in labels are `UILabel` children with their
/// `$role`, placed as their style puts them, as Layout templates' cells show them.
@Suite struct CellLabelTests {
    @Test func cellsShowTheirTextAndDetailLabelsWhereTheirStylePutsThem() throws {
        let options = MarkupKitOptions(rootWidth: 320, rootHeight: 480, scale: 2)
        let document = """
            <LMTableView>
                <?sectionHeaderView?>
                <UITableViewHeaderFooterView textLabel.text="Account"/>
                <UITableViewCell style="subtitleTableViewCell" textLabel.text="Ada" detailTextLabel.text="ada@example.com"/>
                <UITableViewCell style="value1TableViewCell" textLabel.text="Plan" detailTextLabel.text="Pro"
                                 detailTextLabel.textColor="gray"/>
                <UITableViewCell textLabel.text="Sign Out" textLabel.font="System-Bold 17" detailTextLabel.text="not shown"/>
            </LMTableView>
            """
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Account.xml", options: options)
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        let rows = try #require(render.tree).children
        func labels(_ row: RenderedNode) -> [String] {
            row.children.map { label in
                let role = label.props.first { $0.name == "$role" }?.value ?? .null
                let frame = label.frame
                return "\(role.interpolationDescription) \(label.text?.lines ?? []) (\(frame.x), \(frame.y), \(frame.width) × \(frame.height))"
            }
        }
        #expect(labels(rows[0]) == [#"textLabel ["Account"] (16.0, 9.0, 288.0 × 20.0)"#])
        // The subtitle row sizes itself to its two labels within 11 pt margins: 56 pt.
        #expect(labels(rows[1]) == [#"textLabel ["Ada"] (16.0, 11.0, 288.0 × 20.0)"#,
                                    #"detailTextLabel ["ada@example.com"] (16.0, 31.0, 288.0 × 14.0)"#])
        #expect(labels(rows[2]) == [#"textLabel ["Plan"] (16.0, 12.0, 34.5 × 20.0)"#,
                                    #"detailTextLabel ["Pro"] (277.5, 12.0, 26.5 × 20.0)"#])
        #expect(rows[2].children[1].props.first { $0.name == "textColor" }?.value == .color(Color.named("gray")!))
        #expect(labels(rows[3]) == [#"textLabel ["Sign Out"] (16.0, 12.0, 288.0 × 20.0)"#])
        #expect(rows[3].children[0].text?.face.fileName == "LiberationSans-Bold")
    }

    /// Plain cells in an `LMTableView` size themselves (R-CELL-CONTENT: automatic dimension):
    /// their built-in labels at the render's text size within the content view's 11 pt top
    /// and bottom margins, at least UIKit's standard 44 pt. At L a default-style cell stays 44
    /// (a 20 pt label); at AX3 its 46 pt label makes it 68, a subtitle's 46 + 37 pt 105, a
    /// value1's taller label 68; a cell with its own height keeps it.
    @Test(arguments: [("L", [44.0, 56, 44, 60, 44]), ("AX3", [68.0, 105, 68, 60, 44]), ("xS", [44.0, 51.5, 44, 60, 44])])
    func plainRowsSizeThemselvesToTheirLabels(size: String, heights: [Double]) throws {
        var options = MarkupKitOptions(rootWidth: 375, rootHeight: 667, scale: 2)
        options.contentSizeCategory = try #require(ContentSizeCategory(name: size))
        let document = """
            <LMTableView>
                <UITableViewCell textLabel.text="Wi-Fi"/>
                <UITableViewCell style="subtitleTableViewCell" textLabel.text="Bluetooth" detailTextLabel.text="On"/>
                <UITableViewCell style="value1TableViewCell" textLabel.text="Cellular" detailTextLabel.text="Off"/>
                <UITableViewCell textLabel.text="Fixed" height="60"/>
                <UITableViewCell/>
            </LMTableView>
            """
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Settings.xml", options: options)
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        #expect(render.warnings.map(\.message) == [
            "LMTableView@1:1: table rows are laid out approximately (stacked, each sized to its content within estimated cell margins, as UITableView's self-sizing would)",
        ])
        let rows = try #require(render.tree).children
        #expect(rows.map(\.frame.height) == heights)
        // Stacked one under the other, each label inside its row.
        #expect(rows.map(\.frame.y) == heights.indices.map { index in heights[..<index].reduce(0, +) })
        if size == "AX3" {
            #expect(rows[0].children.map(\.frame) == [Rect(x: 16, y: 11, width: 343, height: 46)])
            #expect(rows[1].children.map(\.frame.y) == [11, 57])
        }
    }

    /// The built-in labels' own fonts are text styles at the render's text size: at AX3 the
    /// text label is body at 40 pt and a subtitle's detail caption1 at 32 pt; a font the
    /// document names stays as it is.
    @Test func cellLabelsDefaultFontsFollowTheTextSize() throws {
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480, scale: 2)
        options.contentSizeCategory = try #require(ContentSizeCategory(name: "AX3"))
        let document = """
            <LMTableView>
                <UITableViewCell style="subtitleTableViewCell" textLabel.text="Ada" detailTextLabel.text="ada"/>
                <UITableViewCell textLabel.text="Sign Out" textLabel.font="System-Bold 17"/>
            </LMTableView>
            """
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Account.xml", options: options)
        let rows = try #require(render.tree).children
        let sizes = rows.map { row in row.children.map { "\($0.text?.size ?? 0) \($0.frame.height)" } }
        #expect(sizes == [["40.0 46.0", "32.0 37.0"], ["17.0 20.0"]])
    }
}
