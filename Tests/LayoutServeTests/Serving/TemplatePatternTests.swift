import LayoutServe
import Project
import Testing
import TestSupport

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
        // A colon and one slash is a folder name, not a URL.
        ("**/Home.xml", "a:/b/Home.xml", true),
        ("**/Home.xml", "a:b//Home.xml", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(TemplatePattern(pattern).matches(path) == expected)
    }

    @Test func literalPatternsNameOnePath() {
        #expect(TemplatePattern("Screens/Home.xml").isLiteral)
        #expect(!TemplatePattern("Screens/*.xml").isLiteral)
        #expect(TemplatePattern("./Screens/Home.xml").text == "Screens/Home.xml")
    }

    /// Patterns that made the old recursive matcher backtrack exponentially (seconds to
    /// forever); each answers in pattern × path steps now.
    @Test func pathologicalPatternsMatchCorrectly() {
        let stars = "Screens/" + String(repeating: "*", count: 40) + "Z"
        #expect(!TemplatePattern(stars).matches("Screens/" + String(repeating: "a", count: 60)))
        #expect(TemplatePattern(stars).matches("Screens/" + String(repeating: "a", count: 60) + "Z"))
        let alternating = String(repeating: "*a", count: 30) + "*b"
        #expect(!TemplatePattern(alternating).matches(String(repeating: "a", count: 200)))
        #expect(TemplatePattern(alternating).matches(String(repeating: "a", count: 200) + "b"))
        let globstars = String(repeating: "**/", count: 200) + "Z.xml"
        #expect(!TemplatePattern(globstars).matches(Array(repeating: "d", count: 100).joined(separator: "/") + "/Y.xml"))
        #expect(TemplatePattern(globstars).matches(Array(repeating: "d", count: 100).joined(separator: "/") + "/Z.xml"))
    }

    @Test func clientPatternsAreBounded() {
        #expect(TemplatePattern.problem(with: String(repeating: "*", count: 512)) == nil)
        #expect(TemplatePattern.problem(with: String(repeating: "*", count: 513)) == "pattern is 513 bytes long; the limit is 512")
    }

    /// The linear matcher agrees with a plain memoised reference on random small patterns.
    @Test func agreesWithAReferenceMatcher() {
        var random = SeededGenerator(seed: 16)
        let patternParts = ["a", "b", "*", "?", "**", "/", "a*", "*b"]
        let pathParts = ["a", "b", "ab", "ba", "/"]
        for _ in 0..<5_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &random)).map { _ in patternParts.randomElement(using: &random)! }.joined()
            let path = (0..<Int.random(in: 1...6, using: &random)).map { _ in pathParts.randomElement(using: &random)! }.joined()
            let expected = Self.referenceMatch(TemplatePattern(pattern).text, path)
            #expect(TemplatePattern(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
        }
    }

    /// Segments split on `/` (empty ones dropped, as the server does); `**` spans whole
    /// segments, `*` and `?` stay within one.
    static func referenceMatch(_ pattern: String, _ path: String) -> Bool {
        let p = pattern.split(separator: "/").map(Array.init), s = path.split(separator: "/").map(Array.init)
        func segment(_ p: [Character], _ s: [Character]) -> Bool {
            var table = Array(repeating: Array(repeating: false, count: s.count + 1), count: p.count + 1)
            table[p.count][s.count] = true
            for i in stride(from: p.count - 1, through: 0, by: -1) {
                for j in stride(from: s.count, through: 0, by: -1) {
                    switch p[i] {
                    case "*": table[i][j] = table[i + 1][j] || (j < s.count && table[i][j + 1])
                    case "?": table[i][j] = j < s.count && table[i + 1][j + 1]
                    default: table[i][j] = j < s.count && p[i] == s[j] && table[i + 1][j + 1]
                    }
                }
            }
            return table[0][0]
        }
        var table = Array(repeating: Array(repeating: false, count: s.count + 1), count: p.count + 1)
        table[p.count][s.count] = true
        for i in stride(from: p.count - 1, through: 0, by: -1) {
            for j in stride(from: s.count, through: 0, by: -1) {
                table[i][j] = p[i] == ["*", "*"]
                    ? table[i + 1][j] || (j < s.count && table[i][j + 1])
                    : j < s.count && segment(p[i], s[j]) && table[i + 1][j + 1]
            }
        }
        return table[0][0]
    }
}
