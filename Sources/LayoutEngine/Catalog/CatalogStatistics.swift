/// Entry counts of the UIKit data (custom classes excluded), comparable with the counts in
/// `scripts/data/SOURCE.md`: a check that the generated text round-trips.
public struct CatalogStatistics: Hashable, Sendable {
    /// Classes rooted at `UIView`.
    public var viewClasses = 0
    /// Classes rooted at `UIViewController`.
    public var viewControllerClasses = 0
    /// `CALayer`, `UITabBarItem`, `UINavigationItem`, `UIBarButtonItem`, … (not template classes).
    public var helperTypes = 0
    /// Symbols.swift entries of the classes (per class, not flattened).
    public var classProperties = 0
    /// Symbols.swift entries of the helper types.
    public var helperProperties = 0
    /// Keys typed by Layout's own code, on classes.
    public var classLayoutProperties = 0
    /// Keys typed by Layout's own code, on helper types.
    public var helperLayoutProperties = 0
    /// Keys with no KVC property behind them, on classes and helper types.
    public var pseudoProperties = 0
    /// Stale Symbols.swift types replaced by the code's, on classes.
    public var classTypeCorrections = 0
    /// `unavailable` entries (names and patterns) on classes.
    public var classUnavailable = 0
    /// `read_only` entries on classes.
    public var classReadOnly = 0
    /// `removed_private` entries (names and patterns) on classes.
    public var classPrivateKeys = 0
    /// Constructor parameters on classes.
    public var classParameters = 0

    /// All view and view-controller classes.
    public var classes: Int { viewClasses + viewControllerClasses }

    init(_ tables: CatalogTables) {
        for table in tables.allTables().values {
            switch table.kind {
            case .custom:
                continue
            case .helper:
                helperTypes += 1
                helperProperties += table.propertyCount
                helperLayoutProperties += table.layoutProperties.count
            case .uikitClass:
                if table.rootName == ViewClass.Root.viewController.rawValue {
                    viewControllerClasses += 1
                } else {
                    viewClasses += 1
                }
                classProperties += table.propertyCount
                classLayoutProperties += table.layoutProperties.count
                classTypeCorrections += table.typeCorrections.count
                classUnavailable += table.unavailable.count
                classReadOnly += table.readOnly.count
                classPrivateKeys += table.privateKeys.count
                classParameters += table.parameters.count
            }
            pseudoProperties += table.pseudoProperties.count
        }
    }
}
