import Glibc
import WeiboCore
import WeiboStore

/// The store-backed subcommands' process side: open the store in the
/// `--data-dir` folder, feed stdin and the local clock to the tested
/// contracts in `PostsCommandLine` / `MessagesCommandLine`, write what they
/// return, and hand back the exit status.
enum StoreCommands {
    static let names: Set<String> = ["post", "timeline", "drafts", "dev-seed-posts"]

    static func handles(_ name: String) -> Bool { names.contains(name) || MessageCommands.names.contains(name) }

    static func run(_ name: String, _ arguments: [String], dataDirectory: String?) -> Int32? {
        let open = { () throws -> Store in
            try Store.open(dataDirectory: DataDirectory.fromProcess(override: dataDirectory))
        }
        let output: CommandOutput
        switch name {
        case "post": output = PostsCommandLine.post(arguments, readStdin: readStandardInput(maxBytes:), openStore: open)
        case "timeline": output = PostsCommandLine.timeline(arguments, clock: localClock(), openStore: open)
        case "drafts": output = PostsCommandLine.drafts(arguments, clock: localClock(), openStore: open)
        case "dev-seed-posts": output = PostsCommandLine.devSeedPosts(arguments, openStore: open)
        default:
            guard let other = MessageCommands.output(name, arguments, openStore: open) else { return nil }
            output = other
        }
        Output.write(output.stdout, to: STDOUT_FILENO)
        Output.write(output.stderr, to: STDERR_FILENO)
        return output.status
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
            Output.write("weibo-tui post: type the post, then Ctrl-D\n", to: STDERR_FILENO)
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
