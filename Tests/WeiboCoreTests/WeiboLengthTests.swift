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
        s.info.account = "开放接口"
        s.info.accountKind = .openAPI
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 131)))))
        #expect(ScreenView.render(s).canvas.rowText(19).hasSuffix(" 9 "))
        #expect(ScreenView.render(s).canvas[58, 19].style.foreground == .badge)
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 150)))))
        let last = ScreenView.render(s).canvas.rowText(19)
        #expect(last.hasSuffix(" -10 "))
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 100)))))
        #expect(ScreenView.render(s).canvas[58, 19].style.foreground == .muted)
    }

    @Test func onePostLimitPerKindOfAccount() {
        #expect(WeiboLength.postLimit(for: nil) == 2_000, "the sample")
        #expect(WeiboLength.postLimit(for: .web) == 2_000)
        #expect(WeiboLength.postLimit(for: .openAPI) == 140)
        let long = String(repeating: "长", count: 300)
        #expect(Draft(text: long).refusal(for: .web) == nil)
        #expect(Draft(text: long).refusal(for: nil) == nil)
        #expect(Draft(text: long).refusal(for: .openAPI) == "超出 160 字，无法发布（微博开放接口的账号最多 140 字）")
        #expect(Draft(mode: .comment, targetPostID: 1, text: long).refusal(for: .web) == "超出 160 字，无法发布", "comments stay at 140")
        #expect(Draft(mode: .repost, targetPostID: 1, text: long).refusal(for: nil) == "超出 160 字，无法发布")
        #expect(Draft(text: String(repeating: "长", count: 2_001)).refusal(for: .web) == "超出 1 字，无法发布")
    }

    @Test func foldKeepsTheFirst140WholeCharacters() {
        #expect(WeiboLength.folded(String(repeating: "中", count: 140)) == nil)
        #expect(WeiboLength.folded(String(repeating: "a", count: 280)) == nil)
        #expect(WeiboLength.folded(String(repeating: "中", count: 141)) == String(repeating: "中", count: 140))
        // 279 halves of ASCII then a CJK character would need 281: it is not cut, and not taken.
        let mixed = String(repeating: "a", count: 279) + "中" + "尾"
        #expect(WeiboLength.folded(mixed) == String(repeating: "a", count: 279))
        #expect(WeiboLength.prefixLength("👨‍👩‍👧" + String(repeating: "中", count: 200)) == 140, "an emoji sequence is one")
    }

    @Test func aListFoldsALongPostBehindQuanwenAndThePostPageShowsItAll() {
        let text = String(repeating: "前", count: 140) + String(repeating: "后", count: 60)
        let post = Post(id: 1, userID: "u", authorName: "作者", text: text, createdAt: 0)
        let listed = PostCell.lines(post, width: 40, clock: Clock(now: 0)).map { $0.spans.map(\.text).joined() }.joined()
        #expect(listed.contains("前…全文") && !listed.contains("后"))
        #expect(listed.filter { $0 == "前" }.count == 140)
        let page = PostCell.lines(post, width: 40, clock: Clock(now: 0), folded: false).map { $0.spans.map(\.text).joined() }.joined()
        #expect(page.filter { $0 == "后" }.count == 60 && !page.contains("全文"))
        let short = Post(id: 2, userID: "u", authorName: "作者", text: String(repeating: "短", count: 140), createdAt: 0)
        #expect(!PostCell.lines(short, width: 40, clock: Clock(now: 0)).map { $0.spans.map(\.text).joined() }.joined().contains("全文"))
    }

    @Test func theLongCounterShowsCountOverLimitAndMarksThe140th() {
        var s = AppState(size: Size(width: 60, height: 20))
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 100)))))
        var canvas = ScreenView.render(s).canvas
        #expect(canvas.rowText(19).hasSuffix(" 100/2000 "))
        #expect(canvas[58, 19].style.foreground == .muted)
        // 150 CJK in a 58-column body: 29 a row, the 141st is on row 4 (from 2), column 1 + 2 * 24.
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text), text: String(repeating: "中", count: 150)))))
        canvas = ScreenView.render(s).canvas
        #expect(canvas.rowText(19).hasSuffix(" 150/2000 "))
        #expect(canvas[58, 19].style.foreground == .accent, "past the fold")
        let row = 2 + 140 / 29, column = 1 + 2 * (140 % 29)
        #expect(canvas[column - 2, row].style.foreground != .muted, "the 140th is bright")
        #expect(canvas[column, row].style.foreground == .muted, "the 141st is dim: it shows after 全文")
        #expect(canvas[1, row + 1].style.foreground == .muted)
        #expect(canvas[1, 2].style.foreground != .muted)
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
