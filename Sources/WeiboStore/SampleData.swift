import FoundationEssentials

/// The bundled first-run content (`Resources/sample.json`, compiled in as
/// `EmbeddedResources.sample`).
///
/// Times are relative (`minutesAgo`) so the timeline looks current whenever
/// the store is first created. Sections a given schema version does not use
/// yet are optional, so later migrations can seed them from the same file.
///
/// Decoded with FoundationEssentials only: full Foundation would add
/// milliseconds to every start of the statically linked binary.
struct SampleData: Decodable, Sendable {
    struct User: Decodable, Sendable {
        var id: String
        var name: String
        var bio: String?
        var following: Int?
        var followers: Int?
    }

    struct Post: Decodable, Sendable {
        var id: String
        var user: String
        var text: String
        var minutesAgo: Int
        var source: String?
        var reposts: Int?
        var comments: Int?
        var likes: Int?
        var liked: Bool?
        var repostOf: String?
        /// Optional since v2: a `PostKind` raw value and what that kind attaches.
        var kind: String?
        var title: String?
        var place: String?
        var rating: Int?
        var mediaPath: String?
        /// The schema version that first seeds this post into a store made
        /// before it (v7: the picture posts); nil for the posts v1 seeds.
        /// A fresh store gets every post from v1 either way.
        var addedIn: Int?
    }

    struct Comment: Decodable, Sendable {
        var id: String
        var post: String
        var user: String
        var text: String
        var minutesAgo: Int
        /// Optional since v3; when absent, `Migration.seedUnreadWindow` decides.
        var read: Bool?
    }

    /// A like by another user on one of the local user's posts (v3 activity).
    struct Like: Decodable, Sendable {
        var post: String
        var user: String
        var minutesAgo: Int
        var read: Bool?
    }

    struct Message: Decodable, Sendable {
        var from: String
        var text: String
        var minutesAgo: Int
        var read: Bool?
    }

    struct Conversation: Decodable, Sendable {
        var id: String
        var with: String
        var messages: [Message]
    }

    var localUser: String
    var users: [User]
    var posts: [Post]
    var comments: [Comment]?
    var likes: [Like]?
    var conversations: [Conversation]?
    var hotSearches: [String]?

    /// Decodes `json`; a malformed bundle is a build mistake, reported as
    /// `.sampleData` rather than a crash.
    static func decode(_ json: String) throws -> SampleData {
        do {
            return try JSONDecoder().decode(SampleData.self, from: Data(json.utf8))
        } catch {
            throw StoreError(
                .sampleData, path: "sample.json",
                message: "weibo-tui: the bundled sample data does not decode: \(error)")
        }
    }

    /// The sample compiled into this binary.
    static func bundled() throws -> SampleData {
        try decode(EmbeddedResources.sample)
    }
}
