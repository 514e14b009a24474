/// The store said no to something the user asked for (an empty post, one
/// over the limit, a comment on a post that is gone). Not a failure of the
/// store: `message` is a short Chinese sentence to show as it is, and
/// nothing was written.
public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
