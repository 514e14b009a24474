import Testing
import WeiboAPI

@Suite("created_at: the API's one date form, read exactly")
struct WeiboDateTests {
    @Test("the documented form gives exact Unix seconds, whatever the zone")
    func exact() {
        #expect(WeiboDate.parse("Tue May 31 17:46:55 +0800 2011") == 1_306_835_215)
        #expect(WeiboDate.parse("Thu Jan 01 08:00:00 +0800 1970") == 0)
        #expect(WeiboDate.parse("Thu Jan 01 00:00:00 +0000 1970") == 0)
        #expect(WeiboDate.parse("Wed Dec 31 19:00:00 -0500 1969") == 0)
        #expect(WeiboDate.parse("Sat Feb 29 23:59:59 +0800 2020") == 1_582_991_999)
        #expect(WeiboDate.parse("Mon Mar 04 09:05:07 +0800 2024") == 1_709_514_307)
    }

    @Test("format and parse are inverses")
    func roundTrip() {
        for seconds: Int64 in [0, 1_306_835_215, 1_582_991_999, 1_709_514_307, 4_102_444_800, -86_400] {
            #expect(WeiboDate.parse(WeiboDate.format(seconds)) == seconds, "\(WeiboDate.format(seconds))")
        }
        #expect(WeiboDate.format(1_306_835_215) == "Tue May 31 17:46:55 +0800 2011")
    }

    @Test("anything else is refused", arguments: [
        "", "Tue May 31 17:46:55 +0800", "Wed May 31 17:46:55 +0800 2011", "Tue May 32 17:46:55 +0800 2011",
        "Sat Feb 29 12:00:00 +0800 2019", "Tue May 31 24:00:00 +0800 2011", "Tue May 31 17:46 +0800 2011",
        "Tue May 31 17:46:55 0800 2011", "Tue May  31 17:46:55 +0800 2011", "tue may 31 17:46:55 +0800 2011",
        "2011-05-31T17:46:55+08:00", "Tue May 31 17:46:55 +0800 11", "Tue Mai 31 17:46:55 +0800 2011",
    ])
    func refused(_ text: String) {
        #expect(WeiboDate.parse(text) == nil)
    }
}
