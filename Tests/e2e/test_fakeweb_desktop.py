"""The fake's weibo.com side (Tests/fakeapi/web.py, desktop.py): every /ajax
endpoint's shape and paging, the same state as m.weibo.cn's side, sessions
per side, the XSRF check, per-side faults, sso_refused, renew, expire_after,
the log's fields and the video upload host, spoken to with urllib as a client would.

Needs no app binary. The mobile side is http://127.0.0.1:PORT, the desktop
side http://localhost:PORT (the same server under a second host name).
"""

import hashlib
import http.client
import http.cookiejar
import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import FAKE_WEB_COOKIE as COOKIE, FAKE_WEB_ST as ST, FAKE_WEB_UID as UID, fake_api_control as control
from test_fakeweb import Unfollowed, call, get, ok

SUB = COOKIE.split(";")[0].split("=", 1)[1]
FIRST_ID = 5_012_345_600_000_000
LONG_POST = FIRST_ID + 11 * 1000      # generated post 11: a long one
COMMENTED = FIRST_ID + 45 * 1000      # the newest generated post: 25 comments
THREAD = FIRST_ID + 3 * 1000          # post 3: a comment with two replies
PICTURES = FIRST_ID + 9 * 1000        # post 9: four pictures
VIDEO = FIRST_ID + 8 * 1000           # post 8: a video
LINK = FIRST_ID + 4 * 1000            # post 4: a short link, emoticons


@pytest.fixture(scope="module")
def base(fake_web):
    return fake_web


@pytest.fixture(scope="module")
def desk(fake_web):
    return fake_web.replace("127.0.0.1", "localhost")


@pytest.fixture(autouse=True)
def fresh(base):
    control(base, "/_reset", {})


def dget(desk, path, params=None, cookie=COOKIE, **kw):
    status, headers, body = call(desk, "GET", path, params, cookie=cookie, **kw)
    assert status == 200, (status, body)
    return json.loads(body)


def xsrf(desk, cookie=COOKIE):
    """The XSRF-TOKEN a signed-in GET hands out, and the Cookie header that carries it."""
    status, headers, _ = call(desk, "GET", "/ajax/config/get_config", cookie=cookie)
    token = next(c.split(";")[0].split("=", 1)[1] for c in headers.get_all("Set-Cookie") if c.startswith("XSRF-TOKEN="))
    return token, cookie + "; XSRF-TOKEN=" + token


def dpost(desk, path, params, cookie, token, headers=None):
    """(status, reply or body) of a weibo.com write with the X-XSRF-TOKEN header."""
    data = urllib.parse.urlencode(params).encode()
    sent = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
    if token is not None:
        sent["X-XSRF-TOKEN"] = token
    sent.update(headers or {})
    request = urllib.request.Request(desk + path, data=data, headers=sent, method="POST")
    try:
        with urllib.request.build_opener(Unfollowed()).open(request, timeout=10) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def timeline_ids(desk, count=20):
    ids, max_id = [], 0
    while True:
        reply = dget(desk, "/ajax/feed/friendstimeline", {"list_id": "", "refresh": 4, "since_id": 0, "count": count,
                                                          **({"max_id": max_id} if max_id else {})})
        assert reply["ok"] == 1
        ids += [s["id"] for s in reply["statuses"]]
        max_id = reply["max_id"]
        if max_id == 0:
            return ids, reply


def mobile_ids(base):
    ids, max_id = [], 0
    while True:
        data = ok(base, "/feed/friends", {"max_id": max_id} if max_id else {})
        ids += [int(s["id"]) for s in data["statuses"]]
        max_id = data["max_id"]
        if max_id == 0:
            return ids


def find(statuses, pid):
    return next(s for s in statuses if int(s["id"]) == pid)


# Reading


def test_config_says_who_and_hands_out_the_xsrf_token(desk):
    status, headers, body = call(desk, "GET", "/ajax/config/get_config")
    reply = json.loads(body)
    assert status == 200 and reply == {"ok": 1, "data": {"login": True, "uid": UID, "ab_test": {"comment_folding": 1}}}
    assert headers["x-log-uid"] == str(UID)
    cookies = headers.get_all("Set-Cookie")
    assert len(cookies) == 1 and cookies[0].startswith("XSRF-TOKEN=") and cookies[0].endswith("; Path=/") and "Domain" not in cookies[0]
    _, again, _ = call(desk, "GET", "/ajax/config/get_config", cookie=COOKIE + "; XSRF-TOKEN=x")
    assert again.get_all("Set-Cookie") is None, "not again while the request has one"


