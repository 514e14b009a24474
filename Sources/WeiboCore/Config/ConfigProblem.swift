/// A line of the config file that was left out, and why; or the file itself
/// when it could not be read (`line` nil).
public struct ConfigProblem: Equatable, Sendable {
    public var file: String
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `weibo-tui: FILE:LINE: reason`, the shape compilers and tig use, so
    /// an editor can jump to the line.
    public var message: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return Sanitizer.sanitize("weibo-tui: \(place): \(reason)")
    }
}
