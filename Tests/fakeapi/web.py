#!/usr/bin/env python3
"""A fake m.weibo.cn (the mobile web JSON API), weibo.com (the desktop
site's /ajax JSON, the web session's second route) and passport.weibo.com
(the QR sign-in) for the tests: the real reply shapes from one in-memory
state, with faults switchable while it runs.

Standard library only. Listens on 127.0.0.1 only. The Open API's fake is
server.py beside this file; the picture maker and the HTTP server class are
shared with it; weibo.com's replies are built in desktop.py beside this file.

Start:  python3 Tests/fakeapi/web.py [--posts N] [--port P]
            [--qr-scan-after K] [--qr-confirm-after K] [--qr-expiry S]
            [--desktop-base URL]
        The first line on stdout is the port (P, or the one the system picked
        for port 0, the default). Stop it with SIGTERM or SIGINT. One server
        plays both hosts: point WEIBO_TUI_WEB_BASE and WEIBO_TUI_PASSPORT_BASE
        at http://127.0.0.1:PORT. Every address it hands out (pictures, avatars,
        the sign-in page, the cross-domain URLs) is on that same base, so
        nothing a client follows leaves 127.0.0.1.
        The same server, on the same port, is weibo.com too: any path under
        /ajax/ is the desktop side, whatever host name it comes on. Point
        WEIBO_TUI_DESKTOP_BASE at http://localhost:PORT (a second host name
        for the same address, so a client's host-only cookies stay apart);
        --desktop-base URL (default http://localhost:PORT; the text PORT in it
        is replaced by the port) is the base of every address the weibo.com
        side hands out (its sign-in hop in the cross-domain list). Pictures,
        avatars and videos are one picture server's for both sides, as
        sinaimg.cn is for both sites: on BASE.

The account and its session
  uid 6001234567 ("测试用户"). A session is the cookie SUB; a write also needs
  the session's `st` token. At start one session is valid:
      Cookie: SUB=_2A25FakeSessionSUB6001234567; SUBP=0033WrSXqPxfM725Ws9jqgMF55529P9D9W
      st a1b2c3
  (what `login --cookie -` is given in the tests); it is good on both sides
  (m.weibo.cn's and weibo.com's). Weibo gives each site its own SUB: the QR
  flow below makes a new sign-in whose m.weibo.cn hops set one SUB (with an
  st of its own) and whose weibo.com hop sets another, each good on its own
  side only (a SUB sent to the other side is signed out there). The other people: uid
  6002000001 晴天小猫, 6002000002 山间小路 (followers_count "1.2万", a string as
  Weibo sends past ten thousand), 6002000003 lee_walks.
  Every user object (the card's userInfo, a post's or comment's user) carries
  Weibo's counts: statuses_count is a number, the posts here plus those each
  wrote before the fake's history (1233 for the account: its card says 1234 at
  start), follow_count a number, followers_count a number or text (the
  account's "1.5万").

The mobile web API (paths as on m.weibo.cn; replies {"ok": 1, "data": ...})
  Without a SUB good on this side (see "The account and its session") every
  path but api/config answers
      {"ok": -100, "url": "BASE/signin/welcome?entry=mweibo&r=..."}
  GET  /api/config        {"ok": 1, "data": {"login": true, "st", "uid": "6001234567",
                          "loginUrl"}}; without the session {"login": false, "loginUrl"}
                          and no st. A signed-in reply also sets the XSRF-TOKEN cookie.
  GET  /feed/group        gid, max_id -> data.statuses as feed/friends: the group's posts
                          (as ajax/feed/groupstimeline), 10 a page, paged by max_id as
                          feed/friends is (max_id, max_id_str: one below the page's
                          last id, 0 on the last page); page 1's second status is
                          unreadable.
  GET  /feed/friends      max_id: 20 posts with id <= max_id, newest first. data:
                          statuses, max_id (and max_id_str, next_cursor): one below
                          the page's last id, 0 on the last page; since_id (the
                          newest id), total_number. since_id in the request: only
                          posts newer than it (a refresh). created_at in the full
                          form (Mon Mar 04 08:00:00 +0800 2024), but the two oldest
                          generated posts (1 and 2) are dated by the day alone
                          (2024-03-04) in every reply, as Weibo dates older posts
                          on its lists: a client must read a day wherever a date is.
  GET  /api/container/getIndex
       containerid=100505UID (or type=uid&value=UID): data.userInfo, tabsInfo.
       containerid=107603UID: that person's posts, 10 a page, as cards (card_type 9
       with mblog; page 1 also holds a card_type 11 group that is not a post);
       cardlistInfo.since_id is the page's last id: pass it back as since_id for
       the posts older than it (page=N works too). created_at here is relative,
       as Weibo writes it on profiles: 刚刚, 5分钟前, 3小时前, 昨天 23:15, 03-04,
       2023-12-31 (by the server's clock, +0800). After the last page
       {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}.
       containerid=106003type=25&t=3&disable_hot=1&filter_type=realtimehot: 热搜榜,
       data.cards[0].card_group: first the pinned entry (a dot picture, no
       desc_extr), then the words of weibo.com's hotSearch in order, each with
       desc, desc_extr (the heat; the third as text "剧集 N"), pic
       ".../20170303_img_search_N.png" (its rank), icon ".../moter/flags/F_0.png"
       for its mark (1 新, 2 热, 4 爆, 16 沸; none without), actionlog.ext; one
       promotion among them (ext with "ads_word").
       containerid=100103type=1&q=WORD (综合) or 231522type=1&t=10&q=#T# (a
       topic's page), page_type=searchall, page=N: a search of all Weibo. The
       newest posts of the feed (25 of them, whatever the words: the fake has
       no index), 10 a page: page 1 opens with a card_type 10 user card (no
       post), then its posts as card_type 9 cards inside one card_type 11
       card_group, as the 综合 page groups them; later pages as plain
       card_type 9 cards. cardlistInfo.page is the next page, null on the
       last; past it {"ok": 0, "msg": "这里还没有内容"}.
       containerid=100103type=61&q=WORD (实时): as 综合, the same posts.
       containerid=100103type=3&q=WORD (用户), page_type=searchall, page=N:
       whoever's name holds WORD, then 13 made-up people named after it
       ("WORD粉丝N", uid 6003000000+N; the first verified; the twelfth has
       no screen_name), 10 a page; page 1 opens with a card of filters,
       then one card_type 11 card whose card_group holds card_type 10 items,
       each with "user" (followers_count as text: "1.1万"), desc1, desc2.
       cardlistInfo.page is the next page, null on the last.
       containerid=100103type=38&q=WORD (话题): 12 topics "#WORD话题N#" as
       card_type 8 cards (title_sub, desc1, desc2, scheme) in one card_group,
       10 a page; the eleventh's title_sub is empty.
       containerid=231051_-_followers_-_UID (whom UID follows) or
       231051_-_fans_-_UID (who follows UID): one card_type 11 card whose
       card_group holds card_type 10 items, each with "user"; 10 a page by
       `page`; past the end 这里还没有内容 as above. The account follows whom
       it follows now, and is followed by 晴天小猫; each other person follows
       and is followed by the other people, and the account as those two say.
  GET  /statuses/show     id (or bid): the post; a long post's text is still cut
                          (isLongText, "...<a href=\"/status/ID\">全文</a>").
                          Unknown: {"ok": 0, "errno": "20101", "msg": ...}.
  GET  /statuses/extend   id: data {"ok": 1, "longTextContent", the three counts}.
  GET  /comments/hotflow  id, mid, max_id, max_id_type: 10 root comments a page
                          (hottest first: most liked, then newest; a comment's
                          like_count is its id modulo 5), each with its replies in "comments"
                          (false when none) and total_number; data.max_id is an
                          opaque cursor, 0 on the last page. A post without
                          comments: {"ok": 0, "msg": "快来发表你的评论吧"}.
  GET  /api/statuses/repostTimeline  id, page: 10 reposts a page, data {data,
                          total_number, hot_total_number, max (pages)}; past the
                          end {"ok": 0, "msg": "还没有人转发过"}.
  GET  /api/attitudes/show  id, page: who liked the post, 10 a page, newest first
                          (the account when it does, those who liked it in
                          /message/attitude, then made-up 点赞用户N for the post's
                          own likes), data {data [{"id", "created_at", "attitude",
                          "user"}], total_number, max (pages)}; page 1 ends with
                          one like without a user (unreadable); past the end
                          {"ok": 0, "msg": "还没有人赞过"}.
  GET  /api/comments/show  id, page: the post's comments newest first, replies
                          among them (each with reply_id, the comment it answers,
                          and reply_text), 10 a page, data {data, total_number,
                          max (pages)}; page 1 ends with one comment without
                          created_at or user (unreadable); none or past the end
                          {"ok": 0, "msg": "还没有人评论"}.
  GET  /comments/hotFlowChild  cid, max_id, max_id_type: a root comment's replies,
                          oldest first, 10 a page, in "data" beside "ok" with
                          total_number, max_id (opaque, 0 on the last page) and
                          rootComment; the first page ends with one reply without
                          created_at or user (unreadable). Unknown cid: errno 20201.
  GET  /api/remind/unread data: cmt, status, follower, dm, mention_cmt,
                          mention_status, attitude, unreadmblog, uid, ...
  GET  /message/cmt, /message/mentionsAt, /message/mentionsCmt, /message/attitude
       page (from 1): 10 a page, newest first, data a list ([] past the end):
       comments on the account's posts by others (each with "status" and, for a
       reply, "reply_comment"); posts that @ the account; comments that @ it;
       likes of its posts ({"id", "created_at", "attitude", "user", "status"}).
       Reading page 1 of a list clears its unread count (cmt, mention_status,
       mention_cmt, attitude), as Weibo does.
  Writes: POST, form fields; the session cookie AND its st (form field `st`,
  or the X-XSRF-TOKEN header) or they are refused: no session -> ok -100 as
  above; a missing or wrong st -> {"ok": 0, "errno": "100006", "msg": "token校验失败"}.
  POST /api/statuses/uploadPic  multipart: type=json, st, the file as `pic` ->
       {"pic_id", "thumbnail_pic", "bmiddle_pic", "original_pic"} at the top
       level (no "ok", no "data"); no file -> errno "100001". Each upload is in
       /_state's "uploads" ({"pic_id", "name", "size", "sha1"}), in order.
  POST /api/statuses/update   content, picId (pic_ids joined by commas, in
       order; an unknown one -> errno "20016"), visible (0 public when left
       out, 1 only me, 6 friends circle) -> data: the new post, its pics those
       uploads in that order; each update is in /_state's "updates"
       ({"text", "pics", "visible"});
       the same text as the account's latest post -> errno "20019" (相同内容…);
       a content over 140 by Weibo's count is kept whole as a long post (its
       text the first 140 and "...全文", isLongText, whole in /statuses/extend)
  POST /api/comments/create   content, id or mid -> data: the new comment
  POST /api/comments/reply    content, id or mid, reply (the comment replied to),
       cid (its root; alone it is the one replied to) -> data: the new comment,
       text "回复@name:…", with reply_comment; listed under its root in hotflow
  POST /api/statuses/repost   content (default 转发微博), id or mid -> data: the new post
  POST /api/attitudes/create  id, attitude=heart -> data {"id", "attitude", "created_at"}
  POST /api/attitudes/destroy id, attitude=heart -> data {"id", "attitude"}
  POST /mblogDeal/addFavMblog  id, st (a form) -> {"ok": 1, "msg": "收藏成功"}, no data;
  POST /mblogDeal/delFavMblog  id, st -> {"ok": 1, "msg": "已取消收藏"}. Every post's
       "favorited" says whether it is a favourite. getIndex containerid=230259:
       the favourites, newest favourite first, 10 a page, cards of card_type 9.
  POST /api/friendships/create  uid -> data: the person (a user object), following true
  POST /api/friendships/destory uid (Weibo's spelling) -> data: the person, following false
       An unknown uid, or the account's own -> errno "20003" (用户不存在). Whom the
       account follows starts as everyone else; 晴天小猫 follows the account
       (follow_me true: 互相关注). Every user object says following and follow_me
       as they are now.
  Liking twice keeps one like. What is written comes back as HTML, what was
  typed escaped (`<b>&` -> `&lt;b&gt;&amp;`); it is stamped with the real time
  and appears at once in feed/friends, the account's 107603 cards, hotflow and
  the counts (attitudes_status 1 on a post the account likes). An unknown post
  -> errno "20101"; a missing field -> errno "100001".

The passport (paths as on passport.weibo.com, and the cross-domain steps)
  GET  /sso/v2/qrcode/image   -> {"retcode": 20000000, "msg": "succ", "data":
       {"qrid", "image": "BASE/inf/gen?...&data=SCAN_URL..."}}: the code to draw
       is the `data` parameter, https://passport.weibo.cn/signin/qrcode/scan?qr=QRID&…
       (/inf/gen itself is not served: a client encodes the text itself).
  GET  /sso/v2/qrcode/check   qrid -> by the code's state:
         waiting    50114001 未使用
         scanned    50114002 成功扫描，请在手机点击确认以登录
         confirmed  20000000 succ, data {"url": "BASE/sso/v2/login?…&alt=ALT-…&returntype=TEXT"}
                    (data {"alt": …} instead after POST /_qr {"confirm_shape": "alt"})
         expired    50114003 该二维码已过期，请重新扫描 (also for an unknown qrid)
         used       50114004 该二维码已被使用 (its alt was redeemed)
       A code is scanned from its K-th poll on (--qr-scan-after, default 2),
       confirmed from its K-th (--qr-confirm-after, default 4), and expires
       --qr-expiry seconds (default 180) after it was issued unless confirmed.
       A missing qrid -> 50114008.
  GET  /sso/v2/login          alt (returntype=TEXT) -> {"retcode": "0", "uid", "nick",
       "crossDomainUrlList": [BASE/wbsso/login?ticket=…, BASE/sso/crossdomain?…ticket=…,
       DESKTOP/ajaxlogin.php?framelogin=1&callback=…&ticket=…, BASE/]}; without
       returntype=TEXT a 302 to the first of them. A used or unknown alt ->
       {"retcode": "2093", "reason": "抱歉！登录失败，请稍候再试"}.
  GET  /wbsso/login, /sso/crossdomain  ticket -> 200, Set-Cookie SUB (the
       m.weibo.cn one), SUBP, ALF (host-only, Path=/, SUB HttpOnly). That SUB is
       valid for the mobile web API only once /sso/crossdomain (the weibo.cn
       step) has taken its ticket.
  GET  /ajaxlogin.php         ticket (weibo.com's hop, on DESKTOP) -> 200, Set-Cookie
       SUB (the weibo.com one, another value), SUBP, ALF and SSOLoginState, all
       host-only, Path=/. Each ticket works once; a spent one is a 302 to the
       sign-in page.
  GET  /signin/welcome, /sso/signin, /login.php  the sign-in page (HTML) the
                              ok -100 urls name.
  GET  /                      m.weibo.cn's page (HTML), the last cross-domain URL.

weibo.com's /ajax JSON (paths as on weibo.com; desktop.py builds the replies)
  Read from the same state as the mobile web API: the same posts, people,
  comments, likes and writes, so either route shows the same 首页. Ids and
  counts are numbers (idstr, mid beside them), created_at always the full form,
  `text_raw` (plain: @names, #topics, [emoticons], new lines; short links as
  http://t.cn/… with `url_struct` giving each one's long_url) beside the HTML
  `text`, `mblogid` the short id, `pic_ids` with `pic_infos` {pid: {thumbnail:
  BASE/wap180/NAME.png, bmiddle: BASE/orj360/…, large, original, largest,
  mw2000: BASE/large/…}}, a video's page_info with object_type "video",
  page_pic as text, media_info.mp4_720p_mp4…; a user has friends_count and a
  numeric followers_count (followers_count_str "1.5万").
  Signed out (no SUB good on this side): {"ok": -100, "url":
  "BASE/sso/signin?entry=miniblog&source=miniblog&url=DESKTOP/PATH…"}.
  A signed-in GET without an XSRF-TOKEN cookie is answered with
  Set-Cookie: XSRF-TOKEN=T; Path=/ (host-only). A write (POST) needs the header
  X-XSRF-TOKEN equal to that cookie (one this side handed out), else HTTP 403
  with an HTML "403 Forbidden" page, nothing stored. A refusal is
  {"ok": 0, "message", "error_code": N (a number)} (the mobile web's errno and
  msg in weibo.com's words), an unknown /ajax/ path HTTP 404 {"ok": 0,
  "message": "你访问的地址不存在", "error_code": 404}.
  GET  /ajax/config/get_config  {"ok": 1, "data": {"login": true, "uid": 6001234567,
                          "ab_test"}}, and the header x-log-uid: 6001234567.
  GET  /ajax/feed/friendstimeline  list_id (required: without it {"ok": 0, "message":
                          "Cannot read properties of undefined (reading 'slice')"}; any value
                          reads 首页), count (25, at most 50), max_id, since_id: beside
                          "ok": statuses, max_id (and max_id_str): one below the page's last
                          id, 0 on the last page; since_id (the newest), total_number.
  GET  /ajax/profile/info  uid -> data {"user", "tabList"}; unknown uid -> error_code 20003.
  GET  /ajax/statuses/mymblog  uid, page, feature -> data {"list" (20 a page, newest
                          first), "since_id", "total", "bottom_tips_text"}; past the end
                          "list": [] (ok 1).
  GET  /ajax/statuses/show     id (or mblogid) -> the post beside "ok"; unknown ->
                          {"ok": 0, "message": "该微博不存在或已被删除", "error_code": 20101}.
  GET  /ajax/statuses/longtext id -> data {"longTextContent" (plain), "url_struct"}.
  GET  /ajax/statuses/buildComments  id, max_id, count (20 at most), flow, is_reload,
                          uid, … -> beside "ok": data (root comments hottest first as hotflow, each
                          with text_raw, its replies in "comments" (a list), a reply's
                          reply_comment), max_id (opaque, 0 on the last page),
                          total_number; no comments: "data": [].
  GET  /ajax/statuses/repostTimeline id, page, count (10) -> beside "ok": data,
                          total_number, max_page; past the end "data": [].
       buildComments with flow=1: the root comments newest first, as above.
       buildComments with fetch_level=1 and a root comment's id: its replies, oldest
                          first, 20 a page, max_id as above; the first page ends
                          with one reply without created_at or user (unreadable).
  GET  /ajax/statuses/likeShow id, page, count (10), attitude_type, attitude_enable ->
                          beside "ok": data [{"user", "attitude_type", "created_at"}]
                          (/api/attitudes/show's likers), total_number, max_page;
                          page 1 ends with one like without a user (unreadable).
  GET  /ajax/feed/allGroups    beside "ok": groups [{"title", "group": [{"gid", "title",
                          …}]}]: 全部关注 10001UID, 最新微博 11000UID, 特别关注, 同学,
                          and one entry without a title (unreadable).
  GET  /ajax/feed/groupstimeline  list_id, max_id -> beside "ok": statuses (as
                          friendstimeline): the posts of 首页 by the group's person
                          (特别关注 10005UID: 晴天小猫; 同学: 山间小路), paged as
                          feed/group; page 1's second status is unreadable.
  GET  /ajax/side/hotSearch    data {"realtime": [{"word", "num", "realpos", "label_name",
                          …}] (one "is_ad" entry among them), "hotgov"}; answered
                          signed out too, as on weibo.com.
  POST /ajax/statuses/update   content -> data: the new post (the same 20019 repeat rule);
                          media: "{}" or a video's JSON {"type": "video", "media_id",
                          …}: a finished upload's media_id, else {"ok": 0,
                          "error_code": 20016, "message": "视频不存在"}; the update
                          in /_state's "updates" has "video": that media_id.
  POST /ajax/multimedia/dispatch  types=video, size -> {"ok": 1, "data": {"video":
                          {"init_url", "init_direct_url", "upload_url", "check_url"}}},
                          addresses on BASE (127.0.0.1) under /2/fileplatform/.
  The video upload host (/2/fileplatform/, side "upload"; no cookie is
  looked at, the log's "cookies" shows any sent and "up_auth" the X-Up-Auth
  header; the POST body is raw, never read as a form):
    init.json   query source, size, name, type=video, client; body the
                multipart/mixed biz_file part -> {"upload_id", "media_id" (a
                number), "auth", "strategy": {"upload_protocol": "binary",
                "chunk_size": 64 (KB), "chunk_retry": 3, …}}
    upload.json query upload_id, media_id, index, size, start_loc, count,
                check (the body's MD5); header X-Up-Auth -> {"result": true}; a
                size, MD5 or start_loc that does not match -> {"result": false,
                "error", "error_code"}; a wrong auth or ids -> {"error":
                "auth failed", "error_code": 10003}
    check.json  action=finish, count, upload_id, media_id; X-Up-Auth ->
                {"result": true, "media_id"} when chunks 0..count-1 are there and
                add up to size, else {"error": "chunks missing"}
  /_state's "videos" lists the uploads ({"media_id", "upload_id", "name",
  "size", "finished", "md5", "chunk_requests"}) and "video_log" the steps
  that succeeded, in order: "dispatch", "init", "chunk N", "check", "update".
  POST /ajax/comments/create   id, comment -> data: the new comment, with its "status"
  POST /ajax/comments/reply    id, cid (the comment replied to), comment -> data
  POST /ajax/statuses/normal_repost  id, comment (empty: 转发微博) -> data: the new post
  POST /ajax/statuses/setLike, /ajax/statuses/cancelLike  id -> data {"id", "attitude"}
  GET  /ajax/friendships/friends  uid, page (and relate=fans for the followers) ->
                          beside "ok": users (the same people as getSecond's, 20 a page),
                          total_number, next_cursor; past the end "users": [].
  POST /ajax/friendships/create  friend_uid -> the person beside "ok" (following true)
  POST /ajax/friendships/destory uid -> the person beside "ok" (following false)
  The writes are the mobile web's own: counted in /_state's writes, arrived
  (by the text, `comment` for comments and reposts, the uid for follow and
  unfollow) and in_flight alike.

Pictures (never faulted, never in /_log)
  Every fourth generated post (numbers 1, 5, 9, …) that is not a repost carries
  1, 2, 4 or 9 pictures in turn; a repost's pictures are its original's. Each
  `pics` item: {"pid", "url": BASE/orj360/NAME.png, "size", "geo", "large":
  {"url": BASE/large/NAME.png, "geo" (width and height as strings, as Weibo
  sends them)}}. Bodies are PNGs made by server.py's `picture` (90 and 240
  px). Avatars: BASE/avatar/UID.png. Other names -> 404.

Videos
  Every tenth generated post from the 8th (8, 18, 28, 38, …) is a video: its
  page_info is {"type": "video", "object_type": 11, "object_id": "1034:MID",
  "page_pic": {"url": BASE/orj480/vN.png, "width", "height"} (the cover, a 160
  px PNG served as the pictures are), "page_url": BASE/s/video/show?object_id=
  1034:MID, "page_title", "play_count", "media_info": {"stream_url",
  "stream_url_hd", "duration": 60 + N + 0.456 seconds (post 8: 68.456, shown
  1:08)}, "urls": {"mp4_720p_mp4", "mp4_hd_mp4", "mp4_ld_mp4"}}, the streams
  at BASE/video/vN-{ld,hd,720p}.mp4. Neither the streams nor the page are
  served: a test's stand-in player only records the address it is given.

Control (no cookie; never faulted)
  POST /_fault   {"mode": MODE, "count": K, "path": "substring", "delay": S, "style": X,
                  "side": SIDE}
       MODE is one of
         none             normal replies
         slow             answer after 3 s ("delay": seconds to change it)
         432              HTTP 432 (Weibo's refusal of a client it distrusts)
         418              HTTP 418
         captcha          HTTP 200, an HTML 安全验证 page instead of JSON
         html             HTTP 200, a plain HTML page (the site's own) where JSON belongs
         signed_out       the session is over: api/config says login false, every
                          other path ok -100 (style "ok", the default), or every
                          path a 302 to the sign-in page (style "redirect"; on
                          weibo.com's side to BASE/sso/signin?…)
         truncated        HTTP 200, the reply's first half (Content-Length matching)
         invalid          HTTP 200, a body that is not JSON
         reshaped         HTTP 200, {"ok": 1, "data": {"renamed": true}, "renamed": true}:
                          valid JSON whose members a client looks for are gone,
                          as when Weibo changes a reply's shape
         reset            the connection is reset, nothing is answered
         store_then_drop  a write (POST /api/…) is stored, then the connection is
                          reset before the reply; other requests are answered
         echo             HTTP 200 text/plain: the request line and every header
                          as received (style "msg": inside {"ok": 0, "msg": …}
                          instead), for the test that a client never shows them
       "count" limits the fault to the next K matching requests (then back to
       none); "path" limits it to paths containing that text; "writes": true
       to the writes (POST /api/statuses/update, …/repost, comments/create,
       comments/reply, attitudes/…) only, so that a slow write does not slow
       the reads that look for it (`statuses/repost` is part of
       `api/statuses/repostTimeline`). A slow write is stored after its
       delay even when the client has gone meanwhile (killed, timed out).
       The passport paths take faults too. "side": "web", "desktop",
       "passport" or "upload" puts the fault on that side's requests only (m.weibo.cn's
       paths, weibo.com's /ajax/ paths, the sign-in's, the video upload host's), beside the one for every
       side and each counted down on its own; {"mode": "none"} without a side
       clears every fault, with one that side's.
       Switches, in the same payload or alone (no "mode"):
         "sso_refused": true|false  (default true, back to true on /_reset): a
                          request to m.weibo.cn's side carrying a cookie named
                          SSOLoginState is answered HTTP 432 with an empty body,
                          as the real m.weibo.cn reportedly does: a client that
                          sends weibo.com's host-only cookie to m.weibo.cn is caught.
         "renew": true, "side": S  the next signed-in reply on side S carries
                          Set-Cookie: SUB=NEW; Path=/; HttpOnly (host-only); from
                          then on the old SUB is signed out on S (ok -100; still
                          good on the other side if it was before) and NEW works.
         "expire_after": N, "side": S  each SUB is good for N more signed-in
                          requests on S, then signed out there unless renewed (a
                          renewed SUB starts again from 0); null lifts it.
       Answers {"ok": true, "fault": {...}, "side_faults": {side: {...}},
       "sso_refused", "renew": [sides], "expire_after": {side: N}}.
  POST /_qr      {"scan_after", "confirm_after", "expiry"}: change the rules (for
                 codes already issued too); {"state": S, "qrid": Q}: hold code Q
                 (default the newest) in S (waiting, scanned, confirmed, expired)
                 whatever the polls or the clock; {"state": "auto"} lets it go;
                 {"confirm_shape": "url" | "alt"}. Answers {"ok": true, "codes": [...]}.
  POST /_incoming {"kind": KIND, "text": T, "user": UID}: someone else (one of
                 6002000001..3, default the first) writes T; or, with the
                 account's own uid and KIND "post", the account posts T from
                 elsewhere (its phone): its newest post now, so the repeat rule
                 compares the next update with T; not counted in writes or
                 arrived. KIND: "post" (a new
                 post at the top of feed/friends; unreadmblog + 1), "mention" (a
                 post that @ the account; mention_status + 1), "comment" (on the
                 account's newest post; cmt + 1), "comment_mention" (such a comment
                 that @ the account too; mention_cmt + 1), "attitude" (a like of
                 the account's newest post; attitude + 1). T is escaped as typed
                 text is, unless "html": true. Answers {"ok": true, "id"}.
  POST /_unread  {"cmt": 1, ...}  sets unread counts
  GET  /_log     {"requests": [{"t", "method", "path", "side", "containerid", "host",
                 "user_agent", "referer", "xsrf", "cookies", "cookie", "st", "about", "id",
                 "max_id"}...]}:
                 every non-control, non-picture request in order; "t" is seconds
                 on a monotonic clock since the server started (so a test can read
                 the polling interval), "path" has no query ("containerid" is the
                 query's, "" without one), "side" is "web",
                 "desktop" (an /ajax/ path) or "passport"; "host" the Host header as
                 sent (127.0.0.1:PORT or localhost:PORT), "user_agent" and "referer"
                 the headers ("" when not sent), "xsrf" whether an X-XSRF-TOKEN
                 header came, "cookies" the NAMES of the cookies sent, sorted;
                 "cookie" is "session" (a SUB good on that side), "other" or
                 "none", "st" is "form", "header", "both" or "none"; "about" the
                 uid of the person the request names (uid or friend_uid, type=uid's
                 value, a 100505/107603 containerid's uid), else null: what a test
                 reads to see that nobody was asked about whom the user did not
                 open; "max_id" the query's ("" without one): which page of a
                 list was asked. Never a cookie's value, st, alt, ticket or qrid.
  GET  /_state   {"fault", "writes": {"update", "comment", "reply", "repost",
                  "like", "unlike", "message", "follow", "unfollow", "favorite",
                  "unfavorite": n}, "arrived":
                  {the same kinds: {what was stored: times}}: each write stored
                  through the API (not /_incoming), by the text as sent (`content`;
                  a repost without one "转发微博"), a like or unlike by the post's id,
                  a follow or unfollow by the person's uid (as text), a
                  favourite or unfavourite by the post's id:
                  a duplicate is a count over 1; "in_flight": writes received
                  and not answered yet (a slow one while it waits: a client
                  killed now is killed mid-send); "posted": [the account's texts as typed,
                  oldest first], "comments": [{"id", "post", "text", "reply_to"}...],
                  "liked": [post ids], "favorites": [post ids, newest first], "following": [uids, sorted], "qr": [{"state", "polls"}...], "sessions": n
                  (sign-ins with a SUB still good: a QR sign-in's two SUBs are one),
                  "unread": {...}, "pictures": [paths asked for], "side_faults",
                  "sso_refused", "renew", "expire_after"}
  POST /_reset   back to the state at start (faults none, sso_refused on, no renew or
                 expire_after, log emptied)
"""

