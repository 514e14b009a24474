import Glibc
import Testing
@testable import WeiboStore

@Suite("Data folder", .english)
struct DataDirectoryTests {
    @Test("--data-dir wins over everything")
    func overrideWins() throws {
        let path = try DataDirectory.resolve(
            override: "/srv/wb/", environment: ["XDG_DATA_HOME": "/xdg"], home: "/home/a")
        #expect(path == "/srv/wb")
    }

    @Test("a relative --data-dir is made absolute against the working folder")
    func relativeOverride() throws {
        #expect(try DataDirectory.resolve(override: "data", environment: [:], home: nil, currentDirectory: "/work") == "/work/data")
        #expect(throws: StoreError.self) { try DataDirectory.resolve(override: "", environment: [:], home: "/h") }
    }

    @Test("XDG_DATA_HOME when set and absolute")
    func xdg() throws {
        #expect(try DataDirectory.resolve(override: nil, environment: ["XDG_DATA_HOME": "/x/share"], home: "/home/a") == "/x/share/weibo-tui")
        #expect(try DataDirectory.resolve(override: nil, environment: ["XDG_DATA_HOME": "/x/share/"], home: "/home/a") == "/x/share/weibo-tui")
    }

    @Test("a relative or empty XDG_DATA_HOME is ignored, as the spec says")
    func xdgRelativeIgnored() throws {
        #expect(try DataDirectory.resolve(override: nil, environment: ["XDG_DATA_HOME": "rel/share"], home: "/home/a") == "/home/a/.local/share/weibo-tui")
        #expect(try DataDirectory.resolve(override: nil, environment: ["XDG_DATA_HOME": ""], home: "/home/a/") == "/home/a/.local/share/weibo-tui")
    }

    @Test("no override, no XDG, no home: a clear error")
    func nothingToGoOn() {
        let error = #expect(throws: StoreError.self) {
            try DataDirectory.resolve(override: nil, environment: [:], home: nil)
        }
        #expect(error?.kind == .dataDirectory)
        #expect(error?.message.contains("--data-dir") == true)
    }

    @Test("missing folders are created 0700, intermediates included; the database is 0600, WAL and SHM too")
    func modes() throws {
        try withTemporaryDirectory { root in
            let dir = root + "/a/b/weibo-tui"
            let store = try openTestStore(dir)
            #expect(mode(root + "/a") == 0o700)
            #expect(mode(root + "/a/b") == 0o700)
            #expect(mode(dir) == 0o700)
            #expect(store.databasePath == dir + "/weibo.sqlite")
            #expect(store.dataDirectory == dir)
            try store.setSetting("k", "v")  // a write keeps -wal and -shm around
            #expect(mode(store.databasePath) == 0o600)
            #expect(fileExists(store.databasePath + "-wal"))
            #expect(mode(store.databasePath + "-wal") == 0o600)
            #expect(mode(store.databasePath + "-shm") == 0o600)
        }
    }

    @Test("a data folder that is a file: a clear error naming it")
    func folderIsAFile() throws {
        try withTemporaryDirectory { root in
            let path = root + "/file"
            writeBytes(path, Array("hello".utf8))
            let error = #expect(throws: StoreError.self) { try openTestStore(path) }
            #expect(error?.kind == .dataDirectory)
            #expect(error?.message == "weibo-tui: data folder \(path) is a file, not a folder")
            let nested = #expect(throws: StoreError.self) { try openTestStore(path + "/sub") }
            #expect(nested?.message.contains(path + "/sub") == true)
            #expect(readBytes(path) == Array("hello".utf8))
        }
    }

    @Test("a data folder that cannot be created or written: a clear error naming it")
    func unwritable() throws {
        // /proc refuses mkdir even for root, who ignores permission bits.
        let error = #expect(throws: StoreError.self) { try openTestStore("/proc/weibo-tui-test") }
        #expect(error?.kind == .dataDirectory)
        #expect(error?.message.contains("/proc/weibo-tui-test") == true)
        // An existing folder without write permission (only meaningful when not root).
        if geteuid() != 0 {
            try withTemporaryDirectory { root in
                let dir = root + "/ro"
                mkdir(dir, 0o500)
                let error = #expect(throws: StoreError.self) { try openTestStore(dir) }
                #expect(error?.message == "weibo-tui: data folder \(dir) is not writable: Permission denied")
            }
        }
    }

    @Test("an existing folder keeps the mode the user gave it")
    func existingFolderMode() throws {
        try withTemporaryDirectory { root in
            let dir = root + "/mine"
            mkdir(dir, 0o755)
            chmod(dir, 0o755)
            _ = try openTestStore(dir)
            #expect(mode(dir) == 0o755)
            #expect(mode(dir + "/weibo.sqlite") == 0o600)
        }
    }
}
