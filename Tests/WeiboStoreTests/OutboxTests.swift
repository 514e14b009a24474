import Testing
import WeiboCore
@testable import WeiboStore

/// An account's outbox: queued in the draft's place, sent once into the
/// cache, cancelled only when it is there, retried on the backoff's clock.
@Suite("The outbox", .english)
struct OutboxTests {
    let uid: Int64 = 1001
    let now: Int64 = 1_709_510_400

    func open(_ dir: String) throws -> Store {
        try Store.openAccount(dataDirectory: dir, uid: uid, name: "测试用户", clock: { [now] in now })
    }

    func me() -> User { User(id: "1001", name: "测试用户") }

    /// What Weibo returns for a shared post: its own big id.
    func sent(_ text: String, id: Int64 = 4_900_000_000_010_001_000) -> Post {
        Post(id: id, userID: "1001", authorName: "测试用户", text: text, createdAt: now + 5, source: "weibo-tui")
    }

    @Test func queueingTakesTheDraftsPlaceInOneStep() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let draftID = try store.saveDraft(Draft(text: "离线写的"))
            let item = try store.queue(Draft(id: draftID, text: "离线写的"))
            #expect(item.kind == .post && item.text == "离线写的" && item.createdAt == now)
            #expect(item.attempts == 0 && item.nextAttemptAt == now && !item.outcomeUnknown && !item.failed)
            #expect(try store.draft(id: draftID) == nil)
            #expect(try store.outbox() == [item])
            #expect(try store.dueOutboxItems(now: now) == [item])
        }
    }

    @Test func aQueueThatFailsMidwayKeepsTheDraftAndQueuesNothing() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let draftID = try store.saveDraft(Draft(text: "不能丢"))
            // The draft's deletion fails after the item was inserted.
            let raw = try rawDatabase(dir + "/account-1001.sqlite")
            try raw.transaction {
                try raw.executeScript("CREATE TRIGGER keep BEFORE DELETE ON drafts BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;")
            }
            raw.close()
            #expect(throws: (any Error).self) { try store.queue(Draft(id: draftID, text: "不能丢")) }
            #expect(try store.draft(id: draftID)?.text == "不能丢")
            #expect(try store.outbox().isEmpty)
        }
    }

    @Test func queueRefusesWhatPublishRefusesAndWhatTheAPICannotTake() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let draftID = try store.saveDraft(Draft(text: "  "))
            for draft in [Draft(id: draftID, text: "  "), Draft(text: String(repeating: "长", count: 141)),
                          Draft(mode: .comment, text: "没有目标"), Draft(kind: .checkIn, text: "这里", place: "长沙"),
                          Draft(kind: .longPost, title: "标题", text: "正文")] {
                #expect(throws: Refusal.self) { try store.queue(draft) }
            }
            #expect(throws: Refusal.self) { try store.queue(Draft(text: "回复"), replyTo: 5) }
            #expect(try store.outbox().isEmpty)
            #expect(try store.draft(id: draftID) != nil)
        }
    }

    @Test func kindsAndTargets() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let comment = try store.queue(Draft(mode: .comment, targetPostID: 77, text: "评论"))
            let reply = try store.queue(Draft(mode: .comment, targetPostID: 77, text: "回复"), replyTo: 88)
            let repost = try store.queue(Draft(mode: .repost, targetPostID: 99, text: ""))
            #expect([comment.kind, reply.kind, repost.kind] == [.comment, .reply, .repost])
            #expect(reply.targetPostID == 77 && reply.targetCommentID == 88 && comment.targetCommentID == nil)
            #expect(repost.targetPostID == 99 && repost.text == "")
            #expect(try store.outbox().map(\.id) == [comment.id, reply.id, repost.id])
        }
    }

    @Test func markSentSwapsTheItemForThePostOnceEvenWhenTheTimelineBringsItAgain() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let other = Post(id: 4_900_000_000_000_001_000, userID: "2001", authorName: "晴天小猫", text: "别人的", createdAt: now - 60)
            try store.saveFetched(users: [me(), User(id: "2001", name: "晴天小猫")], timeline: [other])
            let item = try store.queue(Draft(text: "发出去"))
            try store.markSent(id: item.id, post: sent("发出去"), users: [me()])
            #expect(try store.outbox().isEmpty)
            #expect(try store.recentPosts(limit: 10).map(\.text) == ["发出去", "别人的"])
            // The next sync asks for what came after the last fetched post,
            // not after ours: posts others wrote meanwhile still come.
            #expect(try store.newestTimelinePostID() == other.id)
            #expect(try store.saveFetched(users: [me()], timeline: [sent("发出去")]) == 0)
            #expect(try store.recentPosts(limit: 10).filter { $0.text == "发出去" }.count == 1)
            // Sent twice (a retry racing a check): still once.
            try store.markSent(id: item.id, post: sent("发出去"), users: [me()])
            #expect(try store.recentPosts(limit: 10).count == 2)
        }
    }

    @Test func aSentPostDoesNotMoveTheSinceIDOfAStoreSyncedBeforeTheOutbox() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let other = Post(id: 500, userID: "1001", authorName: "测试用户", text: "旧的", createdAt: now - 60)
            try store.saveFetched(users: [me()], timeline: [other])
            try store.setSetting(Store.homeTimelineNewestSetting, nil)  // as a v5 store has it
            let item = try store.queue(Draft(text: "新的"))
            try store.markSent(id: item.id, post: sent("新的", id: 900), users: [me()])
            #expect(try store.newestTimelinePostID() == 500)
        }
    }

    @Test func aSentCommentJoinsItsPostOnceWithWeibosCount() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let author = User(id: "2001", name: "晴天小猫")
            let target = Post(id: 4_900_000_000_000_001_000, userID: "2001", authorName: "晴天小猫", text: "原文", createdAt: now - 60)
            try store.saveFetched(users: [me(), author], timeline: [target])
            let item = try store.queue(Draft(mode: .comment, targetPostID: target.id, text: "说得好"))
            var counted = target
            counted.commentCount = 4
            let comment = WeiboCore.Comment(id: 4_900_000_000_010_000_001, postID: target.id, userID: "1001",
                                            authorName: "测试用户", text: "说得好", createdAt: now + 1)
            try store.markSent(id: item.id, comment: comment, on: counted, users: [me(), author])
            try store.markSent(id: item.id, comment: comment, on: counted, users: [me(), author])
            #expect(try store.outbox().isEmpty)
            #expect(try store.comments(on: target.id).map(\.text) == ["说得好"])
            #expect(try store.post(id: target.id)?.commentCount == 4)
            #expect(try store.recentPosts(limit: 10).count == 1)
            // Without the post in the reply: the cached count moves by one, once.
            let reply = try store.queue(Draft(mode: .comment, targetPostID: target.id, text: "再说"), replyTo: comment.id)
            var second = comment
            second.id += 1
            second.text = "再说"
            try store.markSent(id: reply.id, comment: second, on: nil, users: [me()])
            try store.markSent(id: reply.id, comment: second, on: nil, users: [me()])
            #expect(try store.post(id: target.id)?.commentCount == 5)
        }
    }

    @Test func cancelTakesOutOnlyWhatIsThere() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let keep = try store.queue(Draft(text: "留着"))
            let drop = try store.queue(Draft(text: "不要了"))
            try store.cancelOutboxItem(id: drop.id)
            #expect(try store.outbox() == [keep])
            let refusal = #expect(throws: Refusal.self) { try store.cancelOutboxItem(id: drop.id) }
            #expect(refusal?.message == "Nothing in the outbox is #\(drop.id) (it may have been sent)")
            #expect(throws: Refusal.self) { try store.cancelOutboxItem(id: 12_345) }
            #expect(try store.outbox() == [keep])
            // An id is never given again: `cancel 2` cannot hit a newer item.
            #expect(try store.queue(Draft(text: "新的")).id == drop.id + 1)
        }
    }

    @Test func failuresWaitTheirTurnAndAnUnknownOutcomeSticks() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            let item = try store.queue(Draft(text: "重试"))
            try store.recordSendFailure(id: item.id, error: "timed out", unknownOutcome: true, nextAttemptAt: now + 30)
            #expect(try store.dueOutboxItems(now: now + 29).isEmpty)
            #expect(try store.dueOutboxItems(now: now + 30).map(\.id) == [item.id])
            try store.recordSendFailure(id: item.id, error: "cannot connect", unknownOutcome: false, nextAttemptAt: now + 90)
            let after = try #require(try store.outboxItem(id: item.id))
            #expect(after.attempts == 2 && after.lastError == "cannot connect" && after.outcomeUnknown)
            #expect(after.nextAttemptAt == now + 90 && !after.failed)
            // Refused for good: kept, shown, never due again by itself.
            try store.recordSendFailure(id: item.id, error: "Repeat content", unknownOutcome: false, nextAttemptAt: nil)
            #expect(try store.dueOutboxItems(now: now + 100_000).isEmpty)
            #expect(try store.outboxItem(id: item.id)?.failed == true)
            try store.retryOutboxItem(id: item.id)
            #expect(try store.dueOutboxItems(now: now).map(\.id) == [item.id])
            #expect(throws: Refusal.self) { try store.retryOutboxItem(id: item.id + 1) }
        }
    }

    @Test func backoffDoublesFromThirtySecondsToHalfAnHour() {
        #expect((1...9).map { OutboxBackoff.delay(afterFailures: $0) } == [30, 60, 120, 240, 480, 960, 1_800, 1_800, 1_800])
        #expect(OutboxBackoff.delay(afterFailures: 0) == 30)
        #expect(OutboxBackoff.delay(afterFailures: .max) == 1_800)
        #expect(OutboxBackoff.nextAttempt(afterFailures: 2, now: 1_000) == 1_060)
        #expect(OutboxBackoff.nextAttempt(afterFailures: 2, now: 1_000, retryAt: 4_600) == 4_600)
    }
}
