import Glibc
import WeiboCommandLine
import WeiboCore
import WeiboStore

// Wiring only: the commands are in DevCommands (WeiboCommandLine) and here.
let arguments = Array(CommandLine.arguments.dropFirst())
// English only, whatever the config says: these tools are for scripts/,
// the benchmarks' reports and the developers reading them, not the user's
// interface, and one language keeps their output greppable.
Language.with(.en) { () -> Void in
    switch DevCommands.parse(arguments) {
    case .failure(let answer):
        Output.write(answer.output)
        exit(answer.output.status)
    case .success(let (options, name, rest)):
        switch name {
        case "seed-posts":
            let output = DevCommands.seedPosts(rest) {
                try Store.open(dataDirectory: DataDirectory.fromProcess(override: options.dataDirectory))
            }
            Output.write(output)
            exit(output.status)
        case "cities-bench":
            switch DevCommands.benchOptions(rest) {
            case .failure(let answer):
                Output.write(answer.output)
                exit(answer.output.status)
            case .success(let (limit, samples)):
                exit(CitiesBenchmark.run(limit: limit, samples: samples))
            }
        default:
            exit(packCatalog(rest))
        }
    }
}
