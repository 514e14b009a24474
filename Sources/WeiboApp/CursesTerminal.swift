import WeiboCore
import WeiboTerminal

/// The curses terminal as the shell sees it. Frames already on the terminal
/// are skipped: a state that changed nothing visible costs no output, and
/// the first frame drawn from the launch snapshot is not sent again when
/// the store agrees.
@MainActor
public final class CursesTerminal: AppTerminal {
    public let session: TerminalSession
    private var shown: Frame?

    public init(_ session: TerminalSession) { self.session = session }

    public func show(_ frame: Frame) {
        guard frame != shown else { return }
        session.present(frame.canvas, cursor: frame.cursor)
        if shown == nil { TerminalSession.debugCrashIfRequested() }
        shown = frame
    }

    public func nextEvents(timeoutMs: Int32, watching: [Int32]) -> [InputEvent] {
        session.nextEvents(timeoutMs: timeoutMs, watching: watching)
    }
    public func redrawAll() { session.redrawAll() }
    public func setColorsEnabled(_ on: Bool) { session.setColorsEnabled(on) }
    public func copyToClipboard(_ text: String) -> Bool { session.copyToClipboard(text) }
    public func runOutside(_ arguments: [String]) -> Int32? {
        session.lendTerminal { ChildProcess.run(arguments) }
    }
}
