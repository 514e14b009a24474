import WeiboCore

extension Store {
    /// Longest name and bio the profile editor accepts, in characters (Weibo's own limits).
    public static let nameLimit = 30
    public static let bioLimit = 70

    /// How many posts `userID` has written (the card's 微博 count).
    public func postCount(by userID: String) throws -> Int {
        try database.queryFirst("SELECT count(*) FROM posts WHERE user_id = ?", [userID]) { $0.int(0) } ?? 0
    }

    /// Changes the local user's name and bio. Refused (nothing written) when
    /// the name is blank or either is over its limit.
    @discardableResult
    public func updateLocalUser(name: String, bio: String) throws -> User {
        if let refusal = Self.profileRefusal(name: name, bio: bio) { throw Refusal(refusal) }
        let trimmedName = name.trimmingSpaces
        try database.transaction {
            try Self.refuseOversized([.name: trimmedName, .bio: bio])
            try database.execute("UPDATE users SET name = ?, bio = ? WHERE is_local = 1", [trimmedName, bio])
        }
        return try localUser()
    }

    /// Why a name and bio cannot be saved, or nil.
    public static func profileRefusal(name: String, bio: String) -> String? {
        let trimmed = name.trimmingSpaces
        if trimmed.isEmpty { return tr("昵称不能为空", "The name cannot be empty") }
        if trimmed.count > nameLimit { return tr("昵称不能超过 \(nameLimit) 个字", "The name is at most \(nameLimit) characters") }
        if bio.count > bioLimit { return tr("简介不能超过 \(bioLimit) 个字", "The bio is at most \(bioLimit) characters") }
        return nil
    }
}
