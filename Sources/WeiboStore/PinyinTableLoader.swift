import FoundationEssentials
import WeiboCore

/// The embedded pinyin table (Resources/pinyin.json), decoded once, on the
/// first `@` list: never at start-up.
public enum PinyinTableLoader {
    public static let shared: PinyinTable = {
        let entries = (try? JSONDecoder().decode([String].self, from: Data(EmbeddedResources.pinyin.utf8))) ?? []
        return PinyinTable(entries: entries)
    }()
}
