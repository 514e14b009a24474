"""The fake Open API server (Tests/fakeapi/server.py): every endpoint and
every fault mode, spoken to with urllib as a client would.

Needs no app binary: this checks the server the app's own end-to-end tests
will stand on.
"""

import http.client
import json
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import FAKE_API_POSTS as POSTS, FAKE_API_TOKEN as TOKEN, fake_api_control as control

@pytest.fixture(scope="module")
def base(fake_api):
    return fake_api


@pytest.fixture(autouse=True)
def fresh(base):
    control(base, "/_reset", {})



def call(base, method, path, params=None, token=TOKEN, auth="header", timeout=10):
    """(status, headers, body bytes); HTTP errors are answers too."""
    params = dict(params or {})
    headers = {}
    if token is not None and auth == "header":
        headers["Authorization"] = "OAuth2 " + token
    elif token is not None:
        params["access_token"] = token
    query = urllib.parse.urlencode(params)
    url, data = base + path, None
    if method == "GET" and query:
        url += "?" + query
    elif method == "POST":
        data = query.encode()
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            return reply.status, reply.headers, reply.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def ok(base, method, path, params=None, **kw):
    status, _, body = call(base, method, path, params, **kw)
    assert status == 200, body
    return json.loads(body)


def api_error(base, method, path, params=None, **kw):
    status, _, body = call(base, method, path, params, **kw)
    error = json.loads(body)
    assert set(error) >= {"error", "error_code", "request"}, error
    return status, error["error_code"]


# The account and its token

def test_token_checked_in_header_or_parameter_and_never_logged(base):
    assert api_error(base, "GET", "/2/users/show.json", {"uid": 1001}, token=None) == (401, 21332)
    assert api_error(base, "GET", "/2/users/show.json", {"uid": 1001}, token="wrong") == (401, 21332)
    assert ok(base, "GET", "/2/users/show.json", {"uid": 1001})["screen_name"] == "测试用户"
    assert ok(base, "GET", "/2/users/show.json", {"uid": 1001}, auth="param")["idstr"] == "1001"
    state = control(base, "/_state")
    assert [r["auth"] for r in state["requests"]] == ["none", "header", "header", "param"]
    assert TOKEN not in json.dumps(state)


def test_oauth_code_exchange_and_token_info(base):
    token = ok(base, "POST", "/oauth2/access_token", {
        "client_id": "fake-key", "client_secret": "fake-secret", "grant_type": "authorization_code",
        "code": "fake-code", "redirect_uri": "https://api.weibo.com/oauth2/default.html"}, token=None)
    assert token["access_token"] == TOKEN and token["uid"] == "1001" and token["expires_in"] > 0
    status, _, body = call(base, "POST", "/oauth2/access_token", {
        "client_id": "fake-key", "client_secret": "fake-secret", "code": "stale"}, token=None)
    assert status == 400 and json.loads(body)["error_code"] == 21325 and "error_description" in json.loads(body)
    info = ok(base, "POST", "/oauth2/get_token_info", {"access_token": TOKEN}, token=None)
    assert info["uid"] == 1001 and info["expire_in"] > 0 and info["appkey"] == "fake-key"
    assert api_error(base, "POST", "/oauth2/get_token_info", {"access_token": "nope"}, token=None) == (400, 21332)


# Reading

def test_home_timeline_pages_to_a_real_end(base):
    seen, max_id, pages = [], 0, 0
    while True:
        params = {"count": 20}
        if max_id:
            params["max_id"] = max_id
        page = ok(base, "GET", "/2/statuses/home_timeline.json", params)
        seen += [int(s["idstr"]) for s in page["statuses"]]
        pages += 1
        if page["next_cursor"] == 0:
            break
        max_id = page["next_cursor"]
    assert pages == 3 and len(seen) == POSTS + 1 == len(set(seen))
    assert seen == sorted(seen, reverse=True)
    assert all(i > 2 ** 53 for i in seen)
    first = ok(base, "GET", "/2/statuses/home_timeline.json", {"count": 200})
    assert len(first["statuses"]) == POSTS + 1 and first["next_cursor"] == 0, "count is capped at 100, not refused"
    statuses = first["statuses"]
    assert any("reposts_count" not in s for s in statuses), "some posts have no counts"
    assert any(s.get("pic_urls") for s in statuses) and any(s.get("isLongText") for s in statuses)
    assert any(s.get("retweeted_status", {}).get("deleted") == "1" for s in statuses)
    assert all(s["source"].startswith("<a ") for s in statuses)
    newest = seen[0]
    assert ok(base, "GET", "/2/statuses/home_timeline.json", {"since_id": newest})["statuses"] == []


