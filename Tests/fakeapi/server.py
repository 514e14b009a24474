#!/usr/bin/env python3
"""A fake Weibo Open API v2 for the tests: the documented reply shapes from
an in-memory state, with faults switchable while it runs.

Standard library only. Listens on 127.0.0.1 only.

Start:  python3 Tests/fakeapi/server.py [--posts N] [--port P] [--pictures]
        The first line on stdout is the port (P, or the one the system
        picked for port 0, the default). Stop it with SIGTERM or SIGINT.
        One server plays both hosts: point WEIBO_TUI_API_BASE and
        WEIBO_TUI_REMIND_BASE at http://127.0.0.1:PORT.

The account
  uid 1001 ("测试用户"), access token "fake-token-1001" (sent as the header
  `Authorization: OAuth2 TOKEN` or the `access_token` parameter; anything
  else gets HTTP 401 with error_code 21332). The OAuth2 code "fake-code"
  exchanges for that token at oauth2/access_token (app key "fake-key",
  secret "fake-secret"); any other code gets 21325 invalid_grant.

The API (paths as on api.weibo.com / rm.api.weibo.com)
  POST /oauth2/access_token      client_id, client_secret, grant_type, code, redirect_uri
  POST /oauth2/get_token_info    access_token
  GET  /2/statuses/home_timeline.json  since_id, max_id (inclusive), count (1..100, default 20)
       N generated posts (ids above 2^53, newest first) plus what was
       shared or reposted; `next_cursor` is the id to pass as max_id for
       the next page, 0 on the last page.
  GET  /2/statuses/show.json     id
  GET  /2/comments/show.json     id, since_id, max_id, page, count (newest first)
  GET  /2/statuses/mentions.json, /2/comments/mentions.json, /2/comments/to_me.json
  GET  /2/remind/unread_count.json   uid (must be the account's)
  GET  /2/users/show.json        uid
  GET  /2/statuses/user_timeline.json  uid (the account's own posts only)
  POST /2/statuses/share.json    status          -> the new status (20019 when
       the text equals the account's latest post)
  POST /2/comments/create.json   id, comment     -> the new comment
  POST /2/comments/reply.json    cid, id, comment -> the new comment
  POST /2/statuses/repost.json   id, status      -> the new status
  What is written through the API is stamped with the real time, as Weibo
  stamps it (a client's outbox compares it with when it queued the text);
  the content present at start keeps its fixed clock.
  Errors are {"error": ..., "error_code": N, "request": "/2/..."}.

Control (no token; never faulted)
  POST /_fault   {"mode": MODE, "count": K, "path": "substring", "retry_after": S}
       MODE is one of
         none             normal replies
         slow             answer after 3 s ("delay": seconds to change it)
         500              HTTP 500, error_code 10001
         502              HTTP 502 with an HTML page
         truncated        HTTP 200, the reply's first half (Content-Length matching)
         invalid          HTTP 200, a body that is not JSON
         401              HTTP 401, error_code 21327 expired_token
         ratelimit        HTTP 403, error_code 10023 (a Retry-After header
                          only when "retry_after" is given)
         reset            the connection is reset, nothing is answered
         store_then_drop  a write (POST share/create/reply/repost) is stored,
                          then the connection is reset before the reply;
                          other requests are answered normally
       "count" limits the fault to the next K matching requests (then back
       to none); "path" limits it to paths containing that text.
       Answers {"ok": true, "fault": {...}}.
  GET  /_state   {"fault", "requests": [{"method", "path", "auth", "page"}...],
                  "writes": {"share": n, "comment": n, "reply": n, "repost": n},
                  "shared": [texts of stored posts, oldest first],
                  "comments": [{"id", "post", "text"}...], "unread": {...}}
                 "auth" is "header", "param" or "none"; tokens are never logged;
                 "page" the query's page ("" without one).
  POST /_unread  {"cmt": 1, "mention_status": 2, ...}  sets the unread counts
  POST /_incoming {"kind": KIND, "text": T, "user": UID}  someone else (UID, one
                 of 2001..2003, default 2001) writes T: KIND "mention" a post
                 that @ the account (statuses/mentions), "comment" a comment on
                 the account's newest post (comments/to_me), "comment_mention"
                 such a comment that also @ the account (comments/mentions too),
                 "home" a post of someone the account follows (home_timeline).
                 Answers {"ok": true, "id": the new status or comment id}.
  POST /_reset   back to the state at start (fault none, log emptied)

Pictures (--pictures; without it a few posts name http://img.example/thumb/N.jpg,
which nothing serves)
  Every fourth post (numbers 1, 5, 9 …) carries 1, 2, 4 or 9 pictures in
  turn (the newest of the default 45 posts has 9); their pic_urls name this
  server: http://127.0.0.1:PORT/thumbnail/pN-I.png (I from 1), whose
  /bmiddle/ form is served too. The bodies are PNGs made here (zlib and
  struct, `picture`): 60×60 thumbnails (~11 KB), 240×240 bmiddles
  (~170 KB), noise of their own.
  GET  /thumbnail/NAME.png, /bmiddle/NAME.png   the picture (404 for other names)
  POST /_pictures {"name": NAME, "mode": MODE}   how NAME (both sizes) is served:
         none       the picture
         corrupt    a PNG whose header is garbled (its CRC fails)
         truncated  the first half of the PNG (Content-Length matching)
         huge       a PNG header claiming 30000×30000
         html       HTTP 200 with an HTML page
         drop       Content-Length of the whole PNG, half of it, then the
                    connection closes
         notfound   HTTP 404
         oversized  a Content-Length of 9 MiB (more than a client takes)
       {"mode": "none"} alone clears every name. Never counts in /_state's
       "requests" or takes a /_fault; /_state's "pictures" lists the picture
       paths asked for, in order.
"""

