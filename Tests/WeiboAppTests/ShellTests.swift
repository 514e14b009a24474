import Glibc
import Testing
@testable import WeiboApp
import WeiboCore
import WeiboStore

/// A terminal that records what the shell shows; input is handed to the
/// shell directly.
@MainActor
final class RecordingTerminal: AppTerminal {
    var frames: [Frame] = []
    var redraws = 0
    func nextEvents(timeoutMs: Int32, watching: [Int32]) -> [InputEvent] { [] }
    func show(_ frame: Frame) { frames.append(frame) }
    func redrawAll() { redraws += 1 }
    func setColorsEnabled(_ on: Bool) {}
    var copied: [String] = []
    func copyToClipboard(_ text: String) -> Bool { copied.append(text); return true }
}

/// The shell against a real store in a temporary folder, and a second
/// connection playing "another process" (`weibo-tui post`, a second app).
@MainActor
@Suite(.serialized) struct ShellTests {
    static func withShell(_ body: (Shell, Store, RecordingTerminal) throws -> Void) throws {
        try TemporaryStore.with { dir, store in try withShell(dir: dir, store: store, body) }
    }

    private static func withShell(dir: String, store: Store, _ body: (Shell, Store, RecordingTerminal) throws -> Void) throws {
        let other = try Store.open(dataDirectory: dir)
        defer { other.close() }
        let first = store.firstScreen()
        let state = FirstScreen.startingState(dataDirectory: dir, size: Size(width: 80, height: 24), isUTF8: true,
                                              colorsEnabled: true)
        let terminal = RecordingTerminal()
        let shell = Shell(state: state, store: store, terminal: terminal)
        shell.send(first.actions)
        try body(shell, other, terminal)
    }

    func keys(_ shell: Shell, _ text: String) {
        shell.handle(text.map { .key(.char($0)) })
    }

    @Test("a key acts on what the store holds when it is pressed: k at the top reaches another process's new post")
    func keysSeeTheStoreFirst() throws {
        try Self.withShell { shell, other, _ in
            #expect(shell.state.page.selection == 0)
            let post = try other.publish(Draft(text: "刚刚别处发的"))
            keys(shell, "k")
            #expect(shell.state.timeline[shell.state.page.selection].id == post.id)
        }
    }

    @Test("another process's post lights the 首页 badge, above the viewport, without a key")
    func anotherProcessesPost() throws {
        try Self.withShell { shell, other, _ in
            keys(shell, "jj")
            let selected = shell.state.timeline[shell.state.page.selection].id
            #expect(shell.state.badge(for: .home) == .none)
            let post = try other.publish(Draft(text: "另一个进程发的"))
            shell.syncWithStore()
            #expect(shell.state.timeline.first?.id == post.id)
            // It counts the posts after the read marker.
            #expect(shell.state.badge(for: .home) == .count(1))
            #expect(shell.state.timeline[shell.state.page.selection].id == selected, "the user's place is kept")
            keys(shell, "r")
            #expect(shell.state.page.selection == 0 && shell.state.notice == "1 条新微博")
            #expect(shell.state.badge(for: .home) == .none)
        }
    }

    @Test("deleting my post from its page: the store loses it, the page closes, the list is read again; copy reaches the terminal")
    func deleteFromThePostPage() throws {
        try Self.withShell { shell, other, terminal in
            let mine = try other.publish(Draft(text: "删掉我"))
            shell.syncWithStore()
            keys(shell, "r")  // the new post comes into view, selected
            keys(shell, "a2")
            #expect(terminal.copied == ["删掉我"] && shell.state.notice == "已复制文字")
            shell.handle([.key(.enter)])
            #expect(shell.state.page.route == .post(id: mine.id))
            keys(shell, "a1y")
            #expect(try other.post(id: mine.id) == nil)
            #expect(shell.state.page.route == .home, "the page of a deleted post closes")
            #expect(shell.state.timeline.first?.id != mine.id)
            #expect(shell.state.notice == "微博已删除")
        }
    }

    @Test("a renamed user reaches their posts on 首页 with the next sync")
    func renameReachesHome() throws {
        try Self.withShell { shell, other, _ in
            let mine = try other.publish(Draft(text: "我的微博"))
            shell.syncWithStore()
            try other.updateLocalUser(name: "改了名的猫", bio: "")
            shell.syncWithStore()
            #expect(shell.state.localUser?.name == "改了名的猫")
            #expect(shell.state.timeline.first { $0.id == mine.id }?.authorName == "改了名的猫")
        }
    }

