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
        1 + (state.places?.directory.children(of: code).count ?? 0)
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        guard let directory = state.places?.directory else { return [] }
        if row == 0 { return [DisclosureRow.line("ⓘ \(title(in: state))详情", width: width)] }
        let child = directory.children(of: code)[row - 1]
        let grandchildren = directory.children(of: child.code).count
        return [DisclosureRow.line(child.name, detail: grandchildren > 0 ? "\(grandchildren)" : "", width: width)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        guard let directory = state.places?.directory else { return nil }
        if row == 0 { return .push(.place(code: code)) }
        let child = directory.children(of: code)[row - 1]
        return directory.children(of: child.code).isEmpty ? .push(.place(code: child.code)) : .push(.placeList(code: child.code))
    }
}

/// One place: its path, code, level, coordinates and reading, then its children.
struct PlaceScreen: Screen {
    let code: Int

    func title(in state: AppState) -> String {
        state.places?.directory.place(code: code)?.name ?? String(code)
    }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let directory = state.places?.directory, let place = directory.place(code: code) else {
            return [Line(" 找不到这个地点", .muted)]
        }
        let fit = { (s: String) in TextLayout.truncate(s, toWidth: max(0, width - 8)) }
        var lines = [
            Line([Span(" 路径  ", .muted), Span(fit(directory.pathText(of: code)))]),
            Line([Span(" 代码  ", .muted), Span(String(place.code)), Span("   " + place.level.chineseLabel, .muted)]),
            Line([Span(" 拼音  ", .muted), Span(fit(place.pinyin.joined(separator: " ")))]),
        ]
        if let c = place.coordinate {
            lines.append(Line([Span(" 坐标  ", .muted), Span(CoordinateFormat.text(c))]))
        }
        let children = directory.children(of: code).count
        lines.append(Line(children > 0 ? " 下辖 \(children) 个地区" : "", .muted))
        lines.append(Line(TextLayout.rule(width: width), .muted))
        return lines
    }

    func rowCount(in state: AppState) -> Int {
        state.places?.directory.children(of: code).count ?? 0
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

/// Coordinates as a reader expects them: 28.23°N 112.94°E.
enum CoordinateFormat {
    static func text(_ c: PlaceCoordinate) -> String {
        "\(degrees(abs(c.latitude)))°\(c.latitude >= 0 ? "N" : "S") \(degrees(abs(c.longitude)))°\(c.longitude >= 0 ? "E" : "W")"
    }

    /// Two decimals without Foundation's formatter.
    static func degrees(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
