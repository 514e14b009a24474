import Glibc
import Testing
@testable import WeiboCore
@testable import WeiboStore

/// The launch snapshot is only a hint for the first frame, so what matters
/// is that it comes back exactly as left, and never when it might be wrong.
@Suite("Launch snapshot")
struct LaunchSnapshotTests {
    /// Every field of every value the first screen carries, none left at its default.
    private static let everything: FirstScreen = {
        let original = Post(
            id: 7, userID: "u_a", authorName: "原作者", text: "原文 👩‍👩‍👧 #话题#", createdAt: 1_700_000_000,
            source: "iPhone", repostCount: 1, commentCount: 2, likeCount: 3, liked: true,
            kind: .checkIn, place: "重庆市 › 渝中区")
        let repost = Post(
            id: 8, userID: "u_me", authorName: "我", text: "转发理由\u{1b}[31m", createdAt: 1_700_000_100,
            source: "", repostCount: 0, commentCount: 0, likeCount: 0, liked: false,
            repostOf: 7, original: original, kind: .longPost, title: "标题", rating: 4, mediaPath: "/tmp/a.jpg")
        let deletedRepost = Post(id: 9, userID: "u_b", authorName: "B", text: "", createdAt: -1, repostOf: 404)
        return FirstScreen(
            colorsEnabled: false,
            localUser: User(id: "u_me", name: "我", bio: "简介", followingCount: 12, followersCount: 34, isLocal: true),
            timeline: .success([repost, original, deletedRepost]),
            counts: {
                var counts = StoreCounts(drafts: 1, myPosts: 2, unread: UnreadCounts(mentions: 3, comments: 4, likes: 5, messages: 6), outbox: 7)
                counts.readMarker = PostCursor(createdAt: 1_700_000_000, id: 7)
                counts.timelineGaps = [TimelineGap(above: 9, below: 8), TimelineGap(above: 6, below: 2)]
                return counts
            }(),
            openDraft: Draft(id: 5, mode: .repost, kind: .photo, targetPostID: 7, title: "t", text: "未完成的草稿",
                             place: "p", rating: 2, mediaPath: "/m\n/n", cursor: 3, updatedAt: 99, visibility: .friends),
            notice: nil,
            pictures: [PictureKey(address: "sample:p1.png", width: 2, height: 2, fills: true): .pixels(width: 2, height: 2, rgb: Array(0..<12)),
                       PictureKey(address: "https://wx1.sinaimg.cn/thumbnail/a.jpg", width: 3, height: 1, fills: false):
                        .pixels(width: 3, height: 1, rgb: Array(repeating: 7, count: 9))])
    }()

    private static let key = LaunchSnapshot.FileKey(fields: [163_840, 1_700_000_000, 123_456_789, 0, 1_700_000_000, 5])

    @Test("every field comes back as it was written")
    func roundTrip() throws {
        let bytes = try #require(LaunchSnapshot.encode(Self.everything, key: Self.key))
        #expect(LaunchSnapshot.decode(bytes, expecting: Self.key) == Self.everything)

        var bare = Self.everything
        bare.pictures = [:]
        bare.localUser = nil
        bare.openDraft = nil
        bare.timeline = .success([])
        let bareBytes = try #require(LaunchSnapshot.encode(bare, key: Self.key))
        #expect(LaunchSnapshot.decode(bareBytes, expecting: Self.key) == bare)
    }

    @Test("files that look different, another format, a failed timeline or unseen posts: no snapshot")
    func refusesWhatMightBeWrong() throws {
        let bytes = try #require(LaunchSnapshot.encode(Self.everything, key: Self.key))
        for index in Self.key.fields.indices {
            var other = Self.key
            other.fields[index] += 1
            #expect(LaunchSnapshot.decode(bytes, expecting: other) == nil, "key field \(index)")
        }
        var otherVersion = bytes
        otherVersion[LaunchSnapshot.magic.count] &+= 1
        #expect(LaunchSnapshot.decode(otherVersion, expecting: Self.key) == nil)

        var failed = Self.everything
        failed.timeline = .failure(TestFailure("disk"))
        #expect(LaunchSnapshot.encode(failed, key: Self.key) == nil)
        var unseen = Self.everything
        unseen.counts.unseenPosts = true
        #expect(LaunchSnapshot.encode(unseen, key: Self.key) == nil, "showing it would take the 首页 dot away")
    }

