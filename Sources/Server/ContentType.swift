/// `Content-Type` values for the files the server hands out.
public enum ContentType {
    public static let json = "application/json"
    public static let plainText = "text/plain; charset=utf-8"
    public static let octetStream = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": json,
        "xml": "application/xml; charset=utf-8",
        // `.strings` files may be UTF-16 (Xcode's historical default), so no charset is claimed.
        "strings": "text/plain",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ttf": "font/ttf",
    ]

    /// The type for a path's extension (case-insensitive), `application/octet-stream` when unknown.
    public static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return octetStream }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? octetStream
    }
}