import argparse
import email.utils
import json
import socket
import struct
import sys
import threading
import time
import urllib.parse
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOKEN = "fake-token-1001"
APP_KEY = "fake-key"
APP_SECRET = "fake-secret"
CODE = "fake-code"
ME = {"id": 1001, "screen_name": "测试用户", "description": "在终端里刷微博", "followers_count": 12,
      "friends_count": 3, "statuses_count": 0}
OTHERS = [
    {"id": 2001, "screen_name": "晴天小猫", "description": "爱拍照", "followers_count": 300, "friends_count": 20},
    {"id": 2002, "screen_name": "山间小路", "description": "", "followers_count": 45, "friends_count": 60},
    {"id": 2003, "screen_name": "lee_walks", "description": "walking", "followers_count": 7, "friends_count": 9},
]
# Ids above 2^53, so a client that reads them as doubles gets them wrong.
FIRST_ID = 4_900_000_000_000_000_000
START_TIME = 1_709_510_400  # 2024-03-04 08:00:00 +0800
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FAULT_MODES = {"none", "slow", "500", "502", "truncated", "invalid", "401", "ratelimit", "reset", "store_then_drop"}
WRITE_PATHS = {"/2/statuses/share.json": "share", "/2/comments/create.json": "comment",
               "/2/comments/reply.json": "reply", "/2/statuses/repost.json": "repost"}
BAD_GATEWAY = (b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n"
               b"<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body>\r\n</html>\r\n")


PICTURE_COUNTS = [1, 2, 4, 9]
PICTURE_MODES = {"none", "corrupt", "truncated", "huge", "html", "drop", "notfound", "oversized"}
PICTURE_SIDES = {"thumbnail": 60, "bmiddle": 240}


def png(width, height, pixels):
    """An RGB PNG of `pixels` (3 bytes a pixel, row by row)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\0" + pixels[y * width * 3:(y + 1) * width * 3] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def picture(name, side):
    """Picture `name` at `side`×`side`: noise of its own (the same each
    time), so its size is that of a photo (~3 bytes a pixel), not a few
    bytes of one colour: a test can fill a small cache cap."""
    import random
    return png(side, side, random.Random("%s/%d" % (name, side)).randbytes(side * side * 3))


def picture_names(number):
    """The picture names of post `number` (with --pictures)."""
    if number % 4 != 1:
        return []
    return ["p%d-%d" % (number, i + 1) for i in range(PICTURE_COUNTS[(number // 4) % len(PICTURE_COUNTS)])]


def created_at(seconds):
    """Unix seconds in the API's form, at +0800."""
    t = time.gmtime(seconds + 8 * 3600)
    return "%s %s %02d %02d:%02d:%02d +0800 %d" % (
        WEEKDAYS[t.tm_wday], MONTHS[t.tm_mon - 1], t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_year)


