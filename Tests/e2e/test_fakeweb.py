"""The fake m.weibo.cn and passport (Tests/fakeapi/web.py): every endpoint,
QR state and fault mode, spoken to with urllib as a client would.

Needs no app binary: this checks the server the web session's end-to-end
tests will stand on.
"""

import http.client
import http.cookiejar
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import (FAKE_WEB_COOKIE as COOKIE, FAKE_WEB_POSTS as POSTS, FAKE_WEB_ST as ST, FAKE_WEB_UID as UID,
                      fake_api_control as control)

SUB = COOKIE.split(";")[0].split("=", 1)[1]


@pytest.fixture(scope="module")
def base(fake_web):
    return fake_web


@pytest.fixture(autouse=True)
def fresh(base):
    control(base, "/_reset", {})


class Unfollowed(urllib.request.HTTPRedirectHandler):
    """A redirect is an answer to look at, not to follow."""

    def redirect_request(self, *args, **kwargs):
        return None


def call(base, method, path, params=None, cookie=COOKIE, st=None, st_in="form", jar=None, timeout=10):
    """(status, headers, body bytes); HTTP errors and redirects are answers too."""
    params = dict(params or {})
    headers = {}
    if cookie is not None:
        headers["Cookie"] = cookie
    if st is not None and st_in in ("form", "both"):
        params["st"] = st
    if st is not None and st_in in ("header", "both"):
        headers["X-XSRF-TOKEN"] = st
    query = urllib.parse.urlencode(params)
    url, data = base + path, None
    if method == "GET" and query:
        url += "?" + query
    elif method == "POST":
        data = query.encode()
    handlers = [Unfollowed()] + ([urllib.request.HTTPCookieProcessor(jar)] if jar is not None else [])
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.build_opener(*handlers).open(request, timeout=timeout) as reply:
            return reply.status, reply.headers, reply.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def get(base, path, params=None, **kw):
    status, _, body = call(base, "GET", path, params, **kw)
    assert status == 200, body
    return json.loads(body)


def ok(base, path, params=None, **kw):
    reply = get(base, path, params, **kw)
    assert reply["ok"] == 1, reply
    return reply["data"]


def write(base, path, params, st=ST, **kw):
    status, _, body = call(base, "POST", path, params, st=st, **kw)
    assert status == 200, body
    return json.loads(body)


def feed(base, **kw):
    """Every post of feed/friends, paging by max_id to the end; and the pages' count."""
    seen, max_id, pages = [], 0, 0
    while True:
        data = ok(base, "/feed/friends", {"max_id": max_id} if max_id else {}, **kw)
        seen += data["statuses"]
        pages += 1
        assert data["max_id_str"] == str(data["max_id"]) and data["next_cursor"] == data["max_id"]
        if data["max_id"] == 0:
            return seen, pages
        max_id = data["max_id"]


def post_with(posts, predicate):
    found = [p for p in posts if predicate(p)]
    assert found, "no post matches"
    return found[0]


# The session

def test_config_says_whether_signed_in_and_gives_st_only_then(base):
    signed_out = get(base, "/api/config", cookie=None)
    assert signed_out["ok"] == 1 and signed_out["data"]["login"] is False and "st" not in signed_out["data"]
    assert "/signin/welcome" in signed_out["data"]["loginUrl"]
    assert get(base, "/api/config", cookie="SUB=someone-else")["data"]["login"] is False
    status, headers, body = call(base, "GET", "/api/config")
    data = json.loads(body)["data"]
    assert data == dict(data, login=True, st=ST, uid=str(UID))
    assert "XSRF-TOKEN=%s" % ST in headers.get_all("Set-Cookie")[0]


def test_every_read_without_the_session_is_ok_minus_100_with_the_sign_in_page(base):
    for path, params in [("/feed/friends", {}), ("/api/remind/unread", {}), ("/statuses/show", {"id": 1}),
                         ("/api/container/getIndex", {"containerid": "100505%d" % UID}), ("/message/cmt", {})]:
        reply = get(base, path, params, cookie=None)
        assert reply["ok"] == -100 and reply["url"].startswith(base + "/signin/welcome?entry=mweibo&r="), path
        assert urllib.parse.quote(base + path, safe="") in reply["url"]
    status, headers, body = call(base, "GET", "/signin/welcome", cookie=None)
    assert status == 200 and headers["Content-Type"].startswith("text/html") and "登录".encode() in body


# Reading

def test_feed_pages_by_max_id_to_a_real_end(base):
    posts, pages = feed(base)
    ids = [int(p["id"]) for p in posts]
    assert pages == 3 and len(ids) == POSTS + 1 == len(set(ids)), "the generated posts and the account's own"
    assert ids == sorted(ids, reverse=True)
    assert all(p["mid"] == p["id"] and re.fullmatch(r"[0-9A-Za-z]{9}", p["bid"]) for p in posts)
    assert all(isinstance(p["user"]["id"], int) for p in posts)
    first = ok(base, "/feed/friends")
    assert first["since_id"] == ids[0] and first["total_number"] == POSTS + 1
    assert ok(base, "/feed/friends", {"since_id": ids[0]})["statuses"] == [], "a refresh with nothing new"


