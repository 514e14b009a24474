import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// Reading the config file from disk: what is there, what is not, and what
/// must never hold up the start.
@Suite("config file on disk")
struct ConfigFileTests {
    /// A fresh folder for one test, removed after it.
    func withFolder(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/weibo-config-test.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        let folder = try #require(made)
        defer { _ = system("rm -rf '\(folder)'") }
        try body(folder)
    }

    func write(_ text: String, to path: String) throws {
        let file = try #require(fopen(path, "w"))
        fputs(text, file)
        fclose(file)
    }

    @Test("a regular file's bytes; none there is missing, not a problem")
    func regularAndMissing() throws {
        try withFolder { folder in
            try write("bind posts x like\n", to: folder + "/config")
            #expect(ConfigFile.read(folder + "/config") == .bytes(Array("bind posts x like\n".utf8)))
            #expect(ConfigFile.read(folder + "/nothing") == .missing)
            #expect(ConfigFile.read(folder + "/no/such/folder/config") == .missing)
        }
    }

    @Test("a FIFO is refused at once instead of hanging the start; so is a folder")
    func notRegular() throws {
        try withFolder { folder in
            #expect(mkfifo(folder + "/fifo", 0o600) == 0)
            #expect(ConfigFile.read(folder + "/fifo") == .unreadable("不是普通文件"))
            #expect(ConfigFile.read(folder) == .unreadable("不是普通文件"))
        }
    }

    @Test("a file too large to be a config is refused")
    func tooLarge() throws {
        try withFolder { folder in
            try write(String(repeating: "# padding line\n", count: 80_000), to: folder + "/big")
            #expect(ConfigFile.read(folder + "/big") == .unreadable("作为配置文件太大（超过 1 MiB）"))
        }
    }

    /// Root reads anything, so this one runs only for another user.
    @Test("a file it may not read is a problem with the reason", .enabled(if: getuid() != 0))
    func unreadable() throws {
        try withFolder { folder in
            try write("bind posts x like\n", to: folder + "/config")
            chmod(folder + "/config", 0)
            #expect(ConfigFile.read(folder + "/config") == .unreadable("permission denied"))
        }
    }
}
