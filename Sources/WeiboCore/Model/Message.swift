/// One direct message in a conversation.
public struct Message: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var conversationID: String
    /// True for the local user's own messages (drawn on the right).
    public var fromLocal: Bool
    public var text: String
    /// Unix seconds.
    public var createdAt: Int64
    /// Whether the local user has seen it (always true for their own).
    public var read: Bool
    /// An account's message still in its outbox: not on Weibo yet (its
    /// `id` is the outbox item's, negated).
    public var sending = false

    public init(id: Int64, conversationID: String, fromLocal: Bool, text: String, createdAt: Int64, read: Bool = true, sending: Bool = false) {
        self.sending = sending
        self.id = id
        self.conversationID = conversationID
        self.fromLocal = fromLocal
        self.text = text
        self.createdAt = createdAt
        self.read = read
    }

    /// Pass the OLDEST shown message's cursor to `messages(in:limit:before:)`
    /// for the page above it.
    public var cursor: TimeCursor { TimeCursor(createdAt: createdAt, id: id) }
}