def test_feed_text_is_html_as_weibo_sends_it(base):
    posts, _ = feed(base)
    texts = [p["text"] for p in posts]
    assert any("<a href='/n/" in t and ">@" in t for t in texts), "@links"
    assert any('<span class="url-icon"><img alt=[doge]' in t for t in texts), "emoji as url-icon images"
    assert any("<br />" in t for t in texts)
    assert any('data-url="http://t.cn/' in t and "网页链接" in t for t in texts), "t.cn links"
    assert any("&amp;" in t and "&lt;" in t and "&quot;" in t for t in texts), "entities"
    assert any('<span class="surl-text">#终端#</span>' in t for t in texts), "topics"
    long = post_with(posts, lambda p: p.get("isLongText"))
    assert long["text"].endswith('...<a href="/status/%s">全文</a>' % long["id"]) and long["textLength"] > len(long["text"]) // 2


def test_reposts_carry_their_original_and_one_original_is_gone(base):
    posts, _ = feed(base)
    reposts = [p for p in posts if "retweeted_status" in p]
    assert len(reposts) >= 8 and all("//<a href='/n/" in p["text"] for p in reposts[:-1])
    original = reposts[0]["retweeted_status"]
    assert original["user"]["screen_name"] and "retweeted_status" not in original, "one level deep"
    assert any(p["retweeted_status"].get("isLongText") for p in reposts), "a repost of a long post"
    assert any(p["retweeted_status"].get("pic_num") == 9 for p in reposts), "a repost of nine pictures"
    gone = posts[-1]["retweeted_status"]
    assert gone["user"] is None and "删除" in gone["text"]


def test_pictures_one_to_nine_with_url_and_large_url_served_here(base):
    posts, _ = feed(base)
    with_pics = [p for p in posts if p["pic_num"]]
    assert {p["pic_num"] for p in with_pics} == {1, 2, 4, 9}
    assert all(len(p["pics"]) == p["pic_num"] == len(p["pic_ids"]) for p in with_pics)
    assert all("pics" not in p for p in posts if not p["pic_num"])
    pic = post_with(with_pics, lambda p: p["pic_num"] == 9)["pics"][8]
    assert pic["url"].startswith(base + "/orj360/") and pic["large"]["url"].startswith(base + "/large/")
    assert pic["large"]["geo"]["width"] == "240", "large geo sizes are strings, as Weibo sends them"
    for url in (pic["url"], pic["large"]["url"], posts[0]["user"]["profile_image_url"]):
        status, headers, body = call(base, "GET", url[len(base):], cookie=None)
        assert status == 200 and headers["Content-Type"] == "image/png" and body.startswith(b"\x89PNG")
    assert call(base, "GET", "/large/p2-1.png")[0] == 404 and call(base, "GET", "/avatar/42.png")[0] == 404
    assert control(base, "/_state")["pictures"] == [u[len(base):] for u in (
        pic["url"], pic["large"]["url"], posts[0]["user"]["profile_image_url"])] + ["/large/p2-1.png", "/avatar/42.png"]
    assert all(r["path"].split("/")[1] not in ("orj360", "large", "avatar") for r in control(base, "/_log")["requests"])


def test_video_posts_day_dated_posts_and_weibos_counts(base):
    posts, _ = feed(base)
    videos = [p for p in posts if p.get("page_info", {}).get("type") == "video"]
    assert [p["text"].split(" post ")[0] for p in videos] == ["第 %d 条微博" % n for n in range(38, 0, -10)]
    info = videos[0]["page_info"]
    assert info["media_info"]["duration"] == 98.456 and info["page_url"] == "%s/s/video/show?object_id=1034:%s" % (base, videos[0]["id"])
    assert info["urls"]["mp4_720p_mp4"].startswith(base + "/video/v38-720p.mp4?label=mp4_720p")
    assert info["media_info"]["stream_url_hd"].startswith(base + "/video/v38-hd.mp4")
    status, headers, body = call(base, "GET", info["page_pic"]["url"][len(base):], cookie=None)
    assert status == 200 and headers["Content-Type"] == "image/png" and body.startswith(b"\x89PNG"), "the cover is served"
    assert all("pics" not in p for p in videos)
    by_day = [p["created_at"] for p in posts if p["text"].startswith(("第 1 条微博", "第 2 条微博"))]
    assert by_day == ["2024-03-04", "2024-03-04"], "the two oldest are dated by the day alone"
    assert posts[0]["created_at"].endswith("+0800 2024") or posts[0]["created_at"].endswith("+0800 %d" % time.gmtime().tm_year)
    shown = ok(base, "/statuses/show", {"id": post_with(posts, lambda p: p["text"].startswith("第 2 条微博"))["id"]})
    assert shown["created_at"] == "2024-03-04"
    counts = {p["user"]["screen_name"]: p["user"]["statuses_count"] for p in posts}
    assert all(isinstance(n, int) and n > 80 for n in counts.values()), counts


