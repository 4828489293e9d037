/// Files that are not well-formed XML.
extension BrokenTemplate {
    static let malformedXML: [BrokenTemplate] = [
        BrokenTemplate("mismatched tag", """
            <UIView>
                <UILabel>
                </1️⃣UIView>
            </UIView>
            """, "Opening and ending tag mismatch: UILabel line 2 and UIView"),
        // libxml2 points at the end of the file; the open tag is more useful.
        BrokenTemplate("unclosed tag", """
            <1️⃣UIView>
                <UILabel text="hi"/>

            """, "Premature end of data in tag UIView line 1"),
        BrokenTemplate("stray end tag after root", """
            <UIView/>
            1️⃣</UIView>
            """, "Extra content at the end of the document"),
        BrokenTemplate("missing quote", """
            <UIView width=1️⃣100/>
            """, "Expected '\"' or ''' to start the value of attribute width"),
        BrokenTemplate("unterminated attribute value", """
            <UIView width=1️⃣"100 />
            """, "Unterminated value of attribute width: missing closing '\"'"),
        BrokenTemplate("missing equals", """
            <UIView width 1️⃣"100"/>
            """, "Expected '=' after attribute name width"),
        BrokenTemplate("missing space between attributes", """
            <UIView width="100"1️⃣height="20"/>
            """, "Expected whitespace between attributes"),
        BrokenTemplate("duplicate attribute", """
            <UIView width="100" 1️⃣width="200"/>
            """, "Attribute width redefined"),
        BrokenTemplate("junk after root", """
            <UIView/>
            1️⃣junk
            """, "Extra content at the end of the document"),
        BrokenTemplate("second root element", """
            <UIView/>
            1️⃣<UILabel/>
            """, "Extra content at the end of the document"),
        BrokenTemplate("text before root", """
            1️⃣hello <UIView/>
            """, "Start tag expected, '<' not found"),
        BrokenTemplate("undefined entity", """
            <UILabel text="Tom 1️⃣&nbsp; Jerry"/>
            """, "Entity 'nbsp' not defined"),
        BrokenTemplate("unescaped ampersand", """
            <UILabel text="Tom 1️⃣& Jerry"/>
            """, "Unescaped '&'; write &amp; for a literal ampersand"),
        BrokenTemplate("bad character reference", """
            <UILabel text="1️⃣&#xZZ;"/>
            """, "Invalid character reference &#xZZ;"),
        BrokenTemplate("less-than in attribute value", """
            <UIView width="1️⃣<100"/>
            """, "Unescaped '<' not allowed in attribute values; write &lt;"),
        BrokenTemplate("unterminated comment", """
            <UIView/>
            1️⃣<!-- never closed
            """, "Comment not terminated"),
        BrokenTemplate("double hyphen in comment", """
            <UIView>
                <!-- a 1️⃣-- b -->
            </UIView>
            """, "Double hyphen within comment"),
        BrokenTemplate("unterminated CDATA", """
            <UILabel>1️⃣<![CDATA[never closed</UILabel>
            """, "CData section not finished"),
        BrokenTemplate("DOCTYPE with entity declarations", """
            <!DOCTYPE x 1️⃣[<!ENTITY e "boom">]>
            <UIView/>
            """, "DOCTYPE internal subsets (entity declarations) are not supported"),
        BrokenTemplate("nesting 10,000 deep", Array(repeating: "<UIView>", count: 1_000).joined(separator: "\n") + "\n<1️⃣UIView>\n"
                       + Array(repeating: "<UIView>", count: 8_999).joined(separator: "\n") + "\n"
                       + Array(repeating: "</UIView>", count: 10_000).joined(separator: "\n"),
                       "Elements are nested more than 1000 levels deep"),
    ]
}
