import Testing
@testable import WeiboCore

/// From `ScreenLayout.wideWidth` columns 消息 shows the selected
/// conversation's messages beside its list, read from the store but never
/// marked read: only its chat page, opened, marks them.
@Suite struct ChatPreviewTests {
    static let conversations = ConversationPageTests.conversations(0..<3)

    static func messages(width: Int) -> AppState {
        var s = AppState(size: Size(width: width, height: 40))
        _ = reduce(&s, .tabBar(.select(.message)))
        _ = reduce(&s, .messages(.conversationsLoaded(conversations, reset: true, limit: 40)))
        return s
    }

    @Test func aConversationIsReadBesideWithoutBeingMarkedRead() {
        var s = Self.messages(width: 200)
        // The fixed rows first: nothing beside them.
        #expect(s.besideItem == nil && s.layout.detail != nil)
        var asked: [Effect] = []
        for _ in 0..<MessageScreen.fixedRows.count { asked = reduce(&s, .navigation(.move(1))) }
        #expect(s.besideItem == .chat("c0") && asked == [.messages(.loadChat("c0", before: nil))])
        let unread = Message(id: 1, conversationID: "c0", fromLocal: false, text: "旁边看到的一条", createdAt: 99_000, read: false)
        #expect(reduce(&s, .messages(.chatLoaded(id: "c0", nil, [unread], older: false))).isEmpty, "nothing marked read")
        #expect(ScreenView.render(s).canvas.text.contains("旁边看到的一条"))
        // The next conversation: the first is dropped, the next asked for.
        #expect(reduce(&s, .navigation(.move(1))) == [.messages(.loadChat("c1", before: nil))])
        #expect(s.messages.chats["c0"] == nil && s.messages.previewChatID == "c1")
        // The store's change reads the one beside again.
        _ = reduce(&s, .messages(.chatLoaded(id: "c1", nil, [], older: false)))
        #expect(s.reloadEffects().contains(.messages(.loadChat("c1", before: nil))))
    }

    @Test func belowTheWidthNothingIsAsked() {
        var s = Self.messages(width: 159)
        var asked: [Effect] = []
        for _ in 0...MessageScreen.fixedRows.count { asked += reduce(&s, .navigation(.move(1))) }
        #expect(s.besideItem == nil && s.messages.previewChatID == nil)
        #expect(!asked.contains(.messages(.loadChat("c0", before: nil))))
    }
}
