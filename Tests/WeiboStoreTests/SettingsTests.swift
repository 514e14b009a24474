import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Settings")
struct SettingsTests {
    @Test("set, overwrite, remove")
    func roundTrip() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.setting(SettingKey.colors) == nil)
            try store.setSetting(SettingKey.colors, "off")
            #expect(try store.setting(SettingKey.colors) == "off")
            try store.setSetting(SettingKey.colors, "on")
            #expect(try store.setting(SettingKey.colors) == "on")
            try store.setSetting(SettingKey.colors, nil)
            #expect(try store.setting(SettingKey.colors) == nil)
        }
    }

    @Test("every store write commits through a transaction")
    func writesAreTransactional() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            // The write guard would throw if any of these autocommitted.
            try store.setSetting("a", "1")
            try store.recordSearch("q")
            try store.clearSearchHistory()
            #expect(!store.database.isInTransaction)
            // And a failure inside a store-level transaction leaves no trace.
            #expect(throws: TestFailure.self) {
                try store.database.transaction {
                    try store.setSetting("a", "2")
                    try store.recordSearch("lost")
                    throw TestFailure("abort")
                }
            }
            #expect(try store.setting("a") == "1")
            #expect(try store.searchHistory().isEmpty)
        }
    }
}
