import Testing
import WeiboCore
@testable import WeiboStore

/// A web session's follows: shown at once from the store, sent through the
/// outbox, an unfollow before the follow was sent sends nothing, and the
/// person keeps Weibo's word once it is sent.
@Suite("Follows in the outbox", .english)
struct OutboxFollowTests {
    let likes = OutboxLikeTests()
    var now: Int64 { likes.now }
    let uid: Int64 = 6_002_000_002

    /// The web account's store the likes' tests use.
    func open(_ dir: String) throws -> Store { try likes.open(dir) }

    /// A web account's store holding 山间小路's card, not followed.
    func withCachedPerson(_ body: (Store) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            try cached(store)
            try body(store)
        }
    }

    func cached(_ store: Store, following: Bool? = false) throws {
        try store.saveFetched(person: User(id: String(uid), name: "山间小路", verified: true, verifiedReason: "户外博主",
                                           following: following, followsMe: true))
    }

    @Test func aFollowShowsAtOnceWaitsOnceAndKeepsWeibosWord() throws {
        try withTemporaryDirectory { dir in
            let store = try open(dir)
            defer { store.close() }
            #expect(try store.queueFollow(uid: uid, true) == nil, "someone never fetched cannot be followed from the cache")
            try cached(store)
            let person = try #require(try store.queueFollow(uid: uid, true))
            #expect(person.following == true && person.followState == .mutual && person.verifiedReason == "户外博主")
            let items = try store.outbox()
            #expect(items.map(\.kind) == [.follow] && items.first?.targetUserID == uid && items.first?.kindLabel == "Follow → uid \(uid)")
            #expect(try store.pendingFollow(uid: uid)?.id == items[0].id)
            // Following again changes nothing and queues nothing more.
            try store.queueFollow(uid: uid, true)
            #expect(try store.outbox().count == 1)
            // A post's short user object says nothing of follows: the card's word stays.
            try store.saveFetched(users: [User(id: String(uid), name: "山间小路")], timeline: [])
            #expect(try store.user(id: String(uid))?.following == true)
            try store.markSent(id: items[0].id, follow: true, uid: uid, person: User(id: String(uid), name: "山间小路", followersCount: 12_001,
                                                                                     following: true, followsMe: true))
            #expect(try store.outbox().isEmpty && store.user(id: String(uid))?.followersCount == 12_001)
        }
    }

    @Test func anUnfollowBeforeTheFollowWasSentCancelsIt() throws {
        try withCachedPerson { store in
            try store.queueFollow(uid: uid, true)
            let person = try #require(try store.queueFollow(uid: uid, false))
            #expect(person.following == false && person.followState == .notFollowing)
            #expect(try store.outbox().isEmpty)
        }
    }

    @Test func anUnfollowAfterAFollowThatMayHaveArrivedIsQueuedBehindIt() throws {
        try withCachedPerson { store in
            try store.queueFollow(uid: uid, true)
            let item = try #require(try store.outbox().first)
            try store.recordSendFailure(id: item.id, error: "timeout", unknownOutcome: true, nextAttemptAt: now)
            try store.queueFollow(uid: uid, false)
            let items = try store.outbox()
            #expect(items.map(\.kind) == [.follow, .unfollow])
            #expect(try store.waitsBehindAnOlderItem(items[1]) && !store.waitsBehindAnOlderItem(items[0]))
        }
    }
}
