/// A post's video: Weibo's (a `page_info` of type video: its streams, its
/// page, its length; the cover is the post's one picture) or a video file
/// attached to a post written here (its path). `v` hands it to a player.
public struct PostVideo: Hashable, Sendable {
    /// The stream a player plays (Weibo's best mp4), or the file's path.
    public var stream: String?
    /// The video's page on Weibo, which a browser opens.
    public var page: String?
    /// Its length in seconds, when Weibo gave it.
    public var seconds: Int?

    public init(stream: String?, page: String? = nil, seconds: Int? = nil) {
        self.stream = stream
        self.page = page
        self.seconds = seconds
    }

    /// What a player is given: the stream (or the file), else the page.
    /// Weibo's stream addresses are signed and expire after some hours; a
    /// player that reads pages (mpv with yt-dlp) can be given the page.
    public var playerAddress: String? { stream ?? page }

    /// What a browser opens, and what is copied: the page, else the stream.
    public var browserAddress: String? { page ?? stream }

    /// A file on this machine rather than an address on the web.
    public var isFile: Bool { stream.map { !PictureAddress.isRemote($0) } ?? false }

    /// What the cell shows under the cover: `▶ 1:23`; `▶ clip.mp4` for a
    /// file; `▶ 视频` when Weibo gave no length. Sanitised by the caller
    /// (a file's name is data).
    public var label: String {
        if isFile, let stream { return "▶ " + (stream.split(separator: "/").last.map(String.init) ?? stream) }
        guard let seconds else { return "▶ " + tr("视频", "Video") }
        return "▶ " + Self.duration(seconds)
    }

    /// `1:23`, `12:05`, `1:02:03`.
    public static func duration(_ seconds: Int) -> String {
        let s = max(0, seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
    }
}

extension Post {
    /// The post's video, or nil for a post without one.
    public var video: PostVideo? {
        get { videoStream == nil && videoPage == nil ? nil : PostVideo(stream: videoStream, page: videoPage, seconds: videoSeconds) }
        set {
            videoStream = newValue?.stream
            videoPage = newValue?.page
            videoSeconds = newValue?.seconds
        }
    }

    /// What `v` plays: the post's own video, or a repost's original's
    /// when the post shows no pictures of its own; nil when neither has one.
    public var playableVideo: PostVideo? {
        if let video { return video }
        guard pictureAddresses.isEmpty else { return nil }
        return original?.video
    }
}
