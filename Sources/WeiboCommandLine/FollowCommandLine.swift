import WeiboCore
import WeiboStore
import WeiboSync

/// `weibo-tui follow UID|NAME` and `unfollow`: the app's 关注 button on the
/// command line, through the outbox (queued, shown at once, sent exactly
/// once: claimed before it leaves, their card read before any resend).
enum FollowCommandLine {
    static func run(_ arguments: [String], follow: Bool, _ context: AccountCommandLine.Context) -> CommandOutput {
        let spec = follow ? UserCommands.follow : UserCommands.unfollow, name = spec.path[0]
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: spec, maxWords: 1) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard options.words.count == 1, let asked = options.words.first, !asked.isEmpty else {
            return .usageError(tr("\(name) 需要一个 uid 或名字", "\(name) needs one uid or name"), for: spec)
        }
        do {
            let folder = try context.dataDirectory()
            guard case .account(let account) = try DataSource.active(dataDirectory: folder, sampleOnly: context.sampleOnly) else {
                return AccountCommandLine.failure(name, tr("示例数据不能关注别人；请先登录网页会话", "the sample follows no one; log in to a web session first"))
            }
            if Unavailable.following.applies(to: account.kind) {
                return AccountCommandLine.failure(name, Unavailable.following.message(for: account.kind))
            }
            let store = try AccountCommandLine.openStore(account, folder: folder, context)
            defer { store.close() }
            guard let uid = try Int64(asked).flatMap({ $0 > 0 ? $0 : nil }) ?? store.user(named: asked).flatMap({ Int64($0.id) }) else {
                return AccountCommandLine.failure(name, tr("缓存里没有 @\(asked)；请给出他的 uid", "the cache knows no @\(asked); give their uid"))
            }
            if uid == account.uid {
                return AccountCommandLine.failure(name, tr("不能关注自己", "you cannot follow yourself"))
            }
            // Someone never seen: their card first, so that there is a person to show as followed.
            if try store.user(id: String(uid)) == nil, case .failure(let error) = try context.engine(account).person(uid, into: store) {
                return AccountCommandLine.failure(name, error.message(now: context.clock.now) + tr("；没有放入待发箱", "; nothing was queued"))
            }
            let before = try store.user(id: String(uid))?.following
            guard let person = try store.queueFollow(uid: uid, follow) else {
                return AccountCommandLine.failure(name, tr("没有找到用户 @", "no one called @") + asked)
            }
            let item = try store.pendingFollow(uid: uid)
            if before == follow && item == nil {
                return said(person, follow: follow, sent: false, item: nil, json: options.json)
            }
            let run = try OutboxSender(account: account, client: context.client).sendDue(in: store, now: context.clock.now)
            let now = try store.user(id: String(uid)) ?? person
            guard let item else { return said(now, follow: follow, sent: false, item: nil, json: options.json) }
            if run.sent.contains(where: { $0.item.id == item.id }) {
                return said(now, follow: follow, sent: true, item: nil, json: options.json)
                    .prepending(stderr: AccountCommandLine.routeLines(account, context, command: name))
            }
            let reason: String
            if let failure = run.failures.first(where: { $0.item.id == item.id }) {
                reason = failure.message + tr("；", "; ") + (failure.unknownOutcome ? OutboxCommandLine.mayHaveArrived(item.id)
                                                               : OutboxCommandLine.waiting(item.id, failure.retryAt, clock: context.clock))
            } else if run.busy {
                reason = tr("另一个 weibo-tui 正在发送这个账号的待发箱；", "another weibo-tui process is sending this account's outbox; ")
                    + OutboxCommandLine.waiting(item.id, item.nextAttemptAt, clock: context.clock)
            } else {
                reason = (run.storeTrouble?.reason ?? run.failures.last?.message ?? tr("待发箱里更早的内容还没发出", "older items in the outbox are not sent yet"))
                    + tr("；", "; ") + OutboxCommandLine.waiting(item.id, item.nextAttemptAt, clock: context.clock)
            }
            var output = said(now, follow: follow, sent: false, item: item.id, json: options.json)
            output.stderr = AccountCommandLine.failure(name, reason).stderr
            output.status = 1
            return output.prepending(stderr: AccountCommandLine.routeLines(account, context, command: name))
        } catch let refusal as Refusal {
            return AccountCommandLine.failure(name, refusal.message)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// Where the account stands with `person` now (what the cache shows),
    /// whether Weibo has it, and the outbox item that waits, if one does.
    static func said(_ person: User, follow: Bool, sent: Bool, item: Int64?, json: Bool) -> CommandOutput {
        if json {
            let fields = ["\"uid\": \(CommandText.json(person.id))", "\"name\": \(CommandText.json(person.name))",
                          "\"following\": \(person.following.map { "\($0)" } ?? "null")", "\"sent\": \(sent)",
                          "\"outbox_id\": \(CommandText.json(item))"]
            return CommandOutput(stdout: "{" + fields.joined(separator: ", ") + "}\n", status: 0)
        }
        let who = CommandText.line(person.name) + " (uid \(person.id))"
        let line = follow
            ? (sent ? tr("已关注 \(who)", "now following \(who)") : tr("已关注 \(who)（缓存里）", "following \(who) (in the cache)"))
            : (sent ? tr("已取消关注 \(who)", "no longer following \(who)") : tr("已取消关注 \(who)（缓存里）", "not following \(who) (in the cache)"))
        return CommandOutput(stdout: line + "\n", status: 0)
    }
}
