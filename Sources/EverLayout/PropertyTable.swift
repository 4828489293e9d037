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

    /// Whether a view whose class descends from `ancestry` accepts `name` — asked for every
    /// property of every view, so it allocates nothing (a set of the accepted names built per
    /// view was a twelfth of a 2,000-label render).
    static func accepts(_ name: String, ancestry: [String]) -> Bool {
        byClass.contains { entry in entry.names.contains(name) && ancestry.contains(entry.className) }
    }

    /// The names a view whose class descends from `ancestry` accepts (for did-you-mean).
    static func names(forAncestry ancestry: [String]) -> [String] {
        var names: [String] = []
        for entry in byClass where ancestry.contains(entry.className) {
            for name in entry.names where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
