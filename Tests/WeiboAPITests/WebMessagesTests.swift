import Testing
@testable import WeiboAPI

/// 私信's replies (WebFixtures/msglist.json, chat-list.json, chat-send.json):
/// read leniently, one bad item costing only itself.
@Suite struct WebMessagesTests {
    let me: Int64 = 6_001_234_567

    @Test("message/msglist: each conversation's person, last message and unread count; one without a person skipped")
    func conversations() throws {
        let page = try WebResponse.conversations(status: 200, body: WebFixture.bytes("msglist.json"), page: 1, uid: me, now: WebFixture.now)
        #expect(page.items.map(\.user.screenName) == ["晴天小猫", "山间小路"] && page.skipped == 1 && page.next == .page(2))
        let cat = page.items[0]
        #expect(cat.lastText == "今晚一起去看<星空>吗？" && cat.unread == 2 && !cat.lastFromMe && cat.lastMessageID == 4_999_000_000_000_102)
        #expect(cat.lastAt == 1_709_517_900)
        let road = page.items[1]
        #expect(road.lastFromMe && road.lastMessageID == 4_999_000_000_000_090 && road.unread == 0)
        #expect(road.lastAt == WebFixture.today - 86_400 + 21 * 3_600 + 30 * 60)
    }

    @Test("api/chat/list: data.msgs with text or content, created_at or time, ids of either form; one without text skipped")
    func chat() throws {
        let page = try WebResponse.chat(status: 200, body: WebFixture.bytes("chat-list.json"), now: WebFixture.now)
        #expect(page.items.map(\.id) == [4_999_000_000_000_102, 4_999_000_000_000_101, 4_999_000_000_000_100] && page.skipped == 1)
        #expect(page.items[1].text == "在吗" && page.items[1].createdAt == 1_709_517_600 && page.items[1].senderID == 6_002_000_001)
        #expect(page.items[2].senderID == me && page.items[2].recipientID == 6_002_000_001)
    }

    @Test("api/chat/send: the message as sent; the request carries uid, content and st, from the chat page")
    func send() throws {
        let sent = try WebResponse.sentMessage(status: 200, body: WebFixture.bytes("chat-send.json"), now: WebFixture.now)
        #expect(sent.id == 4_999_000_000_000_103 && sent.text == "好呀，几点？" && sent.senderID == me)
        let request = WebRequest.sendMessage(uid: 6_002_000_001, text: "好呀", st: "a1b2c3")
        #expect(request.writes && request.body == "uid=6002000001&content=%E5%A5%BD%E5%91%80&st=a1b2c3")
        let headers = request.headers(bases: .weibo)
        #expect(headers.contains(APIParameter("Referer", "https://m.weibo.cn/message/chat?uid=6002000001&name=msgbox")))
        #expect(!request.description.contains("a1b2c3"))
        #expect(WebRequest.chat(uid: 7, olderThan: 9).url(bases: .weibo) == "https://m.weibo.cn/api/chat/list?uid=7&count=20&unfollowing=0&since_id=9")
        #expect(WebRequest.conversations(page: 2).url(bases: .weibo) == "https://m.weibo.cn/message/msglist?page=2")
    }
}
