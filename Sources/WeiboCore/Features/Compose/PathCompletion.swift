/// Tab in the file prompt, as a shell completes a path: the part after the
/// last `/` is a prefix of names in the directory before it; the longest
/// prefix they share is filled in, a lone directory gets its `/`, and when
/// nothing more can be filled in a second Tab lists the names.
public enum PathCompletion {
    /// One name in a directory, as the shell listed it.
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var isDirectory: Bool
        public init(_ name: String, isDirectory: Bool = false) { self.name = name; self.isDirectory = isDirectory }
    }

    /// `text` cut at its last `/`: the directory to list (`./` when none:
    /// the working directory, `/` for the root) and the name's beginning.
    public static func split(_ text: String) -> (directory: String, prefix: String) {
        guard let slash = text.lastIndex(of: "/") else { return ("", text) }
        return (String(text[...slash]), String(text[text.index(after: slash)...]))
    }

    /// What Tab makes of `text` with the names of its directory: the text
    /// completed as far as the names agree, and the names that still match
    /// (more than one: the choice is the user's). Dot files only when the
    /// prefix starts with a dot, as shells do.
    public static func complete(_ text: String, entries: [Entry]) -> (text: String, candidates: [Entry]) {
        let (directory, prefix) = split(text)
        let matches = entries.filter { $0.name.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.name.hasPrefix(".")) }
            .sorted { $0.name < $1.name }
        guard let first = matches.first else { return (text, []) }
        if matches.count == 1 { return (directory + first.name + (first.isDirectory ? "/" : ""), []) }
        let shared = matches.dropFirst().reduce(first.name) { common, entry in String(zip(common, entry.name).prefix { $0 == $1 }.map(\.0)) }
        return (directory + shared, matches)
    }

    /// The names in one line, directories marked with `/`.
    public static func listing(_ candidates: [Entry]) -> String {
        candidates.map { $0.name + ($0.isDirectory ? "/" : "") }.joined(separator: "  ")
    }
}