def user_json(user):
    return dict(user, idstr=str(user["id"]), name=user["screen_name"])


class ApiError(Exception):
    def __init__(self, status, code, text):
        super().__init__(text)
        self.status, self.code, self.text = status, code, text


class State:
    """Everything the server knows; one lock around all of it."""

    def __init__(self, posts, pictures_base=None):
        self.lock = threading.Lock()
        self.post_count = posts
        self.pictures_base = pictures_base  # http://127.0.0.1:PORT with --pictures
        self.reset()

    def reset(self):
        self.fault = {"mode": "none"}
        self.requests = []
        self.writes = {"share": 0, "comment": 0, "reply": 0, "repost": 0}
        self.unread = {"status": 0, "follower": 1, "cmt": 2, "dm": 1, "mention_status": 1, "mention_cmt": 1,
                       "group": 0, "notice": 0, "invite": 0, "badge": 0, "photo": 0}
        self.next_id = FIRST_ID + 10_000_000
        self.clock = START_TIME
        self.statuses = {}   # id -> status dict (without retweeted_status expanded)
        self.home = []       # ids, newest first
        self.mine = []       # the account's own ids, newest first
        self.comments = {}   # id -> comment dict
        self.comments_on = {}  # post id -> comment ids, newest first
        self.mentions = []   # status ids that @ the account
        self.comment_mentions = []
        self.picture_modes = {}  # name -> mode (/_pictures)
        self.picture_requests = []
        for i in range(self.post_count):
            number = self.post_count - i  # post 1 is the oldest
            pid = FIRST_ID + number * 1000
            author = OTHERS[number % len(OTHERS)]
            status = {"id": pid, "text": "第 %d 条微博 post %d" % (number, number), "user": author,
                      "created_at": START_TIME - i * 60, "source": '<a href="http://app.example" rel="nofollow">微博 weibo.com</a>'}
            if number % 3 != 0:  # every third post has no counts at all
                status.update(reposts_count=number % 5, comments_count=0, attitudes_count=number % 7)
            if self.pictures_base is not None:
                names = picture_names(number)
                if names:
                    status["pic_urls"] = [{"thumbnail_pic": "%s/thumbnail/%s.png" % (self.pictures_base, n)} for n in names]
            elif number % 7 == 0:
                status["pic_urls"] = [{"thumbnail_pic": "http://img.example/thumb/%d.jpg" % number}]
            if number % 11 == 0:
                status["isLongText"] = True
            if number % 5 == 0 and number > 1:
                status["retweeted_of"] = FIRST_ID + (number - 1) * 1000
            self.statuses[pid] = status
            self.home.append(pid)
        # A repost of a deleted post.
        if self.home:
            gone = FIRST_ID + 7
            self.statuses[gone] = {"id": gone, "text": "此微博已被作者删除。", "deleted": "1", "created_at": START_TIME - 86400}
            self.statuses[self.home[-1]]["retweeted_of"] = gone
        mention = FIRST_ID + 9
        self.statuses[mention] = {"id": mention, "text": "@测试用户 来看看", "user": OTHERS[0], "created_at": START_TIME - 30,
                                  "source": "网页"}
        self.mentions.append(mention)
        own = self._new_status("我的第一条微博")
        first = self._new_comment(own, OTHERS[1], "写得好", None)
        self._new_comment(own, OTHERS[0], "@测试用户 同意", first)
        self.comment_mentions.append(self.comments_on[own][0])

    # Building blocks (lock held)

    def _tick(self):
        self.clock += 1
        return self.clock

    def _written_now(self):
        """The time of a write through the API: the real one."""
        return max(self._tick(), int(time.time()))

    def _new_status(self, text, when=None, retweeted_of=None):
        self.next_id += 1000
        sid = self.next_id
        status = {"id": sid, "text": text, "user": ME, "created_at": when or self._tick(),
                  "source": '<a href="http://weibo-tui.example" rel="nofollow">weibo-tui</a>',
                  "reposts_count": 0, "comments_count": 0, "attitudes_count": 0}
        if retweeted_of is not None:
            status["retweeted_of"] = retweeted_of
        self.statuses[sid] = status
        self.home.insert(0, sid)
        self.mine.insert(0, sid)
        return sid

    def _new_comment(self, post_id, author, text, reply_to, when=None):
        self.next_id += 1
        cid = self.next_id
        self.comments[cid] = {"id": cid, "post": post_id, "user": author, "text": text,
                              "created_at": when or self._tick(), "reply_to": reply_to}
        self.comments_on.setdefault(post_id, []).insert(0, cid)
        post = self.statuses[post_id]
        post["comments_count"] = post.get("comments_count", 0) + 1
        return cid

    # JSON views (lock held)

    def status_json(self, sid, depth=0):
        s = self.statuses[sid]
        out = {k: v for k, v in s.items() if k not in ("retweeted_of", "user", "created_at")}
        out["idstr"] = str(sid)
        out["mid"] = str(sid)
        out["created_at"] = created_at(s["created_at"])
        if "user" in s:
            out["user"] = user_json(s["user"])
        if depth == 0 and "retweeted_of" in s:
            out["retweeted_status"] = self.status_json(s["retweeted_of"], 1)
        return out

    def comment_json(self, cid, depth=0):
        c = self.comments[cid]
        out = {"id": cid, "idstr": str(cid), "mid": str(cid), "text": c["text"], "created_at": created_at(c["created_at"]),
               "source": '<a href="http://weibo.com" rel="nofollow">网页</a>', "user": user_json(c["user"])}
        if depth == 0:
            out["status"] = self.status_json(c["post"])
            if c["reply_to"] is not None:
                out["reply_comment"] = self.comment_json(c["reply_to"], 1)
        return out

    @staticmethod
    def page(ids, params, render, key):
        """A newest-first list with since_id / max_id (inclusive) / page / count
        paging: page N skips the N-1 pages of `count` before it."""
        since = int(params.get("since_id") or 0)
        max_id = int(params.get("max_id") or 0)
        count = min(max(int(params.get("count") or 20), 1), 100)
        skip = (max(int(params.get("page") or 1), 1) - 1) * count
        chosen = [i for i in ids if i > since and (max_id == 0 or i <= max_id)][skip:]
        shown, rest = chosen[:count], chosen[count:]
        return {key: [render(i) for i in shown], "hasvisible": False, "previous_cursor": 0,
                "next_cursor": rest[0] if rest else 0, "total_number": len(ids)}

    # Endpoints (lock held)

    def handle(self, method, path, params):
        routes = {
            ("GET", "/2/statuses/home_timeline.json"): lambda: self.page(self.home, params, self.status_json, "statuses"),
            ("GET", "/2/statuses/user_timeline.json"): self.user_timeline,
            ("GET", "/2/statuses/mentions.json"): lambda: self.page(self.mentions, params, self.status_json, "statuses"),
            ("GET", "/2/statuses/show.json"): lambda: self.status_json(self.known_status(params)),
            ("GET", "/2/comments/show.json"): lambda: self.page(
                self.comments_on.get(self.known_status(params), []), params, self.comment_json, "comments"),
            ("GET", "/2/comments/mentions.json"): lambda: self.page(self.comment_mentions, params, self.comment_json, "comments"),
            ("GET", "/2/comments/to_me.json"): lambda: self.page(
                [c for c in sorted(self.comments, reverse=True)
                 if self.comments[c]["post"] in self.mine and self.comments[c]["user"]["id"] != ME["id"]],
                params, self.comment_json, "comments"),
            ("GET", "/2/remind/unread_count.json"): self.unread_count,
            ("GET", "/2/users/show.json"): self.users_show,
            ("POST", "/2/statuses/share.json"): lambda: self.share(params),
            ("POST", "/2/comments/create.json"): lambda: self.comment(params, reply=False),
            ("POST", "/2/comments/reply.json"): lambda: self.comment(params, reply=True),
            ("POST", "/2/statuses/repost.json"): lambda: self.repost(params),
        }
        route = routes.get((method, path))
        if route is None:
            raise ApiError(404, 10021, "HTTP method is not suported for this request!")
        self._params = params
        return route()

    def required(self, params, name):
        value = params.get(name)
        if value is None or value == "":
            raise ApiError(400, 10016, "Miss required parameter (%s) , see doc for more info." % name)
        return value

    def known_status(self, params):
        try:
            sid = int(self.required(params, "id"))
        except ValueError:
            raise ApiError(400, 10017, "Parameter (id)'s value invalid")
        if sid not in self.statuses or self.statuses[sid].get("deleted"):
            raise ApiError(400, 20101, "Target weibo does not exist!")
        return sid

    def user_timeline(self):
        uid = self._params.get("uid")
        if uid not in (None, "", str(ME["id"])):
            raise ApiError(400, 10014, "Insufficient app permissions!")
        return self.page(self.mine, self._params, self.status_json, "statuses")

    def unread_count(self):
        if self.required(self._params, "uid") != str(ME["id"]):
            raise ApiError(400, 10013, "Invalid weibo user!")
        return dict(self.unread)

    def users_show(self):
        uid = self.required(self._params, "uid")
        for user in [ME] + OTHERS:
            if str(user["id"]) == uid:
                out = user_json(user)
                if user is ME:
                    out["statuses_count"] = len(self.mine)
                return out
        raise ApiError(400, 20003, "User does not exists!")

    def share(self, params):
        text = self.required(params, "status")
        if self.mine and self.statuses[self.mine[0]]["text"] == text:
            raise ApiError(400, 20019, "Repeat content!")
        sid = self._new_status(text, when=self._written_now())
        self.writes["share"] += 1
        return self.status_json(sid)

    def comment(self, params, reply):
        text = self.required(params, "comment")
        post = self.known_status(params)
        reply_to = None
        if reply:
            reply_to = int(self.required(params, "cid"))
            if reply_to not in self.comments:
                raise ApiError(400, 20201, "Target comment does not exist!")
        cid = self._new_comment(post, ME, text, reply_to, when=self._written_now())
        self.writes["reply" if reply else "comment"] += 1
        return self.comment_json(cid)

    def repost(self, params):
        original = self.known_status(params)
        root = self.statuses[original].get("retweeted_of", original)
        sid = self._new_status(params.get("status") or "转发微博", when=self._written_now(), retweeted_of=root)
        self.statuses[root]["reposts_count"] = self.statuses[root].get("reposts_count", 0) + 1
        self.writes["repost"] += 1
        return self.status_json(sid)

    def oauth(self, path, params):
        if path == "/oauth2/access_token":
            if params.get("client_id") != APP_KEY or params.get("client_secret") != APP_SECRET:
                raise ApiError(400, 21324, "invalid_client")
            if params.get("code") != CODE:
                raise ApiError(400, 21325, "invalid_grant")
            return {"access_token": TOKEN, "remind_in": "157679999", "expires_in": 157679999, "uid": str(ME["id"])}
        if params.get("access_token") != TOKEN:
            raise ApiError(400, 21332, "invalid_access_token")
        return {"uid": ME["id"], "appkey": APP_KEY, "scope": None, "create_at": START_TIME, "expire_in": 157679471}

    def incoming(self, payload):
        """Someone else's post or comment for the account's 消息 (see /_incoming)."""
        author = {u["id"]: u for u in OTHERS}[int(payload.get("user", OTHERS[0]["id"]))]
        kind, text = payload["kind"], str(payload["text"])
        if kind == "mention":
            self.next_id += 1000
            sid = self.next_id
            self.statuses[sid] = {"id": sid, "text": text, "user": author, "created_at": self._tick(), "source": "网页"}
            self.mentions.insert(0, sid)
            return sid
        if kind == "home":
            self.next_id += 1000
            sid = self.next_id
            self.statuses[sid] = {"id": sid, "text": text, "user": author, "created_at": self._written_now(), "source": "网页",
                                  "reposts_count": 0, "comments_count": 0, "attitudes_count": 0}
            self.home.insert(0, sid)
            return sid
        if kind not in ("comment", "comment_mention"):
            raise ValueError("kind: mention, comment, comment_mention or home")
        cid = self._new_comment(self.mine[0], author, text, None)
        if kind == "comment_mention":
            self.comment_mentions.insert(0, cid)
        return cid

    def snapshot(self):
        return {"fault": self.fault, "requests": list(self.requests), "pictures": list(self.picture_requests),
                "writes": dict(self.writes),
                "shared": [self.statuses[s]["text"] for s in reversed(self.mine)],
                "comments": [{"id": c, "post": v["post"], "text": v["text"]} for c, v in sorted(self.comments.items())],
                "unread": dict(self.unread)}

    def take_fault(self, path):
        """The fault for this request (counting it down), or "none"."""
        return take_fault(self, path, path in WRITE_PATHS)


