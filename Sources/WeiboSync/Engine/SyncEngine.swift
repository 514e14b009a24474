import WeiboAPI
import WeiboCore
import WeiboHTTP
import WeiboStore

/// An account's sync, between Weibo and its store, used by the command
/// line's `sync` and `post` (and so by the app, which runs `sync` as a
/// child): the outbox first, then each list of `SyncedList.all` on its
/// own, then the pictures the new items show.
public struct SyncEngine {
    public var account: Account
    public var client: WeiboClient
    /// How pictures are downloaded; nil: none are.
    public var pictures: PictureFetch?

    public init(account: Account, client: WeiboClient, pictures: PictureFetch? = nil) {
        self.account = account
        self.client = client
        self.pictures = pictures
    }

    /// Where and how pictures are fetched: their own HTTP bounds and the cache's cap.
    public struct PictureFetch {
        public var transport: WeiboClient.Transport
        public var capBytes: Int

        public init(transport: @escaping WeiboClient.Transport, capBytes: Int) {
            self.transport = transport
            self.capBytes = capBytes
        }
    }

    var backend: any Backend { WeiboSync.backend(for: account, client: client) }

    /// What a sync did.
    public struct Report {
        public var outbox: OutboxSender.Run
        /// Each list asked, in order, with what it added or why it failed.
        public var lists: [ListReport] = []
        /// What stopped the sync before its last list (the network, the
        /// login, Weibo limiting or checking): the lists after it were not asked.
        public var stopped: RemoteFailure?
        /// stderr's line about pictures not fetched (or nothing).
        public var pictureLine = ""

        /// One list's outcome.
        public struct ListReport {
            public var list: SyncedList
            public var result: SyncedList.ListResult?
            public var failure: RemoteFailure?
        }

        /// Something was saved, but some list failed on its own.
        public var partly: Bool { lists.contains { $0.failure != nil } && !savedNothing }
        /// Nothing at all was saved (a list the kind does not offer saves nothing).
        public var savedNothing: Bool { !lists.contains { $0.result.map { !$0.notOffered } ?? false } }
        public func result(_ name: String) -> SyncedList.ListResult? { lists.first { $0.list.name == name }?.result }
    }

    /// The outbox (every waiting item with `sendWaiting`), then every list a
    /// sync refreshes, each saved as it arrives, at most `limit` items each.
    public func sync(_ store: Store, limit: Int, now: Int64, sendWaiting: Bool) throws -> Report {
        let outbox = try OutboxSender(account: account, client: client).sendDue(in: store, now: now, waitingToo: sendWaiting)
        var report = Report(outbox: outbox)
        // Weibo cannot be reached at all: every list would fail the same way.
        guard !outbox.unreachable else { return report }
        let run = SyncedList.ListRun(backend: backend, store: store, limit: limit)
        for list in SyncedList.all where list.refresh == .everySync {
            do {
                report.lists.append(.init(list: list, result: try list.run(run)))
            } catch let failure as RemoteFailure {
                report.lists.append(.init(list: list, failure: failure))
                if failure.endsSync {
                    report.stopped = failure
                    break
                }
            }
        }
        if report.result(SyncedList.unread.name) != nil { try store.settleUnreadFlags() }
        report.pictureLine = downloadPictures(report.lists.flatMap { $0.result?.pictures ?? [] }, folder: store.dataDirectory)
        return report
    }

    /// Downloads what is missing of `addresses` into the account's picture
    /// cache; stderr's line (or nothing). Never fails the sync: pictures
    /// come again later.
    public func downloadPictures(_ addresses: [String], folder: String) -> String {
        guard let pictures, !addresses.isEmpty else { return "" }
        do {
            let cache = try PictureCache(dataDirectory: folder, capBytes: pictures.capBytes)
            return PictureDownloads.fetch(addresses, into: cache, transport: pictures.transport).line
        } catch let error as StoreError {
            // Its message names the program already.
            return Sanitizer.sanitize(error.message, markLimit: MarkRuns.limit) + "\n"
        } catch {
            return PictureDownloads.line(String(describing: error))
        }
    }
}

extension RemoteFailure {
    /// Whether every later list would fail the same way (the network, the
    /// login, Weibo limiting or checking this client): the sync stops, and
    /// asks nothing more in that burst. Anything else is one list's own.
    public var endsSync: Bool {
        switch self {
        case .network: true
        case .api(.tokenInvalid), .api(.signedOut), .api(.rateLimited), .api(.checkingClient), .refused: true
        case .api, .resting, .notOffered: false
        }
    }
}
