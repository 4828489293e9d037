@testable import Expressions
import Testing

@Suite struct ColorTests {
    @Test func hexForms() {
        #expect(Color.named("#f00") == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.named("#F00") == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.named("#f008") == Color(red: 1, green: 0, blue: 0, alpha: 136.0 / 255))
        #expect(Color.named("#00ff00") == Color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color.named("#ff000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(Color.named("#ff000080")?.hexString == "#ff000080")
        for bad in ["#", "#ff", "#fffff", "#ggg", "#ff0000800", "f00"] {
            #expect(Color.named(bad) == nil, "\(bad)")
        }
    }

    @Test func classColors() {
        #expect(Color.named("red") == Color(red: 1, green: 0, blue: 0))
        #expect(Color.named("redColor") == Color(red: 1, green: 0, blue: 0))
        #expect(Color.named("white") == Color(red: 1, green: 1, blue: 1))
        #expect(Color.named("clear") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.named("darkGray")?.hexString == "#555555ff")
        #expect(Color.named("lightGray")?.hexString == "#aaaaaaff")
        #expect(Color.named("orange")?.hexString == "#ff8000ff")
        #expect(Color.named("brown")?.hexString == "#996633ff")
        #expect(Color.named("systemBlue")?.hexString == "#007affff")
        #expect(Color.named("Red") == nil)
        #expect(Color.named("nope") == nil)
        #expect(Color.named("Color") == nil)
    }

    @Test func projectColorsShadowAndTakeTheSuffix() {
        let header = Color(red: 0.1, green: 0.2, blue: 0.3)
        #expect(Color.named("header", custom: ["headerColor": header]) == header)
        #expect(Color.named("headerColor", custom: ["header": header]) == header)
        #expect(Color.named("red", custom: ["red": header]) == header)
    }

    @Test func rgbHelpers() {
        #expect(Color.rgb(255, 0, 0) == Color(red: 1, green: 0, blue: 0))
        #expect(Color.rgba(0, 0, 255, 0.5) == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
