import Testing
import WeiboAPI
import WeiboCore
import WeiboHTTP
@testable import WeiboStore
@testable import WeiboSync

/// Issue 32: a post page's 按时间 on an Open API account was declared
/// unavailable, though the API's `comments/show` answers newest first.
/// Its pages come from there now: page 1 by number, the next from the
/// `max_id` the page before gave, saved as a web session's are.
@Suite("按时间 on an Open API account", .english)
struct OpenAPINewestCommentsTests {
    static let now = DirectMessagesSyncTests.now
    let account = Account(uid: 1001, screenName: "测试用户", accessToken: "t", expiresAt: Self.now + 100)

    static func page(_ ids: [Int64], next: Int64) -> Result<HTTPResponse, HTTPFailure> {
        let comments = ids.map {
            #"{"id": \#($0), "created_at": "Mon Mar 04 10:00:00 +0800 2024", "text": "评论\#($0)", "user": {"id": 1002, "screen_name": "山间小路"}}"#
        }
        return OutboxSenderTests.ok(#"{"comments": [\#(comments.joined(separator: ","))], "next_cursor": \#(next), "total_number": 3}"#)
    }

    @Test func pagesComeFromCommentsShowAndAreSaved() throws {
        let api = OutboxSenderTests.FakeWeibo()
        api.on("2/comments/show.json", Self.page([3003, 3002], next: 3001), Self.page([3001], next: 0))
        let engine = SyncEngine(account: account, client: DirectMessagesSyncTests().client(api))
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: account)
            defer { store.close() }
            try store.saveFetched(post: Post(id: 2002, userID: "1002", authorName: "山间小路", text: "今天的晚霞", createdAt: Self.now - 600),
                                  comments: [], users: [User(id: "1002", name: "山间小路")])
            guard case .success(let first) = try engine.opened(OpenedPage(.postCommentsNew, key: 2002), into: store) else {
                Issue.record("page 1 refused"); return
            }
            #expect(first.added == 2 && first.more)
            let asked = api.sent.last?.url ?? ""
            #expect(asked.contains("2/comments/show.json?id=2002&page=1&count=50"), "\(asked)")
            guard case .success(let second) = try engine.opened(OpenedPage(.postCommentsNew, key: 2002, page: 2), into: store) else {
                Issue.record("page 2 refused"); return
            }
            #expect(second.added == 1 && !second.more)
            let next = api.sent.last?.url ?? ""
            #expect(next.contains("max_id=3001") && !next.contains("page="), "\(next)")
            #expect(try store.comments(on: 2002, limit: 10).map(\.id) == [3003, 3002, 3001])
            #expect(try store.openedProgress(OpenedListID(list: .postCommentsNew, key: 2002)) == OpenedListProgress(pages: 2, more: false, fetchedAt: Self.now))
            // Past the end, nothing is asked.
            _ = try engine.opened(OpenedPage(.postCommentsNew, key: 2002, page: 3), into: store)
            #expect(api.count("2/comments/show.json") == 2)
            // 转发 and 赞 stay the web session's: refused in one line, nothing asked.
            guard case .failure(let refusal) = try engine.opened(OpenedPage(.reposts, key: 2002), into: store) else {
                Issue.record("reposts not refused"); return
            }
            #expect(refusal.message(now: Self.now).contains("Open API") && api.sent.count == 2)
        }
    }
}
