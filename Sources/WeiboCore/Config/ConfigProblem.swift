/// A line of the config file that was left out, and why; or the file itself
/// when it could not be read (`line` nil).
public struct ConfigProblem: Equatable, Sendable {
    public var file: String
    public var line: Int?
    /// Why, kept in both languages (see `BilingualText`).
    public var why: BilingualText

    public init(file: String, line: Int?, why: BilingualText) {
        self.file = file
        self.line = line
        self.why = why
    }

    /// A reason that reads the same in both languages (a system's message).
    public init(file: String, line: Int?, reason: String) {
        self.init(file: file, line: line, why: BilingualText(verbatim: reason))
    }

    /// Why, in the run's language.
    public var reason: String { why.text }

    /// `weibo-tui: FILE:LINE: reason`, the shape compilers and tig use, so
    /// an editor can jump to the line.
    public var message: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return Sanitizer.sanitize("weibo-tui: \(place): \(reason)")
    }
}