def test_both_routes_show_the_same_home_paged_their_own_way(base, desk):
    ids, last = timeline_ids(desk, count=20)
    assert ids == mobile_ids(base) and len(ids) == len(set(ids)) > 40
    assert last["max_id_str"] == "0" and last["total_number"] == len(ids)
    first = dget(desk, "/ajax/feed/friendstimeline", {"list_id": "11000%d" % UID, "count": 5})
    assert [s["id"] for s in first["statuses"]] == ids[:5] and first["max_id"] == ids[4] - 1 and first["since_id"] == ids[0]
    assert dget(desk, "/ajax/feed/friendstimeline", {"count": 5}) == {
        "ok": 0, "message": "Cannot read properties of undefined (reading 'slice')"}, "list_id is what the reply needs"


def test_a_post_in_weibo_com_shape_carries_what_the_mobile_one_does(base, desk):
    mobile = {int(s["id"]): s for s in ok(base, "/feed/friends", {"max_id": PICTURES + 1000})["statuses"]}
    statuses = dget(desk, "/ajax/feed/friendstimeline", {"list_id": "", "max_id": PICTURES + 1000, "count": 10})["statuses"]
    pictures = find(statuses, PICTURES)
    assert pictures["idstr"] == str(PICTURES) and pictures["mid"] == str(PICTURES) and pictures["mblogid"] == mobile[PICTURES]["bid"]
    assert pictures["pic_ids"] == [p["pid"] for p in mobile[PICTURES]["pics"]] and pictures["pic_num"] == 4
    infos = pictures["pic_infos"]
    assert [infos[p]["bmiddle"]["url"] for p in pictures["pic_ids"]] == [p["url"] for p in mobile[PICTURES]["pics"]]
    assert [infos[p]["largest"]["url"] for p in pictures["pic_ids"]] == [p["large"]["url"] for p in mobile[PICTURES]["pics"]]
    assert all(infos[p]["thumbnail"]["url"].endswith("/wap180/%s.png" % p) for p in pictures["pic_ids"])
    thumb = urllib.parse.urlsplit(infos[pictures["pic_ids"][0]]["thumbnail"]["url"]).path
    assert call(base, "GET", thumb)[0] == 200, "the thumbnail is served"
    for key in ("reposts_count", "comments_count", "attitudes_count"):
        assert pictures[key] == mobile[PICTURES][key]
    user = pictures["user"]
    assert user["id"] == mobile[PICTURES]["user"]["id"] and user["idstr"] == str(user["id"])
    assert user["friends_count"] == mobile[PICTURES]["user"]["follow_count"] and isinstance(user["followers_count"], int)
    assert pictures["created_at"] == mobile[PICTURES]["created_at"] and "<" not in pictures["text_raw"]

    video = find(statuses, VIDEO)["page_info"]
    assert video["object_type"] == "video" and video["page_pic"] == mobile[VIDEO]["page_info"]["page_pic"]["url"]
    assert video["media_info"]["mp4_720p_mp4"] == mobile[VIDEO]["page_info"]["urls"]["mp4_720p_mp4"]
    assert video["page_url"] == mobile[VIDEO]["page_info"]["page_url"] and video["media_info"]["duration"] == 68.456

    link = find(statuses, LINK)
    assert link["text_raw"] == "第 4 条微博 post 4 @lee_walks 你看 http://t.cn/A6Fake004"
    assert [(u["short_url"], u["long_url"]) for u in link["url_struct"]] == [("http://t.cn/A6Fake004", "https://example.com/page/4")]
    assert find(statuses, FIRST_ID + 2 * 1000)["text_raw"] == "第 2 条微博 post 2[doge][心]"
    topic = dget(desk, "/ajax/statuses/show", {"id": FIRST_ID + 12 * 1000})
    assert topic["text_raw"] == "第 12 条微博 post 12 #终端# 猫 & 狗 <3 \"引号\"" and topic["url_struct"] == []
    three_lines = dget(desk, "/ajax/statuses/show", {"id": FIRST_ID + 13 * 1000})["text_raw"]
    assert three_lines.endswith("\n第二行\n第三行")


