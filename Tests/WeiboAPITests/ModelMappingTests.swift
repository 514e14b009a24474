import Testing
import WeiboAPI
import WeiboCore

@Suite("API values onto the app's model")
struct ModelMappingTests {
    static let now: Int64 = 1_709_520_000

    @Test("a repost becomes a Post with its original; pictures make it a photo post")
    func posts() throws {
        let page = try APIResponse.statusPage(status: 200, body: Fixtures.homeTimeline.bytes, now: Self.now)
        let post = page.items[0].post
        #expect(post.id == Fixtures.hugeID && post.userID == "1001" && post.authorName == "晴天小猫")
        #expect(post.source == "小米&手机" && post.repostCount == 3 && post.commentCount == 12 && post.likeCount == 40)
        #expect(post.repostOf == 2002 && post.kind == .text)
        let original = try #require(post.original)
        #expect(original.kind == .photo && original.attachmentLabel == "[图片]" && original.authorName == "山间小路")
        // The addresses, for the post page.
        #expect(original.mediaPath == "http://img.example/thumb/a.jpg\nhttp://img.example/thumb/b.jpg")
        #expect(post.mediaPath == nil)
    }

    @Test("a repost of a deleted post keeps the original's id and no original")
    func deletedOriginal() throws {
        let post = try APIResponse.statusPage(status: 200, body: Fixtures.lastPage.bytes, now: Self.now).items[0].post
        #expect(post.repostOf == 4 && post.original == nil)
    }

    @Test("comments, users and unread counts")
    func others() throws {
        let comment = try APIResponse.commentPage(status: 200, body: Fixtures.comments.bytes, now: Self.now).items[0].comment()
        // A reply: in the thread (楼中楼) of the comment it answers.
        #expect(comment == WeiboCore.Comment(id: 3002, postID: 2002, userID: "1002", authorName: "山间小路", text: "回复@晴天小猫:谢谢", createdAt: 1_709_517_600,
                                             rootID: 3001))
        let lone = try APIResponse.comment(status: 200, body: Fixtures.singleComment.bytes, now: Self.now).comment(postID: 2002)
        #expect(lone.postID == 2002)

        let user = try APIResponse.user(status: 200, body: Fixtures.user.bytes, now: Self.now)
        #expect(user.user(localUID: 1001) == User(id: "1001", name: "晴天小猫", bio: "爱拍照", followingCount: 80, followersCount: 120, postsCount: 9, isLocal: true))
        #expect(!user.user(localUID: 9).isLocal)

        let unread = try APIResponse.unreadCount(status: 200, body: Fixtures.unread.bytes, now: Self.now)
        #expect(unread.unreadCounts == UnreadCounts(mentions: 9, comments: 3, likes: 0, messages: 1))
    }
}
