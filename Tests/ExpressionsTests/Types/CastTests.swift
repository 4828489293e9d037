@testable import Expressions
import Testing

@Suite struct CastTests {
    let center = EnumCatalog.value(qualifiedName: "UIView.ContentMode.center")!
    let red = Value.color(Color(red: 1, green: 0, blue: 0))

    @Test func numbers() {
        #expect(Value.number(2.9).cast(to: .number(.int)) == .number(2))
        #expect(Value.number(-2.9).cast(to: .number(.int)) == .number(-2))
        #expect(Value.number(2.9).cast(to: .number(.cgFloat)) == .number(2.9))
        #expect(Value.bool(true).cast(to: .number(.double)) == .number(1))
        #expect(Value.number(-1).cast(to: .number(.uint)) == nil)
        #expect(Value.number(300).cast(to: .number(.uint8)) == nil)
        #expect(Value.number(.infinity).cast(to: .number(.int)) == nil)
        #expect(Value.number(.infinity).cast(to: .number(.double)) == .number(.infinity))
        #expect(Value.string("5").cast(to: .number(.double)) == nil)
    }

    @Test func bools() {
        #expect(Value.number(0).cast(to: .bool) == .bool(false))
        #expect(Value.number(0.5).cast(to: .bool) == .bool(true))
        #expect(Value.string("true").cast(to: .bool) == nil)
        #expect(Value.bool(true).cast(to: .bool) == .bool(true))
    }

    @Test func stringsStringifyAnything() {
        #expect(Value.number(5).cast(to: .string) == .string("5.0"))
        #expect(Value.bool(true).cast(to: .string) == .string("true"))
        #expect(red.cast(to: .string) == .string("#ff0000ff"))
        #expect(center.cast(to: .string) == .string("center"))
        #expect(Value.number(5).cast(to: .attributedString) == .attributedString(AttributedText(string: "5.0")))
        #expect(Value.null.cast(to: .string) == nil)
    }

    @Test func objectsAndStructsByType() {
        #expect(red.cast(to: .color) == red)
        #expect(red.cast(to: .cgColor) == red)
        #expect(Value.string("red").cast(to: .color) == nil)
        let point = Value.point(Point(x: 1, y: 2))
        #expect(point.cast(to: .point) == point)
        #expect(point.cast(to: .size) == nil)
        #expect(Value.image(ImageReference(name: "a")).cast(to: .cgImage) == .image(ImageReference(name: "a")))
        #expect(Value.object("UIView").cast(to: .object("UIView")) == .object("UIView"))
        #expect(Value.object("UIView").cast(to: .object("UILabel")) == nil)
        #expect(Value.classReference("UIToolbar").cast(to: .classObject("UIToolbar")) == .classReference("UIToolbar"))
        #expect(Value.object("UIBlurEffect").cast(to: .visualEffect) == .object("UIBlurEffect"))
    }

    @Test func enums() {
        #expect(center.cast(to: .enumeration("UIViewContentMode")) == center)
        #expect(Value.number(4).cast(to: .enumeration("UIViewContentMode")) == center)
        #expect(Value.number(4.7).cast(to: .enumeration("UIViewContentMode")) == center)
        #expect(Value.string("center").cast(to: .enumeration("UIViewContentMode")) == nil)
        #expect(center.cast(to: .enumeration("NSTextAlignment")) == nil)
        // A String raw type takes strings as raw values.
        #expect(Value.string("resize").cast(to: .enumeration("CALayerContentsGravity"))
            == EnumCatalog.value(qualifiedName: "CALayerContentsGravity.resize"))
    }

    @Test func optionSets() {
        let type = PropertyType.options("UIDataDetectorTypes")
        let table = EnumCatalog.table(runtimeName: "UIDataDetectorTypes")!
        let phone = table.value(named: "phoneNumber")!
        let link = table.value(named: "link")!
        #expect(phone.cast(to: type) == phone)
        #expect(Value.array([link, phone]).cast(to: type) == .options(table.combining([1, 2])))
        #expect(Value.number(3).cast(to: type) == .options(table.combining([1, 2])))
        #expect(Value.array([]).cast(to: type) == .options(table.optionSet(rawValue: 0)))
        #expect(Value.string("link").cast(to: type) == nil)
        #expect(Value.array([.array([link])]).cast(to: type) == nil)
    }

    @Test func arraysBoxScalarsAndCastElements() {
        #expect(Value.number(5).cast(to: .array(.number(.int))) == .array([.number(5)]))
        #expect(Value.array([.number(5.5)]).cast(to: .array(.number(.int))) == .array([.number(5)]))
        #expect(Value.array([.array([.number(5)])]).cast(to: .array(.number(.int))) == nil)
        #expect(Value.array([.number(5)]).cast(to: .array(.array(.number(.int)))) == .array([.array([.number(5)])]))
        #expect(Value.array([.number(1), .null]).cast(to: .array(.any)) == nil)
    }

    @Test func nilCastsOnlyToNullableTypes() {
        #expect(Value.null.cast(to: .array(.string)) == .null)
        #expect(Value.null.cast(to: .protocol("UITableViewDelegate")) == .null)
        #expect(Value.null.cast(to: .visualEffect) == .null)
        #expect(Value.null.cast(to: .any) == nil)
        #expect(Value.null.cast(to: .object("UIView")) == nil)
        #expect(Value.null.cast(to: .bool) == nil)
    }

    @Test func anyTakesEveryValue() {
        for value: Value in [.number(1), .string("a"), red, center, .array([]), .dictionary([:])] {
            #expect(value.cast(to: .any) == value)
        }
    }

    @Test func protocolsUseClassRelations() {
        let relations = ClassRelations(isSubclass: { $0 == $1 }, conforms: { name, _ in name == "MyDelegate" })
        #expect(Value.object("MyDelegate").cast(to: .protocol("UITableViewDelegate"), classes: relations) != nil)
        #expect(Value.object("NSObject").cast(to: .protocol("UITableViewDelegate"), classes: relations) == nil)
    }
}

@Suite struct CastMessageTests {
    @Test func messagesNameBothTypes() {
        #expect(Value.string("x").castFailureMessage(to: .bool) == "String is not compatible with expected type Bool")
        #expect(Value.number(1).castFailureMessage(to: .enumeration("UIViewContentMode"))
            == "Double is not compatible with expected type UIViewContentMode")
        #expect(Value.null.castFailureMessage(to: .number(.cgFloat)) == "Unexpected nil value")
    }
}