    @Test("a draft saved with 草稿箱 open is listed at once; publishing it takes it out")
    func draftsBoxFollowsWrites() throws {
        try Self.withShell { shell, _, _ in
            keys(shell, "4j")
            shell.handle([.key(.enter)])
            #expect(shell.state.page.route == .drafts && shell.state.profile.drafts == [])
            keys(shell, "+1")
            shell.handle([.key(.text("存一个草稿"))])
            shell.handle([.key(.escape)])
            keys(shell, "y")
            #expect(shell.state.profile.drafts?.map(\.text) == ["存一个草稿"])
            #expect(shell.state.counts.drafts == 1 && shell.state.badge(for: .profile) == .dot)
            shell.handle([.key(.enter), .key(.ctrl("s"))])
            #expect(shell.state.profile.drafts == [] && shell.state.counts.drafts == 0)
        }
    }

    @Test("a simulated message from elsewhere reaches the 消息 badge and the conversation list")
    func simulateReachesMessages() throws {
        try Self.withShell { shell, other, _ in
            keys(shell, "2")
            let before = shell.state.counts.unread.total
            try other.simulateActivity(count: 4)
            shell.syncWithStore()
            #expect(shell.state.counts.unread.total > before)
            #expect(shell.state.badge(for: .message) == .count(shell.state.counts.unread.total))
            let listed = shell.state.messages.conversations.items.reduce(0) { $0 + $1.unreadCount }
            #expect(listed == shell.state.counts.unread.messages)
        }
    }
}

/// Background work that writes a post into the store when told, as a sync
/// that got its reply would, or says something went wrong.
@MainActor
final class FakeBackgroundWork: BackgroundWork {
    var wakeAfterMs: Int32? = 20
    var due: [() throws -> [Action]] = []
    var fetchRequests: [FetchRequest] = []
    func fetch(_ request: FetchRequest) { fetchRequests.append(request) }
    private(set) var retired = false
    /// How many more `finishRetiring` calls find it still running.
    var turnsToFinish = 0
    func retire() { retired = true }
    func finishRetiring() -> Bool {
        guard turnsToFinish > 0 else { return true }
        turnsToFinish -= 1
        return false
    }
    func advance() -> [Action] {
        let work = due
        due = []
        return work.flatMap { (try? $0()) ?? [] }
    }
}

@MainActor
@Suite(.serialized) struct ShellBackgroundTests {
    @Test("what background work writes is on screen after its advance, with no key; what it says is the notice")
    func backgroundWritesReachTheViews() throws {
        try ShellTests.withShell { shell, other, _ in
            let work = FakeBackgroundWork()
            let background = Shell(state: shell.state, store: shell.store, terminal: shell.terminal, background: work)
            work.due.append { _ = try other.publish(Draft(text: "从网上取来的")); return [] }
            background.advanceBackground()
            #expect(background.state.timeline.first?.text == "从网上取来的")
            work.due.append { [.app(.notify("网络连接失败"))] }
            background.advanceBackground()
            #expect(background.state.notice == "网络连接失败")
        }
    }

    @Test("a switch hands the old account's work to the next shell, which moves it on until it has finished")
    func theOldAccountsWorkFinishesUnderTheNextShell() throws {
        try ShellTests.withShell { shell, _, _ in
            let old = FakeBackgroundWork()
            old.turnsToFinish = 2
            old.due.append { [.app(.notify("旧账号的话"))] }
            let leaving = Shell(state: shell.state, store: shell.store, terminal: shell.terminal, background: old)
            let handedOver = leaving.handOverRetiring()
            #expect(old.retired && handedOver.count == 1)
            let next = Shell(state: shell.state, store: shell.store, terminal: shell.terminal, retiring: handedOver)
            next.advanceBackground()
            next.advanceBackground()
            #expect(old.turnsToFinish == 0, "moved on by each turn of the next shell")
            #expect(next.handOverRetiring().count == 1, "not finished yet: still handed on")
            next.advanceBackground()
            #expect(next.handOverRetiring().isEmpty, "finished, and let go")
            #expect(next.state.notice != "旧账号的话", "what the old work says never reaches the new account")
        }
    }

    @Test("r on an account's 首页 asks the background for a sync; its end brings the newest into view with a word")
    func refreshOnAnAccountAsksTheNetwork() throws {
        try ShellTests.withShell { shell, other, _ in
            let work = FakeBackgroundWork()
            var state = shell.state
            state.info.account = "测试用户"
            let account = Shell(state: state, store: shell.store, terminal: shell.terminal, background: work)
            account.send([.home(.refresh)])
            #expect(work.fetchRequests == [.newest])
            #expect(account.state.notice == "正在刷新…")
            work.due.append { _ = try other.publish(Draft(text: "刚同步来的")); return [.home(.fetchFinished(.newest, failure: nil))] }
            account.advanceBackground()
            #expect(account.state.timeline.first?.text == "刚同步来的")
            #expect(account.state.notice == "1 条新微博")
            work.due.append { [.home(.fetchFinished(.newest, failure: "无法连接 http://127.0.0.1:9"))] }
            account.advanceBackground()
            #expect(account.state.notice == "同步失败：无法连接 http://127.0.0.1:9")
        }
    }
}
