import WeiboCore

extension Store {
    /// Posts for a search page, at most `limit`, newest added first. Words of
    /// three characters or more are looked up in the trigram index and its
    /// hits walked in the index's own order (`rowid DESC`, so the first
    /// screen costs the same at any size). With other words beside them the
    /// query is planned (`searchPlan`): driven by the trigram index or by
    /// the one- and two-character index, whichever holds the rarest of the
    /// words' tokens, the other words checked on its hits. A query of only
    /// shorter words is looked up in the one- and two-character index
    /// (`posts_grams`, migration v12) the same way, and the rows that index
    /// has not been given yet (`posts_grams_pending`, until the backfill
    /// ends) are scanned: every post is searched. A page with no words (a
    /// person's page) lists the posts newest first, as 首页 does.
    public func searchPosts(_ scope: SearchScope, _ query: SearchQuery, limit: Int) throws -> SearchResults {
        // A 关注 or 粉丝 list holds people, not posts.
        if case .people(let uid, _, let fans) = scope {
            let list = try peopleList(of: uid, fans: fans)
            var results = SearchResults()
            results.people = list?.people ?? []
            results.progress = list?.progress
            return results
        }
        var conditions: [String] = []
        var arguments: [any SQLBindable] = []
        switch scope {
        case .posts(.timeline):
            // 首页's posts, and the originals its reposts quote: not the
            // posts kept for other pages (a person's, a search's, 收藏).
            conditions.append("(p.in_timeline = 1 OR EXISTS (SELECT 1 FROM posts r WHERE r.repost_of = p.id AND r.in_timeline = 1))")
        case .topic, .messages, .weibo, .people: break
        case .posts(.mine):
            conditions.append("p.user_id = ?")
            arguments.append(try localUser().id)
        case .posts(.liked):
            conditions.append("p.liked = 1")
        case .posts(.favorited):
            conditions.append("p.favorited = 1")
        case .posts(.group(let id)):
            conditions.append("p.id IN (SELECT post_id FROM feed_group_posts WHERE gid = ?)")
            arguments.append(id)
        case .user(let name):
            conditions.append("p.user_id IN (SELECT id FROM users WHERE name = ?)")
            arguments.append(name)
        }
        var likes: [String] = [], likeArguments: [any SQLBindable] = []
        for term in query.shortTerms {
            likes.append("(p.text LIKE ? ESCAPE '\\' OR u.name LIKE ? ESCAPE '\\')")
            likeArguments += [SearchQuery.likePattern(term), SearchQuery.likePattern(term)]
        }
        func select(_ source: String, _ extra: [String], _ extraArguments: [any SQLBindable], order: String) throws -> [Post] {
            let all = extra + conditions
            return try database.query(
                Self.postSelect(from: source) + """

                    WHERE \(all.isEmpty ? "1" : all.joined(separator: " AND "))
                    ORDER BY \(order)
                    LIMIT ?
                    """,
                extraArguments + arguments + [max(0, limit)], PostColumn.read)
        }
        /// An AND of common tokens, from their bitmaps (migration v22): the
        /// numbered posts from the bitmaps, each checked on its row with
        /// `checks`; the newer ones (a store folds them as it opens and
        /// closes) and the ones noted as changed scanned on their rows,
        /// every word checked. Nil when a token has no bitmap (the index's
        /// own walk is then short), or too many posts wait to be folded.
        func bitmapped(_ expression: String, _ checks: [String], _ checkArguments: [any SQLBindable]) throws -> [Post]? {
            let keys = Array(SearchGrams.keys(spelled: expression))
            guard keys.count >= 2, try hasSearchBits(keys) else { return nil }
            let top = try searchBitsState().top
            let above = try database.queryFirst("SELECT count(*) FROM (SELECT 1 FROM posts WHERE id > ? LIMIT ?)",
                                                [top, Self.searchScanLimit + 1]) { $0.int(0) } ?? 0
            guard above <= Self.searchScanLimit else { return nil }
            var words = likes + longLikes, wordArguments = likeArguments + longArguments
            if words.isEmpty { (words, wordArguments) = (["0"], []) }
            let newer = above == 0 ? [] : try select("posts p", ["p.id > ?"] + words, [top] + wordArguments, order: "p.id DESC")
            let noted = Set(try database.query("SELECT id FROM posts_bits_dirty") { $0.int64(0) })
            let changed = noted.isEmpty ? []
                : try select("posts_bits_dirty q CROSS JOIN posts p ON p.id = q.id", words, wordArguments, order: "q.id DESC")
            var found: [Post] = [], batch: [Int64] = [], batchSize = max(16, limit + 16)
            func fetch() throws {
                guard !batch.isEmpty else { return }
                found += try select("posts p", ["p.id IN (SELECT value FROM json_each(?))"] + checks,
                                    [SQLIntegers(batch)] + checkArguments, order: "p.id DESC")
                batch.removeAll(keepingCapacity: true)
                batchSize *= 4
            }
            let readable = try forEachSearchBitsHit(keys) { id in
                guard !noted.contains(id) else { return true }
                batch.append(id)
                guard batch.count >= batchSize else { return true }
                try fetch()
                return found.count < limit
            }
            guard readable else { return nil }
            try fetch()
            let older = Self.newestAddedFirst(found, changed, limit: limit, id: \.id)
            return Array(Self.newestAddedFirst(newer, older, limit: limit, id: \.id).prefix(max(0, limit)))
        }
        var longLikes: [String] = [], longArguments: [any SQLBindable] = []
        for term in query.indexedTerms {
            longLikes.append("(p.text LIKE ? ESCAPE '\\' OR u.name LIKE ? ESCAPE '\\')")
            longArguments += [SearchQuery.likePattern(term), SearchQuery.likePattern(term)]
        }
        let posts: [Post]
        let plan = try searchPlan(query)
        if case .grams(let expression) = plan {
            // The short-word index drives: each short word's token and each
            // long word's rarest pair, all required; LIKE checks each hit
            // holds the long words whole (asking the trigram index per hit
            // read its long doclists again each time: 23 ms at a million
            // posts). Pending rows are scanned for every word.
            let indexed = try bitmapped(expression, longLikes, longArguments)
                ?? select("posts_grams g CROSS JOIN posts p ON p.id = g.rowid", ["posts_grams MATCH ?"] + longLikes,
                          [expression] + longArguments, order: "g.rowid DESC")
            let pending = try select("posts_grams_pending q CROSS JOIN posts p ON p.id = q.id", likes + longLikes,
                                     likeArguments + longArguments, order: "q.id DESC")
            posts = Self.newestAddedFirst(indexed, pending, limit: limit, id: \.id)
        } else if let expression = query.ftsExpression {
            // CROSS JOIN keeps the index's hits the outer loop.
            posts = try select("posts_fts f CROSS JOIN posts p ON p.id = f.rowid", ["posts_fts MATCH ?"] + likes,
                               [expression] + likeArguments, order: "f.rowid DESC")
        } else if query.isEmpty {
            posts = try select("posts p", [], [], order: "p.created_at DESC, p.id DESC")
        } else {
            let indexed = try query.gramExpression.map {
                try bitmapped($0, [], [])
                    ?? select("posts_grams g CROSS JOIN posts p ON p.id = g.rowid", ["posts_grams MATCH ?"], [$0], order: "g.rowid DESC")
            } ?? []
            let pending = try select("posts_grams_pending q CROSS JOIN posts p ON p.id = q.id", likes, likeArguments, order: "q.id DESC")
            posts = Self.newestAddedFirst(indexed, pending, limit: limit, id: \.id)
        }
        guard case .user(let name) = scope else { return SearchResults(posts: posts) }
        var results = SearchResults(posts: posts, user: try user(named: name))
        // Their posts as far as Weibo's pages of them were fetched.
        results.progress = try results.user.flatMap { try openedProgress(.userPosts, key: Self.personKey($0.id)) }
        return results
    }

