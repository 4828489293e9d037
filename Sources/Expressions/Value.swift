@_exported import Geometry
/// A runtime value of the template language. Numbers are Doubles (as in
/// Layout's engine); everything UIKit would hold as an object is modelled as a
/// plain value (a colour, a font descriptor, an enum case, a rect…).
public enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case dictionary([String: Value])
    case range(RangeValue)
    case color(Color)
    indirect case font(FontDescriptor)
    indirect case enumCase(EnumCase)
    indirect case options(OptionSetValue)
    /// An image asset, by name (headless: no pixels, an optional known size).
    indirect case image(ImageReference)
    case url(String)
    case selector(String)
    indirect case attributedString(AttributedText)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    case offset(Offset)
    case vector(Vector)
    indirect case affineTransform(AffineTransform)
    indirect case transform3D(Transform3D)
    /// A callable helper made available under a constant's name (`{"$function":"uppercased"}`).
    case function(NamedFunction)
    /// A class object (`UINavigationBar.Type`-typed properties), by class name.
    case classReference(String)
    /// A native object with no value form here (a view, a delegate), by class name.
    case object(String)
}

/// `a...b`, `a..<b`, `a...`, `...b`, `..<b` over integers.
public struct RangeValue: Hashable, Sendable {
    public var lower: Int?
    public var upper: Int?
    /// `...` (true) or `..<` (false).
    public var isClosed: Bool

    public init(lower: Int?, upper: Int?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }
}

/// An sRGB colour with components in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// What a font expression resolves to without UIKit: a family or face name,
/// a size, a weight and symbolic traits.
public struct FontDescriptor: Hashable, Sendable {
    /// `nil` for the system font; otherwise the PostScript name of the face chosen
    /// from the font catalog (`HelveticaNeue-Bold`), or a project font's name.
    public var name: String?
    public var size: Double
    /// A `UIFont.Weight` case name (`regular`, `bold`, …).
    public var weight: String
    /// Symbolic traits, sorted: `bold`, `condensed`, `expanded`, `italic`, `monospace`.
    public var traits: [String]
    /// A `UIFont.TextStyle` name when the size came from a text style.
    public var textStyle: String?

    public init(name: String? = nil, size: Double = 17, weight: String = "regular", traits: [String] = [], textStyle: String? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
    }
}

/// One case of a UIKit enum (`UIView.ContentMode.center`).
public struct EnumCase: Hashable, Sendable {
    /// The runtime type name used in the property tables, e.g. `UIViewContentMode`.
    public var type: String
    public var name: String
    public var rawValue: RawValue

    public init(type: String, name: String, rawValue: RawValue) {
        self.type = type
        self.name = name
        self.rawValue = rawValue
    }
}

/// Members of a UIKit option set (`UIDataDetectorTypes` `[phoneNumber, link]`).
public struct OptionSetValue: Hashable, Sendable {
    public var type: String
    /// Member case names in the order the table lists them.
    public var members: [String]
    public var rawValue: UInt64

    public init(type: String, members: [String], rawValue: UInt64) {
        self.type = type
        self.members = members
        self.rawValue = rawValue
    }
}

/// The raw value behind an enum case, as the iOS SDK defines it.
public enum RawValue: Hashable, Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
}

/// An image by asset name; `size` when the project declares one.
public struct ImageReference: Hashable, Sendable {
    public var name: String
    public var size: Size?

    public init(name: String, size: Size? = nil) {
        self.name = name
        self.size = size
    }
}

/// Text with style runs, from inline HTML or an attributed-string value.
public struct AttributedText: Hashable, Sendable {
    /// A style applied to a range of `string` (scalar offsets).
    public struct Run: Hashable, Sendable {
        public var range: Range<Int>
        /// Style names: `b`, `i`, `u`, `a`, `h1`, …, or attribute descriptions such as `color:#ff0000ff`.
        public var styles: [String]

        public init(range: Range<Int>, styles: [String]) {
            self.range = range
            self.styles = styles
        }
    }

    public var string: String
    public var runs: [Run]

    public init(string: String, runs: [Run] = []) {
        self.string = string
        self.runs = runs
    }
}

public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public struct Offset: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
}

public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
}

/// `CGAffineTransform` (a b c d tx ty).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform()
}

/// `CATransform3D`, row-major m11…m44.
public struct Transform3D: Hashable, Sendable {
    public var m: [Double]
    public init(m: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]) { self.m = m }
    public static let identity = Transform3D()
}

/// A built-in helper callable by name from an expression (e.g. `uppercased`).
public struct NamedFunction: Hashable, Sendable {
    public var name: String
    public init(name: String) { self.name = name }
}
