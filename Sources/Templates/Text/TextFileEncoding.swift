/// How a template or `.strings` file is encoded, so that a tool that edits the text the
/// readers decoded (UTF-8, after any byte order mark) writes it back the way it found it.
public struct TextFileEncoding: Hashable, Sendable {
    public enum Form: Hashable, Sendable {
        case utf8
        case utf8WithByteOrderMark
        case utf16LittleEndian
        case utf16BigEndian
    }

    public let form: Form

    /// The encoding of a file's bytes, told by its byte order mark (none: UTF-8).
    public init(of data: [UInt8]) {
        if data.count >= 2, data[0] == 0xFF, data[1] == 0xFE {
            form = .utf16LittleEndian
        } else if data.count >= 2, data[0] == 0xFE, data[1] == 0xFF {
            form = .utf16BigEndian
        } else if data.count >= 3, data[0] == 0xEF, data[1] == 0xBB, data[2] == 0xBF {
            form = .utf8WithByteOrderMark
        } else {
            form = .utf8
        }
    }

    /// The text the readers' positions refer to: without the byte order mark, UTF-16
    /// transcoded. Undecodable bytes become U+FFFD (a file that reads cleanly has none).
    public func decode(_ data: [UInt8]) -> String {
        switch form {
        case .utf8: String(decoding: data, as: UTF8.self)
        case .utf8WithByteOrderMark: String(decoding: data.dropFirst(3), as: UTF8.self)
        case .utf16LittleEndian, .utf16BigEndian: String(decoding: units(of: data), as: UTF16.self)
        }
    }

    /// `text` as bytes in this encoding, byte order mark included.
    public func encode(_ text: String) -> [UInt8] {
        switch form {
        case .utf8:
            return Array(text.utf8)
        case .utf8WithByteOrderMark:
            return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let bigEndian = form == .utf16BigEndian
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
    }

    private func units(of data: [UInt8]) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var index = 2
        while index + 1 < data.count {
            let first = UInt16(data[index]), second = UInt16(data[index + 1])
            units.append(form == .utf16BigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return units
    }
}
