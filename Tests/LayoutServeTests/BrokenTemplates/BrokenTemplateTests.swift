import Diagnostics
import Foundation
import LayoutServe
import Project
import Testing
import TestSupport

/// Every kind of bad input renders to a Red Box with the exact message at the
/// marked character — never a crash, a hang or a silent success.
@Suite struct BrokenTemplateTests {
    static let corpus = BrokenTemplate.malformedXML + BrokenTemplate.unreadableFiles + BrokenTemplate.views
        + BrokenTemplate.expressions + BrokenTemplate.structure

    @Test(arguments: corpus)
    func reportsTheExpectedDiagnostic(_ broken: BrokenTemplate) throws {
        let project = try TemporaryFolder()
        for file in broken.files {
            if let bytes = BrokenTemplate.bytes(of: file.content) {
                try project.write(file.path, bytes)
            } else if case let .sparse(prefix, size) = file.content {
                try project.writeSparse(file.path, prefix: prefix, size: size)
            }
        }
        let outcome = try ProjectLoader(root: project.path).renderer.render(broken.template)

        #expect(outcome.hasErrors)
        #expect(outcome.errors.count == broken.messages.count)
        for (error, message) in zip(outcome.errors, broken.messages) where message != nil {
            #expect(error.message == message)
        }
        #expect(outcome.errors.map(\.location) == broken.messages.indices.map { broken.expectedLocation($0 + 1) })
        let first = try #require(outcome.errors.first)
        #expect(first.file == broken.expectedFile)
        #expect(first.attribute == broken.attribute)
        #expect(first.suggestions == broken.suggestions)
        #expect(first.includeChain == broken.includeChain)
        #expect((first.excerpt != nil) == broken.hasExcerpt)
        #expect(outcome.event(revision: 1).encoded.hasPrefix(#"{"event":"error""#))
    }

    @Test func corpusCoversEnoughCases() {
        #expect(Self.corpus.count >= 30)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count)
    }
}
