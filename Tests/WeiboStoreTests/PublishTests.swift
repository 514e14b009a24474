import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Publishing posts, reposts and comments")
struct PublishTests {
    @Test("a published post is the local user's, now, from weibo-tui, first on the timeline")
    func publishText() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let post = try store.publish(Draft(text: "你好，世界 hello"))
            #expect(post.userID == "u_me" && post.authorName == "我")
            #expect(post.createdAt == fixedNow && post.source == "weibo-tui" && post.kind == .text)
            #expect(post.repostCount == 0 && post.commentCount == 0 && post.likeCount == 0 && !post.liked)
            #expect(try store.recentPosts(limit: 1).first == post)
            #expect(try store.newestPostTime() == fixedNow)
        }
    }

    @Test("quotes, SQL, escape sequences, NUL and bidi text are stored verbatim",
          arguments: ["'); DROP TABLE posts;--", "\"quoted\" 'single'", "\u{1B}]0;title\u{07}\u{1B}[2J",
                      "nul\u{0}inside", "\u{202E}txet desrever", "line1\nline2\r\n\ttab"])
    func verbatim(_ text: String) throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let post = try store.publish(Draft(text: text))
            #expect(try store.post(id: post.id)?.text == text)
            #expect(try store.postCount() == 6)
        }
    }

    @Test("empty, blank and over-limit posts are refused and nothing is written",
          arguments: ["", "   \n\t", String(repeating: "字", count: 2_001), String(repeating: "a", count: 4_001)])
    func refused(_ text: String) throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let draftID = try store.saveDraft(Draft(text: text))
            let before = try snapshot(store)
            let refusal = #expect(throws: Refusal.self) { try store.publish(Draft(id: draftID, text: text)) }
            #expect(refusal?.message == WeiboLength.refusal(text, limit: WeiboLength.longTextLimit))
            #expect(try snapshot(store) == before)
        }
    }

    @Test("exactly at the limit is accepted: 2,000 CJK or 4,000 ASCII characters on the sample")
    func atLimit() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.publish(Draft(text: String(repeating: "字", count: 2_000)))
            try store.publish(Draft(text: String(repeating: "a", count: 4_000)))
            #expect(try store.postCount() == 7)
        }
    }

    @Test("one length rule per kind of account: long text on the sample and a web session, 140 on the Open API; comments 140")
    func lengthRulePerAccount() throws {
        try withTemporaryDirectory { dir in
            let sample = try openTestStore(dir)
            defer { sample.close() }
            let long = String(repeating: "长", count: 300)
            #expect(sample.postLengthLimit == 2_000)
            #expect(try sample.publish(Draft(text: long)).text == long)
            let comment = #expect(throws: Refusal.self) { try sample.publish(Draft(mode: .comment, targetPostID: 1, text: long)) }
            #expect(comment?.message == "超出 160 字，无法发布")
            let web = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页", cookies: "SUB=x", st: "s"))
            defer { web.close() }
            #expect(web.postLengthLimit == 2_000)
            #expect(try web.queue(Draft(text: long)).text == long)
            let api = try Store.openAccount(dataDirectory: dir, account: Account(uid: 1001, screenName: "开放", accessToken: "t", expiresAt: 1))
            defer { api.close() }
            #expect(api.postLengthLimit == 140)
            let refused = #expect(throws: Refusal.self) { try api.queue(Draft(text: long)) }
            #expect(refused?.message == "超出 160 字，无法发布（微博开放接口的账号最多 140 字）")
            #expect(try api.queue(Draft(text: String(repeating: "长", count: 140))).kind == .post)
        }
    }

    @Test("publishing a saved draft deletes it in the same transaction")
    func publishDeletesDraft() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let id = try store.saveDraft(Draft(text: "草稿里的话"))
            let other = try store.saveDraft(Draft(text: "另一份"))
            let post = try store.publish(Draft(id: id, text: "草稿里的话"))
            #expect(try store.draft(id: id) == nil)
            #expect(try store.draft(id: other) != nil)
            #expect(try store.recentPosts(limit: 1).first?.id == post.id)
            #expect(try store.postCount() == 6)
        }
    }

    @Test("a publish that fails inside the transaction keeps its draft and writes no post")
    func failedPublishKeepsDraft() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            // The saved draft names post 1; the publish request names a post that
            // is gone, which is only found out inside the transaction.
            let id = try store.saveDraft(Draft(mode: .repost, targetPostID: 1, text: "转发一下"))
            let before = try snapshot(store)
            let refusal = #expect(throws: Refusal.self) {
                try store.publish(Draft(id: id, mode: .repost, targetPostID: 999, text: "转发一下"))
            }
            #expect(refusal?.message == "原微博已不存在，无法转发")
            #expect(try snapshot(store) == before)
        }
    }

    @Test("a repost points at its original and bumps its count; an empty one reads 转发微博")
    func repost() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let before = try #require(try store.post(id: 1)).repostCount
            let repost = try store.publish(Draft(mode: .repost, targetPostID: 1, text: " "))
            #expect(repost.repostOf == 1 && repost.original?.id == 1)
            #expect(repost.text == "转发微博")
            #expect(try store.post(id: 1)?.repostCount == before + 1)
        }
    }

    @Test("a repost of a repost is flattened to the root, carries the chain, and bumps both")
    func repostOfRepost() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            // Post 3 (by 我) reposts post 4.
            let root = try #require(try store.post(id: 4)).repostCount
            let middle = try #require(try store.post(id: 3)).repostCount
            let post = try store.publish(Draft(mode: .repost, targetPostID: 3, text: "同意"))
            #expect(post.repostOf == 4)
            #expect(post.text == "同意//@我:转发微博")
            #expect(try store.post(id: 4)?.repostCount == root + 1)
            #expect(try store.post(id: 3)?.repostCount == middle + 1)
        }
    }

    @Test("a comment published from a draft lands under its post and bumps the count")
    func commentThroughPublish() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let id = try store.saveDraft(Draft(mode: .comment, targetPostID: 2, text: "说得好"))
            let post = try store.publish(Draft(id: id, mode: .comment, targetPostID: 2, text: "说得好"))
            #expect(post.id == 2 && post.commentCount == 1)
            #expect(try store.comments(on: 2).map(\.text) == ["说得好"])
            #expect(try store.draftCount() == 0)
            #expect(try store.postCount() == 5)
        }
    }

    @Test("likes move the count once per change")
    func likes() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let start = try #require(try store.post(id: 1))
            #expect(!start.liked)
            let liked = try store.setLiked(postID: 1, true)
            #expect(liked.liked && liked.likeCount == start.likeCount + 1)
            #expect(try store.setLiked(postID: 1, true).likeCount == start.likeCount + 1)
            let unliked = try store.setLiked(postID: 1, false)
            #expect(!unliked.liked && unliked.likeCount == start.likeCount)
            #expect(try store.setLiked(postID: 1, false).likeCount == start.likeCount)
            #expect(throws: Refusal.self) { try store.setLiked(postID: 999, true) }
        }
    }

    @Test("kinds keep what they attach, and refuse what they lack")
    func kinds() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let checkIn = try store.publish(Draft(kind: .checkIn, text: "到此一游", place: "湖南省 › 长沙市"))
            #expect(checkIn.kind == .checkIn && checkIn.place == "湖南省 › 长沙市")
            #expect(checkIn.attachmentLabel == "📍 湖南省 › 长沙市")
            let review = try store.publish(Draft(kind: .review, text: "好吃", rating: 4))
            #expect(review.attachmentLabel == "★★★★☆")
            let photo = try store.publish(Draft(kind: .photo, text: "看图", mediaPath: "/tmp/cat.jpg"))
            #expect(photo.mediaPath == "/tmp/cat.jpg" && photo.attachmentLabel == "[图片]")
            let long = try store.publish(Draft(kind: .longPost, title: "标题", text: "正文"))
            #expect(long.title == "标题" && long.headline == "标题" && long.attachmentLabel == nil, "the title goes first, not after")
            let longest = try store.publish(Draft(kind: .longPost, title: "长", text: String(repeating: "长", count: 2_000)))
            #expect(longest.text.count == 2_000)
            let photoOnly = try store.publish(Draft(kind: .photo, mediaPath: "/tmp/cat.jpg"))
            #expect(photoOnly.text == "" && photoOnly.attachmentLabel == "[图片]", "a photo is a post on its own")
            let checkInOnly = try store.publish(Draft(kind: .checkIn, place: "湖南省 › 长沙市"))
            #expect(checkInOnly.text == "" && checkInOnly.place == "湖南省 › 长沙市")
            #expect(try store.publish(Draft(text: "plain")).attachmentLabel == nil)

            let before = try snapshot(store)
            #expect(throws: Refusal.self) { try store.publish(Draft(kind: .checkIn, text: "哪儿")) }
            #expect(throws: Refusal.self) { try store.publish(Draft(kind: .longPost, title: "长", text: String(repeating: "长", count: 2_001))) }
            #expect(throws: Refusal.self) { try store.publish(Draft(kind: .photo)) }
            #expect(throws: Refusal.self) { try store.publish(Draft(kind: .review, text: "嗯", rating: 6)) }
            #expect(throws: Refusal.self) { try store.publish(Draft(kind: .shoot, text: "视频", mediaPath: " ")) }
            #expect(throws: Refusal.self) {
                try store.publish(Draft(kind: .longPost, title: String(repeating: "长", count: 61), text: "x"))
            }
            #expect(try snapshot(store) == before)
        }
    }
}
