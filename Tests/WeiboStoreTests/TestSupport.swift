import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// A fresh folder under /tmp, removed when the test's closure returns.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    var template = Array("/tmp/weibo-store-test.XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer in
        mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    guard let path else { throw TestFailure("mkdtemp failed") }
    defer { removeTree(path) }
    return try body(path)
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `rm -rf`, restoring permissions first so read-only folders go too.
func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        chmod(path, 0o700)
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

func writeBytes(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "wb")!
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
}

/// Permission bits of `path` (e.g. 0o600).
func mode(_ path: String) -> mode_t {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return info.st_mode & 0o7777
}

/// Fixed "now" for deterministic seeding: 2024-06-01 12:00:00 UTC.
let fixedNow: Int64 = 1_717_243_200

/// A small, known sample: the repost (p003) is listed before its original
/// (p004), and p001/p002 share a minute so the id tie-break matters.
let testSampleJSON = """
    {"localUser":"u_me",
     "users":[
       {"id":"u_me","name":"我","bio":"本地用户","following":123,"followers":45678},
       {"id":"u_a","name":"阿猫","bio":"","following":1,"followers":2},
       {"id":"u_b","name":"Bob","following":0,"followers":0}],
     "posts":[
       {"id":"p001","user":"u_a","text":"第一条","minutesAgo":3,"source":"iPhone 15 Pro","reposts":0,"comments":12,"likes":34500,"liked":false,"repostOf":null},
       {"id":"p002","user":"u_b","text":"second, same minute","minutesAgo":3,"source":"Android","reposts":1,"comments":0,"likes":0,"liked":true,"repostOf":null},
       {"id":"p003","user":"u_me","text":"转发微博","minutesAgo":10,"source":"weibo-tui","reposts":0,"comments":0,"likes":0,"liked":false,"repostOf":"p004"},
       {"id":"p004","user":"u_a","text":"原文","minutesAgo":60},
       {"id":"p005","user":"u_b","text":"old","minutesAgo":525600}],
     "comments":[{"id":"c001","post":"p001","user":"u_b","text":"好","minutesAgo":2}],
     "likes":[{"post":"p001","user":"u_b","minutesAgo":5}],
     "conversations":[],
     "hotSearches":["热搜"]
    }
    """

/// Opens a store in `directory` seeded from `json` with the fixed clock.
func openTestStore(
    _ directory: String, json: String = testSampleJSON, now: Int64 = fixedNow
) throws -> Store {
    try Store.open(dataDirectory: directory, clock: { now }, sample: { try SampleData.decode(json) })
}

/// A plain connection for poking at the file behind the store's back.
func rawDatabase(_ path: String) throws -> Database {
    try Database(path: path, flags: [.readWrite], configure: false)
}
