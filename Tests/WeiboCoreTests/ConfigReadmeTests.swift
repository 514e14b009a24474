import Foundation
import Testing
@testable import WeiboCore

/// The README's Config section lists every context and every action from
/// the code: a name added, renamed or re-summarised fails here until the
/// README says the same.
@Suite("README Config section")
struct ConfigReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardized

    func readmeText() throws -> String { try String(contentsOf: Self.readme, encoding: .utf8) }

    @Test("the contexts table is the code's")
    func contexts() throws {
        let expected = ConfigReference.contextsTable()
        #expect(try readmeText().contains(expected), "README.md's contexts table should read:\n\(expected)")
    }

    @Test("the actions table is the code's: every action with its summary")
    func actions() throws {
        let expected = ConfigReference.actionsTable()
        #expect(try readmeText().contains(expected), "README.md's actions table should read:\n\(expected)")
        // And the table really is every command, once.
        let rows = expected.split(separator: "\n").dropFirst(2)
        #expect(rows.count == Command.allCases.count)
    }
}
