/// A `#话题#` or an `@name` in a post: each opens a page.
public enum PostEntity: Hashable, Sendable {
    case topic(String)
    case mention(String)

    /// As it reads in the post.
    public var text: String {
        switch self {
        case .topic(let name): return "#" + name + "#"
        case .mention(let name): return "@" + name
        }
    }

    /// The page it opens: the topic's posts, or the person's profile and posts.
    public var scope: SearchScope {
        switch self {
        case .topic(let name): return .topic(name)
        case .mention(let name): return .user(name: name)
        }
    }
}

extension Post {
    /// The topics and names `t` picks in turn: the post's own, then its
    /// original's (a repost's page said it had none while the quoted
    /// original had both), each once.
    public var entities: [PostEntity] {
        var seen = Set<PostEntity>()
        return (RichText.entities(in: text) + (original.map { RichText.entities(in: $0.text) } ?? []))
            .filter { seen.insert($0).inserted }
    }
}