def test_show_comments_mentions_to_me_user_timeline(base):
    own = ok(base, "GET", "/2/statuses/user_timeline.json", {"uid": 1001})["statuses"][0]
    assert ok(base, "GET", "/2/statuses/show.json", {"id": own["idstr"]})["text"] == "我的第一条微博"
    assert api_error(base, "GET", "/2/statuses/show.json", {"id": 12345}) == (400, 20101)
    comments = ok(base, "GET", "/2/comments/show.json", {"id": own["idstr"]})["comments"]
    assert [c["text"] for c in comments] == ["@测试用户 同意", "写得好"]
    assert comments[0]["reply_comment"]["text"] == "写得好" and comments[0]["status"]["idstr"] == own["idstr"]
    assert [c["text"] for c in ok(base, "GET", "/2/comments/to_me.json")["comments"]] == ["@测试用户 同意", "写得好"]
    assert [c["text"] for c in ok(base, "GET", "/2/comments/mentions.json")["comments"]] == ["@测试用户 同意"]
    assert [s["text"] for s in ok(base, "GET", "/2/statuses/mentions.json")["statuses"]] == ["@测试用户 来看看"]
    assert api_error(base, "GET", "/2/users/show.json", {"uid": 42}) == (400, 20003)


def test_unread_count_follows_the_control(base):
    counts = ok(base, "GET", "/2/remind/unread_count.json", {"uid": 1001})
    assert {k: counts[k] for k in ("cmt", "mention_status", "mention_cmt", "dm", "follower")} == \
        {"cmt": 2, "mention_status": 1, "mention_cmt": 1, "dm": 1, "follower": 1}
    control(base, "/_unread", {"cmt": 7, "dm": 0})
    counts = ok(base, "GET", "/2/remind/unread_count.json", {"uid": 1001})
    assert counts["cmt"] == 7 and counts["dm"] == 0
    assert api_error(base, "GET", "/2/remind/unread_count.json", {"uid": 2001}) == (400, 10013)


# Writing

def test_share_comment_reply_repost_store_and_return_the_new_item(base):
    newest = int(ok(base, "GET", "/2/statuses/home_timeline.json", {"count": 1})["statuses"][0]["idstr"])
    shared = ok(base, "POST", "/2/statuses/share.json", {"status": "你好 http://app.example/1"})
    assert shared["text"] == "你好 http://app.example/1" and shared["user"]["idstr"] == "1001"
    assert int(shared["idstr"]) > newest
    since = ok(base, "GET", "/2/statuses/home_timeline.json", {"since_id": newest})["statuses"]
    assert [s["idstr"] for s in since] == [shared["idstr"]]
    assert api_error(base, "POST", "/2/statuses/share.json", {"status": "你好 http://app.example/1"}) == (400, 20019)

    comment = ok(base, "POST", "/2/comments/create.json", {"id": shared["idstr"], "comment": "沙发"})
    assert comment["status"]["idstr"] == shared["idstr"] and comment["text"] == "沙发"
    reply = ok(base, "POST", "/2/comments/reply.json", {"cid": comment["idstr"], "id": shared["idstr"], "comment": "回复"})
    assert reply["reply_comment"]["idstr"] == comment["idstr"]
    assert ok(base, "GET", "/2/statuses/show.json", {"id": shared["idstr"]})["comments_count"] == 2

    repost = ok(base, "POST", "/2/statuses/repost.json", {"id": shared["idstr"], "status": "转一下"})
    assert repost["retweeted_status"]["idstr"] == shared["idstr"]
    assert ok(base, "GET", "/2/statuses/show.json", {"id": shared["idstr"]})["reposts_count"] == 1
    assert api_error(base, "POST", "/2/comments/create.json", {"id": shared["idstr"]}) == (400, 10016)

    state = control(base, "/_state")
    assert state["writes"] == {"share": 1, "comment": 1, "reply": 1, "repost": 1}
    assert state["shared"] == ["我的第一条微博", "你好 http://app.example/1", "转一下"]
    mine = ok(base, "GET", "/2/statuses/user_timeline.json", {"uid": 1001})["statuses"]
    assert [s["text"] for s in mine] == ["转一下", "你好 http://app.example/1", "我的第一条微博"]