    /// Which index drives a query of several words with a long one among
    /// them (nil for any other query, which has one way only).
    enum SearchPlan: Equatable {
        /// The trigram index's hits of the long words, the short words
        /// checked with LIKE: a long word is rarer than any token below.
        case trigram
        /// The short-word index asked for these tokens (all required): each
        /// short word's and the rarest pair of each long word.
        case grams(String)
    }

    /// Posts not yet folded into the bitmaps that a search scans on their
    /// rows; more and it does without the bitmaps.
    static let searchScanLimit: Int64 = 5_000

    /// Hits a probe reads at most to tell a rare token from a common one.
    static let searchProbeDepth = 64

    /// How rare `expression`'s hits in the FTS5 table `table` are, the
    /// rarest least: the number of hits when fewer than `searchProbeDepth`,
    /// else `searchProbeDepth` plus the id of the newest hits' last (the
    /// lower, the more posts those hits are spread over). It reads at most
    /// `searchProbeDepth` hits, newest first, so it costs the same however
    /// common the token is.
    func searchRarity(_ table: String, _ expression: String) throws -> Int64 {
        let ids = try database.query(
            "SELECT rowid FROM \(table) WHERE \(table) MATCH ? ORDER BY rowid DESC LIMIT ?",
            [expression, Self.searchProbeDepth]) { $0.int64(0) }
        return ids.count < Self.searchProbeDepth ? Int64(ids.count) : Int64(Self.searchProbeDepth) + max(0, ids.last ?? 0)
    }

