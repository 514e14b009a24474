import Glibc

/// Opens a link in the user's browser: `$BROWSER` when it names a program
/// on the PATH, else `xdg-open`. The browser is started in the background,
/// its output away from the screen the app is drawing.
enum LinkOpener {
    /// Starts the browser on `url`; false when there is none to start (the
    /// app then shows the link in full).
    static func open(_ url: String, environment: [String: String]) -> Bool {
        guard let program = browser(environment) else { return false }
        return VideoOpener.start([program, url])
    }

    /// The program to open links with, as a path, or nil.
    static func browser(_ environment: [String: String]) -> String? {
        [environment["BROWSER"], "xdg-open"].compactMap { $0 }.filter { !$0.isEmpty }.lazy
            .compactMap { VideoOpener.program($0, environment) }.first
    }
}
