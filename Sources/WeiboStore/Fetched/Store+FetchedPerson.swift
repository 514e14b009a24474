import WeiboCore

extension Store {
    /// Someone's card as Weibo sent it when their page was opened, saved
    /// after the page of their posts that came with it (`saveFetchedPosts`),
    /// so that its counts win over a post's short user object.
    public func saveFetched(person: User) throws {
        try saveFetched(users: [person], timeline: [])
    }
}
