import Testing
import WeiboCore
@testable import WeiboAPI

/// Following and unfollowing, on both routes: the requests and their replies.
@Suite struct WebFriendshipTests {
    static let now: Int64 = 1_709_518_800
    let bases = WebBases(web: "http://127.0.0.1:8123", passport: "http://127.0.0.1:8124", desktop: "http://localhost:8123")

    func bytes(_ name: String) -> [UInt8] { WebFixture.bytes(name) }

    @Test("m.weibo.cn: friendships/create and /destory (Weibo's spelling) post uid and st; weibo.com friend_uid, then uid")
    func requests() {
        let follow = WebRequest.follow(uid: 1002, st: "a1b2c3"), unfollow = WebRequest.unfollow(uid: 1002, st: "a1b2c3")
        #expect(follow.url(bases: bases) == "http://127.0.0.1:8123/api/friendships/create" && follow.body == "uid=1002&st=a1b2c3")
        #expect(unfollow.url(bases: bases) == "http://127.0.0.1:8123/api/friendships/destory" && unfollow.body == "uid=1002&st=a1b2c3")
        for request in [follow, unfollow] {
            #expect(request.writes && request.method == .post && !request.description.contains("a1b2c3"))
            #expect(request.headers(bases: bases).contains(APIParameter("X-XSRF-TOKEN", "a1b2c3")))
        }
        let desktop = WebRequest.desktopFollow(uid: 1003, follow: true), undo = WebRequest.desktopFollow(uid: 1003, follow: false)
        #expect(desktop.url(bases: bases) == "http://localhost:8123/ajax/friendships/create" && desktop.body == "friend_uid=1003")
        #expect(undo.url(bases: bases) == "http://localhost:8123/ajax/friendships/destory" && undo.body == "uid=1003")
        #expect(desktop.writes && undo.writes && desktop.host == .desktop)
    }

    @Test("the replies: the person with following as it now is; a bare ok is no person; a refusal is the API's words")
    func replies() throws {
        let followed = try WebResponse.friendship(status: 200, body: bytes("write-follow.json"), now: Self.now)
        #expect(followed?.id == 1002 && followed?.following == true && followed?.verifiedReason == "户外博主")
        #expect(try WebResponse.friendship(status: 200, body: bytes("write-unfollow.json"), now: Self.now)?.following == false)
        #expect(try WebResponse.friendship(status: 200, body: Array(#"{"ok": 1, "data": []}"#.utf8), now: Self.now) == nil)
        let desktop = try WebResponse.desktopFriendship(status: 200, body: bytes("desktop-follow.json"), now: Self.now)
        #expect(desktop?.id == 1003 && desktop?.following == true && desktop?.followsMe == true)
        #expect(throws: APIError.api(code: 20003, message: "用户不存在")) {
            try WebResponse.friendship(status: 200, body: Array(#"{"ok": 0, "errno": "20003", "msg": "用户不存在"}"#.utf8), now: Self.now)
        }
        #expect(throws: APIError.signedOut) {
            try WebResponse.desktopFriendship(status: 200, body: Array(#"{"ok": -100, "url": "https://passport.weibo.com/sso/signin"}"#.utf8), now: Self.now)
        }
    }
}

/// 关注 and 粉丝: whom someone follows and who follows them, on both routes.
@Suite struct WebPeopleListTests {
    static let now: Int64 = 1_709_518_800
    let bases = WebBases(web: "http://127.0.0.1:8123", passport: "http://127.0.0.1:8124", desktop: "http://localhost:8123")

    @Test("getIndex 231051_-_followers_-_UID / _-_fans_-_UID by page; ajax/friendships/friends, relate=fans")
    func requests() {
        #expect(WebRequest.people(of: 1002, fans: false).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=231051_-_followers_-_1002")
        #expect(WebRequest.people(of: 1002, fans: true, page: 2).url(bases: bases)
                == "http://127.0.0.1:8123/api/container/getIndex?containerid=231051_-_fans_-_1002&page=2")
        #expect(WebRequest.desktopPeople(of: 1002, fans: false).url(bases: bases) == "http://localhost:8123/ajax/friendships/friends?page=1&uid=1002")
        #expect(WebRequest.desktopPeople(of: 1002, fans: true, page: 3).url(bases: bases)
                == "http://localhost:8123/ajax/friendships/friends?relate=fans&page=3&uid=1002")
    }

    @Test("the people in the card groups, one unreadable skipped, furniture ignored; the end; weibo.com's users")
    func replies() throws {
        let page = try WebResponse.people(status: 200, body: WebFixture.bytes("people-followers.json"), now: Self.now, page: 1)
        #expect(page.items.map(\.screenName) == ["晴天小猫", "林间摄影"] && page.skipped == 1 && page.next == .page(2))
        #expect(page.items[0].following == true && page.items[0].followsMe == true && page.items[0].followersCount == 23_000)
        #expect(page.items[1].verifiedReason == "摄影师" && page.items[1].following == false)
        let end = try WebResponse.people(status: 200, body: Array(#"{"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}"#.utf8), now: Self.now, page: 3)
        #expect(end.items.isEmpty && end.next == nil)
        let desktop = try WebResponse.desktopPeople(status: 200, body: WebFixture.bytes("desktop-friends.json"), now: Self.now, page: 1)
        #expect(desktop.items.map(\.id) == [1001, 1003] && desktop.next == .page(2) && desktop.totalNumber == 56)
        #expect(desktop.items.map(\.following) == page.items.map(\.following), "the same people read alike from either route")
    }
}
