import WeiboAPI
import WeiboCore
import WeiboStore

/// Someone's page, fetched when it is opened (`sync --user`, `user`): never
/// by a sync of its own, so nothing is asked about a person the user did
/// not open.
extension SyncEngine {
    /// What a person's page brought.
    public struct Person {
        /// Their card as Weibo has it now, with whether each follows the other.
        public var user: User
        /// Their posts saved (the newest page).
        public var posts: Int
        public var skipped: SkippedItems
        public var pictureLine: String
    }

    /// The card of `uid` and their newest posts, saved together once both
    /// arrived; on a kind without other people's pages, its one sentence.
    public func person(_ uid: Int64, into store: Store) throws -> Result<Person, RemoteFailure> {
        if let why = backend.unavailable(.people) { return .failure(.api(.api(code: 0, message: why))) }
        let card: WeiboUser, page: RemotePage<WeiboStatus>
        do throws(RemoteFailure) {
            card = try backend.person(uid)
            page = try backend.personPosts(uid, cursor: nil)
        } catch {
            return .failure(error)
        }
        let person = card.user(localUID: account.uid)
        let posts = page.items.map(\.post)
        let saved = try store.saveFetched(person: person, posts: posts, users: ListPaging.authors(of: page.items, localUID: account.uid))
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: posts), folder: store.dataDirectory)
        return .success(Person(user: person, posts: saved, skipped: SkippedItems(page.skipped, .post), pictureLine: pictures))
    }
}

extension SyncEngine {
    /// Page `page` (from 2) of someone's posts, as Weibo pages them: what
    /// their page asks for when scrolled past the posts the store holds.
    public func personPosts(_ uid: Int64, page: Int, into store: Store) throws -> Result<Person, RemoteFailure> {
        if let why = backend.unavailable(.people) { return .failure(.api(.api(code: 0, message: why))) }
        let fetched: RemotePage<WeiboStatus>
        do throws(RemoteFailure) {
            fetched = try backend.personPosts(uid, cursor: .web(.page(page)))
        } catch {
            return .failure(error)
        }
        let posts = fetched.items.map(\.post)
        let authors = ListPaging.authors(of: fetched.items, localUID: account.uid)
        let saved = try store.saveFetchedOlderPosts(posts, users: authors)
        guard let person = try authors.first(where: { $0.id == String(uid) }) ?? store.user(id: String(uid)) else {
            return .failure(.api(.api(code: 0, message: tr("没有找到这个人", "no such person"))))
        }
        let pictures = downloadPictures(PictureDownloads.thumbnails(of: posts), folder: store.dataDirectory)
        return .success(Person(user: person, posts: saved, skipped: SkippedItems(fetched.skipped, .post), pictureLine: pictures))
    }
}

extension SyncEngine {
    /// One page of whom `uid` follows (关注) or who follows them (粉丝),
    /// fetched when asked; the people are saved (their names and counts,
    /// whether the account follows them), the list itself is printed.
    public func people(of uid: Int64, fans: Bool, page: Int, into store: Store) throws -> Result<RemotePage<User>, RemoteFailure> {
        if let why = backend.unavailable(.people) { return .failure(.api(.api(code: 0, message: why))) }
        let fetched: RemotePage<WeiboUser>
        do throws(RemoteFailure) {
            fetched = try backend.people(of: uid, fans: fans, cursor: page > 1 ? .web(.page(page)) : nil)
        } catch {
            return .failure(error)
        }
        let users = fetched.items.map { $0.user(localUID: account.uid) }
        // Kept as the list it is, for its page in the app (offline too).
        try store.saveFetchedPeople(of: uid, fans: fans, page: page, people: users, next: fetched.next?.pageNumber, at: client.now())
        return .success(RemotePage(items: users, next: fetched.next, skipped: fetched.skipped))
    }
}
