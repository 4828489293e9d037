import EverLayout
import Testing

/// What the Bridge sends: only documents an EverLayout app can route and rebuild.
@Suite struct BridgeDocumentTests {
    static func route(_ text: String, inject: [String: String] = [:]) -> Result<String, BridgeDocument.Withheld> {
        BridgeDocument.route(Array(text.utf8), inject: inject)
    }

    @Test func aLayoutIsRoutedByItsJSONName() {
        #expect(Self.route(#"{"name": "Home", "root": {}}"#) == .success("Home"))
        // Routed by the name as written, before injection (R-EL-BRIDGE-CLIENT), as the app reads
        // it.
        #expect(Self.route(##"{"name": "#{n}", "root": {"views": {}}}"##, inject: ["n": "Other"]) == .success("#{n}"))
        #expect(Self.route(##"{"name": "Home", "root": {"views": {"!a": {"constraints": {"width": "#{w}"}}}}}"##, inject: ["w": "+20"])
            == .success("Home"))
    }

    @Test func whatTheAppCannotUseIsWithheldWithTheReason() {
        let cases: [(String, [String: String], String)] = [
            (#"{"name": "Home", "root": {"#, [:], "not valid JSON (Expected a string key at offset 26): the app would drop it"),
            (#"{"root": {}}"#, [:], #"no "name" string: the app could not route it"#),
            (#"{"name": 3, "root": {}}"#, [:], #"no "name" string: the app could not route it"#),
            (##"{"name": "Home", "root": {"views": {"!a": {"properties": {"text": "#{q}"}}}}}"##, ["q": "\""],
             "not valid JSON once #{} data is injected (Expected ',' or '}' in object at offset 68): the app would blank its screen"),
            (#"{"name": "Home"}"#, [:], #"no "root" object: the app would blank its screen"#),
            (#"{"name": "Home", "root": []}"#, [:], #"no "root" object: the app would blank its screen"#),
        ]
        for (text, inject, message) in cases {
            guard case let .failure(reason) = Self.route(text, inject: inject) else {
                Issue.record("\(text) was routed")
                continue
            }
            #expect(reason.description == message)
        }
    }
}
