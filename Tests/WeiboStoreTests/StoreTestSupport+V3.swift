import Testing
import WeiboCore
@testable import WeiboStore

/// The small test sample plus message-centre content: p003 and p008 are
/// the local user's (我) posts; u_a and u_b comment on it, like it, mention @我, and
/// write to 我 in two conversations. Recent items (under a day old) start
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
