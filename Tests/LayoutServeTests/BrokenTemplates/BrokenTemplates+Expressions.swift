/// Attribute values that do not parse, name nothing, or have the wrong type.
extension BrokenTemplate {
    static let expressions: [BrokenTemplate] = [
        BrokenTemplate("string for a number", """
            <UILabel numberOfLines="1️⃣'two'"/>
            """, "String is not compatible with expected type Int", attribute: "numberOfLines"),
        // Says "Unknown property #f00": a colour literal is not a property; expected
        // a type mismatch (a colour is not compatible with CGFloat).
        BrokenTemplate("colour for a number", """
            <UIView alpha="1️⃣#f00"/>
            """, nil, attribute: "alpha"),
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
        // Says "Undefined postfix operator blue": true of the expression grammar, but
        // the user wrote a colour name; expected "Invalid color name 'light blue'".
        BrokenTemplate("colour name with a space", """
            <UIView backgroundColor="light 1️⃣blue"/>
            """, nil, attribute: "backgroundColor"),
        // Says "Unknown property blurple", with no suggestion; expected "Invalid
        // color name 'blurple'" (and purple suggested).
        BrokenTemplate("unknown colour name", """
            <UIView backgroundColor="1️⃣blurple"/>
            """, nil, attribute: "backgroundColor"),
        // Both attributes on the cycle are reported. The second message repeats the
        // first ("top → bottom → top") although it is reported at bottom.
        BrokenTemplate("circular frame", files: [.text("Main.xml", """
            <UIView>
                <UIView top="1️⃣bottom" bottom="2️⃣top" left="0" width="10"/>
            </UIView>
            """)], messages: ["Circular reference: UIView.top → UIView.bottom → UIView.top", nil], attribute: "top"),
        BrokenTemplate("self-reference", """
            <UIView width="1️⃣width + 10"/>
            """, "Expression for width references a nonexistent symbol of the same name (expressions cannot reference themselves)",
            attribute: "width"),
    ]
}
