import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboSync

/// `sync --record`: each reply written as it came, with nothing secret in it.
@Suite("sync --record's folder", .english)
struct ReplyRecorderTests {
    let account = Account(webUID: 6_001_234_567, screenName: "测试用户", cookieJar: WebSessionStateTests.jar, st: "a1b2c3")

    @Test func secretsAreReplacedConsistentlyAndTheIndexSaysWhatWasAsked() throws {
        try withTemporaryDirectory { dir in
            let folder = dir + "/record"
            let recorder = try ReplyRecorder(folder: folder, account: account)
            let session = WebSession(account: account, bases: WebSessionStateTests.bases)
            let body = #"{"ok": 1, "data": {"login": true, "st": "a1b2c3", "uid": "6001234567", "containerid": "1076036001234567", "#
                + #""user": {"id": 6001234567, "screen_name": "\u6d4b\u8bd5\u7528\u6237", "name": "测试用户"}, "token": "t-1", "cookie": "SUB=mobile-sub-1234"}}"#
            recorder.record(RecordedReply(request: .config(), response: HTTPResponse(status: 200, body: Array(body.utf8),
                                                                                        setCookies: ["XSRF-TOKEN=zz; Path=/"])),
                            session: session)
            recorder.record(RecordedReply(request: .userPosts(uid: 6_001_234_567),
                                          response: HTTPResponse(status: 432, body: [])), session: session)
            let written = String(decoding: try #require(readBytes(folder + "/001-web-api_config.json")), as: UTF8.self)
            for secret in ["a1b2c3", "6001234567", "测试用户", "\\u6d4b\\u8bd5", "mobile-sub-1234", "t-1"] {
                #expect(!written.contains(secret), "\(secret) in \(written)")
            }
            #expect(written.contains(#""uid": "8000000001""#) && written.contains("1076038000000001") && written.contains("scrubbed-name"))
            #expect(JSONValue.parse(Array(written.utf8)) != nil, "still JSON")
            let index = String(decoding: try #require(readBytes(folder + "/index.json")), as: UTF8.self)
            #expect(index.contains(#""file": "002-web-api_container_getIndex.txt""#) && index.contains(#""status": 432"#))
            #expect(index.contains(#""set_cookie_names": ["XSRF-TOKEN"]"#) && !index.contains("6001234567"))
        }
    }

    @Test func aFolderThatHoldsFilesIsRefused() throws {
        try withTemporaryDirectory { dir in
            writeBytes(dir + "/old.json", [0x7B, 0x7D])
            #expect(throws: StoreError.self) { try ReplyRecorder(folder: dir, account: account) }
        }
    }
}
