/// One line of a keymap table: these keys run this command.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var command: Command

    public init(_ keys: [Key], _ command: Command) {
        self.keys = keys
        self.command = command
    }
}

extension Array where Element == KeyBinding {
    /// Builds a table from `(keys, command)` pairs, keys as the config file names them.
    static func table(_ rows: [([Key], Command)]) -> [KeyBinding] {
        rows.map { KeyBinding($0.0, $0.1) }
    }
}
