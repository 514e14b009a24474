import Glibc
import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// A post with pictures on a web session: every picture is uploaded, in
/// the user's order, before the post leaves with their ids; an upload that
/// fails sends no post; 可见范围 goes as m.weibo.cn's `visible`.
@Suite("pictures and visibility through the outbox", .english)
struct OutboxPicturesTests {
    static let now = DirectMessagesSyncTests.now
    let web = DirectMessagesSyncTests()

    static func uploaded(_ id: String) -> Result<HTTPResponse, HTTPFailure> {
        OutboxSenderTests.ok(#"{"pic_id": "\#(id)", "thumbnail_pic": "https://wx1.sinaimg.cn/thumbnail/\#(id).jpg"}"#)
    }

    static let posted = OutboxSenderTests.ok(#"{"ok": 1, "data": {"id": "5001000000000001", "mid": "5001000000000001", "#
        + #""created_at": "Mon Mar 04 10:20:05 +0800 2024", "text": "三张", "user": {"id": \#(DirectMessagesSyncTests.me), "screen_name": "测试用户"}}}"#)

    /// Small PNG-signed files in a folder of their own, named `names`.
    static func pictures(_ names: [String], _ body: ([String]) throws -> Void) throws {
        var template = Array("/tmp/weibo-tui-pics-XXXXXX".utf8CString)
        let dir = String(cString: mkdtemp(&template)!)
        defer {
            for name in names { unlink(dir + "/" + name) }
            rmdir(dir)
        }
        let paths = names.map { dir + "/" + $0 }
        for (i, path) in paths.enumerated() {
            let file = fopen(path, "wb")!
            let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, UInt8(i)]
            fwrite(bytes, 1, bytes.count, file)
            fclose(file)
        }
        try body(paths)
    }

    static func draft(_ paths: [String], visibility: PostVisibility = .everyone) -> Draft {
        var draft = Draft(kind: .photo, text: "三张", mediaPath: Draft.mediaPath(paths))
        draft.visibility = visibility
        return draft
    }

    @Test func everyPictureGoesUpInOrderBeforeThePostWhichCarriesTheirIDsAndVisible() throws {
        try Self.pictures(["c.png", "a.png", "b.png"]) { paths in
            try web.withStore { store in
                let item = try store.queue(Self.draft(paths, visibility: .me))
                #expect(item.media == paths && item.visibility == .me)
                #expect(item.kindLabel == "Post · 3 pictures · Only me")
                let api = OutboxSenderTests.FakeWeibo()
                api.on("api/statuses/uploadPic", Self.uploaded("p1"), Self.uploaded("p2"), Self.uploaded("p3"))
                api.on("api/statuses/update", Self.posted)
                let run = try OutboxSender(account: web.account, client: web.client(api)).sendDue(in: store, now: Self.now)
                #expect(run.sent.map(\.weiboID) == [5_001_000_000_000_001])
                #expect(api.sent.map { $0.url.hasSuffix("uploadPic") ? "up" : "post" } == ["up", "up", "up", "post"])
                let names = api.sent.prefix(3).map { request in
                    ["c.png", "a.png", "b.png"].first { String(decoding: request.body, as: UTF8.self).contains("filename=\"\($0)\"") }
                }
                #expect(names == ["c.png", "a.png", "b.png"])
                #expect(api.sent[0].headers.contains { $0.hasPrefix("Content-Type: multipart/form-data; boundary=") })
                let form = String(decoding: api.sent[3].body, as: UTF8.self)
                #expect(form == "content=%E4%B8%89%E5%BC%A0&visible=1&picId=p1%2Cp2%2Cp3&st=a1b2c3")
                #expect(try store.outboxItem(id: item.id) == nil)
            }
        }
    }

    @Test func anUploadThatFailsSendsNoPostAndTheNextRunSendsItOnce() throws {
        try Self.pictures(["a.png", "b.png"]) { paths in
            try web.withStore { store in
                let item = try store.queue(Self.draft(paths))
                let api = OutboxSenderTests.FakeWeibo()
                api.on("api/statuses/uploadPic", Self.uploaded("p1"), .failure(HTTPFailure(.refused, "Connection refused")),
                       Self.uploaded("p3"), Self.uploaded("p4"))
                api.on("api/statuses/update", Self.posted)
                let sender = OutboxSender(account: web.account, client: web.client(api))
                let first = try sender.sendDue(in: store, now: Self.now)
                #expect(first.sent.isEmpty && api.count("api/statuses/update") == 0)
                #expect(try store.outboxItem(id: item.id) != nil)
                let second = try sender.sendDue(in: store, now: Self.now, waitingToo: true)
                #expect(second.sent.count == 1 && api.count("api/statuses/update") == 1)
                let form = String(decoding: api.sent.last!.body, as: UTF8.self)
                #expect(form.contains("picId=p3%2Cp4") && !form.contains("visible"))
            }
        }
    }

    @Test func anOpenAPIAccountRefusesPicturesAndVisibilityInOneLine() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户", clock: { Self.now })
            defer { store.close() }
            #expect(throws: Refusal(Unavailable.pictures.message)) { try store.queue(Self.draft(["/tmp/x.png"])) }
            #expect(throws: Refusal(Unavailable.visibility.message)) { try store.queue(Draft(text: "字", visibility: .me)) }
            #expect(try store.outbox().isEmpty)
        }
    }

    @Test func postVisibleOnTheSampleSaysItHasNoAudienceAndPublishesNothing() throws {
        try withTemporaryDirectory { dir in
            let open = { try openTestStore(dir) }
            let refused = PostsCommandLine.post(["--visible", "me", "只给我"], readStdin: { _ in nil }, openStore: open)
            #expect(refused == CommandOutput(stderr: "weibo-tui post: \(PostsCommandLine.sampleHasNoAudience)\n", status: 1))
            let wrong = PostsCommandLine.post(["--visible", "fans", "x"], readStdin: { _ in nil }, openStore: open)
            #expect(wrong.status == 2 && wrong.stderr.contains("--visible must be public|friends|me"))
            let store = try open()
            defer { store.close() }
            #expect(try store.recentPosts(limit: 50).allSatisfy { $0.text != "只给我" })
            let fine = PostsCommandLine.post(["--visible", "public", "给大家"], readStdin: { _ in nil }, openStore: open)
            #expect(fine.status == 0)
        }
    }

    @Test func aDraftKeepsItsPicturesInOrderAndItsVisibility() throws {
        try web.withStore { store in
            let id = try store.saveDraft(Self.draft(["/p/3.png", "/p/1.png", "/p/2.png"], visibility: .friends))
            let back = try #require(try store.draft(id: id))
            #expect(back.media == ["/p/3.png", "/p/1.png", "/p/2.png"] && back.visibility == .friends)
        }
    }
}

/// `outbox --json` says what a queued post carries: its files in the order
/// they go, and who may read it (issue 33 left it out of the JSON at first).
@Suite struct OutboxJSONMediaTests {
    @Test func aQueuedPostsFilesAndVisibilityAreInItsJSON() throws {
        var item = OutboxItem(id: 3, kind: .post, text: "三张图", createdAt: 100, nextAttemptAt: 100)
        item.media = ["/tmp/b.png", "/tmp/a \"x\".png"]
        item.visibility = .me
        let json = OutboxCommandLine.json(item)
        #expect(json.contains(#""media": ["/tmp/b.png", "/tmp/a \"x\".png"]"#))
        #expect(json.contains(#""visibility": "me""#))
        let plain = OutboxCommandLine.json(OutboxItem(id: 4, kind: .comment, text: "评论", createdAt: 100, nextAttemptAt: 100))
        #expect(plain.contains(#""media": []"#) && plain.contains(#""visibility": "public""#))
    }
}
