/// The lists of posts the app pages through.
public enum PostListSource: Hashable, Sendable {
    /// 首页: everyone's posts.
    case timeline
    /// 我的微博.
    case mine
    /// 赞: posts the local user liked.
    case liked
}

/// One post list as loaded so far.
public struct PostList: Hashable, Sendable {
    public var posts: [Post] = []
    /// The store has nothing older than the last post loaded.
    public var exhausted = false
    /// A page has been asked for and not yet arrived.
    public var loading = false
    public init() {}
}

extension AppState {
    /// Posts asked of the store at a time.
    public static let timelinePageSize = 20

    /// 首页's posts, newest first.
    public var timeline: [Post] {
        get { postLists[.timeline]?.posts ?? [] }
        set { postLists[.timeline, default: PostList()].posts = newValue }
    }

    /// The post list the current page shows, if it shows one.
    var currentPostList: PostListSource? {
        switch page.route {
        case .home: return .timeline
        case .myPosts: return .mine
        case .likedPosts: return .liked
        default: return nil
        }
    }

    mutating func reduceTimeline(_ action: Action) -> [Effect] {
        switch action {
        case .refresh:
            let source = currentPostList ?? .timeline
            postLists[source, default: PostList()].loading = true
            return [.loadPosts(source, before: nil)]
        case .postsLoaded(let source, let posts, let reset):
            var list = postLists[source] ?? PostList()
            list.loading = false
            list.exhausted = posts.count < AppState.timelinePageSize
            if reset {
                list.posts = posts
            } else {
                list.posts += list.posts.unseen(in: posts)
            }
            postLists[source] = list
            if currentPostList == source { keepSelectionsVisible() }
            // The newest posts on screen on 首页: everything up to them has been seen.
            if reset, source == .timeline, selectedTab == .home, let newest = list.posts.first {
                return [.markTimelineViewed(newest.cursor)]
            }
            return []
        case .toggleLike:
            guard let post = selectedPost else { return [] }
            return [.setLiked(postID: post.id, liked: !post.liked)]
        case .postDetailLoaded(let detail):
            postDetails[detail.post.id] = detail
            return reduceTimeline(.postUpdated(detail.post))
        case .postUpdated(let post):
            if var detail = postDetails[post.id] {
                detail.post = post
                postDetails[post.id] = detail
            }
            for source in postLists.keys {
                postLists[source]?.posts.replace(post)
            }
            return []
        default:
            return []
        }
    }

    /// Asks for the next page when the selection nears the end of what is
    /// loaded, so scrolling never waits and memory follows the screen.
    mutating func prefetchPostsIfNeeded() -> [Effect] {
        guard modal == nil, let source = currentPostList, let list = postLists[source], !list.loading, !list.exhausted,
              let last = list.posts.last, page.selection >= list.posts.count - 8 else { return [] }
        postLists[source]?.loading = true
        return [.loadPosts(source, before: last.cursor)]
    }
}

extension Array where Element: Identifiable {
    /// The items of a freshly loaded page that are not here yet: pages may
    /// overlap when the store changed between two loads.
    func unseen(in page: [Element]) -> [Element] {
        let known = Set(map(\.id))
        return page.filter { !known.contains($0.id) }
    }
}

extension Array where Element == Post {
    /// Puts the new version of `post` wherever it appears, as a post or as the
    /// original of a repost (a repost keeps its original when the update has none).
    mutating func replace(_ post: Post) {
        for i in indices {
            if self[i].id == post.id {
                let original = self[i].original
                self[i] = post
                if post.original == nil { self[i].original = original }
            }
            if self[i].original?.id == post.id { self[i].original = post }
        }
    }
}
