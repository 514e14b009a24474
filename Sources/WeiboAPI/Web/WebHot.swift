import WeiboCore

/// m.weibo.cn's 热搜榜: the realtimehot card list (`containerid`
/// `106003type=25&t=3&disable_hot=1&filter_type=realtimehot`), the same
/// list weibo.com's `ajax/side/hotSearch` gives. Shapes learnt from the
/// public clients that read it (RSSHub's weibo routes, hot-list widgets).
extension WebRequest {
    /// The container of the hot searches, as the mobile site's 热搜 page asks.
    public static let hotSearchContainer = "106003type=25&t=3&disable_hot=1&filter_type=realtimehot"

    /// 发现's 热搜榜.
    public static func hotSearch() -> WebRequest {
        WebRequest(path: "api/container/getIndex", parameters: [APIParameter("containerid", hotSearchContainer)],
                   refererPath: "p/index?containerid=106003type%3D25%26t%3D3%26disable_hot%3D1%26filter_type%3Drealtimehot")
    }
}

extension WebResponse {
    /// The realtimehot cards: `data.cards[].card_group[]`, each a word in
    /// `desc`, its heat in `desc_extr` (a number, or text such as
    /// "剧集 155144" whose digits are the heat), its rank in the picture
    /// `pic` (`…img_search_N.png`). The pinned entry (rank picture 0, or a
    /// picture that is no rank and no heat: the 置顶 dot) is no rank and is
    /// left out, as weibo.com keeps it apart. Its mark is in `icon`
    /// (`…/moter/flags/N_0.png`: 1 新, 2 热, 4 爆, 16 沸). Promotions (an
    /// `actionlog.ext` naming `ads_word`, or the 荐 mark) are left out.
    /// Entries without a rank picture are ranked by their place.
    public static func hotSearch(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> [HotWord] {
        try decode(status: status, body: body, headers: headers, now: now) { data throws(BadResponse) in
            var words: [HotWord] = []
            for card in try data.require("cards").array() {
                guard let group = try card.field("card_group") else { continue }
                let (entries, _) = try group.items { node throws(BadResponse) -> HotWord? in try hotWord(node) }
                words += entries.compactMap { $0 }
            }
            return words.enumerated().map { place, entry in
                var entry = entry
                if entry.rank <= 0 { entry.rank = place + 1 }
                return entry
            }
        }
    }

    /// One card of the group, nil for what is not a ranked word.
    private static func hotWord(_ node: JSONNode) throws(BadResponse) -> HotWord? {
        guard let word = try node.optionalString("desc")?.trimmingCharacters(in: " "), !word.isEmpty else { return nil }
        let ext = (try? node.field("actionlog")?.optionalString("ext")) ?? nil
        if ext?.contains("ads_word") == true { return nil }
        let icon = (try? node.optionalString("icon")) ?? nil
        let label = icon.map(hotLabel) ?? ""
        if label == "荐" { return nil }  // data: Weibo's mark for a promotion
        var rank = -1
        let pic = (try? node.optionalString("pic")) ?? nil
        if let pic, let number = digits(after: "img_search_", in: pic) {
            guard number > 0 else { return nil }
            rank = Int(clamping: number)
        } else if pic != nil, try node.field("desc_extr") == nil {
            return nil
        }
        var heat: Int64?
        if let extra = try node.field("desc_extr") {
            switch extra.value {
            case .int(let number): heat = number >= 0 ? number : nil
            case .string(let text): heat = digits(after: "", in: text)
            default: heat = nil
            }
        }
        return HotWord(rank: rank, word: word, heat: heat, label: label)
    }

    /// The mark an `icon` address stands for, empty for none known.
    public static func hotLabel(_ icon: String) -> String {
        if let flag = digits(after: "flags/", in: icon) {
            return flagLabels.first { $0.flag == flag }?.label ?? ""
        }
        // Older pages named the picture for its mark.
        let name = icon.lowercased()
        return namedLabels.first { name.contains($0.name) }?.label ?? ""
    }

    /// Weibo's marks by the number in `moter/flags/N_0.png`, and by the name of an older picture.
    private static let flagLabels: [(flag: Int64, label: String)] = [(1, "新"), (2, "热"), (4, "爆"), (16, "沸")]  // data: Weibo's marks
    private static let namedLabels: [(name: String, label: String)] = [("boil", "沸"), ("new", "新"), ("hot", "热"), ("recom", "荐"), ("fei", "沸"), ("bao", "爆")]  // data: Weibo's marks

    /// The first run of digits after `marker` in `text` (anywhere when it is empty).
    private static func digits(after marker: String, in text: String) -> Int64? {
        var rest = Substring(text)
        if !marker.isEmpty {
            guard let range = text.firstRange(of: marker) else { return nil }
            rest = text[range.upperBound...]
        }
        guard let start = rest.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
        let run = rest[start...].prefix { $0.isASCII && $0.isNumber }
        return Int64(run.prefix(18))
    }
}
