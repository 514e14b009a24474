import Foundation
import Testing
import WeiboHTTP
import WeiboStore
import WeiboPicture
@testable import WeiboCommandLine
@testable import WeiboSync

/// The sync child's picture downloads (issue 15): what is kept as a
/// picture decodes, what is no picture keeps its failure, a broken
/// download keeps nothing.
@Suite("Picture downloads", .english)
struct PictureDownloadsTests {
    /// A real PNG made by scripts/gen-picture-fixtures (WeiboPicture's tests' fixture).
    static let png: [UInt8] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../WeiboPictureTests/Fixtures/split.png").standardized
        return [UInt8](try! Data(contentsOf: file))
    }()
    static let hugePNG: [UInt8] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../WeiboPictureTests/Fixtures/huge.png").standardized
        return [UInt8](try! Data(contentsOf: file))
    }()

    /// Issue 23: giflib and libwebp are loaded at run time. Without one,
    /// its pictures cannot be vetted, which is no verdict on their bytes:
    /// marking them failed would keep them from ever showing.
    @Test("without the format's library nothing is kept, and the line names the package")
    func libraryMissing() {
        #expect(PictureDownloads.refused(CodecLibrary.gif.missing)
            == .retry("GIF pictures need libgif7 (apt-get install libgif7)"))
        #expect(PictureDownloads.refused(PictureFailure(.corrupt, "bad")) == .notAPicture(.corrupt))
    }

    @Test("vetting: a picture is kept; corrupt, cut short, huge, an HTML page or nothing keep their failure")
    func vetting() {
        #expect(PictureDownloads.vet(Self.png) == .picture(Self.png))
        var corrupt = Self.png
        corrupt[20] ^= 0xFF
        #expect(PictureDownloads.vet(corrupt) == .notAPicture(.corrupt))
        #expect(PictureDownloads.vet(Array(Self.png.prefix(Self.png.count / 2))) == .notAPicture(.truncated))
        #expect(PictureDownloads.vet(Self.hugePNG) == .notAPicture(.tooLarge))
        #expect(PictureDownloads.vet(Array("<!DOCTYPE html><title>404</title>".utf8)) == .notAPicture(.unsupportedType))
        #expect(PictureDownloads.vet([]) == .notAPicture(.empty))
    }

    @Test("a download that did not arrive whole, or an HTTP error, keeps nothing; a body over the bound is too large")
    func transportOutcomes() {
        let address = "http://img.example/thumbnail/a.png"
        for failure in [HTTPFailure(.connectionLost, "transfer closed with 100 bytes remaining"), HTTPFailure(.timeout, "timed out"),
                        HTTPFailure(.refused, "refused")] {
            guard case .retry(let why) = PictureDownloads.outcome(.failure(failure), address: address) else {
                Issue.record("\(failure) kept something")
                continue
            }
            #expect(why.contains("http://img.example") && !why.contains("a.png"), "names the host, not the address: \(why)")
        }
        let notFound = PictureDownloads.outcome(.success(HTTPResponse(status: 404, body: Self.png)), address: address)
        #expect(notFound == .retry("http://img.example answered HTTP 404"), "an error status is never a picture, whatever its body")
        #expect(PictureDownloads.outcome(.failure(HTTPFailure(.tooLarge, "over 8 MB")), address: address) == .notAPicture(.tooLarge))
        #expect(PictureDownloads.outcome(.success(HTTPResponse(status: 200, body: Self.png)), address: address) == .picture(Self.png))
    }

    @Test("a run fetches each missing remote address once, keeps pictures and failures, skips what the cache holds")
    func run() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            let good = "http://img.example/thumbnail/good.png", html = "http://img.example/thumbnail/html.png",
                dropped = "http://img.example/thumbnail/dropped.png", cached = "http://img.example/thumbnail/cached.png"
            try cache.store([1, 2, 3], for: cached)
            var asked: [String] = []
            let summary = PictureDownloads.fetch([good, html, "file:///etc/passwd", good, dropped, cached], into: cache) { request in
                asked.append(request.url)
                switch request.url {
                case good: return .success(HTTPResponse(status: 200, body: Self.png))
                case html: return .success(HTTPResponse(status: 200, body: Array("<html>busy</html>".utf8)))
                default: return .failure(HTTPFailure(.connectionLost, "transfer closed with 1000 bytes remaining to read"))
                }
            }
            #expect(asked == [good, html, dropped], "never file://, never twice, never what is cached")
            #expect(cache.lookup(good) == .bytes(Self.png))
            #expect(cache.lookup(html) == .failed(.unsupportedType))
            #expect(cache.lookup(dropped) == .missing, "tried again next time")
            #expect(cache.lookup(cached) == .bytes([1, 2, 3]))
            #expect(summary == PictureDownloads.Summary(kept: 1, refused: 1, failed: 1,
                                                        firstFailure: "the connection to http://img.example broke off: transfer closed with 1000 bytes remaining to read"))
            #expect(summary.line == "weibo-tui sync: 1 picture not fetched (the connection to http://img.example broke off: "
                        + "transfer closed with 1000 bytes remaining to read); the next sync tries again\n")
        }
    }

    @Test("a host that cannot be reached at all is asked once a run, not once a picture")
    func unreachableHost() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            var asked: [String] = []
            let summary = PictureDownloads.fetch(["http://down.example/thumbnail/1.png", "http://down.example/thumbnail/2.png",
                                                  "http://up.example/thumbnail/3.png"], into: cache) { request in
                asked.append(request.url)
                return request.url.contains("down.example") ? .failure(HTTPFailure(.dns, "Could not resolve host: down.example"))
                                                            : .success(HTTPResponse(status: 200, body: Self.png))
            }
            #expect(asked == ["http://down.example/thumbnail/1.png", "http://up.example/thumbnail/3.png"])
            #expect(summary.failed == 2 && summary.kept == 1)
        }
    }

    @Test("at most 60 downloads a run")
    func bounded() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            var count = 0
            let addresses = (1...100).map { "http://img.example/thumbnail/\($0).png" }
            let summary = PictureDownloads.fetch(addresses, into: cache) { _ in
                count += 1
                return .success(HTTPResponse(status: 200, body: Self.png))
            }
            #expect(count == PictureDownloads.maximumPerRun && summary.kept == 60 && summary.line.isEmpty)
        }
    }
}
