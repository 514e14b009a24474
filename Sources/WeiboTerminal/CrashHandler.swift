import CNcursesw
import Glibc

/// Restores the terminal when the process dies of a fatal signal.
///
/// Why: a Swift trap (force-unwrap of nil, `fatalError`, an index out of
/// range) raises SIGILL/SIGTRAP; the process dies with the tty in raw mode,
/// no echo, the cursor hidden and the alternate screen up, and the user's
/// shell looks frozen. The handler runs only async-signal-safe code: it
/// restores the termios saved before curses started, writes the reset
/// sequences straight to fd 1, then restores the default action and
/// re-raises, so the exit status still tells the signal (and a core dump,
/// if enabled, is still written).
enum CrashHandler {
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    static func install() {
        ShimState.setupAltStack()  // a stack overflow (SIGSEGV) still gets a stack to run on
        for sig in signals {
            _ = weibo_install_fatal_handler(sig) { sig in
                CrashHandler.restoreTerminal()
                weibo_reraise_default(sig)
            }
        }
    }

    /// Async-signal-safe; does nothing unless curses owns the screen.
    static func restoreTerminal() {
        guard ShimState.screenActive else { return }
        ShimState.setScreenActive(false)
        ShimState.restoreTermios()
        // Attributes off, mouse reporting off (every mode curses may have
        // set), keypad (application cursor keys) off, alternate screen left,
        // cursor on. A local StaticString: constant bytes, no lazy global.
        let reset: StaticString =
            "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[?25h"
        var p = reset.utf8Start
        var left = reset.utf8CodeUnitCount
        while left > 0 {
            let n = write(1, p, left)
            if n <= 0 { break }
            p += n
            left -= n
        }
    }
}
