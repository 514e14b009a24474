/// Counts the way Weibo shows them: exact below 10,000, then `1.2万`.
public enum CountFormat {
    public static func short(_ n: Int) -> String {
        guard n >= 10_000 else { return String(max(0, n)) }
        if n >= 100_000_000 { return trimmed(n, unit: 100_000_000) + "亿" }
        return trimmed(n, unit: 10_000) + "万"
    }

    /// One decimal, truncated (Weibo never rounds a count up), `.0` dropped.
    private static func trimmed(_ n: Int, unit: Int) -> String {
        let tenths = n / (unit / 10)
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
