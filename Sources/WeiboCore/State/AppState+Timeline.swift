extension AppState {
    /// Posts asked of the store at a time.
    public static let timelinePageSize = 20

    mutating func reduceTimeline(_ action: Action) -> [Effect] {
        switch action {
        case .refresh:
            timelineLoading = true
            return [.loadTimeline(before: nil)]
        case .timelineLoaded(let posts, let reset):
            timelineLoading = false
            timelineExhausted = posts.count < AppState.timelinePageSize
            if reset {
                timeline = posts
            } else {
                let known = Set(timeline.map(\.id))
                timeline += posts.filter { !known.contains($0.id) }
            }
            if selectedTab == .home { keepSelectionsVisible() }
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
            for i in timeline.indices {
                if timeline[i].id == post.id {
                    let original = timeline[i].original
                    timeline[i] = post
                    if post.original == nil { timeline[i].original = original }
                }
                if timeline[i].original?.id == post.id { timeline[i].original = post }
            }
            return []
        default:
            return []
        }
    }

    /// Asks for the next page when the selection nears the end of what is
    /// loaded, so scrolling never waits and memory follows the screen.
    mutating func prefetchTimelineIfNeeded() -> [Effect] {
        guard page.route == .home, !timelineLoading, !timelineExhausted, let last = timeline.last,
              page.selection >= timeline.count - 8 else { return [] }
        timelineLoading = true
        return [.loadTimeline(before: last.cursor)]
    }
}
