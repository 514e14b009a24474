/// Replies in the Open API's documented shapes, written for these tests
/// (made-up people and text). Times are `+0800` as the API writes them.
enum Fixtures {
    /// 2^53 + 1: a double cannot hold it, so only an exact reader gets it back.
    static let bigID: Int64 = 9_007_199_254_740_993
    /// Far above 2^53, given only as `idstr` plus a rounded `id`.
    static let hugeID: Int64 = 4_611_686_018_427_387_907

    /// Two posts: a repost (of a post with pictures) with every field, then
    /// a plain one with no counts at all and a bare `id` above 2^53; more pages follow.
    static let homeTimeline = """
    {
      "statuses": [
        {
          "created_at": "Mon Mar 04 09:05:07 +0800 2024",
          "id": 4611686018427387904,
          "idstr": "4611686018427387907",
          "mid": "4611686018427387907",
          "text": "转发一下 //@山间小路: 好看",
          "source": "<a href=\\"http://app.example\\" rel=\\"nofollow\\">小米&amp;手机</a>",
          "favorited": false,
          "truncated": false,
          "reposts_count": 3,
          "comments_count": 12,
          "attitudes_count": 40,
          "isLongText": false,
          "pic_urls": [],
          "user": {"id": 1001, "idstr": "1001", "screen_name": "晴天小猫", "name": "晴天小猫",
                   "description": "爱拍照", "followers_count": 120, "friends_count": 80, "statuses_count": 9},
          "retweeted_status": {
            "created_at": "Sun Mar 03 22:00:00 +0800 2024",
            "id": 2002,
            "idstr": "2002",
            "text": "今天的晚霞,长文请看全文",
            "source": "微博 weibo.com</a>",
            "reposts_count": 1,
            "comments_count": "4",
            "isLongText": true,
            "pic_urls": [{"thumbnail_pic": "http://img.example/thumb/a.jpg"},
                         {"thumbnail_pic": "http://img.example/thumb/b.jpg"}],
            "user": {"id": 1002, "screen_name": "山间小路"}
          }
        },
        {
          "created_at": "Sat Feb 29 23:59:59 +0800 2020",
          "id": 9007199254740993,
          "text": "no counts here",
          "user": {"id": 1003, "screen_name": "lee"}
        }
      ],
      "hasvisible": false,
      "previous_cursor": 0,
      "next_cursor": 9007199254740992,
      "total_number": 150
    }
    """

    /// The last page: an old post whose original was deleted.
    static let lastPage = """
    {"statuses": [{"created_at": "Thu Jan 01 08:00:00 +0800 1970", "id": 5, "idstr": "5", "text": "转发微博",
      "user": {"id": 1001, "screen_name": "晴天小猫"},
      "retweeted_status": {"created_at": "Thu Jan 01 08:00:00 +0800 1970", "id": 4, "idstr": "4",
        "text": "此微博已被作者删除。", "deleted": "1"}}],
     "previous_cursor": 0, "next_cursor": 0, "total_number": 150}
    """

    static let emptyPage = #"{"statuses": [], "previous_cursor": 0, "next_cursor": 0, "total_number": 0}"#

    /// Comments under post 2002: a reply to an earlier comment, and the earlier one.
    static let comments = """
    {"comments": [
      {"created_at": "Mon Mar 04 10:00:00 +0800 2024", "id": 3002, "idstr": "3002", "text": "回复@晴天小猫:谢谢",
       "source": "<a href=\\"http://weibo.example\\">网页</a>",
       "user": {"id": 1002, "screen_name": "山间小路"},
       "status": {"created_at": "Sun Mar 03 22:00:00 +0800 2024", "id": 2002, "text": "今天的晚霞", "user": {"id": 1002, "screen_name": "山间小路"}},
       "reply_comment": {"created_at": "Mon Mar 04 09:30:00 +0800 2024", "id": 3001, "text": "真美", "user": {"id": 1001, "screen_name": "晴天小猫"}}},
      {"created_at": "Mon Mar 04 09:30:00 +0800 2024", "id": 3001, "idstr": "3001", "text": "真美",
       "user": {"id": 1001, "screen_name": "晴天小猫"},
       "status": {"created_at": "Sun Mar 03 22:00:00 +0800 2024", "id": 2002, "text": "今天的晚霞", "user": {"id": 1002, "screen_name": "山间小路"}}}
    ], "previous_cursor": 0, "next_cursor": 0, "total_number": 2}
    """

    /// `comments/show` page 1 of a post's 40 comments, newest first (按时间
    /// on an Open API account): one without a writer cannot be read; the
    /// next page starts at `next_cursor`.
    static let newestComments = """
    {"comments": [
      {"created_at": "Mon Mar 04 10:05:00 +0800 2024", "id": 3010, "idstr": "3010", "text": "刚看到，好看",
       "source": "<a href=\\"http://weibo.example\\">微博 weibo.com</a>", "user": {"id": 1003, "screen_name": "lee_walks"},
       "status": {"created_at": "Sun Mar 03 22:00:00 +0800 2024", "id": 2002, "text": "今天的晚霞", "user": {"id": 1002, "screen_name": "山间小路"}}},
      {"created_at": "Mon Mar 04 10:04:00 +0800 2024", "id": 3009, "idstr": "3009", "text": "已删除的用户说"},
      {"created_at": "Mon Mar 04 10:00:00 +0800 2024", "id": 3002, "idstr": "3002", "text": "回复@晴天小猫:谢谢",
       "user": {"id": 1002, "screen_name": "山间小路"},
       "reply_comment": {"created_at": "Mon Mar 04 09:30:00 +0800 2024", "id": 3001, "text": "真美", "user": {"id": 1001, "screen_name": "晴天小猫"}}}
    ], "marks": [], "hasvisible": false, "previous_cursor": 0, "next_cursor": 3001, "previous_cursor_str": "0", "next_cursor_str": "3001",
    "total_number": 40, "since_id": 0, "max_id": 3001, "since_id_str": "0", "max_id_str": "3001"}
    """

    static let user = """
    {"id": 1001, "idstr": "1001", "screen_name": "晴天小猫", "name": "晴天小猫", "description": "爱拍照",
     "followers_count": 120, "friends_count": 80, "statuses_count": 9, "created_at": "Fri Aug 28 00:00:00 +0800 2009"}
    """

    static let unread = #"{"status": 0, "follower": 2, "cmt": 3, "dm": 1, "mention_status": 4, "mention_cmt": 5, "group": 0, "notice": 0, "invite": 0, "badge": 0, "photo": 0}"#

    static let tokenInfo = #"{"uid": 1001, "appkey": "2233445566", "scope": null, "create_at": 1700000000, "expire_in": 157679471}"#

    /// The uid is a string here, as the API sends it.
    static let accessToken = #"{"access_token": "2.00SeCrEtToKeN", "remind_in": "157679999", "expires_in": 157679999, "uid": "1001"}"#

    // MARK: Errors

    static func error(_ code: String, _ text: String, request: String = "/2/statuses/home_timeline.json") -> String {
        #"{"error": "\#(text)", "error_code": \#(code), "request": "\#(request)"}"#
    }

    static let oauthError = #"{"error": "invalid_grant", "error_code": 21325, "error_description": "invalid authorization code"}"#

    static let badGatewayPage = """
    <html>
    <head><title>502 Bad Gateway</title></head>
    <body><center><h1>502 Bad Gateway</h1></center></body>
    </html>
    """
}

extension String {
    var bytes: [UInt8] { Array(utf8) }
}
