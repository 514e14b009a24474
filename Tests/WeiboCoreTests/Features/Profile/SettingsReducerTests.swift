import Testing
@testable import WeiboCore

/// 我 › 设置: a setting changes the state at once and asks the shell to
/// keep it.
@Suite struct SettingsReducerTests {
    @Test func toggleColoursAsksTheShellToPersistIt() {
        var s = sampleState()
        send(&s, ProfileRows.open(.settings))
        var store = TestStore(s)
        store.send(.navigation(.activate), effects: [.app(.saveSetting(key: SettingKey.colors, value: "off"))]) {
            $0.colorsEnabled = false
        }
        store.send(.navigation(.activate), effects: [.app(.saveSetting(key: SettingKey.colors, value: "on"))]) {
            $0.colorsEnabled = true
        }
    }
}
