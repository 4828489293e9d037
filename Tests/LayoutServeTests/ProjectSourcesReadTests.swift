import Foundation
import Project
import Templates
import Testing
import TestSupport

/// What reading a project file says for each kind of thing a path can name: the read opens
/// the path once and looks at what it opened (a directory or a FIFO is never read).
@Suite struct ProjectSourcesReadTests {
    @Test func eachKindOfPathReadsOrSaysWhyNot() throws {
        let project = try TemporaryFolder(["Home.xml": "<UIView/>\n", "Folder.xml/Inner.xml": "<UILabel/>\n"])
        #expect(mkfifo(project.path("Pipe.xml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: project.path("Link.xml"), withDestinationPath: project.path("Home.xml"))
        try FileManager.default.createSymbolicLink(atPath: project.path("Out.xml"), withDestinationPath: "/etc/hostname")
        let sources = ProjectSources(root: project.path)
        #expect(try sources.bytes("Home.xml") == Array("<UIView/>\n".utf8))
        #expect(try sources.bytes("Link.xml") == Array("<UIView/>\n".utf8))
        #expect(throws: TemplateLoadError.notFound) { try sources.bytes("Folder.xml") }
        #expect(throws: TemplateLoadError.notFound) { try sources.bytes("Missing.xml") }
        #expect(throws: TemplateLoadError.unreadable("cannot read Pipe.xml: it is not a regular file (a FIFO, socket or device)")) {
            try sources.bytes("Pipe.xml")
        }
        #expect(throws: TemplateLoadError.unreadable("Out.xml resolves outside the root")) { try sources.bytes("Out.xml") }
        // The root's canonical path is kept: a file written after the first read is read too.
        try project.write("Later.xml", "<UIButton/>\n")
        #expect(try sources.bytes("Later.xml") == Array("<UIButton/>\n".utf8))
    }
}
