import Testing
@testable import WeiboCore

/// Issue 33 item 7: @我的 printed a mention in a post twice, as the row's
/// text and again as its quote. The quote says what the row does not: the
/// post a comment is on.
@Suite struct MentionQuoteTests {
    static func lines(_ items: [Activity], kind: ActivityKind) -> [String] {
        var s = Fixture.state(width: 80, height: 24)
        _ = reduce(&s, .messages(.activityLoaded(kind, items)))
        let screen = ActivityScreen(kind: kind)
        return (0..<items.count).flatMap { screen.rowLines($0, in: s, width: 80).map { $0.spans.map(\.text).joined() } }
    }

    @Test("a mention in a post is written once; a mention in a comment quotes the post it is on")
    func quotesOnlyWhatDiffers() {
        let inPost = Activity(kind: .mention, rowID: 1, userID: "u1", userName: "甲", text: "周末一起爬山 @我",
                              postID: 10, postText: "周末一起爬山 @我", createdAt: 0, read: true)
        let inComment = Activity(kind: .mention, rowID: 2, userID: "u2", userName: "乙", text: "同去 @我",
                                 postID: 11, postText: "岳麓山的枫叶红了", createdAt: 0, read: true)
        let text = Self.lines([inPost, inComment], kind: .mention).joined(separator: "\n")
        #expect(text.components(separatedBy: "周末一起爬山").count - 1 == 1)
        #expect(text.contains("同去 @我"))
        #expect(text.contains("▎ 岳麓山的枫叶红了"))
    }

    @Test("a like still quotes the post liked")
    func likeQuotes() {
        let like = Activity(kind: .like, rowID: 3, userID: "u3", userName: "丙", text: "", postID: 12,
                            postText: "今天的晚霞", createdAt: 0, read: true)
        #expect(Self.lines([like], kind: .like).contains { $0.contains("▎ 今天的晚霞") })
    }
}
