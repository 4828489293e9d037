/// The arguments of `DEVICE`: a preset name, or `WIDTHxHEIGHT[@SCALE] [scale=S] [insets=T,L,B,R]`.
enum DeviceArguments {
    static let usage = "DEVICE expects a preset name or WIDTHxHEIGHT"

    static func parse(_ argument: String) throws(CommandError) -> DeviceRequest {
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { throw CommandError(usage) }
        guard first.first?.isNumber == true else {
            guard first.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else { throw CommandError(usage) }
            guard words.count == 1 else {
                throw CommandError("DEVICE options scale= and insets= only apply to WIDTHxHEIGHT, not to a preset name")
            }
            return .preset(String(first))
        }
        let (width, height, sizeScale) = try parseSize(first)
        var scale = sizeScale
        var insets: EdgeInsets?
        for option in words.dropFirst() {
            let parts = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            switch parts[0].lowercased() {
            case "scale" where parts.count == 2:
                guard scale == nil else { throw CommandError("DEVICE scale is given twice") }
                guard let value = Double(parts[1]), value.isFinite, value > 0 else {
                    throw CommandError("DEVICE scale must be a positive number, got \(parts[1])")
                }
                scale = value
            case "insets" where parts.count == 2:
                guard insets == nil else { throw CommandError("DEVICE insets are given twice") }
                let fields = parts[1].split(separator: ",", omittingEmptySubsequences: false)
                let numbers = fields.compactMap { Double($0) }.filter { $0.isFinite && $0 >= 0 }
                guard fields.count == 4, numbers.count == 4 else {
                    throw CommandError("DEVICE insets must be four non-negative numbers T,L,B,R, got \(parts[1])")
                }
                insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
            default:
                throw CommandError("unknown DEVICE option \(option) (expected scale=S or insets=T,L,B,R)")
            }
        }
        return .size(width: width, height: height, scale: scale, insets: insets)
    }

    /// `393x852` or `393x852@3`.
    private static func parseSize(_ word: Substring) throws(CommandError) -> (Double, Double, Double?) {
        let atSplit = word.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let dimensions = atSplit[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Double(dimensions[0]), let height = Double(dimensions[1]) else {
            throw CommandError(usage)
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CommandError("DEVICE width and height must be positive numbers, got \(word)")
        }
        guard atSplit.count == 2 else { return (width, height, nil) }
        guard let scale = Double(atSplit[1]), scale.isFinite, scale > 0 else {
            throw CommandError("DEVICE scale must be a positive number, got \(atSplit[1])")
        }
        return (width, height, scale)
    }
}
