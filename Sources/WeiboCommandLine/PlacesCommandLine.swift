import WeiboCore

/// What `weibo-tui cities …` prints and returns, as a pure function of its
/// arguments so the whole contract can be tested without running a process.
///
/// - `search QUERY… [--limit N] [--json]`: one match per line,
///   `CODE<TAB>NAME<TAB>PATH`, best first, or a JSON array of objects with
///   `code`, `name` and `path`. Several query words are joined with a space
///   (spaces are ignored by matching anyway), `--` ends the options so a query
///   may start with `-`. The default limit is 20; when more matched, a note on
///   stderr says how many. Exit 0 when something matched, 1 when nothing did,
///   2 on a usage error (no, empty or blank query, bad `--limit`, unknown
///   option), said in one line.
/// - `show CODE`: the place (name, path, code, level, pinyin, initials)
///   and its children; exit 1 for an unknown code, 2 when CODE is not a number.
///
/// The catalogue is an autoclosure so that usage errors never pay for
/// opening it. Anything from the user that is echoed back has its control
/// characters replaced, so a query cannot send escape sequences to the
/// terminal, and is shortened to `CommandText.echoWidth` columns, so a
/// pasted page does not come back whole.
public enum PlacesCommandLine {
    public static func run(_ arguments: [String], catalog: @autoclosure () -> PlaceSearch) -> CommandOutput {
        let cities = UserCommands.cities
        guard let command = arguments.first else { return .usageError(tr("cities 需要 search 或 show", "cities needs search or show"), for: cities) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "search": return search(rest, catalog: catalog)
        case "show": return show(rest, catalog: catalog)
        case "-h", "--help", "help": return .help(cities)
        default:
            let word = CommandText.echo(command)
            return .usageError(tr("cities 没有命令 '\(word)'", "unknown command '\(word)' for cities"), for: cities)
        }
    }

    // MARK: search

    private static func search(_ arguments: [String], catalog: () -> PlaceSearch) -> CommandOutput {
        let spec = UserCommands.citiesSearch
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: .max) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard !options.words.isEmpty else { return .usageError(tr("search 需要 QUERY", "search needs a QUERY"), for: spec) }
        let query = options.words.joined(separator: " ")
        guard !PlaceQuery.normalizedScalars(query).isEmpty else {
            return .usageError(tr("QUERY 是空的", "the query is empty"), for: spec)
        }
        let engine = catalog()
        let result = engine.search(query, limit: options.values["--limit"] ?? UserCommands.defaultPlaceLimit)
        let rows = result.matches.map { match in
            (code: match.place.code, name: match.place.name,
             path: engine.directory.pathText(of: match.place.code))
        }
        var out = ""
        if options.json {
            out = "[" + rows.map { row in
                "\n  {\"code\": \(row.code), \"name\": \(JSONText.string(row.name)), \"path\": \(JSONText.string(row.path))}"
            }.joined(separator: ",") + (rows.isEmpty ? "]\n" : "\n]\n")
        } else {
            for row in rows { out += "\(row.code)\t\(Sanitizer.sanitize(row.name))\t\(Sanitizer.sanitize(row.path))\n" }
        }
        var err = ""
        if result.totalCount == 0 {
            let shown = CommandText.echo(query)
            err = tr("weibo-tui: 没有与 '\(shown)' 相符的地点\n", "weibo-tui: no place matches '\(shown)'\n")
        } else if result.totalCount > rows.count {
            err = tr("weibo-tui: 显示 \(result.totalCount) 个结果中的 \(rows.count) 个（用 --limit N 查看更多）\n",
                     "weibo-tui: showing \(rows.count) of \(plural(result.totalCount, "match", "matches")) (--limit N for more)\n")
        }
        return CommandOutput(stdout: out, stderr: err, status: result.totalCount == 0 ? 1 : 0)
    }

    // MARK: show

    private static func show(_ arguments: [String], catalog: () -> PlaceSearch) -> CommandOutput {
        let spec = UserCommands.citiesShow
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard let text = options.words.first else { return .usageError(tr("show 需要 CODE", "show needs a CODE"), for: spec) }
        guard let code = Int(text), code >= 0 else {
            let shown = CommandText.echo(text)
            return .usageError(tr("CODE 是 6 位或 9 位数字，而不是 '\(shown)'", "CODE is a number of 6 or 9 digits, not '\(shown)'"), for: spec)
        }
        let directory = catalog().directory
        guard let place = directory.place(code: code) else {
            return CommandOutput(stderr: tr("weibo-tui: 没有代码为 \(code) 的地点\n", "weibo-tui: no place has code \(code)\n"), status: 1)
        }
        var out = ""
        func line(_ label: String, _ value: String) {
            out += TextLayout.pad(label, toWidth: 12) + " " + value + "\n"
        }
        line(tr("名称：", "name:"), Sanitizer.sanitize(place.name))
        line(tr("路径：", "path:"), Sanitizer.sanitize(directory.pathText(of: code)))
        line(tr("代码：", "code:"), String(place.code))
        line(tr("级别：", "level:"), tr(place.level.chineseLabel, place.level.label))
        line(tr("拼音：", "pinyin:"), place.pinyin.joined(separator: " "))
        line(tr("首字母：", "initials:"), place.initials)
        let children = directory.children(of: code)
        line(tr("下级：", "children:"), String(children.count))
        for child in children { out += "  \(child.code)\t\(Sanitizer.sanitize(child.name))\n" }
        return CommandOutput(stdout: out, status: 0)
    }
}
