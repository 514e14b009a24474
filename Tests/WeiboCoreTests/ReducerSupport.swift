@testable import WeiboCore

/// The sample's state at 80×24, its local user read, as the reducer tests start.
func sampleState() -> AppState {
    var s = AppState(info: AppInfo(dataDirectory: "/tmp/d"), size: Size(width: 80, height: 24))
    s.localUser = User(id: "u_me", name: "夜航船的猫", bio: "bio", followingCount: 12, followersCount: 34567, isLocal: true)
    return s
}

/// Sends each action in turn; the effects they asked for, in order.
@discardableResult
func send(_ s: inout AppState, _ actions: Action...) -> [Effect] {
    send(&s, actions)
}

/// The same, for a list of actions (`ProfileRows.open(.settings)`).
@discardableResult
func send(_ s: inout AppState, _ actions: [Action]) -> [Effect] {
    actions.flatMap { reduce(&s, $0) }
}

/// 首页 as most reducer tests start it: a fixed clock, the local user, a
/// few posts by someone else.
enum ReducerFixture {
    static let clock = Clock(now: 1_800_000_000)
    static let me = User(id: "u_me", name: "夜航船的猫", bio: "", followingCount: 1, followersCount: 2, isLocal: true)

    static func post(_ id: Int64, by user: User = User(id: "u_a", name: "长沙吃货日记", bio: "", followingCount: 0, followersCount: 0, isLocal: false),
                     secondsAgo: Int64 = 60) -> Post {
        Post(id: id, userID: user.id, authorName: user.name, text: "第\(id)条", createdAt: clock.now - secondsAgo)
    }

    /// 首页 with `count` posts loaded (newest first, ids count…1), the user known.
    /// A short page is the whole list: no more to load.
    static func home(_ count: Int = 5) -> TestStore {
        var s = AppState(size: Size(width: 80, height: 24))
        s.clock = clock
        _ = reduce(&s, .profile(.userLoaded(me)))
        let posts = (0..<count).map { post(Int64(count - $0), secondsAgo: Int64($0 + 1) * 60) }
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        return TestStore(s)
    }
}

extension ReducerFixture {
    /// 首页 of three posts on an Open API account, signed in as 测试用户.
    static func account() -> TestStore {
        var state = home(3).state
        state.info.account = "测试用户"
        return TestStore(state)
    }
}
