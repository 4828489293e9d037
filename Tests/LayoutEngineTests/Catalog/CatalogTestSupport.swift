@testable import LayoutEngine

/// The standard catalog's class named `name`; a missing class fails the calling test loudly.
func uikitClass(_ name: String, in catalog: UIKitCatalog = .standard) -> ViewClass {
    guard let viewClass = catalog.viewClass(named: name) else {
        preconditionFailure("catalog has no class \(name)")
    }
    return viewClass
}
