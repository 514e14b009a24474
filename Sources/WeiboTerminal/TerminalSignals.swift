import CNcursesw
import Glibc

/// Signal handling, installed before curses exists.
///
/// - SIGTERM, SIGINT, SIGHUP only set a flag and wake the input poll (a
///   self-pipe): `nextEvents` turns them into `.hangup`, so the app saves what
///   it must and `close()` runs `endwin` on the main actor. `endwin` is not
///   async-signal-safe and must never run inside a handler.
/// - SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE (a Swift trap is
///   SIGILL or SIGTRAP) run `CrashHandler`, which puts the tty back and
///   re-raises with the default action.
/// - An `atexit` hook does the same reset if the process exits while the
///   screen is still up (an `exit()` somewhere that skipped `close()`).
public enum TerminalSignals {
    /// Installs the handlers, once (`TerminalSession.open` asks before
    /// `newterm`: ncurses only claims signals still at SIG_DFL). Call it
    /// from the main thread: the crash handler's alternate stack is the
    /// calling thread's.
    public static func install() {
        _ = installation
    }

    private static let installation: Void = {
        _ = weibo_install_quit_handlers(signalState) { sig in
            weibo_on_quit_signal(signalState, sig)
        }
        CrashHandler.install()
        atexit {
            // Not the main actor necessarily, and curses may be mid-frame:
            // only the async-signal-safe reset, and only if still on screen.
            CrashHandler.restoreTerminal()
        }
    }()

    /// The quit signal that arrived (SIGTERM, SIGINT or SIGHUP), or 0.
    public static var pendingQuitSignal: Int32 { signalState.pointee.quit_signal }
}

/// The one copy of the state the signal handlers share with the main loop.
/// Allocated once and never freed; first touched by `TerminalSignals.install()`
/// on the main thread, so handlers only ever read an initialised global.
/// (It cannot live in the C header: see the note in shim.h.)
nonisolated(unsafe) let signalState: UnsafeMutablePointer<weibo_signal_state> = {
    let p = UnsafeMutablePointer<weibo_signal_state>.allocate(capacity: 1)
    weibo_signal_state_init(p)
    return p
}()

/// Everything that touches `signalState`, async-signal-safe unless noted.
enum ShimState {
    static var wakeFD: Int32 { signalState.pointee.wake_fds.0 }
    static func drainWakeFD() { weibo_drain_wake_fd(signalState) }
    /// Not async-signal-safe (sigaction setup); called on the main actor.
    static func chainWinch() {
        weibo_chain_winch(signalState) { sig, info, context in
            weibo_on_winch(signalState, sig, info, context)
        }
    }
    static func unchainWinch() { weibo_unchain_winch(signalState) }
    static func saveTermios() { weibo_save_termios(signalState, 0) }
    static func restoreTermios() { weibo_restore_termios(signalState, 0) }
    static func setScreenActive(_ on: Bool) { signalState.pointee.screen_active = on ? 1 : 0 }
    static var screenActive: Bool { signalState.pointee.screen_active != 0 }
    static func setupAltStack() { weibo_setup_alt_stack(signalState) }
}
