/// A large read-only resource the shell decoded once (the place index, the
/// pinyin table), held by reference: copying the state copies no tables,
/// and two states are equal when they hold the same load.
public final class Loaded<Value: Sendable>: Equatable, Sendable {
    public let value: Value

    public init(_ value: Value) { self.value = value }

    public static func == (lhs: Loaded, rhs: Loaded) -> Bool { lhs === rhs }
}
