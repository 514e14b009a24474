import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Searching posts and messages")
struct SearchTests {
    private func texts(_ store: Store, _ text: String, limit: Int = 50) throws -> [String] {
        try texts(store, .posts(.timeline), text, limit: limit)
    }

    private func texts(_ store: Store, _ scope: SearchScope, _ text: String, limit: Int = 50) throws -> [String] {
        try store.searchPosts(scope, SearchQuery(text), limit: limit).posts.map(\.text)
    }

    @Test("a v3 store gets its posts and messages indexed by the v4 migration")
    func upgradeIndexesWhatIsThere() throws {
        try withTemporaryDirectory { dir in
            try buildOldStore(dir, version: 3, json: activitySampleJSON)
            let raw = try Database(path: dir + "/weibo.sqlite")
            try raw.transaction {
                try raw.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_a', '旧版本写下的长沙臭豆腐', ?)", [fixedNow])
            }
            raw.close()
            let store = try openActivityStore(dir)
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try texts(store, "长沙臭豆腐") == ["旧版本写下的长沙臭豆腐"])
            #expect(try store.searchMessages(SearchQuery("晚上吃"), limit: 50).messages.map(\.message.text) == ["晚上吃什么"])
            // Every post and every message has its row in the index.
            #expect(try rowCount(store, "posts_fts_docsize") == rowCount(store, "posts"))
            #expect(try rowCount(store, "messages_fts_docsize") == rowCount(store, "messages"))
        }
    }

    @Test("both indexes follow every insert, edit and delete, and a new name")
    func triggersKeepTheIndex() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let post = try store.publish(PostDraft(text: "今天去西湖边散步"))
            #expect(try texts(store, "西湖边") == ["今天去西湖边散步"])
            #expect(try texts(store, "西湖") == ["今天去西湖边散步"])
            try store.database.transaction {
                try store.database.execute("UPDATE posts SET text = '改成去了灵隐寺' WHERE id = ?", [post.id])
            }
            #expect(try texts(store, "西湖边") == [] && texts(store, "西湖") == [])
            #expect(try texts(store, "灵隐寺") == ["改成去了灵隐寺"] && texts(store, "灵隐") == ["改成去了灵隐寺"])
            // The author's name is searched too, and follows a rename.
            #expect(try texts(store, "本地用户") == [])
            _ = try store.updateLocalUser(name: "西湖散步人", bio: "")
            #expect(try texts(store, "西湖散步人").contains("改成去了灵隐寺"))
            #expect(try texts(store, "步人").contains("改成去了灵隐寺"))
            #expect(try texts(store, "我") == [])
            try store.database.transaction { try store.database.execute("DELETE FROM posts WHERE id = ?", [post.id]) }
            #expect(try texts(store, "灵隐寺") == [] && texts(store, "灵隐") == [])
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_fts WHERE posts_fts MATCH '\"灵隐寺\"'") { $0.int(0) } == 0)
            #expect(try store.database.queryFirst("SELECT count(*) FROM posts_grams WHERE posts_grams MATCH ?",
                                                  [SearchGrams.token("灵隐")!]) { $0.int(0) } == 0)
            // The indexes agree with what they were told after all that.
            try store.database.transaction {
                try store.database.execute("INSERT INTO posts_fts (posts_fts, rank) VALUES ('integrity-check', 1)")
                try store.database.execute("INSERT INTO posts_grams (posts_grams) VALUES ('integrity-check')")
            }
        }
    }

    @Test("generated posts are indexed in one pass, and the insert trigger is back afterwards")
    func generatedPosts() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.seedGeneratedPosts(count: 30)
            #expect(try texts(store, "晚霞好看").count == 3)
            #expect(try texts(store, "#29").count == 1)
            _ = try store.publish(Draft(text: "种子之后的晚霞好看"))
            #expect(try texts(store, "晚霞好看").first == "种子之后的晚霞好看")
            try store.database.transaction {
                try store.database.execute("INSERT INTO posts_fts (posts_fts, rank) VALUES ('integrity-check', 1)")
            }
        }
    }

    @Test("short words are scanned, long ones looked up; every word must match; case is ignored")
    func shortAndLongWords() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try texts(store, "第一") == ["第一条"])
            #expect(try texts(store, "条") == ["第一条"])
            #expect(try texts(store, "SECOND") == ["second, same minute"])
            #expect(try texts(store, "same sec") == ["second, same minute"])
            #expect(try texts(store, "same 原文") == [])
            #expect(try texts(store, "bob") == ["old", "second, same minute"])
            // LIKE's wildcards and FTS5's quotes are taken literally.
            #expect(try texts(store, "%") == [])
            #expect(try texts(store, "_") == [])
            #expect(try texts(store, "\"sec\"") == [])
            #expect(try texts(store, "AND OR NOT") == [])
        }
    }

    @Test("one- and two-character words search every post, the oldest beyond 50,000 newer ones too")
    func shortWordsSearchEveryPost() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            // Before migration v12 a short word scanned only the newest 50,000.
            try store.seedGeneratedPosts(count: 50_010)
            #expect(try texts(store, "第一条") == ["第一条"])
            #expect(try texts(store, "第一") == ["第一条"])
            #expect(try texts(store, "old") == ["old"])
            #expect(try texts(store, "晚霞").count == 50)
            #expect(try texts(store, "琴") == [])
            #expect(try texts(store, "钢琴") == [])
        }
    }

    @Test("results come newest added first, and limit caps them")
    func orderAndLimit() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            for i in 1...5 { _ = try store.publish(PostDraft(text: "连续的第\(i)条测试")) }
            #expect(try texts(store, "测试", limit: 3) == ["连续的第5条测试", "连续的第4条测试", "连续的第3条测试"])
            #expect(try texts(store, "的第", limit: 2) == ["连续的第5条测试", "连续的第4条测试"])
        }
    }

    @Test("scopes: my posts, liked posts, a topic, a person")
    func scopes() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            _ = try store.publish(PostDraft(text: "#周末去哪儿# 我的周末"))
            try store.database.transaction {
                try store.database.execute("INSERT INTO posts (user_id, text, created_at) VALUES ('u_a', '#周末去哪儿# 阿猫的周末', ?)", [fixedNow])
            }
            #expect(try texts(store, .posts(.mine), "周末") == ["#周末去哪儿# 我的周末"])
            #expect(try texts(store, .posts(.liked), "second") == ["second, same minute"])
            #expect(try texts(store, .posts(.liked), "第一条") == [])
            #expect(try store.searchPosts(.topic("周末去哪儿"), SearchQuery("#周末去哪儿#"), limit: 50).posts.count == 2)
            let person = try store.searchPosts(.user(name: "阿猫"), SearchQuery(""), limit: 50)
            #expect(person.user?.id == "u_a")
            #expect(person.posts.map(\.text) == ["#周末去哪儿# 阿猫的周末", "第一条", "原文"])
            let nobody = try store.searchPosts(.user(name: "没有这个人"), SearchQuery(""), limit: 50)
            #expect(nobody.user == nil && nobody.posts.isEmpty)
        }
    }

    @Test("消息: conversations by name, messages by text, a sent message at once")
    func messages() throws {
        try withTemporaryDirectory { dir in
            let store = try openActivityStore(dir)
            let byName = try store.searchMessages(SearchQuery("阿猫"), limit: 50)
            #expect(byName.conversations.map(\.id) == ["d1"])
            #expect(byName.messages.isEmpty)
            let short = try store.searchMessages(SearchQuery("火锅"), limit: 50)
            #expect(short.messages.map(\.message.text) == ["火锅？"] && short.messages.first?.userName == "阿猫")
            _ = try store.send(text: "火锅店订好了", to: "d2")
            #expect(try store.searchMessages(SearchQuery("火锅店"), limit: 50).messages.map(\.message.conversationID) == ["d2"])
            #expect(try store.searchMessages(SearchQuery("火锅"), limit: 50).messages.map(\.message.text) == ["火锅店订好了", "火锅？"])
            #expect(try store.searchMessages(SearchQuery(" "), limit: 50) == SearchResults())
        }
    }

    @Test("a word walks its index newest first, long or short: no sort of all the hits, no scan")
    func queryPlan() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            for (index, word) in [("posts_fts", "'\"第一条\"'"), ("posts_grams", "'u732b'")] {
                let plan = try store.database.query(
                    "EXPLAIN QUERY PLAN " + Store.postSelect(from: "\(index) f CROSS JOIN posts p ON p.id = f.rowid")
                        + " WHERE \(index) MATCH \(word) ORDER BY f.rowid DESC LIMIT 20") { $0.string(3) }
                #expect(plan.contains { $0.contains("VIRTUAL TABLE INDEX") }, "\(index)")
                #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(index)")
            }
            #expect(try rowCount(store, "posts_grams_pending") == 0)
        }
    }
}

