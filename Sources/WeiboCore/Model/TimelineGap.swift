/// Where 首页's cache may miss posts. A sync reads the timeline newest
/// first up to its limit; when the limit came before the posts cached
/// earlier, Weibo may hold posts between the oldest it brought (`above`)
/// and the newest cached before (`below`). The list draws a line there and
/// `sync --gap` reads the posts in, newest first, until it meets `below`.
public struct TimelineGap: Sendable, Hashable {
    /// The oldest post of the page that stopped short: the gap is under it.
    public var above: Int64
    /// The newest post cached before that sync: the gap is over it.
    public var below: Int64

    public init(above: Int64, below: Int64) {
        self.above = above
        self.below = below
    }
}
