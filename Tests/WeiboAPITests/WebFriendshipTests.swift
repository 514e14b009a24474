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
