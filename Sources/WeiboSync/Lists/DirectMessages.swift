import WeiboAPI
import WeiboCore
import WeiboStore

/// 私信 as the store keeps it: each fetched conversation or message from
/// the account's side (whose is the other person, who sent it).
extension WebDirectMessage {
    func fetched(localUID: Int64) -> FetchedMessage {
        let fromMe = senderID == localUID
        return FetchedMessage(weiboID: id, userID: String(fromMe ? recipientID : senderID), fromMe: fromMe, text: text, createdAt: createdAt)
    }
}

extension WebConversation {
    var fetched: FetchedConversation {
        FetchedConversation(userID: String(user.id), lastText: lastText, lastAt: lastAt, lastMessageID: lastMessageID,
                            lastFromMe: lastFromMe, unread: unread)
    }
}

extension WebConversation: WeiboIdentified {
    public var id: Int64 { user.id }
    public static var skippedKind: SkippedItems.Kind { .conversation }
    /// A conversation list has no cursor of its own: every sync reads its
    /// first page (the newest conversations), which is what changes.
    public var cursorKey: Int64 { lastAt }
}

extension WebDirectMessage: WeiboIdentified {
    public static var skippedKind: SkippedItems.Kind { .message }
}
