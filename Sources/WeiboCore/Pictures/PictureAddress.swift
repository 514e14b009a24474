/// A post's picture addresses as Weibo gives them: the API's `pic_urls`
/// hold only `thumbnail_pic`, and its documented `bmiddle_pic` and
/// `original_pic` are the same address with `/thumbnail/` replaced by
/// `/bmiddle/` or `/large/` (Open API wiki, `statuses/upload`'s reply).
public enum PictureAddress {
    /// Weibo shows at most nine pictures a post (the 九宫格).
    public static let maximumPerPost = 9

    /// The `bmiddle` form of a thumbnail address (the full-screen view's
    /// size); the address unchanged when it is not a thumbnail's.
    public static func middle(_ thumbnail: String) -> String { replacingSize(thumbnail, with: "bmiddle") }

    /// The `large` form (the original picture), as `middle`.
    public static func large(_ thumbnail: String) -> String { replacingSize(thumbnail, with: "large") }

    /// Whether the address is fetched over the web (http or https); a
    /// `file://` or any other scheme is never fetched.
    public static func isRemote(_ address: String) -> Bool {
        let lowered = address.prefix(8).lowercased()
        return (lowered.hasPrefix("https://") && address.count > 8) || (lowered.hasPrefix("http://") && address.count > 7)
    }

    /// A web address or one of the sample's compiled-in pictures: it names
    /// the same picture for good, unlike a file path (a photo attached from
    /// disk), whose bytes the user may change.
    public static func isStable(_ address: String) -> Bool {
        isRemote(address) || address.hasPrefix(Post.samplePictureScheme)
    }

    /// The post's picture addresses (`posts.media_path`, one a line), in
    /// order: the remote ones only, at most nine.
    public static func list(_ mediaPath: String?) -> [String] {
        guard let mediaPath else { return [] }
        let remote = mediaPath.split(separator: "\n").map { String($0).trimmingSpaces }.filter(isRemote)
        return Array(remote.prefix(maximumPerPost))
    }

    /// The first `/thumbnail/` path segment (after the host) replaced.
    private static func replacingSize(_ address: String, with size: String) -> String {
        guard isRemote(address), let scheme = address.firstRange(of: "://") else { return address }
        let rest = address[scheme.upperBound...]
        guard let pathStart = rest.firstIndex(of: "/") else { return address }
        let path = rest[pathStart...].prefix { $0 != "?" && $0 != "#" }
        guard let segment = path.firstRange(of: "/thumbnail/") else { return address }
        return String(address[..<segment.lowerBound]) + "/\(size)/" + String(address[segment.upperBound...])
    }
}
