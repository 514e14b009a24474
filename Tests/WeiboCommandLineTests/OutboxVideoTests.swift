import Glibc
import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboCommandLine
@testable import WeiboSync

/// A video on a web session's post: weibo.com's dispatch, the upload
/// host's init, the chunks (each retried, never with a cookie) and check,
/// then the one write, weibo.com's update naming the `media_id`.
@Suite("a video through the outbox", .english)
struct OutboxVideoTests {
    static let now = DirectMessagesSyncTests.now
    let web = DirectMessagesSyncTests()
    static let up = "https://up.example/2/fileplatform/"

    static let dispatched = OutboxSenderTests.ok(#"{"ok": 1, "data": {"video": {"init_url": "\#(up)init.json", "#
        + #""upload_url": "\#(up)upload.json", "check_url": "\#(up)check.json"}}}"#)
    /// chunk_size 1 KB: the 2500-byte clip goes in three chunks.
    static let opened = OutboxSenderTests.ok(#"{"upload_id": "U1", "media_id": 4982000000000001, "auth": "AUTH", "#
        + #""strategy": {"upload_protocol": "binary", "chunk_size": 1, "chunk_retry": 3}}"#)
    static let accepted = OutboxSenderTests.ok(#"{"result": true}"#)
    static let posted = OutboxSenderTests.ok(#"{"ok": 1, "data": {"id": 5001000000000002, "idstr": "5001000000000002", "mid": "5001000000000002", "#
        + #""created_at": "Mon Mar 04 10:20:05 +0800 2024", "text": "雪景", "text_raw": "雪景", "#
        + #""user": {"id": \#(DirectMessagesSyncTests.me), "screen_name": "测试用户"}}}"#)

    /// A 2500-byte file whose first bytes say MP4, then counting bytes.
    static func clip(_ body: (String, [UInt8]) throws -> Void) throws {
        var template = Array("/tmp/weibo-tui-clip-XXXXXX".utf8CString)
        let dir = String(cString: mkdtemp(&template)!)
        let path = dir + "/snow.mp4"
        defer {
            unlink(path)
            rmdir(dir)
        }
        let bytes: [UInt8] = [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + (0..<2488).map { UInt8(truncatingIfNeeded: $0) }
        let file = fopen(path, "wb")!
        fwrite(bytes, 1, bytes.count, file)
        fclose(file)
        try body(path, bytes)
    }

    static func draft(_ path: String, text: String = "雪景", visibility: PostVisibility = .everyone) -> Draft {
        var draft = Draft(kind: .photo, text: text, mediaPath: path)
        draft.visibility = visibility
        return draft
    }

    static func step(_ request: HTTPRequest) -> String {
        let path = String(request.url.split(separator: "?")[0])
        if path.hasSuffix("upload.json") {
            let index = request.url.split(separator: "&").first { $0.hasPrefix("index=") }.map { String($0.dropFirst(6)) } ?? "?"
            return "chunk " + index
        }
        return String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".json", with: "")
    }

    @Test func theVideoGoesUpInChunksThenOnePostNamesIt() throws {
        try Self.clip { path, bytes in
            try web.withStore { store in
                let item = try store.queue(Self.draft(path, visibility: .me))
                let api = OutboxSenderTests.FakeWeibo()
                api.on("ajax/multimedia/dispatch", Self.dispatched)
                api.on("init.json", Self.opened)
                // The second chunk is refused once, then taken.
                api.on("upload.json", Self.accepted, OutboxSenderTests.ok(#"{"result": false}"#), Self.accepted, Self.accepted)
                api.on("check.json", Self.accepted)
                api.on("ajax/statuses/update", Self.posted)
                let run = try OutboxSender(account: web.account, client: web.client(api)).sendDue(in: store, now: Self.now)
                #expect(run.sent.map(\.weiboID) == [5_001_000_000_000_002] && run.failures.isEmpty)
                #expect(api.sent.map(Self.step) == ["dispatch", "init", "chunk 0", "chunk 1", "chunk 1", "chunk 2", "check", "update"])
                // The chunks are the file, in order, each with its MD5.
                let chunks = api.sent.filter { $0.url.contains("upload.json") }
                #expect(chunks[0].body + chunks[2].body + chunks[3].body == bytes)
                for chunk in chunks { #expect(chunk.url.hasSuffix("&check=" + MD5.hex(chunk.body))) }
                // The upload host is sent X-Up-Auth, never a cookie; weibo.com its session.
                for request in api.sent where request.url.hasPrefix(Self.up) {
                    #expect(!request.headers.contains { $0.lowercased().hasPrefix("cookie:") })
                    #expect(request.url.contains("init.json") || request.headers.contains("X-Up-Auth: AUTH"))
                }
                #expect(api.sent[0].url == "https://weibo.com/ajax/multimedia/dispatch")
                let form = String(decoding: api.sent.last!.body, as: UTF8.self)
                #expect(form == WebRequest.desktopPost(text: "雪景", visible: 1, media: VideoUpload.media(mediaID: "4982000000000001")).body)
                #expect(form.contains("visible=1") && form.contains("content=%E9%9B%AA%E6%99%AF"))
                #expect(try store.outboxItem(id: item.id) == nil)
            }
        }
    }

    @Test func anUploadThatFailsSendsNoPostAndTheNextRunUploadsAgainAndPostsOnce() throws {
        try Self.clip { path, _ in
            try web.withStore { store in
                let item = try store.queue(Self.draft(path))
                let api = OutboxSenderTests.FakeWeibo()
                api.on("ajax/multimedia/dispatch", Self.dispatched)
                api.on("init.json", Self.opened)
                let lost = Result<HTTPResponse, HTTPFailure>.failure(HTTPFailure(.refused, "Connection refused"))
                api.on("upload.json", Self.accepted, lost, lost, lost, Self.accepted)
                api.on("check.json", Self.accepted)
                api.on("ajax/statuses/update", Self.posted)
                let sender = OutboxSender(account: web.account, client: web.client(api))
                let first = try sender.sendDue(in: store, now: Self.now)
                #expect(first.sent.isEmpty && api.count("ajax/statuses/update") == 0 && api.count("check.json") == 0)
                #expect(try store.outboxItem(id: item.id) != nil)
                let second = try sender.sendDue(in: store, now: Self.now, waitingToo: true)
                #expect(second.sent.count == 1 && api.count("ajax/statuses/update") == 1)
                #expect(api.count("init.json") == 2, "the upload starts again from init")
            }
        }
    }

    @Test func theHostsRefusalSaysWhyAndNothingIsPosted() throws {
        try Self.clip { path, _ in
            try web.withStore { store in
                _ = try store.queue(Self.draft(path))
                let api = OutboxSenderTests.FakeWeibo()
                api.on("ajax/multimedia/dispatch", Self.dispatched)
                api.on("init.json", OutboxSenderTests.ok(#"{"error": "user need identity authentication", "error_code": 20103}"#))
                let run = try OutboxSender(account: web.account, client: web.client(api)).sendDue(in: store, now: Self.now)
                #expect(run.failures.map(\.message) == ["Weibo error 20103: user need identity authentication"])
                #expect(api.count("upload.json") == 0 && api.count("ajax/statuses/update") == 0)
            }
        }
    }

    @Test func aVideoIsQueuedOnAWebSessionButNotForTheFriendsCircleNorOnTheOpenAPI() throws {
        try Self.clip { path, _ in
            try web.withStore { (store: Store) throws -> Void in
                #expect(throws: Refusal("A video post cannot be for the friends circle: choose public or only me")) {
                    try store.queue(Self.draft(path, visibility: .friends))
                }
                let item = try store.queue(Self.draft(path, text: ""))
                #expect(item.media == [path] && item.mediaIsVideo && item.kindLabel == "Post · video")
                #expect(OutboxSender.content(of: item) == "分享视频")
            }
            try withTemporaryDirectory { dir in
                let store = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户", clock: { Self.now })
                defer { store.close() }
                #expect(throws: Refusal("The Open API cannot upload videos: post it from the Weibo app or weibo.com")) {
                    try store.queue(Self.draft(path))
                }
                #expect(try store.outbox().isEmpty)
            }
        }
    }

    @Test func aFileGoneOrTooLargeIsTheItemsOwnFailureInOneLine() throws {
        let api = OutboxSenderTests.FakeWeibo()
        let backend = WebBackend(account: web.account, client: web.client(api))
        for (path, line) in [("/tmp/weibo-tui-no-such.mp4", "Weibo error 0: Cannot read the video: /tmp/weibo-tui-no-such.mp4"),
                             ("/tmp", "Weibo error 0: Cannot read the video: /tmp")] {
            do {
                _ = try backend.uploadVideo(path)
                Issue.record("uploaded \(path)")
            } catch {
                #expect(error.message(now: Self.now) == line)
            }
        }
        // Past the cap (a sparse file: nothing is written), refused before any request.
        try Self.clip { path, _ in
            #expect(truncate(path, off_t(VideoUpload.maximumBytes + 1)) == 0)
            do {
                _ = try backend.uploadVideo(path)
                Issue.record("uploaded a file over the cap")
            } catch {
                #expect((error as? RemoteFailure)?.message(now: Self.now) == "Weibo error 0: The video is too large (500 MB at most): " + path)
            }
        }
        #expect(api.sent.isEmpty)
    }
}
