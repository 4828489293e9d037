#!/usr/bin/env python3
"""Writes Sources/LayoutEngine/Text/FontMetrics.generated.swift from the Liberation fonts.

Usage: scripts/generate-font-metrics.py [output-path]

Needs Debian's fonts-liberation2 and python3-fonttools (`scripts/setup --test` installs
both; the fonts are not vendored, the package pins their version). Reads Liberation Sans, Serif and Mono in four styles each and emits, per face:
the vertical metrics (hhea), cap and x heights (OS/2), the average advance, the
advance widths of the covered Unicode blocks, and the Basic Latin kerning pairs
of the GPOS `kern` feature. The output is committed so that builds and CI never
need the fonts themselves.
"""

import os
import sys

FONT_DIR = "/usr/share/fonts/truetype/liberation2"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(REPO, "Sources", "LayoutEngine", "Text", "FontMetrics.generated.swift")

FAMILIES = [("sans", "Sans"), ("serif", "Serif"), ("mono", "Mono")]
STYLES = [("Regular", "Regular"), ("Bold", "Bold"), ("Italic", "Italic"), ("BoldItalic", "BoldItalic")]

# The Unicode blocks whose advances are tabulated. The first block is looked up by
# direct index (Latin, IPA, modifiers, combining marks, Greek, Cyrillic); the rest by
# a short scan. Scalars outside them use the measurer's fallback advances.
BLOCKS = [
    (0x0000, 0x052F),  # Basic Latin … Cyrillic Supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x20CF),  # General Punctuation, super/subscripts, currency
    (0x2100, 0x22FF),  # letterlike symbols, number forms, arrows, math operators
    (0x25A0, 0x25FF),  # geometric shapes (bullets, triangles)
    (0xFB00, 0xFB06),  # Latin ligatures
]
# Marks a scalar inside a block that the font's cmap does not map.
UNCOVERED = 0xFFFF
KERN_FIRST, KERN_LAST = 0x20, 0x7E


SYSTEM_PYTHON = "/usr/bin/python3"


def ensure_dependencies():
    if not os.path.isdir(FONT_DIR):
        sys.exit(f"generate-font-metrics: {FONT_DIR} is missing; run scripts/setup --test (fonts-liberation2)")
    try:
        import fontTools  # noqa: F401
    except ImportError:
        # Debian's python3-fonttools is installed for the system Python; a python3 earlier on
        # PATH (pyenv, a virtualenv) does not see it, so run again under the system one.
        if os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON) and os.path.exists(SYSTEM_PYTHON):
            os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON, os.path.abspath(__file__), *sys.argv[1:]])
        sys.exit("generate-font-metrics: fontTools is missing; run scripts/setup --test (python3-fonttools)")


def value_x_advance(value):
    if value is None:
        return 0
    return getattr(value, "XAdvance", 0) or 0


def kerning_pairs(font, cmap):
    """Flattens the `kern` lookups of the Latin script into (left, right) → units for Basic Latin."""
    glyph_of = {c: cmap[c] for c in range(KERN_FIRST, KERN_LAST + 1) if c in cmap}
    if "GPOS" not in font:
        return {}
    gpos = font["GPOS"].table
    lookup_indices = []
    for record in gpos.ScriptList.ScriptRecord:
        if record.ScriptTag != "latn" or record.Script.DefaultLangSys is None:
            continue
        for feature_index in record.Script.DefaultLangSys.FeatureIndex:
            feature = gpos.FeatureList.FeatureRecord[feature_index]
            if feature.FeatureTag == "kern":
                lookup_indices.extend(feature.Feature.LookupListIndex)
    pairs = {}
    for lookup_index in sorted(set(lookup_indices)):
        lookup = gpos.LookupList.Lookup[lookup_index]
        subtables = lookup.SubTable
        if lookup.LookupType == 9:
            subtables = [s.ExtSubTable for s in subtables]
        for left, left_glyph in glyph_of.items():
            for right, right_glyph in glyph_of.items():
                amount = pair_adjustment(subtables, left_glyph, right_glyph)
                if amount:
                    pairs[(left, right)] = pairs.get((left, right), 0) + amount
    return {k: v for k, v in pairs.items() if v}


