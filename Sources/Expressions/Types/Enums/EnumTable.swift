/// One UIKit enum or option-set type Layout knows by name (`UIViewContentMode`,
/// `UIDataDetectorTypes`): its spellings and the case names an expression may use.
public struct EnumTable: Sendable {
    /// Pick one case (`enum`) or combine members (`options`).
    public enum Kind: Sendable {
        case enumeration
        case options
    }

    /// How Swift models the type; `structure` types (`UIFont.Weight`,
    /// `UILayoutPriority`) accept any raw value, not only the named ones.
    public enum Representation: Sendable {
        case enumeration
        case optionSet
        case structure
    }

    /// An accepted case name, its raw value, and the Swift case it produces
    /// (`url` produces `URL`; Layout maps `save` to `add`).
    public struct Case: Sendable {
        public let name: String
        public let rawValue: RawValue
        public let produces: String

        init(_ name: String, _ rawValue: RawValue, producing produces: String? = nil) {
            self.name = name
            self.rawValue = rawValue
            self.produces = produces ?? name
        }
    }

    /// The ObjC runtime name used in property tables (`UIViewContentMode`).
    public let runtimeName: String
    /// The Swift spelling (`UIView.ContentMode`).
    public let swiftName: String
    public let kind: Kind
    public let representation: Representation
    /// `Int`, `UInt`, `UInt32`, `UInt64`, `CGFloat`, `Float` or `String`.
    public let rawType: String
    /// Accepted names in Layout's source order, aliases included.
    public let cases: [Case]
    /// Type names accepted before a case (`UIView.ContentMode.center`).
    public let qualifiedPrefixes: [String]
    /// Layout's `RuntimeType` accessor names (`uiView_ContentMode`, `uiViewContentMode`).
    public let accessors: [String]
    /// False for the two name tables that are not property types (`UIControlEvents`, `UIControlState`).
    public let isPropertyType: Bool
    /// False for string constants whose raw strings are unrecorded; their case name stands in.
    public let hasRecordedRawValues: Bool

    /// The accepted case called `name` (case-sensitive, as in Layout).
    public func acceptedCase(named name: String) -> Case? {
        cases.first { $0.name == name }
    }

    /// The value an expression gets for the case name `name`: an `.enumCase`
    /// for enums, a one-member `.options` for option sets.
    public func value(named name: String) -> Value? {
        guard let found = acceptedCase(named: name) else { return nil }
        switch kind {
        case .enumeration:
            return .enumCase(EnumCase(type: runtimeName, name: found.produces, rawValue: found.rawValue))
        case .options:
            return .options(optionSet(rawValue: found.rawValue.bitPattern))
        }
    }

    /// Whether `name` is an accepted name or the Swift case one produces.
    public func isKnownCaseName(_ name: String) -> Bool {
        cases.contains { $0.name == name || $0.produces == name }
    }
}
