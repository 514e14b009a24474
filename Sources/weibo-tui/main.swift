import Glibc
import WeiboApp
import WeiboCommandLine

// Wiring only: the command line decides (WeiboCommandLine), the app runs.
switch CommandLineMain.run(RawArguments.fromProcess()) {
case .finished(let output):
    Output.write(output)
    exit(output.status)
case .startApp(let options):
    // The config's problems go to stderr before the terminal is taken: they
    // are there to read once the app has ended.
    let config = ConfigFile.load(override: options.configFile)
    for problem in config.problems { Output.error(problem.message) }
    exit(AppLoop.run(dataDirectory: options.dataDirectory, config: config))
}
