/// Files that are empty, binary, in the wrong encoding or too big.
extension BrokenTemplate {
    static let unreadableFiles: [BrokenTemplate] = [
        BrokenTemplate("empty file", "1️⃣", "Empty XML document"),
        BrokenTemplate("whitespace-only file", "1️⃣  \n\t\n", "Empty XML document"),
        // Lines with control characters get no excerpt: binary junk would garble a terminal.
        BrokenTemplate("random bytes", files: [
            .init(path: "Main.xml", content: .splicing("1️⃣", bytes: [0x9C, 0x11, 0xE2, 0x7F, 0x3C, 0xA5, 0xFF, 0x02])),
        ], messages: ["File is not valid UTF-8: unexpected byte 0x9C"], hasExcerpt: false),
        BrokenTemplate("invalid UTF-8 inside text", files: [
            .init(path: "Main.xml", content: .splicing("<UILabel text=\"caf1️⃣\"/>", bytes: [0xE9])),
        ], messages: ["File is not valid UTF-8: unexpected byte 0xE9"]),
        BrokenTemplate("NUL bytes", files: [
            .init(path: "Main.xml", content: .splicing("<UIView>1️⃣</UIView>", bytes: [0, 0, 0])),
        ], messages: ["Unexpected NUL byte: this looks like a binary file, not an XML template"], hasExcerpt: false),
        BrokenTemplate("only NUL bytes", files: [
            .init(path: "Main.xml", content: .splicing("1️⃣", bytes: [UInt8](repeating: 0, count: 4096))),
        ], messages: ["Unexpected NUL byte: this looks like a binary file, not an XML template"], hasExcerpt: false),
        BrokenTemplate("UTF-16 without byte order mark", files: [
            .init(path: "Main.xml", content: .splicing("1️⃣", bytes: utf16LittleEndian("<UIView width=\"100\"/>"))),
        ], messages: ["File looks like UTF-16 without a byte order mark; save it as UTF-8"], hasExcerpt: false),
        BrokenTemplate("file of 20 MiB", files: [
            .init(path: "Main.xml", content: .sparse(prefix: "<UIView/>", size: 20 * 1024 * 1024)),
        ], messages: ["Unable to read Main.xml: file is too large (20971520 bytes; the limit is 16777216 bytes, 16 MiB)"], hasExcerpt: false),
        BrokenTemplate("file one byte over 16 MiB", files: [
            .init(path: "Main.xml", content: .sparse(prefix: "<UIView/>", size: 16 * 1024 * 1024 + 1)),
        ], messages: ["Unable to read Main.xml: file is too large (16777217 bytes; the limit is 16777216 bytes, 16 MiB)"], hasExcerpt: false),
    ]

    private static func utf16LittleEndian(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
}