def test_the_oldest_post_reposts_a_deleted_one_and_dates_stay_full(desk):
    ids, last = timeline_ids(desk, count=50)
    oldest = last["statuses"][-1]
    assert oldest["retweeted_status"]["deleted"] == "1" and oldest["retweeted_status"]["user"] is None
    assert oldest["created_at"].endswith("+0800 2024"), "weibo.com writes every date in full"


def test_show_by_id_or_mblogid_and_the_long_text(desk):
    post = dget(desk, "/ajax/statuses/show", {"id": LONG_POST})
    assert post["ok"] == 1 and post["id"] == LONG_POST and post["isLongText"] is True
    assert post["text_raw"].endswith(" ...") and "全文" not in post["text_raw"]
    assert dget(desk, "/ajax/statuses/show", {"id": post["mblogid"]})["id"] == LONG_POST
    long = dget(desk, "/ajax/statuses/longtext", {"id": LONG_POST})["data"]
    assert "第6段" in long["longTextContent"] and long["longTextContent"].endswith("[哈哈]。") and "<" not in long["longTextContent"]
    assert dget(desk, "/ajax/statuses/show", {"id": FIRST_ID + 999}) == {
        "ok": 0, "message": "该微博不存在或已被删除", "error_type": "toast", "error_code": 20101}


def test_profile_and_a_persons_posts_by_page(base, desk):
    user = dget(desk, "/ajax/profile/info", {"uid": UID})["data"]["user"]
    card = ok(base, "/api/container/getIndex", {"containerid": "100505%d" % UID})["userInfo"]
    assert user["id"] == UID and user["screen_name"] == card["screen_name"] and user["statuses_count"] == card["statuses_count"]
    assert user["followers_count"] == 15000 and user["followers_count_str"] == "1.5万" and user["friends_count"] == 3
    assert dget(desk, "/ajax/profile/info", {"uid": 42})["error_code"] == 20003
    for n in range(25):
        control(base, "/_incoming", {"kind": "post", "user": UID, "text": "第 %d 条手机发的" % n})
    pages = [dget(desk, "/ajax/statuses/mymblog", {"uid": UID, "page": p, "feature": 0})["data"] for p in (1, 2, 3)]
    assert [len(p["list"]) for p in pages] == [20, 6, 0] and pages[0]["total"] == 26
    listed = [s["id"] for p in pages for s in p["list"]]
    assert listed == sorted(listed, reverse=True) and pages[0]["list"][0]["text_raw"] == "第 24 条手机发的"
    assert pages[0]["bottom_tips_text"] == "" and pages[2]["bottom_tips_text"] == "已经到底了"


def test_comments_by_max_id_with_replies_under_their_comment(base, desk):
    seen, max_id, count = [], 0, 10
    while True:
        reply = dget(desk, "/ajax/statuses/buildComments", {"flow": 0, "is_reload": 1, "id": COMMENTED, "is_show_bulletin": 2,
                                                            "is_mix": 0, "count": count, **({"max_id": max_id} if max_id else {})})
        seen += [c["id"] for c in reply["data"]]
        max_id, count = reply["max_id"], 20
        if max_id == 0:
            break
    hot = [int(c["id"]) for c in ok(base, "/comments/hotflow", {"id": COMMENTED})["data"]]
    assert len(seen) == 25 and seen[:10] == hot and reply["total_number"] == 25 and reply["trendsText"] == "已加载全部评论"
    thread = dget(desk, "/ajax/statuses/buildComments", {"id": THREAD, "count": 20})
    roots = {c["id"]: c for c in thread["data"]}
    root = min(roots.values(), key=lambda c: c["id"])
    assert [r["text_raw"] for r in root["comments"]] == ["回复@%s:回复 %d" % (root["user"]["screen_name"], k) for k in (1, 2)]
    assert all(r["reply_comment"]["id"] == root["id"] and r["rootid"] == root["id"] for r in root["comments"])
    assert root["mid"] == str(THREAD) and isinstance(root["like_counts"], int)
    empty = dget(desk, "/ajax/statuses/buildComments", {"id": FIRST_ID + 4 * 1000})
    assert empty["data"] == [] and empty["max_id"] == 0