    /// The plan of a query of several words, one of them long (issue 34):
    /// each word's candidates are estimated by a probe of its tokens, and
    /// the query is driven from the rarest, the other words checked on its
    /// hits. FTS5 walks an AND of tokens by skipping each to the next hit of
    /// the others, so one rare token keeps the walk short; every further
    /// token of a common word (a long word's other pairs) only adds a list
    /// to step through: `晚霞好看 猫` went through four lists, now two. A long
    /// word rare as a whole (its trigram phrase) but made of common pairs
    /// is driven by the trigram index instead. The phrases are probed only
    /// when every token is common: each probe is a query (about 0.1 ms), and
    /// a rare token already makes the short-word index's walk short.
    func searchPlan(_ query: SearchQuery) throws -> SearchPlan? {
        guard query.ftsExpression != nil, query.terms.count >= 2 else { return nil }
        // With a bitmap for every token (migration v22), an AND of them all
        // costs little however common they are: no token needs probing, and
        // the trigram index drives only a phrase truly rare.
        var every: [String] = []
        for term in query.shortTerms + query.indexedTerms {
            for token in (term.unicodeScalars.count < SearchQuery.indexedLength ? [term] : SearchQuery.pairs(of: term)).compactMap(SearchGrams.token)
            where !every.contains(token) { every.append(token) }
        }
        if query.shortTerms.allSatisfy({ SearchGrams.token($0) != nil }),
           try hasSearchBits(Array(SearchGrams.keys(spelled: every.joined(separator: " ")))) {
            for term in query.indexedTerms {
                guard let phrase = SearchQuery(term).ftsExpression else { continue }
                if try searchRarity("posts_fts", phrase) < Int64(Self.searchProbeDepth) { return .trigram }
            }
            return .grams(every.joined(separator: " "))
        }
        var tokens: [String] = []
        var rarest = Int64.max
        for term in query.shortTerms {
            // A short word that cannot be indexed matches nothing there: LIKE decides.
            guard let token = SearchGrams.token(term) else { return .trigram }
            tokens.append(token)
            rarest = min(rarest, try searchRarity("posts_grams", token))
        }
        for term in query.indexedTerms {
            var best: (token: String, rarity: Int64)?
            for pair in SearchQuery.pairs(of: term) {
                guard let token = SearchGrams.token(pair) else { continue }
                let rarity = try searchRarity("posts_grams", token)
                if best == nil || rarity < best!.rarity { best = (token, rarity) }
                if rarity == 0 { break }  // in no post: nothing rarer
            }
            guard let best else { return .trigram }
            tokens.append(best.token)
            rarest = min(rarest, best.rarity)
        }
        if rarest >= Int64(Self.searchProbeDepth) {
            for term in query.indexedTerms {
                guard let phrase = SearchQuery(term).ftsExpression else { continue }
                if try searchRarity("posts_fts", phrase) < rarest { return .trigram }
            }
        }
        return .grams(tokens.joined(separator: " "))
    }

    /// Two lists, each newest added (highest id) first, as one, cut at `limit`.
    static func newestAddedFirst<T>(_ first: [T], _ second: [T], limit: Int, id: (T) -> Int64) -> [T] {
        guard !second.isEmpty else { return first }
        guard !first.isEmpty else { return second }
        return Array((first + second).sorted { id($0) > id($1) }.prefix(max(0, limit)))
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

        let likes = query.shortTerms.map { _ in "m.text LIKE ? ESCAPE '\\'" }
        let likeArguments: [any SQLBindable] = query.shortTerms.map(SearchQuery.likePattern)
        func select(_ source: String, _ conditions: [String], _ arguments: [any SQLBindable], order: String) throws -> [FoundMessage] {
            try database.query(
                """
                SELECT \(Self.messageColumns(of: "m")), coalesce(u.name, '') AS user_name
                FROM \(source)
                LEFT JOIN conversations c ON c.id = m.conversation_id
                LEFT JOIN users u ON u.id = c.user_id
                WHERE \(conditions.isEmpty ? "1" : conditions.joined(separator: " AND "))
                ORDER BY \(order)
                LIMIT ?
                """,
                arguments + [max(0, limit)]) { FoundMessage(message: Self.readMessage($0), userName: $0.string("user_name")) }
        }
        let messages: [FoundMessage]
        if let expression = query.ftsExpression {
            messages = try select("messages_fts f CROSS JOIN messages m ON m.id = f.rowid", ["messages_fts MATCH ?"] + likes,
                                  [expression] + likeArguments, order: "f.rowid DESC")
        } else {
            let indexed = try query.gramExpression.map {
                try select("messages_grams g CROSS JOIN messages m ON m.id = g.rowid", ["messages_grams MATCH ?"], [$0], order: "g.rowid DESC")
            } ?? []
            let pending = try select("messages_grams_pending q CROSS JOIN messages m ON m.id = q.id", likes, likeArguments, order: "q.id DESC")
            messages = Self.newestAddedFirst(indexed, pending, limit: limit, id: \.message.id)
        }
        return SearchResults(conversations: conversations, messages: messages)
    }
}
