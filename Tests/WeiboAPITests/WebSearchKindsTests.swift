import Testing
import WeiboAPI
import WeiboCore

/// m.weibo.cn's search tabs beside 综合 (issue 32): 实时, 用户 and 话题,
/// their containers as public clients ask them, read from replies of
/// their shapes (Tests/WeiboAPITests/WebFixtures/search-*.json).
@Suite("Web: 实时, 用户 and 话题 searches")
struct WebSearchKindsTests {
    let bases = WebBases(web: "http://127.0.0.1:8123/", passport: "http://127.0.0.1:8124")

    @Test("each tab asks its own container, page_type=searchall, the page after the first")
    func containers() {
        #expect(WebRequest.searchContainer(WeiboSearchQuery("山间")) == "100103type=1&q=山间")
        #expect(WebRequest.searchContainer(WeiboSearchQuery("山间", kind: .realtime)) == "100103type=61&q=山间")
        #expect(WebRequest.searchContainer(WeiboSearchQuery("山间", kind: .users)) == "100103type=3&q=山间")
        #expect(WebRequest.searchContainer(WeiboSearchQuery("山间", kind: .topics)) == "100103type=38&q=山间")
        #expect(WebRequest.searchContainer(WeiboSearchQuery("#山间#")) == "231522type=1&t=10&q=#山间#")
        #expect(WebRequest.searchPosts(WeiboSearchQuery("cat", kind: .users), page: 2).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=100103type%3D3%26q%3Dcat&page_type=searchall&page=2")
    }

    @Test("用户: every user in the card_groups, a card without one left out, one that cannot be read skipped alone")
    func people() throws {
        let page = try WebResponse.searchPeople(status: 200, body: WebFixture.bytes("search-users.json"), page: 1, now: WebFixture.now)
        #expect(page.items.map(\.screenName) == ["山间小路", "山间的风"])
        #expect(page.skipped == 1, "the user without a screen_name")
        let hill = try #require(page.items.first)
        #expect(hill.id == 6002000002 && hill.followersCount == 12_000 && hill.verified && hill.verifiedReason == "户外博主")
        #expect(hill.following == true && hill.followsMe == false && hill.description == "走路 & 看山")
        #expect(page.next == .page(2))
    }

    @Test("话题: each title_sub without its #s, with the two lines under it; an empty one skipped; no next page at the end")
    func topics() throws {
        let page = try WebResponse.searchTopics(status: 200, body: WebFixture.bytes("search-topics.json"), page: 1, now: WebFixture.now)
        #expect(page.items == [FoundTopic(name: "山间小路的晚霞", summary: "1.2亿阅读 3.4万讨论", detail: "主持人：山间小路"),
                               FoundTopic(name: "周末爬山&看海", summary: "5023万阅读", detail: "")])
        #expect(page.skipped == 1 && page.next == nil)
    }

    @Test("past the last page Weibo says 这里还没有内容: an empty page, no next")
    func end() throws {
        let body = Array(#"{"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}"#.utf8)
        let people = try WebResponse.searchPeople(status: 200, body: body, page: 3, now: WebFixture.now)
        #expect(people.items.isEmpty && people.next == nil)
        let topics = try WebResponse.searchTopics(status: 200, body: body, page: 3, now: WebFixture.now)
        #expect(topics.items.isEmpty && topics.next == nil)
    }
}
