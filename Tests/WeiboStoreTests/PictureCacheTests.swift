import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// The picture cache of issue 15: kept whole, private, across restarts,
/// within its cap, least recently used out first.
@Suite("Picture cache", .english)
struct PictureCacheTests {
    static let a = "http://img.example/thumb/a.jpg", b = "http://img.example/thumb/b.jpg", c = "http://img.example/thumb/c.jpg"

    /// Sets a cached file's last use, so the order does not hang on the clock's resolution.
    func setUsed(_ cache: PictureCache, _ url: String, seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, cache.path(for: url), &times, 0)
    }

    @Test("kept and found again by a new cache on the same folder; folder 0700, files 0600")
    func roundTrip() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            try cache.store([1, 2, 3], for: Self.a)
            #expect(mode(dir + "/pictures") == 0o700)
            #expect(mode(cache.path(for: Self.a)) == 0o600)
            #expect(try PictureCache(dataDirectory: dir).bytes(for: Self.a) == [1, 2, 3])
            #expect(cache.bytes(for: Self.b) == nil)
        }
    }

    @Test("over the cap, the least recently used go first; a read makes a picture recent")
    func leastRecentlyUsedOut() throws {
        try withTemporaryDirectory { dir in
            let picture = [UInt8](repeating: 7, count: 1_000)
            let cache = try PictureCache(dataDirectory: dir, capBytes: 2_200)
            try cache.store(picture, for: Self.a)
            try cache.store(picture, for: Self.b)
            setUsed(cache, Self.a, seconds: 1_000)
            setUsed(cache, Self.b, seconds: 2_000)
            #expect(cache.bytes(for: Self.a) == picture, "a is now the most recent")
            try cache.store(picture, for: Self.c)
            #expect(cache.bytes(for: Self.b) == nil, "b was the least recently used")
            #expect(cache.bytes(for: Self.a) == picture && cache.bytes(for: Self.c) == picture)
            #expect(cache.totalBytes <= cache.capBytes)
        }
    }

    @Test("a picture bigger than the whole cap is not kept, and keeps nothing else out")
    func oversized() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir, capBytes: 500)
            try cache.store([1], for: Self.a)
            try cache.store([UInt8](repeating: 0, count: 600), for: Self.b)
            #expect(cache.bytes(for: Self.b) == nil && cache.bytes(for: Self.a) == [1])
        }
    }

    @Test("a file that holds another address, or is cut short, answers nothing")
    func otherAddressOrDamaged() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            try cache.store([1, 2, 3], for: Self.a)
            // The same short name holding another address: a collision is a miss, never the wrong picture.
            let path = cache.path(for: Self.a)
            writeBytes(path, Array("WBPC1\nhttp://elsewhere/x.jpg\n".utf8) + [9, 9])
            #expect(cache.bytes(for: Self.a) == nil)
            writeBytes(path, Array("WBPC1\nhttp://img.ex".utf8))
            #expect(cache.bytes(for: Self.a) == nil)
        }
    }

    @Test("a write cut short by a kill leaves only a temporary file, which a later start removes once stale")
    func staleTemporaryRemoved() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            let stale = dir + "/pictures/0123456789abcdef.pic.999.tmp", fresh = dir + "/pictures/0123456789abcdee.pic.998.tmp"
            writeBytes(stale, [1, 2])
            writeBytes(fresh, [3])
            var old = [timespec(tv_sec: time(nil) - 3_600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3_600, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, stale, &old, 0)
            _ = try PictureCache(dataDirectory: dir)
            #expect(!fileExists(stale), "left by a process that died")
            #expect(fileExists(fresh), "another process may still be writing it")
            #expect(cache.totalBytes == 0, "temporary files are not pictures")
        }
    }

    @Test("a link where the folder should be is refused, never followed")
    func linkRefused() throws {
        try withTemporaryDirectory { dir in
            mkdir(dir + "/elsewhere", 0o700)
            symlink(dir + "/elsewhere", dir + "/pictures")
            #expect(throws: StoreError.self) { try PictureCache(dataDirectory: dir) }
        }
    }

    @Test("a failure record: kept 0600, found by lookup after a restart, never taken for the picture's bytes")
    func failureRecord() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            try cache.storeFailure(.truncated, for: Self.a)
            #expect(mode(cache.path(for: Self.a)) == 0o600)
            let again = try PictureCache(dataDirectory: dir)
            #expect(again.lookup(Self.a) == .failed(.truncated))
            #expect(again.bytes(for: Self.a) == nil)
            #expect(again.lookup(Self.b) == .missing)
            try again.store([1, 2], for: Self.a)
            #expect(again.lookup(Self.a) == .bytes([1, 2]), "a picture that arrives later replaces the record")
            try again.storeFailure(.corrupt, for: Self.a)
            #expect(again.lookup(Self.a) == .failed(.corrupt))
        }
    }

    @Test("every failure keeps its own record and words in both languages")
    func everyFailure() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            for (index, failure) in PictureCacheFailure.allCases.enumerated() {
                try cache.storeFailure(failure, for: "http://img.example/\(index).jpg")
                #expect(cache.lookup("http://img.example/\(index).jpg") == .failed(failure))
                #expect(!failure.text.isEmpty)
            }
            #expect(Set(PictureCacheFailure.allCases.map(\.text)).count == PictureCacheFailure.allCases.count)
        }
    }

    @Test("a record naming another address, or an unknown failure, is a miss")
    func failureCollision() throws {
        try withTemporaryDirectory { dir in
            let cache = try PictureCache(dataDirectory: dir)
            try cache.storeFailure(.corrupt, for: Self.a)
            let path = cache.path(for: Self.a)
            writeBytes(path, Array("WBPF1\nhttp://elsewhere/x.jpg\ncorrupt".utf8))
            #expect(cache.lookup(Self.a) == .missing)
            writeBytes(path, Array("WBPF1\n\(Self.a)\nexploded".utf8))
            #expect(cache.lookup(Self.a) == .missing)
        }
    }

    @Test("records count in the cap and go out least recently used first, like pictures")
    func failureRecordsInTheCap() throws {
        try withTemporaryDirectory { dir in
            let picture = [UInt8](repeating: 7, count: 1_000)
            let cache = try PictureCache(dataDirectory: dir, capBytes: 1_050)
            try cache.storeFailure(.tooLarge, for: Self.a)
            let record = cache.totalBytes
            #expect(record > 0, "a record takes room")
            setUsed(cache, Self.a, seconds: 1_000)
            try cache.store(picture, for: Self.b)
            #expect(cache.lookup(Self.a) == .missing, "the older record went to make room")
            #expect(cache.lookup(Self.b) == .bytes(picture))
            setUsed(cache, Self.b, seconds: 1_000)
            try cache.storeFailure(.empty, for: Self.c)
            #expect(cache.lookup(Self.b) == .missing && cache.lookup(Self.c) == .failed(.empty))
            #expect(cache.totalBytes <= cache.capBytes)
        }
    }
}

extension PictureCache {
    /// The picture kept for `url`, or nil (also when a failure is kept for
    /// it): what these tests ask; the app asks `lookup`, which says why.
    func bytes(for url: String) -> [UInt8]? {
        if case .bytes(let bytes) = lookup(url) { return bytes }
        return nil
    }
}