def test_profile_card_and_posts_as_cards_paged_by_since_id_or_page(base):
    card = ok(base, "/api/container/getIndex", {"containerid": "100505%d" % UID})
    assert card["userInfo"]["id"] == UID and card["userInfo"]["screen_name"] == "测试用户"
    assert card["userInfo"]["statuses_count"] == 1234, "Weibo's count: the one post here and 1233 before"
    assert card["userInfo"]["followers_count"] == "1.5万" and card["userInfo"]["follow_count"] == 3
    assert [t["containerid"] for t in card["tabsInfo"]["tabs"]][-1] == "107603%d" % UID
    assert ok(base, "/api/container/getIndex", {"type": "uid", "value": UID})["userInfo"]["id"] == UID
    for i in range(11):
        write(base, "/api/statuses/update", {"content": "第 %d 条" % i})
    containerid = "107603%d" % UID
    first = ok(base, "/api/container/getIndex", {"containerid": containerid})
    posts = [c["mblog"] for c in first["cards"] if c["card_type"] == 9]
    assert len(posts) == 10 and any(c["card_type"] == 11 for c in first["cards"]), "a card that is not a post"
    assert posts[0]["text"] == "第 10 条" and posts[0]["created_at"] == "刚刚"
    assert first["cardlistInfo"]["since_id"] == int(posts[-1]["id"]) and first["cardlistInfo"]["total"] == 12
    second = ok(base, "/api/container/getIndex", {"containerid": containerid, "since_id": first["cardlistInfo"]["since_id"]})
    older = [c["mblog"] for c in second["cards"]]
    assert [p["text"] for p in older] == ["第 0 条", "我的第一条微博"] and older[-1]["created_at"] == "2024-03-04"
    by_page = ok(base, "/api/container/getIndex", {"containerid": containerid, "page": 2})
    assert [c["mblog"]["id"] for c in by_page["cards"]] == [p["id"] for p in older]
    end = get(base, "/api/container/getIndex", {"containerid": containerid, "since_id": older[-1]["id"]})
    assert end == {"ok": 0, "msg": "这里还没有内容", "data": {"cards": []}}
    other = ok(base, "/api/container/getIndex", {"containerid": "1076036002000001"})
    assert all(c["mblog"]["user"]["id"] == 6002000001 for c in other["cards"] if c["card_type"] == 9)


def test_relative_dates_and_bids_as_weibo_writes_them():
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "fakeapi"))
    import web
    now = 1_709_510_400 + 12 * 3600  # 2024-03-04 20:00 +0800
    assert [web.relative_date(now - age, now) for age in (5, 300, 3 * 3600)] == ["刚刚", "5分钟前", "3小时前"]
    assert web.relative_date(now - 21 * 3600, now) == "昨天 23:00"
    assert web.relative_date(now - 10 * 86400, now) == "02-23"
    assert web.relative_date(now - 400 * 86400, now) == "2023-01-29"
    assert [web.bid(m) for m in (62, 10_000_000, 10_000_062)] == ["10", "10000", "10010"], "groups of 7 digits, base 62"


def test_show_keeps_the_cut_text_and_extend_gives_the_long_one(base):
    posts, _ = feed(base)
    long = post_with(posts, lambda p: p.get("isLongText"))
    shown = ok(base, "/statuses/show", {"id": long["id"]})
    assert shown["text"] == long["text"] and "全文" in shown["text"]
    assert ok(base, "/statuses/show", {"bid": long["bid"]})["id"] == long["id"]
    extended = ok(base, "/statuses/extend", {"id": long["id"]})
    text = extended["longTextContent"]
    assert extended["ok"] == 1 and "全文" not in text and text.count("<br />") >= 3 and len(text) > len(long["text"])
    assert "<a href='/n/" in text and "url-icon" in text
    assert {k: extended[k] for k in ("reposts_count", "comments_count", "attitudes_count")} == \
        {k: long[k] for k in ("reposts_count", "comments_count", "attitudes_count")}
    assert get(base, "/statuses/show", {"id": 12345})["errno"] == "20101"
    assert get(base, "/statuses/show", {"id": posts[-1]["retweeted_status"]["id"]})["ok"] == 0, "a deleted post"


def test_hotflow_pages_roots_with_their_replies(base):
    posts, _ = feed(base)
    busy = post_with(posts, lambda p: p["comments_count"] == 25)
    seen, max_id, pages = [], 0, 0
    while True:
        params = {"id": busy["id"], "mid": busy["id"], "max_id_type": 0}
        if max_id:
            params["max_id"] = max_id
        data = ok(base, "/comments/hotflow", params)
        seen += data["data"]
        pages += 1
        assert data["total_number"] == 25 and data["max_id_type"] == 0
        if data["max_id"] == 0:
            break
        max_id = data["max_id"]
        assert str(max_id) not in [c["id"] for c in seen], "max_id is a cursor, not a comment id"
    assert pages == 3 and len(seen) == 25 == len({c["id"] for c in seen})
    assert all(c["comments"] is False and c["total_number"] == 0 for c in seen)
    threaded = post_with(posts, lambda p: p["comments_count"] == 5)  # 3 roots, 2 replies under the oldest
    roots = ok(base, "/comments/hotflow", {"id": threaded["id"]})["data"]
    assert len(roots) == 3 and roots[-1]["total_number"] == 2
    assert all(r["text"].startswith("回复<a href='/n/") and r["rootid"] == roots[-1]["id"] for r in roots[-1]["comments"])
    quiet = post_with(posts, lambda p: p["comments_count"] == 0 and "retweeted_status" not in p)
    assert get(base, "/comments/hotflow", {"id": quiet["id"]}) == {"ok": 0, "msg": "快来发表你的评论吧"}


def test_repost_timeline_pages_and_ends(base):
    posts, _ = feed(base)
    repost = post_with(posts, lambda p: "retweeted_status" in p and p["retweeted_status"]["user"])
    original = repost["retweeted_status"]["id"]
    data = ok(base, "/api/statuses/repostTimeline", {"id": original, "page": 1})
    assert [p["id"] for p in data["data"]] == [repost["id"]] and data["total_number"] == 1 and data["max"] == 1
    assert data["data"][0]["retweeted_status"]["id"] == original
    assert get(base, "/api/statuses/repostTimeline", {"id": original, "page": 2}) == {"ok": 0, "msg": "还没有人转发过"}


