import WeiboAPI
import WeiboCore

/// 分组 on a web session: the groups from weibo.com (the mobile web names
/// none), a group's posts from m.weibo.cn first and weibo.com second.
extension WebBackend {
    func feedGroups() throws(RemoteFailure) -> RemotePage<FeedGroup> {
        try ask(desktop { () throws(RemoteFailure) in RemotePage(try call(.desktopGroups(), WebResponse.desktopGroups)) })
    }

    func groupTimeline(_ gid: String, cursor: RemoteCursor?) throws(RemoteFailure) -> RemotePage<WeiboStatus> {
        try ask(mobile { () throws(RemoteFailure) in
            RemotePage(try call(.groupTimeline(gid: gid, cursor: cursor?.web), WebResponse.friendsTimeline))
        }, desktop { () throws(RemoteFailure) in
            RemotePage(try call(.desktopGroupTimeline(gid: gid, cursor: cursor?.web), WebResponse.desktopTimeline))
        })
    }
}
