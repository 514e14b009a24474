/// 热搜榜 at the top of 发现: rank, word, mark (热 / 新 / 沸 …) and heat,
/// one row a word, above the provinces; when it was fetched in the line
/// above it. An Open API account has one row saying the API has none.
enum HotRows {
    /// The rows the list takes before the provinces.
    static func count(in state: AppState) -> Int {
        if lacksHot(state) { return 1 }
        return state.discover.hot.words.count
    }

    /// The account's kind has no hot searches (the sample and a web session have).
    static func lacksHot(_ state: AppState) -> Bool {
        state.info.isAccount && Unavailable.hotSearch.applies(to: state.info.accountKind ?? .openAPI)
    }

    /// The header's line: 热搜榜 and how old it is.
    static func heading(in state: AppState, width: Int) -> Line {
        let hot = state.discover.hot
        let when: String
        if !state.info.isAccount {
            when = tr(" · 示例", " · sample")
        } else if lacksHot(state) {
            when = ""
        } else if let fetchedAt = hot.fetchedAt {
            when = tr(" · \(RelativeTime.format(fetchedAt, clock: state.clock))更新", " · updated \(RelativeTime.format(fetchedAt, clock: state.clock))")
        } else {
            when = state.discover.hotAskedAt == nil ? "" : tr(" · 正在获取…", " · fetching…")
        }
        return Line(TextLayout.truncate(tr(" 热搜榜", " Hot searches") + when, toWidth: width), .muted)
    }

    /// What Enter on row `row` opens: the word's posts.
    static func target(_ row: Int, in state: AppState) -> RowTarget? {
        let words = state.discover.hot.words
        guard !lacksHot(state), words.indices.contains(row) else { return nil }
        return .push(.weiboSearch(WeiboSearchQuery(words[row].word)))
    }

    /// Row `row` of the list: a word, or the one line saying the API has none.
    static func line(_ row: Int, in state: AppState, width: Int) -> Line {
        if lacksHot(state) {
            return Line(TextLayout.truncate(" " + Unavailable.hotSearch.message(for: state.info.accountKind), toWidth: width), .muted)
        }
        let words = state.discover.hot.words
        guard row < words.count else { return .blank }
        let word = words[row]
        // Ranks up to 99 line up; the heat sits at the right edge.
        let rank = String(word.rank)
        let rankText = " " + TextLayout.repeated(" ", count: max(0, 2 - rank.count)) + rank + " "
        let label = Sanitizer.sanitize(word.label)
        var labelText = label.isEmpty ? "" : " " + TextLayout.truncate(label, toWidth: 4)
        let heat = word.heat.map { CountFormat.short(Int(clamping: $0)) } ?? ""
        var heatText = heat.isEmpty ? "" : "  " + heat + " "
        // Narrow: the word keeps six cells (three characters) at least; the
        // heat goes first, then the mark.
        let least = rankText.terminalWidth + 6
        if least + labelText.terminalWidth + heatText.terminalWidth > width { heatText = "" }
        if least + labelText.terminalWidth > width { labelText = "" }
        if rankText.terminalWidth > width { return Line(TextLayout.truncate(rankText + Sanitizer.sanitize(word.word), toWidth: width)) }
        let room = max(0, width - rankText.terminalWidth - labelText.terminalWidth - heatText.terminalWidth)
        let text = TextLayout.truncate(Sanitizer.sanitize(word.word), toWidth: room)
        let gap = max(0, room - text.terminalWidth)
        var spans = [Span(rankText, word.rank <= 3 ? Style.accent.with(.bold) : .muted), Span(text)]
        if !labelText.isEmpty { spans.append(Span(labelText, .accent)) }
        spans.append(Span(TextLayout.repeated(" ", count: gap)))
        if !heatText.isEmpty { spans.append(Span(heatText, .muted)) }
        return Line(spans)
    }

    /// The rule over the provinces, naming them: it starts with the rule,
    /// so a selected province's bar leaves it alone.
    static func placesRule(_ places: PlaceSearch, width: Int) -> Line {
        let title = tr(" 全国省级行政区 · \(places.directory.count) 个地点 ", " Provinces and regions · \(plural(places.directory.count, "place")) ")
        let text = "──" + title
        let fitted = TextLayout.truncate(text, toWidth: width)
        return Line(fitted + TextLayout.repeated("─", count: max(0, width - fitted.terminalWidth)), .muted)
    }
}
