import Diagnostics
import SwiftLayout
import Testing

/// A class that is its own superclass, directly or through others, used to send every walk up
/// the classes round for ever (render and check spun at 100 % CPU, the server stopped
/// answering). The compiler refuses such a class: it is an error at each declaration of the
/// cycle, and the rest of the file renders.
@Suite struct InheritanceCycleTests {
    static func diagnostics(_ text: String, file: String = "Screen.swift") -> [String] {
        let project = ProjectDeclarations(files: [(file, text)])
        let render = SwiftLayoutRenderer.render(file, project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        return render.diagnostics.map { "\($0.severity) \($0.range.map { "\($0.start)" } ?? "-"): \($0.message)" }
    }

    @Test func aClassThatIsItsOwnSuperclass() {
        #expect(Self.diagnostics("class A: A { var layout: some Layout { header() } }\n") == [
            "error 1:7: A inherits from itself (A → A): the compiler refuses it; its superclasses are not read",
            "error 1:40: The call header() is only evaluated when the app runs (not statically evaluable); this part is not rendered",
        ])
    }

    @Test func twoClassesThatAreEachOthersSuperclass() {
        #expect(Self.diagnostics("class A: B { var layout: some Layout { header() } }\nclass B: A {}\n") == [
            "error 1:7: A inherits from itself (A → B → A): the compiler refuses it; its superclasses are not read",
            "error 2:7: B inherits from itself (B → A → B): the compiler refuses it; its superclasses are not read",
            "error 1:40: The call header() is only evaluated when the app runs (not statically evaluable); this part is not rendered",
        ])
    }

    /// A project class named like a UIKit class closes the cycle; the view placed still renders.
    @Test func aProjectClassNamedLikeAUIKitClassClosesTheCycle() {
        let text = """
            class UILabel: Card {}
            class Card: UILabel {}
            root.sl.sublayout {
                Card()
            }
            """
        #expect(Self.diagnostics(text).filter { $0.hasPrefix("error") } == [
            "error 2:7: Card inherits from itself (Card → UILabel → Card): the compiler refuses it; its superclasses are not read",
            "error 1:7: UILabel inherits from itself (UILabel → Card → UILabel): the compiler refuses it; its superclasses are not read",
        ])
    }

    /// A class below the cycle is not part of it: only the cycle's classes are errors, in the
    /// file that declares them.
    @Test func aClassBelowACycleInAnotherFile() {
        let project = ProjectDeclarations(files: [
            ("Loop.swift", "class A: B {}\nclass B: A {}\n"),
            ("Screen.swift", "final class Screen: A, Layoutable {\n    var layout: some Layout { self.sl.sublayout { header() } }\n}\n"),
        ])
        let render = SwiftLayoutRenderer.render("Screen.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.map { "\($0.file ?? "") \($0.range!.start): \($0.message)" } == [
            "Loop.swift 1:7: A inherits from itself (A → B → A): the compiler refuses it; its superclasses are not read",
            "Loop.swift 2:7: B inherits from itself (B → A → B): the compiler refuses it; its superclasses are not read",
            "Screen.swift 2:51: The call header() is only evaluated when the app runs (not statically evaluable); this part is not rendered",
        ])
    }
}
