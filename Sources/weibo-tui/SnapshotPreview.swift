import WeiboApp
import WeiboCore
import WeiboStore
import WeiboTerminal

/// The launch snapshot as start-up reads it, before the store is open, and
/// the first frame drawn from it.
struct SnapshotPreview {
    let snapshot: FirstScreen
    let dataDirectory: String
    /// Where the last run left off, put back on the snapshot's first screen.
    let resume: ResumeStart

    /// nil without a valid snapshot in `dataDirectory`.
    static func load(dataDirectory: String, storeFile: String, resume: ResumeStart) -> SnapshotPreview? {
        LaunchSnapshot.load(dataDirectory: dataDirectory, storeFile: storeFile).map {
            SnapshotPreview(snapshot: $0, dataDirectory: dataDirectory, resume: resume)
        }
    }

    var colorsEnabled: Bool { snapshot.colorsEnabled }

    /// The frame the snapshot shows in `session`, with its effects left for
    /// the store, which is read right after.
    @MainActor func frame(in session: TerminalSession) -> Frame {
        var state = FirstScreen.startingState(dataDirectory: dataDirectory, size: session.size, isUTF8: session.isUTF8,
                                              colorsEnabled: snapshot.colorsEnabled, picturesDrawable: session.drawsPictures)
        for action in snapshot.actions + resume.actions { _ = reduce(&state, action) }
        return ScreenView.render(state)
    }
}
