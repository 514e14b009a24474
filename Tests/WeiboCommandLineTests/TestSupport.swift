import Foundation
import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

// The store fixtures the command tests run against: the same small samples
// as WeiboStoreTests (kept equal by hand; test targets cannot share files).

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

/// unread unless they say otherwise.
let activitySampleJSON = testSampleJSON
    .replacingOccurrences(
        of: "{\"id\":\"p005\",\"user\":\"u_b\",\"text\":\"old\",\"minutesAgo\":525600}",
        with: """
            {"id":"p005","user":"u_b","text":"old","minutesAgo":525600},
            {"id":"p006","user":"u_a","text":"@我 快来看","minutesAgo":30},
            {"id":"p007","user":"u_b","text":"很久以前 @我","minutesAgo":5000},
            {"id":"p008","user":"u_me","text":"我的另一条","minutesAgo":200}
            """)
    .replacingOccurrences(
        of: "\"comments\":[{\"id\":\"c001\",\"post\":\"p001\",\"user\":\"u_b\",\"text\":\"好\",\"minutesAgo\":2}]",
        with: """
            "comments":[{"id":"c001","post":"p001","user":"u_b","text":"好","minutesAgo":2},
              {"id":"c002","post":"p003","user":"u_a","text":"转得好","minutesAgo":8},
              {"id":"c003","post":"p003","user":"u_b","text":"@我 同感","minutesAgo":7},
              {"id":"c004","post":"p003","user":"u_me","text":"谢谢","minutesAgo":6},
              {"id":"c005","post":"p003","user":"u_b","text":"旧评论","minutesAgo":3000},
              {"id":"c006","post":"p003","user":"u_a","text":"已读过","minutesAgo":9,"read":true}]
            """)
    .replacingOccurrences(
        of: "\"likes\":[{\"post\":\"p001\",\"user\":\"u_b\",\"minutesAgo\":5}]",
        with: """
            "likes":[{"post":"p001","user":"u_b","minutesAgo":5},
              {"post":"p003","user":"u_a","minutesAgo":4},
              {"post":"p003","user":"u_b","minutesAgo":4000}]
            """)
    .replacingOccurrences(
        of: "\"conversations\":[]",
        with: """
            "conversations":[
              {"id":"d1","with":"u_a","messages":[
                {"from":"u_me","text":"在吗","minutesAgo":100,"read":true},
                {"from":"u_a","text":"在","minutesAgo":90,"read":true},
                {"from":"u_a","text":"晚上吃什么","minutesAgo":20,"read":false},
                {"from":"u_a","text":"火锅？","minutesAgo":19,"read":false}]},
              {"id":"d2","with":"u_b","messages":[
                {"from":"u_b","text":"hi","minutesAgo":60,"read":false},
                {"from":"u_me","text":"hello","minutesAgo":50}]}]
            """)

/// A store seeded from `activitySampleJSON`.
func openActivityStore(_ directory: String, now: Int64 = fixedNow) throws -> Store {
    try openTestStore(directory, json: activitySampleJSON, now: now)
}