def pair_adjustment(subtables, left_glyph, right_glyph):
    # The first subtable that applies to the pair wins, as in an OpenType shaper:
    # format 1 applies only when the pair is listed; format 2 whenever the left glyph is covered.
    for sub in subtables:
        if left_glyph not in sub.Coverage.glyphs:
            continue
        if sub.Format == 1:
            pair_set = sub.PairSet[sub.Coverage.glyphs.index(left_glyph)]
            for record in pair_set.PairValueRecord:
                if record.SecondGlyph == right_glyph:
                    return value_x_advance(record.Value1)
            continue
        class1 = sub.ClassDef1.classDefs.get(left_glyph, 0)
        class2 = sub.ClassDef2.classDefs.get(right_glyph, 0)
        return value_x_advance(sub.Class1Record[class1].Class2Record[class2].Value1)
    return 0


def face_record(path):
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    advances = []
    for first, last in BLOCKS:
        for scalar in range(first, last + 1):
            glyph = cmap.get(scalar)
            advances.append(hmtx[glyph][0] if glyph is not None else UNCOVERED)
    assert UNCOVERED not in (hmtx[g][0] for g in cmap.values())
    os2, hhea = font["OS/2"], font["hhea"]
    return {
        "postscript": font["name"].getDebugName(6),
        "version": font["name"].getDebugName(5),
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "capHeight": os2.sCapHeight,
        "xHeight": os2.sxHeight,
        "averageAdvance": os2.xAvgCharWidth,
        "advances": advances,
        "kerning": kerning_pairs(font, cmap),
    }


def hex_lines(words, per_line, indent):
    lines = []
    for start in range(0, len(words), per_line):
        lines.append(indent + "".join(words[start:start + per_line]))
    return "\n".join(lines)


def swift_face(identifier, title, face):
    advances = ["%04x" % a for a in face["advances"]]
    kerning = ["%02x%02x%04x" % (l, r, v & 0xFFFF) for (l, r), v in sorted(face["kerning"].items())]
    indent = " " * 12
    return f'''    /// {title} ({face["postscript"]}, {face["version"]}).
    static let {identifier} = FaceMetrics(
        postScriptName: "{face["postscript"]}",
        unitsPerEm: {face["unitsPerEm"]}, ascender: {face["ascender"]}, descender: {face["descender"]}, lineGap: {face["lineGap"]},
        capHeight: {face["capHeight"]}, xHeight: {face["xHeight"]}, averageAdvance: {face["averageAdvance"]},
        advancesHex: """
{hex_lines(advances, 32, indent)}
            """,
        kerningHex: """
{hex_lines(kerning, 16, indent) if kerning else ""}
            """
    )
'''


def main():
    ensure_dependencies()
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    parts = []
    for family_id, family in FAMILIES:
        for style_id, style in STYLES:
            path = os.path.join(FONT_DIR, f"Liberation{family}-{style}.ttf")
            identifier = family_id + style_id
            parts.append(swift_face(identifier, f"Liberation {family} {style}", face_record(path)))
    blocks = ",\n".join(f"        0x{a:04X}...0x{b:04X}" for a, b in BLOCKS)
    text = f'''// Generated by scripts/generate-font-metrics.py from the Liberation fonts (Debian
// fonts-liberation2). Do not edit by hand: change the script and run it again.
//
// Liberation fonts: copyright Red Hat, Inc. and Google Inc., licensed under the
// SIL Open Font License 1.1. Only metrics are recorded here (advance widths,
// vertical metrics, kerning amounts) — numeric facts about the fonts, no glyph
// outlines or font software.
//
// Advances are 4-hex-digit font units per scalar over `FaceMetrics.blocks`, in order;
// ffff marks a scalar the font does not map. Kerning entries are 8 hex digits:
// left scalar, right scalar (Basic Latin, one byte each), signed 16-bit adjustment.

extension FaceMetrics {{
    /// The Unicode blocks, in order, that every face's advance table covers.
    static let blocks: [ClosedRange<UInt32>] = [
{blocks},
    ]

{chr(10).join(parts)}}}
'''
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w") as handle:
        handle.write(text)
    print(f"wrote {output}")


if __name__ == "__main__":
    main()
