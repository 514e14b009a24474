import WeiboAPI
import WeiboCore
import WeiboStore

/// What is fetched when the user opens it rather than by every sync: an
/// older page of 首页 (scrolled to the end of the cache), and a post page.
extension SyncEngine {
    /// Posts one older page asks for when no limit is given: what a few
    /// screens show, so scrolling on does not wait for the next page.
    public static let olderPageSize = 50
    /// Pages one older fetch goes through when none brings a post it can
    /// read (every one skipped): the next is asked, up to this many.
    static let olderPagesAtMost = 5
    /// Comments one post page asks for: a screen or two of them.
    public static let postCommentsPageSize = 50

    /// What an older page brought.
    public struct Older {
        public var added: Int
        public var skipped: SkippedItems
        public var pictureLine: String
    }

    /// One page of the home timeline older than `oldest`, saved like any
    /// fetched page. When Weibo says its timeline ends there, the store
    /// remembers it, so the app's end-of-list marker is the real end and
    /// nothing more is asked. A page whose posts were all skipped is no
    /// end: the next page is asked.
    public func older(than oldest: Int64, into store: Store, limit: Int?) throws -> Result<Older, RemoteFailure> {
        let count = min(ListPaging.pageSize, limit ?? Self.olderPageSize)
        let found: OlderPages
        do throws(RemoteFailure) {
            found = try pages(olderThan: oldest) { cursor throws(RemoteFailure) in try backend.homeTimeline(since: nil, cursor: cursor, count: count) }
        } catch {
            return .failure(error)
        }
        let added = try store.saveFetched(users: ListPaging.authors(of: found.older, localUID: account.uid), timeline: found.older.map(\.post),
                                          reachesTimelineEnd: found.reachesEnd)
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: found.older.map(\.post)), folder: store.dataDirectory)
        return .success(Older(added: added, skipped: found.skipped, pictureLine: pictures))
    }

    /// What the pages older than a cached post brought.
    struct OlderPages {
        var older: [WeiboStatus] = []
        var skipped = SkippedItems()
        /// Weibo said the list ends there.
        var reachesEnd = false
    }

    /// The posts older than `oldest` of a list paged by `max_id` (首页, a
    /// group), from the page `page` answers for the backend's cursor: a page
    /// bringing none it can read leads to the next, at most
    /// `olderPagesAtMost`; only the server's own word ends the list.
    func pages(olderThan oldest: Int64, _ page: (RemoteCursor) throws(RemoteFailure) -> RemotePage<WeiboStatus>) throws(RemoteFailure) -> OlderPages {
        var cursor = backend.cursor(olderThan: oldest), found = OlderPages()
        for _ in 0..<Self.olderPagesAtMost {
            let page = try page(cursor)
            found.skipped.add(page.skipped, .post)
            found.older = page.items.filter { $0.id < oldest }
            guard let next = page.next else { found.reachesEnd = true; break }
            if !found.older.isEmpty || next == cursor { break }
            cursor = next
        }
        return found
    }

    /// What a post page brought.
    public struct PostPage {
        public var comments: Int
        public var pictureLine: String
    }

    /// The post as Weibo has it now (its counts, a deleted original) and
    /// its newest comments, saved together once both arrived.
    public func post(_ id: Int64, into store: Store) throws -> Result<PostPage, RemoteFailure> {
        let status: WeiboStatus, page: RemotePage<WeiboComment>
        do throws(RemoteFailure) {
            status = try backend.status(id: id)
            page = try backend.comments(postID: id, cursor: nil, count: Self.postCommentsPageSize)
        } catch {
            return .failure(error)
        }
        let comments = page.items.filter { $0.user != nil }
        let users = [status.user, status.retweeted?.user].compactMap { $0 }.map { $0.user(localUID: account.uid) }
        try store.saveFetched(post: status.post, comments: [], users: users)
        // The comments are page 1 of the page's 评论 (按热度), as opening that list would save it.
        let run = OpenedList.Run(backend: backend, store: store, page: OpenedPage(.postComments, key: id), cursor: nil, now: client.now())
        _ = try OpenedList.saveComments(run, comments, next: page.next?.text, postID: id)
        // The post page's grid, then the full-screen view's bmiddle forms.
        let thumbnails = PictureDownloads.thumbnails(of: [status.post])
        let pictures = downloadPictures(thumbnails + thumbnails.map(PictureAddress.middle), folder: store.dataDirectory)
        return .success(PostPage(comments: comments.count, pictureLine: pictures))
    }
}

extension SyncEngine {
    /// What a conversation brought.
    public struct Chat {
        public var added: Int
        public var skipped: SkippedItems
    }

    /// One conversation's newest messages with `uid` (私信), saved; what the
    /// app asks for when a chat opens. Weibo counts it read once fetched.
    public func chat(with uid: Int64, into store: Store) throws -> Result<Chat, RemoteFailure> {
        if let why = backend.unavailable(.directMessages) { return .failure(.api(.api(code: 0, message: why))) }
        let page: RemotePage<WebDirectMessage>
        do throws(RemoteFailure) {
            page = try backend.chat(with: uid, olderThan: nil)
        } catch {
            return .failure(error)
        }
        let messages = page.items.map { $0.fetched(localUID: account.uid) }
        let added = try store.saveFetched(chatWith: String(uid), messages: messages, users: [])
        return .success(Chat(added: added, skipped: SkippedItems(page.skipped, .message)))
    }
}

