import WeiboCore

extension Store {
    /// Posts for a search page, at most `limit`. Words of three characters
    /// or more are looked up in the trigram index and the hits walked newest
    /// added first (`ORDER BY rowid DESC` is the index's own order, so the
    /// first screen costs the same at any size); shorter words filter those
    /// hits, or, alone, a scan of the newest `SearchQuery.scanWindow` posts
    /// in the same order. A page with no
    /// words (a person's page) lists the posts newest first, as 首页 does.
    public func searchPosts(_ scope: SearchScope, _ query: SearchQuery, limit: Int) throws -> SearchResults {
        var conditions: [String] = []
        var arguments: [any SQLBindable] = []
        switch scope {
        case .posts(.timeline), .topic, .messages: break
        case .posts(.mine):
            conditions.append("p.user_id = ?")
            arguments.append(try localUser().id)
        case .posts(.liked):
            conditions.append("p.liked = 1")
        case .user(let name):
            conditions.append("p.user_id IN (SELECT id FROM users WHERE name = ?)")
            arguments.append(name)
        }
        for term in query.scannedTerms {
            conditions.append("(p.text LIKE ? ESCAPE '\\' OR u.name LIKE ? ESCAPE '\\')")
            arguments += [SearchQuery.likePattern(term), SearchQuery.likePattern(term)]
        }
        let source: String, order: String
        if let expression = query.ftsExpression {
            // CROSS JOIN keeps the index's hits the outer loop.
            source = "posts_fts f CROSS JOIN posts p ON p.id = f.rowid"
            conditions.insert("posts_fts MATCH ?", at: 0)
            arguments.insert(expression, at: 0)
            order = "f.rowid DESC"
        } else if query.isEmpty {
            (source, order) = ("posts p", "p.created_at DESC, p.id DESC")
        } else {
            (source, order) = ("posts p", "p.id DESC")
            conditions.append("p.id >= coalesce((SELECT id FROM posts ORDER BY id DESC LIMIT 1 OFFSET ?), 0)")
            arguments.append(SearchQuery.scanWindow - 1)
        }
        let posts = try database.query(
            Self.postSelect(from: source) + """

                WHERE \(conditions.isEmpty ? "1" : conditions.joined(separator: " AND "))
                ORDER BY \(order)
                LIMIT ?
                """,
            arguments + [max(0, limit)], PostColumn.read)
        guard case .user(let name) = scope else { return SearchResults(posts: posts) }
        return SearchResults(posts: posts, user: try user(named: name))
    }

    /// 消息's search: the conversations whose other person's name holds
    /// every word, then the messages that do, newest added first, at most
    /// `limit` of each. Messages go through the trigram index as posts do.
    public func searchMessages(_ query: SearchQuery, limit: Int) throws -> SearchResults {
        guard !query.isEmpty else { return SearchResults() }
        let patterns = query.terms.map(SearchQuery.likePattern)
        let conversations = try database.query(
            Self.conversationSelect + """

                WHERE \(patterns.map { _ in "u.name LIKE ? ESCAPE '\\'" }.joined(separator: " AND "))
                ORDER BY c.last_at DESC, c.id DESC
                LIMIT ?
                """,
            patterns + [max(0, limit)], Self.readConversation)

        var conditions = query.scannedTerms.map { _ in "m.text LIKE ? ESCAPE '\\'" }
        var arguments: [any SQLBindable] = query.scannedTerms.map(SearchQuery.likePattern)
        let source: String, order: String
        if let expression = query.ftsExpression {
            source = "messages_fts f CROSS JOIN messages m ON m.id = f.rowid"
            conditions.insert("messages_fts MATCH ?", at: 0)
            arguments.insert(expression, at: 0)
            order = "f.rowid DESC"
        } else {
            (source, order) = ("messages m", "m.id DESC")
        }
        let messages = try database.query(
            """
            SELECT \(Self.messageColumns(of: "m")), coalesce(u.name, '') AS user_name
            FROM \(source)
            LEFT JOIN conversations c ON c.id = m.conversation_id
            LEFT JOIN users u ON u.id = c.user_id
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order)
            LIMIT ?
            """,
            arguments + [max(0, limit)]) { FoundMessage(message: Self.readMessage($0), userName: $0.string("user_name")) }
        return SearchResults(conversations: conversations, messages: messages)
    }
}
