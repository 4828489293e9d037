/// What casting needs to know about classes it cannot inspect: subclassing and
/// protocol conformance. The engine supplies the real catalog; `builtIn` knows
/// only the UIKit facts below.
public struct ClassRelations: Sendable {
    /// Whether class `name` is `ancestor` or inherits from it.
    public var isSubclass: @Sendable (_ name: String, _ ancestor: String) -> Bool
    /// Whether class `name` adopts protocol `protocolName`.
    public var conforms: @Sendable (_ name: String, _ protocolName: String) -> Bool

    /// Relations answered by the given closures.
    public init(
        isSubclass: @escaping @Sendable (String, String) -> Bool,
        conforms: @escaping @Sendable (String, String) -> Bool
    ) {
        self.isSubclass = isSubclass
        self.conforms = conforms
    }

    /// Same-name or `NSObject` ancestry, the visual-effect classes, and the
    /// delegate/data-source protocols UIKit's table and collection controllers adopt.
    public static let builtIn = ClassRelations(
        isSubclass: { name, ancestor in
            name == ancestor || ancestor == "NSObject"
                || (ancestor == "UIVisualEffect" && (name == "UIBlurEffect" || name == "UIVibrancyEffect"))
        },
        conforms: { name, protocolName in
            builtInConformances[name]?.contains(protocolName) ?? false
        }
    )

    private static let builtInConformances: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDelegate", "UITableViewDataSource", "UIScrollViewDelegate"],
        "UICollectionViewController": [
            "UICollectionViewDelegate", "UICollectionViewDataSource", "UIScrollViewDelegate",
        ],
        "UITableView": [], "UICollectionView": [],
    ]
}
