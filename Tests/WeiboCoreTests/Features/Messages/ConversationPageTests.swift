import Testing
@testable import WeiboCore

/// Opening 消息 reads a screen's worth of conversations, however many the
/// store holds (issue 34: its cost grew with the store); the rest page in
/// as the selection nears the end.
@Suite struct ConversationPageTests {
    static func conversations(_ range: Range<Int>) -> [Conversation] {
        range.map { Conversation(id: "c\($0)", userID: "u\($0)", userName: "用户\($0)", lastMessage: "hi", lastMessageAt: Int64(100_000 - $0)) }
    }

    @Test("the first page is the screen's height, not a fixed 50", arguments: [(24, 24), (60, 60), (8, 16)])
    func firstPageFitsTheScreen(height: Int, page: Int) {
        var state = AppState(size: Size(width: 80, height: height))
        #expect(reduce(&state, .tabBar(.select(.message))) == [.messages(.loadConversations(before: nil, limit: page))])
    }

    @Test("a full page is not the end: moving down the list asks for the next one after its last row")
    func nextPageWhileMoving() {
        var state = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&state, .tabBar(.select(.message)))
        let first = Self.conversations(0..<24)
        _ = reduce(&state, .messages(.conversationsLoaded(first, reset: true, limit: 24)))
        #expect(!state.messages.conversations.exhausted)
        var asked: [Effect] = []
        for _ in 0..<30 where asked.isEmpty {
            asked = reduce(&state, .navigation(.move(1)))
        }
        #expect(asked == [.messages(.loadConversations(before: first.last!.cursor, limit: 24))])
        _ = reduce(&state, .messages(.conversationsLoaded(Self.conversations(24..<30), reset: false, limit: 24)))
        #expect(state.messages.conversations.items.count == 30 && state.messages.conversations.exhausted)
    }
}