import argparse
import base64
import email.utils
import hashlib
import html
import json
import os
import re
import secrets
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server import FakeHandler, Server, created_at, picture, serve, stop_on_sigterm, take_fault  # noqa: E402  (server.py beside this file)
from desktop import DESKTOP_WRITES, HOT_WORDS, DesktopSide  # noqa: E402  (weibo.com's side, beside this file)

ME = {"id": 6001234567, "screen_name": "测试用户", "description": "在终端里刷微博 &amp; 看图", "gender": "f",
      "follow_count": 3, "followers_count": "1.5万"}
OTHERS = [
    {"id": 6002000001, "screen_name": "晴天小猫", "description": "爱拍照", "gender": "f",
     "follow_count": 20, "followers_count": 300},
    {"id": 6002000002, "screen_name": "山间小路", "description": "", "gender": "m",
     "follow_count": 60, "followers_count": "1.2万"},
    {"id": 6002000003, "screen_name": "lee_walks", "description": "walking", "gender": "m",
     "follow_count": 9, "followers_count": 7},
]
PEOPLE = {u["id"]: u for u in [ME] + OTHERS}
# What each person posted before the fake's history: statuses_count is Weibo's
# count, never the posts a client has seen.
POSTED_BEFORE = {ME["id"]: 1233, OTHERS[0]["id"]: 201, OTHERS[1]["id"]: 4006, OTHERS[2]["id"]: 87}
SESSION_SUB = "_2A25FakeSessionSUB6001234567"
SESSION_SUBP = "0033WrSXqPxfM725Ws9jqgMF55529P9D9W"
SESSION_ST = "a1b2c3"
FIRST_ID = 5_012_345_600_000_000  # 16 digits, as Weibo's mids are today
START_TIME = 1_709_510_400  # 2024-03-04 08:00:00 +0800
FEED_PAGE, CARD_PAGE, LIST_PAGE, GROUP_PAGE = 20, 10, 10, 10
SEARCH_RESULTS = 25  # posts a search of all Weibo finds
SEARCH_PEOPLE = 13  # made-up people a 用户 search finds besides those named so
SEARCH_TOPICS = 12  # topics a 话题 search finds
CURSOR_BASE = 138_000_000_000_000  # hotflow's max_id is opaque, not a comment id
CHILD_CURSOR = 137_000_000_000_000  # hotFlowChild's too
PICTURE_COUNTS = [1, 2, 4, 9]
PICTURE_SIDES = {"orj360": 90, "large": 240, "avatar": 60, "orj480": 160, "wap180": 45}
FAULT_MODES = {"none", "slow", "432", "418", "captcha", "html", "signed_out", "truncated", "invalid", "reset",
               "store_then_drop", "echo", "reshaped"}
