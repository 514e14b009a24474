import Foundation
import Testing
import WeiboCore
import WeiboPicture
@testable import WeiboStore

/// The sample's pictures: compiled in byte for byte, named by the sample's
/// posts (1, 2, 4 and 9 a post), each one a picture the decoder reads.
@Suite("The sample's pictures")
struct SamplePicturesTests {
    static let folder = EmbeddedResourcesTests.resources.appendingPathComponent("sample-pictures")

    /// Width × height of each picture, as scripts/gen-sample-pictures draws it.
    static let sizes: [String: PictureSize] = [
        "west-lake.png": PictureSize(width: 360, height: 120),
        "cat-sitting.png": PictureSize(width: 160, height: 240),
        "cat-asleep.png": PictureSize(width: 240, height: 160),
        "reganmian.png": PictureSize(width: 180, height: 180),
        "beef-noodles.png": PictureSize(width: 180, height: 180),
        "dumplings.png": PictureSize(width: 240, height: 160),
        "bubble-tea.png": PictureSize(width: 160, height: 240),
        "sunset.jpg": PictureSize(width: 180, height: 180),
        "snow-mountains.png": PictureSize(width: 180, height: 180),
        "night-city.png": PictureSize(width: 180, height: 180),
        "cherry-blossoms.webp": PictureSize(width: 180, height: 180),
        "pandas.gif": PictureSize(width: 180, height: 180),
        "bamboo.png": PictureSize(width: 160, height: 240),
        "lanterns.png": PictureSize(width: 180, height: 180),
        "sea-boat.png": PictureSize(width: 240, height: 160),
        "starry-sky.png": PictureSize(width: 180, height: 180),
    ]

