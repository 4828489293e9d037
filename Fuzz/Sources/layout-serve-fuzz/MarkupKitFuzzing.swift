import Diagnostics
import Expressions
import MarkupKit

/// A MarkupKit document read, built and solved. The first byte picks the release (and, for
/// 3.4.2, the size class); the rest holds up to four documents cut at NUL bytes: the first is
/// `A.xml`, and `<?include?>` or `<?properties Name?>` files are the others by a checksum of
/// the name, so includes, cycles, properties files and bindings against the state all happen.
enum MarkupKitFuzzing {
    static let state: [String: Value] = [
        "number": .number(5), "values": .array([.number(1), .number(2.5)]), "name": .string("Ada"),
        "person": .dictionary(["givenName": .string("Ada"), "familyName": .string("Lovelace")]),
        "date": .string("2026-11-25T14:30:00"),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let files = Array(Array(bytes.dropFirst()).parts().prefix(4))
        let versions: [MarkupKitVersion] = [.v4, .v3, .v1]
        var options = MarkupKitOptions(rootWidth: selector & 8 == 0 ? 375 : 1024, rootHeight: 667,
                                       version: versions[Int(selector % 3)], strings: ["title": "Title"], state: state,
                                       rootClass: selector & 16 == 0 ? "LMTableViewCell" : nil,
                                       load: { path in
                                           let index = path == "A.xml" ? 0 : path.utf8.reduce(0) { $0 &+ Int($1) } % (files.count + 1)
                                           return index < files.count ? files[index] : nil
                                       })
        options.host = selector & 32 == 0 ? .bare : .viewController
        options.safeArea = .init(top: 59, left: 0, bottom: 34, right: 0)
        if options.version == .v3 { options.sizeClass = MarkupKitRenderer.sizeClassNames[Int(selector >> 6)] }
        let render = MarkupKitRenderer.render(files.first ?? [], file: "A.xml", options: options)
        _ = render.diagnostics.map(\.formatted)
        _ = render.constraints.map(\.json.encoded)
    }
}
