import WeiboCore

/// 热搜榜 (发现): the list a sync last brought, kept whole as one setting
/// (it is replaced whole, never paged or queried by row, like the unread
/// counts beside it), with when it came, so 发现 shows it offline and a
/// sync asks again only once `HotList.refreshSeconds` have passed. The
/// sample has its own list, written for the project, and never fetches.
extension Store {
    /// The setting holding the list: its fetch time on the first line,
    /// then one word a line, `rank TAB heat TAB label TAB word`.
    static let fetchedHotSetting = "fetched_hot"
    /// The most words kept: Weibo's list is about fifty.
    public static let hotListLimit = 100

    /// Replaces the list with `words`, fetched at `now` (Unix seconds).
    public func saveFetchedHot(_ words: [HotWord], at now: Int64) throws {
        var text = String(now)
        for word in words.prefix(Self.hotListLimit) {
            text += "\n\(word.rank)\t\(word.heat.map(String.init) ?? "")\t\(Self.oneLine(word.label))\t\(Self.oneLine(word.word))"
        }
        try setSetting(Self.fetchedHotSetting, text)
    }

    /// The list to show: the last fetched (empty and never fetched before
    /// the first), or the sample's own.
    public func hotList() throws -> HotList {
        guard isAccount else { return Self.sampleHotList }
        guard let text = try setting(Self.fetchedHotSetting) else { return HotList() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var list = HotList(fetchedAt: lines.first.flatMap { Int64($0) })
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let rank = Int(fields[0]), !fields[3].isEmpty else { continue }
            list.words.append(HotWord(rank: rank, word: String(fields[3]), heat: Int64(fields[1]), label: String(fields[2])))
        }
        return list
    }

    /// The sample's list, decoded once per process.
    private static let sampleHotList: HotList = {
        let words = ((try? SampleData.bundled())?.hotWords) ?? []
        return HotList(words: words.enumerated().map { place, word in
            HotWord(rank: place + 1, word: word.word, heat: word.heat, label: word.label ?? "")
        })
    }()

    /// Tabs and line ends as spaces: the setting's separators.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
