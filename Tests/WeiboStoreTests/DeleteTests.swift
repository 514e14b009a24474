import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Deleting my posts and comments")
struct DeleteTests {
    @Test("a post goes with its comments; the post it reposted counts one fewer; reposts of it stay")
    func deletePost() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let original = try store.posts(.timeline, .newest, limit: 100).first { $0.userID != (try store.localUser().id) }!
            let repost = try store.publish(Draft(mode: .repost, targetPostID: original.id, text: "转一下"))
            try store.addComment(postID: repost.id, text: "自己评论自己")
            let echo = try store.publish(Draft(mode: .repost, targetPostID: repost.id, text: "再转"))
            let countBefore = try store.post(id: original.id)!.repostCount

            try store.deletePost(id: repost.id)
            #expect(try store.post(id: repost.id) == nil)
            #expect(try store.comments(on: repost.id).isEmpty)
            #expect(try store.post(id: original.id)!.repostCount == countBefore - 1)
            #expect(try store.post(id: echo.id)?.text.hasPrefix("再转") == true, "another post is never deleted with it")
        }
    }

    @Test("someone else's post or comment, or one that is gone, is refused and nothing changes")
    func refusals() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let me = try store.localUser().id
            let theirs = try store.posts(.timeline, .newest, limit: 100).first { $0.userID != me }!
            let theirComment = try store.comments(on: 1).first!
            let before = try snapshot(store)
            #expect(throws: Refusal("只能删除自己的微博")) { try store.deletePost(id: theirs.id) }
            #expect(throws: Refusal("这条微博已不存在")) { try store.deletePost(id: 99_999) }
            #expect(throws: Refusal("只能删除自己的评论")) { try store.deleteComment(id: theirComment.id) }
            #expect(throws: Refusal("这条评论已不存在")) { try store.deleteComment(id: 99_999) }
            #expect(try snapshot(store) == before)
        }
    }

    @Test("my comment goes and its post counts one fewer")
    func deleteComment() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let before = try store.post(id: 1)!.commentCount
            let mine = try store.addComment(postID: 1, text: "回复@Bob:好")
            #expect(try store.post(id: 1)!.commentCount == before + 1)
            try store.deleteComment(id: mine.id)
            #expect(try store.comment(id: mine.id) == nil)
            #expect(try store.post(id: 1)!.commentCount == before)
        }
    }
}
