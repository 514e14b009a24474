import WeiboCore
import WeiboTerminal

/// Sends frames to the terminal, skipping any that is already on it: so a
/// state that changed nothing visible costs no output, and the first frame
/// drawn from the launch snapshot is not sent again when the store agrees.
@MainActor
final class FramePresenter {
    private let session: TerminalSession
    private var shown: Frame?

    init(_ session: TerminalSession) { self.session = session }

    func show(_ frame: Frame) {
        guard frame != shown else { return }
        session.present(frame.canvas, cursor: frame.cursor)
        if shown == nil { TerminalSession.debugCrashIfRequested() }
        shown = frame
    }
}
