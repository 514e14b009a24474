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
///   option).
/// - `show CODE`: the place (name, path, code, level, coordinates, pinyin)
///   and its children; exit 1 for an unknown code, 2 when CODE is not a number.
///
/// The catalogue is an autoclosure so that usage errors never pay for
/// opening it. Anything from the user that is echoed back has its control
/// characters replaced, so a query cannot send escape sequences to the
/// terminal, and is shortened to `echoWidth` columns, so a pasted page does
/// not come back whole.
public enum PlacesCommandLine {
    public struct Output: Sendable, Equatable {
        public var stdout: String
        public var stderr: String
        public var status: Int32

        public init(stdout: String = "", stderr: String = "", status: Int32) {
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
        }
    }

    public static let defaultLimit = 20

    public static let usage = """
        usage: weibo-tui cities search QUERY [--limit N] [--json]
               weibo-tui cities show CODE

        search  places whose name contains QUERY, or whose name it spells from
                the start in pinyin, initials or both mixed with Chinese
                (长沙, changsha, cs, 长sha, Cháng'shā, 長沙); prints
                CODE<TAB>NAME<TAB>PATH per match, best first (default limit \(defaultLimit))
        show    one place by its code (6 digits, 9 for townships), with its children
        """

    public static func run(_ arguments: [String], catalog: @autoclosure () -> PlaceSearch) -> Output {
        guard let command = arguments.first else { return usageError("missing command") }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "search": return search(rest, catalog: catalog)
        case "show": return show(rest, catalog: catalog)
        case "-h", "--help", "help": return Output(stdout: usage + "\n", status: 0)
        default: return usageError("unknown command '\(echo(command))'")
        }
    }

    // MARK: search

    private static func search(_ arguments: [String], catalog: () -> PlaceSearch) -> Output {
        var words: [String] = []
        var limit = defaultLimit
        var json = false
        var optionsEnded = false
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--json":
                json = true
            case "--limit":
                guard i < arguments.count else { return usageError("--limit needs a number") }
                guard let n = parseLimit(arguments[i]) else {
                    return usageError("--limit wants a positive number, not '\(echo(arguments[i]))'")
                }
                limit = n
                i += 1
            case let option where option.hasPrefix("--limit="):
                let value = String(option.dropFirst("--limit=".count))
                guard let n = parseLimit(value) else {
                    return usageError("--limit wants a positive number, not '\(echo(value))'")
                }
                limit = n
            case "-h", "--help":
                return Output(stdout: usage + "\n", status: 0)
            default:
                return usageError("unknown option '\(echo(argument))'")
            }
        }
        guard !words.isEmpty else { return usageError("search needs a QUERY") }
        let query = words.joined(separator: " ")
        guard !PlaceQuery.normalizedScalars(query).isEmpty else {
            return usageError("the query is empty")
        }
        let engine = catalog()
        let result = engine.search(query, limit: limit)
        let rows = result.matches.map { match in
            (code: match.place.code, name: match.place.name,
             path: engine.directory.pathText(of: match.place.code))
        }
        var out = ""
        if json {
            out = "[" + rows.map { row in
                "\n  {\"code\": \(row.code), \"name\": \(JSONText.string(row.name)), \"path\": \(JSONText.string(row.path))}"
            }.joined(separator: ",") + (rows.isEmpty ? "]\n" : "\n]\n")
        } else {
            for row in rows { out += "\(row.code)\t\(Sanitizer.sanitize(row.name))\t\(Sanitizer.sanitize(row.path))\n" }
        }
        var err = ""
        if result.totalCount == 0 {
            err = "weibo-tui: no place matches '\(echo(query))'\n"
        } else if result.totalCount > rows.count {
            err = "weibo-tui: showing \(rows.count) of \(result.totalCount) matches (--limit N for more)\n"
        }
        return Output(stdout: out, stderr: err, status: result.totalCount == 0 ? 1 : 0)
    }

    private static func parseLimit(_ text: String) -> Int? {
        guard let n = Int(text), n > 0 else { return nil }
        return n
    }

    // MARK: show

    private static func show(_ arguments: [String], catalog: () -> PlaceSearch) -> Output {
        guard arguments.count == 1 else {
            return usageError(arguments.isEmpty ? "show needs a CODE" : "show takes one CODE")
        }
        let text = arguments[0]
        guard let code = Int(text), code >= 0 else {
            return usageError("CODE is a number of 6 or 9 digits, not '\(echo(text))'")
        }
        let directory = catalog().directory
        guard let place = directory.place(code: code) else {
            return Output(stderr: "weibo-tui: no place has code \(code)\n", status: 1)
        }
        var out = ""
        func line(_ label: String, _ value: String) {
            out += label + TextLayout.repeated(" ", count: max(1, 13 - label.count)) + value + "\n"
        }
        line("name:", Sanitizer.sanitize(place.name))
        line("path:", Sanitizer.sanitize(directory.pathText(of: code)))
        line("code:", String(place.code))
        line("level:", "\(place.level.label) (\(place.level.chineseLabel))")
        line("pinyin:", place.pinyin.joined(separator: " "))
        line("initials:", place.initials)
        let children = directory.children(of: code)
        line("children:", String(children.count))
        for child in children { out += "  \(child.code)\t\(Sanitizer.sanitize(child.name))\n" }
        return Output(stdout: out, status: 0)
    }

    // MARK: helpers

    /// The widest an echoed argument is shown, in terminal columns.
    public static let echoWidth = 40

    /// User text as it is safe and short enough to show in a message.
    static func echo(_ text: String) -> String {
        // Only a head is sanitised and measured: a 100 KB query costs no more.
        let head = text.prefix(echoWidth * 2)
        let shown = TextLayout.truncate(Sanitizer.sanitize(String(head)), toWidth: echoWidth)
        return head.endIndex < text.endIndex && !shown.hasSuffix("…") ? shown + "…" : shown
    }

    private static func usageError(_ message: String) -> Output {
        Output(stderr: "weibo-tui cities: \(message)\n\n\(usage)\n", status: 2)
    }
}
