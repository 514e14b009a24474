import Testing
import WeiboCore
@testable import WeiboStore

/// The sample's hot words open offline (v21): each word's posts are kept
/// as a search of all Weibo leaves them (综合 in the file's order, 实时
/// newest first), outside 首页, on a fresh sample store and on one made
/// before; an account's store gets none.
@Suite("The sample's hot words' posts", .english)
struct SampleHotPostsTests {
    @Test("a fresh sample store finds each hot word's posts, in order, none of them in 首页")
    func freshStore() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            let words = try SampleData.bundled().hotWords ?? []
            #expect(words.count(where: { $0.posts?.isEmpty == false }) == words.count, "every hot word opens on posts")
            let timeline = Set(try store.posts(.timeline, .newest, limit: 500).map(\.id))
            for word in words {
                let written = word.posts ?? []
                let top = try store.searchResults(WeiboSearchQuery(word.word))
                #expect(top.posts.map(\.text) == written.map(\.text), "\(word.word)")
                #expect(top.fetchedAt != nil && top.nextPage == nil, "one page, nothing more to ask for")
                let latest = try store.searchResults(WeiboSearchQuery(word.word, kind: .realtime)).posts
                #expect(latest.map(\.text) == written.sorted { $0.minutesAgo < $1.minutesAgo }.map(\.text), "\(word.word)")
                #expect(latest.allSatisfy { !timeline.contains($0.id) }, "\(word.word)'s posts are not 首页's")
                // Counts agree with lists (issue 33's item 6): no comments, none said.
                #expect(top.posts.allSatisfy { $0.commentCount == 0 })
            }
            #expect(try store.searchResults(WeiboSearchQuery("西湖")).fetchedAt == nil, "a word the sample has no posts for")
        }
    }

    @Test("a sample store made before v21 gains them once; reopening adds nothing")
    func olderStore() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 20, sample: try SampleData.bundled())
            for _ in 0..<2 {
                let store = try Store.open(dataDirectory: dir)
                #expect(try store.searchResults(WeiboSearchQuery("长沙臭豆腐申遗")).posts.count == 2)
                #expect(try rowCount(store, "posts") == (try SampleData.bundled()).allPosts.count)
                store.close()
            }
        }
    }

    @Test("an account's store gets none of them")
    func accountStore() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"))
            defer { store.close() }
            #expect(try store.searchResults(WeiboSearchQuery("长沙臭豆腐申遗")).fetchedAt == nil)
            #expect(try rowCount(store, "posts") == 0)
        }
    }
}