def test_reposts_by_page(desk):
    token, cookie = xsrf(desk)
    for n in range(12):
        assert dpost(desk, "/ajax/statuses/normal_repost", {"id": LONG_POST, "comment": "转 %d" % n}, cookie, token)[0] == 200
    pages = [dget(desk, "/ajax/statuses/repostTimeline", {"id": LONG_POST, "page": p, "moduleID": "feed", "count": 10}) for p in (1, 2, 3)]
    assert [len(p["data"]) for p in pages] == [10, 2, 0] and pages[0]["max_page"] == 2 and pages[0]["total_number"] == 12
    assert pages[0]["data"][0]["text_raw"] == "转 11" and pages[0]["data"][0]["retweeted_status"]["id"] == LONG_POST


def test_groups_and_hot_search(desk):
    groups = dget(desk, "/ajax/feed/allGroups", {"is_new_segment": 1, "fetch_hot": 1})["groups"]
    flat = [(g["gid"], g.get("title")) for section in groups for g in section["group"]]
    # One entry is unreadable on purpose (no title): the client skips it alone.
    assert flat[:2] == [("10001%d" % UID, "全部关注"), ("11000%d" % UID, "最新微博")] and len(flat) == 5 and flat[-1][1] is None
    hot = dget(desk, "/ajax/side/hotSearch", cookie=None)["data"]
    words = [w for w in hot["realtime"] if not w.get("is_ad")]
    assert [w["realpos"] for w in words] == list(range(1, 11)) and words[0] == dict(words[0], word="终端里刷微博", label_name="热")
    assert sum(1 for w in hot["realtime"] if w.get("is_ad")) == 1 and hot["hotgov"]["word"] == "#置顶的话题#"


# Writing


def test_writes_need_the_xsrf_header_equal_to_the_cookie(base, desk):
    token, cookie = xsrf(desk)
    for sent_cookie, sent_token in ((COOKIE, None), (cookie, None), (COOKIE, token), (cookie, token + "x"),
                                    (COOKIE + "; XSRF-TOKEN=made-up", "made-up")):
        status, body = dpost(desk, "/ajax/statuses/update", {"content": "不该发出"}, sent_cookie, sent_token)
        assert status == 403 and b"403 Forbidden" in body
    assert control(base, "/_state")["writes"]["update"] == 0, "nothing stored"
    status, reply = dpost(desk, "/ajax/statuses/update", {"content": "桌面版发的 <b>&", "visible": 0}, cookie, token)
    assert status == 200 and reply["ok"] == 1 and reply["data"]["text_raw"] == "桌面版发的 <b>&"
    assert reply["data"]["text"] == "桌面版发的 &lt;b&gt;&amp;" and reply["data"]["user"]["id"] == UID
    assert int(ok(base, "/feed/friends")["statuses"][0]["id"]) == reply["data"]["id"], "the mobile 首页 shows it at once"
    assert dpost(desk, "/ajax/statuses/update", {"content": "桌面版发的 <b>&"}, cookie, token)[1] == {
        "ok": 0, "message": "相同内容请间隔10分钟再进行发布哦！", "error_type": "toast", "error_code": 20019}
    state = control(base, "/_state")
    assert state["arrived"]["update"] == {"桌面版发的 <b>&": 1} and state["writes"]["update"] == 1


