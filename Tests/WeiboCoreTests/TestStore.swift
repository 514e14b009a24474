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
        step("\(action)", effects: expected, expect, sourceLocation: sourceLocation) { reduce(&$0, action) }
    }

    /// Presses `keys` in turn, each read by the keymap against the state it
    /// meets, as the shell reads a batch of input; `expect` is their change
    /// together, `effects` everything they asked for, in order. For tests of
    /// what a key does, so a key bound to the wrong action fails too.
    mutating func press(
        _ keys: Key..., effects expected: [Effect] = [], _ expect: (inout AppState) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        press(keys, effects: expected, expect, sourceLocation: sourceLocation)
    }

    /// `press` for the characters of `text`, one key each, as typed.
    mutating func type(
        _ text: String, effects expected: [Effect] = [], _ expect: (inout AppState) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        press(text.map { Key.char($0) }, effects: expected, expect, sourceLocation: sourceLocation)
    }

    /// A mouse event at (`x`, `y`), read by the keymap (MouseMap) against
    /// the state it meets, as `press` reads keys.
    mutating func mouse(
        _ kind: MouseEvent.Kind, x: Int, y: Int, effects expected: [Effect] = [], _ expect: (inout AppState) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        step("mouse \(kind) at \(x),\(y)", effects: expected, expect, sourceLocation: sourceLocation) { state in
            state.keymap.actions(for: .mouse(MouseEvent(kind: kind, x: x, y: y)), in: state).flatMap { reduce(&state, $0) }
        }
    }

    private mutating func press(
        _ keys: [Key], effects expected: [Effect], _ expect: (inout AppState) -> Void, sourceLocation: SourceLocation
    ) {
        step("keys \(keys)", effects: expected, expect, sourceLocation: sourceLocation) { state in
            keys.flatMap { key in state.keymap.actions(for: .key(key), in: state).flatMap { reduce(&state, $0) } }
        }
    }

    /// Runs `run` on the state; its effects and the state after must be
    /// what the test said. A wrong state is replaced by the expected one,
    /// so one mistake is reported once, not again at every later step.
    private mutating func step(
        _ what: String, effects expected: [Effect], _ expect: (inout AppState) -> Void,
        sourceLocation: SourceLocation, _ run: (inout AppState) -> [Effect]
    ) {
        var wanted = state
        expect(&wanted)
        let effects = run(&state)
        #expect(effects == expected, "effects of \(what)", sourceLocation: sourceLocation)
        if state != wanted {
            Issue.record("state after \(what) differs: \(Self.difference(wanted, state))", sourceLocation: sourceLocation)
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