extension SyncEngine {
    /// A list fetched only when the user opens it (`SyncedList.Refresh.whenOpened`,
    /// `sync --list NAME`), saved as a sync saves it; a list the kind does
    /// not offer asks nothing (`notOffered`).
    public func opened(_ list: SyncedList, into store: Store, limit: Int) throws -> Result<SyncedList.ListResult, RemoteFailure> {
        do {
            return .success(try list.run(SyncedList.ListRun(backend: backend, store: store, limit: limit)))
        } catch let failure as RemoteFailure {
            return .failure(failure)
        }
    }
}

extension SyncedList {
    /// The lists fetched only when opened, by the name `sync --list` takes.
    public static func opened(named name: String) -> SyncedList? {
        all.first { $0.refresh == .whenOpened && $0.name == name }
    }

    /// Their names, for `sync --help` and a wrong name's line.
    public static var openedNames: [String] { all.filter { $0.refresh == .whenOpened }.map(\.name) }
}

extension SyncEngine {
    /// What a search page brought.
    public struct Search {
        /// What the page held: posts, people or topics, as the query's kind.
        public var posts: Int
        public var skipped: SkippedItems
        public var nextPage: Int?
        public var pictureLine: String
    }

    /// Page `page` of a search of all Weibo (a hot word's posts, a topic's
    /// page), saved with the pages before it; what the app asks for when
    /// such a page opens or is scrolled to its end.
    public func search(_ query: WeiboSearchQuery, page: Int, into store: Store) throws -> Result<Search, RemoteFailure> {
        if let why = backend.unavailable(.searchingWeibo) { return .failure(.api(.api(code: 0, message: why))) }
        // 用户 and 话题 are no posts: saved as what they are, no pictures.
        switch query.kind {
        case .posts, .realtime: break
        case .users:
            let people: RemotePage<WeiboUser>
            do throws(RemoteFailure) { people = try backend.searchPeople(query, page: page) } catch { return .failure(error) }
            let next = people.next?.pageNumber
            try store.saveFetchedSearch(query, page: page, people: people.items.map { $0.user(localUID: account.uid) }, next: next, at: client.now())
            return .success(Search(posts: people.items.count, skipped: SkippedItems(people.skipped, .person), nextPage: next, pictureLine: ""))
        case .topics:
            let topics: RemotePage<FoundTopic>
            do throws(RemoteFailure) { topics = try backend.searchTopics(query, page: page) } catch { return .failure(error) }
            let next = topics.next?.pageNumber
            try store.saveFetchedSearch(query, page: page, topics: topics.items, next: next, at: client.now())
            return .success(Search(posts: topics.items.count, skipped: SkippedItems(topics.skipped, .topic), nextPage: next, pictureLine: ""))
        }
        let found: RemotePage<WeiboStatus>
        do throws(RemoteFailure) {
            found = try backend.searchPosts(query, page: page)
        } catch {
            return .failure(error)
        }
        let next = found.next?.pageNumber
        try store.saveFetchedSearch(query, page: page, posts: found.items.map(\.post),
                                    users: ListPaging.authors(of: found.items, localUID: account.uid), next: next, at: client.now())
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: found.items.map(\.post)), folder: store.dataDirectory)
        return .success(Search(posts: found.items.count, skipped: SkippedItems(found.skipped, .post), nextPage: next, pictureLine: pictures))
    }
}

extension SyncEngine {
    /// One page of a list fetched when opened for one thing (`OpenedList`:
    /// a post's 转发 / 评论 / 赞, a comment's replies, a person's posts, 关注
    /// and 粉丝), from where the page before it ended, saved with where the
    /// next starts; what the app asks
    /// for when such a list opens or is scrolled to its end. A page past
    /// the list's end asks nothing; a kind without the list, its sentence.
    public func opened(_ page: OpenedPage, into store: Store) throws -> Result<OpenedList.Fetched, RemoteFailure> {
        let list = OpenedList.declared(page.list)
        if let needs = list.needs, let why = backend.unavailable(needs) { return .failure(.api(.api(code: 0, message: why))) }
        let cursor: RemoteCursor?
        switch try store.openedCursor(for: page) {
        case .start: cursor = nil
        case .after(let text): cursor = RemoteCursor(text: text)
        case .end: return .success(OpenedList.Fetched())
        }
        var fetched: OpenedList.Fetched
        do {
            fetched = try list.run(OpenedList.Run(backend: backend, store: store, page: page, cursor: cursor, now: client.now()))
        } catch let failure as RemoteFailure {
            return .failure(failure)
        }
        fetched.pictureLine = downloadPictures(fetched.pictures, folder: store.dataDirectory)
        return .success(fetched)
    }
}