FAULT_SIDES = ("web", "desktop", "passport", "upload")
QR_STATES = {"waiting", "scanned", "confirmed", "expired"}
QR_REPLIES = {
    "waiting": (50114001, "未使用"),
    "scanned": (50114002, "成功扫描，请在手机点击确认以登录"),
    "expired": (50114003, "该二维码已过期，请重新扫描"),
    "used": (50114004, "该二维码已被使用"),
}
def weibo_length(text):
    """Weibo's count: an ASCII character is half, anything else one, rounded up."""
    return (sum(1 if ord(ch) < 128 else 2 for ch in text) + 1) // 2


def weibo_prefix(text, units):
    """The characters of `text` that fit in `units` by Weibo's count."""
    halves, out = 0, []
    for ch in text:
        halves += 1 if ord(ch) < 128 else 2
        if halves > units * 2:
            break
        out.append(ch)
    return "".join(out)


def parse_multipart(body, content_type):
    """A multipart/form-data body: its text fields, and its files as
    (file name, bytes)."""
    boundary = content_type.split("boundary=", 1)[1].split(";")[0].strip().strip('"').encode()
    fields, files = {}, {}
    for part in body.split(b"--" + boundary)[1:]:
        if part.startswith(b"--"):
            break
        head, _, data = part[2:].partition(b"\r\n\r\n")
        data = data[:-2] if data.endswith(b"\r\n") else data
        disposition = next((line for line in head.decode("utf-8", "replace").split("\r\n")
                            if line.lower().startswith("content-disposition")), "")
        attributes = dict(re.findall(r'(\w+)="([^"]*)"', disposition))
        if "filename" in attributes:
            files[attributes.get("name", "")] = (attributes["filename"], data)
        else:
            fields[attributes.get("name", "")] = data.decode("utf-8", "replace")
    return fields, files


WRITES = {"/api/statuses/update": "update", "/api/comments/create": "comment", "/api/comments/reply": "reply",
          "/api/statuses/repost": "repost", "/api/attitudes/create": "like", "/api/attitudes/destroy": "unlike",
          "/api/chat/send": "message", "/api/friendships/create": "follow", "/api/friendships/destory": "unfollow",
          "/mblogDeal/addFavMblog": "favorite", "/mblogDeal/delFavMblog": "unfavorite"}
ALL_WRITES = dict(WRITES, **DESKTOP_WRITES)
PASSPORT_PREFIXES = ("/sso/", "/wbsso/", "/signin/", "/inf/", "/ajaxlogin.php")
BASE62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
CAPTCHA_PAGE = ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>微博-安全验证</title></head>\n'
                '<body><div class="verify"><p>为了您的账号安全，请完成验证</p><div id="captcha"></div></div>'
                '</body></html>\n').encode()
SIGNIN_PAGE = ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>登录 - 新浪微博</title></head>\n'
               '<body><form action="/sso/login" method="post"><input name="username" />'
               '<input name="password" type="password" /></form></body></html>\n').encode()
FORBIDDEN_PAGE = b'<html><head><title>403 Forbidden</title></head><body><h1>403 Forbidden</h1></body></html>\n'
HOME_PAGE = ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>微博</title></head>'
             '<body><div id="app"></div></body></html>\n').encode()


def bid(mid):
    """A post's short id as Weibo makes it: the mid in groups of seven
    decimal digits from the right, each written in base 62 (four places but
    the first)."""
    digits, out = str(mid), ""
    while digits:
        group, digits = int(digits[-7:]), digits[:-7]
        text = ""
        while group:
            group, rest = divmod(group, 62)
            text = BASE62[rest] + text
        out = (text.rjust(4, "0") if digits else text or "0") + out
    return out


