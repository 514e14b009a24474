import Testing
import WeiboCore
@testable import WeiboStore

/// The badges read every count in one query; each must equal the count the
/// store gives on its own, through every kind of change.
@Suite("Badge counts in one query")
struct CountsTests {
    private func expectAgree(_ store: Store, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let me = try store.localUser().id
        var separately = StoreCounts(
            drafts: try store.draftCount(), myPosts: try store.postCount(by: me),
            unread: try store.unreadCounts(), unseenPosts: try store.hasUnseenPosts())
        separately.newPosts = try store.unseenPostCount()
        separately.readMarker = try store.timelineLastViewed()
        #expect(try store.counts(localUserID: me) == separately, sourceLocation: sourceLocation)
    }

    @Test("a new store, then drafts, posts, activity, reading and the timeline dot")
    func agreeThroughChanges() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try expectAgree(store)
            let me = try store.localUser().id

            _ = try store.saveDraft(Draft(mode: .post, text: "草稿"))
            try expectAgree(store)
            #expect(try store.counts(localUserID: me).drafts == 1)

            let first = try store.publish(Draft(text: "第一条"))
            try expectAgree(store)
            #expect(try store.counts(localUserID: me).unseenPosts == false, "a timeline never viewed has nothing new")

            try store.setTimelineLastViewed(first.cursor)
            try expectAgree(store)
            #expect(try store.counts(localUserID: me).unseenPosts == false)
            _ = try store.publish(Draft(text: "第二条"))
            try expectAgree(store)
            #expect(try store.counts(localUserID: me).unseenPosts == true)
            // The read marker and the count of posts after it, for 首页's badge and divider.
            #expect(try store.counts(localUserID: me).newPosts == 1)
            #expect(try store.counts(localUserID: me).readMarker == first.cursor)

            let added = try store.simulateActivity(count: 8)
            try expectAgree(store)
            #expect(try store.counts(localUserID: me).unread.total >= added.total)

            for kind in ActivityKind.allCases { try store.markRead(kind) }
            try expectAgree(store)
        }
    }
}
