import Diagnostics
import EverLayout
import Testing

/// Which `.json` files are layouts, decided without keeping a tree: the same answer as
/// `looksLikeLayout` of the document read, duplicate keys counting by their last value.
@Suite struct LayoutClaimTests {
    @Test(arguments: [
        (#"{"name": "Home", "root": {}}"#, true),
        (#"{"root": {}}"#, true),
        (#"{"root": {}, "version": "1.0"}"#, true),
        (#"{"name": "Thing"}"#, true),
        (#"{"name": "Thing", "templates": {}, "controllerTitle": "T", "navigationBar": {}}"#, true),
        (#"{"name": "app", "version": "1.0.0"}"#, false),
        (#"{"name": 3}"#, false),
        (#"{"root": []}"#, false),
        (#"{"root": 1, "root": {}}"#, true),
        (#"{"root": {}, "root": 1}"#, false),
        (#"{"name": 1, "name": "Home"}"#, true),
        (#"{"name": "Home", "name": null}"#, false),
        (#"[{"root": {}}]"#, false),
        (#""root""#, false),
        (#"{"views": {"a": {"root": {}}}}"#, false),
        ("\u{FEFF}{\"root\": {}}", true),
    ])
    func claimsLayoutIndexes(text: String, isLayout: Bool) throws {
        let bytes = Array(text.utf8)
        #expect(EverLayoutRenderer.looksLikeLayout(bytes) == isLayout)
        #expect(EverLayoutRenderer.claims(bytes) == isLayout)
        #expect(EverLayoutRenderer.looksLikeLayout(try JSONNodeReader.read(bytes)) == isLayout)
    }

    @Test(arguments: [#"{"root": {"#, #"{"name": "Home", "root": {}} x"#, "[" + String(repeating: "[", count: 600) + "]"])
    func claimsWhatDoesNotParseSoItsErrorShows(text: String) {
        #expect(EverLayoutRenderer.claims(Array(text.utf8)))
        #expect(!EverLayoutRenderer.looksLikeLayout(Array(text.utf8)))
    }
}
