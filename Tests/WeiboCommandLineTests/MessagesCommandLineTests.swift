// StoreTestSupport.swift and StoreTestSupport+V3.swift are links to
// WeiboStoreTests' fixtures, so both suites run on the same samples; the
// second builds its sample with Foundation's replacingOccurrences.
import Foundation
import Testing
import WeiboCore
@testable import WeiboStore
@testable import WeiboCommandLine

@Suite("messages, unread and simulate commands")
struct MessagesCommandLineTests {
    let clock = Clock(now: fixedNow)

    @Test("unread prints one line per kind, then total, in the run's language; --json the same in both", .english)
    func unread() throws {
        try withTemporaryDirectory { dir in
            let out = MessagesCommandLine.unread([], openStore: { try openActivityStore(dir) })
            #expect(out == CommandOutput(stdout: "mentions 2\ncomments 2\nlikes 1\nmessages 3\ntotal 8\n", status: 0))
            let json = "{\"mentions\": 2, \"comments\": 2, \"likes\": 1, \"messages\": 3, \"total\": 8}\n"
            #expect(MessagesCommandLine.unread(["--json"], openStore: { try openActivityStore(dir) }).stdout == json)
            Language.with(.zh) {
                let zh = MessagesCommandLine.unread([], openStore: { try openActivityStore(dir) })
                #expect(zh.stdout == "@我的 2\n评论 2\n赞 1\n私信 3\n合计 8\n")
                #expect(MessagesCommandLine.unread(["--json"], openStore: { try openActivityStore(dir) }).stdout == json)
            }
            #expect(MessagesCommandLine.unread(["--bogus"], openStore: { try openActivityStore(dir) }).status == 2)
            #expect(MessagesCommandLine.unread(["--help"], openStore: { try openActivityStore(dir) }).status == 0)
        }
    }

    @Test("simulate adds what it says and unread agrees; --count validated", .english)
    func simulate() throws {
        try withTemporaryDirectory { dir in
            let open = { try openActivityStore(dir) }
            let out = MessagesCommandLine.simulate(["--count", "5"], openStore: open)
            #expect(out == CommandOutput(
                stdout: "added 5 items: 2 messages, 1 mention, 1 comment, 1 like; unread total 13\n", status: 0))
            #expect(MessagesCommandLine.unread([], openStore: open).stdout.hasSuffix("total 13\n"))
            let defaultRun = MessagesCommandLine.simulate([], openStore: open)
            #expect(defaultRun.status == 0 && defaultRun.stdout.contains("unread total 17"))
            for bad in [["--count"], ["--count", "0"], ["--count", "-1"], ["--count=abc"], ["now"], ["--json"]] {
                #expect(MessagesCommandLine.simulate(bad, openStore: open).status == 2, "\(bad)")
            }
            #expect(MessagesCommandLine.unread([], openStore: open).stdout.hasSuffix("total 17\n"))
        }
    }

    @Test("simulate --count N adds exactly N items and says how they split", .english, arguments: [1, 3, 7, 40])
    func simulateAddsExactlyN(_ count: Int) throws {
        try withTemporaryDirectory { dir in
            let open = { try openActivityStore(dir) }
            let before = try open().unreadCounts().total
            let out = MessagesCommandLine.simulate(["--count", String(count)], openStore: open)
            #expect(out.status == 0)
            #expect(out.stdout.hasPrefix("added \(count) item\(count == 1 ? "" : "s"): "))
            #expect(try open().unreadCounts().total == before + count)
        }
    }

    @Test("a shortfall is said, never hidden", .english)
    func simulateShortfall() {
        let added = UnreadCounts(mentions: 0, comments: 0, likes: 1, messages: 1)
        #expect(MessagesCommandLine.simulated(added, of: 3) == "added 2 of 3 items: 1 message, 0 mentions, 0 comments, 1 like")
    }

    @Test("simulate --count out of range names the range, in one line", .english)
    func simulateRange() throws {
        let out = MessagesCommandLine.simulate(["--count", "0"], openStore: { throw TestFailure("not opened") })
        #expect(out == CommandOutput(
            stderr: "weibo-tui: --count must be a number from 1 to 10000, not '0'; see 'weibo-tui simulate --help'\n", status: 2))
    }

    @Test("messages lists conversations, newest first; --unread filters; output sanitised")
    func messages() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            try store.markConversationRead("d2")
            try store.database.transaction {
                _ = try store.insertMessage("d2", fromLocal: false, text: "\u{1B}]52;c;aGk=\u{07}x", at: fixedNow - 3_600 * 3, read: true)
            }
            store.close()
            let open = { try openActivityStore(dir) }
            let out = MessagesCommandLine.messages([], clock: clock, openStore: open)
            #expect(out.stdout == """
                阿猫 (2 未读) · 19分钟前
                  火锅？
                Bob · 50分钟前
                  我: hello

                """)
            #expect(MessagesCommandLine.messages(["--unread"], clock: clock, openStore: open).stdout == "阿猫 (2 未读) · 19分钟前\n  火锅？\n")
            let json = MessagesCommandLine.messages(["--json", "--unread"], clock: clock, openStore: open)
            #expect(json.stdout == """
                [
                  {"id": "d1", "user": "阿猫", "user_id": "u_a", "last_message": "火锅？", "last_message_at": \(fixedNow - 1_140), "last_from_me": false, "unread": 2}
                ]

                """)
            #expect(MessagesCommandLine.messages(["--bogus"], clock: clock, openStore: open).status == 2)
            #expect(MessagesCommandLine.messages(["--limit", "1"], clock: clock, openStore: open).stdout.split(separator: "\n").count == 2)
        }
    }

    @Test("a message with escape sequences prints harmlessly")
    func sanitised() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            try store.send(text: "\u{1B}[2J\u{1B}]0;t\u{07}\u{9B}31m", to: "d1")
            store.close()
            let out = MessagesCommandLine.messages([], clock: clock, openStore: { try openActivityStore(dir) })
            #expect(!out.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
            #expect(out.stdout.contains("我: ␛[2J␛]0;t␇�31m"))
        }
    }
}
