extension Migration {
    /// v18, the sample's 关注 and 粉丝 (issue 32): whom each of its people
    /// follows (sample.json's `follows`) kept as the lists a web session's
    /// pages keep (the settings `v18PeopleKey` names, filed as opened lists by v19), and who follows
    /// whom making each one's 粉丝, so 我's and a person's `w` / `W` show
    /// real lists offline; the sample's user's 已关注 and 互相关注 follow
    /// them. No table changes: only the sample's store is touched.
    static let v18SampleFollows = Migration(version: 18, summary: "the sample's following and followers lists") { database, context in
        let sample = try context.sample()
        guard try database.queryFirst("SELECT count(*) FROM users WHERE id = ? AND is_local = 1", [sample.localUser], { $0.int(0) }) ?? 0 > 0,
              try database.queryFirst("SELECT count(*) FROM posts WHERE sample_key IS NOT NULL", [], { $0.int(0) }) ?? 0 > 0 else { return }
        let people = sample.users.filter { $0.follows != nil }
        func save(_ id: String, fans: Bool, _ ids: [String]) throws {
            try database.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                                 [v18PeopleKey(of: id, fans: fans), "\(context.now) 1 -\n" + ids.joined(separator: " ")])
        }
        for person in people {
            try save(person.id, fans: false, person.follows ?? [])
            try save(person.id, fans: true, people.filter { $0.follows?.contains(person.id) == true }.map(\.id))
        }
        // The sample's user's side of it, on the people's rows: what the
        // lists say is so; a stranger's unknown stays unknown.
        let mine = people.first { $0.id == sample.localUser }?.follows ?? []
        for person in people where person.id != sample.localUser {
            if mine.contains(person.id) { try database.execute("UPDATE users SET following = 1 WHERE id = ? AND is_local = 0", [person.id]) }
            if person.follows?.contains(sample.localUser) == true {
                try database.execute("UPDATE users SET follows_me = 1 WHERE id = ? AND is_local = 0", [person.id])
            }
        }
    }

    /// Where the web session's 关注 and 粉丝 pages were kept until v19:
    /// the setting of one person's list ("AT PAGE NEXT" on its first line,
    /// the people's ids on the second).
    static let v18PeoplePrefix = "fetched_people:"

    static func v18PeopleKey(of uid: String, fans: Bool) -> String {
        v18PeoplePrefix + (fans ? "fans:" : "following:") + uid
    }
}
