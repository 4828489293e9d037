extension ViewClass {
    /// The property that receives an element's text body (`UILabel` → `attributedText`,
    /// `UITableViewCell` → `textLabel.attributedText`), inherited; nil when the class takes none
    /// (`<Class> does not support inline (X)HTML content`).
    public var bodyProperty: String? { lineage.nearest(\.bodyProperty) }

    /// Expressions Layout adds unless the template sets the key (R-LL-DEFAULTS), inherited:
    /// `UIStackView` width/height `auto`, `UIActivityIndicatorView` `isAnimating` `true`.
    public var defaultExpressions: [String: String] {
        var defaults: [String: String] = [:]
        for table in lineage.chain.reversed() {
            for entry in table.defaultExpressions { defaults[entry.name] = entry.expression }
        }
        return defaults
    }

    /// Constructor arguments → type, evaluated once at creation (R-LL-LIFECYCLE), inherited.
    public var parameters: [String: String] { lineage.parameters }

    /// Deprecated symbol → suggested replacement, inherited.
    public var deprecatedSymbols: [String: String] { lineage.deprecatedSymbols }

    /// Runtime names Layout exposes under another name (`WKWebView.UIDelegate` → `uiDelegate`).
    public var renamedKeys: [String: String] {
        var renamed: [String: String] = [:]
        for table in lineage.chain.reversed() { renamed.merge(table.renamed) { _, nearer in nearer } }
        return renamed
    }
}
