import Testing
import WeiboCore
@testable import WeiboStore

/// 首页's gaps live in one setting: opened by a sync, narrowed and closed by
/// the pages read into them, read leniently, and carried by the counts and
/// the launch snapshot.
@Suite struct TimelineGapTests {
    @Test func openNarrowAndClose() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.timelineGaps().isEmpty)
            let older = TimelineGap(above: 500, below: 100), newer = TimelineGap(above: 900, below: 600)
            try store.openTimelineGap(older)
            try store.openTimelineGap(newer)
            try store.openTimelineGap(newer)
            #expect(try store.timelineGaps() == [newer, older], "newest first, each once")
            try store.saveFetched(users: [], timeline: [], into: newer, leaving: TimelineGap(above: 700, below: 600))
            #expect(try store.timelineGaps() == [TimelineGap(above: 700, below: 600), older])
            try store.saveFetched(users: [], timeline: [], into: TimelineGap(above: 700, below: 600), leaving: nil)
            #expect(try store.timelineGaps() == [older])
            let me = try store.localUser().id
            #expect(try store.counts(localUserID: me).timelineGaps == [older])
        }
    }

    @Test func aSettingThatCannotBeReadLosesOnlyItsBadPairs() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.setSetting(Store.timelineGapsSetting, "9:1,garbage,3:7,x:y,20:10:5,40:30")
            #expect(try store.timelineGaps() == [TimelineGap(above: 9, below: 1), TimelineGap(above: 40, below: 30)])
        }
    }

    @Test func onlyTheNewestAreKept() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            for n in 1...(Store.timelineGapsKept + 3) { try store.openTimelineGap(TimelineGap(above: Int64(n * 10), below: Int64(n * 10 - 5))) }
            let gaps = try store.timelineGaps()
            #expect(gaps.count == Store.timelineGapsKept && gaps.first?.above == Int64((Store.timelineGapsKept + 3) * 10))
        }
    }
}
