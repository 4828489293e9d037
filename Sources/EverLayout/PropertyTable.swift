/// The properties EverLayout's resolvers set, by the class that first accepts them
/// (R-EL-MAPPERS). A name a view's class does not accept is ignored by EverLayout.
enum PropertyTable {
    static let byClass: [(className: String, names: [String])] = [
        ("UIView", ["frame", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "alpha", "clipToBounds",
                    "contentMode", "hidden"]),
        ("UILabel", ["text", "textColor", "fontSize", "lineBreakMode", "textAlignment", "numberOfLines"]),
        ("UIButton", ["text", "textColor", "fontSize", "image", "backgroundImage"]),
        ("UIImageView", ["image"]),
        ("UIScrollView", ["contentInset", "contentOffset"]),
        ("UITextField", ["placeholder"]),
        ("UINavigationBar", ["translucent", "tintColor", "textColor"]),
    ]

    /// The names a view whose class descends from `ancestry` accepts.
    static func names(forAncestry ancestry: [String]) -> [String] {
        var names: [String] = []
        for entry in byClass where ancestry.contains(entry.className) {
            for name in entry.names where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
