import Testing
@testable import WeiboCore

/// Weibo writes older posts' dates as a day (`06-14`, `2019-06-14`) in
/// Beijing time; stored as that day's midnight in Beijing, it must still
/// read as that day in any time zone, while a moment reads in the local one.
@Suite("A day Weibo gave stays that day in every time zone")
struct DayDateTests {
    /// 2024-07-01 12:00 in Beijing (04:00 UTC).
    static let now: Int64 = 1_719_806_400
    /// 2024-06-14 00:00 in Beijing: what `06-14` is stored as.
    static let june14: Int64 = 1_718_294_400
    /// 2019-06-14 00:00 in Beijing.
    static let june14of2019: Int64 = 1_560_441_600

    /// Beijing, UTC, Los Angeles in summer and in winter, Honolulu, Auckland in summer.
    static let zones: [Int64] = [8 * 3600, 0, -7 * 3600, -8 * 3600, -10 * 3600, 13 * 3600]

    @Test("06-14 and 2019-06-14 read as those days, whatever the zone", arguments: zones)
    func days(_ offset: Int64) {
        let clock = Clock(now: Self.now, utcOffset: offset)
        #expect(RelativeTime.format(Self.june14, byDay: true, clock: clock) == "06-14")
        #expect(RelativeTime.format(Self.june14of2019, byDay: true, clock: clock) == "2019-06-14")
    }

    @Test("the same seconds as a moment read in the local zone: the day before, west of Beijing")
    func momentsAreLocal() {
        #expect(RelativeTime.format(Self.june14, clock: Clock(now: Self.now, utcOffset: 8 * 3600)) == "06-14")
        #expect(RelativeTime.format(Self.june14, clock: Clock(now: Self.now, utcOffset: 0)) == "06-13")
        #expect(RelativeTime.format(Self.june14, clock: Clock(now: Self.now, utcOffset: -7 * 3600)) == "06-13")
    }

    @Test("a day is never 昨天 or hours ago: Weibo gave no time")
    func neverRelative() {
        let clock = Clock(now: Self.now, utcOffset: 8 * 3600)
        // Midnight today and yesterday in Beijing.
        #expect(RelativeTime.format(Self.now - 12 * 3600, byDay: true, clock: clock) == "07-01")
        #expect(RelativeTime.format(Self.now - 36 * 3600, byDay: true, clock: clock) == "06-30")
    }

    @Test("a post's cell and a comment say the day in UTC and in Los Angeles")
    func cellsAndComments() {
        for offset: Int64 in [0, -7 * 3600] {
            let clock = Clock(now: Self.now, utcOffset: offset)
            let post = Post(id: 1, userID: "u", authorName: "山间小路", text: "夏天", createdAt: Self.june14, datedByDay: true)
            let meta = PostCell.lines(post, width: 40, clock: clock)[1].spans.map(\.text).joined()
            #expect(meta.hasPrefix(" 06-14"), "\(offset): \(meta)")
            let old = Post(id: 2, userID: "u", authorName: "山间小路", text: "那年", createdAt: Self.june14of2019, datedByDay: true)
            #expect(old.time(clock: clock) == "2019-06-14")
            let comment = Comment(id: 3, postID: 1, userID: "u", authorName: "晴天小猫", text: "好", createdAt: Self.june14, datedByDay: true)
            #expect(comment.time(clock: clock) == "06-14")
        }
    }
}
