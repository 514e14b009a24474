import Testing
@testable import WeiboCore

/// Ctrl-S on a Weibo account: the post goes to the outbox, a sync is
/// asked for, and its end reads the item's row to say what became of it.
@Suite struct AccountSendTests {
    static let post = PendingSend(.post, outboxID: 4)
    static let now: Int64 = 1_800_000_000

    static func item(_ change: (inout OutboxItem) -> Void = { _ in }) -> OutboxItem {
        var item = OutboxItem(id: 4, kind: .post, text: "字", createdAt: now, attempts: 1, nextAttemptAt: now + 30)
        change(&item)
        return item
    }

    @Test("Ctrl-S on an account queues the post and asks for a send; its end says 已发送 once the item left the outbox")
    func composeQueues() {
        var store = ReducerFixture.account()
        store.send(.compose(.queued(outboxID: 4)), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = Self.post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil)), effects: [.home(.refreshTimeline)])
        store.send(.home(.refreshed(newPosts: 1)), effects: [.compose(.checkSent(Self.post, failure: nil))])
        store.send(.compose(.sendSettled(Self.post, item: nil, failure: nil))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a comment's send ends with 已发送 where the user is: no jump to the top of 首页")
    func commentStaysPut() {
        var store = ReducerFixture.account()
        let comment = PendingSend(.comment, outboxID: 5)
        store.send(.home(.comment)) { $0.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .comment(postID: 3))))) }
        store.send(.compose(.queued(outboxID: 5)), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.modal = nil
            $0.compose.awaitingSend = comment
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: nil)), effects: [.compose(.checkSent(comment, failure: nil))])
        store.send(.compose(.sendSettled(comment, item: nil, failure: nil))) {
            $0.compose.awaitingSend = nil
            $0.notice = "已发送"
        }
    }

    @Test("a send that fails says why and where the item waits")
    func sendFails() {
        var store = ReducerFixture.account()
        store.send(.compose(.queued(outboxID: 4)), effects: [.compose(.editorClosed), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = Self.post
            $0.notice = "正在发送…"
        }
        store.send(.home(.fetchFinished(.newest, failure: "无法连接")), effects: [.compose(.checkSent(Self.post, failure: "无法连接"))])
        store.send(.compose(.sendSettled(Self.post, item: Self.item(), failure: "无法连接"))) {
            $0.compose.awaitingSend = nil
            $0.notice = "未发出，已放入待发箱 #4，\(RelativeTime.absolute(Self.now + 30, clock: Clock(now: Self.now))) 之后发送：无法连接"
        }
    }

    /// A sync that exits 0 is not a send: the item may still be waiting
    /// (another process was sending), may have arrived, or been refused.
    @Test("what the app says comes from the item's row, not from the sync's exit")
    func settledWords() {
        let clock = Clock(now: Self.now)
        #expect(OutboxItem.settledText(nil, id: 4, failure: nil, clock: clock) == "已发送")
        #expect(OutboxItem.settledText(Self.item { $0.outcomeUnknown = true }, id: 4, failure: "超时", clock: clock)
            == "可能已发出：#4 重发前先在微博上核对")
        #expect(OutboxItem.settledText(Self.item { $0.sendingSince = Self.now }, id: 4, failure: nil, clock: clock)
            == "可能已发出：#4 重发前先在微博上核对")
        #expect(OutboxItem.settledText(Self.item { $0.attempts = 0; $0.nextAttemptAt = Self.now }, id: 4, failure: nil, clock: clock)
            == "未发出，已放入待发箱 #4，下次同步时发送")
        #expect(OutboxItem.settledText(Self.item { $0.failed = true; $0.lastError = OutboxItem.storedError { tr("重复", "repeated") } },
                                       id: 4, failure: nil, clock: clock) == "发送失败，不会自动重发：重复")
        Language.with(.en) {
            #expect(OutboxItem.settledText(nil, id: 4, failure: "offline", clock: clock) == "Sent; the sync failed: offline")
        }
    }
}
