import WeiboCore
import WeiboStore

/// `messages`, `unread` and `simulate`: the process side of
/// `MessagesCommandLine` (see `StoreCommands`).
enum MessageCommands {
    static let names: Set<String> = ["messages", "unread", "simulate"]

    static func output(_ name: String, _ arguments: [String], openStore: () throws -> Store) -> CommandOutput? {
        switch name {
        case "messages": return MessagesCommandLine.messages(arguments, clock: StoreCommands.localClock(), openStore: openStore)
        case "unread": return MessagesCommandLine.unread(arguments, openStore: openStore)
        case "simulate": return MessagesCommandLine.simulate(arguments, openStore: openStore)
        default: return nil
        }
    }
}