def take_fault(state, path, is_write):
    """Both fakes' `state.fault` for a request to `path`, counted down:
    the fault when its path is part of this one (a write's, for
    store_then_drop), else {"mode": "none"}."""
    fault = state.fault
    if fault["mode"] == "none" or fault.get("path", "") not in path:
        return {"mode": "none"}
    if fault["mode"] == "store_then_drop" and not is_write:
        return {"mode": "none"}
    if "count" in fault:
        fault["count"] -= 1
        if fault["count"] <= 0:
            state.fault = {"mode": "none"}
    return fault


class FakeHandler(BaseHTTPRequestHandler):
    """What both fakes' handlers share: the request read once, the control
    paths (/_...) and the pictures answered before the interface itself
    (`serve`). Quiet: the tests read the fakes' own logs instead."""
    protocol_version = "HTTP/1.1"
    picture_sides = {}
    # Each service's own spelling of its JSON type, as the real one sends it.
    json_type = "application/json;charset=UTF-8"

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def dispatch(self, method):
        url = urllib.parse.urlsplit(self.path)
        path = url.path
        params = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        body = b""
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            body = self.rfile.read(length)
        if path.startswith("/_"):
            return self.control(method, path, body)
        if method == "GET" and path.split("/")[1:2] and path.split("/")[1] in self.picture_sides:
            return self.picture(path)
        return self.serve(method, path, params, body)

    def send(self, status, data, content_type=None, headers=None):
        """`headers`: a dict, or (name, value) pairs when a name repeats
        (Set-Cookie)."""
        self.send_response(status)
        self.send_header("Content-Type", content_type or self.json_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Date", email.utils.formatdate(usegmt=True))
        pairs = headers.items() if isinstance(headers, dict) else headers or []
        for name, value in pairs:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def reset(self):
        """Closes with RST (linger 0): the client sees a reset, not an answer."""
        self.close_connection = True
        try:
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
        except OSError:
            pass


class Handler(FakeHandler):
    server_version = "FakeWeibo/1.0"
    picture_sides = PICTURE_SIDES

    def serve(self, method, path, params, body):
        state = self.server.state
        if method == "POST" and body:
            params.update(urllib.parse.parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))

        header = self.headers.get("Authorization", "")
        token = header[len("OAuth2 "):] if header.startswith("OAuth2 ") else None
        auth = "header" if token else ("param" if "access_token" in params else "none")
        if token is None:
            token = params.get("access_token")
        with state.lock:
            state.requests.append({"method": method, "path": path, "auth": auth, "page": params.get("page", "")})
            fault = state.take_fault(path)
        mode = fault["mode"]

        if mode == "slow":
            time.sleep(float(fault.get("delay", 3)))
        if mode == "reset":
            return self.reset()
        if mode == "500":
            return self.reply_error(500, 10001, "System error!", path)
        if mode == "502":
            return self.send(502, BAD_GATEWAY, "text/html")
        if mode == "401":
            return self.reply_error(401, 21327, "expired_token", path)
        if mode == "ratelimit":
            headers = {"Retry-After": str(fault["retry_after"])} if "retry_after" in fault else {}
            return self.reply_error(403, 10023, "User requests out of rate limit!", path, headers)

        try:
            with state.lock:
                if path.startswith("/oauth2/") and method == "POST":
                    reply = state.oauth(path, params)
                else:
                    if token != TOKEN:
                        raise ApiError(401, 21332, "invalid_access_token")
                    reply = state.handle(method, path, params)
        except ApiError as error:
            return self.reply_error(error.status, error.code, error.text, path)

        if mode == "store_then_drop":
            return self.reset()
        data = json.dumps(reply, ensure_ascii=False).encode("utf-8")
        if mode == "truncated":
            data = data[: len(data) // 2]
        elif mode == "invalid":
            data = b'{"statuses": [} oops'  # malformed, not merely cut short
        self.send(200, data)

    def control(self, method, path, body):
        state = self.server.state
        try:
            payload = json.loads(body or b"{}")
        except ValueError:
            return self.send(400, b'{"ok": false, "error": "body is not JSON"}')
        with state.lock:
            if method == "GET" and path == "/_state":
                return self.send(200, json.dumps(state.snapshot(), ensure_ascii=False).encode())
            if method == "POST" and path == "/_fault":
                if payload.get("mode") not in FAULT_MODES:
                    return self.send(400, json.dumps({"ok": False, "error": "modes: " + ", ".join(sorted(FAULT_MODES))}).encode())
                state.fault = {k: payload[k] for k in ("mode", "count", "path", "retry_after", "delay") if k in payload}
                return self.send(200, json.dumps({"ok": True, "fault": state.fault}).encode())
            if method == "POST" and path == "/_unread":
                state.unread.update({k: int(v) for k, v in payload.items()})
                return self.send(200, json.dumps({"ok": True, "unread": state.unread}).encode())
            if method == "POST" and path == "/_incoming":
                try:
                    new_id = state.incoming(payload)
                except (KeyError, ValueError, IndexError) as error:
                    return self.send(400, json.dumps({"ok": False, "error": str(error)}).encode())
                return self.send(200, json.dumps({"ok": True, "id": new_id}).encode())
            if method == "POST" and path == "/_pictures":
                mode = payload.get("mode")
                if mode not in PICTURE_MODES:
                    return self.send(400, json.dumps({"ok": False, "error": "modes: " + ", ".join(sorted(PICTURE_MODES))}).encode())
                if "name" not in payload:
                    state.picture_modes = {}
                elif mode == "none":
                    state.picture_modes.pop(payload["name"], None)
                else:
                    state.picture_modes[payload["name"]] = mode
                return self.send(200, json.dumps({"ok": True, "pictures": state.picture_modes}).encode())
            if method == "POST" and path == "/_reset":
                state.reset()
                return self.send(200, b'{"ok": true}')
        self.send(404, b'{"ok": false, "error": "no such control"}')

    def picture(self, path):
        """A picture of a post (see "Pictures" above), served as /_pictures says."""
        state = self.server.state
        parts = path.split("/")
        name = parts[2][: -len(".png")] if len(parts) == 3 and parts[2].endswith(".png") else ""
        number = name[1:].split("-")[0] if name.startswith("p") else ""
        with state.lock:
            state.picture_requests.append(path)
            mode = state.picture_modes.get(name, "none")
            known = number.isdigit() and name in picture_names(int(number)) and int(number) <= state.post_count
        if not known or mode == "notfound":
            return self.send(404, b"<html><body>404 Not Found</body></html>", "text/html")
        body = picture(name, PICTURE_SIDES[parts[1]])
        if mode == "corrupt":
            body = body[:20] + bytes([body[20] ^ 0xFF]) + body[21:]
        elif mode == "truncated":
            body = body[: len(body) // 2]
        elif mode == "huge":
            body = png(1, 1, b"\0\0\0")
            header = struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0)
            body = body[:16] + header + struct.pack(">I", zlib.crc32(b"IHDR" + header) & 0xFFFFFFFF) + body[33:]
        elif mode == "html":
            return self.send(200, b"<!DOCTYPE html><html><body>\xe5\x9b\xbe\xe7\x89\x87\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8</body></html>", "text/html")
        elif mode == "drop":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        elif mode == "oversized":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(9 << 20))
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
            self.close_connection = True
            return
        self.send(200, body, "image/png")

    def reply_error(self, status, code, text, path, headers=None):
        error = {"error": text, "error_code": code, "request": path}
        if path.startswith("/oauth2/"):  # OAuth2's errors describe themselves
            error["error_description"] = text.replace("_", " ")
        data = json.dumps(error).encode()
        self.send(status, data, headers=headers)



class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass  # a reset connection is a fault mode, not a server error

    def shutdown_request(self, request):
        try:
            super().shutdown_request(request)
        except OSError:
            pass


def main():
    parser = argparse.ArgumentParser(description="Fake Weibo Open API v2 for tests (see the module docstring).")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--posts", type=int, default=45, help="posts in the home timeline at start")
    parser.add_argument("--pictures", action="store_true", help="posts carry pictures this server serves")
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    server.state = State(args.posts, "http://127.0.0.1:%d" % server.server_address[1] if args.pictures else None)
    serve(server)


def serve(server):
    """Prints the port (the tests read the first line) and serves until
    SIGTERM or Ctrl-C, then closes the socket."""
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def stop_on_sigterm():
    """SIGTERM ends serve_forever as Ctrl-C does, so the socket is closed."""
    import signal

    def interrupt(*_):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)


if __name__ == "__main__":
    stop_on_sigterm()
    main()
