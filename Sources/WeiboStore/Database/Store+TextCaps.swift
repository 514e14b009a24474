import WeiboCore

extension Store {
    /// The one gate every text passes on its way into the store, whoever
    /// sends it (the editor, a paste, a command-line argument, stdin): a
    /// text over its `TextCap` is refused with the cap's message, and
    /// nothing is written. Each write helper calls it with the texts it is
    /// about to store, before it stores anything.
    static func refuseOversized(_ texts: KeyValuePairs<TextCap, String?>) throws {
        for (cap, text) in texts {
            if let refusal = cap.refusal(for: text) { throw Refusal(refusal) }
        }
    }
}