def test_unread_counts_message_lists_and_incoming(base):
    unread = ok(base, "/api/remind/unread", {"t": int(time.time() * 1000)})
    assert {k: unread[k] for k in ("cmt", "mention_status", "mention_cmt", "attitude", "dm")} == \
        {"cmt": 1, "mention_status": 1, "mention_cmt": 1, "attitude": 1, "dm": 1}
    assert unread["uid"] == str(UID)
    control(base, "/_unread", {"dm": 4, "follower": 0})
    assert ok(base, "/api/remind/unread")["dm"] == 4
    ids = {kind: control(base, "/_incoming", {"kind": kind, "text": "来自 %s" % kind, "user": 6002000002})["id"]
           for kind in ("post", "mention", "comment", "comment_mention", "attitude")}
    unread = ok(base, "/api/remind/unread")
    assert {k: unread[k] for k in ("unreadmblog", "mention_status", "cmt", "mention_cmt", "attitude")} == \
        {"unreadmblog": 1, "mention_status": 2, "cmt": 3, "mention_cmt": 2, "attitude": 2}
    newest = ok(base, "/feed/friends")["statuses"][0]
    assert newest["id"] == str(ids["post"]) and newest["user"]["id"] == 6002000002
    to_me = ok(base, "/message/cmt", {"page": 1})
    assert [c["text"] for c in to_me][:2] == ["来自 comment_mention", "来自 comment"]
    assert to_me[-1]["text"] == "写得好" and to_me[-2]["reply_comment"]["text"] == "写得好"
    assert to_me[0]["status"]["text"] == "我的第一条微博"
    mentions = ok(base, "/message/mentionsAt", {"page": 1})
    assert [m["text"] for m in mentions][0] == "来自 mention" and "@测试用户" in mentions[1]["text"]
    assert [c["text"] for c in ok(base, "/message/mentionsCmt", {"page": 1})][0] == "来自 comment_mention"
    likes = ok(base, "/message/attitude", {"page": 1})
    assert [(a["attitude"], a["user"]["id"]) for a in likes] == [("heart", 6002000002), ("heart", 6002000003)]
    assert likes[0]["status"]["text"] == "我的第一条微博" and likes[0]["id"] == str(ids["attitude"])
    assert ok(base, "/message/cmt", {"page": 2}) == []
    unread = ok(base, "/api/remind/unread")
    assert [unread[k] for k in ("cmt", "mention_status", "mention_cmt", "attitude")] == [0, 0, 0, 0], \
        "reading a list's first page clears its count"
    with pytest.raises(urllib.error.HTTPError):
        control(base, "/_incoming", {"kind": "dance", "text": "x"})


# Writing

def test_writes_need_the_session_and_its_st(base):
    assert write(base, "/api/statuses/update", {"content": "x"}, cookie=None)["ok"] == -100
    assert write(base, "/api/statuses/update", {"content": "x"}, st=None) == \
        {"ok": 0, "errno": "100006", "msg": "token校验失败"}
    assert write(base, "/api/statuses/update", {"content": "x"}, st="ffffff")["errno"] == "100006"
    assert control(base, "/_state")["writes"]["update"] == 0
    assert write(base, "/api/statuses/update", {"content": "表单"}, st_in="form")["ok"] == 1
    assert write(base, "/api/statuses/update", {"content": "头"}, st_in="header")["ok"] == 1
    assert write(base, "/api/statuses/update", {"content": "都有"}, st_in="both")["ok"] == 1
    assert [r["st"] for r in control(base, "/_log")["requests"]] == ["form", "none", "form", "form", "header", "both"]
    assert control(base, "/_state")["posted"] == ["我的第一条微博", "表单", "头", "都有"]


