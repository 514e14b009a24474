import Testing
import WeiboCore
@testable import WeiboStore

/// 首页's groups: the sample's (v17) with their people's posts, and an
/// account's as Weibo sends them; the sample's counts agree with its lists.
@Suite("Groups", .english)
struct FeedGroupTests {
    @Test("the sample has groups of its people, each showing their posts offline")
    func sampleGroups() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            let groups = try store.feedGroups()
            #expect(groups.map(\.name) == ["特别关注", "同事", "美食"])
            let sample = try SampleData.bundled()
            for group in sample.groups ?? [] {
                let posts = try store.posts(.group(group.id), .newest, limit: 100)
                #expect(!posts.isEmpty, "\(group.name)")
                #expect(posts.allSatisfy { group.members.contains($0.userID) }, "\(group.name)")
                #expect(posts == posts.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) })
            }
            #expect(store.offersGroups)
        }
    }

    /// Issue 33 item 6: a post said 评论 12 and its page showed none.
    @Test("every sample post's comment count is the comments its page shows")
    func sampleCountsAgree() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            for post in try store.recentPosts(limit: 500) {
                #expect(try store.comments(on: post.id, limit: 500).count == post.commentCount, "\(post.authorName): \(post.text.prefix(12))")
            }
        }
    }

    @Test("an account's groups are replaced whole, and a group's page is kept beside 首页, not in it")
    func accountGroups() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"),
                                              clock: { 1_709_510_400 })
            defer { store.close() }
            #expect(try store.feedGroups().isEmpty)
            #expect(try store.saveFetchedGroups([FeedGroup(id: "41", name: "特别关注"), FeedGroup(id: "42", name: "同学")]) == 2)
            let author = User(id: "7", name: "同学甲")
            let post = Post(id: 900, userID: "7", authorName: "同学甲", text: "分组里的", createdAt: 1_709_500_000)
            #expect(try store.saveFetchedGroupPosts([post], users: [author], group: "42") == 1)
            #expect(try store.saveFetchedGroupPosts([post], users: [author], group: "42") == 0, "once")
            #expect(try store.posts(.group("42"), .newest, limit: 20).map(\.id) == [900])
            #expect(try store.recentPosts().isEmpty, "a group's post is no 首页 post")
            // Renamed and reordered, one gone: its posts leave with it.
            #expect(try store.saveFetchedGroups([FeedGroup(id: "42", name: "老同学")]) == 0)
            #expect(try store.feedGroups() == [FeedGroup(id: "42", name: "老同学")])
            #expect(try store.posts(.group("42"), .newest, limit: 20).map(\.id) == [900])
            try store.saveFetchedGroups([])
            #expect(try store.posts(.group("42"), .newest, limit: 20).isEmpty)
        }
    }
}
