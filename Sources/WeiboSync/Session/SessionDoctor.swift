import WeiboAPI
import WeiboCore
import WeiboStore

/// `weibo-tui doctor` for a web session: each kind of list asked once of
/// each route that offers it, whatever the routes' rest, and what came
/// back: the HTTP status, whether it could be read (and if not, where and
/// why), and which route the list will use. What it learns goes into the
/// route memory as a sync's would: a route that answers is asked first again.
public struct SessionDoctor {
    public var account: Account
    public var client: WeiboClient

    public init(account: Account, client: WeiboClient) {
        self.account = account
        self.client = client
    }

    /// One kind of list, as each route answered.
    public struct Row {
        public var title: String
        public var cells: [(host: WebHost, cell: Cell)]
        /// The route a sync will ask first: the first declared that could be read.
        public var uses: WebHost? { cells.first { $0.cell.works }?.host }
    }

    /// One route's answer.
    public enum Cell {
        case readable(status: Int, items: Int?)
        case failed(status: Int?, RemoteFailure)
        case notOffered

        public var works: Bool { if case .readable = self { true } else { false } }
    }

    /// Every kind the web session reads, in sync's order; the post page asks
    /// for the newest post 首页 brought.
    public func examine() -> [Row] {
        var newestPost: Int64?
        var rows = [row(tr("登录", "sign-in")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in
            _ = try client.call(web: backend.only == .desktop ? .desktopConfig() : .config(), session: account) {
                (status, body, headers, now) throws(APIError) in
                backend.only == .desktop ? try WebResponse.desktopConfig(status: status, body: body, headers: headers, now: now)
                                         : try WebResponse.config(status: status, body: body, headers: headers, now: now)
            }
            return nil
        }]
        rows.append(row(tr("首页", "home")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in
            let page = try backend.homeTimeline(since: nil, cursor: nil, count: 20)
            newestPost = newestPost ?? page.items.first?.id
            return page.items.count
        })
        rows.append(row(tr("我的资料", "profile")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in _ = try backend.me(); return nil })
        rows.append(row(tr("我的微博", "your posts")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in try backend.ownPosts(since: nil, cursor: nil, count: 20).items.count })
        if let post = newestPost {
            rows.append(row(tr("微博正文", "post page")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in _ = try backend.status(id: post); return nil })
            rows.append(row(tr("评论", "comments")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in try backend.comments(postID: post, cursor: nil, count: 20).items.count })
        }
        rows.append(row(tr("未读数", "unread counts")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in _ = try backend.unreadCount(); return nil })
        rows.append(row(tr("私信", "messages")) { (backend: WebBackend) throws(RemoteFailure) -> Int? in try backend.conversations(cursor: nil).items.count })
        remember(rows)
        return rows
    }

    /// One kind asked of each route alone.
    private func row(_ title: String, _ ask: (WebBackend) throws(RemoteFailure) -> Int?) -> Row {
        let cells = RouteMemory.routes.map { host -> (WebHost, Cell) in
            let backend = WebBackend(account: account, client: client, only: host)
            let session = backend.session
            let before = session.exchanges.count
            do throws(RemoteFailure) {
                let items = try ask(backend)
                return (host, .readable(status: session.exchanges.last?.status ?? 200, items: items))
            } catch {
                if case .notOffered = error { return (host, .notOffered) }
                let status = session.exchanges.count > before ? session.exchanges.last?.status : nil
                return (host, .failed(status: status, error))
            }
        }
        return Row(title: title, cells: cells)
    }

    /// A route that answered wakes; one that refused rests, as in a sync.
    private func remember(_ rows: [Row]) {
        let session = client.webSessions.session(for: account, bases: client.webBases)
        let now = client.now()
        var changed = false
        for host in RouteMemory.routes {
            let cells = rows.compactMap { row in row.cells.first { $0.host == host }?.cell }
            let refusal = cells.lazy.compactMap { cell -> Int64? in
                guard case .failed(_, let failure) = cell else { return nil }
                return WebRoutes.refusal(failure, writes: false, now: now) ?? WebRoutes.closing(failure)
            }.first
            if let refusal {
                session.routes.rest(host, until: refusal)
                changed = true
            } else if cells.contains(where: \.works) {
                changed = session.routes.wake(host) || changed
            }
        }
        if changed { client.persist?(session) }
    }
}
