import WeiboCore
import WeiboStore

/// Runs the effects no one feature owns: settings, quitting, the terminal, a sync.
@MainActor
struct AppEffects: FeatureEffects {
    let store: any AppStore
    let terminal: any AppTerminal
    /// An account's network; nil for the sample.
    let background: (any BackgroundWork)?

    func run(_ effect: AppEffect) throws -> [Action] {
        switch effect {
        case .saveSetting(let key, let value):
            try store.setSetting(key, value)
            if key == SettingKey.colors { terminal.setColorsEnabled(value != "off") }
            return []
        case .quit:
            return []
        case .redrawScreen:
            terminal.redrawAll()
            return []
        case .fetch(let request):
            background?.fetch(request)
            return []
        }
    }

    func failure(of effect: AppEffect) -> String {
        switch effect {
        case .saveSetting: return tr("无法保存设置", "Could not save the setting")
        case .quit, .redrawScreen, .fetch: return tr("出错了", "Something went wrong")
        }
    }
}
