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
public typealias PostList = PagedList<Post>

extension AppState {
    /// Posts asked of the store at a time.
    public static let timelinePageSize = 20

    /// 首页's posts, newest first.
    public var timeline: [Post] {
        get { postLists[.timeline]?.items ?? [] }
        set { postLists[.timeline, default: PostList()].items = newValue }
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
            list.receive(posts, reset: reset, pageSize: AppState.timelinePageSize)
            postLists[source] = list
            if currentPostList == source { keepSelectionsVisible() }
            // The newest posts on screen on 首页: everything up to them has been seen.
            if reset, source == .timeline, selectedTab == .home, let newest = list.items.first {
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
                postLists[source]?.items.replace(post)
            }
            return []
        default:
            return []
        }
    }

    /// Asks for the next page when the selection nears the end of what is
    /// loaded, so scrolling never waits and memory follows the screen.
    mutating func prefetchPostsIfNeeded() -> [Effect] {
        guard modal == nil, let source = currentPostList, let list = postLists[source],
              list.wantsMore(at: page.selection), let last = list.items.last else { return [] }
        postLists[source]?.loading = true
        return [.loadPosts(source, before: last.cursor)]
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
