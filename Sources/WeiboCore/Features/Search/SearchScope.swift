/// What a search page looks through. `/` searches where the user is; a
/// topic or a name in a post opens a page of the same kind with its
/// question fixed.
public enum SearchScope: Hashable, Sendable {
    /// The posts of a list: 首页 (everyone's), 我的微博, 赞.
    case posts(PostListSource)
    /// 消息: conversations by the other person's name, and messages by text.
    case messages
    /// A topic's page: the posts that carry `#name#`.
    case topic(String)
    /// A person's page: their profile and their posts.
    case user(name: String)
    /// Whom a person follows (关注) or who follows them (粉丝), pushed from
    /// their page (`w` / `W`): as far as Weibo's pages were fetched.
    case people(uid: String, name: String, fans: Bool)
    /// 发现's search of all Weibo (its own key): the field, and while it is
    /// empty the searches typed before and the hot words; Enter asks Weibo
    /// (`Route.weiboSearch`), never the store as the user types.
    case weibo

    /// Whether the page has a field the user types into; topic and user
    /// pages answer a question that is fixed by where they were opened from.
    public var isTyped: Bool {
        switch self {
        case .posts, .messages, .weibo: return true
        case .topic, .user, .people: return false
        }
    }

    /// The question a page without a field asks.
    var fixedQuery: SearchQuery {
        switch self {
        case .topic(let name): return SearchQuery("#" + name + "#")
        case .posts, .messages, .user, .weibo, .people: return SearchQuery("")
        }
    }

    /// Where `/` on `route` searches, or nil when it searches 发现's places
    /// (`searchesPlaces`) or nothing.
    static func of(_ route: Route) -> SearchScope? {
        switch route {
        case .home, .post: return .posts(.timeline)
        case .myPosts: return .posts(.mine)
        case .likedPosts: return .posts(.liked)
        case .favoritePosts: return .posts(.favorited)
        case .messages, .chat, .activity, .conversations: return .messages
        case .search(let scope): return scope.isTyped ? scope : .posts(.timeline)
        case .discover, .profile, .settings, .about, .placeList, .place, .drafts, .outbox, .picture, .signIn, .weiboSearch: return nil
        }
    }

    /// Whether `/` on `route` searches 发现's places: on 发现's own pages.
    /// Elsewhere without a scope (我, 关于, a picture) there is nothing to
    /// search, and `/` says so rather than jumping to another tab.
    static func searchesPlaces(_ route: Route) -> Bool {
        switch route {
        case .discover, .placeList, .place, .weiboSearch: return true
        case .home, .post, .myPosts, .likedPosts, .favoritePosts, .messages, .chat, .activity, .conversations, .search,
             .profile, .settings, .about, .drafts, .outbox, .picture, .signIn: return false
        }
    }
}

/// A 关注 or 粉丝 list as the store keeps it.
public struct PeopleList: Hashable, Sendable {
    public var people: [User]
    public var progress: OpenedListProgress

    public init(people: [User], progress: OpenedListProgress) {
        self.people = people
        self.progress = progress
    }
}

/// A message found by a search, with the name of the person it is with.
public struct FoundMessage: Hashable, Sendable {
    public var message: Message
    public var userName: String

    public init(message: Message, userName: String) {
        self.message = message
        self.userName = userName
    }
}

/// What the store answered for one search. Store data: re-read after
/// every write (`reloadEffects`), never patched.
public struct SearchResults: Hashable, Sendable {
    public var posts: [Post]
    /// Conversations whose other person's name matches (消息 only).
    public var conversations: [Conversation]
    public var messages: [FoundMessage]
    /// The person a user page shows; nil when no one has that name.
    public var user: User?
    /// A 关注 or 粉丝 list's people.
    public var people: [User] = []
    /// How far Weibo's list the page shows is fetched (a person's posts,
    /// their 关注 or 粉丝): nil before its first page.
    public var progress: OpenedListProgress?

    public init(posts: [Post] = [], conversations: [Conversation] = [], messages: [FoundMessage] = [], user: User? = nil) {
        self.posts = posts
        self.conversations = conversations
        self.messages = messages
        self.user = user
    }

    /// Result rows: conversations first, then messages, or the posts.
    public var count: Int { posts.count + conversations.count + messages.count + people.count }
}
