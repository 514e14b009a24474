/// Every page the app can show. Roots are one per tab; the rest are pushed.
public enum Route: Hashable, Sendable {
    case home
    case messages
    case discover
    case profile
    case settings
    case about
    /// The children of a province or city.
    case placeList(code: Int)
    /// One place: its path, code, coordinates and children.
    case place(code: Int)
    /// One post with its repost and comments.
    case post(id: Int64)
    /// 我的微博, 赞 (liked posts) and 草稿箱 under 我.
    case myPosts
    case likedPosts
    /// 我 › 收藏: the posts the account favourited.
    case favoritePosts
    case drafts
    /// 待发送: what an account wrote that Weibo does not have yet.
    case outbox
    /// @我的, 评论 or 赞 in the message centre.
    case activity(ActivityKind)
    /// 私信: the conversations alone.
    case conversations
    /// A conversation.
    case chat(id: String)
    /// Search results (`/`), a topic's posts or a person's page.
    case search(SearchScope)
    /// A post's pictures, one at a time, full screen.
    case picture(PictureViewer)
    /// 我 › 登录: the QR sign-in.
    case signIn
    /// A hot word's posts, or a `#topic#`'s page: a search of all Weibo.
    case weiboSearch(WeiboSearchQuery)

    var isPicture: Bool {
        if case .picture = self { return true }
        return false
    }

    public var isRoot: Bool {
        switch self {
        case .home, .messages, .discover, .profile: return true
        case .settings, .about, .placeList, .place, .post, .myPosts, .likedPosts, .favoritePosts, .drafts, .outbox, .activity, .conversations, .chat, .search, .picture, .signIn, .weiboSearch: return false
        }
    }
}

extension Route {
    /// The page of the person called `name`.
    static func route(ofPerson name: String) -> Route { .search(.user(name: name)) }
}

extension AppState {
    /// What a page asks for when it is pushed: the store's copy, and on an
    /// account a post page also asks Weibo for the post and its comments
    /// (they arrive by the reload their write causes).
    func appearEffects(of route: Route) -> [Effect] {
        guard info.isAccount else { return route.appearEffects }
        switch route {
        case .post(let id): return route.appearEffects + [.app(.fetch(.post(id)))]
        // A web session's conversation asks Weibo for its newest messages.
        case .chat(let id) where info.accountKind == .web && id.hasPrefix("dm_"):
            return route.appearEffects + [.app(.fetch(.chat(String(id.dropFirst(3)))))]
        // 我 › 收藏 asks Weibo for the favourites each time it opens.
        case .favoritePosts where !Unavailable.favorites.applies(to: info.kind ?? .openAPI):
            return route.appearEffects + [.app(.fetch(.list(FavoritesList.listName)))]
        // Fetched each time it opens, its first page: what is hot now.
        case .weiboSearch(let query) where canSearchWeibo:
            return route.appearEffects + [.app(.fetch(.search(query, page: 1)))]
        default: return route.appearEffects
        }
    }
}

extension Route {
    /// What a page asks the store for when it is pushed.
    var appearEffects: [Effect] {
        switch self {
        case .post(let id): return [.home(.loadPostDetail(id))]
        case .myPosts: return [.home(.loadPosts(.mine, .newest))]
        case .likedPosts: return [.home(.loadPosts(.liked, .newest))]
        case .favoritePosts: return [.home(.loadPosts(.favorited, .newest))]
        case .drafts: return [.profile(.loadDrafts)]
        case .outbox: return [.profile(.loadOutbox)]
        case .activity(let kind): return [.messages(.loadActivity(kind))]
        case .chat(let id): return [.messages(.loadChat(id, before: nil))]
        case .weiboSearch(let query): return [.discover(.loadWeiboSearch(query))]
        // 私信 shows the conversations 消息 has loaded, and pages them in itself;
        // a search page asks its question as it opens (`reduceSearch`).
        case .home, .messages, .discover, .profile, .settings, .about, .placeList, .place, .conversations, .search, .picture, .signIn: return []
        }
    }
}
