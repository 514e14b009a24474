import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// Issue 29: `--data-dir LINK/data`, or a HOME, XDG_DATA_HOME or
/// ~/.local/share that is a link, failed with "unable to open database
/// file" and left an empty weibo.sqlite behind. The store is opened with
/// SQLITE_OPEN_NOFOLLOW, which refuses a link in any part of the path, not
/// only at the file; the folder is now resolved before SQLite sees it.
/// Links *at* the store's files are still refused.
@Suite("A data folder reached through symbolic links", .english)
struct DataFolderLinkTests {
    @Test("a data folder under a linked parent is created, opens, and opens again; SQLite sees the resolved path")
    func linkedParent() throws {
        try withTemporaryDirectory { root in
            mkdir(root + "/real", 0o700)
            symlink(root + "/real", root + "/link")
            let store = try openTestStore(root + "/link/data")
            #expect(store.dataDirectory == root + "/real/data")
            #expect(store.databasePath == root + "/real/data/weibo.sqlite")
            try store.setSetting("k", "v")
            store.close()
            let again = try openTestStore(root + "/link/data")
            #expect(try again.setting("k") == "v")
            again.close()
        }
    }

    @Test("a data folder that is itself a link (to a link, relative) opens")
    func linkedFolder() throws {
        try withTemporaryDirectory { root in
            mkdir(root + "/elsewhere", 0o700)
            symlink("elsewhere", root + "/hop")
            symlink(root + "/hop", root + "/data")
            let store = try openTestStore(root + "/data")
            #expect(store.databasePath == root + "/elsewhere/weibo.sqlite")
            store.close()
            #expect(try openTestStore(root + "/data/").schemaVersion() == Schema.latestVersion)
        }
    }

    @Test("through a linked folder: an account's store, the account file and the picture cache")
    func everyFileThroughALink() throws {
        try withTemporaryDirectory { root in
            mkdir(root + "/real", 0o700)
            symlink(root + "/real", root + "/link")
            let folder = root + "/link/data"
            let account = Account(uid: 1001, screenName: "测试用户", accessToken: "t", expiresAt: 1)
            let store = try Store.openAccount(dataDirectory: folder, account: account, clock: { fixedNow })
            #expect(store.databasePath == root + "/real/data/account-1001.sqlite")
            store.close()
            let web = Account(webUID: 6001, screenName: "网页", cookies: "SUB=x", st: "s")
            try Store.openAccount(dataDirectory: folder, account: web, clock: { fixedNow }).close()
            #expect(fileExists(root + "/real/data/web-6001.sqlite"))
            try AccountFile.write(account, dataDirectory: folder)
            #expect(try AccountFile.read(dataDirectory: folder) == account)
            let cache = try PictureCache(dataDirectory: folder)
            try cache.store([1, 2, 3], for: "http://img.example/1.jpg")
            #expect(cache.lookup("http://img.example/1.jpg") == .bytes([1, 2, 3]))
        }
    }

    @Test("a link at the store, in a folder reached through a link, is still refused, naming it; nothing is created",
          arguments: ["weibo.sqlite", "account-1001.sqlite"])
    func linkAtTheStoreStillRefused(_ name: String) throws {
        try withTemporaryDirectory { root in
            mkdir(root + "/real", 0o700)
            mkdir(root + "/real/data", 0o700)
            symlink(root + "/real", root + "/link")
            let link = root + "/real/data/" + name
            let target = root + "/elsewhere.sqlite"
            symlink(target, link)
            let error = #expect(throws: StoreError.self) {
                if name == "weibo.sqlite" {
                    try openTestStore(root + "/link/data")
                } else {
                    try Store.openAccount(dataDirectory: root + "/link/data", uid: 1001, name: "测试用户", clock: { fixedNow })
                }
            }
            #expect(error?.kind == .symbolicLink && error?.path == link, "\(error?.message ?? "opened")")
            #expect(error?.message.hasPrefix("weibo-tui: \(link) is a symbolic link") == true)
            #expect(!fileExists(target))
        }
    }

    /// The empty file is what a refusal used to leave: `createIfMissing`
    /// made it before SQLite was asked.
    @Test("a store refused before it exists leaves no empty file: a link or a folder beside it",
          arguments: ["-wal", "-shm", "-journal"], [true, false])
    func refusalCreatesNothing(_ suffix: String, link: Bool) throws {
        try withTemporaryDirectory { root in
            let side = root + "/weibo.sqlite" + suffix
            if link {
                symlink(root + "/elsewhere", side)
            } else {
                mkdir(side, 0o700)
            }
            let error = #expect(throws: StoreError.self) { try openTestStore(root) }
            #expect(error?.kind == (link ? .symbolicLink : .notARegularFile) && error?.path == side, "\(error?.message ?? "opened")")
            var info = stat()
            #expect(lstat(root + "/weibo.sqlite", &info) != 0, "no weibo.sqlite left behind")
            #expect(!fileExists(root + "/elsewhere"))
        }
    }
}
