import Glibc
import WeiboCore

/// Hands a post's video to the user's player: the config's `set
/// video_player` (its words, then the address), else `mpv` on the PATH,
/// else `$BROWSER`; nil when there is none, and the caller copies the
/// address instead. Started in the background through `/bin/sh`, the
/// address and every word an argument, never part of the script; its
/// output away from the screen the app is drawing.
enum VideoOpener {
    /// What would start the video: the program's words (the first a path)
    /// and whether it is a browser (given the page) or a player (given the stream).
    struct Launch: Equatable {
        var words: [String]
        var isBrowser: Bool
        /// The program's own name, for the notice.
        var name: String { words.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "" }
    }

    /// The program for `configured` (nil or not found: mpv, else `$BROWSER`).
    static func launch(configured: [String]?, environment: [String: String]) -> Launch? {
        if let configured, let first = configured.first, let path = program(first, environment) {
            return Launch(words: [path] + configured.dropFirst(), isBrowser: false)
        }
        if let mpv = program("mpv", environment) { return Launch(words: [mpv], isBrowser: false) }
        if let browser = environment["BROWSER"], !browser.isEmpty, let path = program(browser, environment) {
            return Launch(words: [path], isBrowser: true)
        }
        return nil
    }

    /// Starts the video; nil when no program could (copy the address then).
    static func open(_ video: PostVideo, configured: [String]?, environment: [String: String]) -> VideoOpening? {
        guard let launch = launch(configured: configured, environment: environment),
              let address = launch.isBrowser ? video.browserAddress : video.playerAddress,
              start(launch.words + [address]) else { return nil }
        return launch.isBrowser ? .browser(launch.name) : .player(launch.name)
    }

    /// `name` as a path: itself when it has a slash and may be run, else
    /// the first folder of the PATH that holds it.
    static func program(_ name: String, _ environment: [String: String]) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return path.first { access($0 + "/" + name, X_OK) == 0 }.map { $0 + "/" + name }
    }

    /// Runs `words` in the background, its output away from the screen the
    /// app draws; false when the shell could not start. The words are the
    /// shell's arguments, never part of its script: nothing in them is
    /// interpreted. Links open this way too (`LinkOpener`).
    static func start(_ words: [String]) -> Bool {
        let script = "\"$@\" </dev/null >/dev/null 2>&1 &"
        let argv = ["/bin/sh", "-c", script, "sh"] + words
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &cArgs, environ) == 0 else { return false }
        var status: Int32 = 0
        // The shell leaves at once; the player runs on without us.
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}