def test_post_comment_reply_repost_like_appear_where_they_belong(base):
    newest_before = int(ok(base, "/feed/friends")["statuses"][0]["id"])
    posted = write(base, "/api/statuses/update", {"content": "你好 <b>&"})["data"]
    assert posted["text"] == "你好 &lt;b&gt;&amp;", "sent back as HTML, what was typed escaped"
    assert posted["user"]["id"] == UID and int(posted["id"]) > newest_before
    assert time.time() - time.mktime(time.strptime(posted["created_at"][4:19] + posted["created_at"][25:],
                                                   "%b %d %H:%M:%S %Y")) < 86400, "stamped with the real time"
    assert ok(base, "/feed/friends")["statuses"][0]["id"] == posted["id"]
    assert write(base, "/api/statuses/update", {"content": "你好 <b>&"})["errno"] == "20019"
    assert write(base, "/api/statuses/update", {"content": ""})["errno"] == "100001"

    comment = write(base, "/api/comments/create", {"content": "沙发", "mid": posted["id"]})["data"]
    assert comment["text"] == "沙发" and comment["status"]["id"] == posted["id"] and comment["rootid"] == comment["id"]
    reply = write(base, "/api/comments/reply", {"content": "回一下", "id": posted["id"], "cid": comment["id"],
                                                "reply": comment["id"]})["data"]
    assert reply["text"] == "回复<a href='/n/测试用户'>@测试用户</a>:回一下" and reply["rootid"] == comment["id"]
    assert reply["reply_comment"]["id"] == comment["id"]
    roots = ok(base, "/comments/hotflow", {"id": posted["id"], "mid": posted["id"]})["data"]
    assert [r["id"] for r in roots] == [comment["id"]] and roots[0]["comments"][0]["id"] == reply["id"]
    assert roots[0]["total_number"] == 1
    deeper = write(base, "/api/comments/reply", {"content": "再回", "id": posted["id"], "cid": comment["id"],
                                                 "reply": reply["id"]})["data"]
    assert deeper["reply_comment"]["id"] == reply["id"] and deeper["rootid"] == comment["id"]
    assert write(base, "/api/comments/reply", {"content": "x", "id": posted["id"], "cid": "1"})["errno"] == "20201"
    assert write(base, "/api/comments/create", {"content": "x", "mid": "42"})["errno"] == "20101"

    repost = write(base, "/api/statuses/repost", {"id": posted["id"], "mid": posted["id"], "content": "转一下"})["data"]
    assert repost["retweeted_status"]["id"] == posted["id"] and repost["text"] == "转一下"
    plain = write(base, "/api/statuses/repost", {"id": repost["id"]})["data"]
    assert plain["text"] == "转发微博" and plain["retweeted_status"]["id"] == posted["id"], "a repost of a repost names the root"

    liked = write(base, "/api/attitudes/create", {"id": posted["id"], "attitude": "heart"})["data"]
    assert liked["id"] == posted["id"] and liked["attitude"] == "heart"
    write(base, "/api/attitudes/create", {"id": posted["id"], "attitude": "heart"})
    shown = ok(base, "/statuses/show", {"id": posted["id"]})
    assert (shown["attitudes_count"], shown["attitudes_status"], shown["comments_count"], shown["reposts_count"]) == (1, 1, 3, 2)
    assert write(base, "/api/attitudes/destroy", {"id": posted["id"], "attitude": "heart"})["data"]["id"] == posted["id"]
    shown = ok(base, "/statuses/show", {"id": posted["id"]})
    assert (shown["attitudes_count"], shown["attitudes_status"]) == (0, 0)

    state = control(base, "/_state")
    assert state["writes"] == {"update": 1, "comment": 1, "reply": 2, "repost": 2, "like": 2, "unlike": 1, "message": 0,
                              "follow": 0, "unfollow": 0, "favorite": 0, "unfavorite": 0}
    assert state["posted"] == ["我的第一条微博", "你好 <b>&", "转一下", "转发微博"] and state["liked"] == []


# The QR sign-in

def qr(base, cookie=None):
    data = get(base, "/sso/v2/qrcode/image", {"entry": "wapsso", "size": 180}, cookie=cookie)
    assert data["retcode"] == 20000000 and data["msg"] == "succ"
    return data["data"]


def check(base, qrid):
    return get(base, "/sso/v2/qrcode/check", {"entry": "wapsso", "source": "wapsso", "qrid": qrid,
                                               "rid": "norid", "ver": "20250520"}, cookie=None)


def test_qr_sign_in_from_code_to_a_session_with_cookies(base):
    code = qr(base)
    content = urllib.parse.parse_qs(urllib.parse.urlsplit(code["image"]).query)["data"][0]
    assert content == "https://passport.weibo.cn/signin/qrcode/scan?qr=%s&sinainternalbrowser=topnav&showiframe=0" % code["qrid"]
    assert code["image"].startswith(base + "/inf/gen?")
    replies = [check(base, code["qrid"]) for _ in range(4)]
    assert [r["retcode"] for r in replies] == [50114001, 50114002, 50114002, 20000000]
    assert replies[1]["msg"] == "成功扫描，请在手机点击确认以登录" and replies[0]["data"] is None
    login_url = replies[3]["data"]["url"]
    assert login_url.startswith(base + "/sso/v2/login?") and "alt=ALT-" in login_url and "returntype=TEXT" in login_url

    jar = http.cookiejar.CookieJar()
    sso = get(base, login_url[len(base):], jar=jar, cookie=None)
    assert sso["retcode"] == "0" and sso["uid"] == str(UID) and sso["nick"] == "测试用户"
    urls = sso["crossDomainUrlList"]
    desktop = base.replace("127.0.0.1", "localhost")
    assert len(urls) == 4 and all(u.startswith(base + "/") for u in urls[:2] + urls[3:]) and "ticket=ST-" in urls[1]
    assert urls[2].startswith(desktop + "/ajaxlogin.php?") and "ticket=ST-" in urls[2], "weibo.com's hop, on its own host"
    status, headers, _ = call(base, "GET", urls[0][len(base):], jar=jar, cookie=None)
    assert status == 200 and {c.split("=")[0] for c in headers.get_all("Set-Cookie")} >= {"SUB", "SUBP", "ALF"}
    assert any(c.startswith("SUB=") and "HttpOnly" in c and "Domain" not in c for c in headers.get_all("Set-Cookie"))
    cookie = "; ".join("%s=%s" % (c.name, c.value) for c in jar)
    assert get(base, "/api/config", cookie=cookie)["data"]["login"] is False, "not before the weibo.cn step"
    assert call(base, "GET", urls[1][len(base):], jar=jar, cookie=None)[0] == 200
    assert {c.name for c in jar} >= {"SUB", "SUBP", "ALF"} and all(c.domain.startswith("127.0.0.1") for c in jar)
    assert "SSOLoginState" not in {c.name for c in jar}, "only weibo.com's hop sets it"
    cookie = "; ".join("%s=%s" % (c.name, c.value) for c in jar)
    config = get(base, "/api/config", cookie=cookie)["data"]
    assert config["login"] is True and config["uid"] == str(UID) and config["st"] != ST and len(config["st"]) == 6
    assert write(base, "/api/statuses/update", {"content": "扫码后"}, cookie=cookie, st=config["st"])["ok"] == 1
    assert write(base, "/api/statuses/update", {"content": "旧 st"}, cookie=cookie, st=ST)["errno"] == "100006"
    assert call(base, "GET", urls[3][len(base):], cookie=cookie)[0] == 200, "the last URL is the site's page"

    assert check(base, code["qrid"])["retcode"] == 50114004, "its alt was redeemed"
    assert get(base, login_url[len(base):], cookie=None) == {"retcode": "2093", "reason": "抱歉！登录失败，请稍候再试"}
    status, headers, _ = call(base, "GET", urls[1][len(base):], cookie=None)
    assert status == 302 and "/signin/welcome" in headers["Location"], "a ticket works once"
    assert control(base, "/_state")["sessions"] == 2


