import Testing
import WeiboAPI

@Suite("Web: created_at in the mobile web's forms, relative to now in Beijing time")
struct WebDateTests {
    static let now = WebFixture.now
    static let today = WebFixture.today

    /// Typed once here: the compiler cannot infer the mixed literals in time.
    static let cases: [(String, Int64)] = [
        ("Mon Mar 04 09:05:07 +0800 2024", 1_709_514_307),
        ("刚刚", now),
        ("30秒前", now - 30),
        ("5分钟前", now - 300),
        ("3小时前", now - 10_800),
        ("今天 08:05", today + 8 * 3600 + 300),
        ("昨天 23:15", today - 2_700),
        ("昨天 0:05", today - 86_400 + 300),
        ("前天 12:00", today - 2 * 86_400 + 12 * 3600),
        ("02-29", today - 4 * 86_400),
        ("03-04 10:00", today + 36_000),
        ("2023-12-31", today - 64 * 86_400),
        ("2023-12-31 23:59", today - 63 * 86_400 - 60),
        (" 2020-02-29 ", 1_582_905_600),
    ]

    @Test("every form the lists write", arguments: cases)
    func forms(_ text: String, _ seconds: Int64) {
        #expect(WebDate.parse(text, now: Self.now) == seconds, "\(text)")
    }

    @Test("relative to now: just after midnight in Beijing, 昨天 is the day before, whatever UTC says")
    func midnight() {
        // 2024-03-05 00:30 in Beijing is still 2024-03-04 in UTC.
        let justAfter = Self.today + 86_400 + 1_800
        #expect(WebDate.parse("昨天 12:00", now: justAfter) == Self.today + 12 * 3600)
        #expect(WebDate.parse("03-05", now: justAfter) == Self.today + 86_400)
    }

    @Test("a day without a time says so; every other form is a moment", arguments: [
        ("02-29", true), ("2023-12-31", true), (" 2020-02-29 ", true),
        ("03-04 10:00", false), ("2023-12-31 23:59", false), ("昨天 23:15", false), ("刚刚", false), ("3小时前", false),
        ("Mon Mar 04 09:05:07 +0800 2024", false),
    ])
    func byDay(_ text: String, _ byDay: Bool) throws {
        let read = try #require(WebDate.read(text, now: Self.now))
        #expect(read.byDay == byDay, "\(text)")
        #expect(read.seconds == WebDate.parse(text, now: Self.now))
    }

    @Test("anything else is refused", arguments: [
        "", "sometime", "分钟前", "-5分钟前", "5 分钟前", "99999分钟前", "昨天", "昨天 24:00", "昨天 12:60", "明天 10:00",
        "02-30", "13-01", "2023-02-29", "23-12-31", "2023/12/31", "2023-12-31 25:00", "2024-03-04T10:00:00",
    ])
    func refused(_ text: String) {
        #expect(WebDate.parse(text, now: Self.now) == nil, "\(text)")
    }
}
