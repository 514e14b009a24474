import Testing
import WeiboAPI
import WeiboCore

@Suite("Web: 热搜榜 on m.weibo.cn")
struct WebHotTests {
    static let now = WebFixture.now
    let bases = WebBases(web: "http://127.0.0.1:8123/", passport: "http://127.0.0.1:8124")

    @Test("the request asks the realtimehot container, its value encoded once")
    func request() {
        let request = WebRequest.hotSearch()
        #expect(request.url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=106003type%3D25%26t%3D3%26disable_hot%3D1%26filter_type%3Drealtimehot")
        #expect(request.method == .get && !request.writes && request.host == .web && request.refererPath != nil)
    }

    @Test("the cards: ranked words with heat and mark; the pinned entry, a promotion and a card without a word left out")
    func decode() throws {
        let words = try WebResponse.hotSearch(status: 200, body: WebFixture.bytes("hotsearch.json"), now: Self.now)
        #expect(words == [HotWord(rank: 1, word: "终端里刷微博", heat: 2_345_678, label: "热"),
                          HotWord(rank: 2, word: "周末去看星空", heat: 876_543, label: "沸"),
                          HotWord(rank: 3, word: "新开的书店", heat: 543_210, label: "新"),
                          HotWord(rank: 4, word: "降温了", heat: nil, label: "")])
    }

    @Test("a mark by its picture: the flags' numbers and the older names")
    func labels() {
        #expect(WebResponse.hotLabel("https://simg.s.weibo.com/moter/flags/4_0.png") == "爆")
        #expect(WebResponse.hotLabel("https://simg.s.weibo.com/moter/flags/9_0.png") == "")
        #expect(WebResponse.hotLabel("https://h5.sinaimg.cn/upload/100/search_boil.png") == "沸")
        #expect(WebResponse.hotLabel("") == "")
    }

    @Test("signed out, a refusal and a changed shape are said as for every reply")
    func failures() {
        #expect(throws: APIError.signedOut) {
            try WebResponse.hotSearch(status: 200, body: Array(#"{"ok": -100, "url": "https://passport.weibo.com/signin"}"#.utf8), now: Self.now)
        }
        #expect(throws: APIError.badResponse(.missingField(path: "data.cards"))) {
            try WebResponse.hotSearch(status: 200, body: Array(#"{"ok": 1, "data": {"renamed": true}}"#.utf8), now: Self.now)
        }
        #expect(throws: APIError.checkingClient(retryAt: Self.now + APIError.checkingBackoff)) {
            try WebResponse.hotSearch(status: 432, body: [], now: Self.now)
        }
    }
}

@Suite("Web: a search of all Weibo on m.weibo.cn")
struct WebSearchTests {
    /// The hot list's clock and hosts.
    static let now = WebHotTests.now
    var bases: WebBases { WebHotTests().bases }

    @Test("a word asks 综合's container, a #topic# its topic page; pages after the first say their number")
    func requests() {
        #expect(WebRequest.searchPosts(WeiboSearchQuery(" 猫 "), page: 1).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=100103type%3D1%26q%3D%E7%8C%AB&page_type=searchall")
        #expect(WebRequest.searchPosts(WeiboSearchQuery("#猫#"), page: 3).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=231522type%3D1%26t%3D10%26q%3D%23%E7%8C%AB%23&page_type=searchall&page=3")
        #expect(WeiboSearchQuery("#").isTopic == false && WeiboSearchQuery("##").isTopic == false && WeiboSearchQuery("#a#").isTopic)
        #expect(WebRequest.searchPosts(WeiboSearchQuery("猫")).refererPath?.hasPrefix("search?containerid=100103type%3D1") == true)
    }

    @Test("posts in and out of card groups, in order; other cards left out, a broken post skipped; the next page")
    func decode() throws {
        let page = try WebResponse.searchPosts(status: 200, body: WebFixture.bytes("search-posts.json"), page: 1, now: Self.now)
        #expect(page.items.map(\.id) == [5_007_654_321_000_011, 5_007_654_321_000_010, 5_007_654_321_000_009])
        #expect(page.items[0].text == "在#终端里刷微博# 真快" && page.items[0].user?.screenName == "终端爱好者")
        #expect(page.skipped == 1 && page.next == .page(2) && page.totalNumber == 1000)
        // The same reply read as page 2 offers no page after it; the end says nothing more.
        #expect(try WebResponse.searchPosts(status: 200, body: WebFixture.bytes("search-posts.json"), page: 2, now: Self.now).next == nil)
        let end = try WebResponse.searchPosts(status: 200, body: WebFixture.bytes("profile-posts-end.json"), page: 4, now: Self.now)
        #expect(end.items.isEmpty && end.next == nil)
    }
}
