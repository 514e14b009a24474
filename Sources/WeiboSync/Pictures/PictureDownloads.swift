import WeiboCore
import WeiboHTTP
import WeiboPicture
import WeiboStore

/// The pictures of an account's posts, fetched by `weibo-tui sync` (the
/// app's background child) into the picture cache, so the app only ever
/// reads the disk (issue 15, docs/PICTURES.md "Fetching").
///
/// Every body is decoded once before it is kept: what the cache holds as a
/// picture decodes; bytes that are no picture keep a failure record (the
/// placeholder's reason, never fetched again); a download that broke off
/// or an HTTP error keeps nothing, and the next sync tries again.
public enum PictureDownloads {
    /// Weibo's thumbnails are KBs, its bmiddle pictures a few hundred:
    /// a bigger body is no picture the app would draw.
    static let maximumBytes = 8 << 20
    /// Downloads in one run: a sync stays short, and what is left (a long
    /// absence, a timeline of 九宫格) comes when it is on screen.
    public static let maximumPerRun = 60
    /// A picture that takes longer is left for the next sync, not waited on.
    static let timeoutMs = 15_000
    static let connectTimeoutMs = 5_000
    /// The vetting decode's size: small, so it costs little, and every
    /// decoder still reads the whole file to get there.
    static let vettingSize = PictureSize(width: 64, height: 64)

    /// The HTTP client's bounds for pictures.
    public static var clientOptions: HTTPClient.Options {
        HTTPClient.Options(timeoutMs: timeoutMs, connectTimeoutMs: connectTimeoutMs, maximumBytes: maximumBytes)
    }

    /// What one download comes to.
    enum Outcome: Equatable {
        /// A picture: kept.
        case picture([UInt8])
        /// Bytes that are no picture: their failure kept instead.
        case notAPicture(PictureCacheFailure)
        /// Nothing arrived whole: nothing kept; why, in one line.
        case retry(String)
    }

    /// Bytes that arrived whole: a picture when they decode.
    static func vet(_ bytes: [UInt8]) -> Outcome {
        switch PictureDecoder.decode(bytes, fitting: vettingSize, background: .white) {
        case .success: .picture(bytes)
        case .failure(let failure): refused(failure)
        }
    }

    /// Bytes the decoder refused. Without the format's library they cannot
    /// be vetted: nothing is kept, the reason names the package, and the
    /// first sync after it is installed fetches them again.
    static func refused(_ failure: PictureFailure) -> Outcome {
        if let verdict = PictureCacheFailure(failure.kind) { .notAPicture(verdict) } else { .retry(failure.reason) }
    }

    /// What the transport answered for `address`.
    static func outcome(_ result: Result<HTTPResponse, HTTPFailure>, address: String) -> Outcome {
        switch result {
        case .failure(let failure) where failure.kind == .tooLarge:
            // Over the bound by its Content-Length or its body: it would be again.
            .notAPicture(.tooLarge)
        case .failure(let failure):
            .retry(RemoteFailure.network(failure, host: WeiboClient.host(of: address)).message(now: 0))
        case .success(let response) where !(200..<300).contains(response.status):
            .retry(tr("\(WeiboClient.host(of: address)) 回复 HTTP \(response.status)", "\(WeiboClient.host(of: address)) answered HTTP \(response.status)"))
        case .success(let response):
            vet(response.body)
        }
    }

    /// What a run did.
    public struct Summary: Equatable {
        var kept = 0
        var refused = 0
        var failed = 0
        /// The first failure's line.
        var firstFailure: String?

        /// stderr's one line when some pictures did not come, else nothing.
        public var line: String {
            guard failed > 0, let firstFailure else { return "" }
            return PictureDownloads.line(tr("\(failed) 张图片没有取回（\(firstFailure)）；下次同步再试",
                                            failed == 1 ? "1 picture not fetched (\(firstFailure)); the next sync tries again"
                                                        : "\(failed) pictures not fetched (\(firstFailure)); the next sync tries again"))
        }
    }

    /// Fetches those of `addresses` the cache holds nothing for (remote
    /// ones only, each once, in order, at most `maximumPerRun`).
    public static func fetch(_ addresses: [String], into cache: PictureCache, transport: WeiboClient.Transport) -> Summary {
        var seen = Set<String>(), summary = Summary()
        /// Hosts that could not be reached at all (offline, no such name):
        /// the rest of their pictures wait for the next sync, not a timeout each.
        var unreachable = Set<String>()
        let wanted = addresses.filter { PictureAddress.isRemote($0) && seen.insert($0).inserted && cache.lookup($0) == .missing }
        for address in wanted.prefix(maximumPerRun) {
            let host = WeiboClient.host(of: address)
            guard !unreachable.contains(host) else {
                summary.failed += 1
                continue
            }
            let result = transport(HTTPRequest(url: address))
            if case .failure(let failure) = result, !failure.mayHaveArrived { unreachable.insert(host) }
            do {
                switch outcome(result, address: address) {
                case .picture(let bytes):
                    try cache.store(bytes, for: address)
                    summary.kept += 1
                case .notAPicture(let failure):
                    try cache.storeFailure(failure, for: address)
                    summary.refused += 1
                case .retry(let why):
                    summary.failed += 1
                    if summary.firstFailure == nil { summary.firstFailure = why }
                }
            } catch {
                summary.failed += 1
                if summary.firstFailure == nil { summary.firstFailure = (error as? StoreError)?.message ?? String(describing: error) }
            }
        }
        return summary
    }

    /// The thumbnails of `posts` and of the originals they repost, in order.
    public static func thumbnails(of posts: [Post]) -> [String] {
        posts.flatMap { PictureAddress.list($0.mediaPath) + PictureAddress.list($0.original?.mediaPath) }
    }
}

extension PictureDownloads {
    /// `sync`'s stderr line about pictures: one line, made safe to print.
    static func line(_ text: String) -> String {
        "weibo-tui sync: " + Sanitizer.sanitize(text, markLimit: MarkRuns.limit) + "\n"
    }
}

extension PictureCacheFailure {
    /// The decoder's verdict as the cache keeps it, and as a placeholder
    /// says it; nil for a missing decoder library, no verdict on the bytes.
    public init?(_ kind: PictureFailure.Kind) {
        switch kind {
        case .unsupportedType: self = .unsupportedType
        case .corrupt: self = .corrupt
        case .truncated: self = .truncated
        case .tooLarge: self = .tooLarge
        case .empty: self = .empty
        case .libraryMissing: return nil
        }
    }
}
