/// One installed face: its PostScript name and what UIKit would report about
/// it. Weight and traits are read from the name, as Layout's `fontWeight` does.
public struct FontFace: Hashable, Sendable {
    public let postScriptName: String
    public let familyName: String
    /// A `UIFont.Weight` case name (`regular`, `bold`, …).
    public let weight: String
    /// Sorted symbolic traits: `bold`, `condensed`, `expanded`, `italic`, `monospace`.
    public let traits: [String]

    /// `lowered`: the name in lower case; `condensedFamily`: the family's name says "condensed".
    init(postScriptName: String, lowered: String, familyName: String, condensedFamily: Bool, monospaced: Bool) {
        self.postScriptName = postScriptName
        self.familyName = familyName
        weight = EnumCatalog.fontWeightSuffixes.first { lowered.containsBytes($0.fragment) }?.weight ?? "regular"
        var traits: [String] = []
        if weight == "bold" || weight == "heavy" || weight == "black" { traits.append("bold") }
        if condensedFamily || lowered.containsBytes("condensed") { traits.append("condensed") }
        if lowered.containsBytes("expanded") { traits.append("expanded") }
        if lowered.containsBytes("italic") || lowered.containsBytes("oblique") || lowered.hasSuffix("-bookita")
            || lowered.hasSuffix("-bookit") {
            traits.append("italic")
        }
        if monospaced { traits.append("monospace") }
        self.traits = traits
    }

    /// This face as a descriptor of `size` points.
    public func descriptor(size: Double, textStyle: String? = nil) -> FontDescriptor {
        FontDescriptor(name: postScriptName, size: size, weight: weight, traits: traits, textStyle: textStyle)
    }
}

/// A font family and its faces.
public struct FontFamily: Sendable {
    public let name: String
    public let faces: [FontFace]
    /// `name` and the faces' PostScript names in lower case, as the catalog looks them up.
    let loweredName: String
    let loweredFaceNames: [String]

    /// A family from its name and its faces' PostScript names.
    public init(_ name: String, _ faceNames: [String], monospaced: Bool = false) {
        self.name = name
        loweredName = name.lowercased()
        loweredFaceNames = faceNames.map { $0.lowercased() }
        let condensed = loweredName.containsBytes("condensed")
        faces = zip(faceNames, loweredFaceNames).map { faceName, lowered in
            FontFace(postScriptName: faceName, lowered: lowered, familyName: name, condensedFamily: condensed, monospaced: monospaced)
        }
    }
}

/// The fonts a headless engine pretends are installed, looked up the way
/// `UIFont(name:)` and `UIFont.fontNames(forFamilyName:)` do (case-insensitively).
public struct FontCatalog: Sendable {
    public let families: [FontFamily]
    private let facesByName: [String: FontFace]
    private let familiesByName: [String: FontFamily]

    /// A catalog of `families`; later families win on duplicate names.
    public init(families: [FontFamily]) {
        self.families = families
        var faces: [String: FontFace] = [:]
        var byFamily: [String: FontFamily] = [:]
        faces.reserveCapacity(families.reduce(0) { $0 + $1.faces.count })
        byFamily.reserveCapacity(families.count)
        for family in families {
            byFamily[family.loweredName] = family
            for (face, lowered) in zip(family.faces, family.loweredFaceNames) { faces[lowered] = face }
        }
        facesByName = faces
        familiesByName = byFamily
    }

    /// This catalog plus `extra` families (a project's bundled fonts).
    public func adding(_ extra: [FontFamily]) -> FontCatalog {
        FontCatalog(families: families + extra)
    }

    /// The face with PostScript name `name`, ignoring case.
    public func face(postScriptName name: String) -> FontFace? {
        facesByName[name.lowercased()]
    }

    /// The family called `name`, ignoring case.
    public func family(named name: String) -> FontFamily? {
        familiesByName[name.lowercased()]
    }

    /// The face of `family` closest to `weight` and `traits`, scored as Layout
    /// does: +1 per requested trait the face has, −0.1 per unrequested one
    /// (condensed, expanded, italic, monospace; bold goes by weight), minus the
    /// weight difference. The first of equally good faces wins.
    public func bestFace(in family: FontFamily, weight: String, traits: Set<String>) -> FontFace? {
        let target = FontWeights.value(of: weight)
        var best: FontFace?
        var bestScore = -Double.infinity
        for face in family.faces {
            var score = 0.0
            for trait in ["condensed", "expanded", "italic", "monospace"] {
                let has = face.traits.contains(trait)
                if traits.contains(trait) {
                    if has { score += 1 }
                } else if has {
                    score -= 0.1
                }
            }
            score -= abs(FontWeights.value(of: face.weight) - target)
            if score > bestScore {
                bestScore = score
                best = face
            }
        }
        return best
    }
}
