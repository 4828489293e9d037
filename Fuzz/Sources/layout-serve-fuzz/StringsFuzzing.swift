import Diagnostics
import Templates

/// A `.strings` file, every diagnostic rendered with its excerpt.
enum StringsFuzzing {
    static func run(_ bytes: [UInt8]) {
        let table = StringsFile.parse(bytes, file: "Localizable.strings")
        _ = table.diagnostics.map(\.formatted)
    }
}
