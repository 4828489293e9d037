import Testing
import TemplateTools

/// LayoutTool's type decision for attributes (R-LL-TOOL).
@Suite struct AttributeTypesTests {
    static let types = AttributeTypes()

    static func element(_ xml: String) throws -> ToolElement {
        try #require(try ToolTree.parse(xml).nodes.first?.element)
    }

    static func type(_ name: String, on xml: String) throws -> String? {
        types.typeName(of: name, in: try element(xml))
    }

    @Test func classTable() throws {
        #expect(try Self.type("numberOfLines", on: "<UILabel/>") == "Int")
        #expect(try Self.type("text", on: "<UILabel/>") == "String")
        #expect(try Self.type("titleLabel.font", on: "<UIButton/>") == "UIFont")
        #expect(try Self.type("layer.cornerRadius", on: "<UIView/>") == "CGFloat")
        #expect(try Self.type("foo", on: "<UILabel/>") == nil)
    }

    @Test func superclassChain() throws {
        #expect(try Self.type("contentMode", on: "<UILabel/>") == "UIViewContentMode")
        #expect(try Self.type("isEnabled", on: "<UIButton/>") == "Bool")
    }

    @Test func unknownClassesAreViews() throws {
        #expect(try Self.type("contentMode", on: "<Foo/>") == "UIViewContentMode")
        #expect(try Self.type("tabBarItem.systemItem", on: "<Foo/>") == nil)
    }

    @Test func unknownControllersAreViewControllers() throws {
        #expect(try Self.type("tabBarItem.systemItem", on: "<FooController/>") == "UITabBarSystemItem")
        #expect(try Self.type("contentMode", on: "<FooController/>") == "UIViewContentMode")
    }

    @Test func fixedTypes() throws {
        #expect(try Self.type("outlet", on: "<Foo/>") == "String")
        #expect(try Self.type("id", on: "<Foo/>") == "String")
        #expect(try Self.type("xml", on: "<Foo/>") == "URL")
        #expect(try Self.type("template", on: "<UILabel/>") == "URL")
        #expect(try Self.type("center", on: "<Foo/>") == "CGPoint")
        for name in ["left", "right", "leading", "trailing", "width", "top", "bottom", "height", "center.x",
                     "center.y", "firstBaseline", "lastBaseline"] {
            #expect(try Self.type(name, on: "<Foo/>") == "CGFloat", "\(name)")
        }
    }

    @Test func parameterTypes() throws {
        #expect(try Self.type("foo", on: "<UILabel><param name=\"foo\" type=\"Int\"/></UILabel>") == "Int")
        #expect(try Self.type("foo", on: "<UILabel><Bar><param name=\"foo\" type=\"Int\"/></Bar></UILabel>") == nil)
    }

    @Test func layoutToolTableTypes() throws {
        // Layout's code types this `CALayerContentsGravity`; LayoutTool's table says String.
        #expect(try Self.type("layer.contentsGravity", on: "<UIView/>") == "String")
    }

    @Test func nameHeuristics() throws {
        #expect(try Self.type("foo.left", on: "<Foo/>") == "CGFloat")
        #expect(try Self.type("inset.y", on: "<Foo/>") == "CGFloat")
        #expect(try Self.type("isSpinning", on: "<Foo/>") == "Bool")
        #expect(try Self.type("hasBadge", on: "<Foo/>") == "Bool")
        #expect(try Self.type("issue", on: "<Foo/>") == nil)
        #expect(try Self.type("barColor", on: "<Foo/>") == "UIColor")
        #expect(try Self.type("color", on: "<Foo/>") == "UIColor")
        #expect(try Self.type("iconSize", on: "<Foo/>") == "CGSize")
        #expect(try Self.type("size", on: "<Foo/>") == "CGSize")
        #expect(try Self.type("fooDelegate", on: "<Foo/>") == "Protocol")
        #expect(try Self.type("fooDataSource", on: "<Foo/>") == "Protocol")
    }

    @Test func stringness() throws {
        #expect(try Self.types.isStringAttribute("text", in: Self.element("<UILabel text=\"\"/>")) == true)
        #expect(try Self.types.isStringAttribute("numberOfLines", in: Self.element("<UILabel/>")) == false)
        #expect(try Self.types.isStringAttribute("foo", in: Self.element("<UILabel/>")) == nil)
        #expect(try Self.types.isStringAttribute("image", in: Self.element("<UIImageView/>")) == true)
        #expect(try Self.types.isStringAttribute("font", in: Self.element("<UILabel/>")) == true)
        #expect(try Self.types.isStringAttribute("textColor", in: Self.element("<UILabel textColor=\"red\"/>")) == true)
        #expect(try Self.types.isStringAttribute("textColor", in: Self.element("<UILabel textColor=\"rgb(1,2,3)\"/>")) == false)
        #expect(try Self.types.isStringAttribute("textColor", in: Self.element("<UILabel textColor=\"{rgb(1,2,3)}\"/>")) == true)
    }

    @Test func stringTypes() {
        for type in ["String", "NSString", "Selector", "NSAttributedString", "URL", "NSURL", "UIImage", "CGImage",
                     "UIFont", "UIColor", "CGColor"] {
            #expect(AttributeTypes.isStringType(type), "\(type)")
        }
        for type in ["Int", "CGFloat", "Bool", "UIViewContentMode", "CGSize", "Protocol"] {
            #expect(!AttributeTypes.isStringType(type), "\(type)")
        }
    }
}
