import WeiboCore

extension Store {
    private static let userColumns = Statement.selectList(["id", "name", "bio", "following_count", "followers_count", "posts_count", "is_local",
                                                                   "verified", "verified_reason", "following", "follows_me"])

    /// The person at the keyboard. Every store has one (v1 seeds it), so its
    /// absence means the file was edited behind our back: an error, not nil.
    public func localUser() throws -> User {
        let user = try database.queryFirst(
            "SELECT \(Self.userColumns) FROM users WHERE is_local = 1 LIMIT 1", [], Self.readUser)
        guard let user else {
            throw StoreError(
                .sqlite(0), path: databasePath,
                message: tr("weibo-tui: \(databasePath) 里没有本机用户；把这个文件移走即可重新开始",
                            "weibo-tui: \(databasePath) has no local user; move the file away to start afresh"))
        }
        return user
    }

    /// The user with `id`, if known.
    public func user(id: String) throws -> User? {
        try database.queryFirst("SELECT \(Self.userColumns) FROM users WHERE id = ?", [id], Self.readUser)
    }

    /// Everyone the store knows, the local user first, then by name: the
    /// people the editor offers after `@`.
    /// The user called `name` (the local one if two share it), as `@name` in
    /// a post points to them.
    public func user(named name: String) throws -> User? {
        try database.queryFirst(
            "SELECT \(Self.userColumns) FROM users WHERE name = ? ORDER BY is_local DESC LIMIT 1", [name], Self.readUser)
    }

    public func users() throws -> [User] {
        try database.query("SELECT \(Self.userColumns) FROM users ORDER BY is_local DESC, name", [], Self.readUser)
    }

    private static func readUser(_ row: Statement) -> User {
        User(
            id: row.string("id"), name: row.string("name"), bio: row.string("bio"),
            followingCount: row.int("following_count"), followersCount: row.int("followers_count"),
            postsCount: row.isNull("posts_count") ? nil : row.int("posts_count"), isLocal: row.bool("is_local"),
            verified: row.bool("verified"), verifiedReason: row.string("verified_reason"),
            following: row.isNull("following") ? nil : row.bool("following"),
            followsMe: row.isNull("follows_me") ? nil : row.bool("follows_me"))
    }
}