def test_comments_replies_reposts_and_likes_land_in_the_same_state(base, desk):
    token, cookie = xsrf(desk)
    status, made = dpost(desk, "/ajax/comments/create", {"id": LONG_POST, "comment": "桌面评论", "pic_id": "", "is_repost": 0,
                                                         "comment_ori": 0, "is_comment": 0}, cookie, token)
    assert status == 200 and made["data"]["text_raw"] == "桌面评论" and made["data"]["status"]["id"] == LONG_POST
    cid = made["data"]["id"]
    replied = dpost(desk, "/ajax/comments/reply", {"id": LONG_POST, "cid": cid, "comment": "再说一句"}, cookie, token)[1]["data"]
    assert replied["text_raw"] == "回复@测试用户:再说一句" and replied["reply_comment"]["id"] == cid
    # In hotflow's hot order (the most liked first), with its reply under it.
    hot = {int(c["id"]): c for c in ok(base, "/comments/hotflow", {"id": LONG_POST})["data"]}
    assert [int(c["id"]) for c in hot[cid]["comments"]] == [replied["id"]]
    repost = dpost(desk, "/ajax/statuses/normal_repost", {"id": LONG_POST, "comment": ""}, cookie, token)[1]["data"]
    assert repost["text_raw"] == "转发微博" and repost["retweeted_status"]["id"] == LONG_POST
    assert dpost(desk, "/ajax/statuses/setLike", {"id": LONG_POST}, cookie, token)[1] == {
        "ok": 1, "data": {"id": str(LONG_POST), "attitude": "heart"}}
    assert control(base, "/_state")["liked"] == [LONG_POST]
    assert dget(desk, "/ajax/statuses/show", {"id": LONG_POST})["attitudes_status"] == 1
    dpost(desk, "/ajax/statuses/cancelLike", {"id": LONG_POST}, cookie, token)
    state = control(base, "/_state")
    assert state["liked"] == [] and state["arrived"]["comment"] == {"桌面评论": 1} and state["arrived"]["reply"] == {"再说一句": 1}
    assert state["arrived"]["repost"] == {"转发微博": 1} and state["arrived"]["like"] == {str(LONG_POST): 1}
    assert dpost(desk, "/ajax/comments/create", {"id": FIRST_ID + 999, "comment": "x"}, cookie, token)[1]["error_code"] == 20101


def test_a_slow_desktop_write_is_in_flight_until_answered(base, desk):
    token, cookie = xsrf(desk)
    control(base, "/_fault", {"mode": "slow", "delay": 1.0, "writes": True, "side": "desktop"})
    done = []
    worker = threading.Thread(target=lambda: done.append(dpost(desk, "/ajax/statuses/update", {"content": "慢"}, cookie, token)))
    worker.start()
    time.sleep(0.4)
    assert control(base, "/_state")["in_flight"] == 1
    assert ok(base, "/feed/friends")["statuses"], "reads are not slowed"
    worker.join(5)
    assert done[0][0] == 200 and control(base, "/_state")["in_flight"] == 0
    control(base, "/_fault", {"mode": "store_then_drop", "count": 1, "side": "desktop"})
    with pytest.raises((urllib.error.URLError, ConnectionError, http.client.HTTPException)):
        dpost(desk, "/ajax/statuses/update", {"content": "存了再断"}, cookie, token)
    assert control(base, "/_state")["arrived"]["update"] == {"慢": 1, "存了再断": 1}


# Sessions


def test_signed_out_on_weibo_com(base, desk):
    reply = dget(desk, "/ajax/feed/friendstimeline", {"list_id": ""}, cookie=None)
    assert reply["ok"] == -100 and reply["url"].startswith(base + "/sso/signin?entry=miniblog&source=miniblog&url=")
    assert urllib.parse.parse_qs(urllib.parse.urlsplit(reply["url"]).query)["url"] == [desk + "/ajax/feed/friendstimeline"]
    assert call(desk, "GET", "/ajax/config/get_config", cookie=None)[1].get_all("Set-Cookie") is None, "no token for the signed out"
    assert call(base, "GET", urllib.parse.urlsplit(reply["url"]).path, cookie=None)[0] == 200, "the sign-in page is served"
    control(base, "/_fault", {"mode": "signed_out", "side": "desktop"})
    assert dget(desk, "/ajax/profile/info", {"uid": UID})["ok"] == -100 and ok(base, "/feed/friends")["statuses"]
    control(base, "/_fault", {"mode": "signed_out", "side": "desktop", "style": "redirect", "count": 1})
    status, headers, _ = call(desk, "GET", "/ajax/statuses/show", {"id": LONG_POST})
    assert status == 302 and headers["Location"].startswith(base + "/sso/signin?")
    assert dget(desk, "/ajax/statuses/show", {"id": LONG_POST})["ok"] == 1, "count 1: spent"


def qr_sign_in(base):
    """A QR sign-in to its cross-domain list (the code confirmed at once)."""
    control(base, "/_qr", {"scan_after": 1, "confirm_after": 1})
    code = get(base, "/sso/v2/qrcode/image", cookie=None)["data"]
    url = get(base, "/sso/v2/qrcode/check", {"qrid": code["qrid"]}, cookie=None)["data"]["url"]
    return get(base, url[len(base):], cookie=None)["crossDomainUrlList"]