def test_qr_codes_expire_and_unknown_ones_are_expired(base):
    control(base, "/_qr", {"expiry": 1.5})
    code = qr(base)
    assert check(base, code["qrid"])["retcode"] == 50114001
    time.sleep(1.6)
    assert check(base, code["qrid"]) == {"retcode": 50114003, "msg": "该二维码已过期，请重新扫描", "data": None}
    assert check(base, code["qrid"])["retcode"] == 50114003, "expired stays expired"
    fresh = qr(base)
    assert fresh["qrid"] != code["qrid"] and check(base, fresh["qrid"])["retcode"] == 50114001
    assert check(base, "bm8tc3VjaC1jb2Rl")["retcode"] == 50114003
    assert get(base, "/sso/v2/qrcode/check", {"qrid": ""}, cookie=None)["retcode"] == 50114008


def test_qr_rules_and_held_states_are_scripted(base):
    control(base, "/_qr", {"scan_after": 1, "confirm_after": 2})
    code = qr(base)
    assert [check(base, code["qrid"])["retcode"] for _ in range(2)] == [50114002, 20000000]
    held = qr(base)
    codes = control(base, "/_qr", {"state": "scanned"})["codes"]
    assert codes[-1] == {"state": "scanned", "polls": 0}
    assert [check(base, held["qrid"])["retcode"] for _ in range(3)] == [50114002] * 3, "held whatever the polls"
    control(base, "/_qr", {"state": "auto", "qrid": held["qrid"]})
    assert check(base, held["qrid"])["retcode"] == 20000000
    control(base, "/_qr", {"state": "expired", "qrid": held["qrid"]})
    assert check(base, held["qrid"])["retcode"] == 50114003
    control(base, "/_qr", {"confirm_shape": "alt"})
    other = qr(base)
    control(base, "/_qr", {"state": "confirmed"})
    alt = check(base, other["qrid"])["data"]
    assert set(alt) == {"alt"} and alt["alt"].startswith("ALT-")
    status, headers, _ = call(base, "GET", "/sso/v2/login", {"alt": alt["alt"], "entry": "wapsso"}, cookie=None)
    assert status == 302 and headers["Location"].startswith(base + "/wbsso/login?ticket=ST-"), \
        "without returntype=TEXT the sign-in redirects"
    for bad in ({"state": "dancing"}, {"confirm_shape": "qr"}, {"state": "scanned", "qrid": "nope"}):
        with pytest.raises(urllib.error.HTTPError):
            control(base, "/_qr", bad)


def test_log_shows_the_polling_interval_and_no_secrets(base):
    code = qr(base)
    for _ in range(3):
        check(base, code["qrid"])
        time.sleep(0.25)
    polls = [r for r in control(base, "/_log")["requests"] if r["path"] == "/sso/v2/qrcode/check"]
    assert len(polls) == 3 and all(r["side"] == "passport" and r["cookie"] == "none" for r in polls)
    gaps = [b["t"] - a["t"] for a, b in zip(polls, polls[1:])]
    assert all(0.25 <= g < 2.0 for g in gaps), gaps
    control(base, "/_qr", {"state": "confirmed"})
    login_url = check(base, code["qrid"])["data"]["url"]
    sso = get(base, login_url[len(base):], cookie=None)
    jar = http.cookiejar.CookieJar()
    for url in sso["crossDomainUrlList"][:2]:
        call(base, "GET", url[len(base):], cookie=None, jar=jar)
    new_sub = next(c.value for c in jar if c.name == "SUB")
    cookie = "SUB=" + new_sub
    new_st = get(base, "/api/config", cookie=cookie)["data"]["st"]
    write(base, "/api/statuses/update", {"content": "秘密"}, st_in="both")
    write(base, "/api/statuses/update", {"content": "新的"}, cookie=cookie, st=new_st, st_in="header")
    text = json.dumps(control(base, "/_log")) + json.dumps(control(base, "/_state"))
    alt = urllib.parse.parse_qs(urllib.parse.urlsplit(login_url).query)["alt"][0]
    tickets = [urllib.parse.parse_qs(urllib.parse.urlsplit(u).query)["ticket"][0] for u in sso["crossDomainUrlList"][:2]]
    for secret in [SUB, ST, new_sub, new_st, alt, code["qrid"]] + tickets:
        assert secret not in text, secret
    assert all("?" not in r["path"] for r in control(base, "/_log")["requests"])
    times = [r["t"] for r in control(base, "/_log")["requests"]]
    assert times == sorted(times)


# Faults

FEED = "/feed/friends"


def test_unknown_fault_mode_is_refused(base):
    with pytest.raises(urllib.error.HTTPError):
        control(base, "/_fault", {"mode": "explode"})


def test_slow_answers_after_the_delay(base):
    control(base, "/_fault", {"mode": "slow", "count": 1, "delay": 1.5})
    started = time.monotonic()
    assert ok(base, FEED)["statuses"]
    assert time.monotonic() - started >= 1.5
    started = time.monotonic()
    ok(base, FEED)
    assert time.monotonic() - started < 1.0, "count 1: only the next request was slow"


