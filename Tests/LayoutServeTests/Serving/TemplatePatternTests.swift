import LayoutServe
import Testing

struct TemplatePatternTests {
    @Test(arguments: [
        ("Home.xml", "Home.xml", true),
        ("./Home.xml", "Home.xml", true),
        ("/Home.xml", "Home.xml", true),
        ("Home.xml", "Screens/Home.xml", false),
        ("*.xml", "Home.xml", true),
        ("*.xml", "Screens/Home.xml", false),
        ("Screens/*.xml", "Screens/Home.xml", true),
        ("Screens/*", "Screens/Detail/Card.xml", false),
        ("Screens/**", "Screens/Detail/Card.xml", true),
        ("Screens/**", "Screens/Home.xml", true),
        ("**", "a/b/c/d.xml", true),
        ("**/Card.xml", "Card.xml", true),
        ("**/Card.xml", "Screens/Detail/Card.xml", true),
        ("**/Card.xml", "Screens/Detail/Cards.xml", false),
        ("Screens/**/Card.xml", "Screens/Card.xml", true),
        ("H?me.xml", "Home.xml", true),
        ("H?me.xml", "Hoome.xml", false),
        ("*Settings*.xml", "AppSettingsScreen.xml", true),
        // Remote templates are named by URL: only that URL and `**` match them.
        ("http://h:80/a/Home.xml", "http://h:80/a/Home.xml", true),
        ("**", "http://h:80/a/Home.xml", true),
        ("**/Home.xml", "http://h:80/a/Home.xml", false),
        ("http:/**", "http://h:80/a/Home.xml", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(TemplatePattern(pattern).matches(path) == expected)
    }

    @Test func literalPatternsNameOnePath() {
        #expect(TemplatePattern("Screens/Home.xml").isLiteral)
        #expect(!TemplatePattern("Screens/*.xml").isLiteral)
        #expect(TemplatePattern("./Screens/Home.xml").text == "Screens/Home.xml")
    }
}
