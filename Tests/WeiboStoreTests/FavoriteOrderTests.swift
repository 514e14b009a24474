import Testing
import WeiboCore
@testable import WeiboStore

/// 我 › 收藏 lists the newest favourite first, as Weibo does: an old post
/// favourited today comes above a newer post favourited last week.
@Suite("Favourites in the order they were made", .english)
struct FavoriteOrderTests {
    final class Clock: @unchecked Sendable { var now: Int64 = 1_709_510_400 }

    @Test func theNewestFavouriteComesFirstWhateverThePostsTimes() throws {
        try withTemporaryDirectory { dir in
            let clock = Clock()
            let store = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"),
                                              clock: { clock.now })
            defer { store.close() }
            let author = User(id: "42", name: "作者")
            let posts = (1...3).map { Post(id: 100 + Int64($0), userID: "42", authorName: "作者", text: "第\($0)条", createdAt: 1_700_000_000 + Int64($0) * 3600) }
            try store.saveFetched(users: [author], timeline: posts)
            // Favourited newest post first, the oldest post last.
            for id: Int64 in [103, 102, 101] {
                clock.now += 60
                try store.setFavorited(postID: id, true)
            }
            #expect(try store.favoritePosts().map(\.id) == [101, 102, 103])
            // Paged by keyset in the same order, from either end.
            let first = try store.posts(.favorited, .newest, limit: 1)
            #expect(first.map(\.id) == [101])
            let next = try store.posts(.favorited, .older(than: PostListSource.favorited.cursor(of: first[0])), limit: 2)
            #expect(next.map(\.id) == [102, 103])
            let back = try store.posts(.favorited, .newer(than: PostListSource.favorited.cursor(of: next[1])), limit: 1)
            #expect(back.map(\.id) == [102])
            #expect(try store.posts(.favorited, .oldest, limit: 1).map(\.id) == [103])
            // The window a write reads again starts at the same favourite.
            let window = PostWindow(count: 2, through: PostListSource.favorited.cursor(of: next[0]))
            #expect(try store.posts(.favorited, window: window).map(\.id) == [102, 103])
        }
    }
}
