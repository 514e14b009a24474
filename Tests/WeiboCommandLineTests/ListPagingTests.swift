import Testing
@testable import WeiboSync

/// The pager says when it stopped at its limit with more to read before
/// the cache (a gap), and only then.
@Suite struct ListPagingTests {
    struct Item: WeiboIdentified {
        var id: Int64
        static var skippedKind: SkippedItems.Kind { .post }
    }

    /// A web-style list of `ids` (newest first), three a page, which cannot
    /// be asked for what is newer than an id.
    static func pages(_ ids: [Int64]) -> (Int64?, RemoteCursor?, Int) throws(RemoteFailure) -> RemotePage<Item> {
        { _, cursor, _ in
            let start = cursor?.pageNumber.map { ($0 - 1) * 3 } ?? 0
            let slice = Array(ids[min(start, ids.count)..<min(start + 3, ids.count)])
            return RemotePage(items: slice.map(Item.init), next: start + 3 < ids.count ? .web(.page(start / 3 + 2)) : nil, skipped: 0)
        }
    }

    @Test func meetingTheCacheLeavesNoGap() throws {
        var skipped = SkippedItems()
        let (items, short) = try ListPaging.pagesReachingBack(since: 5, limit: 10, skipped: &skipped, page: Self.pages(Array((1...9).reversed())))
        #expect(items.map(\.id) == [9, 8, 7, 6] && !short)
    }

    @Test func theLimitBeforeTheCacheLeavesAGap() throws {
        var skipped = SkippedItems()
        let (items, short) = try ListPaging.pagesReachingBack(since: 2, limit: 4, skipped: &skipped, page: Self.pages(Array((1...9).reversed())))
        #expect(items.map(\.id) == [9, 8, 7, 6] && short)
    }

    /// The mobile web's page is 20 whatever the count: the limit can leave
    /// out new items of the very page that meets the cache.
    @Test func itemsLeftOutOfAPageThatMeetsTheCacheLeaveAGap() throws {
        var skipped = SkippedItems()
        let (items, short) = try ListPaging.pagesReachingBack(since: 5, limit: 2, skipped: &skipped, page: Self.pages([9, 8, 7, 6, 5]))
        #expect(items.map(\.id) == [9, 8] && short)
        let exact = try ListPaging.pagesReachingBack(since: 6, limit: 2, skipped: &skipped, page: Self.pages([9, 8, 7, 6, 5]))
        #expect(exact.items.map(\.id) == [9, 8] && exact.stoppedShort, "7 is left out")
        let all = try ListPaging.pagesReachingBack(since: 7, limit: 2, skipped: &skipped, page: Self.pages([9, 8, 7, 6, 5]))
        #expect(all.items.map(\.id) == [9, 8] && !all.stoppedShort, "nothing new is left out")
    }

    @Test func theListsEndOrAFirstSyncLeavesNoGap() throws {
        var skipped = SkippedItems()
        let end = try ListPaging.pagesReachingBack(since: 0, limit: 20, skipped: &skipped, page: Self.pages(Array((1...9).reversed())))
        #expect(end.items.count == 9 && !end.stoppedShort)
        let first = try ListPaging.pagesReachingBack(since: nil, limit: 4, skipped: &skipped, page: Self.pages(Array((1...9).reversed())))
        #expect(first.items.count == 4 && !first.stoppedShort, "nothing was cached: nothing is missing between")
    }
}
