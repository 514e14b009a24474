/// Which page of a post list to read. Keyset paging from either end: the
/// newest and the oldest pages cost the same at a million posts.
public enum PostPage: Hashable, Sendable {
    /// The newest posts (the top of the list).
    case newest
    /// The posts just older than the cursor (scrolling down).
    case older(than: PostCursor)
    /// The posts just newer than the cursor (scrolling up from the end).
    case newer(than: PostCursor)
    /// The oldest posts: the real end of the list (`G`).
    case oldest
}

/// The part of a post list that is loaded: `count` posts, from the newest
/// (`through` nil) or from the post `through` down. Re-reading it after a
/// write keeps the user's place.
public struct PostWindow: Hashable, Sendable {
    public var count: Int
    public var through: PostCursor?

    public init(count: Int, through: PostCursor?) {
        self.count = count
        self.through = through
    }
}
