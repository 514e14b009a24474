import WeiboCore

extension Store {
    /// Longest direct message, in characters. DMs are not posts (no 140
    /// rule), but a paste of a whole book is a mistake, not a message.
    public static let messageLimit = 2_000

    static let conversationSelect = """
        SELECT c.id AS id, c.user_id AS user_id, u.name AS user_name, coalesce(m.text, '') AS last_text,
               c.last_at AS last_at, coalesce(m.from_local, 0) AS last_from_local,
               (SELECT count(*) FROM messages x WHERE x.conversation_id = c.id AND x.read = 0 AND x.from_local = 0) AS unread
        FROM conversations c
        LEFT JOIN users u ON u.id = c.user_id
        LEFT JOIN messages m ON m.id = c.last_message_id
        """

    /// Conversations, newest message first, strictly after `before` in that
    /// order (pass the last row's `cursor` for the next page), at most
    /// `limit`. Walks `conversations_newest_first`; each row's unread count
    /// is a look-up in the partial index of unread messages, so a page
    /// costs the same with 10 or 10,000 conversations. `unreadOnly` keeps
    /// conversations with something unread.
    public func conversations(limit: Int = 50, before: ConversationCursor? = nil, unreadOnly: Bool = false) throws -> [Conversation] {
        let cursor = before ?? ConversationCursor(lastMessageAt: .max, id: "\u{10FFFF}")
        let filter = unreadOnly
            ? "AND EXISTS (SELECT 1 FROM messages x WHERE x.conversation_id = c.id AND x.read = 0 AND x.from_local = 0)"
            : ""
        return try database.query(
            Self.conversationSelect + """

                WHERE (c.last_at, c.id) < (?, ?) \(filter)
                ORDER BY c.last_at DESC, c.id DESC
                LIMIT ?
                """,
            [cursor.lastMessageAt, cursor.id, max(0, limit)], Self.readConversation)
    }

    /// The conversation with `id`, if any.
    public func conversation(id: String) throws -> Conversation? {
        try database.queryFirst(Self.conversationSelect + "\nWHERE c.id = ?", [id], Self.readConversation)
    }

    /// How many conversations exist.
    public func conversationCount() throws -> Int {
        try database.queryFirst("SELECT count(*) FROM conversations") { $0.int(0) } ?? 0
    }

    /// The conversation with `userID`, created (empty) if there is none yet.
    @discardableResult
    public func openConversation(with userID: String) throws -> Conversation {
        let id: String = try database.transaction {
            if let existing = try database.queryFirst(
                "SELECT id FROM conversations WHERE user_id = ? ORDER BY last_at DESC LIMIT 1", [userID], { $0.string(0) }) {
                return existing
            }
            guard let user = try user(id: userID), !user.isLocal else { throw Refusal(tr("没有这个用户", "No such user")) }
            let id = "dm_" + userID
            try database.execute(
                "INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, ?)", [id, user.id, clock()])
            return id
        }
        return try conversation(id: id)!
    }

    /// Messages of one conversation, at most `limit`: the newest ones
    /// strictly older than `before` (the oldest shown message's cursor), or
    /// the newest of all when nil — returned OLDEST FIRST, as a chat reads.
    /// Keyset paging on `messages_by_conversation`.
    public func messages(in conversationID: String, limit: Int = 50, before: TimeCursor? = nil) throws -> [Message] {
        let cursor = before ?? TimeCursor(createdAt: .max, id: .max)
        let page = try database.query(
            """
            SELECT \(Self.messageColumns()) FROM messages
            WHERE conversation_id = ? AND (created_at, id) < (?, ?)
            ORDER BY created_at DESC, id DESC
            LIMIT ?
            """,
            [conversationID, cursor.createdAt, cursor.id, max(0, limit)], Self.readMessage)
        // The newest page ends with what the outbox still sends there.
        return page.reversed() + (before == nil ? try sendingMessages(in: conversationID) : [])
    }

    /// How many messages a conversation holds.
    public func messageCount(in conversationID: String) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM messages WHERE conversation_id = ?", [conversationID]) { $0.int(0) } ?? 0
    }

    /// Sends `text` from the local user, now, stored at once. Refuses
    /// (nothing written) a blank text, one over `messageLimit` characters,
    /// or an unknown conversation.
    @discardableResult
    public func send(text: String, to conversationID: String) throws -> Message {
        try Self.refuseMessage(text)
        let id: Int64 = try database.transaction {
            guard try database.queryFirst("SELECT 1 FROM conversations WHERE id = ?", [conversationID], { _ in true }) != nil else {
                throw Refusal(tr("这个会话已不存在", "This conversation no longer exists"))
            }
            return try insertMessage(conversationID, fromLocal: true, text: text, at: clock(), read: true)
        }
        return try database.queryFirst(
            "SELECT \(Self.messageColumns()) FROM messages WHERE id = ?", [id],
            Self.readMessage)!
    }

    /// A blank message, or one over `messageLimit`: `Refusal`.
    static func refuseMessage(_ text: String) throws {
        if isBlank(text) { throw Refusal(tr("不能发送空消息", "Cannot send an empty message")) }
        if text.count > messageLimit { throw Refusal(tr("私信最多 \(messageLimit) 字", "A message is at most \(messageLimit) characters")) }
    }

    /// Marks the other person's messages in a conversation read — all of
    /// them, or only those up to `throughMessageID` (what the screen showed,
    /// so a message arriving meanwhile stays unread). Returns how many changed.
    @discardableResult
    public func markConversationRead(_ conversationID: String, through throughMessageID: Int64? = nil) throws -> Int {
        try database.transaction {
            try database.execute(
                """
                UPDATE messages SET read = 1
                WHERE conversation_id = ? AND read = 0 AND from_local = 0 AND id <= ?
                """,
                [conversationID, throughMessageID ?? .max])
            return database.changes
        }
    }

    /// Inserts a message; the caller holds the transaction. The trigger
    /// moves the conversation's last message.
    func insertMessage(_ conversationID: String, fromLocal: Bool, text: String, at time: Int64, read: Bool) throws -> Int64 {
        try Self.refuseOversized([.message: text])
        try database.execute(
            "INSERT INTO messages (conversation_id, from_local, text, created_at, read) VALUES (?, ?, ?, ?, ?)",
            [conversationID, fromLocal, text, time, read])
        return database.lastInsertRowID
    }

    static func readConversation(_ row: Statement) -> Conversation {
        Conversation(
            id: row.string("id"), userID: row.string("user_id"), userName: row.string("user_name"),
            lastMessage: row.string("last_text"), lastMessageAt: row.int64("last_at"),
            lastFromLocal: row.bool("last_from_local"), unreadCount: row.int("unread"))
    }

    /// What `readMessage` reads, of `messages` (aliased `alias`, if given).
    static func messageColumns(of alias: String? = nil) -> String {
        Statement.selectList(["id", "conversation_id", "from_local", "text", "created_at", "read"], of: alias)
    }

    static func readMessage(_ row: Statement) -> Message {
        Message(id: row.int64("id"), conversationID: row.string("conversation_id"), fromLocal: row.bool("from_local"),
                text: row.string("text"), createdAt: row.int64("created_at"), read: row.bool("read"))
    }
}