@pytest.mark.parametrize("mode", ["432", "418"])
def test_refusing_status_codes(base, mode):
    control(base, "/_fault", {"mode": mode})
    assert call(base, "GET", FEED)[0] == int(mode)
    assert call(base, "POST", "/api/statuses/update", {"content": "x"}, st=ST)[0] == int(mode)
    assert call(base, "GET", "/sso/v2/qrcode/image")[0] == int(mode), "the passport is faulted too"
    control(base, "/_fault", {"mode": "none"})
    assert ok(base, FEED)["statuses"] and control(base, "/_state")["writes"]["update"] == 0


def test_captcha_is_an_html_verification_page(base):
    control(base, "/_fault", {"mode": "captcha", "count": 1})
    status, headers, body = call(base, "GET", FEED)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "安全验证".encode() in body and "完成验证".encode() in body
    with pytest.raises(ValueError):
        json.loads(body)


def test_signed_out_mid_session_ok_style(base):
    assert ok(base, FEED)["statuses"]
    control(base, "/_fault", {"mode": "signed_out"})
    assert get(base, "/api/config")["data"]["login"] is False
    assert get(base, FEED)["ok"] == -100
    assert write(base, "/api/statuses/update", {"content": "x"})["ok"] == -100
    assert check(base, qr(base)["qrid"])["retcode"] == 50114001, "the passport still answers"
    control(base, "/_fault", {"mode": "none"})
    assert get(base, "/api/config")["data"]["login"] is True and control(base, "/_state")["writes"]["update"] == 0


def test_signed_out_redirect_style_sends_to_the_sign_in_page(base):
    control(base, "/_fault", {"mode": "signed_out", "style": "redirect", "count": 2})
    for path in (FEED, "/api/config"):
        status, headers, body = call(base, "GET", path)
        assert status == 302 and headers["Location"].startswith(base + "/signin/welcome?entry=mweibo&r=") and body == b""
    assert ok(base, FEED)["statuses"]


def test_truncated_and_invalid_json(base):
    whole = call(base, "GET", FEED)[2]
    control(base, "/_fault", {"mode": "truncated", "count": 1})
    status, headers, body = call(base, "GET", FEED)
    assert status == 200 and 0 < len(body) < len(whole) and whole.startswith(body)
    assert int(headers["Content-Length"]) == len(body)
    with pytest.raises(ValueError):
        json.loads(body)
    control(base, "/_fault", {"mode": "invalid", "count": 1})
    status, _, body = call(base, "GET", FEED)
    assert status == 200
    with pytest.raises(ValueError):
        json.loads(body)


def connection_fails(base, method, path, params=None, **kw):
    try:
        call(base, method, path, params, **kw)
    except (ConnectionError, TimeoutError, http.client.HTTPException, urllib.error.URLError):
        return True
    return False


def test_connection_reset(base):
    control(base, "/_fault", {"mode": "reset", "count": 2})
    assert connection_fails(base, "GET", FEED)
    assert connection_fails(base, "POST", "/api/statuses/update", {"content": "lost"}, st=ST)
    assert control(base, "/_state")["writes"]["update"] == 0, "a reset before handling stores nothing"
    assert ok(base, FEED)["statuses"]


def test_store_then_drop_stores_once_and_answers_nothing(base):
    control(base, "/_fault", {"mode": "store_then_drop", "count": 1})
    assert ok(base, FEED)["statuses"], "reads are answered"
    assert connection_fails(base, "POST", "/api/statuses/update", {"content": "sent, reply lost"}, st=ST)
    state = control(base, "/_state")
    assert state["writes"]["update"] == 1 and state["posted"][-1] == "sent, reply lost"
    assert state["fault"] == {"mode": "none"}
    assert ok(base, FEED)["statuses"][0]["text"] == "sent, reply lost", "a client checking its latest posts finds it"
    assert write(base, "/api/statuses/update", {"content": "sent, reply lost"})["errno"] == "20019"


def test_store_then_drop_a_like(base):
    post = ok(base, FEED)["statuses"][3]
    control(base, "/_fault", {"mode": "store_then_drop", "count": 1, "path": "attitudes"})
    assert connection_fails(base, "POST", "/api/attitudes/create", {"id": post["id"], "attitude": "heart"}, st=ST)
    assert control(base, "/_state")["liked"] == [int(post["id"])]


def test_fault_limited_to_a_path_and_a_count(base):
    control(base, "/_fault", {"mode": "432", "path": "hotflow", "count": 2})
    assert ok(base, FEED)["statuses"]
    some = ok(base, FEED)["statuses"][1]["id"]
    assert [call(base, "GET", "/comments/hotflow", {"id": some})[0] for _ in range(3)] == [432, 432, 200]


def test_a_fault_limited_to_writes_leaves_the_reads_that_look_for_them(base):
    post = ok(base, FEED)["statuses"][2]["id"]
    control(base, "/_fault", {"mode": "slow", "delay": 1, "path": "statuses/repost", "writes": True, "count": 1})
    started = time.monotonic()
    assert call(base, "GET", "/api/statuses/repostTimeline", {"id": post})[0] == 200
    assert time.monotonic() - started < 0.9, "a read whose path holds the write's is not slowed"
    started = time.monotonic()
    assert write(base, "/api/statuses/repost", {"id": post, "content": "慢慢转"})["ok"] == 1
    assert time.monotonic() - started >= 1
    assert control(base, "/_state")["fault"] == {"mode": "none"}


