import Foundation
import Testing

/// The repository's own documents against the repository: the README
/// stays a README (short, the two commands, no benchmark log), the docs
/// hold current figures rather than a history, the architecture page
/// names every target and feature folder Package.swift and Sources/ have,
/// and scripts/README.md every script.
@Suite("repository documentation")
struct RepositoryDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    var documents: [String] {
        get throws { ["README.md"] + (try names(in: "docs").filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }) }
    }

    @Test("the README is at most 250 lines and keeps the two commands")
    func readmeIsShort() throws {
        let readme = try text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 250, "README.md has \(lines) lines")
        #expect(readme.contains("swift run weibo-tui") && readme.contains("scripts/test"))
    }

    @Test("no document logs benchmark sessions or points outside the repository")
    func noSessionLog() throws {
        for path in try documents {
            for (number, line) in try text(path).split(separator: "\n").enumerated() {
                #expect(line.firstMatch(of: #/(?i)\bsessions? +\d/#) == nil, "\(path):\(number + 1): \(line)")
                #expect(!line.contains("../shared"), "\(path):\(number + 1)")
            }
        }
    }

    @Test("docs/BENCHMARKS.md has one table per benchmark script, each with its command, date and machine")
    func benchmarksAreCurrent() throws {
        let benchmarks = try text("docs/BENCHMARKS.md")
        for script in try names(in: "scripts") where script.hasPrefix("bench-") {
            #expect(benchmarks.contains("## `scripts/\(script)`"), "\(script)")
        }
        let sections = benchmarks.components(separatedBy: "\n## ").dropFirst()
        #expect(!sections.isEmpty)
        for section in sections {
            let title = section.prefix { $0 != "\n" }
            #expect(section.contains("| --- |"), "\(title): no table")
            #expect(section.firstMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil, "\(title): no date")
            #expect(section.contains("Command:") && section.contains("Machine:"), "\(title)")
        }
    }

    @Test("docs/ARCHITECTURE.md names every target of Package.swift and every folder of WeiboCore and WeiboStore")
    func architectureMatchesThePackage() throws {
        let package = try text("Package.swift")
        let targets = package.matches(of: #/\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name: "([^"]+)"/#).map { String($0.1) }
        #expect(targets.count >= 20, "the scan found \(targets.count) targets")
        let architecture = try text("docs/ARCHITECTURE.md")
        for target in targets {
            #expect(architecture.contains("`\(target)`") || architecture.contains("`Tests/\(target)`"), "\(target)")
        }
        for folder in try names(in: "Sources/WeiboCore") { #expect(architecture.contains("`\(folder)/`"), "WeiboCore/\(folder)") }
        for folder in try names(in: "Sources/WeiboCore/Features") { #expect(architecture.contains("`\(folder)/`"), "Features/\(folder)") }
        for folder in try names(in: "Sources/WeiboStore") where !folder.hasSuffix(".swift") {
            #expect(architecture.contains("`\(folder)/`"), "WeiboStore/\(folder)")
        }
    }

    @Test("scripts/README.md lists every script")
    func scriptsIndex() throws {
        let index = try text("scripts/README.md")
        for script in try names(in: "scripts") where script != "README.md" {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("scripts/\(script)").path, isDirectory: &isFolder)
            let name = isFolder.boolValue ? "\(script)/" : script
            #expect(index.contains("`\(name)`"), "\(name)")
        }
    }
}
