import Glibc
import Testing
@testable import WeiboStore

/// The account file holds the token: owner-only, written whole, never
/// through a link.
@Suite("The account file", .english)
struct AccountFileTests {
    let account = Account(uid: 5_000_000_000_000_000_001, screenName: "测试用户", accessToken: "secret-token-abc",
                          expiresAt: 1_900_000_000, appKey: "key", appSecret: "secret-of-app")

    @Test func roundTripsEveryField() throws {
        try withTemporaryDirectory { dir in
            #expect(try AccountFile.read(dataDirectory: dir) == nil)
            try AccountFile.write(account, dataDirectory: dir)
            #expect(try AccountFile.read(dataDirectory: dir) == account)
            var other = account
            other.screenName = "改名"
            other.appKey = nil
            other.appSecret = nil
            try AccountFile.write(other, dataDirectory: dir)
            #expect(try AccountFile.read(dataDirectory: dir) == other)
            #expect(!fileExists(dir + "/account.json.new"))
        }
    }

    /// The file keeps the form JSONEncoder (pretty, sorted keys) gave it
    /// before Foundation left the binary, absent optionals left out.
    @Test func isWrittenPrettyWithSortedKeys() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            #expect(String(decoding: readBytes(dir + "/account.json") ?? [], as: UTF8.self) == """
                {
                  "accessToken" : "secret-token-abc",
                  "appKey" : "key",
                  "appSecret" : "secret-of-app",
                  "expiresAt" : 1900000000,
                  "kind" : "open_api",
                  "screenName" : "测试用户",
                  "uid" : 5000000000000000001
                }

                """)
        }
    }

    /// What JSONEncoder wrote reads back: its `\/` escapes, a file from
    /// before there were two kinds (no `kind`, an Open API token), a null.
    @Test func readsFilesTheOldEncoderWrote() throws {
        try withTemporaryDirectory { dir in
            writeBytes(dir + "/account.json", Array(#"""
                {"accessToken":"a\/b","appKey":null,"expiresAt":7,"screenName":"\u6d4b","uid":42}
                """#.utf8))
            let read = try #require(try AccountFile.read(dataDirectory: dir))
            #expect(read == Account(uid: 42, screenName: "测", accessToken: "a/b", expiresAt: 7))
            writeBytes(dir + "/account.json", Array(#"{"kind":"web","uid":1,"screenName":"w","cookies":"SUB=1"}"#.utf8))
            #expect(try AccountFile.read(dataDirectory: dir) == Account(webUID: 1, screenName: "w", cookies: "SUB=1", st: nil))
            writeBytes(dir + "/account.json", Array(#"{"kind":"other","uid":1,"screenName":"w"}"#.utf8))
            #expect(throws: StoreError.self) { try AccountFile.read(dataDirectory: dir) }
        }
    }

    @Test func isOwnerOnlyWhateverTheUmask() throws {
        try withTemporaryDirectory { dir in
            let old = umask(0)
            defer { umask(old) }
            try AccountFile.write(account, dataDirectory: dir + "/new-folder")
            #expect(mode(dir + "/new-folder/account.json") == 0o600)
            #expect(mode(dir + "/new-folder") == 0o700)
        }
    }

    @Test func aWidenedFileIsMadePrivateOnRead() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            chmod(dir + "/account.json", 0o644)
            _ = try AccountFile.read(dataDirectory: dir)
            #expect(mode(dir + "/account.json") == 0o600)
        }
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        try withTemporaryDirectory { dir in
            let target = dir + "/elsewhere.json"
            writeBytes(target, Array("{}".utf8))
            symlink(target, dir + "/account.json")
            let reading = #expect(throws: StoreError.self) { try AccountFile.read(dataDirectory: dir) }
            #expect(reading?.kind == .symbolicLink)
            let writing = #expect(throws: StoreError.self) { try AccountFile.write(account, dataDirectory: dir) }
            #expect(writing?.kind == .symbolicLink)
            #expect(readBytes(target) == Array("{}".utf8))
            #expect(writing?.message.contains("secret") == false)
        }
    }

    @Test func aDamagedFileSaysLogInAgainWithoutItsContents() throws {
        try withTemporaryDirectory { dir in
            writeBytes(dir + "/account.json", Array("{\"accessToken\": \"secret-token-abc\"".utf8))
            let error = #expect(throws: StoreError.self) { try AccountFile.read(dataDirectory: dir) }
            #expect(error?.message.contains("log in again") == true)
            #expect(error?.message.contains("secret-token-abc") == false)
        }
    }

    @Test func removeForgetsItOnce() throws {
        try withTemporaryDirectory { dir in
            try AccountFile.write(account, dataDirectory: dir)
            #expect(try AccountFile.remove(dataDirectory: dir))
            #expect(try !AccountFile.remove(dataDirectory: dir))
            #expect(try AccountFile.read(dataDirectory: dir) == nil)
        }
    }

    @Test func describingAnAccountHidesTheSecrets() {
        let text = "\(account) \(String(reflecting: account))"
        #expect(!text.contains("secret"))
        #expect(text.contains("5000000000000000001"))
    }
}
