/// 发现: a search field over 热搜榜 and the provinces; while searching,
/// the live results, or — with the field empty — recent and hot searches.
struct DiscoverScreen: Screen {
    func title(in state: AppState) -> String { Tab.discover.title }

    func header(in state: AppState, width: Int) -> [Line] {
        let d = state.discover
        var lines: [Line] = []
        if d.isSearching {
            let shown = d.field.visible(width: max(1, width - 4)).text
            lines.append(Line([Span(" ⌕ ", .accent), Span(shown.isEmpty ? "" : shown)]).padded(placeholder: shown.isEmpty ? tr("城市、区县，中文或拼音", "City or county, in Chinese or pinyin") : nil))
        } else {
            lines.append(Line([Span(" ⌕ ", .muted), Span(tr("搜索城市、区县、乡镇（中文或拼音）", "Search places (Chinese or pinyin)"), .muted), Span("  /", .accent)]))
        }
        switch d.mode {
        case .results:
            let total = d.result?.totalCount ?? 0
            let shown = d.result?.matches.count ?? 0
            let query = Sanitizer.sanitize(d.query)
            let summary = total == 0 ? tr(" 没有找到“\(query)”", " Nothing found for “\(query)”")
                : shown < total ? tr(" 共 \(total) 个结果，显示前 \(shown) 个", " \(plural(total, "result")), showing the first \(shown)")
                : tr(" 共 \(total) 个结果", " " + plural(total, "result"))
            lines.append(Line(TextLayout.truncate(summary, toWidth: width), .muted))
        case .suggestions:
            let keys = state.keymap
            lines.append(Line(" " + Keymap.hints([keys.hint(.leaveSearch, in: .search, tr("退出搜索", "leave search")),
                                                  keys.hint([.up, .down], in: .search, tr("选择", "select")),
                                                  keys.hint(.open, in: .search, tr("搜索", "search")),
                                                  d.history.isEmpty ? nil : keys.hint(.clearHistory, in: .search, tr("清除历史", "clear history"))]),
                              .muted))
        case .browse:
            lines.append(HotRows.heading(in: state, width: width))
        }
        lines.append(Line(TextLayout.rule(width: width), .muted))
        return lines
    }

    func cursor(in state: AppState, content: Rect) -> Point? {
        guard state.isTypingInSearch else { return nil }
        let column = state.discover.field.visible(width: max(1, content.width - 4)).cursorColumn
        return Point(x: content.x + 3 + column, y: content.y)
    }

    func rowCount(in state: AppState) -> Int {
        let d = state.discover
        switch d.mode {
        case .browse: return HotRows.count(in: state) + (state.places?.directory.rootCount ?? 0)
        case .results: return d.result?.matches.count ?? 0
        case .suggestions: return SearchSuggestions(discover: d).count
        }
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let d = state.discover
        switch d.mode {
        case .browse:
            let hot = HotRows.count(in: state)
            if row < hot { return [HotRows.line(row, in: state, width: width)] }
            guard let places = state.places else { return [] }
            let province = places.directory.root(at: row - hot)
            let count = places.directory.childCount(of: province.code)
            let line = DisclosureRow.line(province.name, detail: count > 0 ? "\(count)" : "", width: width)
            return row == hot ? [HotRows.placesRule(places, width: width), line] : [line]
        case .results:
            guard let match = d.result?.matches[row], let places = state.places else { return [] }
            return [PlaceRow.result(match, path: places.directory.pathText(of: match.place.code), width: width)]
        case .suggestions:
            return [Line.blank]
        }
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        let d = state.discover
        switch d.mode {
        case .browse:
            let hot = HotRows.count(in: state)
            if row < hot { return HotRows.target(row, in: state) }
            guard let directory = state.places?.directory else { return nil }
            let province = directory.root(at: row - hot)
            // 香港, 澳门 have no children in the official list: open their page.
            return .push(directory.childCount(of: province.code) > 0 ? .placeList(code: province.code)
                                                                     : .place(code: province.code))
        case .results:
            guard let match = d.result?.matches[row] else { return nil }
            return .perform(.discover(.openPlace(code: match.place.code)))
        case .suggestions:
            return SearchSuggestions(discover: d).target(of: row)
        }
    }

    func emptyMessage(in state: AppState) -> String? {
        state.places == nil ? tr("正在加载…", "Loading…") : nil
    }

    func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool {
        guard state.discover.mode == .suggestions else { return false }
        SearchSuggestions(discover: state.discover).draw(into: &canvas, rect: rect, selection: state.page.selection)
        return true
    }

    func row(at point: Point, in state: AppState, rect: Rect) -> Int? {
        guard state.discover.mode == .suggestions else { return nil }
        return SearchSuggestions(discover: state.discover).item(at: point, rect: rect)
    }
}

extension Line {
    /// A field line showing a muted placeholder when it is empty.
    func padded(placeholder: String?) -> Line {
        guard let placeholder else { return self }
        var copy = self
        copy.spans.append(Span(placeholder, .muted))
        return copy
    }
}

/// How a place appears in a list: its name (the matched part highlighted)
/// and, muted, its path.
enum PlaceRow {
    static func result(_ match: PlaceMatch, path: String, width: Int) -> Line {
        let name = Array(match.place.name)
        let lo = min(match.highlight.lowerBound, name.count), hi = min(match.highlight.upperBound, name.count)
        var spans = [Span(" ")]
        if lo > 0 { spans.append(Span(String(name[0..<lo]))) }
        if hi > lo { spans.append(Span(String(name[lo..<hi]), Style.accent.with(.bold))) }
        if hi < name.count { spans.append(Span(String(name[hi...]))) }
        let used = 1 + match.place.name.terminalWidth + 2
        spans.append(Span("  " + TextLayout.truncate(path, toWidth: max(0, width - used - 1)), .muted))
        return Line(spans)
    }
}