/// 首页's `/` searches 首页: a post kept for another page (a search of all
/// Weibo's, a person's) is not found there, the original a 首页 repost
/// quotes is; the other page's own search still finds its posts.
@Suite("首页's search is 首页's", .english)
struct TimelineSearchScopeTests {
    @Test("a post kept outside 首页 is not found by 首页's search; a quoted original is")
    func onlyTimeline() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.openAccount(dataDirectory: dir, account: Account(webUID: 6001, screenName: "网页用户", cookies: "SUB=x", st: "s"),
                                              clock: { fixedNow })
            defer { store.close() }
            let author = User(id: "42", name: "作者")
            let original = Post(id: 11, userID: "42", authorName: "作者", text: "熊猫宝宝的原微博", createdAt: fixedNow - 60)
            let repost = Post(id: 12, userID: "42", authorName: "作者", text: "转发一下", createdAt: fixedNow, repostOf: 11, original: original)
            _ = try store.saveFetched(users: [author], timeline: [repost])
            let elsewhere = Post(id: 13, userID: "42", authorName: "作者", text: "搜索里的熊猫宝宝", createdAt: fixedNow - 30)
            try store.saveFetchedSearch(WeiboSearchQuery("熊猫"), page: 1, posts: [elsewhere], users: [author], next: nil, at: fixedNow)
            for word in ["熊猫宝宝", "熊猫"] {
                #expect(try store.searchPosts(.posts(.timeline), SearchQuery(word), limit: 20).posts.map(\.id) == [11], "\(word)")
                #expect(try store.searchPosts(.user(name: "作者"), SearchQuery(word), limit: 20).posts.map(\.id).sorted() == [11, 13], "\(word)")
            }
        }
    }
}
