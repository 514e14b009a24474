/// The names the config file uses for roles, attributes and keys, both
/// ways, so `config show` writes what the parser reads.
extension ColorRole {
    public var name: String {
        switch self {
        case .standard: return "standard"
        case .accent: return "accent"
        case .badge: return "badge"
        case .muted: return "muted"
        case .link: return "link"
        case .selection: return "selection"
        case .bar: return "bar"
        }
    }

    init?(name: String) {
        guard let role = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = role
    }
}

extension TextAttributes {
    /// The config's attribute words, in the order `config show` writes them.
    static let names: [(name: String, attribute: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("reverse", .reverse), ("underline", .underline),
    ]

    var names: [String] { Self.names.filter { contains($0.attribute) }.map(\.name) }
}

extension Key {
    /// The name `config show` writes: `name`, with the arrows spelt out so
    /// the file stays ASCII.
    var configName: String {
        switch self {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        default: return name
        }
    }

    /// Whether the key types text where a text field has the keyboard.
    var typesText: Bool {
        switch self {
        case .char, .text: return true
        default: return false
        }
    }
}
