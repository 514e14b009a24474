import Foundation
import Testing
@testable import WeiboCore

/// Every piece of interface text exists in both languages: a Chinese string
/// literal in the sources is either the first half of a `tr(…, …)` pair or
/// marked as data (a post's text, a place name, an emoticon code), which
/// reads the same in both. A new Chinese label without its English fails
/// here, naming the file and line.
@Suite struct InterfaceTextTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Whole files of data: generated tables and the sample's content.
    static let dataFiles = ["Embedded/", "PinyinTable.swift", "WidthTable.swift", "Store+GeneratedPosts.swift"]
    /// What marks a line whose Chinese is data, with the reason after it.
    static let dataMark = "// data:"

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: true
        default: false
        }
    }

    /// The Chinese literals of one line not inside a `tr(` call opened on
    /// that line or just before it.
    static func untranslated(_ line: Substring, trOpen: Bool) -> Bool {
        guard line.unicodeScalars.contains(where: isHan), !line.contains(dataMark) else { return false }
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("///") || code.hasPrefix("//") { return false }
        if trOpen { return false }
        // The Chinese must come after a `tr(` on the line.
        guard let firstHan = line.unicodeScalars.firstIndex(where: isHan) else { return false }
        let before = line[..<firstHan]
        return !before.contains("tr(")
    }

    @Test func everyChineseLiteralHasItsEnglish() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var problems: [String] = []
        for file in files {
            let path = file.path.replacingOccurrences(of: Self.sources.path + "/", with: "")
            if Self.dataFiles.contains(where: { path.contains($0) }) { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            var previous = ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // A pair split over lines: `tr(` ends the line before.
                let trOpen = previous.trimmingCharacters(in: .whitespaces).hasSuffix("tr(")
                if Self.untranslated(line, trOpen: trOpen) {
                    problems.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
                previous = String(line)
            }
        }
        #expect(problems.isEmpty, "Chinese text with no English (wrap it in tr(\"中文\", \"English\"), or mark data with \(Self.dataMark) why):\n\(problems.joined(separator: "\n"))")
    }

    @Test func trPicksTheRunsLanguage() {
        #expect(tr("首页", "Home") == "首页")
        Language.with(.en) { #expect(tr("首页", "Home") == "Home") }
        #expect(plural(1, "post") == "1 post")
        #expect(plural(3, "post") == "3 posts")
        #expect(plural(2, "reply", "replies") == "2 replies")
    }
}