# Faults

HOME = "/2/statuses/home_timeline.json"


def test_unknown_fault_mode_is_refused(base):
    with pytest.raises(urllib.error.HTTPError):
        control(base, "/_fault", {"mode": "explode"})


def test_slow_answers_after_three_seconds(base):
    control(base, "/_fault", {"mode": "slow", "count": 1})
    started = time.monotonic()
    assert ok(base, "GET", HOME)["statuses"]
    assert time.monotonic() - started >= 3.0
    started = time.monotonic()
    ok(base, "GET", HOME)
    assert time.monotonic() - started < 1.0, "count 1: only the next request was slow"


@pytest.mark.parametrize("mode,status,code", [("500", 500, 10001), ("401", 401, 21327), ("ratelimit", 403, 10023)])
def test_error_modes(base, mode, status, code):
    control(base, "/_fault", {"mode": mode})
    assert api_error(base, "GET", HOME) == (status, code)
    assert api_error(base, "POST", "/2/statuses/share.json", {"status": "x"}) == (status, code)
    control(base, "/_fault", {"mode": "none"})
    assert ok(base, "GET", HOME)["statuses"]
    assert control(base, "/_state")["writes"]["share"] == 0


def test_rate_limit_retry_after_only_when_asked(base):
    control(base, "/_fault", {"mode": "ratelimit"})
    assert call(base, "GET", HOME)[1].get("Retry-After") is None
    control(base, "/_fault", {"mode": "ratelimit", "retry_after": 30})
    assert call(base, "GET", HOME)[1].get("Retry-After") == "30"


def test_bad_gateway_is_an_html_page(base):
    control(base, "/_fault", {"mode": "502"})
    status, headers, body = call(base, "GET", HOME)
    assert status == 502 and headers["Content-Type"].startswith("text/html") and body.lstrip().startswith(b"<html>")


def test_truncated_and_invalid_json(base):
    whole = call(base, "GET", HOME)[2]
    control(base, "/_fault", {"mode": "truncated", "count": 1})
    status, _, body = call(base, "GET", HOME)
    assert status == 200 and 0 < len(body) < len(whole) and whole.startswith(body)
    with pytest.raises(ValueError):
        json.loads(body)
    control(base, "/_fault", {"mode": "invalid", "count": 1})
    status, _, body = call(base, "GET", HOME)
    assert status == 200
    with pytest.raises(ValueError):
        json.loads(body)


def connection_fails(base, method, path, params=None):
    try:
        call(base, method, path, params)
    except (ConnectionError, http.client.HTTPException, urllib.error.URLError):
        return True
    return False


def test_connection_reset(base):
    control(base, "/_fault", {"mode": "reset", "count": 2})
    assert connection_fails(base, "GET", HOME)
    assert connection_fails(base, "POST", "/2/statuses/share.json", {"status": "lost"})
    assert control(base, "/_state")["writes"]["share"] == 0, "a reset before handling stores nothing"
    assert ok(base, "GET", HOME)["statuses"]


def test_store_then_drop_stores_once_and_answers_nothing(base):
    control(base, "/_fault", {"mode": "store_then_drop", "count": 1})
    assert ok(base, "GET", HOME)["statuses"], "reads are answered"
    assert connection_fails(base, "POST", "/2/statuses/share.json", {"status": "sent, reply lost"})
    state = control(base, "/_state")
    assert state["writes"]["share"] == 1 and state["shared"][-1] == "sent, reply lost"
    assert state["fault"] == {"mode": "none"}
    mine = ok(base, "GET", "/2/statuses/user_timeline.json", {"uid": 1001})["statuses"]
    assert mine[0]["text"] == "sent, reply lost", "a client checking its latest posts finds it"
    assert api_error(base, "POST", "/2/statuses/share.json", {"status": "sent, reply lost"}) == (400, 20019)


def test_fault_limited_to_a_path(base):
    control(base, "/_fault", {"mode": "500", "path": "comments/"})
    assert ok(base, "GET", HOME)["statuses"]
    assert api_error(base, "GET", "/2/comments/to_me.json") == (500, 10001)
