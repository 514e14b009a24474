import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Conversations and messages")
struct MessageTests {
    @Test("conversations: newest message first, with the other name, last message and unread count")
    func list() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let list = try store.conversations()
            #expect(list == [
                Conversation(id: "d1", userID: "u_a", userName: "阿猫", lastMessage: "火锅？",
                             lastMessageAt: fixedNow - 19 * 60, lastFromLocal: false, unreadCount: 2),
                Conversation(id: "d2", userID: "u_b", userName: "Bob", lastMessage: "hello",
                             lastMessageAt: fixedNow - 50 * 60, lastFromLocal: true, unreadCount: 1),
            ])
            #expect(try store.conversations(unreadOnly: true).count == 2)
            try store.markConversationRead("d2")
            #expect(try store.conversations(unreadOnly: true).map(\.id) == ["d1"])
        }
    }

    @Test("messages read oldest first and page backwards by keyset")
    func paging() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            try store.database.transaction {
                for i in 0..<95 {
                    _ = try store.insertMessage("d2", fromLocal: i % 3 == 0, text: "m\(i)", at: fixedNow + Int64(i / 4), read: true)
                }
            }
            let all = try store.messages(in: "d2", limit: 10_000)
            #expect(all.count == 97)
            #expect(all.first?.text == "hi" && all.last?.text == "m94")
            for (a, b) in zip(all, all.dropFirst()) {
                #expect(a.createdAt < b.createdAt || (a.createdAt == b.createdAt && a.id < b.id))
            }
            for size in [1, 10, 50, 96, 97, 200] {
                var pages: [[Message]] = []
                var cursor: TimeCursor?
                while true {
                    let page = try store.messages(in: "d2", limit: size, before: cursor)
                    guard let first = page.first else { break }
                    pages.append(page)
                    cursor = first.cursor
                }
                #expect(Array(pages.reversed().joined()) == all, "page size \(size)")
            }
            #expect(try store.conversations().first?.lastMessage == "m94")
        }
    }

    @Test("send stores at once and moves the conversation to the top; blank or huge is refused")
    func send() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let message = try store.send(text: "好呀 \u{1B}[2J", to: "d2")
            #expect(message.fromLocal && message.read && message.createdAt == fixedNow)
            #expect(message.text == "好呀 \u{1B}[2J")
            let top = try #require(try store.conversations().first)
            #expect(top.id == "d2" && top.lastMessage == message.text && top.lastFromLocal)
            #expect(try store.messages(in: "d2").last == message)

            let before = try store.messageCount(in: "d2")
            #expect(throws: Refusal("不能发送空消息")) { try store.send(text: " \n ", to: "d2") }
            #expect(throws: Refusal("不能发送空消息")) { try store.send(text: "", to: "d2") }
            #expect(throws: Refusal.self) { try store.send(text: String(repeating: "长", count: 2_001), to: "d2") }
            #expect(throws: Refusal.self) { try store.send(text: "hi", to: "nope") }
            #expect(try store.messageCount(in: "d2") == before)
            try store.send(text: String(repeating: "长", count: 2_000), to: "d2")
        }
    }

    @Test("opening a conversation marks what it shows read: its count leaves the total")
    func markRead() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let total = try store.unreadCounts().total
            let d1 = try #require(try store.conversation(id: "d1"))
            let shown = try store.messages(in: "d1")
            // A message arrives while the chat is open: it stays unread.
            try store.database.transaction {
                _ = try store.insertMessage("d1", fromLocal: false, text: "人呢", at: fixedNow, read: false)
            }
            #expect(try store.markConversationRead("d1", through: shown.last?.id) == d1.unreadCount)
            #expect(try store.unreadCounts().total == total - d1.unreadCount + 1)
            #expect(try store.conversation(id: "d1")?.unreadCount == 1)
            #expect(try store.markConversationRead("d1") == 1)
            #expect(try store.conversation(id: "d1")?.unreadCount == 0)
        }
    }

    @Test("openConversation finds or creates one per person; never with oneself")
    func open() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            #expect(try store.openConversation(with: "u_a").id == "d1")
            try store.database.transaction {
                try store.database.execute("INSERT INTO users (id, name) VALUES ('u_c', 'Carol')")
            }
            let new = try store.openConversation(with: "u_c")
            #expect(new.id == "dm_u_c" && new.lastMessage == "" && new.unreadCount == 0)
            #expect(try store.openConversation(with: "u_c").id == "dm_u_c")
            #expect(throws: Refusal.self) { try store.openConversation(with: "u_me") }
            #expect(throws: Refusal.self) { try store.openConversation(with: "u_nobody") }
        }
    }

    @Test("thousands of conversations: the list walks its index, no sort, and pages cover all")
    func manyConversations() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            try store.database.transaction {
                for i in 0..<3_000 {
                    try store.database.execute("INSERT INTO users (id, name) VALUES (?, ?)", ["g\(i)", "用户\(i)"])
                    try store.database.execute(
                        "INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, 0)", ["c\(i)", "g\(i)"])
                    _ = try store.insertMessage("c\(i)", fromLocal: false, text: "第\(i)条", at: fixedNow - Int64(i % 700),
                                                read: i % 5 != 0)
                }
            }
            var seen = 0
            var cursor: ConversationCursor?
            var previous: Conversation?
            while true {
                let page = try store.conversations(limit: 50, before: cursor)
                guard let last = page.last else { break }
                for c in page {
                    if let p = previous { #expect((p.lastMessageAt, p.id) > (c.lastMessageAt, c.id)) }
                    previous = c
                }
                seen += page.count
                cursor = last.cursor
            }
            #expect(seen == 3_002)
            #expect(try store.unreadCounts().messages == 3 + 600)
            let plan = try store.database.query(
                """
                EXPLAIN QUERY PLAN SELECT c.id FROM conversations c LEFT JOIN users u ON u.id = c.user_id
                LEFT JOIN messages m ON m.id = c.last_message_id
                WHERE (c.last_at, c.id) < (?, ?) ORDER BY c.last_at DESC, c.id DESC LIMIT ?
                """, [Int64.max, "\u{10FFFF}", 50]) { $0.string(3) }
            #expect(plan.contains { $0.contains("conversations_newest_first") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }
}
