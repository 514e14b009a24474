import WeiboCore

/// weibo.com's `/ajax` objects onto the same model values the mobile web's
/// give (WebModels.swift reads both, by `WebShape`). What differs from
/// the mobile web's objects:
///
/// - text: `text_raw` is already plain (the `text` beside it is HTML, read
///   through `WebText` only when `text_raw` is missing); its short links
///   (`http://t.cn/…`) are written out through `url_struct`, as the mobile
///   web's HTML unwraps them, and a long post says so by `isLongText` alone;
/// - pictures: `pic_ids` (the order) and `pic_infos` keyed by picture id,
///   each with `thumbnail`, `bmiddle`, `large`, `original`, `largest`
///   sizes: `bmiddle` is the list's picture (the mobile web's `url`),
///   `largest` (else `original`, `large`) the full one;
/// - whom a person follows is `friends_count`; `mblogid` (the short id of
///   the post's address) has no place in `WeiboStatus` and is not read.
extension WeiboStatus {
    init(desktop node: JSONNode, now: Int64) throws(BadResponse) {
        try self.init(node, shape: .desktop, now: now)
    }
}

extension WeiboUser {
    init(desktop node: JSONNode) throws(BadResponse) {
        try self.init(node, shape: .desktop)
    }
}

extension WeiboComment {
    init(desktop node: JSONNode, now: Int64) throws(BadResponse) {
        try self.init(node, shape: .desktop, now: now)
    }
}

/// A desktop post's or comment's `text_raw` as the screens draw it.
enum DesktopText {
    /// `raw` with each short link in `node`'s `url_struct` replaced by the
    /// address it stands for (the `long_url`, else `ori_url`, when it is a
    /// web address), tidied as `WebText` tidies: no zero-width spaces, no
    /// spaces at the ends of lines, one blank line at most.
    static func plain(_ raw: String, links node: JSONNode) throws(BadResponse) -> String {
        var text = raw
        var written: [(short: String, target: String)] = []
        if let links = try node.field("url_struct"), case .array = links.value {
            for link in try links.array() {
                guard case .object = link.value, let short = (try? link.optionalString("short_url")) ?? nil, !short.isEmpty,
                      let target = ["long_url", "ori_url"].lazy.compactMap({ key in webAddress((try? link.optionalString(key)) ?? nil) }).first
                else { continue }
                written.append((short, target))
            }
        }
        // The longest first, so that no short link is taken for the start of a longer one.
        for link in written.sorted(by: { $0.short.count > $1.short.count }) {
            text = text.replacingAll(link.short, with: link.target)
        }
        return WebText.tidy(Array(text.utf8))
    }

    private static func webAddress(_ text: String?) -> String? {
        guard let text, text.hasPrefix("https://") || text.hasPrefix("http://") else { return nil }
        return text
    }
}

extension WebPictures {
    /// A desktop post's pictures, in `pic_ids`' order (else `pic_infos`'
    /// keys, in the reply's order): each `pic_infos` entry's `bmiddle` (else `thumbnail`)
    /// and `largest` (else `original`, `large`, the list's one); an id
    /// without an entry is Weibo's picture server's `orj360` and `large`
    /// of that id, as the mobile web names them.
    init(desktop status: JSONNode) throws(BadResponse) {
        let infos = try status.field("pic_infos")
        var ids: [String] = []
        if let list = try status.field("pic_ids"), case .array = list.value {
            ids = try list.array().compactMap { (try? $0.string()) ?? nil }.filter { !$0.isEmpty }
        } else if let infos, case .object(let members) = infos.value {
            var seen = Set<String>()
            ids = members.members.map(\.key).filter { seen.insert($0).inserted }
        }
        for id in ids {
            let info = (try? infos?.field(id)) ?? nil
            func url(_ size: String) -> String? {
                guard let info, case .object = info.value, let node = (try? info.field(size)) ?? nil,
                      case .object = node.value, let url = (try? node.optionalString("url")) ?? nil, !url.isEmpty else { return nil }
                return url
            }
            if info != nil {
                guard let shown = url("bmiddle") ?? url("thumbnail") else { continue }
                thumbnails.append(shown)
                large.append(url("largest") ?? url("original") ?? url("large") ?? shown)
            } else {
                thumbnails.append("https://wx1.sinaimg.cn/orj360/" + id + ".jpg")
                large.append("https://wx1.sinaimg.cn/large/" + id + ".jpg")
            }
        }
    }
}

/// A post's `mblogid`, the short id of its address on weibo.com
/// (`UID/MBLOGID`): the mid in groups of seven decimal digits from the
/// right, each written in base 62 (four places but the first).
enum MblogID {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    static func encode(_ mid: Int64) -> String {
        var rest = max(0, mid)
        var groups: [String] = []
        repeat {
            var group = rest % 10_000_000
            rest /= 10_000_000
            var text = ""
            while group > 0 {
                text = String(digits[Int(group % 62)]) + text
                group /= 62
            }
            if rest > 0 { text = String(repeating: "0", count: max(0, 4 - text.count)) + text }
            groups.insert(text.isEmpty ? "0" : text, at: 0)
        } while rest > 0
        return groups.joined()
    }
}
