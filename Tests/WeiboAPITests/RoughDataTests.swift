import Testing
import WeiboAPI

/// Issue 25: one rough item never costs a page. Each row is one rough form
/// Weibo has been seen to send, put between two good posts, and what the
/// page keeps of it: the post as read, or nothing (skipped and counted).
/// The two good posts are always kept.
@Suite("Rough server data: each form and what is kept")
struct RoughDataTests {
    static let now: Int64 = 1_709_520_000
    /// `Mon Mar 04 11:00:00 +0800 2024`.
    static let time: Int64 = 1_709_521_200
    static let date = #""created_at": "Mon Mar 04 11:00:00 +0800 2024""#
    static let author = WeiboUser(id: 2, screenName: "小明")

    struct Row: Sendable, CustomTestStringConvertible {
        let form: String
        let json: [UInt8]
        /// nil: the item is skipped.
        let kept: WeiboStatus?
        var testDescription: String { form }
    }

    /// A post with id 5 whose `text` is `text` (JSON, as bytes: it may hold
    /// what no Swift string can) and with `extra` members.
    static func post(text: [UInt8] = Array(#""正文""#.utf8), _ extra: String = "", date: String = Self.date) -> [UInt8] {
        Array(#"{\#(date), "id": 5, "user": {"id": 2, "screen_name": "小明"}\#(extra), "text": "#.utf8) + text + Array("}".utf8)
    }

    static func kept(_ text: String = "正文", reposts: Int = 0, comments: Int = 0, likes: Int = 0,
                     user: WeiboUser = author, pictures: [String] = []) -> WeiboStatus {
        WeiboStatus(id: 5, createdAt: time, text: text, user: user,
                    repostsCount: reposts, commentsCount: comments, attitudesCount: likes, pictureURLs: pictures)
    }

    static func quoted(_ bytes: [UInt8]) -> [UInt8] { [0x22] + bytes + [0x22] }

    static let rows: [Row] = [
        // Strings: the bad part becomes U+FFFD, the rest of the text stays.
        Row(form: #"lone high surrogate "\ud83d" (an emoji cut in half)"#, json: post(text: Array(#""好看\ud83d""#.utf8)), kept: kept("好看\u{FFFD}")),
        Row(form: "lone low surrogate", json: post(text: Array(#""a\udc00b""#.utf8)), kept: kept("a\u{FFFD}b")),
        Row(form: "high surrogate before a non-surrogate escape", json: post(text: Array(#""\ud83d\u4e2d""#.utf8)), kept: kept("\u{FFFD}中")),
        Row(form: "surrogate pair (a whole emoji)", json: post(text: Array(#""\ud83d\ude00!""#.utf8)), kept: kept("😀!")),
        Row(form: "invalid UTF-8 byte", json: post(text: quoted(Array("ab".utf8) + [0xFF] + Array("cd".utf8))), kept: kept("ab\u{FFFD}cd")),
        Row(form: "UTF-8 character cut short", json: post(text: quoted([0xE4, 0xB8] + Array("好".utf8))), kept: kept("\u{FFFD}好")),
        Row(form: "an escape JSON has not (\\q)", json: post(text: Array(#""a\qb""#.utf8)), kept: kept("a\u{FFFD}qb")),
        Row(form: "short \\u escape", json: post(text: Array(#""a\u12""#.utf8)), kept: kept("a\u{FFFD}12")),
        // Counts in Weibo's written forms.
        Row(form: "counts 1.2万, 3亿, 100万+", json: post(#", "reposts_count": "1.2万", "comments_count": "3亿", "attitudes_count": "100万+""#),
            kept: kept(reposts: 12_000, comments: 300_000_000, likes: 1_000_000)),
        Row(form: "counts 1,234, \"42\", 2.55万", json: post(#", "reposts_count": "1,234", "comments_count": "42", "attitudes_count": "2.55万""#),
            kept: kept(reposts: 1234, comments: 42, likes: 25_500)),
        Row(form: "counts as a fraction and an exponent", json: post(#", "reposts_count": 1.5e4, "comments_count": 7.9"#),
            kept: kept(reposts: 15_000, comments: 7)),
        Row(form: "unreadable counts (\"many\", -3, true, {}, 1e400)",
            json: post(#", "reposts_count": "many", "comments_count": -3, "attitudes_count": true, "user": {"id": 2, "screen_name": "小明", "followers_count": {}, "friends_count": 1e400}"#),
            kept: kept()),
        Row(form: "a user's count as 1.2万", json: post(#", "user": {"id": 2, "screen_name": "小明", "followers_count": "1.2万"}"#),
            kept: kept(user: WeiboUser(id: 2, screenName: "小明", followersCount: 12_000))),
        Row(form: "one picture entry of the wrong type",
            json: post(#", "pic_urls": [{"thumbnail_pic": "http://img.example/a.jpg"}, 7, {"thumbnail_pic": 8}]"#),
            kept: kept(pictures: ["http://img.example/a.jpg"])),
        // Items that cannot be read at all: skipped.
        Row(form: "no created_at", json: post(date: #""mid": "5""#), kept: nil),
        Row(form: "a date that does not parse", json: post(date: #""created_at": "2024-03-04 11:00""#), kept: nil),
        Row(form: "created_at of the wrong type", json: post(date: #""created_at": 1709521200"#), kept: nil),
        Row(form: "text of the wrong type", json: post(text: Array("12".utf8)), kept: nil),
        Row(form: "screen_name of the wrong type", json: post(#", "user": {"id": 2, "screen_name": 42}"#), kept: nil),
        Row(form: "idstr beyond 2^63", json: post(#", "idstr": "9223372036854775808""#), kept: nil),
        Row(form: "id beyond 2^63 as a number", json: Array(#"{\#(date), "id": 92233720368547758070, "text": "x"}"#.utf8), kept: nil),
        Row(form: "a reposted original without its date",
            json: post(#", "retweeted_status": {"id": 6, "text": "原文", "user": {"id": 3, "screen_name": "lee"}}"#), kept: nil),
        Row(form: "an item that is not an object", json: Array("\"oops\"".utf8), kept: nil),
    ]

    static func page(_ middle: [UInt8]) -> [UInt8] {
        let good = { (id: Int) in Array(#"{\#(date), "id": \#(id), "text": "好的", "user": {"id": 2, "screen_name": "小明"}}"#.utf8) }
        return Array(#"{"statuses": ["#.utf8) + good(9) + [0x2C] + middle + [0x2C] + good(1)
            + Array(#"], "next_cursor": 0, "total_number": 3}"#.utf8)
    }

    @Test("a status page keeps every readable item", arguments: rows)
    func statusPage(row: Row) throws {
        let page = try APIResponse.statusPage(status: 200, body: Self.page(row.json), now: Self.now)
        #expect(page.items.first?.id == 9 && page.items.last?.id == 1, "the good posts around it are kept")
        if let kept = row.kept {
            #expect(page.items.count == 3 && page.skipped == 0)
            #expect(page.items.dropFirst().first == kept)
        } else {
            #expect(page.items.map(\.id) == [9, 1] && page.skipped == 1)
        }
    }

    @Test("a comment page skips what it cannot read, the same way")
    func commentPage() throws {
        let comment = { (id: Int, date: String) in
            #"{"created_at": "\#(date)", "id": \#(id), "text": "评论\ud83d", "user": {"id": 2, "screen_name": "小明", "followers_count": "3万"}}"#
        }
        let body = #"{"comments": [\#(comment(3, "Mon Mar 04 11:00:00 +0800 2024")), \#(comment(2, "昨天")), \#(comment(1, "Mon Mar 04 11:00:00 +0800 2024"))]}"#
        let page = try APIResponse.commentPage(status: 200, body: body.bytes, now: Self.now)
        #expect(page.items.map(\.id) == [3, 1] && page.skipped == 1)
        #expect(page.items[0].text == "评论\u{FFFD}" && page.items[0].user?.followersCount == 30_000)
    }

    @Test("a page whose items were all skipped is not the list's end")
    func allSkipped() throws {
        let body = #"{"statuses": [{"id": 1, "text": "no date"}], "next_cursor": 40}"#
        let page = try APIResponse.statusPage(status: 200, body: body.bytes, now: Self.now)
        #expect(page.items.isEmpty && page.skipped == 1 && page.nextCursor == 40 && !page.isEnd)
        #expect(try APIResponse.statusPage(status: 200, body: #"{"statuses": [], "next_cursor": 40}"#.bytes, now: Self.now).isEnd)
    }

    @Test("a cursor that cannot be read ends the paging, not the page")
    func badCursor() throws {
        let body = #"{"statuses": [{\#(Self.date), "id": 1, "text": "x"}], "next_cursor": "18446744073709551616", "previous_cursor": true}"#
        let page = try APIResponse.statusPage(status: 200, body: body.bytes, now: Self.now)
        #expect(page.items.map(\.id) == [1] && page.nextCursor == 0 && page.previousCursor == 0 && page.isEnd)
    }

    @Test("unread counts in written forms are read; an unreadable one is 0")
    func unreadCounts() throws {
        let body = #"{"cmt": "1.2万", "mention_status": "100万+", "mention_cmt": "x", "dm": null, "follower": "1,234"}"#
        let unread = try APIResponse.unreadCount(status: 200, body: body.bytes, now: Self.now)
        #expect(unread == WeiboUnreadCount(comments: 12_000, mentionStatuses: 1_000_000, mentionComments: 0, directMessages: 0, followers: 1234))
    }
}
