import WeiboCore

/// The embedded pinyin table (Resources/pinyin.json), decoded once, on the
/// first `@` list: never at start-up.
public enum PinyinTableLoader {
    public static let shared: PinyinTable = {
        let entries = (try? StoreJSON.parse(Array(EmbeddedResources.pinyin.utf8))
            .array { entry throws(StoreJSON.Failure) in try entry.string() }) ?? []
        return PinyinTable(entries: entries)
    }()
}
