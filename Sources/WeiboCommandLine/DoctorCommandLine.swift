import WeiboAPI
import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui doctor`: what works of the logged-in session, as a table,
/// and what the user can do about what does not.
enum DoctorCommandLine {
    static func doctor(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: UserCommands.doctor) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        let account: Account
        do {
            guard case .account(let active) = try DataSource.active(dataDirectory: try context.dataDirectory(), sampleOnly: context.sampleOnly) else {
                return AccountCommandLine.failure("doctor", tr("没有登录的账号，没有可检查的会话；先运行 weibo-tui login",
                                                               "no account is logged in, so there is no session to check; run weibo-tui login first"))
            }
            account = active
        } catch {
            return CommandText.failure(error)
        }
        let now = context.clock.now
        let names: [String], rows: [Row]
        switch account.kind {
        case .web:
            let bases = context.client.webBases
            names = RouteMemory.routes.map { bases.hostName(for: $0) }
            rows = SessionDoctor(account: account, client: context.client).examine().map { row in
                Row(title: row.title, cells: row.cells.map { Cell($0.cell, now: now) },
                    uses: row.uses.map { bases.hostName(for: $0) })
            }
        case .openAPI:
            let api = WeiboClient.host(of: context.client.bases.api)
            names = [api]
            let remote = backend(for: account, client: context.client)
            rows = [(tr("登录", "sign-in"), { () throws(RemoteFailure) -> Int? in _ = try remote.me(); return nil }),
                    (tr("首页", "home"), { () throws(RemoteFailure) -> Int? in try remote.homeTimeline(since: nil, cursor: nil, count: 20).items.count })]
                .map { title, ask in
                    let cell: Cell
                    do throws(RemoteFailure) { cell = Cell(works: true, text: readable(200, try ask())) } catch { cell = Cell(.failed(status: nil, error), now: now) }
                    return Row(title: title, cells: [cell], uses: cell.works ? api : nil)
                }
        }
        let working = rows.filter { $0.uses != nil }.count
        let status: Int32 = working == rows.count ? 0 : working == 0 ? 1 : SyncExitStatus.partly
        if options.json { return CommandOutput(stdout: json(rows, names: names, works: status == 0), status: status) }
        let text = table(rows, names: names) + advice(rows, account: account, context: context, status: status)
        return CommandOutput(stdout: text, status: status)
    }

    /// One row as printed.
    struct Row {
        var title: String
        var cells: [Cell]
        var uses: String?
    }

    /// One route's answer in words: `200 可读（20 条）`, `432 拒绝`…
    struct Cell {
        var works: Bool
        var text: String
        /// What the user can do about it, when it failed.
        var advice: String?

        init(works: Bool, text: String, advice: String? = nil) {
            self.works = works
            self.text = text
            self.advice = advice
        }

        init(_ cell: SessionDoctor.Cell, now: Int64) {
            switch cell {
            case .readable(let status, let items):
                self.init(works: true, text: readable(status, items))
            case .notOffered:
                self.init(works: false, text: "—")
            case .failed(let status, let failure):
                let code = status.map { "\($0) " } ?? ""
                switch failure {
                case .api(.checkingClient), .refused, .resting:
                    self.init(works: false, text: code + tr("拒绝（要求验证）", "refused (verification)"),
                              advice: tr("在浏览器中打开它看看；weibo-tui 30 分钟内不再请求它，之后再试",
                                         "open it in a browser to see why; weibo-tui leaves it alone for 30 minutes, then tries again"))
                case .api(.signedOut), .api(.tokenInvalid):
                    self.init(works: false, text: code + tr("未登录", "signed out"),
                              advice: tr("重新登录：weibo-tui login --qr", "sign in again: weibo-tui login --qr"))
                case .api(.rateLimited):
                    self.init(works: false, text: code + tr("请求太频繁", "too many requests"), advice: tr("等一会儿再试", "wait a while"))
                case .api(.badResponse(let bad)):
                    if case .htmlPage = bad.innermost {
                        self.init(works: false, text: code + tr("网页而不是数据", "a web page, not data"),
                                  advice: tr("在浏览器中打开它看看", "open it in a browser to see why"))
                    } else {
                        self.init(works: false, text: code + tr("无法读取", "unreadable"),
                                  advice: failure.message(now: now) + tr("（请用 sync --record 附上回复报告问题）", " (report it with the replies from sync --record)"))
                    }
                case .network:
                    self.init(works: false, text: tr("无法连接", "unreachable"), advice: failure.message(now: now))
                default:
                    self.init(works: false, text: code + tr("失败", "failed"), advice: failure.message(now: now))
                }
            }
        }
    }

    static func readable(_ status: Int, _ items: Int?) -> String {
        "\(status) " + tr("可读", "readable") + (items.map { tr("（\($0) 条）", " (\($0))") } ?? "")
    }

    /// The table, each column as wide as its widest cell.
    static func table(_ rows: [Row], names: [String]) -> String {
        let header = [tr("列表", "list")] + names + [tr("使用", "uses")]
        let lines = [header] + rows.map { [$0.title] + $0.cells.map(\.text) + [$0.uses ?? tr("无", "none")] }
        let widths = header.indices.map { column in lines.map { CommandText.line($0[column]).terminalWidth }.max() ?? 0 }
        return lines.map { line in
            line.enumerated().map { column, text in
                let safe = CommandText.line(text)
                return column == line.count - 1 ? safe : safe + String(repeating: " ", count: widths[column] - safe.terminalWidth + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// What can be done, once per kind of trouble and route, and the verdict.
    static func advice(_ rows: [Row], account: Account, context: AccountCommandLine.Context, status: Int32) -> String {
        var lines: [String] = []
        let names = account.kind == .web ? RouteMemory.routes.map { context.client.webBases.hostName(for: $0) } : [WeiboClient.host(of: context.client.bases.api)]
        for (index, name) in names.enumerated() {
            var seen: Set<String> = []
            for row in rows {
                guard index < row.cells.count, let advice = row.cells[index].advice, seen.insert(advice).inserted else { continue }
                lines.append("- " + CommandText.line(name + tr("：", ": ") + advice))
            }
        }
        let verdict = switch status {
        case 0: tr("会话可用：每种列表都有可用的路线", "the session works: every kind of list has a working route")
        case 1: tr("会话不可用：没有一种列表能读取", "the session does not work: no kind of list can be read")
        default: tr("会话部分可用：标着“无”的列表暂时取不回", "the session works in part: the lists marked none cannot be fetched for now")
        }
        return (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n") + "\n" + verdict + "\n"
    }

    static func json(_ rows: [Row], names: [String], works: Bool) -> String {
        let items = rows.map { row in
            let routes = zip(names, row.cells).map { name, cell in
                "{\"route\": \(CommandText.json(name)), \"works\": \(cell.works), \"said\": \(CommandText.json(cell.text))}"
            }
            return "{\"title\": \(CommandText.json(row.title)), \"routes\": [\(routes.joined(separator: ", "))], "
                + "\"uses\": \(row.uses.map(CommandText.json) ?? "null")}"
        }
        return "{\"works\": \(works), \"rows\": [\(items.joined(separator: ", "))]}\n"
    }
}
