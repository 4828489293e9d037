/// Templates that parse but name a class or property that cannot be used.
extension BrokenTemplate {
    static let views: [BrokenTemplate] = [
        // An attribute UIView lacks (`<UILabl text="hi"/>`) adds no second error: the unknown
        // class is laid out as a UIView and only a UIView's attributes are read.
        BrokenTemplate("unknown class", """
            <UIView>
                <1️⃣UILabl/>
            </UIView>
            """, "Unknown class UILabl", suggestions: ["UILabel"]),
        BrokenTemplate("HTML root element", """
            <1️⃣div/>
            """, "Invalid root element <div> in XML. Root element must be a UIView or UIViewController."),
        BrokenTemplate("unknown property", """
            <UIView>
                <UILabel 1️⃣widht="100"/>
            </UIView>
            """, "Unknown property widht of UILabel", attribute: "widht", suggestions: ["width", "right"]),
        BrokenTemplate("read-only property", """
            <UIView 1️⃣safeAreaInsets.top="20"/>
            """, "UIView.safeAreaInsets.top is private or read-only", attribute: "safeAreaInsets.top"),
        BrokenTemplate("unavailable property", """
            <UIView 1️⃣frame="0,0,10,10"/>
            """, "UIView.frame is not available. Use top/left/width/height instead", attribute: "frame"),
        BrokenTemplate("HTML in a view without a body", """
            <UIView>
                1️⃣<b>bold</b>
            </UIView>
            """, "UIView does not support inline (X)HTML content"),
        BrokenTemplate("view inside HTML", """
            <UILabel>
                <b>bold <1️⃣UIView/></b>
            </UILabel>
            """, "Unsupported HTML element <UIView>."),
    ]
}
