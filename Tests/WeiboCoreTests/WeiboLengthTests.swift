import Testing
@testable import WeiboCore

@Suite struct WeiboLengthTests {
    @Test func asciiCountsHalfEverythingElseOneRoundedUp() {
        #expect(WeiboLength.count("") == 0)
        #expect(WeiboLength.count("a") == 1)
        #expect(WeiboLength.count("ab") == 1)
        #expect(WeiboLength.count("abc") == 2)
        #expect(WeiboLength.count("中") == 1)
        #expect(WeiboLength.count("中a") == 2)
        #expect(WeiboLength.count("👨‍👩‍👧") == 1, "one emoji sequence is one character")
        #expect(WeiboLength.count("[哈哈]") == 3)
    }

    @Test func remainingWarnsAtTenAndGoesNegativeWhenOver() {
        #expect(WeiboLength.remaining(String(repeating: "中", count: 130)) == 10)
        #expect(WeiboLength.remaining(String(repeating: "中", count: 140)) == 0)
        #expect(WeiboLength.remaining(String(repeating: "中", count: 145)) == -5)
        #expect(WeiboLength.remaining(String(repeating: "a", count: 280)) == 0)
        #expect(WeiboLength.remaining(String(repeating: "a", count: 281)) == -1)
    }

    @Test func refusals() {
        #expect(WeiboLength.refusal("") != nil)
        #expect(WeiboLength.refusal("  \n ") != nil)
        #expect(WeiboLength.refusal(String(repeating: "中", count: 141)) == "超出 1 字，无法发布")
        #expect(WeiboLength.refusal(String(repeating: "中", count: 140)) == nil)
    }

    @Test func counterShowsWarningAndMinus() {
        var s = AppState(size: Size(width: 60, height: 20))
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 131)))))
        #expect(ScreenView.render(s).canvas.rowText(19).hasSuffix(" 9 "))
        #expect(ScreenView.render(s).canvas[58, 19].style.foreground == .badge)
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 150)))))
        let last = ScreenView.render(s).canvas.rowText(19)
        #expect(last.hasSuffix(" -10 "))
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 100)))))
        #expect(ScreenView.render(s).canvas[58, 19].style.foreground == .muted)
    }
}

@Suite struct RelativeTimeTests {
    // 2026-11-30 12:00:00 in UTC+8 (04:00 UTC).
    let clock = Clock(now: 1_796_011_200, utcOffset: 8 * 3_600)

    @Test func weiboStyleTimes() {
        #expect(RelativeTime.format(clock.now - 5, clock: clock) == "刚刚")
        #expect(RelativeTime.format(clock.now + 30, clock: clock) == "刚刚")
        #expect(RelativeTime.format(clock.now - 60, clock: clock) == "1分钟前")
        #expect(RelativeTime.format(clock.now - 59 * 60, clock: clock) == "59分钟前")
        #expect(RelativeTime.format(clock.now - 3 * 3_600, clock: clock) == "3小时前")
        // 12 h 30 min before noon is 23:30 the day before: 昨天.
        #expect(RelativeTime.format(clock.now - 12 * 3_600 - 1_800, clock: clock) == "昨天 23:30")
        #expect(RelativeTime.format(clock.now - 11 * 3_600, clock: clock) == "11小时前")
        #expect(RelativeTime.format(clock.now - 36 * 3_600, clock: clock) == "昨天 00:00")
        #expect(RelativeTime.format(clock.now - 3 * 86_400, clock: clock) == "11-27")
        #expect(RelativeTime.format(clock.now - 400 * 86_400, clock: clock) == "2025-10-26")
    }

    @Test func civilDatesMatchKnownDays() {
        let d = LocalDate(unix: 0, utcOffset: 0)
        #expect(d.year == 1970 && d.month == 1 && d.dayOfMonth == 1)
        let leap = LocalDate(unix: 951_782_400, utcOffset: 0) // 2000-02-29
        #expect(leap.year == 2000 && leap.month == 2 && leap.dayOfMonth == 29)
        let east = LocalDate(unix: 1_796_011_200, utcOffset: 8 * 3_600)
        #expect(east.year == 2026 && east.month == 11 && east.dayOfMonth == 30 && east.hour == 12)
    }
}

@Suite struct CountFormatTests {
    @Test func wanAndYi() {
        #expect(CountFormat.short(0) == "0")
        #expect(CountFormat.short(9_999) == "9999")
        #expect(CountFormat.short(10_000) == "1万")
        #expect(CountFormat.short(12_345) == "1.2万")
        #expect(CountFormat.short(234_567) == "23.4万")
        #expect(CountFormat.short(150_000_000) == "1.5亿")
    }
}
