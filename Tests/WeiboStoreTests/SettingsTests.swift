import Testing
@testable import WeiboStore

@Suite("Settings")
struct SettingsTests {
    @Test("set, overwrite, remove")
    func roundTrip() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.setting(Store.SettingKey.color) == nil)
            try store.setSetting(Store.SettingKey.color, "off")
            #expect(try store.setting(Store.SettingKey.color) == "off")
            try store.setSetting(Store.SettingKey.color, "on")
            #expect(try store.setting(Store.SettingKey.color) == "on")
            try store.setSetting(Store.SettingKey.color, nil)
            #expect(try store.setting(Store.SettingKey.color) == nil)
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
