/// Rounds lengths up to the device pixel grid, as UIKit rounds text sizes.
public enum PixelGrid {
    /// `ceil(length × scale) / scale`, e.g. 19.55 at scale 3 → 19.666….
    ///
    /// A length within a billionth of a pixel boundary counts as on it, so that
    /// floating-point noise (20.000000001) does not add a whole pixel.
    public static func ceil(_ length: Double, scale: Double) -> Double {
        ((length * scale) - 1e-9).rounded(.up) / scale
    }
}
