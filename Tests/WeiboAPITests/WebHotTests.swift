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
