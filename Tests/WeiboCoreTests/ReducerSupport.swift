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