def test_a_qr_sign_in_gives_each_site_its_own_sub(base, desk):
    urls = qr_sign_in(base)
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    for url in urls[:3]:
        with opener.open(url, timeout=10) as reply:
            assert reply.status == 200
    by_host = {}
    for c in jar:
        by_host.setdefault(c.domain.split(".local")[0], {})[c.name] = c
    web, desktop = by_host["127.0.0.1"], by_host["localhost"]
    assert set(web) == {"SUB", "SUBP", "ALF"} and set(desktop) == {"SUB", "SUBP", "ALF", "SSOLoginState"}
    assert web["SUB"].value != desktop["SUB"].value != SUB and not desktop["SSOLoginState"].domain_specified
    web_cookie, desk_cookie = "SUB=" + web["SUB"].value, "SUB=" + desktop["SUB"].value
    assert get(base, "/api/config", cookie=web_cookie)["data"]["login"] is True
    assert get(base, "/api/config", cookie=desk_cookie)["data"]["login"] is False, "weibo.com's SUB is no m.weibo.cn session"
    assert dget(desk, "/ajax/config/get_config", cookie=desk_cookie)["data"]["uid"] == UID
    assert dget(desk, "/ajax/config/get_config", cookie=web_cookie)["ok"] == -100, "m.weibo.cn's SUB is no weibo.com session"
    assert control(base, "/_state")["sessions"] == 2, "the premade one and this sign-in"
    log = control(base, "/_log")["requests"]
    hop = next(r for r in log if r["path"] == "/ajaxlogin.php")
    assert hop["side"] == "passport" and hop["host"] == desk.split("//")[1]
    status, headers, _ = call(desk, "GET", urllib.parse.urlsplit(urls[2]).path + "?" + urllib.parse.urlsplit(urls[2]).query, cookie=None)
    assert status == 302 and "/signin/welcome" in headers["Location"], "a ticket works once"


def test_sso_login_state_sent_to_m_weibo_cn_is_refused_with_432(base, desk):
    status, _, body = call(base, "GET", "/feed/friends", cookie=COOKIE + "; SSOLoginState=1709510400")
    assert status == 432 and body == b""
    assert dget(desk, "/ajax/feed/friendstimeline", {"list_id": ""}, cookie=COOKIE + "; SSOLoginState=1709510400")["ok"] == 1
    assert control(base, "/_state")["sso_refused"] is True
    assert control(base, "/_fault", {"sso_refused": False})["sso_refused"] is False
    assert get(base, "/feed/friends", cookie=COOKIE + "; SSOLoginState=1")["ok"] == 1
    control(base, "/_reset", {})
    assert call(base, "GET", "/api/config", cookie=COOKIE + "; SSOLoginState=1")[0] == 432, "on again after a reset"


def test_renew_gives_a_side_a_new_sub_and_retires_the_old_one_there(base, desk):
    control(base, "/_fault", {"renew": True, "side": "desktop"})
    assert ok(base, "/feed/friends")["statuses"], "the other side renews nothing"
    status, headers, _ = call(desk, "GET", "/ajax/statuses/show", {"id": LONG_POST}, cookie=COOKIE + "; XSRF-TOKEN=t")
    renewed = [c for c in headers.get_all("Set-Cookie") if c.startswith("SUB=")]
    assert status == 200 and len(renewed) == 1 and renewed[0].endswith("; Path=/; HttpOnly") and "Domain" not in renewed[0]
    new = renewed[0].split(";")[0]
    assert new != "SUB=" + SUB and control(base, "/_state")["renew"] == []
    assert dget(desk, "/ajax/statuses/show", {"id": LONG_POST})["ok"] == -100, "the old SUB is over on weibo.com"
    assert ok(base, "/feed/friends")["statuses"], "and still good on m.weibo.cn"
    assert dget(desk, "/ajax/statuses/show", {"id": LONG_POST}, cookie=new)["ok"] == 1
    _, again, _ = call(desk, "GET", "/ajax/statuses/show", {"id": LONG_POST}, cookie=new + "; XSRF-TOKEN=t")
    assert again.get_all("Set-Cookie") is None, "renewed once"
    assert get(base, "/api/config", cookie=new)["data"]["login"] is False, "the new SUB is weibo.com's"


