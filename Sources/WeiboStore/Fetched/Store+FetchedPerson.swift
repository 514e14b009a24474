import WeiboCore

extension Store {
    /// Someone's page as Weibo sent it when it was opened: their card
    /// (`person`, saved last so that its counts win over a post's short user
    /// object) and a page of their posts with the other authors those quote
    /// (`users`), in one transaction. The posts are not made timeline posts:
    /// opening a page is no follow. Returns how many posts were saved (a post
    /// whose author is unknown is skipped).
    @discardableResult
    public func saveFetched(person: User, posts: [Post], users: [User]) throws -> Int {
        var saved = 0
        try database.transaction {
            try saveFetched(users: users.filter { $0.id != person.id } + [person], timeline: [])
            for post in posts where try saveFetchedPost(post, inTimeline: false) != nil {
                saved += 1
            }
        }
        return saved
    }

    /// An older page of someone's posts (their page scrolled to its end):
    /// the posts and their authors, none made 首页's; how many were new.
    @discardableResult
    public func saveFetchedOlderPosts(_ posts: [Post], users: [User]) throws -> Int {
        var saved = 0
        try database.transaction {
            try saveFetched(users: users, timeline: [])
            for post in posts where try self.post(id: post.id) == nil {
                if try saveFetchedPost(post, inTimeline: false) != nil { saved += 1 }
            }
        }
        return saved
    }
}
