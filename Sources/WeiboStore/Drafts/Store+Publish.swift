import WeiboCore

extension Store {
    /// The client name stored on posts written here ("来自 weibo-tui").
    public static let localSource = "weibo-tui"
    /// Longest title line of a long post, in characters (the editor's limit too).
    public static let titleLimit = Draft.titleLimit
    /// What an empty repost says. Stored as the post's text, as Weibo's
    /// servers store it whatever the client's language: it is content, and
    /// a chain of reposts quotes it (`同意//@我:转发微博`).
    public static let emptyRepostText = "转发微博"  // data: Weibo's stored text, not interface

    /// Publishes `draft` as the local user, now, and returns what to show:
    /// the new post for `.post` and `.repost`, the commented post (its
    /// count updated) for `.comment`.
    ///
    /// Everything happens in ONE transaction: the post (or comment), the
    /// original's repost count (or the post's comment count), and — when
    /// `draft.id` is set — deleting that draft. So a crash leaves either the
    /// draft or the post, never both and never neither.
    ///
    /// Throws `Refusal` (nothing written) for an empty text (a repost may be
    /// empty: it reads 转发微博), one over the account's limit
    /// (`WeiboLength.postLimit`, 140 for a comment or repost), a check-in
    /// without a place, a review without 1–5 stars, a photo/video without a
    /// file, a title over `titleLimit`, or a comment/repost whose post is gone.
    /// A repost of a repost is flattened as Weibo does: it points at the
    /// root post and carries the chain in its text (`…//@作者:原话`).
    @discardableResult
    public func publish(_ draft: PostDraft) throws -> Post {
        if let refusal = refusal(for: draft) { throw Refusal(refusal) }
        let shownID: Int64 = try database.transaction {
            let me = try localUser()
            let now = clock()
            let shown: Int64
            switch draft.mode {
            case .post:
                shown = try insertPost(draft, text: draft.text, by: me.id, at: now, repostOf: nil)
            case .repost:
                let target = try existingTarget(of: draft, for: .repost)
                var text = Self.isBlank(draft.text) ? Self.emptyRepostText : draft.text
                let root = target.repostOf ?? target.id
                if root != target.id { text += "//@\(target.authorName):\(target.text)" }
                shown = try insertPost(draft, text: text, by: me.id, at: now, repostOf: root)
                try database.execute("UPDATE posts SET repost_count = repost_count + 1 WHERE id = ?", [target.id])
                if root != target.id {
                    try database.execute("UPDATE posts SET repost_count = repost_count + 1 WHERE id = ?", [root])
                }
            case .comment:
                let target = try existingTarget(of: draft, for: .comment)
                try insertComment(on: target.id, text: draft.text, by: me.id, at: now)
                shown = target.id
            }
            if let id = draft.id {
                try database.execute("DELETE FROM drafts WHERE id = ?", [id])
            }
            return shown
        }
        guard let post = try post(id: shownID) else {
            throw StoreError(.sqlite(0), path: databasePath,
                             message: tr("weibo-tui: \(databasePath)：第 \(shownID) 条微博发布后不见了",
                                         "weibo-tui: \(databasePath): post \(shownID) vanished after publishing"))
        }
        return post
    }

    /// Why `draft` cannot be published here (see `Draft.refusal(for:)`, with
    /// this store's kind of account), checked before anything is written;
    /// nil when it can.
    public func refusal(for draft: PostDraft) -> String? { draft.refusal(for: lengthKind) }

    /// The kind of account whose length rule applies: nil for the sample;
    /// an account opened by uid alone is taken for the Open API's, as
    /// `offers` takes it.
    public var lengthKind: AccountKind? { isAccount ? accountKind ?? .openAPI : nil }

    /// How long a post may be here (`WeiboLength.postLimit`).
    public var postLengthLimit: Int { WeiboLength.postLimit(for: lengthKind) }

    /// Likes or unlikes a post as the local user; the count moves only when
    /// the state changes, so calling it twice is harmless. Returns the post
    /// as it now is.
    @discardableResult
    public func setLiked(postID: Int64, _ liked: Bool) throws -> Post {
        try database.transaction {
            try database.execute(
                """
                UPDATE posts SET liked = ?, like_count = max(0, like_count + ?)
                WHERE id = ? AND liked != ?
                """,
                [liked, liked ? 1 : -1, postID, liked])
        }
        guard let post = try post(id: postID) else { throw Refusal(tr("这条微博已不存在", "This post no longer exists")) }
        return post
    }

    // MARK: Helpers shared by publish, comments and the CLI

    /// True for "", spaces, tabs and newlines only.
    static func isBlank(_ text: String) -> Bool { text.trimmingSpaces.isEmpty }

    private func existingTarget(of draft: PostDraft, for mode: DraftMode) throws -> Post {
        guard let id = draft.targetPostID, let target = try post(id: id) else {
            throw Refusal(mode == .repost ? tr("原微博已不存在，无法转发", "The original post is gone; it cannot be reposted")
                                          : tr("原微博已不存在，无法评论", "The original post is gone; it cannot be commented on"))
        }
        return target
    }

    private func insertPost(_ draft: PostDraft, text: String, by user: String, at now: Int64, repostOf: Int64?) throws -> Int64 {
        let isPost = draft.mode == .post
        try Self.refuseOversized([.body: text, .title: draft.title, .place: draft.place, .filePath: draft.mediaPath])
        // 照片/视频 takes a video file too (by its first bytes): the post is
        // then a video, played by `v`, never drawn as a picture.
        let media = isPost ? draft.mediaPath : nil
        let video = media.flatMap { FileBytes.mediaType(at: $0)?.isVideo == true ? $0 : nil }
        try database.execute(
            """
            INSERT INTO posts (user_id, text, created_at, source, repost_of, kind, title, place, rating, media_path, video_url)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [user, text, now, Self.localSource, repostOf, isPost ? draft.kind.rawValue : PostKind.text.rawValue,
             isPost && draft.kind == .longPost ? draft.title : nil,
             isPost ? draft.place : nil, isPost && draft.kind == .review ? draft.rating : nil,
             media, video])
        return database.lastInsertRowID
    }
}