def test_expire_after_ends_a_sides_sub_unless_renewed(base, desk):
    control(base, "/_fault", {"expire_after": 2, "side": "web"})
    assert [get(base, "/feed/friends")["ok"] for _ in range(3)] == [1, 1, -100]
    assert get(base, "/api/config")["data"]["login"] is False
    assert dget(desk, "/ajax/feed/friendstimeline", {"list_id": ""})["ok"] == 1, "weibo.com's side is not counted"
    control(base, "/_fault", {"expire_after": 1, "side": "desktop", "renew": True})
    status, headers, _ = call(desk, "GET", "/ajax/config/get_config", cookie=COOKIE + "; XSRF-TOKEN=t")
    new = next(c for c in headers.get_all("Set-Cookie") if c.startswith("SUB=")).split(";")[0]
    assert [dget(desk, "/ajax/config/get_config", cookie=new)["ok"] for _ in range(2)] == [1, -100], "a renewed SUB starts again"
    control(base, "/_fault", {"expire_after": None, "side": "web"})
    assert get(base, "/feed/friends")["ok"] == 1 and control(base, "/_state")["expire_after"] == {"desktop": 1}


# Faults


def test_faults_per_side(base, desk):
    control(base, "/_fault", {"mode": "432", "side": "desktop"})
    status, _, body = call(desk, "GET", "/ajax/feed/friendstimeline", {"list_id": ""})
    assert status == 432 and body.startswith(b"<html>") and ok(base, "/feed/friends")["statuses"]
    assert call(desk, "GET", "/ajax/side/hotSearch")[0] == 432, "until cleared"
    control(base, "/_fault", {"mode": "none", "side": "desktop"})
    assert dget(desk, "/ajax/side/hotSearch")["ok"] == 1
    control(base, "/_fault", {"mode": "captcha", "side": "web", "count": 2})
    assert [b"\xe5\xae\x89\xe5\x85\xa8\xe9\xaa\x8c\xe8\xaf\x81" in call(base, "GET", "/feed/friends")[2] for _ in range(2)] == [True, True]
    assert get(base, "/feed/friends")["ok"] == 1 and control(base, "/_state")["side_faults"] == {}
    control(base, "/_fault", {"mode": "html", "side": "desktop", "count": 1})
    status, headers, body = call(desk, "GET", "/ajax/profile/info", {"uid": UID})
    assert status == 200 and headers["Content-Type"].startswith("text/html") and body.startswith(b"<!DOCTYPE html>")
    control(base, "/_fault", {"mode": "418", "side": "desktop", "path": "buildComments"})
    control(base, "/_fault", {"mode": "slow", "delay": 0.01})
    assert call(desk, "GET", "/ajax/statuses/buildComments", {"id": LONG_POST})[0] == 418
    assert dget(desk, "/ajax/statuses/show", {"id": LONG_POST})["ok"] == 1, "the side's fault is for its path only; the global one still holds"
    state = control(base, "/_state")
    assert state["side_faults"]["desktop"]["mode"] == "418" and state["fault"]["mode"] == "slow"
    control(base, "/_fault", {"mode": "none"})
    assert control(base, "/_state")["side_faults"] == {}, "none without a side clears every fault"
    for bad in ({"mode": "432", "side": "mars"}, {"renew": True}, {"expire_after": 3, "side": "passport"}, {"side": "web"}):
        with pytest.raises(urllib.error.HTTPError):
            control(base, "/_fault", bad)


