import WeiboApp
import WeiboCore
import WeiboStore
import WeiboTerminal

/// The first frame drawn from the launch snapshot, ahead of the terminal:
/// for the size and locale the terminal is expected to have, with the
/// snapshot's effects left for the store (see `EffectRunner.apply`).
struct SnapshotPreview: Sendable {
    let frame: Frame
    let size: Size
    let isUTF8: Bool
    let colorsEnabled: Bool

    /// nil without a valid snapshot in `dataDirectory`, or when stdout
    /// tells no size.
    static func draw(dataDirectory: String) -> SnapshotPreview? {
        guard let snapshot = LaunchSnapshot.load(dataDirectory: dataDirectory),
              let (size, isUTF8) = TerminalSession.expectedLayout() else { return nil }
        var state = FirstScreen.startingState(dataDirectory: dataDirectory, size: size, isUTF8: isUTF8,
                                              colorsEnabled: snapshot.colorsEnabled)
        // The effects wait for the store, which is opened after this frame.
        for action in snapshot.actions { _ = reduce(&state, action) }
        return SnapshotPreview(frame: ScreenView.render(state), size: size, isUTF8: isUTF8,
                               colorsEnabled: snapshot.colorsEnabled)
    }

    /// Whether the frame was drawn for the terminal `session` turned out to be.
    @MainActor func fits(_ session: TerminalSession) -> Bool {
        size == session.size && isUTF8 == session.isUTF8
    }
}
