import WeiboCore
import WeiboStore
import WeiboSync

/// The outbox on the command line: `post` as the account (queued, then sent
/// at once when Weibo answers), `outbox` to see, cancel or retry what
/// waits, and the lines `sync` prints for what it sent.
enum OutboxCommandLine {
    // MARK: post

    /// `post TEXT…` on an account: the text goes into the outbox first, then
    /// everything due is sent, this post included. Exit 0 only when this
    /// post reached Weibo; otherwise it waits in the outbox and the one line
    /// says why and how it goes out.
    static func post(_ arguments: [String], readStdin: (_ maxBytes: Int) -> [UInt8]?, _ context: AccountCommandLine.Context) -> CommandOutput {
        let text: String
        var draft = Draft()
        // The longest any account takes: which account it is, and so its own
        // limit, is known once the store is open, and its queue checks that.
        switch PostsCommandLine.postText(arguments, limit: WeiboLength.longTextLimit, readStdin: readStdin) {
        case .answer(let answer): return answer
        case .text(let read, let visibility):
            text = read
            draft.text = read
            draft.visibility = visibility
        }
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                return AccountCommandLine.failure("post", tr("没有登录的账号", "no account is logged in"))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            let item: OutboxItem
            do {
                item = try store.queue(draft)
            } catch let error as StoreError {
                return AccountCommandLine.failure("post", error.reason + tr("；没有放入待发箱，也没有发送", "; nothing was queued or sent"))
            }
            let run = try OutboxSender(account: account, client: context.client).sendDue(in: store, now: context.clock.now)
            return said(run, of: item, text: text, limit: store.postLengthLimit, clock: context.clock)
                .prepending(stderr: AccountCommandLine.routeLines(account, context, command: "post"))
        } catch let refusal as Refusal {
            return AccountCommandLine.failure("post", refusal.message)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// What `post` says of its item after the run: sent (and whether the
    /// cache could record it), or where it waits and why, in words that
    /// are true whatever happened.
    static func said(_ run: OutboxSender.Run, of item: OutboxItem, text: String, limit: Int, clock: Clock) -> CommandOutput {
        said(run, of: item, command: "post", clock: clock) { sent in
            let count = "\(WeiboLength.count(text))/\(limit)"
            return tr("已发送微博 \(sent.weiboID)（\(count)）\n", "sent post \(sent.weiboID) (\(count))\n")
        }
    }

    /// What any command that writes through the outbox (`post`, `comment`,
    /// `repost`, `like`, `dm`) says of its item after the run; `sentLine`
    /// is its stdout when Weibo has it.
    static func said(_ run: OutboxSender.Run, of item: OutboxItem, command: String, clock: Clock,
                     sentLine: (OutboxSender.Run.Sent) -> String) -> CommandOutput {
        let fail = { (line: String) in AccountCommandLine.failure(command, line) }
        if let sent = run.sent.first(where: { $0.item.id == item.id }) {
            var output = CommandOutput(stdout: sentLine(sent), status: 0)
            if !sent.recorded, let trouble = run.storeTrouble {
                output.stderr = fail(trouble.reason + tr("；微博已收到，但缓存没能记下：#\(item.id) 留在待发箱，下次同步在微博上找到它，不会重发",
                                                         "; Weibo has it, but the cache could not record that: #\(item.id) stays in the outbox until the next sync finds it on Weibo, and is never sent again")).stderr
            }
            return output
        }
        if run.busy {
            return fail(tr("另一个 weibo-tui 正在发送这个账号的待发箱；", "another weibo-tui process is sending this account's outbox; ")
                        + waiting(item.id, item.nextAttemptAt, clock: clock))
        }
        if let trouble = run.storeTrouble, trouble.item.id == item.id {
            return fail(trouble.reason + tr("；#\(item.id) 保留在待发箱，没有发送（有空间后 weibo-tui sync 发送）",
                                            "; kept in the outbox as #\(item.id), not sent (weibo-tui sync sends it once there is room)"))
        }
        if let failure = run.failures.first(where: { $0.item.id == item.id }) {
            if failure.unknownOutcome { return fail(failure.message + tr("；", "; ") + mayHaveArrived(item.id)) }
            return fail(failure.message + tr("；", "; ") + waiting(item.id, failure.retryAt, clock: clock))
        }
        let reason = run.storeTrouble?.reason ?? run.failures.last?.message ?? tr("待发箱里更早的内容还没发出", "older items in the outbox are not sent yet")
        return fail(reason + tr("；", "; ") + waiting(item.id, item.nextAttemptAt, clock: clock))
    }

    /// Said of an item whose send may have reached Weibo.
    static func mayHaveArrived(_ id: Int64) -> String {
        tr("可能已经发出：#\(id) 留在待发箱，重发前先在微博上核对（weibo-tui sync）",
           "it may have arrived: #\(id) stays in the outbox and is looked for on Weibo before any resend (weibo-tui sync)")
    }

    /// Where an unsent item is now and how it goes out.
    static func waiting(_ id: Int64, _ retryAt: Int64?, clock: Clock) -> String {
        guard let retryAt else {
            return tr("保留在待发箱 #\(id)，不会自动重发（weibo-tui outbox cancel \(id) 取消）",
                      "kept in the outbox as #\(id), not retried by itself (weibo-tui outbox cancel \(id) drops it)")
        }
        let when = RelativeTime.absolute(retryAt, clock: clock)
        return tr("已放入待发箱 #\(id)：weibo-tui sync 在 \(when) 之后发送（sync --now 立即发送）",
                  "queued in the outbox as #\(id): weibo-tui sync sends it from \(when) (sync --now: at once)")
    }

    // MARK: sync's part

    /// What `sync` says of the outbox: a stdout line for what went out, a
    /// stderr line for what did not (the failure that ended the run, or the
    /// last one), and whether fetching is pointless (Weibo unreachable, or
    /// the login no longer valid).
    struct SyncLines {
        var stdout = ""
        var stderr = ""
        var unreachable = false
    }

    /// What `sync` says of what its run of the outbox did.
    static func lines(_ run: OutboxSender.Run, store: Store) throws -> SyncLines {
        var lines = SyncLines(unreachable: run.unreachable)
        let sent = run.sent.count
        if sent > 0 { lines.stdout = tr("已发送 \(sent) 条\n", "sent \(sent) from the outbox\n") }
        if run.busy {
            lines.stdout += tr("另一个 weibo-tui 正在发送待发箱，这次不发送\n", "another weibo-tui process is sending the outbox; this sync sends nothing\n")
        }
        var problem: String?
        if let trouble = run.storeTrouble {
            let recordedNot = run.sent.contains { !$0.recorded && $0.item.id == trouble.item.id }
            problem = trouble.reason + (recordedNot
                ? tr("；微博已收到 #\(trouble.item.id)，但缓存没能记下：下次同步在微博上找到它，不会重发",
                     "; Weibo has #\(trouble.item.id), but the cache could not record that: the next sync finds it on Weibo, and never sends it again")
                : tr("；#\(trouble.item.id) 没有发送，保留在待发箱", "; #\(trouble.item.id) was not sent and stays in the outbox"))
        } else if let failure = run.failures.last {
            let left = try store.outbox().count
            problem = failure.message + (failure.unknownOutcome ? tr("；", "; ") + mayHaveArrived(failure.item.id) : "")
                + tr("；待发箱里还有 \(left) 条（weibo-tui outbox）", "; \(left) still in the outbox (weibo-tui outbox)")
        }
        if var line = problem {
            if run.unreachable { line += tr("；没有取回新微博", "; nothing was fetched") }
            lines.stderr = "weibo-tui sync: " + CommandText.line(line) + "\n"
        }
        return lines
    }

    // MARK: outbox

    static func outbox(_ arguments: [String], _ context: AccountCommandLine.Context) -> CommandOutput {
        let outbox = UserCommands.outbox
        // `outbox` alone lists, as `outbox list` does.
        var spec = UserCommands.outboxList, rest = arguments
        if let word = arguments.first, !word.hasPrefix("-") {
            guard let sub = outbox.subcommand(word) else {
                return .usageError(tr("outbox 没有命令 '\(CommandText.echo(word))'", "unknown command '\(CommandText.echo(word))' for outbox"),
                                   for: outbox)
            }
            spec = sub
            rest = Array(arguments.dropFirst())
        } else if arguments.contains("--help") || arguments.contains("-h") {
            return .help(outbox)
        }
        let options: CommandOptions
        switch CommandOptions.read(rest, for: spec, maxWords: spec.arguments.isEmpty ? 0 : 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        var id: Int64 = 0
        if !spec.arguments.isEmpty {
            guard let word = options.words.first, let number = Int64(word), number > 0 else {
                return .usageError(tr("\(spec.fullName) 需要待发内容的编号 ID", "\(spec.fullName) needs an outbox ID"), for: spec)
            }
            id = number
        }
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                return AccountCommandLine.failure("outbox", tr("示例数据没有待发箱：在示例里发的微博立即发布",
                                                               "the sample has no outbox: what you write there is published at once"))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            switch spec.name {
            case "cancel":
                let item = try store.outboxItem(id: id)
                try store.cancelOutboxItem(id: id)
                let note = item?.outcomeUnknown == true
                    ? tr("；它上次发送后没有收到回复，可能已经在微博上", "; its last send got no answer, so it may be on Weibo already") : ""
                return CommandOutput(stdout: tr("已取消 #\(id)", "cancelled #\(id)") + note + "\n", status: 0)
            case "retry":
                try store.retryOutboxItem(id: id)
                return CommandOutput(stdout: tr("#\(id) 将在下次同步时发送（weibo-tui sync）\n", "#\(id) goes out with the next sync (weibo-tui sync)\n"),
                                     status: 0)
            default:
                let items = try store.outbox()
                if options.json { return CommandOutput(stdout: CommandText.jsonArray(items.map(json)), status: 0) }
                if items.isEmpty { return CommandOutput(stderr: tr("weibo-tui: 待发箱是空的\n", "weibo-tui: the outbox is empty\n"), status: 0) }
                return CommandOutput(stdout: items.map { render($0, clock: context.clock) }.joined(separator: "\n"), status: 0)
            }
        } catch let refusal as Refusal {
            return AccountCommandLine.failure("outbox", refusal.message)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// One item as `outbox` lists it:
    ///
    ///     #3 · 微博 · 2分钟前 · 2 次未发出，14:05 之后重试：cannot connect…
    ///       text
    static func render(_ item: OutboxItem, clock: Clock) -> String {
        let head = "#\(item.id) · \(item.kindLabel) · \(RelativeTime.format(item.createdAt, clock: clock)) · "
            + item.stateText(error: CommandText.line(item.lastErrorText ?? ""), clock: clock)
            + (item.mayHaveArrivedText.map { tr("（\($0)）", " (\($0))") } ?? "")
        return head + "\n" + CommandText.block(item.text, indent: "  ") + "\n"
    }

    static func json(_ item: OutboxItem) -> String {
        "{" + [
            "\"id\": \(item.id)",
            "\"kind\": \(CommandText.json(item.kind.rawValue))",
            "\"text\": \(CommandText.json(item.text))",
            "\"target_post_id\": \(CommandText.json(item.targetPostID))",
            "\"target_comment_id\": \(CommandText.json(item.targetCommentID))",
            "\"created_at\": \(item.createdAt)",
            "\"attempts\": \(item.attempts)",
            "\"next_attempt_at\": \(item.nextAttemptAt)",
            "\"last_error\": \(CommandText.json(item.lastErrorText))",
            "\"outcome_unknown\": \(item.outcomeUnknown)",
            "\"failed\": \(item.failed)",
            // A post's files in the order they go, and who may read it (`post --visible`'s words).
            "\"media\": [" + item.media.map { CommandText.json($0) }.joined(separator: ", ") + "]",
            "\"visibility\": \(CommandText.json(item.visibility.rawValue))",
        ].joined(separator: ", ") + "}"
    }
}
