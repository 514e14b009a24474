/// The children of a province or city; the first row opens the place's
/// own page.
struct PlaceListScreen: Screen {
    let code: Int

    func title(in state: AppState) -> String {
        state.places?.directory.place(code: code)?.name ?? String(code)
    }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let directory = state.places?.directory else { return [] }
        return [Line(" " + TextLayout.truncate(directory.pathText(of: code), toWidth: max(0, width - 2)), .muted),
                Line(TextLayout.rule(width: width), .muted)]
    }

    func rowCount(in state: AppState) -> Int {
        1 + (state.places?.directory.childCount(of: code) ?? 0)
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard let directory = state.places?.directory else { return [] }
        if row == 0 { return [DisclosureRow.line(tr("ⓘ \(title(in: state))详情", "ⓘ About \(title(in: state))"), width: width)] }
        let child = directory.children(of: code)[row - 1]
        let grandchildren = directory.childCount(of: child.code)
        return [DisclosureRow.line(child.name, detail: grandchildren > 0 ? "\(grandchildren)" : "", width: width)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        guard let directory = state.places?.directory else { return nil }
        if row == 0 { return .push(.place(code: code)) }
        let child = directory.children(of: code)[row - 1]
        return directory.children(of: child.code).isEmpty ? .push(.place(code: child.code)) : .push(.placeList(code: child.code))
    }
}

/// One place: its path, code, level and reading, then its children.
struct PlaceScreen: Screen {
    let code: Int

    func title(in state: AppState) -> String {
        state.places?.directory.place(code: code)?.name ?? String(code)
    }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let directory = state.places?.directory, let place = directory.place(code: code) else {
            return [Line(tr(" 找不到这个地点", " No such place"), .muted)]
        }
        let labels = [tr(" 路径  ", " Path    "), tr(" 代码  ", " Code    "), tr(" 拼音  ", " Pinyin  ")]
        let fit = { (s: String) in TextLayout.truncate(s, toWidth: max(0, width - labels[0].terminalWidth - 1)) }
        var lines = [
            Line([Span(labels[0], .muted), Span(fit(directory.pathText(of: code)))]),
            Line([Span(labels[1], .muted), Span(String(place.code)), Span("   " + place.level.name, .muted)]),
            Line([Span(labels[2], .muted), Span(fit(place.pinyin.joined(separator: " ")))]),
        ]
        let children = directory.childCount(of: code)
        if children > 0 {
            lines.append(Line(tr(" 下辖 \(children) 个地区", " " + plural(children, "subdivision")), .muted))
        } else if place.level == .province {
            // 香港, 澳门: the official list stops at the region itself.
            for note in Self.officialListNote(width: width) { lines.append(Line(note, .muted)) }
        } else {
            lines.append(Line(""))
        }
        lines.append(Line(TextLayout.rule(width: width), .muted))
        return lines
    }

    func rowCount(in state: AppState) -> Int {
        state.places?.directory.childCount(of: code) ?? 0
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard let child = state.places?.directory.children(of: code)[row] else { return [] }
        return [DisclosureRow.line(child.name, width: width)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        guard let child = state.places?.directory.children(of: code)[row] else { return nil }
        return .push(.place(code: child.code))
    }
}

extension PlaceScreen {
    /// What a province-level place without children (香港, 澳门) says
    /// instead of an empty list, wrapped to the width.
    static func officialListNote(width: Int) -> [String] {
        let text = tr("民政部行政区划代码只列到特别行政区本身，不含其下的分区，所以这里没有下级地点。",
                      "The Ministry of Civil Affairs' codes stop at the region itself, so there are no places below it here.")
        return TextLayout.wrap(text, width: max(1, width - 2)).map { " " + $0 }
    }
}
