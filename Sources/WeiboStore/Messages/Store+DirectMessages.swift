import WeiboCore

/// A fetched conversation (私信) as `message/msglist` lists it.
public struct FetchedConversation: Sendable, Hashable {
    /// The other person (Weibo's uid, as the store's user id).
    public var userID: String
    public var lastText: String
    public var lastAt: Int64
    /// Weibo's id of the last message, when the list gives one.
    public var lastMessageID: Int64?
    public var lastFromMe: Bool
    public var unread: Int

    public init(userID: String, lastText: String, lastAt: Int64, lastMessageID: Int64?, lastFromMe: Bool, unread: Int) {
        self.userID = userID
        self.lastText = lastText
        self.lastAt = lastAt
        self.lastMessageID = lastMessageID
        self.lastFromMe = lastFromMe
        self.unread = unread
    }
}

/// A fetched private message.
public struct FetchedMessage: Sendable, Hashable {
    public var weiboID: Int64
    /// The other person in the conversation.
    public var userID: String
    public var fromMe: Bool
    public var text: String
    public var createdAt: Int64

    public init(weiboID: Int64, userID: String, fromMe: Bool, text: String, createdAt: Int64) {
        self.weiboID = weiboID
        self.userID = userID
        self.fromMe = fromMe
        self.text = text
        self.createdAt = createdAt
    }
}

/// 私信 on a web session, in the tables the sample's chats use: one
/// conversation per person (`dm_UID`), messages keyed by Weibo's id so a
/// conversation fetched again adds nothing twice. What the user writes
/// waits in the outbox (`queueMessage`) and shows in its chat as being
/// sent until Weibo has it; then `markSent(id:message:)` swaps the item
/// for the message in one transaction.
extension Store {
    /// The conversation id of the person `userID`.
    public static func conversationID(with userID: String) -> String { "dm_" + userID }

