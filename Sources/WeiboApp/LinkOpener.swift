import Glibc

/// Opens a link in the user's browser: `$BROWSER` when it names a program
/// on the PATH, else `xdg-open`. The browser is started in the background,
/// its output away from the screen the app is drawing.
enum LinkOpener {
    /// Starts the browser on `url`; false when there is none to start (the
    /// app then shows the link in full).
    static func open(_ url: String, environment: [String: String]) -> Bool {
        guard let program = browser(environment) else { return false }
        // The link and the program are arguments of the shell, never part
        // of its script: nothing in them is interpreted.
        let script = "\"$2\" \"$1\" </dev/null >/dev/null 2>&1 &"
        let argv = ["/bin/sh", "-c", script, "sh", url, program]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &cArgs, environ) == 0 else { return false }
        var status: Int32 = 0
        // The shell leaves at once; the browser runs on without us.
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }

    /// The program to open links with, as a path, or nil.
    static func browser(_ environment: [String: String]) -> String? {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let candidates = [environment["BROWSER"], "xdg-open"].compactMap { $0 }.filter { !$0.isEmpty }
        for name in candidates {
            if name.contains("/") { if access(name, X_OK) == 0 { return name } else { continue } }
            if let dir = path.first(where: { access($0 + "/" + name, X_OK) == 0 }) { return dir + "/" + name }
        }
        return nil
    }
}
