@testable import Expressions
import Testing

@Suite struct PropertyTypeNamesTests {
    static let resolved: [(String, PropertyType)] = [
        ("String", .string), ("NSString", .string), ("NSAttributedString", .attributedString),
        ("Bool", .bool), ("CGFloat", .number(.cgFloat)), ("Int", .number(.int)), ("UInt64", .number(.uint64)),
        ("NSNumber", .number(.nsNumber)), ("UIColor", .color), ("CGColor", .cgColor), ("CGColorRef", .cgColor),
        ("UIImage", .image), ("CGImage", .cgImage), ("CGImageRef", .cgImage), ("CGPath", .cgPath),
        ("UIFont", .font), ("URL", .url), ("NSURL", .url), ("URLRequest", .urlRequest), ("Selector", .selector),
        ("CGPoint", .point), ("CGSize", .size), ("CGRect", .rect), ("UIEdgeInsets", .insets),
        ("NSDirectionalEdgeInsets", .directionalInsets), ("UIOffset", .offset), ("CGVector", .vector),
        ("CGAffineTransform", .affineTransform), ("CATransform3D", .transform3D), ("Any", .any),
        ("UIVisualEffect", .visualEffect), ("NSArray", .array(.any)), ("Array<UIImage>", .array(.image)),
        ("[String]", .array(.string)), ("Array<Array<Int>>", .array(.array(.number(.int)))),
        ("UIViewContentMode", .enumeration("UIViewContentMode")),
        ("UIView.ContentMode", .enumeration("UIViewContentMode")),
        ("uiView_ContentMode", .enumeration("UIViewContentMode")),
        ("UIDataDetectorTypes", .options("UIDataDetectorTypes")),
        ("UITabBarItemPositioning", .enumeration("UITabBarItemPositioning")),
        ("<UITableViewDelegate>", .protocol("UITableViewDelegate")),
        ("UITableViewDelegate", .protocol("UITableViewDelegate")),
        ("UINavigationBar.Type", .classObject("UINavigationBar")),
        ("UIView", .object("UIView")), ("UIInterfaceOrientation", .number(.int)),
        ("NSDictionary", .dictionary),
    ]

    @Test func namesResolve() {
        for (name, type) in PropertyTypeNamesTests.resolved {
            #expect(PropertyType(named: name) == type, "\(name)")
        }
    }

    @Test func unknownNamesDoNotResolve() {
        for name in ["Foo", "Array<Foo>", "[Foo]", "Foo.Type", "?", "", "UIControlEvents", "string"] {
            #expect(PropertyType(named: name) == nil, "\(name)")
        }
        #expect(PropertyType(named: "MyView", isClass: { $0 == "MyView" }) == .object("MyView"))
        #expect(PropertyType(named: "MyView.Type", isClass: { $0 == "MyView" }) == .classObject("MyView"))
    }

    @Test func namesRoundTrip() {
        for (_, type) in PropertyTypeNamesTests.resolved {
            #expect(PropertyType(named: type.name) == type, "\(type.name)")
        }
        for table in EnumCatalog.tables where table.isPropertyType {
            let type = PropertyType(named: table.runtimeName)!
            #expect(type.name == table.runtimeName)
        }
    }

    @Test func messageNames() {
        #expect(PropertyType.bool.name == "Bool")
        #expect(PropertyType.array(.number(.int)).name == "Array<Int>")
        #expect(PropertyType.protocol("UITableViewDelegate").name == "<UITableViewDelegate>")
        #expect(PropertyType.classObject("UIToolbar").name == "UIToolbar.Type")
    }

    @Test func sanitizedTypeNames() {
        let expected = [
            "URLRequest": "urlRequest", "UIView.ContentMode": "uiView_ContentMode",
            "UIViewContentMode": "uiViewContentMode", "UIFont.Weight": "uiFont_Weight", "Int": "int",
            "URL": "url", "CGFloat": "cgFloat", "NSLayoutConstraint.Axis": "nsLayoutConstraint_Axis",
            "": "", "foo": "foo",
        ]
        for (name, sanitized) in expected {
            #expect(PropertyType.sanitizedTypeName(name) == sanitized, "\(name)")
        }
    }

    @Test func nullableKinds() {
        #expect(PropertyType.array(.string).isNullable)
        #expect(PropertyType.protocol("UITableViewDelegate").isNullable)
        #expect(PropertyType.visualEffect.isNullable)
        #expect(!PropertyType.object("UIView").isNullable)
        #expect(!PropertyType.any.isNullable)
        #expect(!PropertyType.string.isNullable)
    }

    @Test func capitalizationIsASCIIOnly() {
        #expect("foo".asciiCapitalized == "Foo")
        #expect("éa".asciiCapitalized == "éa")
        #expect("FooBar".asciiUncapitalized == "fooBar")
        #expect("".asciiUncapitalized == "")
    }
}
