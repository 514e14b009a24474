import Glibc
import WeiboApp
import WeiboCommandLine
import WeiboCore

// Wiring only: the command line decides (WeiboCommandLine), the app runs.
switch CommandLineMain.run(RawArguments.fromProcess(), locale: LocaleEnvironment.fromProcess()) {
case .finished(let output):
    Output.write(output)
    exit(output.status)
case .startApp(let options, let config, let language):
    let status = Language.with(language) {
        // The config's problems go to stderr before the terminal is taken:
        // they are there to read once the app has ended.
        for problem in config.problems { Output.error(problem.message) }
        return AppLoop.run(options, config: config)
    }
    exit(status)
}
