import Testing
@testable import WeiboCore

/// Drives the reducer the way The Composable Architecture's TestStore does:
/// every action is sent with the exact change it must make to the WHOLE
/// state and the exact effects it must ask for. Anything else it changes, or
/// asks for, fails the test, so a reducer cannot quietly do more than a
/// test says.
struct TestStore {
    private(set) var state: AppState

    init(_ state: AppState) { self.state = state }

    /// Sends `action`; `expect` turns the state before into the state after.
    mutating func send(
        _ action: Action, effects expected: [Effect] = [], _ expect: (inout AppState) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var wanted = state
        expect(&wanted)
        let effects = reduce(&state, action)
        #expect(effects == expected, "effects of \(action)", sourceLocation: sourceLocation)
        if state != wanted {
            Issue.record("state after \(action) differs: \(Self.difference(wanted, state))", sourceLocation: sourceLocation)
            state = wanted
        }
    }

    /// The fields of two states that differ, each as expected → actual.
    static func difference(_ expected: AppState, _ actual: AppState) -> String {
        let left = Mirror(reflecting: expected).children, right = Mirror(reflecting: actual).children
        return zip(left, right).compactMap { l, r in
            let a = String(describing: l.value), b = String(describing: r.value)
            return a == b ? nil : "\(l.label ?? "?"): expected \(a), got \(b)"
        }.joined(separator: "; ")
    }
}
