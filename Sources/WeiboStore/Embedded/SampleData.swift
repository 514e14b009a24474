/// The bundled first-run content (`Resources/sample.json`, compiled in as
/// `EmbeddedResources.sample`).
///
/// Times are relative (`minutesAgo`) so the timeline looks current whenever
/// the store is first created. Sections a given schema version does not use
/// yet are optional, so later migrations can seed them from the same file.
///
/// Read with `StoreJSON` (no Foundation in the binary), each member by the
/// name and type of its field below: an optional field may be absent.
struct SampleData: Sendable {
    struct User: Sendable {
        var id: String
        var name: String
        var bio: String?
        var following: Int?
        var followers: Int?
        /// Their verified mark's reason (认证), when they have one.
        var verifiedReason: String? = nil
        /// Whether the sample's user follows them, and they the user (v13).
        var followed: Bool? = nil
        var followsMe: Bool? = nil
        /// Whom they follow among the sample's people (v18): their 关注
        /// list, and who follows whom makes each one's 粉丝.
        var follows: [String]? = nil
    }

    struct Post: Sendable {
        var id: String
        var user: String
        var text: String
        var minutesAgo: Int
        var source: String?
        var reposts: Int?
        var comments: Int?
        var likes: Int?
        var liked: Bool?
        /// Favourited (收藏) by the sample's user: seeded by v14.
        var favorited: Bool? = nil
        var repostOf: String?
        /// Optional since v2: a `PostKind` raw value and what that kind attaches.
        var kind: String?
        var title: String?
        var place: String?
        var rating: Int?
        var mediaPath: String?
        /// The schema version that first seeds this post into a store made
        /// before it (v7: the picture posts); nil for the posts v1 seeds.
        /// A fresh store gets every post from v1 either way.
        var addedIn: Int?
    }

    struct Comment: Sendable {
        var id: String
        var post: String
        var user: String
        var text: String
        var minutesAgo: Int
        /// Optional since v3; when absent, `Migration.seedUnreadWindow` decides.
        var read: Bool?
        /// The root comment this one replies to (楼中楼, seeded by v20); nil
        /// for a root.
        var root: String? = nil
    }

    /// A like by another user on one of the local user's posts (v3 activity).
    struct Like: Sendable {
        var post: String
        var user: String
        var minutesAgo: Int
        var read: Bool?
    }

    struct Message: Sendable {
        var from: String
        var text: String
        var minutesAgo: Int
        var read: Bool?
    }

    struct Conversation: Sendable {
        var id: String
        var with: String
        var messages: [Message]
    }

    var localUser: String
    var users: [User]
    var posts: [Post]
    var comments: [Comment]?
    var likes: [Like]?
    var conversations: [Conversation]?
    var hotSearches: [String]?
    /// 发现's 热搜榜 on the sample, in rank order.
    var hotWords: [HotWord]?
    /// 首页's groups on the sample (v17), in the title menu's order.
    var groups: [Group]? = nil

    /// One of the sample's groups: its people, whose posts it shows.
    struct Group: Sendable {
        var id: String
        var name: String
        var members: [String]
    }

    /// One word of the sample's 热搜榜.
    struct HotWord: Sendable {
        var word: String
        var heat: Int64?
        var label: String?
        /// What searching the word finds on the sample (v22): posts of its
        /// people that are not in 首页, so a hot word opens offline.
        var posts: [Post]? = nil
    }

    /// Decodes `json`; a malformed bundle is a build mistake, reported as
    /// `.sampleData` rather than a crash.
    static func decode(_ json: String) throws -> SampleData {
        do {
            return try SampleData(json: StoreJSON.parse(Array(json.utf8)))
        } catch {
            throw StoreError(
                .sampleData, path: "sample.json",
                message: "weibo-tui: the bundled sample data does not decode: \(error)")
        }
    }

    /// Every post the sample holds: 首页's and its hot words' (v21).
    var allPosts: [Post] { posts + (hotWords ?? []).flatMap { $0.posts ?? [] } }

    /// The sample compiled into this binary.
    static func bundled() throws -> SampleData {
        try decode(EmbeddedResources.sample)
    }
}

extension SampleData {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(localUser: try json.string("localUser"), users: try json.array("users", User.init),
                  posts: try json.array("posts", Post.init), comments: try json.optionalArray("comments", Comment.init),
                  likes: try json.optionalArray("likes", Like.init),
                  conversations: try json.optionalArray("conversations", Conversation.init),
                  hotSearches: try json.optionalArray("hotSearches") { item throws(StoreJSON.Failure) in try item.string() },
                  hotWords: try json.optionalArray("hotWords") { item throws(StoreJSON.Failure) in
                      HotWord(word: try item.string("word"), heat: try item.optionalInt("heat").map(Int64.init),
                              label: try item.optionalString("label"), posts: try item.optionalArray("posts", Post.init))
                  })
        groups = try json.optionalArray("groups") { item throws(StoreJSON.Failure) in
            Group(id: try item.string("id"), name: try item.string("name"),
                  members: try item.array("members") { member throws(StoreJSON.Failure) in try member.string() })
        }
    }
}

extension SampleData.User {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(id: try json.string("id"), name: try json.string("name"), bio: try json.optionalString("bio"),
                  following: try json.optionalInt("following"), followers: try json.optionalInt("followers"),
                  verifiedReason: try json.optionalString("verifiedReason"), followed: try json.optionalBool("followed"),
                  followsMe: try json.optionalBool("followsMe"))
        follows = try json.optionalArray("follows") { item throws(StoreJSON.Failure) in try item.string() }
    }
}

extension SampleData.Post {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(id: try json.string("id"), user: try json.string("user"), text: try json.string("text"),
                  minutesAgo: try json.int("minutesAgo"), source: try json.optionalString("source"),
                  reposts: try json.optionalInt("reposts"), comments: try json.optionalInt("comments"),
                  likes: try json.optionalInt("likes"), liked: try json.optionalBool("liked"),
                  repostOf: try json.optionalString("repostOf"), kind: try json.optionalString("kind"),
                  title: try json.optionalString("title"), place: try json.optionalString("place"),
                  rating: try json.optionalInt("rating"), mediaPath: try json.optionalString("mediaPath"),
                  addedIn: try json.optionalInt("addedIn"))
        favorited = try json.optionalBool("favorited")
    }
}

extension SampleData.Comment {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(id: try json.string("id"), post: try json.string("post"), user: try json.string("user"),
                  text: try json.string("text"), minutesAgo: try json.int("minutesAgo"),
                  read: try json.optionalBool("read"))
        root = try json.optionalString("root")
    }
}

extension SampleData.Like {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(post: try json.string("post"), user: try json.string("user"),
                  minutesAgo: try json.int("minutesAgo"), read: try json.optionalBool("read"))
    }
}

extension SampleData.Message {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(from: try json.string("from"), text: try json.string("text"),
                  minutesAgo: try json.int("minutesAgo"), read: try json.optionalBool("read"))
    }
}

extension SampleData.Conversation {
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        self.init(id: try json.string("id"), with: try json.string("with"),
                  messages: try json.array("messages", SampleData.Message.init))
    }
}
