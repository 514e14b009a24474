import Testing
import WeiboCore
@testable import WeiboAPI

/// 收藏 on both routes: the requests, the replies, the favourites list and
/// each post's `favorited` (what a look-up after an unknown outcome reads).
@Suite struct WebFavoritesTests {
    static let now: Int64 = 1_709_518_800
    let bases = WebBases(web: "http://127.0.0.1:8123", passport: "http://127.0.0.1:8124", desktop: "http://localhost:8123")

    @Test("m.weibo.cn: mblogDeal/addFavMblog and delFavMblog post id and st as a form; weibo.com createFavorites / destroyFavorites id")
    func requests() {
        let add = WebRequest.favorite(postID: 5_007_600_000_003_001, st: "a1b2c3")
        let del = WebRequest.unfavorite(postID: 5_007_600_000_003_001, st: "a1b2c3")
        #expect(add.url(bases: bases) == "http://127.0.0.1:8123/mblogDeal/addFavMblog" && add.body == "id=5007600000003001&st=a1b2c3")
        #expect(del.url(bases: bases) == "http://127.0.0.1:8123/mblogDeal/delFavMblog" && del.body == "id=5007600000003001&st=a1b2c3")
        for request in [add, del] {
            #expect(request.writes && request.method == .post && !request.description.contains("a1b2c3"))
        }
        let desktop = WebRequest.desktopFavorite(postID: 7, favorite: true), undo = WebRequest.desktopFavorite(postID: 7, favorite: false)
        #expect(desktop.url(bases: bases) == "http://localhost:8123/ajax/statuses/createFavorites" && desktop.body == "id=7")
        #expect(undo.url(bases: bases) == "http://localhost:8123/ajax/statuses/destroyFavorites" && undo.body == "id=7")
        #expect(desktop.writes && undo.writes && desktop.host == .desktop)
        #expect(WebRequest.favorites(page: 2).url(bases: bases) == "http://127.0.0.1:8123/api/container/getIndex?containerid=230259&page=2")
        #expect(WebRequest.desktopFavorites(uid: 6001, page: 1).url(bases: bases) == "http://localhost:8123/ajax/favorites/all_fav?uid=6001&page=1")
    }

    @Test("the replies: ok with a word is done; a refusal is the API's words")
    func replies() throws {
        try WebResponse.favoriteDeal(status: 200, body: Array(#"{"ok": 1, "msg": "收藏成功"}"#.utf8), now: Self.now)
        try WebResponse.desktopFavoriteDeal(status: 200, body: Array(#"{"ok": 1}"#.utf8), now: Self.now)
        #expect(throws: APIError.self) {
            try WebResponse.favoriteDeal(status: 200, body: Array(#"{"ok": 0, "errno": "20101", "msg": "微博不存在"}"#.utf8), now: Self.now)
        }
    }

    @Test("m.weibo.cn's favourites: each card's mblog in order, favorited; a broken one skipped alone; the next page")
    func mobileList() throws {
        let page = try WebResponse.favorites(status: 200, body: WebFixture.bytes("favorites.json"), page: 1, now: Self.now)
        #expect(page.items.map(\.id) == [5_007_600_000_003_001, 5_007_600_000_003_002])
        #expect(page.items.allSatisfy { $0.favorited == true } && page.items[0].user?.screenName == "晴天小猫")
        #expect(page.skipped == 1 && page.next == .page(2))
        let end = try WebResponse.favorites(status: 200, body: Array(#"{"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}"#.utf8),
                                            page: 2, now: Self.now)
        #expect(end.items.isEmpty && end.next == nil)
    }

    @Test("weibo.com's all_fav: the posts in data.status, or data itself a list")
    func desktopList() throws {
        let post = String(decoding: WebFixture.bytes("desktop-show.json"), as: UTF8.self)
        let status = try WebResponse.desktopFavorites(status: 200, body: Array(#"{"ok": 1, "data": {"status": [\#(post)], "total_number": 1}}"#.utf8),
                                                      page: 1, now: Self.now)
        let list = try WebResponse.desktopFavorites(status: 200, body: Array(#"{"ok": 1, "data": [\#(post)]}"#.utf8), page: 1, now: Self.now)
        #expect(status.items.map(\.id) == [5_007_600_000_002_002] && status.items == list.items && status.next == .page(2))
        #expect(status.items[0].favorited == false)
    }
}
