import WeiboCore

/// Whom someone follows (关注) and who follows them (粉丝): lists fetched
/// when opened (`OpenedListName.following` / `.followers`, keyed by the
/// person's uid), the people saved as any fetched person and filed in
/// Weibo's order in `opened_items`, so the page shows offline. The
/// sample's lists (v18, filed here by v19) are under its own ids, which
/// are no numbers: SQLite keeps such a value as text in those INTEGER
/// columns, and read back as text an id is itself either way.
extension Store {
    /// Page `page` of whom (or who) `page.key` follows, each person saved;
    /// page 1 starts the list afresh. Returns how many were new to the cache.
    public func saveFetchedPeople(_ page: OpenedPage, people: [User], next: String?, at now: Int64) throws -> Int {
        try database.transaction {
            let added = try people.filter { try !knownUser($0.id) }.count
            _ = try saveTimeline(users: people, posts: [], fromHomeTimeline: false)
            try recordOpenedPage(page, next: next, at: now, items: people.compactMap { Int64($0.id) })
            return added
        }
    }

    /// The list of `person` (their id) as kept: the people as the store
    /// has them now, each once, and how far it is fetched; `page` for that
    /// page's people alone. Nil before its first page.
    public func peopleList(of person: String, fans: Bool, page: Int? = nil) throws -> PeopleList? {
        let list: OpenedListName = fans ? .followers : .following
        guard let progress = try openedProgress(list, key: Self.personKey(person)) else { return nil }
        let ids = try openedItems(list, key: Self.personKey(person), page: page)
        return PeopleList(people: try ids.compactMap { try user(id: $0) }, progress: progress)
    }

    /// A person's id as the key of their lists: a uid is a number; the
    /// sample's ids are text.
    static func personKey(_ id: String) -> any SQLBindable {
        if let uid = Int64(id) { return uid }
        return id
    }
}
