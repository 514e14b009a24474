import WeiboStore

/// `weibo-tui-dev`: what only scripts/ and the tests run (seeding a store
/// for a benchmark, the place-search benchmark, packing the catalogue),
/// kept out of the user's binary and its `--help`.
public enum DevCommands {
    /// Computed, as every command table is (see `UserCommands`), though the
    /// developer tools speak English only.
    public static var seedPostsSpec: CommandSpec {
        CommandSpec(["seed-posts"], arguments: "N", "add N generated posts (for the timeline and search benchmarks)",
                    details: "Adds N generated posts below the existing ones, in one transaction.",
                    options: [CommandOption("--row-by-row", "index each post through the insert triggers, as a sync does (a write's cost)")])
    }
    public static var citiesBench: CommandSpec {
        CommandSpec(["cities-bench"], "time the place search (scripts/bench-search)",
                    options: [CommandOption("--limit", value: "N", "results per search", range: 1...50_000),
                              CommandOption("--samples", value: "N", "timed samples per keystroke", range: 1...10_000)])
    }
    public static var citiesPack: CommandSpec {
        CommandSpec(["cities-pack"], arguments: "PLACES.tsv READINGS.tsv TRADITIONAL.tsv",
                    "the packed place catalogue on stdout (scripts/embed-resources)")
    }

    public static var table: CommandTable {
        CommandTable(
            program: "weibo-tui-dev",
            summary: "Developer tools for weibo-tui: seeding, benchmarks, packing.",
            globalOptions: [UserCommands.dataDirectory, CommandOption("--help", "show this help and exit")],
            commands: [seedPostsSpec, citiesBench, citiesPack])
    }

    /// `seed-posts N`.
    public static func seedPosts(_ arguments: [String], openStore: () throws -> Store) -> CommandOutput {
        let options: CommandOptions
        switch CommandOptions.read(arguments, for: seedPostsSpec, maxWords: 1, in: table) {
        case .answer(let answer): return answer
        case .run(let parsed): options = parsed
        }
        guard let word = options.words.first, let count = Int(word), count > 0 else {
            return .usageError("seed-posts needs a positive N", for: seedPostsSpec, in: table)
        }
        do {
            let store = try openStore()
            defer { store.close() }
            try store.seedGeneratedPosts(count: count, throughTriggers: options.flags.contains("--row-by-row"))
            // The search's bitmaps, as the next open would fold them.
            try store.foldSearchBits()
            return CommandOutput(stdout: "seeded \(count) posts; the store holds \(try store.postCount())\n", status: 0)
        } catch {
            return CommandText.failure(error)
        }
    }

    /// `cities-bench`'s options: (limit, samples), or the answer instead.
    public static func benchOptions(_ arguments: [String]) -> Result<(limit: Int, samples: Int), CommandOutputError> {
        switch CommandOptions.read(arguments, for: citiesBench, in: table) {
        case .answer(let answer): return .failure(CommandOutputError(output: answer))
        case .run(let options): return .success((options.values["--limit"] ?? 20, options.values["--samples"] ?? 31))
        }
    }

    /// Parses the dev binary's command line; the answer when it is not a
    /// command to run.
    public static func parse(_ arguments: [String]) -> Result<(CommandLineOptions, String, [String]), CommandOutputError> {
        do {
            let options = try CommandLineOptions.parse(arguments, table: table)
            switch options.request {
            case .command(let name, let rest): return .success((options, name, rest))
            case .help, .run, .version: return .failure(CommandOutputError(output: CommandOutput(stdout: HelpText.overview(table), status: 0)))
            }
        } catch {
            return .failure(CommandOutputError(output: error.output))
        }
    }
}

/// A command's answer carried where an error goes.
public struct CommandOutputError: Error {
    public let output: CommandOutput
}
