extension Store {
    /// Setting written by the v1 migration: Unix seconds of the first run,
    /// the time base of the sample's relative times. (App-level keys such as
    /// colours live in WeiboCore's `SettingKey`.)
    public static let firstRunAtSetting = "first_run_at"

    /// The stored value for `key`, or nil if never set.
    public func setting(_ key: String) throws -> String? {
        try database.queryFirst("SELECT value FROM settings WHERE key = ?", [key]) { $0.string(0) }
    }

    /// Stores `value` under `key`; nil removes the setting.
    public func setSetting(_ key: String, _ value: String?) throws {
        try database.transaction {
            if let value {
                try database.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    [key, value])
            } else {
                try database.execute("DELETE FROM settings WHERE key = ?", [key])
            }
        }
    }
}
