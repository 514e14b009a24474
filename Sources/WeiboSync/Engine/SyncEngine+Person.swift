import WeiboAPI
import WeiboCore
import WeiboStore

/// Someone's page, fetched when it is opened (`sync --user`, `user`): never
/// by a sync of its own, so nothing is asked about a person the user did
/// not open. Their lists (posts, 关注, 粉丝) are `OpenedList`s.
extension SyncEngine {
    /// What a person's page brought.
    public struct Person {
        /// Their card as Weibo has it now, with whether each follows the other.
        public var user: User
        /// Their posts on the page (the newest).
        public var posts: Int
        public var skipped: SkippedItems
        public var pictureLine: String
    }

    /// The card of `uid` and the first page of their posts (`OpenedList.userPosts`),
    /// the card saved once both arrived; on a kind without other people's
    /// pages, its one sentence.
    public func person(_ uid: Int64, into store: Store) throws -> Result<Person, RemoteFailure> {
        if let why = backend.unavailable(.people) { return .failure(.api(.api(code: 0, message: why))) }
        let card: WeiboUser
        do throws(RemoteFailure) { card = try backend.person(uid) } catch { return .failure(error) }
        switch try opened(OpenedPage(.userPosts, key: uid), into: store) {
        case .failure(let error): return .failure(error)
        case .success(let page):
            let person = card.user(localUID: account.uid)
            try store.saveFetched(person: person)
            return .success(Person(user: person, posts: page.items, skipped: page.skipped, pictureLine: page.pictureLine))
        }
    }
}
