import Glibc
import WeiboCore
import WeiboStore
import WeiboTerminal

/// The interactive app: input → actions → reduce → state → frame → terminal.
/// The only place that owns both the terminal and the store.
@MainActor
enum AppLoop {
    static func run(dataDirectory override: String?) -> Int32 {
        let store: Store
        do {
            let folder = try DataDirectory.fromProcess(override: override)
            store = try Store.open(dataDirectory: folder)
        } catch let error as StoreError {
            Output.error(error.message)
            return 1
        } catch {
            Output.error("weibo-tui: \(error)")
            return 1
        }
        defer { store.close() }

        let colorsEnabled = ((try? store.setting(SettingKey.colors)) ?? nil) != "off"
        let session: TerminalSession
        do {
            session = try TerminalSession.open(colorsEnabled: colorsEnabled)
        } catch {
            Output.error(error.message)
            return error.exitCode
        }
        defer { session.close() }

        var state = AppState(
            info: AppInfo(dataDirectory: store.dataDirectory, isUTF8: session.isUTF8),
            size: session.size,
            colorsEnabled: colorsEnabled)
        let effects = EffectRunner(store: store, session: session)
        effects.load(into: &state)

        var lastFrame: Frame?
        var firstFrame = true
        while !state.quitRequested {
            let frame = ScreenView.render(state)
            if frame != lastFrame {
                session.present(frame.canvas, cursor: frame.cursor)
                lastFrame = frame
                if firstFrame {
                    firstFrame = false
                    TerminalSession.debugCrashIfRequested()
                }
            }
            let events = session.nextEvents(timeoutMs: -1)
            for event in events {
                for action in Keymap.actions(for: event, in: state) {
                    effects.dispatch(action, state: &state)
                }
                if state.quitRequested { break }
            }
        }
        return 0
    }
}
