import Foundation
import Testing
@testable import WeiboCore

@Suite struct KeymapTests {
    @Test("every bound key has help text, and every command is bound")
    func boundIffDocumented() {
        let keymap = Keymap.standard
        var bound = Set<Command>()
        for context in KeyContext.allCases {
            for binding in keymap.tables[context] ?? [] {
                #expect(!binding.keys.isEmpty, "\(context): \(binding.command) has no key")
                #expect(!binding.command.summary.isEmpty, "\(context): \(binding.command) has no help text")
                for key in binding.keys { #expect(Key(name: key.name) == key, "\(key.name) reads back as itself") }
                bound.insert(binding.command)
            }
        }
        #expect(Set(Command.allCases).subtracting(bound).isEmpty, "help lines without a binding")
        let shown = Set(keymap.helpSections().flatMap(\.entries).map(\.summary))
        #expect(Set(Command.allCases.map(\.summary)).isSubset(of: shown), "the About page lists every command")
    }

    @Test("a command's config name is its code name, in kebab case")
    func configNamesAreCodeNames() {
        for command in Command.allCases {
            let kebab = String(describing: command).reduce(into: "") { name, c in
                name += c.isUppercase ? "-" + c.lowercased() : String(c)
            }
            #expect(command.rawValue == kebab, "\(command) is bound as \(command.rawValue)")
        }
    }

    @Test("no key is bound twice in one context")
    func noKeyBoundTwice() {
        for (context, table) in Keymap.standard.tables {
            let keys = table.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(context)")
        }
    }

    @Test("once undocumented: Ctrl-L, Ctrl-X, Space, Ctrl-F and Ctrl-B are in the help")
    func onceUndocumentedKeysAreListed() {
        let names = Set(Keymap.standard.helpSections().flatMap(\.entries).flatMap { $0.keys.split(separator: " ").map(String.init) })
        for name in ["Ctrl-L", "Ctrl-X", "Space", "Ctrl-F", "Ctrl-B"] { #expect(names.contains(name), "\(name)") }
    }

    @Test("bind puts a key in front and takes it from the command that had it")
    func rebinding() {
        var keymap = Keymap.standard
        keymap.bind(.char("x"), to: .like, in: .posts)
        keymap.bind(.char("l"), to: .refresh, in: .posts)
        #expect(keymap.command(for: .char("x"), in: .posts) == .like)
        #expect(keymap.command(for: .char("l"), in: .posts) == .refresh)
        #expect(keymap.command(for: .char("r"), in: .posts) == .refresh)
        var s = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&s, .home(.postsLoaded(.timeline, [Post(id: 1, userID: "u", authorName: "a", text: "t", createdAt: 0)], .newest)))
        s.keymap = keymap
        #expect(keymap.actions(for: .key(.char("x")), in: s).map { "\($0)" } == ["\(Action.home(.toggleLike))"])
    }

    @Test("the keymap overlay scrolls by lines and by pages, and any other key closes it")
    func helpScrolls() {
        var store = TestStore(AppState(size: Size(width: 40, height: 12)))
        store.press(.char("?")) { $0.helpVisible = true }
        store.press(.char("j")) { $0.helpScroll = 1 }
        // A page is what the box shows.
        let page = HelpLayout(store.state).visibleRows
        store.press(.pageDown) { $0.helpScroll = 1 + page }
        store.press(.char("x")) { $0.helpVisible = false }
    }

    @Test("the README's key table is the keymap's (SNAPSHOT_RECORD=1 rewrites it)")
    func readmeKeyTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = "<!-- keys:begin (from the keymap: `SNAPSHOT_RECORD=1 swift test --filter readmeKeyTable`) -->"
        let end = "<!-- keys:end -->"
        guard let from = text.range(of: begin), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
            Issue.record("README.md lacks the key table markers")
            return
        }
        let table = Keymap.standard.markdownTable()
        // Every essential is bound where it is said to be: none is left out.
        #expect(table.split(separator: "\n").count == 2 + Keymap.essentials.count)
        let block = "\n" + table + "\n"
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try (text[..<from.upperBound] + block + text[to.lowerBound...]).write(to: readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[from.upperBound..<to.lowerBound]) == block)
    }

    @Test("the README's key table follows a rebinding")
    func readmeKeyTableFollowsTheKeymap() {
        var keymap = Keymap.standard
        keymap.bind(.char("x"), to: .like, in: .posts)
        #expect(keymap.markdownTable([(.posts, .like)]).hasSuffix("| `x` `l` | 赞 / 取消赞 | Like / unlike |"))
        #expect(keymap.markdownTable([(.posts, .quit)]) == "| keys | 作用 | does |\n| --- | --- | --- |", "not bound there: no row")
    }
}
