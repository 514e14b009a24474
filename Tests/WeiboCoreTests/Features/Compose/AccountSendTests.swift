import Testing
@testable import WeiboCore

/// Ctrl-S on a Weibo account: the post goes to the outbox, a sync is
/// asked for, and its end says how the send went.
@Suite struct AccountSendTests {
    @Test("Ctrl-S on an account queues the post and asks for a send; its end says 已发送 and brings it into view")
    func composeQueues() {
        var store = ReducerFixture.account()
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = .post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil)), effects: [.home(.refreshTimeline)])
        store.send(.home(.refreshed(newPosts: 1))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a comment's send ends with 已发送 where the user is: no jump to the top of 首页")
    func commentStaysPut() {
        var store = ReducerFixture.account()
        store.send(.home(.comment)) { $0.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .comment(postID: 3))))) }
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.modal = nil
            $0.compose.awaitingSend = .comment
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a send that fails says why, as a send")
    func sendFails() {
        var store = ReducerFixture.account()
        store.send(.compose(.queued), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = .post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: "无法连接"))) {
            $0.compose.awaitingSend = nil
            $0.notice = "发送失败：无法连接"
        }
    }
}
