extension FontCatalog {
    /// The font families built into iOS and their faces by PostScript name, in
    /// the order `UIFont.fontNames(forFamilyName:)` tends to list them. A fact
    /// table written for this project from Apple's published iOS font list; it
    /// covers the families Layout's tests and common templates name, not every
    /// script-specific family.
    public static let iOS = FontCatalog(families: [
        FontFamily("Academy Engraved LET", ["AcademyEngravedLetPlain"]),
        FontFamily("Al Nile", ["AlNile", "AlNile-Bold"]),
        FontFamily("American Typewriter", [
            "AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
            "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed", "AmericanTypewriter-CondensedLight",
            "AmericanTypewriter-CondensedBold",
        ]),
        FontFamily("Apple Color Emoji", ["AppleColorEmoji"]),
        FontFamily("Apple SD Gothic Neo", [
            "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Thin", "AppleSDGothicNeo-UltraLight",
            "AppleSDGothicNeo-Light", "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-SemiBold",
            "AppleSDGothicNeo-Bold",
        ]),
        FontFamily("Arial", ["ArialMT", "Arial-ItalicMT", "Arial-BoldMT", "Arial-BoldItalicMT"]),
        FontFamily("Arial Hebrew", ["ArialHebrew", "ArialHebrew-Light", "ArialHebrew-Bold"]),
        FontFamily("Arial Rounded MT Bold", ["ArialRoundedMTBold"]),
        FontFamily("Avenir", [
            "Avenir-Book", "Avenir-Roman", "Avenir-BookOblique", "Avenir-Oblique", "Avenir-Light",
            "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy",
            "Avenir-HeavyOblique", "Avenir-Black", "Avenir-BlackOblique",
        ]),
        FontFamily("Avenir Next", [
            "AvenirNext-Regular", "AvenirNext-Italic", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
            "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
            "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic",
        ]),
        FontFamily("Avenir Next Condensed", [
            "AvenirNextCondensed-Regular", "AvenirNextCondensed-Italic", "AvenirNextCondensed-UltraLight",
            "AvenirNextCondensed-UltraLightItalic", "AvenirNextCondensed-Medium",
            "AvenirNextCondensed-MediumItalic", "AvenirNextCondensed-DemiBold",
            "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Bold", "AvenirNextCondensed-BoldItalic",
            "AvenirNextCondensed-Heavy", "AvenirNextCondensed-HeavyItalic",
        ]),
        FontFamily("Baskerville", [
            "Baskerville", "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic",
            "Baskerville-Bold", "Baskerville-BoldItalic",
        ]),
        FontFamily("Bodoni 72", ["BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta", "BodoniSvtyTwoITCTT-Bold"]),
        FontFamily("Bodoni 72 Oldstyle", [
            "BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt", "BodoniSvtyTwoOSITCTT-Bold",
        ]),
        FontFamily("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT-Book"]),
        FontFamily("Bodoni Ornaments", ["BodoniOrnamentsITCTT"]),
        FontFamily("Bradley Hand", ["BradleyHandITCTT-Bold"]),
        FontFamily("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Light", "ChalkboardSE-Bold"]),
        FontFamily("Chalkduster", ["Chalkduster"]),
        FontFamily("Charter", [
            "Charter-Roman", "Charter-Italic", "Charter-Bold", "Charter-BoldItalic", "Charter-Black",
            "Charter-BlackItalic",
        ]),
        FontFamily("Cochin", ["Cochin", "Cochin-Italic", "Cochin-Bold", "Cochin-BoldItalic"]),
        FontFamily("Copperplate", ["Copperplate", "Copperplate-Light", "Copperplate-Bold"]),
        FontFamily("Courier", ["Courier", "Courier-Oblique", "Courier-Bold", "Courier-BoldOblique"], monospaced: true),
        FontFamily("Courier New", [
            "CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT",
        ], monospaced: true),
        FontFamily("Damascus", ["Damascus", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DamascusBold"]),
        FontFamily("Devanagari Sangam MN", ["DevanagariSangamMN", "DevanagariSangamMN-Bold"]),
        FontFamily("Didot", ["Didot", "Didot-Italic", "Didot-Bold"]),
        FontFamily("DIN Alternate", ["DINAlternate-Bold"]),
        FontFamily("DIN Condensed", ["DINCondensed-Bold"]),
        FontFamily("Euphemia UCAS", ["EuphemiaUCAS", "EuphemiaUCAS-Italic", "EuphemiaUCAS-Bold"]),
        FontFamily("Farah", ["Farah"]),
        FontFamily("Futura", [
            "Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium",
            "Futura-CondensedExtraBold",
        ]),
        FontFamily("Geeza Pro", ["GeezaPro", "GeezaPro-Bold"]),
        FontFamily("Georgia", ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"]),
        FontFamily("Gill Sans", [
            "GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic", "GillSans-SemiBold",
            "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
        ]),
        FontFamily("Helvetica", [
            "Helvetica", "Helvetica-Oblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Bold",
            "Helvetica-BoldOblique",
        ]),
        FontFamily("Helvetica Neue", [
            "HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
            "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic",
            "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
            "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack",
        ]),
        FontFamily("Hiragino Maru Gothic ProN", ["HiraMaruProN-W4"]),
        FontFamily("Hiragino Mincho ProN", ["HiraMinProN-W3", "HiraMinProN-W6"]),
        FontFamily("Hiragino Sans", ["HiraginoSans-W3", "HiraginoSans-W6", "HiraginoSans-W7"]),
        FontFamily("Hoefler Text", [
            "HoeflerText-Regular", "HoeflerText-Italic", "HoeflerText-Black", "HoeflerText-BlackItalic",
        ]),
        FontFamily("Kailasa", ["Kailasa", "Kailasa-Bold"]),
        FontFamily("Kefa", ["Kefa-Regular"]),
        FontFamily("Kohinoor Devanagari", [
            "KohinoorDevanagari-Regular", "KohinoorDevanagari-Light", "KohinoorDevanagari-Semibold",
        ]),
        FontFamily("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        FontFamily("Menlo", ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"], monospaced: true),
        FontFamily("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"]),
        FontFamily("Optima", ["Optima-Regular", "Optima-Italic", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack"]),
        FontFamily("Palatino", ["Palatino-Roman", "Palatino-Italic", "Palatino-Bold", "Palatino-BoldItalic"]),
        FontFamily("Papyrus", ["Papyrus", "Papyrus-Condensed"]),
        FontFamily("Party LET", ["PartyLetPlain"]),
        FontFamily("PingFang SC", [
            "PingFangSC-Regular", "PingFangSC-Ultralight", "PingFangSC-Thin", "PingFangSC-Light",
            "PingFangSC-Medium", "PingFangSC-Semibold",
        ]),
        FontFamily("Rockwell", ["Rockwell-Regular", "Rockwell-Italic", "Rockwell-Bold", "Rockwell-BoldItalic"]),
        FontFamily("Savoye LET", ["SavoyeLetPlain"]),
        FontFamily("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"]),
        FontFamily("Symbol", ["Symbol"]),
        FontFamily("Thonburi", ["Thonburi", "Thonburi-Light", "Thonburi-Bold"]),
        FontFamily("Times New Roman", [
            "TimesNewRomanPSMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldMT",
            "TimesNewRomanPS-BoldItalicMT",
        ]),
        FontFamily("Trebuchet MS", ["TrebuchetMS", "TrebuchetMS-Italic", "TrebuchetMS-Bold", "Trebuchet-BoldItalic"]),
        FontFamily("Verdana", ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"]),
        FontFamily("Zapf Dingbats", ["ZapfDingbatsITC"]),
        FontFamily("Zapfino", ["Zapfino"]),
    ])
}
