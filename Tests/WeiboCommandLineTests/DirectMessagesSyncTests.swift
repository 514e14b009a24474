import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// 私信 on a web session through the engine: the conversations with every
/// sync, a chat when opened, a message sent exactly once through the outbox.
@Suite("私信 on a web session", .english)
struct DirectMessagesSyncTests {
    static let now: Int64 = 1_709_518_800
    static let me: Int64 = 6_001_234_567
    static let cat: Int64 = 6_002_000_001
    let account = Account(webUID: me, screenName: "测试用户", cookies: "SUB=x", st: "a1b2c3")

    /// A message at `time` (Beijing) on the fixtures' day; "now" is 10:20.
    static func message(_ id: Int64, _ text: String, from sender: Int64, to recipient: Int64, at time: String) -> String {
        #"{"id": \#(id), "text": "\#(text)", "created_at": "Mon Mar 04 \#(time) +0800 2024", "sender_id": \#(sender), "recipient_id": \#(recipient)}"#
    }

    func client(_ api: OutboxSenderTests.FakeWeibo) -> WeiboClient {
        WeiboClient(bases: APIBases(api: "http://127.0.0.1:9", remind: "http://127.0.0.1:9"),
                    webBases: WebBases(web: "http://127.0.0.1:9", passport: "http://127.0.0.1:9"), transport: api.reply, now: { Self.now })
    }

    func withStore(_ body: (Store) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account, clock: { Self.now })
            defer { store.close() }
            try body(store)
        }
    }

    @Test func conversationsComeWithEverySyncAndAChatWhenOpened() throws {
        try withStore { store in
            let api = OutboxSenderTests.FakeWeibo()
            api.on("message/msglist", OutboxSenderTests.ok(#"{"ok": 1, "data": [{"user": {"id": \#(Self.cat), "screen_name": "晴天小猫"}, "#
                + #""text": "在吗", "created_at": "Mon Mar 04 10:01:00 +0800 2024", "mid": 11, "sender_id": \#(Self.cat), "unread": 1}]}"#),
                OutboxSenderTests.ok(#"{"ok": 0, "msg": "没有更多"}"#))
            let run = SyncedList.ListRun(backend: backend(for: account, client: client(api)), store: store, limit: 50)
            let result = try SyncedList.conversations.run(run)
            #expect(result.added == 1)
            let conversation = try #require(try store.conversations().first)
            #expect(conversation.userName == "晴天小猫" && conversation.lastMessage == "在吗" && conversation.unreadCount == 1)
            api.on("api/chat/list", OutboxSenderTests.ok(#"{"ok": 1, "data": {"msgs": ["#
                + Self.message(11, "在吗", from: Self.cat, to: Self.me, at: "10:01:00") + ","
                + Self.message(10, "我在", from: Self.me, to: Self.cat, at: "10:00:30") + "]}}"))
            let engine = SyncEngine(account: account, client: client(api))
            guard case .success(let chat) = try engine.chat(with: Self.cat, into: store) else { Issue.record("chat failed"); return }
            #expect(chat.added == 1)
            let messages = try store.messages(in: conversation.id)
            #expect(messages.map(\.text) == ["我在", "在吗"] && messages.map(\.fromLocal) == [true, false])
            // Fetched again: nothing twice.
            api.on("api/chat/list", OutboxSenderTests.ok(#"{"ok": 1, "data": {"msgs": [\#(Self.message(11, "在吗", from: Self.cat, to: Self.me, at: "10:01:00"))]}}"#))
            _ = try engine.chat(with: Self.cat, into: store)
            #expect(try store.messageCount(in: conversation.id) == 2)
        }
    }

    @Test func aMessageShowsAsSendingThenGoesOnceEvenWhenItsAnswerWasLost() throws {
        try withStore { store in
            try store.saveFetched(conversations: [FetchedConversation(userID: String(Self.cat), lastText: "在吗", lastAt: Self.now - 60,
                                                                      lastMessageID: 11, lastFromMe: false, unread: 0)],
                                  users: [User(id: String(Self.cat), name: "晴天小猫")])
            let id = Store.conversationID(with: String(Self.cat))
            let item = try store.queueMessage("好呀", to: String(Self.cat))
            #expect(try store.messages(in: id).map { "\($0.text) \($0.sending)" } == ["在吗 false", "好呀 true"])
            #expect(try store.messages(in: id).last?.outbox == .waiting)
            let api = OutboxSenderTests.FakeWeibo()
            api.on("api/chat/send", .failure(HTTPFailure(.connectionLost, "Connection reset by peer")))
            api.on("api/chat/list", OutboxSenderTests.ok(#"{"ok": 1, "data": {"msgs": [\#(Self.message(12, "好呀", from: Self.me, to: Self.cat, at: "10:20:05"))]}}"#))
            let sender = OutboxSender(account: account, client: client(api))
            let first = try sender.sendDue(in: store, now: Self.now)
            #expect(first.sent.isEmpty && first.failures.first?.unknownOutcome == true)
            #expect(try store.messages(in: id).last?.outbox == .mayHaveArrived)
            let second = try sender.sendDue(in: store, now: Self.now, waitingToo: true)
            #expect(second.sent.map(\.weiboID) == [12] && second.sent[0].found && api.count("api/chat/send") == 1)
            #expect(try store.outboxItem(id: item.id) == nil)
            #expect(try store.messages(in: id).map { "\($0.text) \($0.sending)" } == ["在吗 false", "好呀 false"])
            #expect(api.sent.first { $0.url.contains("chat/send") }?.body == Array("uid=6002000001&content=%E5%A5%BD%E5%91%80&st=a1b2c3".utf8))
        }
    }

    @Test func theOpenAPISaysWhyItHasNoDirectMessages() throws {
        let openAPI = Account(uid: 1001, screenName: "测试用户", accessToken: "t", expiresAt: Self.now + 100)
        let engine = SyncEngine(account: openAPI, client: client(OutboxSenderTests.FakeWeibo()))
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: openAPI)
            defer { store.close() }
            guard case .failure(let failure) = try engine.chat(with: Self.cat, into: store) else { Issue.record("no refusal"); return }
            #expect(failure.message(now: Self.now).contains("The Weibo Open API has no direct messages"))
        }
    }

    /// The card sync saves as the account's must be the signed-in uid's
    /// (`api/config` gave it): another's is refused, and 我 keeps its own.
    @Test func aCardOfAnotherUidIsRefused() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("api/container/getIndex", OutboxSenderTests.ok(#"{"ok": 1, "data": {"userInfo": {"id": 6002000002, "screen_name": "山间小路"}}}"#))
        do {
            _ = try backend(for: account, client: client(api)).me()
            Issue.record("another's card was taken")
        } catch {
            #expect(error.message(now: Self.now).contains("6002000002") && error.message(now: Self.now).contains("6001234567"))
        }
    }
}
