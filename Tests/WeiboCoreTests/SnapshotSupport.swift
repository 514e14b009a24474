import Foundation
import Testing
@testable import WeiboCore

/// Canvas snapshots: the text of every row, compared with a file under
/// `__Snapshots__/`. Run with `SNAPSHOT_RECORD=1` to (re)write the files,
/// then read the diff before committing them.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static func assert(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(frame.canvas.text + "\n", file: name + ".txt", sourceLocation: sourceLocation)
    }

    /// The styles that carry meaning, one character a cell, beside the text
    /// snapshot: `#` reverse, `@` on accent (the compose button), `s` the
    /// selected row, `r` a bar, else the
    /// foreground role (`a` accent, `b` badge, `m` muted, `l` link, `.`
    /// standard), upper case when bold.
    static func assertStyles(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let canvas = frame.canvas
        let rows = (0..<canvas.size.height).map { y in
            String((0..<canvas.size.width).map { x in code(canvas[x, y].style) })
        }
        compare(rows.joined(separator: "\n") + "\n", file: name + ".styles.txt", sourceLocation: sourceLocation)
    }

    static func code(_ style: Style) -> Character {
        if style.attributes.contains(.reverse) { return "#" }
        if style.background == .accent { return "@" }
        if style.background == .selection && style.foreground == .standard { return "s" }
        if style.background == .bar && style.foreground == .standard { return style.attributes.contains(.bold) ? "R" : "r" }
        let letter: Character = switch style.foreground {
        case .standard: "."
        case .accent: "a"
        case .badge: "b"
        case .muted: "m"
        case .link: "l"
        case .selection: "s"
        case .bar: "r"
        }
        return style.attributes.contains(.bold) ? Character(letter.uppercased()) : letter
    }

    private static func compare(_ text: String, file name: String, sourceLocation: SourceLocation) {
        compare(text, at: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// `text` against the file at `file`, any path (a fixture other suites
    /// read too); rewritten under `SNAPSHOT_RECORD=1` as the others are.
    static func compare(_ text: String, at file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = file.lastPathComponent
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing snapshot \(name); run with SNAPSHOT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        #expect(text == expected, "snapshot \(name) differs:\n\(text)", sourceLocation: sourceLocation)
    }
}

/// A state with fixed sample content, so snapshots do not depend on the store.
enum Fixture {
    static func state(width: Int, height: Int) -> AppState {
        var s = AppState(info: AppInfo(version: "0.1.0", dataDirectory: "/home/me/.local/share/weibo-tui", isUTF8: true),
                         size: Size(width: width, height: height))
        s.localUser = User(id: "u_me", name: "夜航船的猫", bio: "在终端里刷微博的人。", followingCount: 128,
                           followersCount: 34_567, isLocal: true)
        // Through reduce, as the shell does: two posts is the whole (exhausted) timeline.
        _ = reduce(&s, .home(.postsLoaded(.timeline, [
            Post(id: 2, userID: "u_a", authorName: "长沙吃货日记", text: "今天的臭豆腐太香了[哈哈] #长沙美食#", createdAt: 0),
            Post(id: 1, userID: "u_b", authorName: "rain_in_重庆", text: "Rainy day in 重庆, 山城的雾好大。", createdAt: 0),
        ], .newest)))
        return s
    }
}

extension Fixture {
    /// Reduces `actions` on the fixture and draws it in English, as an
    /// English run does both (the messages' clock; `places`: the Discover
    /// tests' places and searches loaded first).
    static func english(_ width: Int, _ height: Int, _ actions: [Action], places: Bool = false) -> Frame {
        Language.with(.en) {
            var s = state(width: width, height: height)
            s.clock = MessageSnapshotTests.clock
            if places {
                _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
                _ = reduce(&s, .discover(.suggestionsLoaded(history: ["长沙", "bj"], hot: ["长沙", "重庆", "香港"])))
                _ = reduce(&s, .discover(.hotLoaded(DiscoverScreenTests.hot)))
            }
            for action in actions { _ = reduce(&s, action) }
            return ScreenView.render(s)
        }
    }
}
