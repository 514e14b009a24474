import WeiboCore

/// A post's video as the mobile web gives it: `page_info` of `type`
/// "video", or (newer posts) the first `mix_media_info.items` entry of
/// `type` "video", whose `data` has the same members. What the app keeps:
///
/// - the stream a player plays, the best of `urls` (`mp4_720p_mp4`,
///   `mp4_hd_mp4`, `mp4_ld_mp4`) and `media_info` (`mp4_720p_mp4`,
///   `stream_url_hd`, `mp4_hd_url`, `stream_url`, `mp4_sd_url`), in that
///   order: 720p is plenty and plays where 1080p stutters;
/// - `page_url`, the video's page (what a browser opens);
/// - `media_info.duration` in seconds (a number, or its text: "83.456");
/// - `page_pic.url` (or `page_pic` as text), the cover: the post's picture.
///
/// Anything unreadable in it is left out, never the post: a video without
/// a stream or a page is no video.
public struct WeiboVideo: Sendable, Hashable {
    public var stream: String?
    public var page: String?
    public var seconds: Int?
    public var cover: String?

    public init(stream: String?, page: String?, seconds: Int? = nil, cover: String? = nil) {
        self.stream = stream
        self.page = page
        self.seconds = seconds
        self.cover = cover
    }

    static let urlsOrder = ["mp4_720p_mp4", "mp4_hd_mp4", "mp4_ld_mp4"]
    static let mediaOrder = ["mp4_720p_mp4", "stream_url_hd", "mp4_hd_url", "stream_url", "mp4_sd_url"]

    /// The status's video, or nil.
    init?(status node: JSONNode) {
        if let info = try? node.field("page_info"), Self.isVideo(info), let video = WeiboVideo(info) {
            self = video
            return
        }
        guard let mix = try? node.field("mix_media_info"), let items = try? mix.field("items"), let list = try? items.array() else { return nil }
        for item in list where Self.isVideo(item) {
            if let data = try? item.field("data"), let video = WeiboVideo(data) {
                self = video
                return
            }
        }
        return nil
    }

    /// The mobile web's `type`; weibo.com's `page_info` says `object_type`.
    private static func isVideo(_ node: JSONNode) -> Bool {
        (try? node.optionalString("type")) == "video" || (try? node.optionalString("object_type")) == "video"
    }

    private init?(_ info: JSONNode) {
        let media = try? info.field("media_info")
        let urls = try? info.field("urls")
        let streams = Self.urlsOrder.map { (urls, $0) } + Self.mediaOrder.map { (media, $0) }
        stream = streams.lazy.compactMap { node, key in Self.address(node, key) }.first
        page = Self.address(info, "page_url")
        guard stream != nil || page != nil else { return nil }
        seconds = media.flatMap { Self.seconds(try? $0.field("duration")) }
        if let picture = try? info.field("page_pic") {
            cover = Self.address(picture, "url") ?? (try? picture.string()).flatMap(Self.web)
        }
    }

    /// `node[key]` when it is a web address.
    private static func address(_ node: JSONNode?, _ key: String) -> String? {
        guard let node, let text = try? node.optionalString(key) else { return nil }
        return web(text)
    }

    /// A web address, `//host/…` taken as https.
    private static func web(_ text: String) -> String? {
        let text = text.trimmingCharacters(in: " ")
        if text.hasPrefix("//") { return "https:" + text }
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? text : nil
    }

    /// Whole seconds, rounded, from a number or its text; nil when neither.
    private static func seconds(_ node: JSONNode?) -> Int? {
        guard let node else { return nil }
        let value: Double?
        switch node.value {
        case .int(let n): value = Double(n)
        case .double(let n): value = n
        case .string(let text): value = Double(text.trimmingCharacters(in: " "))
        default: value = nil
        }
        guard let value, value.isFinite, value >= 0, value < 1e7 else { return nil }
        return Int(value.rounded())
    }
}
