/// Text kept in both languages, told in the run's. The config file is read
/// before the run's language is known (the file may be what sets it), and
/// what was wrong with it is told after, in the language chosen.
public struct BilingualText: Equatable, Sendable {
    let zh: String
    let en: String

    /// `text` is read once in each language (it writes its words with `tr`).
    public init(_ text: () -> String) {
        zh = Language.with(.zh, text)
        en = Language.with(.en, text)
    }

    /// The same words in both: a name, or a system's own message.
    public init(verbatim text: String) {
        zh = text
        en = text
    }

    public var text: String { tr(zh, en) }
}
