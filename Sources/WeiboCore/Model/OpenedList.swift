/// A list Weibo has for one thing, fetched only when the user opens it: a
/// post's 转发 / 评论 / 赞, a root comment's replies (楼中楼), someone's
/// posts, 关注 and 粉丝. Its name is what `sync --list NAME --id KEY --page N`
/// takes and the store files its pages under.
public enum OpenedListName: String, CaseIterable, Hashable, Sendable, Codable {
    case reposts
    case postLikes = "post-likes"
    case postComments = "post-comments"
    /// The same comments newest first (按时间).
    case postCommentsNew = "post-comments-new"
    case replies
    /// Someone's posts, under their card; key: their uid.
    case userPosts = "user-posts"
    /// Whom someone follows (关注) and who follows them (粉丝).
    case following, followers
}

extension OpenedListName {
    /// What a list's key is the id of.
    public enum Owner: Sendable { case post, comment, person }

    public var owner: Owner {
        switch self {
        case .reposts, .postLikes, .postComments, .postCommentsNew: .post
        case .replies: .comment
        case .userPosts, .following, .followers: .person
        }
    }
}

/// One page of such a list: which list, whose (a post's or a comment's
/// id), and which page, from 1.
public struct OpenedPage: Hashable, Sendable {
    public var list: OpenedListName
    public var key: Int64
    public var page: Int

    public init(_ list: OpenedListName, key: Int64, page: Int = 1) {
        self.list = list
        self.key = key
        self.page = page
    }

    /// The list it is a page of, whatever the page.
    public var id: OpenedListID { OpenedListID(list: list, key: key) }
}

/// Such a list, whatever page.
public struct OpenedListID: Hashable, Sendable {
    public var list: OpenedListName
    public var key: Int64

    public init(list: OpenedListName, key: Int64) {
        self.list = list
        self.key = key
    }
}

/// How far such a list is fetched: its pages so far, whether Weibo has
/// more, and when its last page came.
public struct OpenedListProgress: Hashable, Sendable {
    public var pages: Int
    public var more: Bool
    public var fetchedAt: Int64

    public init(pages: Int, more: Bool, fetchedAt: Int64) {
        self.pages = pages
        self.more = more
        self.fetchedAt = fetchedAt
    }

    /// The page to ask for next.
    public func next(of id: OpenedListID) -> OpenedPage { OpenedPage(id.list, key: id.key, page: pages + 1) }
}

/// Someone who liked a post (赞), and when when Weibo said.
public struct Liker: Hashable, Sendable {
    public var userID: String
    public var name: String
    public var likedAt: Int64?

    public init(userID: String, name: String, likedAt: Int64?) {
        self.userID = userID
        self.name = name
        self.likedAt = likedAt
    }
}