    @Test("each embedded picture equals its file, and every file is embedded")
    func embeddedCopiesMatchTheirFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(EmbeddedResources.samplePictureNames == files)
        #expect(Set(files) == Set(Self.sizes.keys))
        for name in files {
            let file = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
            #expect(EmbeddedResources.samplePicture(named: name) == file, "\(name)")
        }
    }

    @Test("only sample: followed by a known file name has bytes")
    func addresses() throws {
        #expect(SamplePictures.bytes(for: "sample:sunset.jpg") == EmbeddedResources.samplePicture(named: "sunset.jpg"))
        #expect(SamplePictures.bytes(for: "sample:sunset.jpg")?.isEmpty == false)
        for address in ["sunset.jpg", "sample:", "sample:nothing.png", "sample:/sunset.jpg", "sample:../sunset.jpg",
                        "SAMPLE:sunset.jpg", " sample:sunset.jpg", "sample:sunset.jpg\n", "file:sunset.jpg",
                        "https://wx1.sinaimg.cn/thumbnail/sunset.jpg", ""] {
            #expect(SamplePictures.bytes(for: address) == nil, "\(address)")
        }
    }

    @Test("each picture decodes to its size, in each of the four formats, and no two look alike")
    func decodes() throws {
        var bitmaps: [String: Bitmap] = [:]
        for (name, size) in Self.sizes {
            let bytes = try #require(EmbeddedResources.samplePicture(named: name))
            let bitmap = try PictureDecoder.decode(bytes, fitting: PictureDecoder.maxFitting).get()
            #expect(bitmap.size == size, "\(name)")
            // Shrunk to a thumbnail tile, as the timeline will draw it.
            let tile = try PictureDecoder.decode(bytes, fitting: PictureSize(width: 8, height: 8)).get()
            bitmaps[name] = tile
        }
        #expect(Set(Self.sizes.keys.compactMap { PictureType(magic: EmbeddedResources.samplePicture(named: $0) ?? []) })
                == [.png, .jpeg, .gif, .webp])
        #expect(Set(bitmaps.values.map(\.pixels)).count == bitmaps.count)
    }

    @Test("the bundled sample has posts with 1, 2, 4 and 9 pictures, every address one of the pictures")
    func samplePosts() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow })
            let photos = try pictureAddresses(store)
            #expect(photos.map(\.count).sorted() == [1, 2, 4, 9])
            let addresses = photos.flatMap { $0 }
            #expect(Set(addresses).count == Self.sizes.count, "each picture shown once")
            for address in addresses {
                #expect(address.hasPrefix(SamplePictures.scheme))
                #expect(SamplePictures.bytes(for: address) != nil, "\(address)")
            }
            // A picture post near the top of 首页: the 9 pictures in the first three.
            let top = try store.recentPosts(limit: 3)
            #expect(top.contains { $0.kind == .photo && $0.mediaPath?.split(separator: "\n").count == 9 })
            #expect(top.contains { $0.attachmentLabel == "[图片]" })
        }
    }

    @Test("a sample store made before the pictures gets the picture posts, on its first run's clock, once")
    func upgrade() throws {
        try withTemporaryDirectory { dir in
            let sample = try SampleData.bundled()
            var older = sample
            older.posts.removeAll { $0.addedIn != nil }
            let added = Set(sample.posts.filter { $0.addedIn != nil }.map(\.id))
            older.comments?.removeAll { added.contains($0.post) }
            #expect(added.count == 5 && older.posts.count == sample.posts.count - 5)
            try buildOldStore(dir, version: 6, sample: older)
            // The user deleted one of the old sample posts: it stays deleted.
            let raw = try rawDatabase(dir + "/weibo.sqlite")
            try raw.transaction { try raw.execute("DELETE FROM posts WHERE sample_key = 'p067'") }
            raw.close()

            let later = fixedNow + 7 * 86_400
            let store = try Store.open(dataDirectory: dir, clock: { later })
            #expect(try store.schemaVersion() == Schema.latestVersion)
            #expect(try store.postCount() == sample.allPosts.count - 1)
            #expect(try key(store, "p067") == nil)
            #expect(try pictureAddresses(store).map(\.count).sorted() == [1, 2, 4, 9])
            let nineID = try #require(try key(store, "p068"))
            let nine = try #require(try store.post(id: nineID))
            #expect(nine.createdAt == fixedNow - 2 * 60 && nine.kind == .photo && nine.attachmentLabel == "[图片]")
            let repostID = try #require(try key(store, "p071"))
            let repost = try #require(try store.post(id: repostID))
            #expect(repost.repostOf == (try key(store, "p070")))
            #expect(try store.comments(on: nine.id).map(\.text).count == 3)
            #expect(try store.database.queryFirst(
                "SELECT count(*) FROM comments WHERE read = 0 AND sample_key >= 'c049'") { $0.int(0) } == 0)
            #expect(try store.database.queryFirst(
                "SELECT count(*) FROM posts_fts WHERE posts_fts MATCH '热干面'") { $0.int(0) } == 1)
            #expect(try store.hasUnseenPosts() == false)
            #expect(try store.database.queryFirst("SELECT count(*) FROM pragma_foreign_key_check") { $0.int(0) } == 0)
            store.close()

            let again = try Store.open(dataDirectory: dir, clock: { later + 60 })
            #expect(try again.postCount() == sample.allPosts.count - 1)
        }
    }

    @Test("a fresh store has each picture post once, and an account's store none")
    func freshAndAccount() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir, clock: { fixedNow })
            #expect(try store.postCount() == (try SampleData.bundled()).allPosts.count)
            let account = try Store.openAccount(dataDirectory: dir, uid: 42, name: "某人", clock: { fixedNow })
            #expect(try account.schemaVersion() == Schema.latestVersion)
            #expect(try account.postCount() == 0)
        }
    }

    /// The picture addresses of each photo post, in file order.
    func pictureAddresses(_ store: Store) throws -> [[String]] {
        try store.database.query("SELECT media_path FROM posts WHERE kind = 'photo' ORDER BY id") {
            $0.string(0).split(separator: "\n").map(String.init)
        }
    }

    func key(_ store: Store, _ sampleKey: String) throws -> Int64? {
        try store.database.queryFirst("SELECT id FROM posts WHERE sample_key = ?", [sampleKey]) { $0.int64(0) }
    }
}
