extension Store {
    /// Well-known setting keys, so callers do not scatter string literals.
    public enum SettingKey {
        /// "on" / "off": colour in the terminal (Profile › 设置).
        public static let color = "color"
        /// Unix seconds of the first run; sample times are relative to it.
        public static let firstRunAt = "first_run_at"
    }

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
