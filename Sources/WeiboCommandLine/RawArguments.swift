import WeiboCore


/// The command line as the kernel passed it.
///
/// Why: `CommandLine.arguments` repairs bytes that are not UTF-8 into
/// U+FFFD, so `weibo-tui post $'\xff'` published "�" with exit 0 while the
/// same bytes on stdin were refused. Reading `argv` itself lets such an
/// argument be refused the same way.
public enum RawArguments {
    /// Each argument after the program name, nil where its bytes are not UTF-8.
    public static func fromProcess() -> [String?] {
        // An exec with an empty argv (argc 0) has no program name to skip.
        (1..<max(1, Int(CommandLine.argc))).map { index in
            CommandLine.unsafeArgv[index].map { String(validatingCString: $0) } ?? ""
        }
    }

    /// What to print, exit 1, when argument `index` (0-based, after the
    /// program name) is not UTF-8: `post`'s own words when it is the post's
    /// text, else a line naming its position. Nil for `--help` and
    /// `--version`, which read no argument.
    static func refusal(ofArgument index: Int, in options: CommandLineOptions) -> String? {
        switch options.request {
        case .help, .version:
            return nil
        case .command("post", _) where options.commandArgumentPositions.contains(index):
            return PostsCommandLine.notUTF8
        default:
            return tr("weibo-tui: 第 \(index + 1) 个参数不是有效的 UTF-8；什么也没做\n",
                      "weibo-tui: argument \(index + 1) is not valid UTF-8; nothing was done\n")
        }
    }
}
