import WeiboCore

extension Store {
    /// Setting counting simulated items, so successive runs pick different
    /// people and words (deterministically: tests can rely on the sequence).
    static let simulateSequenceSetting = "simulate_seq"

    /// New incoming activity from the sample's other users, stamped now and
    /// unread, for `weibo-tui simulate` and tests: `count` items in the
    /// order message, mention (a new post naming the local user — it also
    /// lights the 首页 dot), comment on my newest posts, like on my posts,
    /// and round again. When a comment or like is impossible (the local
    /// user has no posts, or every other user already liked them all) a
    /// message is sent instead. All in one transaction.
    ///
    /// Returns exactly what was added, so `unreadCounts()` afterwards equals
    /// the counts before plus this.
    @discardableResult
    public func simulateActivity(count: Int = 4) throws -> UnreadCounts {
        guard count > 0 else { return UnreadCounts() }
        return try database.transaction {
            let me = try localUser()
            let others = try database.query(
                "SELECT id FROM users WHERE is_local = 0 ORDER BY id") { $0.string(0) }
            guard !others.isEmpty else { return UnreadCounts() }
            var sequence = Int(try setting(Self.simulateSequenceSetting) ?? "") ?? 0
            let now = clock()
            var added = UnreadCounts()
            for index in 0..<count {
                defer { sequence += 1 }
                let who = others[sequence % others.count]
                let words = Self.simulatedLines[sequence % Self.simulatedLines.count]
                switch index % 4 {
                case 1:
                    try database.execute(
                        "INSERT INTO posts (user_id, text, created_at, source) VALUES (?, ?, ?, ?)",
                        [who, "@\(me.name) \(words)", now, "iPhone 15 Pro"])
                    let post = database.lastInsertRowID
                    if try recordMention(in: "@\(me.name)", by: who, postID: post, commentID: nil, at: now, read: false) {
                        added.mentions += 1
                    }
                    continue
                case 2:
                    let mine = try database.query(
                        "SELECT id FROM posts WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 3", [me.id]) { $0.int64(0) }
                    if !mine.isEmpty {
                        let post = mine[sequence % mine.count]
                        let comment = try insertComment(on: post, text: words, by: who, at: now)
                        try database.execute("UPDATE comments SET read = 0 WHERE id = ?", [comment])
                        added.comments += 1
                        continue
                    }
                case 3:
                    let pair = try database.queryFirst(
                        """
                        SELECT p.id, u.id FROM posts p JOIN users u ON u.is_local = 0
                        WHERE p.user_id = ?
                          AND NOT EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = u.id)
                        ORDER BY p.created_at DESC, p.id DESC, u.id LIMIT 1
                        """, [me.id]) { (post: $0.int64(0), user: $0.string(1)) }
                    if let pair {
                        try database.execute(
                            "INSERT INTO post_likes (post_id, user_id, created_at, read) VALUES (?, ?, ?, 0)",
                            [pair.post, pair.user, now])
                        try database.execute("UPDATE posts SET like_count = like_count + 1 WHERE id = ?", [pair.post])
                        added.likes += 1
                        continue
                    }
                default:
                    break
                }
                let conversation = try openConversation(with: who)
                _ = try insertMessage(conversation.id, fromLocal: false, text: words, at: now, read: false)
                added.messages += 1
            }
            try setSetting(Self.simulateSequenceSetting, String(sequence))
            return added
        }
    }

    /// What simulated people say: written for this project.
    static let simulatedLines = [
        "在吗？周末一起去爬山吧⛰️",  // data: sample content, stored as is
        "刚看到你那条微博，笑死我了[哈哈]",  // data: sample content, stored as is
        "豆包最近还好吗？求更新猫片[喵喵]",  // data: sample content, stored as is
        "下班了没？楼下新开了一家面馆，据说很正宗",  // data: sample content, stored as is
        "你推荐的那本书我看完了，结局太好哭了[泪]",  // data: sample content, stored as is
        "明天降温，记得加衣服🧣",  // data: sample content, stored as is
        "这个观点我同意，不过还可以再想想[思考]",  // data: sample content, stored as is
        "哈哈哈哈这也太真实了吧",  // data: sample content, stored as is
        "Swift 6 迁移你们做完了吗？我这边还有一堆 warning",  // data: sample content, stored as is
        "晚上一起看球？⚽️",  // data: sample content, stored as is
        "收到，谢谢分享！[赞]",  // data: sample content, stored as is
        "图拍得真好看，用的什么相机？📷",  // data: sample content, stored as is
    ]
}
