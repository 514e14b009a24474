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
    /// An account's message still in its outbox, not known to be on Weibo
    /// (its `id` is the outbox item's, negated): where its send stands.
    public var outbox: OutboxState?
    /// Whether it is still in the outbox.
    public var sending: Bool { outbox != nil }

    /// Where an unsent message stands, as its chat says under it.
    public enum OutboxState: Hashable, Sendable {
        /// Waiting for its sync (or its retry).
        case waiting
        /// A send may have reached Weibo: it is looked for before any resend.
        case mayHaveArrived
        /// Weibo refused it for good; 我 › 待发送 can retry or cancel it.
        case failed

        public var note: String {
            switch self {
            case .waiting: tr("发送中…", "sending…")
            case .mayHaveArrived: tr("可能已发出，核对后才会重发", "may have arrived; checked before any resend")
            case .failed: tr("发送失败（我 › 待发送）", "not sent (Me › Outbox)")
            }
        }
    }

    public init(id: Int64, conversationID: String, fromLocal: Bool, text: String, createdAt: Int64, read: Bool = true,
                outbox: OutboxState? = nil) {
        self.outbox = outbox
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
