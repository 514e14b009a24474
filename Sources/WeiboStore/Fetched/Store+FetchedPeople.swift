import WeiboCore

/// Whom someone follows (关注) and who follows them (粉丝), as far as the
/// pages fetched when their lists were opened: the people saved as any
/// fetched person, and which they are, in Weibo's order, in one setting a
/// list with the pages fetched and the next one, so the page shows
/// offline. The newest `peopleListsKept` lists are kept.
extension Store {
    static let fetchedPeoplePrefix = "fetched_people:"
    public static let peopleListsKept = 20

    /// The list's setting, by the person's id (Weibo's uid; the sample's own ids on the sample).
    static func fetchedPeopleKey(of uid: String, fans: Bool) -> String {
        fetchedPeoplePrefix + (fans ? "fans:" : "following:") + uid
    }

    /// Saves page `page` of the list: page 1 replaces what was kept, a
    /// later page adds its people after those kept (none twice).
    public func saveFetchedPeople(of uid: Int64, fans: Bool, page: Int, people: [User], next: Int?, at now: Int64) throws {
        try database.transaction {
            _ = try saveTimeline(users: people, posts: [], fromHomeTimeline: false)
            var ids = page > 1 ? try peopleIDs(of: String(uid), fans: fans).ids : []
            for person in people where !ids.contains(person.id) { ids.append(person.id) }
            let head = "\(now) \(page) \(next.map(String.init) ?? "-")"
            try setSetting(Self.fetchedPeopleKey(of: String(uid), fans: fans), head + "\n" + ids.joined(separator: " "))
            let kept = try database.query("SELECT key, value FROM settings WHERE key >= ? AND key < ?",
                                          [Self.fetchedPeoplePrefix, Self.fetchedPeoplePrefix + "\u{10FFFF}"]) { row in
                (row.string(0), Int64(row.string(1).prefix { $0 != " " }) ?? 0)
            }
            for (key, _) in kept.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.peopleListsKept) { try setSetting(key, nil) }
        }
    }

    /// The list as kept: the people (as the store has them now), the next
    /// page Weibo offers, and when it came; nil before its first page.
    public func peopleList(of uid: String, fans: Bool) throws -> PeopleList? {
        let kept = try peopleIDs(of: uid, fans: fans)
        guard let head = kept.head else { return nil }
        return PeopleList(people: try kept.ids.compactMap { try user(id: $0) }, fetchedAt: head.at, nextPage: head.next)
    }

    private func peopleIDs(of uid: String, fans: Bool) throws -> (head: (at: Int64, next: Int?)?, ids: [String]) {
        guard let text = try setting(Self.fetchedPeopleKey(of: uid, fans: fans)) else { return (nil, []) }
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = lines[0].split(separator: " ")
        guard fields.count == 3, let at = Int64(fields[0]) else { return (nil, []) }
        return ((at, Int(fields[2])), lines.count > 1 ? lines[1].split(separator: " ").map(String.init) : [])
    }
}
