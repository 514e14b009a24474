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
}
