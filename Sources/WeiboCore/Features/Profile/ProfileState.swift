/// What 我's pages list, each read when first opened and again after every
/// write while it is loaded.
public struct ProfileState: Equatable, Sendable {
    /// The drafts (草稿箱), newest first; nil until 草稿箱 is first opened.
    public var drafts: [Draft]?
    /// An account's outbox (我 › 待发送), oldest first; nil until first opened.
    public var outbox: [OutboxItem]?
    public init() {}
}
