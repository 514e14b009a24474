/// What the post lists and the post pages hold: pages of posts read from
/// the store, never patched (see ARCHITECTURE.md, "The one rule").
public struct HomeState: Equatable, Sendable {
    /// The post lists (timeline, my posts, liked), each paged in as it scrolls.
    public var postLists: [PostListSource: PostList] = [:]
    /// Posts opened on a post page, with their comments, by id.
    public var postDetails: [Int64: PostDetail] = [:]
    /// Where the user is on each post page opened: its list, order, threads.
    public var postPages: [Int64: PostPageState] = [:]
    /// The post a wide terminal shows beside its list, whose detail
    /// (`postDetails`) was asked for: which post, never a copy of it.
    public var previewID: Int64?
    /// The config's `set video_player COMMAND [ARGUMENT…]`: what `v` on a
    /// video post starts; nil tries mpv, then `$BROWSER`.
    public var videoPlayer: [String]?
    public init() {}
}
