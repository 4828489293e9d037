@testable import SwiftLayout
import Testing

/// `Scope` keeps the first name it defines beside its dictionary (most scopes define one name):
/// a name is found, redefined and listed the same wherever it is kept.
@Suite struct ScopeTests {
    static func number(_ scope: Scope, _ name: String) -> Double? {
        guard case .value(.number(let value))? = scope.lookup(name)?.0 else { return nil }
        return value
    }

    @Test func oneName() {
        let scope = Scope(parent: nil)
        #expect(Self.number(scope, "a") == nil)
        scope.define("a", .value(.number(1)))
        #expect(Self.number(scope, "a") == 1)
        #expect(Self.number(scope, "b") == nil)
        scope.define("a", .value(.number(2)))
        #expect(Self.number(scope, "a") == 2)
        #expect(scope.names == ["a"])
    }

    @Test func severalNames() {
        let scope = Scope(parent: nil)
        scope.define("c", .value(.number(3)))
        scope.define("a", .value(.number(1)))
        scope.define("b", .value(.number(2)))
        #expect(Self.number(scope, "a") == 1)
        #expect(Self.number(scope, "b") == 2)
        #expect(Self.number(scope, "c") == 3)
        // Redefined where each is kept: the first name beside the dictionary, the others in it.
        scope.define("c", .value(.number(30)))
        scope.define("b", .value(.number(20)))
        #expect(Self.number(scope, "c") == 30)
        #expect(Self.number(scope, "b") == 20)
        #expect(Self.number(scope, "a") == 1)
        #expect(scope.names == ["a", "b", "c"])
    }

    @Test func innerNamesHideOuterOnes() {
        let outer = Scope(parent: nil)
        outer.define("a", .value(.number(1)))
        outer.define("b", .value(.number(2)))
        let inner = Scope(parent: outer)
        inner.define("b", .value(.number(20)))
        #expect(Self.number(inner, "a") == 1)
        #expect(Self.number(inner, "b") == 20)
        #expect(inner.lookup("a")?.1 === outer)
        #expect(inner.lookup("b")?.1 === inner)
        #expect(inner.names == ["b"])
    }
}
