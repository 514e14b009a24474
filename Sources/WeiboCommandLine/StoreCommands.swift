import Glibc
import WeiboCore
import WeiboStore

/// The store-backed commands' process side: open the store in the
/// `--data-dir` folder, feed stdin and the local clock to the tested
/// contracts in `PostsCommandLine` / `MessagesCommandLine`, and hand back
/// what they answer.
enum StoreCommands {
    /// nil for a command that is not store-backed.
    static func output(_ name: String, _ arguments: [String], dataDirectory: String?) -> CommandOutput? {
        let open = { () throws -> Store in
            try Store.open(dataDirectory: DataDirectory.fromProcess(override: dataDirectory))
        }
        switch name {
        case "post": return PostsCommandLine.post(arguments, readStdin: readStandardInput(maxBytes:), openStore: open)
        case "timeline": return PostsCommandLine.timeline(arguments, clock: localClock(), openStore: open)
        case "drafts": return PostsCommandLine.drafts(arguments, clock: localClock(), openStore: open)
        case "messages": return MessagesCommandLine.messages(arguments, clock: localClock(), openStore: open)
        case "unread": return MessagesCommandLine.unread(arguments, openStore: open)
        case "simulate": return MessagesCommandLine.simulate(arguments, openStore: open)
        default: return nil
        }
    }

    /// Now, and the local zone's offset from `localtime_r` (honours TZ).
    static func localClock() -> Clock {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return Clock(now: Int64(now), utcOffset: Int64(parts.tm_gmtoff))
    }

    /// Stdin as bytes, up to `maxBytes` (the rest is left unread); nil on a
    /// read error. A terminal gets a hint first, so a bare `weibo-tui post`
    /// does not look hung.
    static func readStandardInput(maxBytes: Int) -> [UInt8]? {
        if isatty(STDIN_FILENO) == 1 {
            Output.write(tr("weibo-tui post: 输入微博内容，然后按 Ctrl-D\n", "weibo-tui post: type the post, then Ctrl-D\n"), to: STDERR_FILENO)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let want = min(chunk.count, maxBytes - bytes.count)
            if want <= 0 { return bytes }
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, want) }
            if n > 0 { bytes += chunk[0..<n] } else if n == 0 { return bytes } else if errno != EINTR { return nil }
        }
    }
}
