import Glibc
import WeiboApp
import WeiboCore
import WeiboTerminal

let rawArguments = RawArguments.fromProcess()
let arguments = rawArguments.map { $0 ?? "\u{FFFD}" }
let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(arguments)
} catch {
    Output.error("weibo-tui: \(error.message)\n\n\(CommandLineOptions.usage)")
    exit(2)
}
if let invalid = rawArguments.firstIndex(where: { $0 == nil }),
   let refusal = RawArguments.refusal(ofArgument: invalid, in: options, count: arguments.count) {
    Output.write(refusal, to: STDERR_FILENO)
    exit(1)
}

switch options.request {
case .help:
    Output.print(CommandLineOptions.usage)
    exit(0)
case .version:
    Output.print("weibo-tui \(AppInfo.version)")
    exit(0)
case .subcommand("cities", let rest):
    exit(runCitiesCommand(rest))
case .subcommand("config", let rest):
    let out = ConfigCommandLine.run(rest, location: ConfigFile.location(override: options.configFile), contents: { ConfigFile.read($0.path) })
    Output.write(out.stdout, to: STDOUT_FILENO)
    Output.write(out.stderr, to: STDERR_FILENO)
    exit(out.status)
case .subcommand(let name, let rest) where StoreCommands.handles(name):
    exit(StoreCommands.run(name, rest, dataDirectory: options.dataDirectory) ?? 2)
case .subcommand(let name, _):
    Output.error("weibo-tui: unknown command \(name)")
    exit(2)
case .run:
    // The config's problems go to stderr before the terminal is taken: they
    // are there to read once the app has ended.
    let config = ConfigFile.load(override: options.configFile)
    for problem in config.problems { Output.error(problem.message) }
    exit(AppLoop.run(dataDirectory: options.dataDirectory, config: config))
}