def relative_date(seconds, now):
    """created_at as profile cards write it, by the server's clock at +0800."""
    age = now - seconds
    if age < 60:
        return "刚刚"
    if age < 3600:
        return "%d分钟前" % (age // 60)
    day = 86400
    then_day, today = (seconds + 8 * 3600) // day, (now + 8 * 3600) // day
    then = time.gmtime(seconds + 8 * 3600)
    if then_day == today:
        return "%d小时前" % (age // 3600)
    if then_day == today - 1:
        return "昨天 %02d:%02d" % (then.tm_hour, then.tm_min)
    today = time.gmtime(now + 8 * 3600)
    if then.tm_year == today.tm_year:
        return "%02d-%02d" % (then.tm_mon, then.tm_mday)
    return "%d-%02d-%02d" % (then.tm_year, then.tm_mon, then.tm_mday)


def at(user):
    return "<a href='/n/%s'>@%s</a>" % (user["screen_name"], user["screen_name"])


def emoji(base, name, file):
    return ('<span class="url-icon"><img alt=[%s] src="%s/emoticon/%s.png" style="width:1em; height:1em;" />'
            '</span>' % (name, base, file))


def short_link(n):
    target = urllib.parse.quote("https://example.com/page/%d" % n, safe="")
    return ('<a data-url="http://t.cn/A6Fake%03d" href="https://weibo.cn/sinaurl?u=%s" data-hide="">'
            '<span class="url-icon"><img style="width: 1rem;height: 1rem" src="%s" /></span>'
            '<span class="surl-text">网页链接</span></a>' % (n, target, "/emoticon/link.png"))


def topic(name):
    query = urllib.parse.quote("231522type=1&q=#%s#" % name, safe="")
    return ('<a  href="/search?containerid=%s" data-hide=""><span class="surl-text">#%s#</span></a>'
            % (query, name))


class Refusal(Exception):
    """A reply that is not ok: its JSON body (HTTP 200, as m.weibo.cn answers)."""

    def __init__(self, body):
        super().__init__(body.get("msg", ""))
        self.body = body


def refused(errno, msg):
    return Refusal({"ok": 0, "errno": errno, "msg": msg})


def side_of(path):
    """Which site a path belongs to, whatever host name it came on."""
    if path.startswith("/ajax/"):
        return "desktop"
    if path.startswith("/2/fileplatform/"):
        return "upload"
    return "passport" if path.startswith(PASSPORT_PREFIXES) or path == "/login.php" else "web"


class State(DesktopSide):
    """Everything the server knows; one lock around all of it."""
    me, people = ME, PEOPLE
    refusal = Refusal
    bid = staticmethod(bid)

    def __init__(self, posts, base, qr_rules, desktop_base=None):
        self.lock = threading.Lock()
        self.in_flight = 0   # writes received and not yet answered (kept by a reset: they are real)
        self.post_count = posts
        self.base = base
        self.desktop_base = desktop_base or base
        self.started = time.monotonic()
        self.initial_qr_rules = dict(qr_rules)
        self.reset()

    def reset(self):
        self.fault = {"mode": "none"}
        self.side_faults = {}     # side -> a fault for that side's requests only
        self.sso_refused = True   # m.weibo.cn answers 432 to a request carrying SSOLoginState
        self.renew = set()        # sides whose next signed-in reply renews the SUB
        self.expire_after = {}    # side -> requests a SUB is good for there
        self.uses = {}            # (SUB, side) -> signed-in requests made with it there
        self.xsrf_tokens = set()  # the XSRF-TOKEN values weibo.com's side has handed out
        self.log = []
        self.picture_requests = []
        self.writes = {name: 0 for name in WRITES.values()}
        self.arrived = {name: {} for name in WRITES.values()}  # kind -> {text or post id: times stored}
        self.uploads = {}  # pic_id -> {"pic_id", "name", "size", "sha1"}, in upload order
        self.updates = []  # each api/statuses/update stored: {"text", "pics", "visible"[, "video"]}
        self.videos = {}   # media_id -> a video upload (desktop.py's video_upload)
        self.video_log = []  # the video steps done, in order: dispatch, init, chunk N, check, update
        self.video_chunk_kb = 64
        self.unread = {"cmt": 1, "status": 0, "follower": 1, "dm": 0, "mention_cmt": 1, "mention_status": 1,
                       "attitude": 1, "unreadmblog": 0, "uid": str(ME["id"]), "bi": 0, "newfans": 0,
                       "unreadmsg": {}, "group": None, "notice": 0, "photo": 0, "msgbox": 0}
        # SUB -> {"st", "active", "side": "both" | "web" | "desktop", "pair": the sign-in it belongs to}
        self.sessions = {SESSION_SUB: {"st": SESSION_ST, "active": True, "side": "both", "pair": 0}}
        self.qr_rules = dict(self.initial_qr_rules, confirm_shape="url")
        self.codes = []      # QR codes, oldest first
        self.alts = {}       # alt -> code
        self.tickets = {}    # ticket -> (SUB, step)
        self.next_id = FIRST_ID + 50_000_000
        self.clock = START_TIME
        self.posts = {}      # id -> post record
        self.feed = []       # ids, newest first
        self.mentions = []   # post ids that @ the account, newest first
        self.comments = {}   # id -> comment record
        self.comment_mentions = []
        self.attitudes = []  # likes of the account's posts by others: {"id", "user", "post", "created"}
        self.liked = set()   # post ids the account likes
        self.favorites = []  # post ids the account favourited (收藏), newest favourite first
        self.following = {u["id"] for u in OTHERS}  # whom the account follows: everyone, at start
        self.follows_me = {OTHERS[0]["id"]}          # who follows the account: 晴天小猫 (互相关注)
        # 私信: {"id", "from", "to", "text", "created", "read"}, oldest first; the first
        # person has written twice (one unread), the account answered the second.
        self.dms = []
        self.next_dm_id = FIRST_ID + 90_000_000
        for sender, recipient, text, ago, read in [
                (OTHERS[0], ME, "在吗？", 600, True), (ME, OTHERS[0], "在的", 590, True),
                (OTHERS[0], ME, "周末一起去看<星空>吗", 120, False), (OTHERS[1], ME, "照片收到啦", 3600, True),
                (ME, OTHERS[1], "好的，明天见", 3500, True)]:
            self.dms.append({"id": self._take_dm_id(), "from": sender["id"], "to": recipient["id"], "text": text,
                             "created": START_TIME - ago, "read": read})
        self.unread["dm"] = sum(1 for dm in self.dms if not dm["read"])
        for i in range(self.post_count):
            number = self.post_count - i  # post 1 is the oldest
            self._generated_post(number, START_TIME - i * 60)
        if self.feed:  # the oldest post reposts one its author has since deleted
            gone = FIRST_ID + 7
            self.posts[gone] = {"id": gone, "user": None, "created": START_TIME - 86400 * 400, "deleted": True,
                                "text": "抱歉，此微博已被作者删除。查看帮助：<a href=\"/help\">网页链接</a>"}
            self.posts[self.feed[-1]].update(retweet=gone, pics=[])
        mention = FIRST_ID + 9
        self.posts[mention] = self._post_record(mention, OTHERS[0], at(ME) + " 来看看", START_TIME - 30)
        self.mentions.append(mention)
        own = self._new_post(ME, "我的第一条微博", START_TIME + 1)
        first = self._new_comment(own, OTHERS[1], "写得好", None, START_TIME + 2)
        self.comment_mentions.append(self._new_comment(own, OTHERS[0], at(ME) + " 同意", first, START_TIME + 3))
        self.attitudes.append({"id": self._take_id(), "user": OTHERS[2], "post": own, "created": START_TIME + 4})

    # Building blocks (lock held)

    def _take_dm_id(self):
        self.next_dm_id += 1
        return self.next_dm_id

    def dm_json(self, dm):
        return {"id": dm["id"], "idstr": str(dm["id"]), "text": html.escape(dm["text"]), "created_at": created_at(dm["created"]),
                "sender_id": dm["from"], "recipient_id": dm["to"], "media_type": 0}

    def conversations(self, params):
        """message/msglist: one entry per person, newest first, the last message's fields beside `user`."""
        page = int(params.get("page") or 1)
        people = {}
        for dm in self.dms:
            other = dm["to"] if dm["from"] == ME["id"] else dm["from"]
            people[other] = dm
        order = sorted(people, key=lambda uid: -people[uid]["created"])
        shown = order[(page - 1) * LIST_PAGE:page * LIST_PAGE] if page >= 1 else []
        if not shown:
            return {"ok": 0, "msg": "没有更多了"}
        data = []
        for uid in shown:
            last = people[uid]
            unread = sum(1 for dm in self.dms if dm["from"] == uid and not dm["read"])
            data.append(dict(self.dm_json(last), user=self.user_json(PEOPLE[uid]), unread=unread, mid=last["id"]))
        return {"ok": 1, "data": data}

    def chat(self, params):
        """api/chat/list: the newest messages with `uid` (older than `since_id`); reading them reads them."""
        uid = int(params.get("uid") or 0)
        older = int(params.get("since_id") or 0)
        if uid not in PEOPLE or uid == ME["id"]:
            raise refused("20003", "用户不存在")
        msgs = [dm for dm in self.dms if uid in (dm["from"], dm["to"]) and (older == 0 or dm["id"] < older)]
        for dm in msgs:
            if dm["from"] == uid:
                dm["read"] = True
        self.unread["dm"] = sum(1 for dm in self.dms if not dm["read"])
        shown = msgs[-int(params.get("count") or 20):]
        return {"ok": 1, "data": {"msgs": [self.dm_json(dm) for dm in reversed(shown)], "total_number": len(msgs)}}

    def _take_id(self):
        self.next_id += 1000
        return self.next_id

    def _written_now(self):
        """The time of a write: the real one, as Weibo stamps it."""
        self.clock = max(self.clock + 1, int(time.time()))
        return self.clock

    def _post_record(self, pid, user, text, when, retweet=None, plain=None):
        """A post; `text` is its HTML, `plain` what its author typed (if known)."""
        return {"id": pid, "user": user, "text": text, "plain": plain or text, "long": None, "created": when,
                "pics": [], "retweet": retweet, "source": "iPhone 15 Pro", "region": "发布于 北京", "likes": 0}

    def _generated_post(self, number, when):
        pid = FIRST_ID + number * 1000
        author = OTHERS[number % len(OTHERS)]
        other = OTHERS[(number + 1) % len(OTHERS)]
        parts = ["第 %d 条微博 post %d" % (number, number)]
        if number % 3 == 1:
            parts.append(" " + at(other) + " 你看")
        if number % 4 == 2:
            parts.append(emoji(self.base, "doge", "d_doge") + emoji(self.base, "心", "l_xin"))
        if number % 5 == 3:
            parts.append("<br />第二行<br />第三行")
        if number % 6 == 4:
            parts.append(" " + short_link(number))
        if number % 7 == 5:
            parts.append(" " + topic("终端") + " 猫 &amp; 狗 &lt;3 &quot;引号&quot;")
        text = "".join(parts)
        retweet = pid - 1000 if number % 5 == 0 and number > 1 else None
        if retweet is not None:
            text = "转发理由 %d //%s:前一层的话" % (number, at(other))
        post = self._post_record(pid, author, text, when, retweet)
        post["likes"] = number % 7
        if number % 11 == 0 and retweet is None:
            body = "".join("第%d段：这是一条很长的微博，写到终端里要折好几行，也要算对中文的宽度。" % k for k in range(1, 7))
            post["long"] = text + "<br />" + body + "<br /><br />最后一段有 " + at(other) + " 和 " + \
                emoji(self.base, "哈哈", "d_haha") + "。"
            post["text"] = text + " " + body[:40] + ' ...<a href="/status/%d">全文</a>' % pid
        if number % 4 == 1 and retweet is None:
            count = PICTURE_COUNTS[(number // 4) % len(PICTURE_COUNTS)]
            post["pics"] = ["p%d-%d" % (number, k + 1) for k in range(count)]
        post["source"] = ["iPhone 15 Pro", "微博 weibo.com", "HUAWEI Mate 60"][number % 3]
        if number % 10 == 8:
            post["video"] = number
        if number <= 2:
            post["day"] = True
        self.posts[pid] = post
        self.feed.append(pid)
        for k in range(number % 4 if number != self.post_count else 25):
            cid = FIRST_ID + number * 1000 + 100 + k  # older comments have smaller ids
            self._new_comment(pid, OTHERS[k % len(OTHERS)], "评论 %d-%d%s" % (number, k + 1, " " + at(author) if k == 1 else ""),
                              None, when + 10 + k, cid)
        roots = [c for c in self.comments.values() if c["post"] == pid]
        if number % 8 == 3 and roots:
            root = min(roots, key=lambda c: c["id"])
            for k in range(2):
                self._new_comment(pid, OTHERS[(k + 1) % len(OTHERS)], "回复 %d" % (k + 1), root["id"],
                                  when + 40 + k, root["id"] + 50 + k)

    def _new_post(self, user, typed, when, retweet=None):
        """A post someone writes now: Weibo sends back what was typed as HTML,
        its `&`, `<`, `>` and quotes escaped."""
        pid = self._take_id()
        self.posts[pid] = self._post_record(pid, user, html.escape(typed), when, retweet, typed)
        if weibo_length(typed) > 140:
            # Weibo's long text: lists and the reply carry the first part and 全文.
            self.posts[pid]["long"] = html.escape(typed)
            self.posts[pid]["text"] = html.escape(weibo_prefix(typed, 140)) + ' ...<a href="/status/%d">全文</a>' % pid
        self.posts[pid]["source"] = "微博 HTML5 版"
        self.feed.insert(0, pid)
        return pid

    def _new_comment(self, post, user, text, reply_to, when, cid=None, typed=None):
        """A comment; `text` is HTML, or `typed` what someone typed now."""
        cid = cid or self._take_id()
        if typed is not None:
            text = html.escape(typed)
        root = None
        if reply_to is not None:
            replied = self.comments[reply_to]
            root = replied["root"] or replied["id"]
            text = "回复%s:%s" % (at(replied["user"]), text)
        self.comments[cid] = {"id": cid, "post": post, "user": user, "text": text, "plain": typed or text,
                              "created": when, "reply_to": reply_to, "root": root}
        return cid

    def account_posts(self, uid=ME["id"]):
        return [p for p in self.feed if self.posts[p]["user"] and self.posts[p]["user"]["id"] == uid] + \
            ([p for p in self.mentions if self.posts[p]["user"]["id"] == uid])

    def known_post(self, params, *names):
        value = next((params[n] for n in names if params.get(n)), None)
        if value is None:
            raise refused("100001", "参数错误")
        pid = int(value) if value.isdigit() else next((p for p in self.posts if bid(p) == value), None)
        if pid not in self.posts or self.posts[pid].get("deleted"):
            raise refused("20101", "该微博不存在或已被删除")
        return pid

    # JSON views (lock held)

    def user_json(self, user):
        out = dict(user, profile_image_url="%s/avatar/%d.png" % (self.base, user["id"]),
                   avatar_hd="%s/avatar/%d.png" % (self.base, user["id"]),
                   profile_url="/u/%d?uid=%d" % (user["id"], user["id"]), verified=False, verified_type=-1,
                   close_blue_v=False, mbtype=0, urank=4, mbrank=0, follow_me=user["id"] in self.follows_me,
                   following=user["id"] in self.following)
        out["statuses_count"] = len(self.account_posts(user["id"])) + POSTED_BEFORE[user["id"]]
        return out

    def picture_json(self, name):
        return {"pid": name, "url": "%s/orj360/%s.png" % (self.base, name), "size": "orj360",
                "geo": {"width": 90, "height": 90, "croped": False},
                "large": {"size": "large", "url": "%s/large/%s.png" % (self.base, name),
                          "geo": {"width": "240", "height": "240", "croped": False}}}

    def video_json(self, pid, number):
        """A video post's page_info, as m.weibo.cn writes it (see Videos above)."""
        stream = "%s/video/v%d-%%s.mp4?label=mp4_%%s&template=720x1280.24.0&Expires=1709600000&ssig=fake" % (self.base, number)
        return {"type": "video", "object_type": 11, "url_ori": "http://t.cn/A6Fakev%02d" % number,
                "page_pic": {"width": 160, "height": 160, "pid": "v%d" % number, "source": 2, "is_self_cover": 1,
                             "type": 1, "url": "%s/orj480/v%d.png" % (self.base, number)},
                "page_url": "%s/s/video/show?object_id=1034:%d" % (self.base, pid), "object_id": "1034:%d" % pid,
                "page_title": "%s的微博视频" % self.posts[pid]["user"]["screen_name"], "title": "微博视频",
                "content1": "微博视频", "content2": "", "video_orientation": "vertical", "play_count": "1.2万次播放",
                "media_info": {"stream_url": stream % ("ld", "ld"), "stream_url_hd": stream % ("hd", "hd"),
                               "duration": 60 + number + 0.456},
                "urls": {"mp4_720p_mp4": stream % ("720p", "720p"), "mp4_hd_mp4": stream % ("hd", "hd"),
                         "mp4_ld_mp4": stream % ("ld", "ld")}}

    def counts(self, pid):
        return {"reposts_count": sum(1 for p in self.posts.values() if p.get("retweet") == pid),
                "comments_count": sum(1 for c in self.comments.values() if c["post"] == pid),
                "attitudes_count": self.posts[pid]["likes"] + (pid in self.liked)
                + sum(1 for a in self.attitudes if a["post"] == pid)}

    def post_json(self, pid, depth=0, when=None):
        p = self.posts[pid]
        date = when(p["created"]) if when else created_at(p["created"])
        if p.get("day"):  # a day alone, in every reply, as Weibo writes older posts' dates on its lists
            date = relative_date(p["created"], int(time.time()))
        out = {"visible": {"type": 0, "list_id": 0}, "created_at": date,
               "id": str(pid), "mid": str(pid), "bid": bid(pid), "text": p["text"]}
        if p.get("deleted"):
            return dict(out, user=None)
        out.update({"can_edit": False, "textLength": len(p["long"] or p["text"]), "source": p["source"],
                    "favorited": pid in self.favorites, "pic_ids": list(p["pics"]), "pic_num": len(p["pics"]), "is_paid": False,
                    "user": self.user_json(p["user"]), "reprint_cmt_count": 0, "attitudes_status": int(pid in self.liked),
                    "isLongText": p["long"] is not None, "mlevel": 0, "mblogtype": 0, "region_name": p["region"]})
        out.update(self.counts(pid))
        if p["pics"]:
            out["pics"] = [self.picture_json(n) for n in p["pics"]]
        if p.get("video") is not None:
            out["page_info"] = self.video_json(pid, p["video"])
        if depth == 0 and p["retweet"] is not None:
            out["retweeted_status"] = self.post_json(p["retweet"], 1, when)
        return out

    def comment_json(self, cid, depth=0):
        c = self.comments[cid]
        out = {"created_at": created_at(c["created"]), "id": str(cid), "rootid": str(c["root"] or cid),
               "rootidstr": str(c["root"] or cid), "floor_number": 0, "text": c["text"], "disable_reply": 0,
               "restrictOperate": 0, "source": "来自北京", "user": self.user_json(c["user"]), "mid": str(cid),
               "like_count": cid % 5, "liked": False, "isLikedByMblogAuthor": False}
        if depth == 0 and c["reply_to"] is not None:
            out["reply_comment"] = self.comment_json(c["reply_to"], 1)
        return out

    def root_comment_json(self, cid, floor):
        replies = sorted((r for r in self.comments.values() if r["root"] == cid), key=lambda r: r["id"])
        out = self.comment_json(cid)
        out.update(floor_number=floor, comments=[self.comment_json(r["id"]) for r in replies] or False,
                   max_id=0, total_number=len(replies))
        return out

    def with_status(self, cid):
        out = self.comment_json(cid)
        out["status"] = self.post_json(self.comments[cid]["post"], 1)
        return out

    # Sessions (lock held)

    def session(self, cookies, side="web", use=False):
        """The session the cookies' SUB opens on `side` (passport: any side),
        or None; with `use`, the request counts against the side's expire_after."""
        sub = cookies.get("SUB", "")
        found = self.sessions.get(sub)
        if not found or not found["active"] or (side != "passport" and found["side"] not in ("both", side)):
            return None
        limit = self.expire_after.get(side)
        if side != "passport" and limit is not None:
            if self.uses.get((sub, side), 0) >= limit:
                return None
            if use:
                self.uses[(sub, side)] = self.uses.get((sub, side), 0) + 1
        return found

    def renew_session(self, old, side):
        """A new SUB for `side`, the old one no longer good there: the Set-Cookie value."""
        session = self.sessions[old]
        new = "_2A25" + secrets.token_urlsafe(24)
        self.sessions[new] = dict(session, side=side, active=True)
        if session["side"] == "both":
            session["side"] = "desktop" if side == "web" else "web"
        else:
            session["active"] = False
        self.renew.discard(side)
        return "SUB=%s; Path=/; HttpOnly" % new

    def xsrf_token(self):
        token = secrets.token_urlsafe(18)
        self.xsrf_tokens.add(token)
        return token

    def desktop_signin_url(self, path):
        """Where weibo.com sends the signed out: the passport's sign-in, back to the page after."""
        return "%s/sso/signin?entry=miniblog&source=miniblog&url=%s" % (
            self.base, urllib.parse.quote(self.desktop_base + path, safe=""))

    # Endpoints (lock held)

    def web(self, method, path, params, session, st):
        if method == "GET" and path == "/api/config":
            return self.config(session)
        if session is None:
            raise self.signed_out_refusal(path)
        if method == "POST" and path in WRITES:
            if st != session["st"]:
                raise refused("100006", "token校验失败")
            return self.write(WRITES[path], params)
        if method == "POST" and path == "/api/statuses/uploadPic":
            if st != session["st"]:
                raise refused("100006", "token校验失败")
            return self.upload(params)
        routes = {
            "/feed/friends": lambda: self.friends(params),
            "/feed/group": lambda: self.group_feed(params),
            "/api/container/getIndex": lambda: self.container(params),
            "/statuses/show": lambda: {"ok": 1, "data": self.post_json(self.known_post(params, "id", "bid"))},
            "/statuses/extend": lambda: self.extend(params),
            "/comments/hotflow": lambda: self.hotflow(params),
            "/api/statuses/repostTimeline": lambda: self.reposts(params),
            "/api/attitudes/show": lambda: self.attitudes_show(params),
            "/comments/hotFlowChild": lambda: self.hotflow_child(params),
            "/api/comments/show": lambda: self.comments_newest(params),
            "/api/remind/unread": lambda: {"ok": 1, "data": dict(self.unread)},
            "/message/cmt": lambda: self.messages(params, "cmt", self.comments_to_me(), self.with_status),
            "/message/mentionsAt": lambda: self.messages(params, "mention_status", self.mentions, self.post_json),
            "/message/mentionsCmt": lambda: self.messages(params, "mention_cmt", self.comment_mentions, self.with_status),
            "/message/attitude": lambda: self.messages(params, "attitude", list(range(len(self.attitudes)))[::-1],
                                                       self.attitude_json),
            "/message/msglist": lambda: self.conversations(params),
            "/api/chat/list": lambda: self.chat(params),
        }
        route = routes.get(path) if method == "GET" else None
        if route is None:
            raise Refusal({"ok": 0, "msg": "页面不存在", "errno": "404"})
        return route()

    def signin_url(self, path):
        return "%s/signin/welcome?entry=mweibo&r=%s" % (self.base, urllib.parse.quote(self.base + path, safe=""))

    def signed_out_refusal(self, path):
        return Refusal({"ok": -100, "url": self.signin_url(path)})

    def config(self, session):
        data = {"login": session is not None, "loginUrl": self.signin_url("/")}
        if session is not None:
            data.update(st=session["st"], uid=str(ME["id"]))
        return {"preferQuickapp": 0, "data": data, "ok": 1}

    def friends(self, params):
        since = int(params.get("since_id") or 0)
        max_id = int(params.get("max_id") or 0)
        chosen = [p for p in self.feed if p > since and (max_id == 0 or p <= max_id)]
        shown, rest = chosen[:FEED_PAGE], chosen[FEED_PAGE:]
        next_max = shown[-1] - 1 if rest else 0
        newest = shown[0] if shown else since
        return {"ok": 1, "data": {
            "statuses": [self.post_json(p) for p in shown], "advertises": [], "ad": [], "filtered_ids": [],
            "hasvisible": False, "previous_cursor": 0, "next_cursor": next_max, "previous_cursor_str": "0",
            "next_cursor_str": str(next_max), "total_number": len(self.feed), "interval": 0, "uve_blank": -1,
            "since_id": newest, "since_id_str": str(newest), "max_id": next_max, "max_id_str": str(next_max),
            "has_unread": 0}}

    def group_posts(self, gid):
        """A group's timeline: the posts of 首页 by its people (特别关注 is
        晴天小猫, 同学 山间小路), newest first; an unknown gid has none."""
        uid = self.me["id"]
        members = {"10005%d" % uid: OTHERS[0]["id"], "4900000000000001": OTHERS[1]["id"]}.get(gid)
        return [p for p in self.feed if self.posts[p].get("user") and self.posts[p]["user"]["id"] == members]

    def group_page(self, gid, params):
        """One page of a group, paged by max_id as 首页 is (posts with id <=
        max_id, GROUP_PAGE a page so the default feed's groups have two):
        the page's ids, and the next max_id (one below its last, 0 on the
        last). The first page holds one status that cannot be read."""
        max_id = int(params.get("max_id") or 0)
        chosen = [p for p in self.group_posts(gid) if max_id == 0 or p <= max_id]
        shown, rest = chosen[:GROUP_PAGE], chosen[GROUP_PAGE:]
        return shown, (shown[-1] - 1 if rest else 0), max_id == 0

    def group_feed(self, params):
        """m.weibo.cn's feed/group?gid=: as feed/friends, with one status
        that cannot be read (no user, no text) among the first page's."""
        gid = str(params.get("gid") or "")
        if not gid:
            return {"ok": 0, "msg": "参数错误", "data": {}}
        shown, next_max, first = self.group_page(gid, params)
        statuses = [self.post_json(p) for p in shown]
        if statuses and first:
            statuses.insert(1, {"id": "bad-%s" % gid, "created_at": None})
        return {"ok": 1, "data": {"statuses": statuses, "advertises": [], "ad": [], "filtered_ids": [], "hasvisible": False,
                                  "previous_cursor": 0, "next_cursor": next_max, "total_number": len(self.group_posts(gid)),
                                  "interval": 0, "uve_blank": -1, "since_id": shown[0] if shown else 0, "max_id": next_max,
                                  "max_id_str": str(next_max), "has_unread": 0}}

    def follows_of(self, uid):
        """Whom `uid` follows: the account, whom it follows now; anyone
        else, the other people, and the account when they follow it."""
        if uid == ME["id"]:
            return sorted(self.following)
        return [u["id"] for u in OTHERS if u["id"] != uid] + ([ME["id"]] if uid in self.follows_me else [])

    def fans_of(self, uid):
        """Who follows `uid`: the account's, whoever follows it; anyone
        else's, the other people, and the account while it follows them."""
        if uid == ME["id"]:
            return sorted(self.follows_me)
        return [u["id"] for u in OTHERS if u["id"] != uid] + ([ME["id"]] if uid in self.following else [])

    def people_cards(self, containerid, params):
        """231051_-_followers_-_UID (whom UID follows) or _-_fans_-_UID:
        one card with a card_group of card_type 10 people, LIST_PAGE a page
        by `page`; past the end 这里还没有内容."""
        _, kind, uid = containerid.split("_-_")
        if not uid.isdigit() or int(uid) not in PEOPLE or kind not in ("followers", "fans"):
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        ids = self.follows_of(int(uid)) if kind == "followers" else self.fans_of(int(uid))
        page = int(params.get("page") or 1)
        shown = ids[(page - 1) * LIST_PAGE:page * LIST_PAGE]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        group = [{"card_type": 10, "itemid": "%s_-_%d" % (containerid, p), "user": self.user_json(PEOPLE[p]),
                  "desc1": PEOPLE[p]["description"], "buttons": []} for p in shown]
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": containerid, "total": len(ids), "page": page + 1},
                                  "cards": [{"card_type": 11, "card_group": group}], "showAppTips": 0}}

    def favorite_cards(self, params):
        """230259: the account's favourites, newest favourite first, 10 a page
        as cards of card_type 9; past the end, 这里还没有内容 (ok 0)."""
        page = max(1, int(params.get("page") or 1))
        shown = self.favorites[(page - 1) * 10:page * 10]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        cards = [{"card_type": 9, "itemid": "230259_-_%d" % p, "mblog": self.post_json(p)} for p in shown]
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": "230259", "total": len(self.favorites), "page": page + 1},
                                  "cards": cards, "showAppTips": 0}}

    def container(self, params):
        containerid = params.get("containerid", "")
        if containerid.startswith("231051_-_"):
            return self.people_cards(containerid, params)
        if not containerid and params.get("type") == "uid":
            containerid = "100505" + params.get("value", "")
        if containerid == "230259":
            return self.favorite_cards(params)
        if containerid.startswith("106003"):
            return self.hot_search()
        if containerid.startswith("100103type=3&"):
            return self.search_people(containerid, params)
        if containerid.startswith("100103type=38&"):
            return self.search_topics(containerid, params)
        if containerid.startswith(("100103", "231522")):
            return self.search_posts(containerid, params)
        kind, uid = containerid[:6], containerid[6:]
        user = PEOPLE.get(int(uid)) if uid.isdigit() else None
        if user is None or kind not in ("100505", "107603"):
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        if kind == "100505":
            return {"ok": 1, "data": {
                "avatar_guide": [], "isStarStyle": 0, "userInfo": self.user_json(user),
                "fans_scheme": "/p/index?containerid=231051_-_fansrecomm_-_%d" % uid_int(uid),
                "tabsInfo": {"selectedTab": 1, "tabs": [
                    {"id": 1, "tabKey": "profile", "title": "主页", "tab_type": "profile", "containerid": "230283" + uid},
                    {"id": 2, "tabKey": "weibo", "title": "微博", "tab_type": "weibo", "containerid": "107603" + uid}]},
                "scheme": "sinaweibo://userinfo?uid=" + uid, "showAppTips": 0}}
        ids = sorted(set(self.account_posts(user["id"])), reverse=True)
        since = int(params.get("since_id") or 0)
        page = int(params.get("page") or 1)
        chosen = [p for p in ids if p < since] if since else ids[(page - 1) * CARD_PAGE:]
        shown = chosen[:CARD_PAGE]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        now = int(time.time())
        cards = [{"card_type": 9, "itemid": "%s_-_%d" % (containerid, p), "scheme": "/status/" + bid(p),
                  "mblog": self.post_json(p, when=lambda s: relative_date(s, now)), "show_type": 0} for p in shown]
        if not since and page == 1:
            cards.insert(1, {"card_type": 11, "itemid": "", "card_group": [
                {"card_type": 42, "desc": "全部微博(%d)" % len(ids)}]})
        info = {"containerid": containerid, "v_p": 42, "show_style": 1, "total": len(ids), "since_id": shown[-1]}
        if len(chosen) > CARD_PAGE:
            info["page"] = page + 1
        return {"ok": 1, "data": {"cardlistInfo": info, "cards": cards,
                                  "scheme": "sinaweibo://cardlist?containerid=" + containerid, "showAppTips": 0}}

    def hot_search(self):
        flags = {"新": 1, "热": 2, "爆": 4, "沸": 16}
        pic = "https://simg.s.weibo.com/20170303_img_search_%d.png"
        group = [{"card_type": 4, "pic": "https://simg.s.weibo.com/20210408_search_point_orange.png", "desc": "置顶的话题",
                  "actionlog": {"ext": "seqid:1|key_word:置顶的话题|pos:0|c_type:21"}}]
        for i, (word, label) in enumerate(HOT_WORDS):
            heat = 3_000_000 - 250_000 * i
            card = {"card_type": 4, "pic": pic % (i + 1), "desc": word, "desc_extr": "剧集 %d" % heat if i == 2 else heat,
                    "scheme": "https://m.weibo.cn/search?containerid=100103type%%3D1%%26q%%3D%s" % urllib.parse.quote(word),
                    "actionlog": {"ext": "seqid:1|key_word:%s|pos:%d|c_type:31" % (word, i + 1)}}
            if label:
                card["icon"] = "https://simg.s.weibo.com/moter/flags/%d_0.png" % flags[label]
            group.append(card)
        group.insert(4, {"card_type": 4, "pic": pic % 4, "desc": "推广的话题", "desc_extr": 10,
                         "actionlog": {"ext": "seqid:1|key_word:推广的话题|pos:4|ads_word:1|c_type:31"}})
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": "106003type=25&t=3&disable_hot=1&filter_type=realtimehot",
                                                   "title_top": "微博热搜", "total": len(group)},
                                  "cards": [{"card_type": 11, "title": "实时热点，每分钟更新一次", "card_group": group}]}}

    def search_posts(self, containerid, params):
        found = self.feed[:SEARCH_RESULTS]
        page = max(1, int(params.get("page") or 1))
        shown = found[(page - 1) * CARD_PAGE:page * CARD_PAGE]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        cards = [{"card_type": 9, "itemid": "seqid:1|type:1|t:|pos:1-0-%d" % i, "mblog": self.post_json(p), "show_type": 1}
                 for i, p in enumerate(shown)]
        if page == 1:
            cards = [{"card_type": 10, "user": self.user_json(PEOPLE[ME["id"]]), "desc1": "相关用户"},
                     {"card_type": 11, "card_group": cards}]
        more = page * CARD_PAGE < len(found)
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": containerid, "page_type": "searchall", "total": len(found),
                                                   "page": page + 1 if more else None},
                                  "cards": cards, "scheme": "sinaweibo://searchall?containerid=" + containerid}}

    @staticmethod
    def search_words(containerid):
        return containerid.split("&q=", 1)[1].split("&", 1)[0] if "&q=" in containerid else ""

    def found_people(self, words):
        """Whoever's name holds the words, then SEARCH_PEOPLE made-up people
        named after them (the fake has no index); the twelfth cannot be read
        (no screen_name): one bad person costs only itself."""
        known = [self.user_json(u) for u in PEOPLE.values() if words and words in u["screen_name"]]
        made = []
        for n in range(1, SEARCH_PEOPLE + 1):
            uid = 6003000000 + n
            person = {"id": uid, "screen_name": "%s粉丝%d" % (words, n), "description": "第 %d 位" % n, "gender": "f",
                      "follow_count": n, "followers_count": "%d.%d万" % (n, n), "statuses_count": 100 + n,
                      "verified": n == 1, "verified_type": 0 if n == 1 else -1, "verified_reason": "搜索认证" if n == 1 else "",
                      "following": uid in self.following, "follow_me": False,
                      "profile_image_url": "%s/avatar/%d.png" % (self.base, uid), "profile_url": "/u/%d?uid=%d" % (uid, uid)}
            if n == 12:
                del person["screen_name"]
            made.append(person)
        return known + made

    def search_people(self, containerid, params):
        """用户: page 1 opens with a card of filters (no user in it), then
        one card_type 11 card whose card_group holds card_type 10 people,
        10 a page; cardlistInfo.page is the next page, null on the last."""
        found = self.found_people(self.search_words(containerid))
        page = max(1, int(params.get("page") or 1))
        shown = found[(page - 1) * CARD_PAGE:page * CARD_PAGE]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        group = [{"card_type": 10, "itemid": "seqid:1|type:3|pos:1-0-%d" % i, "user": u, "desc1": u.get("description", ""),
                  "desc2": "粉丝：%s" % u["followers_count"], "buttons": [{"type": "follow", "name": "加关注"}]}
                 for i, u in enumerate(shown)]
        cards = [{"card_type": 11, "card_group": group}]
        if page == 1:
            cards.insert(0, {"card_type": 11, "card_group": [{"card_type": 17, "group": [{"title_sub": "全部"}, {"title_sub": "已认证"}]}]})
        more = page * CARD_PAGE < len(found)
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": containerid, "page_type": "searchall", "total": len(found),
                                                   "page": page + 1 if more else None}, "cards": cards}}

    def search_topics(self, containerid, params):
        """话题: card_type 8 topics in one card_group, each with title_sub
        (#name#), desc1 (reads and talk), desc2 (a host) and its page's
        scheme, 10 a page; the eleventh has an empty title_sub."""
        words = self.search_words(containerid)
        topics = []
        for n in range(1, SEARCH_TOPICS + 1):
            name = "" if n == 11 else "%s话题%d" % (words, n)
            topics.append({"card_type": 8, "itemid": "seqid:1|type:38|pos:1-0-%d" % n, "title_sub": "#%s#" % name if name else "",
                           "desc1": "%d.%d亿阅读 %d万讨论" % (n, n, n * 3), "desc2": "主持人：晴天小猫" if n % 2 else "",
                           "scheme": "/search?containerid=" + urllib.parse.quote("231522type=1&t=10&q=#%s#" % name, safe="")})
        page = max(1, int(params.get("page") or 1))
        shown = topics[(page - 1) * CARD_PAGE:page * CARD_PAGE]
        if not shown:
            return {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
        more = page * CARD_PAGE < len(topics)
        return {"ok": 1, "data": {"cardlistInfo": {"containerid": containerid, "page_type": "searchall", "total": len(topics),
                                                   "page": page + 1 if more else None},
                                  "cards": [{"card_type": 11, "title": "相关话题", "card_group": shown}]}}

    def extend(self, params):
        pid = self.known_post(params, "id")
        p = self.posts[pid]
        return {"ok": 1, "data": dict({"ok": 1, "longTextContent": p["long"] or p["text"]}, **self.counts(pid))}

    def hot_roots(self, pid):
        """A post's root comments as Weibo's hot order has them: most liked first, then newest."""
        return sorted((c["id"] for c in self.comments.values() if c["post"] == pid and c["root"] is None),
                      key=lambda cid: (cid % 5, cid), reverse=True)

    def hotflow(self, params):
        pid = self.known_post(params, "id", "mid")
        roots = self.hot_roots(pid)
        if not roots:
            return {"ok": 0, "msg": "快来发表你的评论吧"}
        cursor = int(params.get("max_id") or 0)
        start = cursor - CURSOR_BASE if CURSOR_BASE < cursor < CURSOR_BASE + len(roots) else 0
        shown = roots[start:start + LIST_PAGE]
        more = start + LIST_PAGE < len(roots)
        return {"ok": 1, "data": {
            "data": [self.root_comment_json(c, len(roots) - start - i) for i, c in enumerate(shown)],
            "total_number": self.counts(pid)["comments_count"],
            "max_id": CURSOR_BASE + start + LIST_PAGE if more else 0, "max_id_type": 0}}

    def reposts(self, params):
        pid = self.known_post(params, "id")
        ids = sorted((p for p, v in self.posts.items() if v.get("retweet") == pid), reverse=True)
        page = int(params.get("page") or 1)
        shown = ids[(page - 1) * LIST_PAGE:page * LIST_PAGE] if page >= 1 else []
        if not shown:
            return {"ok": 0, "msg": "还没有人转发过"}
        return {"ok": 1, "data": {"data": [self.post_json(p) for p in shown], "total_number": len(ids),
                                  "hot_total_number": 0, "max": (len(ids) + LIST_PAGE - 1) // LIST_PAGE}}

    def likers(self, pid):
        """Who liked post `pid`, newest first, as m.weibo.cn's likes: the
        account when it does, those in /message/attitude, then made-up people
        for the post's own likes."""
        p = self.posts[pid]
        out = []
        if pid in self.liked:
            out.append({"id": str(pid + 900), "created_at": created_at(self.clock), "attitude": "heart",
                        "user": self.user_json(ME)})
        for a in reversed(self.attitudes):
            if a["post"] == pid:
                out.append({"id": str(a["id"]), "created_at": created_at(a["created"]), "attitude": "heart",
                            "user": self.user_json(a["user"])})
        for n in range(1, p["likes"] + 1):
            uid = 6004000000 + n
            out.append({"id": str(pid + 800 + n), "created_at": created_at(p["created"] + 600 - n), "attitude": "heart",
                        "user": {"id": uid, "screen_name": "点赞用户%d" % n, "description": "", "gender": "m",
                                 "follow_count": n, "followers_count": n * 10, "statuses_count": n, "verified": False,
                                 "verified_type": -1, "following": False, "follow_me": False,
                                 "profile_image_url": "%s/avatar/%d.png" % (self.base, uid),
                                 "profile_url": "/u/%d?uid=%d" % (uid, uid)}})
        return out

    def attitudes_show(self, params):
        pid = self.known_post(params, "id")
        likers = self.likers(pid)
        page = max(1, int(params.get("page") or 1))
        shown = likers[(page - 1) * LIST_PAGE:page * LIST_PAGE]
        if not shown:
            return {"ok": 0, "msg": "还没有人赞过"}
        if page == 1:  # one like the client cannot read: no user
            shown = shown + [{"id": str(pid + 799), "created_at": created_at(self.clock), "attitude": "heart"}]
        return {"ok": 1, "data": {"data": shown, "total_number": len(likers),
                                  "max": (len(likers) + LIST_PAGE - 1) // LIST_PAGE}}

    def comments_newest(self, params):
        pid = self.known_post(params, "id")
        ids = sorted((c for c, v in self.comments.items() if v["post"] == pid), reverse=True)
        page = max(1, int(params.get("page") or 1))
        shown = ids[(page - 1) * LIST_PAGE:page * LIST_PAGE]
        if not shown:
            return {"ok": 0, "msg": "还没有人评论"}
        data = []
        for cid in shown:
            out = self.comment_json(cid)
            answered = self.comments[cid]["reply_to"]
            if answered is not None:
                out.update(reply_id=str(answered), reply_text=self.comments[answered]["text"])
            data.append(out)
        if page == 1:  # one comment the client cannot read: no time, no writer
            data.append({"id": str(pid + 98), "text": "读不懂的评论"})
        return {"ok": 1, "data": {"data": data, "total_number": len(ids), "max": (len(ids) + LIST_PAGE - 1) // LIST_PAGE}}

    def thread(self, cid):
        """A root comment's replies, oldest first; an unknown comment is refused."""
        if cid not in self.comments:
            raise refused("20201", "评论不存在或已被删除")
        return sorted(r["id"] for r in self.comments.values() if r["root"] == cid)

    def hotflow_child(self, params):
        cid = int(params.get("cid") or 0) if str(params.get("cid", "")).isdigit() else 0
        replies = self.thread(cid)
        cursor = int(params.get("max_id") or 0)
        start = cursor - CHILD_CURSOR if CHILD_CURSOR < cursor < CHILD_CURSOR + len(replies) else 0
        shown = replies[start:start + LIST_PAGE]
        more = start + LIST_PAGE < len(replies)
        data = [self.comment_json(r) for r in shown]
        if start == 0:  # one reply the client cannot read: no time, no writer
            data.append({"id": str(cid + 99), "rootid": str(cid), "text": "读不懂的回复", "like_count": 0})
        return {"ok": 1, "data": data, "total_number": len(replies), "max_id": CHILD_CURSOR + start + LIST_PAGE if more else 0,
                "max_id_type": 0, "rootComment": [self.comment_json(cid)]}

    def comments_to_me(self):
        mine = set(self.account_posts())
        return sorted((c for c, v in self.comments.items() if v["post"] in mine and v["user"] is not ME), reverse=True)

    def attitude_json(self, index):
        a = self.attitudes[index]
        return {"id": str(a["id"]), "created_at": created_at(a["created"]), "attitude": "heart",
                "user": self.user_json(a["user"]), "status": self.post_json(a["post"], 1)}

    def messages(self, params, counter, items, render):
        page = int(params.get("page") or 1)
        if page == 1:
            self.unread[counter] = 0
        shown = items[(page - 1) * LIST_PAGE:page * LIST_PAGE] if page >= 1 else []
        return {"ok": 1, "data": [render(i) for i in shown]}

    def upload(self, params):
        """api/statuses/uploadPic (see the writes above)."""
        name, data = params.get("__files__", {}).get("pic", ("", b""))
        if not data:
            raise refused("100001", "参数错误")
        pic_id = "0%sly1fake%04dj" % (hex(ME["id"])[2:10], len(self.uploads) + 1)
        self.uploads[pic_id] = {"pic_id": pic_id, "name": name, "size": len(data), "sha1": hashlib.sha1(data).hexdigest()}
        return {"pic_id": pic_id, "thumbnail_pic": "%s/wap180/%s.png" % (self.base, pic_id),
                "bmiddle_pic": "%s/orj360/%s.png" % (self.base, pic_id), "original_pic": "%s/large/%s.png" % (self.base, pic_id)}

    def write(self, kind, params):
        def content():
            text = params.get("content", "")
            if not text:
                raise refused("100001", "参数错误")
            return text
        if kind == "update":
            text = content()
            mine = self.account_posts()
            if mine and self.posts[mine[0]]["plain"] == text:
                raise refused("20019", "相同内容请间隔10分钟再进行发布哦！")
            pics = [p for p in params.get("picId", "").split(",") if p]
            if any(p not in self.uploads for p in pics):
                raise refused("20016", "图片不存在")
            pid = self._new_post(ME, text, self._written_now())
            self.posts[pid]["pics"] = pics
            self.updates.append({"text": text, "pics": pics, "visible": params.get("visible", "0")})
            video = params.get("__video__")
            if video:
                self.updates[-1]["video"] = video
                self.video_log.append("update")
            data = self.post_json(pid)
        elif kind in ("comment", "reply"):
            post = self.known_post(params, "id", "mid")
            reply_to = None
            if kind == "reply":
                value = params.get("reply") or params.get("cid") or ""
                reply_to = int(value) if value.isdigit() else None
                if reply_to not in self.comments:
                    raise refused("20201", "评论不存在或已被删除")
            data = self.comment_json(self._new_comment(post, ME, None, reply_to, self._written_now(), typed=content()))
            if kind == "comment":
                data["status"] = self.post_json(post, 1)
        elif kind == "message":
            uid = int(params.get("uid") or 0)
            if uid not in PEOPLE or uid == ME["id"]:
                raise refused("20003", "用户不存在")
            dm = {"id": self._take_dm_id(), "from": ME["id"], "to": uid, "text": content(), "created": self._written_now(),
                  "read": True}
            self.dms.append(dm)
            data = {"msg": self.dm_json(dm)}
        elif kind in ("follow", "unfollow"):
            value = str(params.get("uid") or params.get("friend_uid") or "")
            uid = int(value) if value.isdigit() else 0
            if uid not in PEOPLE or uid == ME["id"]:
                raise refused("20003", "用户不存在")
            if kind == "follow":
                self.following.add(uid)
            else:
                self.following.discard(uid)
            data = self.user_json(PEOPLE[uid])
        elif kind == "repost":
            original = self.known_post(params, "id", "mid")
            root = self.posts[original]["retweet"] or original
            data = self.post_json(self._new_post(ME, params.get("content") or "转发微博", self._written_now(), root))
        elif kind in ("favorite", "unfavorite"):
            pid = self.known_post(params, "id")
            if pid in self.favorites:
                self.favorites.remove(pid)
            if kind == "favorite":
                self.favorites.insert(0, pid)
            data = {"id": str(pid)}
        else:
            pid = self.known_post(params, "id")
            if kind == "like":
                self.liked.add(pid)
                data = {"id": str(pid), "attitude": "heart", "created_at": created_at(self._written_now()),
                        "attitude_type": 0}
            else:
                self.liked.discard(pid)
                data = {"id": str(pid), "attitude": "heart"}
        self.writes[kind] += 1
        key = str(params.get("id") or params.get("mid")) if kind in ("like", "unlike", "favorite", "unfavorite") else \
            str(data["id"]) if kind in ("follow", "unfollow") else \
            params.get("content") or ("转发微博" if kind == "repost" else "")
        self.arrived[kind][key] = self.arrived[kind].get(key, 0) + 1
        if kind in ("favorite", "unfavorite"):  # m.weibo.cn answers these with a word, no data
            return {"ok": 1, "msg": "收藏成功" if kind == "favorite" else "已取消收藏"}
        return {"ok": 1, "data": data}

    # The passport (lock held)

    def qr_image(self):
        qrid = base64.b64encode(("fake-qr-%d-%s" % (len(self.codes) + 1, secrets.token_hex(6))).encode()).decode()
        self.codes.append({"qrid": qrid, "issued": time.monotonic(), "polls": 0, "state": "waiting", "held": False,
                           "alt": None})
        scan = "https://passport.weibo.cn/signin/qrcode/scan?qr=%s&sinainternalbrowser=topnav&showiframe=0" % qrid
        image = "%s/inf/gen?api_key=fake&data=%s&datetime=%d&deadline=0&level=M&output_type=png&size=180" % (
            self.base, urllib.parse.quote(scan, safe=""), int(time.time()))
        return {"retcode": 20000000, "msg": "succ", "data": {"qrid": qrid, "image": image}}

    def qr_code(self, qrid):
        return next((c for c in self.codes if c["qrid"] == qrid), None)

    def qr_advance(self, code, poll):
        """The code's state now: by its polls and age unless held."""
        if poll:
            code["polls"] += 1
        if code["held"] or code["state"] in ("confirmed", "used"):
            return code["state"]
        rules = self.qr_rules
        if time.monotonic() - code["issued"] >= float(rules["expiry"]):
            code["state"] = "expired"
        elif code["state"] != "expired":
            if code["polls"] >= int(rules["confirm_after"]):
                code["state"] = "confirmed"
            elif code["polls"] >= int(rules["scan_after"]):
                code["state"] = "scanned"
        return code["state"]

    def qr_check(self, params):
        qrid = params.get("qrid", "")
        if not qrid:
            return {"retcode": 50114008, "msg": "qrid格式错误", "data": None}
        code = self.qr_code(qrid)
        state = self.qr_advance(code, poll=True) if code else "expired"
        if state != "confirmed":
            retcode, msg = QR_REPLIES[state]
            return {"retcode": retcode, "msg": msg, "data": None}
        if code["alt"] is None:
            code["alt"] = "ALT-" + secrets.token_urlsafe(18)
            self.alts[code["alt"]] = code
        if self.qr_rules["confirm_shape"] == "alt":
            return {"retcode": 20000000, "msg": "succ", "data": {"alt": code["alt"]}}
        landing = urllib.parse.quote(self.base + "/", safe="")
        return {"retcode": 20000000, "msg": "succ", "data": {
            "url": "%s/sso/v2/login?entry=wapsso&source=wapsso&url=%s&alt=%s&returntype=TEXT" % (
                self.base, landing, code["alt"])}}

    def sso_login(self, params):
        """Redeems an alt once: a new session (not yet valid) and its tickets."""
        code = self.alts.pop(params.get("alt", ""), None)
        if code is None:
            return None
        code["state"], code["held"] = "used", False
        pair = max(s["pair"] for s in self.sessions.values()) + 1
        sub, desktop_sub = "_2A25" + secrets.token_urlsafe(24), "_2A25" + secrets.token_urlsafe(24)
        self.sessions[sub] = {"st": secrets.token_hex(3), "active": False, "side": "web", "pair": pair}
        self.sessions[desktop_sub] = {"st": None, "active": False, "side": "desktop", "pair": pair}
        urls = []
        for step, session, base, path in (
                ("weibo.com", sub, self.base, "/wbsso/login?ticket=%s&ssosavestate=1741054800"),
                ("weibo.cn", sub, self.base, "/sso/crossdomain?action=login&savestate=1&ticket=%s"),
                ("desktop", desktop_sub, self.desktop_base,
                 "/ajaxlogin.php?framelogin=1&callback=parent.sinaSSOController.feedBackUrlCallBack&ticket=%s")):
            ticket = "ST-" + secrets.token_urlsafe(18)
            self.tickets[ticket] = (session, step)
            urls.append(base + path % urllib.parse.quote(ticket, safe=""))
        return {"retcode": "0", "uid": str(ME["id"]), "nick": ME["screen_name"],
                "crossDomainUrlList": urls + [self.base + "/"]}

    def redeem(self, params):
        """A cross-domain step: the cookies it sets, or None for a spent ticket."""
        found = self.tickets.pop(params.get("ticket", ""), None)
        if found is None:
            return None
        sub, step = found
        if step in ("weibo.cn", "desktop"):
            self.sessions[sub]["active"] = True
        expires = email.utils.formatdate(time.time() + 30 * 86400, usegmt=True)
        cookies = ["SUB=%s; Path=/; Expires=%s; HttpOnly" % (sub, expires),
                   "SUBP=%s; Path=/; Expires=%s" % (SESSION_SUBP, expires),
                   "ALF=%d; Path=/; Expires=%s" % (int(time.time()) + 30 * 86400, expires)]
        if step == "desktop":  # weibo.com's own, host-only: a client must not send it to m.weibo.cn
            cookies.append("SSOLoginState=%d; Path=/" % int(time.time()))
        return cookies

    # Control (lock held)

    def incoming(self, payload):
        uid = int(payload.get("user", OTHERS[0]["id"]))
        kind, text = payload["kind"], str(payload["text"])
        if uid == ME["id"] and kind != "post":
            raise ValueError("the account itself writes only a post (kind post)")
        author = ME if uid == ME["id"] else {u["id"]: u for u in OTHERS}[uid]
        markup = text if payload.get("html") else html.escape(text)
        when = self._written_now()
        newest_mine = self.account_posts()[0]
        if author is ME:  # the account, from elsewhere (its phone): not a write of this client
            pid = self._new_post(ME, text, when)
            self.posts[pid]["text"] = markup
            return pid
        if kind == "post":
            self.unread["unreadmblog"] += 1
            pid = self._new_post(author, text, when)
            self.posts[pid]["text"] = markup
            return pid
        if kind == "mention":
            pid = self._take_id()
            self.posts[pid] = self._post_record(pid, author, markup, when, plain=text)
            self.mentions.insert(0, pid)
            self.unread["mention_status"] += 1
            return pid
        if kind in ("comment", "comment_mention"):
            cid = self._new_comment(newest_mine, author, markup, None, when)
            self.unread["cmt"] += 1
            if kind == "comment_mention":
                self.comment_mentions.insert(0, cid)
                self.unread["mention_cmt"] += 1
            return cid
        if kind == "dm":
            self.dms.append({"id": self._take_dm_id(), "from": uid, "to": ME["id"], "text": text, "created": when,
                             "read": False})
            self.unread["dm"] += 1
            return self.dms[-1]["id"]
        if kind == "attitude":
            self.attitudes.append({"id": self._take_id(), "user": author, "post": newest_mine, "created": when})
            self.unread["attitude"] += 1
            return self.attitudes[-1]["id"]
        raise ValueError("kind: post, mention, comment, comment_mention or attitude")

    def set_qr(self, payload):
        for key in ("scan_after", "confirm_after", "expiry"):
            if key in payload:
                self.qr_rules[key] = float(payload[key])
        if "confirm_shape" in payload:
            if payload["confirm_shape"] not in ("url", "alt"):
                raise ValueError("confirm_shape: url or alt")
            self.qr_rules["confirm_shape"] = payload["confirm_shape"]
        if "state" in payload:
            code = self.qr_code(payload["qrid"]) if "qrid" in payload else (self.codes[-1] if self.codes else None)
            if code is None:
                raise ValueError("no such QR code")
            if payload["state"] == "auto":
                code["held"] = False
            elif payload["state"] in QR_STATES:
                code["state"], code["held"] = payload["state"], True
            else:
                raise ValueError("state: auto, " + ", ".join(sorted(QR_STATES)))
        return self.qr_summary()

    def qr_summary(self):
        return [{"state": self.qr_advance(c, poll=False), "polls": c["polls"]} for c in self.codes]

    def snapshot(self):
        videos = [{k: v for k, v in video.items() if k not in ("chunks", "auth")} for video in self.videos.values()]
        return {"fault": self.fault, "writes": dict(self.writes), "uploads": list(self.uploads.values()), "updates": list(self.updates),
                "videos": videos, "video_log": list(self.video_log),
                "arrived": {kind: dict(counts) for kind, counts in self.arrived.items()}, "in_flight": self.in_flight,
                "posted": [self.posts[p]["plain"] for p in reversed(self.account_posts())],
                "comments": [{"id": c, "post": v["post"], "text": v["plain"], "reply_to": v["reply_to"]}
                             for c, v in sorted(self.comments.items())],
                "liked": sorted(self.liked), "favorites": list(self.favorites), "following": sorted(self.following), "qr": self.qr_summary(),
                "dms": [{"from": d["from"], "to": d["to"], "text": d["text"], "read": d["read"]} for d in self.dms],
                "sessions": len({s["pair"] for s in self.sessions.values() if s["active"]}),
                "side_faults": {side: dict(f) for side, f in self.side_faults.items()}, "sso_refused": self.sso_refused,
                "renew": sorted(self.renew), "expire_after": dict(self.expire_after),
                "unread": dict(self.unread), "pictures": list(self.picture_requests)}

    def take_fault(self, method, path, side):
        """The fault for this request (counting it down), or "none": its
        side's own first, then the one for every side."""
        is_write = method == "POST" and path in ALL_WRITES
        if side in self.side_faults:
            holder = SideFault(self, side)
            fault = holder.fault
            if not (fault.get("writes") and not is_write):
                fault = take_fault(holder, path, is_write)
                if fault["mode"] != "none":
                    return fault
        if self.fault.get("writes") and not is_write:
            return {"mode": "none"}
        return take_fault(self, path, is_write)


class SideFault:
    """One side's fault as server.take_fault counts it down (`fault`, set
    back to none when spent: then the side has none)."""

    def __init__(self, state, side):
        self.state, self.side = state, side

    @property
    def fault(self):
        return self.state.side_faults.get(self.side, {"mode": "none"})

    @fault.setter
    def fault(self, value):
        if value.get("mode", "none") == "none":
            self.state.side_faults.pop(self.side, None)
        else:
            self.state.side_faults[self.side] = value


def uid_int(uid):
    return int(uid) if uid.isdigit() else 0


def about_uid(params):
    """The person a request names, or None: its uid or friend_uid, type=uid's
    value, or the uid a containerid (100505UID, 107603UID) ends with."""
    for name in ("uid", "friend_uid"):
        if params.get(name, "").isdigit():
            return int(params[name])
    if params.get("type") == "uid" and params.get("value", "").isdigit():
        return int(params["value"])
    containerid = params.get("containerid", "")
    if containerid[:6] in ("100505", "107603") and containerid[6:].isdigit():
        return int(containerid[6:])
    tail = containerid.rsplit("_-_", 1)[-1]
    if containerid.startswith("231051_-_") and tail.isdigit():
        return int(tail)
    return None


def parse_cookies(header):
    cookies = {}
    for part in header.split(";"):
        name, _, value = part.strip().partition("=")
        if name:
            cookies[name] = value
    return cookies


class Handler(FakeHandler):
    server_version = "FakeWeiboWeb/1.0"
    picture_sides = PICTURE_SIDES
    json_type = "application/json; charset=utf-8"

    def serve(self, method, path, params, body):
        """A write is counted in flight from its arrival until its answer
        (or reset) has gone, however long a fault holds it."""
        state = self.server.state
        write = method == "POST" and path in ALL_WRITES
        if write:
            with state.lock:
                state.in_flight += 1
        try:
            self.answer(method, path, params, body)
        finally:
            if write:
                with state.lock:
                    state.in_flight -= 1

    def answer(self, method, path, params, body):
        state = self.server.state
        files = {}
        side = side_of(path)
        if side == "upload":  # the body is the file's bytes, not a form
            form = {}
        elif method == "POST" and self.headers.get("Content-Type", "").startswith("multipart/form-data"):
            form, files = parse_multipart(body, self.headers.get("Content-Type"))
        else:
            form = dict(urllib.parse.parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True)) if method == "POST" else {}
        params.update(form)
        params["__files__"] = files
        cookies = parse_cookies(self.headers.get("Cookie", ""))
        header_st = self.headers.get("X-XSRF-TOKEN")
        with state.lock:
            session = None if side == "upload" else state.session(cookies, side, use=True)
            state.log.append({
                "t": round(time.monotonic() - state.started, 4), "method": method, "path": path, "side": side,
                "containerid": params.get("containerid", ""),
                "host": self.headers.get("Host", ""), "user_agent": self.headers.get("User-Agent", ""),
                "referer": self.headers.get("Referer", ""), "xsrf": header_st is not None, "cookies": sorted(cookies),
                "cookie": "session" if session else ("other" if "SUB" in cookies else "none"),
                "st": {(True, True): "both", (True, False): "form", (False, True): "header"}.get(
                    ("st" in form, header_st is not None), "none"), "about": about_uid(params),
                "id": str(params.get("id") or params.get("cid") or ""), "max_id": str(params.get("max_id") or ""),
                "up_auth": "X-Up-Auth" in self.headers})
            sso_refused = side == "web" and state.sso_refused and "SSOLoginState" in cookies
            fault = {"mode": "none"} if sso_refused else state.take_fault(method, path, side)
        if sso_refused:  # m.weibo.cn does not take weibo.com's SSOLoginState
            return self.send(432, b"", "text/html")
        mode = fault["mode"]

        if mode == "slow":
            time.sleep(float(fault.get("delay", 3)))
        if mode == "reset":
            return self.reset()
        if mode in ("432", "418"):
            return self.send(int(mode), b"<html><body>%s</body></html>" % mode.encode(), "text/html")
        if mode == "captcha":
            return self.send(200, CAPTCHA_PAGE, "text/html; charset=utf-8")
        if mode == "html":
            return self.send(200, HOME_PAGE, "text/html; charset=utf-8")
        if mode == "echo":
            return self.echo(fault.get("style"))
        signed_out = mode == "signed_out"
        if signed_out and side != "passport" and fault.get("style") == "redirect":
            with state.lock:
                location = state.desktop_signin_url(path) if side == "desktop" else state.signin_url(path)
            return self.send(302, b"", "text/html", [("Location", location)])

        with state.lock:
            if signed_out:
                session = None
            page = None
            if side == "passport":
                page = self.passport(method, path, params)
            elif side == "upload":
                reply = state.video_upload(path, params, body, self.headers.get("X-Up-Auth")) if method == "POST" else {"error": "POST only"}
                page = 200, json.dumps(reply).encode(), "application/json;charset=UTF-8", []
            elif side == "desktop":
                page = self.desktop(method, path, params, session, cookies, header_st)
            elif method == "GET" and path == "/":
                page = 200, HOME_PAGE, "text/html; charset=utf-8", []
            st = form.get("st") or header_st
            if page is None:
                try:
                    reply = state.web(method, path, params, session, st)
                except Refusal as refusal:
                    reply = refusal.body
                headers = []
                if path == "/api/config" and session is not None:
                    headers.append(("Set-Cookie", "XSRF-TOKEN=%s; Path=/" % session["st"]))
                status, data, content_type = 200, json.dumps(reply, ensure_ascii=False).encode("utf-8"), None
            else:
                status, data, content_type, headers = page
            if session is not None and side in state.renew and side != "passport" and status == 200:
                headers.append(("Set-Cookie", state.renew_session(cookies["SUB"], side)))
        if mode == "store_then_drop":
            return self.reset()
        if mode == "truncated":
            data = data[: len(data) // 2]
        elif mode == "invalid":
            data = b'{"ok": 1, "data": {"statuses": [} oops'  # malformed, not merely cut short
        elif mode == "reshaped":
            data = b'{"ok": 1, "data": {"renamed": true}, "renamed": true}'  # Weibo changed the shape
        self.send(status, data, content_type, headers)

    def desktop(self, method, path, params, session, cookies, header_xsrf):
        """weibo.com's side (lock held): (status, body, type, headers). Signed
        out is ok -100; a write without the X-XSRF-TOKEN header equal to the
        XSRF-TOKEN cookie the side handed out is HTTP 403; a signed-in GET
        without that cookie gets one."""
        state = self.server.state
        headers = []
        if method == "GET" and path == "/ajax/side/hotSearch":  # public, as on weibo.com
            reply = state.desktop_hot_search()
        elif session is None:
            reply = {"ok": -100, "url": state.desktop_signin_url(path)}
        elif method == "POST" and (not header_xsrf or cookies.get("XSRF-TOKEN") != header_xsrf
                                   or header_xsrf not in state.xsrf_tokens):
            return 403, FORBIDDEN_PAGE, "text/html; charset=utf-8", []
        else:
            try:
                reply = state.desktop(method, path, params, session)
            except Refusal as refusal:
                reply = refusal.body
        if session is not None and method == "GET" and "XSRF-TOKEN" not in cookies:
            headers.append(("Set-Cookie", "XSRF-TOKEN=%s; Path=/" % state.xsrf_token()))
        if session is not None and path == "/ajax/config/get_config":
            headers.append(("x-log-uid", str(ME["id"])))
        status = 404 if reply.get("error_code") == 404 else 200
        return status, json.dumps(reply, ensure_ascii=False).encode("utf-8"), None, headers

    def passport(self, method, path, params):
        """The passport side's reply (lock held): (status, body, type, headers)."""
        state = self.server.state

        def reply(value, status=200, headers=()):
            return status, json.dumps(value, ensure_ascii=False).encode(), "application/json; charset=utf-8", list(headers)

        def moved(location):
            return 302, b"", "text/html", [("Location", location)]
        if method == "GET" and path == "/sso/v2/qrcode/image":
            return reply(state.qr_image())
        if method == "GET" and path == "/sso/v2/qrcode/check":
            return reply(state.qr_check(params))
        if method == "GET" and path == "/sso/v2/login":
            found = state.sso_login(params)
            if found is None:
                return reply({"retcode": "2093", "reason": "抱歉！登录失败，请稍候再试"})
            return reply(found) if params.get("returntype") == "TEXT" else moved(found["crossDomainUrlList"][0])
        if method == "GET" and path in ("/wbsso/login", "/sso/crossdomain", "/ajaxlogin.php"):
            cookies = state.redeem(params)
            if cookies is None:
                return moved(state.signin_url("/"))
            return reply({"retcode": 20000000, "msg": "succ"}, headers=[("Set-Cookie", c) for c in cookies])
        if method == "GET" and path in ("/signin/welcome", "/sso/signin", "/login.php"):
            return 200, SIGNIN_PAGE, "text/html; charset=utf-8", []
        return 404, b"<html><body>404 Not Found</body></html>", "text/html", []

    def set_fault(self, payload):
        """/_fault (lock held): (reply, status)."""
        state = self.server.state
        side = payload.get("side")
        switches = ("sso_refused", "renew", "expire_after")
        if side is not None and side not in FAULT_SIDES:
            return {"ok": False, "error": "sides: " + ", ".join(FAULT_SIDES)}, 400
        if "mode" not in payload and any(k in payload for k in switches):
            pass
        elif payload.get("mode") not in FAULT_MODES:
            return {"ok": False, "error": "modes: " + ", ".join(sorted(FAULT_MODES))}, 400
        if ("renew" in payload or "expire_after" in payload) and side not in ("web", "desktop"):
            return {"ok": False, "error": "renew and expire_after need a side: web or desktop"}, 400
        if "sso_refused" in payload:
            state.sso_refused = bool(payload["sso_refused"])
        if payload.get("renew"):
            state.renew.add(side)
        if "expire_after" in payload:
            state.uses = {key: n for key, n in state.uses.items() if key[1] != side}
            if payload["expire_after"] is None:
                state.expire_after.pop(side, None)
            else:
                state.expire_after[side] = int(payload["expire_after"])
        if "mode" in payload:
            fault = {k: payload[k] for k in ("mode", "count", "path", "delay", "style", "writes") if k in payload}
            if side is not None:
                SideFault(state, side).fault = fault
            else:
                state.fault = fault
                if fault["mode"] == "none":
                    state.side_faults = {}
        return {"ok": True, "fault": state.fault, "side_faults": state.side_faults, "sso_refused": state.sso_refused,
                "renew": sorted(state.renew), "expire_after": state.expire_after}, 200

    def echo(self, style):
        """The request as received: line and headers (see the echo fault)."""
        dump = self.requestline + "\r\n" + "".join("%s: %s\r\n" % (k, v) for k, v in self.headers.items())
        if style == "msg":
            return self.send(200, json.dumps({"ok": 0, "msg": dump}, ensure_ascii=False).encode())
        return self.send(200, dump.encode("utf-8", "replace"), "text/plain; charset=utf-8")

    def control(self, method, path, body):
        state = self.server.state
        try:
            payload = json.loads(body or b"{}")
        except ValueError:
            return self.send(400, b'{"ok": false, "error": "body is not JSON"}')

        def answer(value, status=200):
            return self.send(status, json.dumps(value, ensure_ascii=False).encode())
        with state.lock:
            if method == "GET" and path == "/_state":
                return answer(state.snapshot())
            if method == "GET" and path == "/_log":
                return answer({"requests": list(state.log)})
            if method == "POST" and path == "/_fault":
                return answer(*self.set_fault(payload))
            try:
                if method == "POST" and path == "/_qr":
                    return answer({"ok": True, "codes": state.set_qr(payload)})
                if method == "POST" and path == "/_incoming":
                    return answer({"ok": True, "id": state.incoming(payload)})
            except (KeyError, ValueError, IndexError) as error:
                return answer({"ok": False, "error": str(error)}, 400)
            if method == "POST" and path == "/_unread":
                state.unread.update({k: int(v) for k, v in payload.items()})
                return answer({"ok": True, "unread": state.unread})
            if method == "POST" and path == "/_reset":
                state.reset()
                return answer({"ok": True})
        answer({"ok": False, "error": "no such control"}, 404)

    def picture(self, path):
        """A post's picture or a person's avatar (see "Pictures" above)."""
        state = self.server.state
        parts = path.split("/")
        name = parts[2][: -len(".png")] if len(parts) == 3 and parts[2].endswith(".png") else ""
        with state.lock:
            state.picture_requests.append(path)
            if parts[1] == "avatar":
                known = name.isdigit() and int(name) in PEOPLE
            else:
                known = any(name in p.get("pics", ()) or (p.get("video") is not None and name == "v%d" % p["video"])
                            for p in state.posts.values())
        if not known:
            return self.send(404, b"<html><body>404 Not Found</body></html>", "text/html")
        self.send(200, picture(name, PICTURE_SIDES[parts[1]]), "image/png")



def main():
    parser = argparse.ArgumentParser(description="Fake m.weibo.cn and passport for tests (see the module docstring).")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--posts", type=int, default=45, help="posts in feed/friends at start")
    parser.add_argument("--qr-scan-after", type=int, default=2, help="the poll from which a QR code is scanned")
    parser.add_argument("--qr-confirm-after", type=int, default=4, help="the poll from which it is confirmed")
    parser.add_argument("--qr-expiry", type=float, default=180, help="seconds a QR code lives unconfirmed")
    parser.add_argument("--desktop-base", help="the weibo.com side's addresses (default http://localhost:PORT)")
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    rules = {"scan_after": args.qr_scan_after, "confirm_after": args.qr_confirm_after, "expiry": args.qr_expiry}
    port = server.server_address[1]
    desktop_base = (args.desktop_base or "http://localhost:%d" % port).replace("PORT", str(port)).rstrip("/")
    server.state = State(args.posts, "http://127.0.0.1:%d" % port, rules, desktop_base)
    serve(server)


if __name__ == "__main__":
    stop_on_sigterm()
    main()
