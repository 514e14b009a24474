import Glibc
import WeiboAPI
import WeiboCore
import WeiboStore

/// A video on a post, by weibo.com's flow (WEB-SESSION.md): the upload
/// (`dispatch`, `init`, the chunks, `check`) stores nothing public and may
/// be done again after a failure or a kill; the post that names it is the
/// one write, sent by the outbox like any other.
extension WebBackend {
    /// Uploads the video at `path` and returns its `media_id`. A chunk the
    /// host refuses or loses is sent again (up to the tries `init` allows,
    /// a second apart); a file gone, unreadable or too large is the item's
    /// own failure, said in one line.
    func uploadVideo(_ path: String) throws(RemoteFailure) -> String {
        let file = FileBytes.expandingHome(path)
        let size: Int
        switch FileBytes.size(of: file, maxBytes: VideoUpload.maximumBytes) {
        case .success(let found) where found > 0: size = found
        case .failure(.tooLarge):
            throw .api(.api(code: 0, message: tr("视频太大（最多 \(VideoUpload.maximumBytes >> 20) MB）：",
                                                 "The video is too large (\(VideoUpload.maximumBytes >> 20) MB at most): ") + Sanitizer.sanitize(path)))
        default:
            throw unreadable(path)
        }
        let hosts = try ask(desktop { () throws(RemoteFailure) in try call(.videoDispatch(size: size), WebResponse.videoHosts) })
        let name = path.split(separator: "/").last.map(String.init) ?? "video.mp4"
        let session = try client.call(upload: VideoUpload.open(hosts, size: size, name: name), WebResponse.videoSession)
        let chunks = VideoUpload.Chunks(size: size, chunkBytes: session.chunkBytes)
        for index in 0..<chunks.count {
            guard let bytes = FileBytes.read(file, offset: chunks.start(of: index), length: chunks.length(of: index)) else {
                throw unreadable(path)
            }
            let request = VideoUpload.chunk(session, hosts, chunks: chunks, index: index, bytes: bytes)
            try again(session.chunkTries) { () throws(RemoteFailure) in try client.call(upload: request, WebResponse.videoAccepted) }
        }
        try client.call(upload: VideoUpload.finish(session, hosts, chunks: chunks), WebResponse.videoAccepted)
        return session.mediaID
    }

    /// The post carrying the uploaded video: weibo.com's alone, as the
    /// upload is (公开 or 仅自己; the store refuses 好友圈 before queueing).
    func post(_ text: String, videoID: String, visibility: PostVisibility) throws(RemoteFailure) -> WeiboStatus {
        try ask(desktop { () throws(RemoteFailure) in
            try call(.desktopPost(text: text, visible: visibility.webCode, media: VideoUpload.media(mediaID: videoID)),
                     WebResponse.desktopWrittenStatus)
        }, writes: true)
    }

    /// `send` tried up to `tries` times, a second between tries; the
    /// last failure is thrown. Only for requests that store nothing public.
    private func again(_ tries: Int, _ send: () throws(RemoteFailure) -> Void) throws(RemoteFailure) {
        var tried = 0
        while true {
            do throws(RemoteFailure) {
                return try send()
            } catch {
                tried += 1
                if tried >= tries { throw error }
                usleep(1_000_000)
            }
        }
    }

    private func unreadable(_ path: String) -> RemoteFailure {
        .api(.api(code: 0, message: tr("读不到视频：", "Cannot read the video: ") + Sanitizer.sanitize(path)))
    }
}
