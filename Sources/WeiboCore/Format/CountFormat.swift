/// Counts the way Weibo shows them: exact below 10,000, then `1.2万`
/// (English: `12K`, `300M`, `1.2B`, in thousands as English counts).
public enum CountFormat {
    public static func short(_ n: Int) -> String {
        guard n >= 10_000 else { return String(max(0, n)) }
        let units = tr([(100_000_000, "亿"), (10_000, "万")], [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")])
        let (unit, name) = units.first { n >= $0.0 } ?? units[units.count - 1]
        // English drops the tenth from three digits on (123K, not 123.4K), as
        // English apps do; Chinese keeps it (123.4万), as Weibo does.
        if Language.current == .en && n / unit >= 100 { return String(n / unit) + name }
        return trimmed(n, unit: unit) + name
    }

    /// A count and what it counts, in English: "1 repost", "3 reposts",
    /// "12K reposts".
    public static func counted(_ n: Int, _ one: String) -> String {
        n == 1 ? "1 " + one : short(n) + " " + one + "s"
    }

    /// One decimal, truncated (Weibo never rounds a count up), `.0` dropped.
    private static func trimmed(_ n: Int, unit: Int) -> String {
        let tenths = n / (unit / 10)
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