def test_a_slow_write_is_stored_when_its_client_has_gone(base):
    control(base, "/_fault", {"mode": "slow", "delay": 0.5, "writes": True, "count": 1})
    assert connection_fails(base, "POST", "/api/statuses/update", {"content": "没等到回答"}, st=ST, timeout=0.1)
    state = control(base, "/_state")
    assert state["arrived"]["update"] == {} and state["in_flight"] == 1, "the client is gone before the fake stores it"
    assert poll_until(lambda: control(base, "/_state")["arrived"]["update"] == {"没等到回答": 1})
    assert poll_until(lambda: control(base, "/_state")["in_flight"] == 0)


def poll_until(predicate, timeout=5):
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_arrived_counts_each_write_by_its_text(base):
    post = ok(base, FEED)["statuses"][0]["id"]
    write(base, "/api/statuses/update", {"content": "一条"})
    write(base, "/api/statuses/update", {"content": "一条"})          # the repeat rule: not stored
    control(base, "/_incoming", {"kind": "post", "text": "手机上的", "user": UID})
    write(base, "/api/statuses/update", {"content": "一条"})          # the latest is the phone's now
    comment = write(base, "/api/comments/create", {"content": "评", "mid": post})["data"]
    write(base, "/api/comments/create", {"content": "评", "mid": post})  # comments have no repeat rule
    write(base, "/api/comments/reply", {"content": "回", "id": post, "cid": comment["id"], "reply": comment["id"]})
    write(base, "/api/statuses/repost", {"id": post})
    write(base, "/api/attitudes/create", {"id": post, "attitude": "heart"})
    # 收藏 twice: both stored, so a duplicate send shows as a count of 2.
    assert write(base, "/mblogDeal/addFavMblog", {"id": post}) == {"ok": 1, "msg": "收藏成功"}
    write(base, "/mblogDeal/addFavMblog", {"id": post})
    state = control(base, "/_state")
    assert state["arrived"] == {"update": {"一条": 2}, "comment": {"评": 2}, "reply": {"回": 1},
                                "repost": {"转发微博": 1}, "like": {post: 1}, "unlike": {}, "message": {},
                                "follow": {}, "unfollow": {}, "favorite": {post: 2}, "unfavorite": {}}
    assert state["favorites"] == [int(post)]
    assert state["posted"][-4:] == ["一条", "手机上的", "一条", "转发微博"] and state["writes"]["update"] == 2


def test_the_account_posts_from_elsewhere_only_posts(base):
    mine = control(base, "/_incoming", {"kind": "post", "text": "从手机 <发的>", "user": UID})["id"]
    assert ok(base, FEED)["statuses"][0]["user"]["id"] == UID
    cards = ok(base, "/api/container/getIndex", {"containerid": "107603%d" % UID})["cards"]
    assert cards[0]["mblog"]["id"] == str(mine) and cards[0]["mblog"]["text"] == "从手机 &lt;发的&gt;"
    assert control(base, "/_state")["unread"]["unreadmblog"] == 0, "the account's own post is not news to it"
    with pytest.raises(urllib.error.HTTPError):
        control(base, "/_incoming", {"kind": "comment", "text": "x", "user": UID})


def test_echo_returns_the_request_as_received(base):
    control(base, "/_fault", {"mode": "echo", "count": 1})
    status, headers, body = call(base, "GET", FEED, {"max_id": 5})
    text = body.decode()
    assert status == 200 and headers["Content-Type"].startswith("text/plain")
    assert text.startswith("GET /feed/friends?max_id=5 HTTP/1.1\r\n") and "Cookie: %s\r\n" % COOKIE in text
    control(base, "/_fault", {"mode": "echo", "style": "msg", "count": 1})
    reply = write(base, "/api/statuses/update", {"content": "x"}, st_in="header")
    assert reply["ok"] == 0 and "x-xsrf-token: %s" % ST in reply["msg"].lower() and SUB in reply["msg"]
    assert control(base, "/_state")["writes"]["update"] == 0, "an echo stores nothing"
    assert SUB not in json.dumps(control(base, "/_log")), "the log keeps no secret even then"


def test_direct_messages_list_read_and_send(base):
    """私信: message/msglist one entry per person (the last message beside `user`,
    its unread count), api/chat/list reads a conversation (and reads it),
    api/chat/send is a write that needs st and arrives once."""
    listed = get(base, "/message/msglist", {"page": 1})
    assert listed["ok"] == 1 and [c["user"]["screen_name"] for c in listed["data"]] == ["晴天小猫", "山间小路"]
    assert listed["data"][0]["unread"] == 1 and listed["data"][0]["text"] == "周末一起去看&lt;星空&gt;吗"
    assert get(base, "/message/msglist", {"page": 2})["ok"] == 0
    chat = ok(base, "/api/chat/list", {"uid": 6002000001, "count": 20, "unfollowing": 0})
    assert [m["text"] for m in chat["msgs"]] == ["周末一起去看&lt;星空&gt;吗", "在的", "在吗？"]
    assert control(base, "/_state")["unread"]["dm"] == 0
    assert write(base, "/api/chat/send", {"uid": "6002000001", "content": "好呀"}, st="wrong")["errno"] == "100006"
    sent = write(base, "/api/chat/send", {"uid": "6002000001", "content": "好呀"})
    assert sent["ok"] == 1 and sent["data"]["msg"]["text"] == "好呀" and sent["data"]["msg"]["sender_id"] == UID
    assert control(base, "/_state")["arrived"]["message"] == {"好呀": 1}