    @Test("first screens are equal when they show the same, failures by what they say")
    func firstScreenEquality() {
        var failed = Self.everything
        failed.timeline = .failure(TestFailure("disk I/O error"))
        var sameFailure = Self.everything
        sameFailure.timeline = .failure(TestFailure("disk I/O error"))
        var otherFailure = Self.everything
        otherFailure.timeline = .failure(TestFailure("database is locked"))
        #expect(failed == sameFailure)
        #expect(failed != otherFailure)
        #expect(failed != Self.everything)
        var noticed = Self.everything
        noticed.notice = "搜索记录已重置"
        #expect(noticed != Self.everything)
    }

    @Test("a torn or damaged file is refused, never misread and never a crash")
    func damagedBytes() throws {
        let bytes = try #require(LaunchSnapshot.encode(Self.everything, key: Self.key))
        for length in 0..<bytes.count {
            #expect(LaunchSnapshot.decode(Array(bytes[..<length]), expecting: Self.key) == nil, "cut at \(length)")
        }
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0x20
            #expect(LaunchSnapshot.decode(flipped, expecting: Self.key) == nil, "byte \(index) flipped")
        }
        #expect(LaunchSnapshot.decode(bytes + [0], expecting: Self.key) == nil)
    }

    @Test("the payload reader stops at anything out of place, checksum aside")
    func readerBounds() {
        // Past the checksum, straight at the reader: lengths beyond the end,
        // a bool that is neither 0 nor 1, an unknown kind, a nested original.
        var long = SnapshotWriter()
        long.int(Int64.max)
        var reader = SnapshotReader(long.bytes)
        #expect(throws: SnapshotReader.Malformed.self) { try reader.string() }

        reader = SnapshotReader([2])
        #expect(throws: SnapshotReader.Malformed.self) { try reader.bool() }

        // A picture whose pixels are not width × height × 3, or too many.
        for (width, height, count) in [(2, 2, 11), (0, 1, 0), (80, 80, 80 * 80 * 3)] {
            var picture = SnapshotWriter()
            picture.string("sample:p1.png")
            for value in [2, 2] { picture.int(value) }
            picture.bool(true)
            for value in [width, height, count] { picture.int(value) }
            reader = SnapshotReader(picture.bytes + [UInt8](repeating: 1, count: count))
            #expect(throws: SnapshotReader.Malformed.self) { try reader.picture() }
        }

        var kind = SnapshotWriter()
        kind.string("notAKind")
        reader = SnapshotReader(kind.bytes)
        #expect(throws: SnapshotReader.Malformed.self) { try reader.raw(PostKind.self) }

        var nested = Self.everything
        var posts = try! nested.timeline.get()
        let second = posts[1]
        posts[0].original?.original = second
        nested.timeline = .success(posts)
        var writer = SnapshotWriter()
        writer.post(posts[0])
        reader = SnapshotReader(writer.bytes)
        #expect(throws: SnapshotReader.Malformed.self) { try reader.post() }
    }

    @Test("left by a clean exit, found by the next start, gone after any write")
    func lifecycle() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let first = store.firstScreen()
            store.closeLeavingSnapshot()
            let path = dir + "/" + LaunchSnapshot.fileName
            #expect(mode(path) == 0o600)
            #expect(!fileExists(path + ".tmp"))
            #expect(LaunchSnapshot.load(dataDirectory: dir) == first)

            // Opening and reading write nothing, so it still holds.
            let reopened = try openTestStore(dir)
            #expect(reopened.firstScreen() == first)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == first)

            // Any commit, here by a connection of its own, changes the files.
            let other = try openTestStore(dir)
            _ = try other.publish(Draft(text: "另一个进程发的"))
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil)
            other.close()
            reopened.close()
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil)
        }
    }

    @Test("a clean exit keeps the decoded pictures of the first page, so the next first frame draws them")
    func keepsThePictures() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            _ = try store.publish(Draft(kind: .photo, text: "一张图", mediaPath: "sample:p1.png"))
            let posts = try store.firstScreen().timeline.get()
            let address = try #require(posts.flatMap(\.pictureAddresses).first)
            let key = PictureKey(address: address, width: 4, height: 4, fills: true)
            let elsewhere = PictureKey(address: "sample:not-on-the-first-page.png", width: 4, height: 4, fills: true)
            var board = PictureBoard()
            for key in [key, elsewhere] { board.store(.pixels(width: 4, height: 4, rgb: Array(repeating: 9, count: 48)), for: key) }
            store.closeLeavingSnapshot(pictures: board)
            let left = try #require(LaunchSnapshot.load(dataDirectory: dir))
            #expect(left.pictures == [key: .pixels(width: 4, height: 4, rgb: Array(repeating: 9, count: 48))])
        }
    }

    @Test("an account's store leaves its own snapshot, never shown for the sample (or the other way round)")
    func accountSnapshot() throws {
        try withTemporaryDirectory { dir in
            let sample = try openTestStore(dir)
            let sampleFirst = sample.firstScreen()
            sample.closeLeavingSnapshot()
            let account = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户")
            try account.saveFetched(users: [User(id: "2001", name: "晴天小猫")],
                                    timeline: [Post(id: 9, userID: "2001", authorName: "晴天小猫", text: "账号里的", createdAt: 1_000)])
            let accountFirst = account.firstScreen()
            account.closeLeavingSnapshot()
            let file = Store.accountFileName(uid: 1001)
            #expect(mode(dir + "/first-screen-account-1001.snapshot") == 0o600)
            #expect(LaunchSnapshot.load(dataDirectory: dir, storeFile: file) == accountFirst)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == sampleFirst)
            #expect(accountFirst != sampleFirst)
            // A sync by another process changes the account's files: its snapshot no longer holds.
            let other = try Store.openAccount(dataDirectory: dir, uid: 1001, name: "测试用户")
            try other.saveFetched(users: [], timeline: [Post(id: 10, userID: "2001", authorName: "晴天小猫", text: "新的", createdAt: 2_000)])
            other.close()
            #expect(LaunchSnapshot.load(dataDirectory: dir, storeFile: file) == nil)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == sampleFirst)
        }
    }

    @Test("what is not a snapshot file is ignored")
    func notAFile() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            store.close()
            let path = dir + "/" + LaunchSnapshot.fileName
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "none yet")
            mkdir(path, 0o700)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "a folder")
            rmdir(path)
            writeBytes(path, [])
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "empty")
            writeBytes(path, Array("not a snapshot".utf8))
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "text")
            symlink("/dev/zero", path + ".link")
            rename(path + ".link", path)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "a link")
            unlink(path)
            // Opening a FIFO for reading would wait for a writer: a hang
            // before the terminal is taken, had this test no answer.
            mkfifo(path, 0o600)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "a FIFO")
            unlink(path)
            // 50 MB (sparse) of nothing like a snapshot: refused by its size, unread.
            writeBytes(path, Array("WBTUSNAP".utf8))
            #expect(truncate(path, 50 << 20) == 0)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil, "50 MB")
        }
    }

    @Test("a link to a real snapshot is not followed")
    func linkToASnapshot() throws {
        try withTemporaryDirectory { dir in
            try openTestStore(dir).closeLeavingSnapshot()
            let path = dir + "/" + LaunchSnapshot.fileName
            #expect(LaunchSnapshot.load(dataDirectory: dir) != nil)
            rename(path, dir + "/elsewhere")
            symlink(dir + "/elsewhere", path)
            #expect(LaunchSnapshot.load(dataDirectory: dir) == nil)
        }
    }

    @Test("a write by another process while the first screen is read leaves no stale snapshot")
    func writeWhileLeaving() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            store.closeLeavingSnapshot(afterReading: {
                // As `weibo-tui post` would: a connection of its own commits and exits.
                let other = try! openTestStore(dir)
                _ = try! other.publish(Draft(text: "离开时另一个进程发的"))
                other.close()
            })
            let left = LaunchSnapshot.load(dataDirectory: dir)
            let reopened = try openTestStore(dir)
            let current = reopened.firstScreen()
            reopened.close()
            #expect(try current.timeline.get().first?.text == "离开时另一个进程发的")
            #expect(left == nil || left == current, "the snapshot shows a screen the store no longer holds")
        }
    }
}
