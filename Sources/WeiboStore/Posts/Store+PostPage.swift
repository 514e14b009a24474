import WeiboCore

/// A post page as the store holds it: the post and its three lists (转发 /
/// 评论 / 赞) with each root comment's replies, and how far each list was
/// fetched from Weibo. Every account kind reads it alike: the sample's
/// reposts, comments and likes are the same rows a web session's fetches write.
extension Store {
    /// Most of each list a post page reads: what paging through it brings.
    public static let postPageLimit = 500

    /// The post `id` and its lists; nil when the post is gone.
    public func postDetail(id: Int64) throws -> PostDetail? {
        guard let post = try post(id: id) else { return nil }
        let limit = Self.postPageLimit
        let all = try database.query(
            Self.commentSelect + "\nWHERE c.post_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ?", [id, limit * 4], Self.readComment)
        // A reply whose root is not cached (消息 › 评论 brings replies alone) stands as a root.
        let cached = Set(all.map(\.id))
        var roots = all.filter { $0.rootID.map { !cached.contains($0) } ?? true }
        let rootIDs = Set(roots.map(\.id))
        let hot = try openedItems(OpenedListID(list: .postComments, key: id))
        let me = try localUser()
        if !hot.isEmpty {
            // Weibo's hot order; roots the list has not seen come newest first:
            // the account's own (just written) above it, as Weibo's app shows
            // them, the others (another list's) below it.
            let place = Dictionary(hot.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            let unseen = roots.filter { place[$0.id] == nil }
            let listed = roots.filter { place[$0.id] != nil }.sorted { place[$0.id] ?? 0 < place[$1.id] ?? 0 }
            roots = unseen.filter { $0.userID == me.id } + listed + unseen.filter { $0.userID != me.id }
        }
        let replies = Dictionary(grouping: all.filter { !rootIDs.contains($0.id) }.reversed(), by: { $0.rootID ?? 0 })
        let reposts = try posts(where: ("p.repost_of = ?", [id]), .newest, limit: limit)
        var likers = try database.query(
            """
            SELECT l.user_id, u.name, l.created_at FROM post_likes l JOIN users u ON u.id = l.user_id
            WHERE l.post_id = ? ORDER BY l.created_at DESC LIMIT ?
            """, [id, limit]) { Liker(userID: $0.string(0), name: $0.string(1), likedAt: $0.int64(2)) }
        likers.removeAll { $0.userID == me.id }
        if post.liked { likers.insert(Liker(userID: me.id, name: me.name, likedAt: nil), at: 0) }
        var progress: [OpenedListID: OpenedListProgress] = [:]
        // Every list of the post's own (a thread's are its roots', below).
        for list in OpenedListName.allCases where list.owner == .post {
            let listID = OpenedListID(list: list, key: id)
            progress[listID] = try openedProgress(listID)
        }
        for root in roots where root.replyCount > 0 || replies[root.id] != nil {
            let listID = OpenedListID(list: .replies, key: root.id)
            progress[listID] = try openedProgress(listID)
        }
        return PostDetail(post: post, comments: roots, replies: replies, reposts: reposts, likers: likers, progress: progress)
    }
}
