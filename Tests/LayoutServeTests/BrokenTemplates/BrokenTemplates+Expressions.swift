/// Attribute values that do not parse, name nothing, or have the wrong type.
extension BrokenTemplate {
    static let expressions: [BrokenTemplate] = [
        BrokenTemplate("string for a number", """
            <UILabel numberOfLines="1️⃣'two'"/>
            """, "String is not compatible with expected type Int", attribute: "numberOfLines"),
        BrokenTemplate("colour for a number", """
            <UIView alpha="1️⃣#f00"/>
            """, "Unknown property #f00 (colour literals are only valid in colour properties)", attribute: "alpha"),
        BrokenTemplate("unterminated string", """
            <UILabel numberOfLines="1️⃣'two"/>
            """, "Missing `'`", attribute: "numberOfLines"),
        BrokenTemplate("unknown symbol", """
            <UIView width="1️⃣heigth / 2"/>
            """, "Unknown property heigth", attribute: "width", suggestions: ["height"]),
        BrokenTemplate("missing operand", """
            <UIView width="1 1️⃣+"/>
            """, "Undefined postfix operator +", attribute: "width"),
        BrokenTemplate("undefined operator", """
            <UIView width="2 1️⃣^ 3"/>
            """, "Undefined infix operator ^", attribute: "width"),
        BrokenTemplate("bad font", """
            <UILabel font="1️⃣foobar 20"/>
            """, "Invalid font name or specifier 'foobar'", attribute: "font"),
        BrokenTemplate("bad colour name", """
            <UIView backgroundColor="1️⃣brand{'Blue'}"/>
            """, "Invalid color name 'brandBlue'", attribute: "backgroundColor"),
        BrokenTemplate("colour name with a space", """
            <UIView backgroundColor="1️⃣light blue"/>
            """, "Invalid color name 'light blue'", attribute: "backgroundColor"),
        BrokenTemplate("unknown colour name", """
            <UIView backgroundColor="1️⃣blurple"/>
            """, "Invalid color name 'blurple'", attribute: "backgroundColor", suggestions: ["purple"]),
        // Both attributes on the cycle are reported, each chain starting from itself.
        BrokenTemplate("circular frame", files: [.text("Main.xml", """
            <UIView>
                <UIView top="1️⃣bottom" bottom="2️⃣top" left="0" width="10"/>
            </UIView>
            """)], messages: ["Circular reference: UIView.top → UIView.bottom → UIView.top",
                          "Circular reference: UIView.bottom → UIView.top → UIView.bottom"], attribute: "top"),
        BrokenTemplate("self-reference", """
            <UIView width="1️⃣width + 10"/>
            """, "Expression for width references a nonexistent symbol of the same name (expressions cannot reference themselves)",
            attribute: "width"),
    ]
}