    /// Saves conversations (their people in `users` first): each one's
    /// last message if it is new. A conversation Weibo counts unread keeps
    /// its newest incoming messages unread, that many. Returns how many
    /// conversations are new to the cache.
    @discardableResult
    public func saveFetched(conversations: [FetchedConversation], users: [User]) throws -> Int {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            var added = 0
            for conversation in conversations where try knownUser(conversation.userID) {
                let id = Self.conversationID(with: conversation.userID)
                try database.execute("INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, 0) ON CONFLICT DO NOTHING",
                                     [id, conversation.userID])
                added += database.changes
                let message = FetchedMessage(weiboID: conversation.lastMessageID ?? 0, userID: conversation.userID,
                                             fromMe: conversation.lastFromMe, text: conversation.lastText, createdAt: conversation.lastAt)
                _ = try insertFetched(message, read: conversation.unread == 0, identified: conversation.lastMessageID != nil)
                if conversation.unread > 0 { try keepNewestIncomingUnread(id, conversation.unread) }
            }
            return added
        }
    }

    /// Saves one conversation's messages with `userID`, as `api/chat/list`
    /// brought them; opening it reads it: incoming ones arrive read.
    /// Returns how many are new.
    @discardableResult
    public func saveFetched(chatWith userID: String, messages: [FetchedMessage], users: [User]) throws -> Int {
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            guard try knownUser(userID) else { return 0 }
            try database.execute("INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, 0) ON CONFLICT DO NOTHING",
                                 [Self.conversationID(with: userID), userID])
            var added = 0
            for message in messages where message.userID == userID {
                added += try insertFetched(message, read: true, identified: true) ? 1 : 0
            }
            return added
        }
    }

    /// Weibo's id of the newest message of the conversation with `userID`
    /// (nil before any): where its next fetch stops.
    public func newestMessageID(with userID: String) throws -> Int64? {
        try database.queryFirst("SELECT max(weibo_id) FROM messages WHERE conversation_id = ?",
                                [Self.conversationID(with: userID)]) { $0.optionalInt64(0) } ?? nil
    }

    /// Queues `text` for the person `userID` on a web session: it shows in
    /// their chat at once as being sent, and goes with the next sync.
    /// Refuses (nothing written) what `send(text:to:)` refuses.
    @discardableResult
    public func queueMessage(_ text: String, to userID: String) throws -> OutboxItem {
        try Self.refuseMessage(text)
        guard let uid = Int64(userID), try knownUser(userID) else { throw Refusal(tr("没有这个用户", "No such user")) }
        let now = clock()
        let id: Int64 = try database.transaction {
            try database.execute("INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                                 [Self.conversationID(with: userID), userID, now])
            try database.execute(
                "INSERT INTO outbox (kind, text, target_user_id, created_at, next_attempt_at) VALUES ('message', ?, ?, ?, ?)",
                [text, uid, now, now])
            return database.lastInsertRowID
        }
        return try outboxItem(id: id)!
    }

    /// Weibo has the message: in ONE transaction the item leaves the
    /// outbox and the message joins its conversation (once, by Weibo's id).
    public func markSent(id: Int64, message: FetchedMessage) throws {
        try database.transaction {
            try database.execute("DELETE FROM outbox WHERE id = ?", [id])
            try database.execute("INSERT INTO conversations (id, user_id, last_at) VALUES (?, ?, 0) ON CONFLICT DO NOTHING",
                                 [Self.conversationID(with: message.userID), message.userID])
            _ = try insertFetched(message, read: true, identified: true)
        }
    }

    /// The outbox's messages to the person of `conversationID`, oldest
    /// first, as the chat shows them (being sent).
    func sendingMessages(in conversationID: String) throws -> [Message] {
        guard conversationID.hasPrefix("dm_"), let uid = Int64(conversationID.dropFirst(3)) else { return [] }
        return try database.query(
            """
            SELECT id, text, created_at, failed, outcome_unknown OR sending_since IS NOT NULL AS unknown
            FROM outbox WHERE kind = 'message' AND target_user_id = ? ORDER BY id
            """, [uid]
        ) { row in
            let state: Message.OutboxState = row.bool("failed") ? .failed : row.bool("unknown") ? .mayHaveArrived : .waiting
            return Message(id: -row.int64("id"), conversationID: conversationID, fromLocal: true, text: row.string("text"),
                           createdAt: row.int64("created_at"), read: true, outbox: state)
        }
    }

    /// Inserts a fetched message once: by Weibo's id when `identified`,
    /// else (a conversation list without ids) by its text and time. True
    /// when it is new. The caller holds the transaction.
    private func insertFetched(_ message: FetchedMessage, read: Bool, identified: Bool) throws -> Bool {
        let conversationID = Self.conversationID(with: message.userID)
        let exists = identified
            ? try database.queryFirst("SELECT 1 FROM messages WHERE weibo_id = ?", [message.weiboID]) { _ in true } ?? false
            : try database.queryFirst("SELECT 1 FROM messages WHERE conversation_id = ? AND created_at = ? AND text = ?",
                                      [conversationID, message.createdAt, message.text]) { _ in true } ?? false
        guard !exists else { return false }
        let row = try insertMessage(conversationID, fromLocal: message.fromMe, text: message.text, at: message.createdAt,
                                    read: read || message.fromMe)
        if identified { try database.execute("UPDATE messages SET weibo_id = ? WHERE id = ?", [message.weiboID, row]) }
        return true
    }

    /// Of the conversation's incoming messages, the newest `count` stay
    /// unread and the rest are read, as Weibo counts them.
    private func keepNewestIncomingUnread(_ conversationID: String, _ count: Int) throws {
        try database.execute(
            """
            UPDATE messages SET read = CASE WHEN id IN (
                SELECT id FROM messages WHERE conversation_id = ?1 AND from_local = 0
                ORDER BY created_at DESC, id DESC LIMIT ?2) THEN 0 ELSE 1 END
            WHERE conversation_id = ?1 AND from_local = 0
            """,
            [conversationID, count])
    }
}
