/// Why the terminal could not be used, in our own words, with the exit code
/// the app should leave with (2: the environment is wrong, not the app).
/// `message` has no program-name prefix: print it as `weibo-tui: <message>`.
public struct TerminalError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public let exitCode: Int32

    public init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
