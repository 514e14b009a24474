/// Text that a completion can edit: the editor's body, a one-line field.
public protocol EditableText {
    var text: String { get }
    var cursor: Int { get }
    @discardableResult mutating func insert(_ s: String) -> Bool
    mutating func deleteBackward()
}

extension TextField: EditableText {}
extension TextEditor: EditableText {}

/// The `@` completion list: the text typed after the `@` and the choice.
public struct MentionCompletion: Hashable, Sendable {
    /// Character offset of the `@`.
    public var anchor: Int
    public var query: String
    public var selection: Int

    /// The completion the text before the cursor asks for: an `@` followed by
    /// up to 20 characters with no white space; nil otherwise.
    public static func detect(in field: some EditableText, previous: MentionCompletion?) -> MentionCompletion? {
        let chars = Array(field.text)
        let cursor = min(field.cursor, chars.count)
        var start = cursor
        while start > 0 && cursor - start <= 20 {
            let c = chars[start - 1]
            if c == "@" {
                let query = String(chars[start..<cursor])
                let selection = previous?.query == query ? previous!.selection : 0
                return MentionCompletion(anchor: start - 1, query: query, selection: selection)
            }
            if c.isWhitespace { return nil }
            start -= 1
        }
        return nil
    }

    /// Replaces the typed query with the whole name and a space.
    public func complete(_ field: inout some EditableText, name: String) {
        for _ in 0..<max(0, field.cursor - anchor - 1) { field.deleteBackward() }
        field.insert(name + " ")
    }
}

extension AppState {
    /// Users offered for a query, by name or by the pinyin of their names.
    public func mentionCandidates(_ query: String) -> [User] {
        MentionMatcher.candidates(query, users: compose.knownUsers, pinyin: compose.pinyin)
    }

    /// Runs a command of the `@` list open over `field` (move, choose,
    /// close); false when no list is open or the command is not the list's.
    func mentionCommand(_ command: Command, _ mention: inout MentionCompletion?, _ field: inout some EditableText) -> Bool {
        guard var open = mention else { return false }
        let candidates = mentionCandidates(open.query)
        switch command {
        case .down:
            open.selection = min(max(0, candidates.count - 1), open.selection + 1)
        case .up:
            open.selection = max(0, open.selection - 1)
        case .choose:
            guard candidates.indices.contains(open.selection) else { mention = nil; return false }
            open.complete(&field, name: candidates[open.selection].name)
            mention = nil
            return true
        case .cancel:
            // Esc keeps what was typed and closes the list.
            mention = nil
            return true
        default:
            return false
        }
        mention = open
        return true
    }

    /// Asks for the users and the pinyin table the first time an `@` list
    /// opens: start-up never pays for them.
    mutating func loadMentionCandidatesIfNeeded(_ mention: MentionCompletion?) -> [Effect] {
        guard mention != nil, compose.pinyin == nil, !compose.mentionCandidatesRequested else { return [] }
        compose.mentionCandidatesRequested = true
        return [.compose(.loadMentionCandidates)]
    }
}
