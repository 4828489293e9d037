import Expressions
import LayoutEngine
import Testing

/// The one device grammar of `--device`, `DEVICE` and `?device=`.
@Suite struct DeviceGrammarTests {
    static let accepted: [(String, Device)] = [
        ("iphone-se", Device.presets[0]),
        ("IPhone-SE", Device.presets[0]),
        ("393x852", Device(name: "393x852", width: 393, height: 852, scale: 2)),
        ("320X568@3", Device(name: "320x568@3", width: 320, height: 568, scale: 3)),
        ("100.5x200@1", Device(name: "100.5x200@1", width: 100.5, height: 200, scale: 1)),
        (
            "393x852 scale=3 insets=59,0,34,0",
            Device(name: "393x852", width: 393, height: 852, scale: 3, insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        ),
        ("  375x667\tinsets=20,0,0,0 ", Device(name: "375x667", width: 375, height: 667, scale: 2, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))),
        ("100000x1@4", Device(name: "100000x1@4", width: 100_000, height: 1, scale: 4)),
    ]

    @Test(arguments: accepted)
    func accepts(text: String, device: Device) throws {
        #expect(try Device.parse(text) == device)
    }

    static let refused: [(String, String)] = [
        ("", "no device given: use a preset or WIDTHxHEIGHT[@SCALE] [scale=S] [insets=T,L,B,R]"),
        ("   ", "no device given: use a preset or WIDTHxHEIGHT[@SCALE] [scale=S] [insets=T,L,B,R]"),
        ("@", "unknown device \"@\": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]"),
        ("toaster", "unknown device \"toaster\": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]"),
        ("iphone-16", "unknown device \"iphone-16\" (did you mean iphone-15?): use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]"),
        ("393x", "\"393x\" is not WIDTHxHEIGHT[@SCALE] (e.g. 393x852@3)"),
        ("393by852", "\"393by852\" is not WIDTHxHEIGHT[@SCALE] (e.g. 393x852@3)"),
        ("1x2x3", "\"1x2x3\" is not WIDTHxHEIGHT[@SCALE] (e.g. 393x852@3)"),
        ("1e300x5", "device width and height must be more than 0 and at most 100000 points, got 1e300x5"),
        ("0x852", "device width and height must be more than 0 and at most 100000 points, got 0x852"),
        ("nanx5", "unknown device \"nanx5\": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]"),
        ("5xnan", "device width and height must be more than 0 and at most 100000 points, got 5xnan"),
        ("393x852@9", "device scale must be a number from 1 to 4, got 9"),
        ("393x852@", "device scale must be a number from 1 to 4, got "),
        ("393x852@0", "device scale must be a number from 1 to 4, got 0"),
        ("393x852 scale=big", "device scale must be a number from 1 to 4, got big"),
        ("393x852@2 scale=3", "device scale is given twice"),
        ("393x852 insets=1,2,3", "device insets must be four non-negative numbers T,L,B,R, got 1,2,3"),
        ("393x852 insets=1,2,3,-4", "device insets must be four non-negative numbers T,L,B,R, got 1,2,3,-4"),
        ("393x852 insets=0,0,0,0 insets=1,1,1,1", "device insets is given twice"),
        ("393x852 zoom=2", "unknown device option zoom=2 (expected scale=S or insets=T,L,B,R)"),
        ("393x852 scale", "unknown device option scale (expected scale=S or insets=T,L,B,R)"),
        ("iphone-15 scale=2", "device options scale= and insets= only apply to WIDTHxHEIGHT, not to the preset iphone-15"),
    ]

    @Test(arguments: refused)
    func refuses(text: String, message: String) {
        #expect(throws: DeviceSpecificationError.self) { try Device.parse(text) }
        do {
            _ = try Device.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func projectPresetsAreNamedInTheMessage() throws {
        let phone = Device(name: "phone", width: 320, height: 568, scale: 2)
        #expect(throws: DeviceSpecificationError.unknownPreset("phon", presets: ["phone"])) { try Device.parse("phon", presets: [phone]) }
        #expect(try Device.parse("PHONE", presets: [phone]) == phone)
    }
}
