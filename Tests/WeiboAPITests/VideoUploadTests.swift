import Testing
import WeiboAPI
import WeiboCore

@Suite("Video upload: weibo.com's dispatch, the upload host's init, chunks and check, the post's media")
struct VideoUploadTests {
    @Test("MD5 matches RFC 1321's test suite, and a chunk of a megabyte")
    func md5Vectors() {
        let vectors = [("", "d41d8cd98f00b204e9800998ecf8427e"), ("a", "0cc175b9c0f1b6a831c399e269772661"),
                       ("abc", "900150983cd24fb0d6963f7d28e17f72"), ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
                       ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
                       ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
                       (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a")]
        for (text, digest) in vectors { #expect(MD5.hex(Array(text.utf8)) == digest, "\(text)") }
        // 55, 56 and 64 bytes: the padding's edges.
        #expect(MD5.hex([UInt8](repeating: 0x61, count: 55)) == "ef1772b6dff9a122358552954ad0df65")
        #expect(MD5.hex([UInt8](repeating: 0x61, count: 56)) == "3b0c8ac703f828b04c6c197006d17218")
        #expect(MD5.hex([UInt8](repeating: 0x61, count: 64)) == "014842d480b571495a4a0363793f7367")
        #expect(MD5.digest(Array("abc".utf8)).count == 16)
    }

    @Test("a file is cut into chunks of the host's size, the last shorter; an exact multiple has no empty tail")
    func chunking() {
        let chunks = VideoUpload.Chunks(size: 150 * 1024 + 7, chunkBytes: 64 * 1024)
        #expect(chunks.count == 3)
        #expect((0..<3).map(chunks.start(of:)) == [0, 65_536, 131_072])
        #expect((0..<3).map(chunks.length(of:)) == [65_536, 65_536, 150 * 1024 + 7 - 131_072])
        #expect((0..<3).map(chunks.length(of:)).reduce(0, +) == chunks.size)
        #expect(VideoUpload.Chunks(size: 128 * 1024, chunkBytes: 64 * 1024).count == 2)
        #expect(VideoUpload.Chunks(size: 1, chunkBytes: 64 * 1024).count == 1)
        #expect(VideoUpload.Chunks(size: 0, chunkBytes: 64 * 1024).count == 0)
        #expect(VideoUpload.Chunks(size: 10, chunkBytes: 0).count == 10, "a zero size is taken as one byte, never a division by zero")
    }

    @Test("dispatch: a form on weibo.com naming the video's size; its reply's three addresses")
    func dispatch() throws {
        let request = WebRequest.videoDispatch(size: 1234)
        #expect(request.host == .desktop && request.method == .post && request.path == "ajax/multimedia/dispatch")
        #expect(request.body == "source=339644097&types=video&version=4&auth_accept=video&size=1234")
        let hosts = try WebResponse.videoHosts(status: 200, body: WebFixture.bytes("desktop-multimedia-dispatch.json"), now: WebFixture.now)
        #expect(hosts == VideoUpload.Hosts(initURL: "https://fileplatform-cn1.api.weibo.com/2/fileplatform/init.json",
                                           uploadURL: "https://up-cn1.video.weibocdn.com/2/fileplatform/upload.json",
                                           checkURL: "https://fileplatform-cn1.api.weibo.com/2/fileplatform/check.json"))
        // Not an address: refused, never requested.
        let odd = Array(#"{"ok": 1, "data": {"video": {"init_url": "file:///etc/passwd", "upload_url": "https://u", "check_url": "https://c"}}}"#.utf8)
        #expect(throws: APIError.self) { try WebResponse.videoHosts(status: 200, body: odd, now: 0) }
        #expect(throws: APIError.signedOut) { try WebResponse.videoHosts(status: 200, body: Array(#"{"ok": -100, "url": "https://x"}"#.utf8), now: 0) }
    }

    @Test("init: ids as numbers or strings, at the top or in data; the strategy's chunk size (KB) and tries within bounds")
    func initReply() throws {
        let top = try WebResponse.videoSession(status: 200, body: WebFixture.bytes("fileplatform-init.json"), now: WebFixture.now)
        #expect(top == VideoUpload.Session(uploadID: "a1b2c3d4e5f60718", mediaID: "4982000000000001", auth: "bGlnaHQ6YXV0aDp0b2tlbg==",
                                           uploadProtocol: "binary", chunkBytes: 10 << 20, chunkTries: 3))
        let nested = try WebResponse.videoSession(status: 200, body: WebFixture.bytes("fileplatform-init-data.json"), now: WebFixture.now)
        #expect(nested.mediaID == "4982000000000002" && nested.chunkBytes == 512 * 1024 && nested.chunkTries == 5)
        let bare = try WebResponse.videoSession(status: 200, body: Array(#"{"upload_id": "u", "media_id": 7, "auth": "a"}"#.utf8), now: 0)
        #expect(bare.chunkBytes == VideoUpload.defaultChunkBytes && bare.chunkTries == 3 && bare.uploadProtocol == "binary")
        let huge = try WebResponse.videoSession(status: 200, body: Array(#"{"upload_id": "u", "media_id": 7, "auth": "a", "strategy": {"chunk_size": 9999999999}}"#.utf8), now: 0)
        #expect(huge.chunkBytes == VideoUpload.chunkBytesRange.upperBound)
        #expect(throws: APIError.api(code: 20103, message: "user need identity authentication")) {
            try WebResponse.videoSession(status: 200, body: WebFixture.bytes("fileplatform-error.json"), now: 0)
        }
        #expect(throws: APIError.self) { try WebResponse.videoSession(status: 200, body: Array(#"{"upload_id": "u", "auth": "a"}"#.utf8), now: 0) }
    }

    @Test("a chunk and check: result true is done; false or an error is refused")
    func accepted() throws {
        try WebResponse.videoAccepted(status: 200, body: WebFixture.bytes("fileplatform-upload.json"), now: 0)
        try WebResponse.videoAccepted(status: 200, body: WebFixture.bytes("fileplatform-check.json"), now: 0)
        #expect(throws: APIError.self) { try WebResponse.videoAccepted(status: 200, body: Array(#"{"result": false}"#.utf8), now: 0) }
        #expect(throws: APIError.self) { try WebResponse.videoAccepted(status: 500, body: Array(#"{"result": true}"#.utf8), now: 0) }
        #expect(throws: APIError.self) { try WebResponse.videoAccepted(status: 200, body: WebFixture.bytes("fileplatform-error.json"), now: 0) }
    }

    @Test("the upload host's requests: the query as the composer sends it, X-Up-Auth and no cookie, the chunk's MD5")
    func requests() {
        let hosts = VideoUpload.Hosts(initURL: "https://f.example/2/fileplatform/init.json", uploadURL: "https://u.example/2/fileplatform/upload.json?tag=cn1",
                                      checkURL: "https://f.example/2/fileplatform/check.json")
        let open = VideoUpload.open(hosts, size: 5, name: "雪 景.mp4")
        #expect(open.url == "https://f.example/2/fileplatform/init.json?source=339644097&size=5&name=%E9%9B%AA%20%E6%99%AF.mp4&type=video&client=web")
        #expect(open.contentType.hasPrefix("multipart/mixed; boundary=") && open.auth == nil)
        #expect(String(decoding: open.body, as: UTF8.self).contains(#"name="biz_file""#))
        #expect(String(decoding: open.body, as: UTF8.self).contains(#"{"mediaprops":"{\"screenshot\":1}"}"#))
        let session = VideoUpload.Session(uploadID: "U", mediaID: "M", auth: "A")
        let chunks = VideoUpload.Chunks(size: 5, chunkBytes: 3)
        let chunk = VideoUpload.chunk(session, hosts, chunks: chunks, index: 1, bytes: Array("bc".utf8))
        #expect(chunk.url == "https://u.example/2/fileplatform/upload.json?tag=cn1&source=339644097&upload_id=U&media_id=M&upload_protocol=binary"
                + "&type=video&client=web&index=1&size=2&start_loc=3&count=2&check=\(MD5.hex(Array("bc".utf8)))")
        #expect(chunk.body == Array("bc".utf8))
        let headers = chunk.headers()
        #expect(headers.contains(APIParameter("X-Up-Auth", "A")) && headers.contains(APIParameter("Content-Type", "application/octet-stream")))
        #expect(!headers.contains { $0.name.lowercased() == "cookie" })
        let finish = VideoUpload.finish(session, hosts, chunks: chunks)
        #expect(finish.url == "https://f.example/2/fileplatform/check.json?source=339644097&upload_id=U&media_id=M&upload_protocol=binary"
                + "&count=2&action=finish&size=5&client=web&status=")
        #expect(finish.headers().contains(APIParameter("X-Up-Auth", "A")) && finish.body.isEmpty)
    }

    @Test("the post: weibo.com's update with the video's media JSON, which reads back to its media_id")
    func update() throws {
        let media = VideoUpload.media(mediaID: "4982000000000001")
        let value = try #require(JSONValue.parse(Array(media.utf8)))
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members["type"] == .string("video") && members["media_id"] == .string("4982000000000001"))
        #expect(members["approval_reprint"] == .string("1"))
        #expect(members["titles"] != nil && members["resource"] != nil && members["homemade"] != nil)
        let request = WebRequest.desktopPost(text: "雪景", visible: 1, media: media)
        #expect(request.path == "ajax/statuses/update" && request.writes)
        #expect(request[parameter: "media"] == media && request[parameter: "visible"] == "1" && request[parameter: "pic_id"] == "")
        #expect(WebRequest.desktopPost(text: "x")[parameter: "media"] == "{}")
        // A media id with a quote stays one JSON string.
        #expect(JSONValue.parse(Array(VideoUpload.media(mediaID: #"a"b"#).utf8)) != nil)
    }
}