def test_the_log_says_what_each_host_was_sent(base, desk):
    token, cookie = xsrf(desk)
    headers = {"User-Agent": "Mozilla/5.0 (Macintosh) desktop-test", "Referer": desk + "/"}
    dpost(desk, "/ajax/statuses/update", {"content": "看日志"}, cookie, token, headers=headers)
    request = urllib.request.Request(base + "/feed/friends", headers={"Cookie": COOKIE, "User-Agent": "mobile-test", "X-XSRF-TOKEN": ST})
    urllib.request.urlopen(request, timeout=10).read()
    log = control(base, "/_log")["requests"]
    config, update, feed = log[-3], log[-2], log[-1]
    port = base.rsplit(":", 1)[1]
    assert config["path"] == "/ajax/config/get_config" and config["xsrf"] is False and config["side"] == "desktop"
    assert update == dict(update, method="POST", path="/ajax/statuses/update", side="desktop", host="localhost:" + port,
                          user_agent="Mozilla/5.0 (Macintosh) desktop-test", referer=desk + "/", xsrf=True,
                          cookies=["SUB", "SUBP", "XSRF-TOKEN"], cookie="session", st="header")
    assert feed == dict(feed, side="web", host="127.0.0.1:" + port, user_agent="mobile-test", referer="", xsrf=True,
                        cookies=["SUB", "SUBP"], cookie="session")
    text = json.dumps(log)
    assert SUB not in text and token not in text and ST not in text, "names, never values"


def up(url, query, body=b"", auth=None, content_type="application/octet-stream"):
    """A request to the fake's video upload host: its JSON reply."""
    headers = {"Content-Type": content_type}
    if auth is not None:
        headers["X-Up-Auth"] = auth
    request = urllib.request.Request(url + "?" + urllib.parse.urlencode(query), data=body, headers=headers, method="POST")
    with urllib.request.urlopen(request, timeout=10) as reply:
        return json.loads(reply.read())


def test_a_video_upload_checks_auth_chunks_and_md5_and_only_a_finished_one_is_posted(base, desk):
    token, cookie = xsrf(desk)
    status, reply = dpost(desk, "/ajax/multimedia/dispatch", {"source": "339644097", "types": "video", "version": 4,
                                                              "auth_accept": "video", "size": 70000}, cookie, token)
    assert status == 200 and reply["ok"] == 1, reply
    video = reply["data"]["video"]
    assert video["upload_url"] == base + "/2/fileplatform/upload.json", "on 127.0.0.1, not weibo.com's host"
    opened = up(video["init_url"], {"source": "339644097", "size": 70000, "name": "a.mp4", "type": "video", "client": "web"},
                b'--b\r\nContent-Disposition: form-data; name="biz_file"\r\n\r\n{}\r\n--b--', content_type="multipart/mixed; boundary=b")
    assert set(opened) == {"upload_id", "media_id", "auth", "strategy"} and opened["strategy"]["chunk_size"] == 64
    data = bytes(range(256)) * 274
    data = data[:70000]
    ids = {"source": "339644097", "upload_id": opened["upload_id"], "media_id": opened["media_id"], "upload_protocol": "binary",
           "type": "video", "client": "web", "count": 2}

    def chunk(index, body, check=None, auth=opened["auth"]):
        return up(video["upload_url"], dict(ids, index=index, size=len(body), start_loc=index * 65536,
                                            check=check or hashlib.md5(body).hexdigest()), body, auth)
    assert chunk(0, data[:65536], auth="wrong")["error_code"] == 10003
    assert chunk(0, data[:65536], check="0" * 32)["result"] is False, "an MD5 that does not match"
    assert chunk(0, data[:65536]) == {"result": True, "index": 0}
    finish = dict(ids, action="finish", size=70000, status="")
    assert up(video["check_url"], finish, auth=opened["auth"])["error"] == "chunks missing"
    media = json.dumps({"type": "video", "media_id": str(opened["media_id"])})
    assert dpost(desk, "/ajax/statuses/update", {"content": "未完成的视频", "media": media}, cookie, token)[1]["error_code"] == 20016
    assert chunk(1, data[65536:])["result"] is True
    assert up(video["check_url"], finish, auth=opened["auth"]) == {"result": True, "media_id": str(opened["media_id"])}
    status, posted = dpost(desk, "/ajax/statuses/update", {"content": "视频", "media": media}, cookie, token)
    assert status == 200 and posted["ok"] == 1, posted
    state = control(base, "/_state")
    assert state["updates"][-1] == {"text": "视频", "pics": [], "visible": "0", "video": str(opened["media_id"])}
    assert state["video_log"] == ["dispatch", "init", "chunk 0", "chunk 1", "check", "update"]
    assert state["videos"][0]["md5"] == hashlib.md5(data).hexdigest()
    assert all(r["cookies"] == [] for r in control(base, "/_log")["requests"] if r["side"] == "upload")
