@testable import Expressions
import Testing

@Suite struct StructMemberTests {
    let rect = Value.rect(Rect(x: 1, y: 2, width: 5, height: 10))

    @Test func rectMembers() {
        let expected: [String: Value] = [
            "x": .number(1), "y": .number(2), "width": .number(5), "height": .number(10),
            "origin": .point(Point(x: 1, y: 2)), "size": .size(Size(width: 5, height: 10)),
            "origin.x": .number(1), "size.width": .number(5), "minX": .number(1), "maxX": .number(6),
            "midX": .number(3.5), "minY": .number(2), "maxY": .number(12), "midY": .number(7),
        ]
        for (member, value) in expected {
            #expect(rect.member(member) == value, "\(member)")
            #expect(PropertyType.rect.memberType(member) != nil, "\(member)")
        }
        #expect(rect.member("foo") == nil)
        #expect(Value.rect(Rect(x: 10, y: 0, width: -4, height: 0)).member("minX") == .number(6))
    }

    @Test func settingMembers() {
        #expect(rect.settingMember("origin.x", to: .number(7)) == .rect(Rect(x: 7, y: 2, width: 5, height: 10)))
        #expect(rect.settingMember("size", to: .size(Size(width: 1, height: 1))) == .rect(Rect(x: 1, y: 2, width: 1, height: 1)))
        #expect(rect.settingMember("minX", to: .number(1)) == nil)
        #expect(Value.insets(.zero).settingMember("top", to: .number(10))
            == .insets(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)))
        #expect(Value.point(Point(x: 0, y: 0)).settingMember("y", to: .bool(true)) == .point(Point(x: 0, y: 1)))
        #expect(Value.point(Point(x: 0, y: 0)).settingMember("y", to: .string("1")) == nil)
        #expect(Value.zero(of: .offset)?.settingMember("vertical", to: .number(3)) == .offset(Offset(horizontal: 0, vertical: 3)))
    }

    @Test func subKeysFollowLayout() {
        #expect(PropertyType.point.structMembers.map(\.name) == ["x", "y"])
        #expect(PropertyType.insets.structMembers.map(\.name) == ["top", "left", "bottom", "right"])
        #expect(PropertyType.transform3D.structMembers.count == 12)
        #expect(PropertyType.point.memberType("x") == .number(.cgFloat))
        #expect(PropertyType.point.memberType("foo") == nil)
        #expect(PropertyType.rect.memberType("origin") == .point)
        #expect(PropertyType.string.structMembers.isEmpty)
    }

    @Test func affineTransformComponents() throws {
        let rotated = try #require(Value.zero(of: .affineTransform)?.settingMember("rotation", to: .number(.pi / 2)))
        guard case let .affineTransform(t) = rotated else { Issue.record("not a transform"); return }
        #expect(abs(t.a) < 1e-12 && abs(t.b - 1) < 1e-12 && abs(t.c + 1) < 1e-12 && abs(t.d) < 1e-12)
        let scaled = try #require(rotated.settingMember("scale", to: .number(2)))
        #expect(abs((scaled.member("rotation")?.numberForTest ?? 0) - .pi / 2) < 1e-12)
        #expect(abs((scaled.member("scale.x")?.numberForTest ?? 0) - 2) < 1e-12)
        let moved = try #require(scaled.settingMember("translation.y", to: .number(5)))
        #expect(moved.member("translation.y") == .number(5))
    }

    @Test func transform3DComponents() throws {
        var value = try #require(Value.zero(of: .transform3D))
        value = try #require(value.settingMember("rotation", to: .number(.pi)))
        value = try #require(value.settingMember("m34", to: .number(-1.0 / 500)))
        value = try #require(value.settingMember("scale.y", to: .number(3)))
        value = try #require(value.settingMember("translation.z", to: .number(4)))
        #expect(abs((value.member("rotation.z")?.numberForTest ?? 0) - .pi) < 1e-9)
        #expect(abs((value.member("scale.y")?.numberForTest ?? 0) - 3) < 1e-9)
        #expect(value.member("m34") == .number(-1.0 / 500))
        #expect(value.member("translation.z") == .number(4))
        let tilted = try #require(Value.zero(of: .transform3D)?.settingMember("rotation.x", to: .number(0.5)))
        #expect(abs((tilted.member("rotation.x")?.numberForTest ?? 0) - 0.5) < 1e-9)
        #expect(abs(tilted.member("rotation.z")?.numberForTest ?? 1) < 1e-9)
    }
}

extension Value {
    var numberForTest: Double? {
        if case let .number(value) = self { return value }
        return nil
    }
}
