import EverLayout
import Expressions
import LayoutEngine
import Testing

/// What EverLayout's resolvers set is what the render's nodes carry (R-EL-MAPPERS, R-EL-COL):
/// the viewer draws a white-titled button white on its colour, a rounded corner, a placeholder.
@Suite struct DrawnPropertyTests {
    static let signIn = #"""
        {"name": "SignIn", "root": {"properties": {"backgroundColor": "white"}, "views": {
          "!title:UILabel": {"constraints": {"top": "@super +80", "left right": "@super <24"},
                             "properties": {"text": "Welcome back", "textColor": "darkGray", "textAlignment": "center",
                                            "numberOfLines": "two"}},
          "!email:UITextField": {"constraints": {"top": "@title.bottom +32", "left right": "@super <24", "height": "+44"},
                                 "properties": {"placeholder": "Email", "borderColor": "12345g", "borderWidth": "1"}},
          "!signIn:UIButton": {"constraints": {"top": "@email.bottom +24", "centerX": "@super", "width": "+200", "height": "+50"},
                               "properties": {"text": "Sign in", "textColor": "white", "backgroundColor": "3355ff",
                                              "cornerRadius": "12", "fontSize": "big", "alpha": "0.5x"}},
          "!badge": {"constraints": {"top left": "@super", "width height": "+10"},
                     "properties": {"backgroundColor": "#33#55ff80", "hidden": "TRUE", "cornerRadius": "5", "text": "x"}},
          "!broken": {"constraints": {"top left": "@super", "width height": "+10"},
                      "properties": {"backgroundColor": "Blue"}}
        }}}
        """#

    static func nodes() throws -> [String: RenderedNode] {
        let render = EverLayoutRenderer.render(Array(signIn.utf8), file: "SignIn.json",
                                               options: EverLayoutOptions(rootWidth: 375, rootHeight: 667, scale: 2))
        let tree = try #require(render.tree)
        return Dictionary(uniqueKeysWithValues: ([tree] + tree.children).map { ($0.id ?? "", $0) })
    }

    static func props(_ node: RenderedNode?) -> [String] {
        (node?.props ?? []).map { prop in
            switch prop.value {
            case .string(let text): "\(prop.name)=\(text)"
            default: "\(prop.name)=\(prop.value.json.stringValue ?? prop.value.json.encoded)"
            }
        }
    }

    @Test func aButtonsTextAndColourAreItsTitle() throws {
        let nodes = try Self.nodes()
        #expect(Self.props(nodes["signIn"])
            == ["title=Sign in", "titleColor=#ffffffff", "backgroundColor=#3355ffff", "layer.cornerRadius=12", "fontSize=16",
                "alpha=1"])
        #expect(nodes["signIn"]?.text?.lines == ["Sign in"])
    }

    @Test func namedColoursAreUIKitsAndInvalidValuesFallBack() throws {
        let nodes = try Self.nodes()
        #expect(Self.props(nodes["root"]) == ["backgroundColor=#ffffffff"])
        #expect(Self.props(nodes["title"]) == ["text=Welcome back", "textColor=#555555ff", "textAlignment=center"])
        // Colour names are case-sensitive: "Blue" is no colour, and an invalid background is clear.
        #expect(Self.props(nodes["broken"]) == ["backgroundColor=#00000000"])
        // Every "#" goes; the length written decides RRGGBBAA.
        #expect(Self.props(nodes["badge"]) == ["backgroundColor=#3355ff80", "isHidden=true", "layer.cornerRadius=5"])
    }

    @Test func aTextFieldDrawsItsPlaceholder() throws {
        let field = try #require(try Self.nodes()["email"])
        // Hex digits are read up to the first other character, the length written decides RRGGBB.
        #expect(Self.props(field) == ["placeholder=Email", "layer.borderColor=#012345ff", "layer.borderWidth=1"])
        #expect(field.text?.lines == ["Email"])
        #expect(field.text?.size == 17)
    }

    @Test func theModelKeepsThePropertiesAsWritten() {
        let render = EverLayoutRenderer.render(Array(Self.signIn.utf8), file: "SignIn.json",
                                               options: EverLayoutOptions(rootWidth: 375, rootHeight: 667, scale: 2))
        #expect(render.writtenProperties["badge"]?.map(\.name) == ["backgroundColor", "hidden", "cornerRadius", "text"])
        #expect(render.writtenProperties["signIn"]?.first { $0.name == "backgroundColor" }?.value == "3355ff")
    }
}
