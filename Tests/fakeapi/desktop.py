"""The weibo.com side of the fake web server (web.py): the desktop site's
`/ajax` JSON, served from web.py's one in-memory state, so either route
shows the same 首页, posts, comments and writes. web.py's docstring is the
reference for what is served; this module holds the replies' shapes.

`DesktopSide` is a mixin of web.py's `State` (every method runs with the
state's lock held); it uses the state's records (`posts`, `feed`,
`comments`, …), its views (`user_json`, `picture_json`, `counts`, …) and
its `write`, and never imports web.py (which runs as __main__).
"""

import hashlib
import html
import json
import re
import secrets
import urllib.parse

from server import created_at

DESKTOP_WRITES = {"/ajax/statuses/update": "update", "/ajax/comments/create": "comment", "/ajax/comments/reply": "reply",
                  "/ajax/statuses/normal_repost": "repost", "/ajax/statuses/setLike": "like",
                  "/ajax/statuses/cancelLike": "unlike", "/ajax/friendships/create": "follow",
                  "/ajax/friendships/destory": "unfollow", "/ajax/statuses/createFavorites": "favorite",
                  "/ajax/statuses/destroyFavorites": "unfavorite"}
TIMELINE_PAGE, MYMBLOG_PAGE, REPOST_PAGE, COMMENT_PAGE = 25, 20, 10, 20
COMMENT_CURSOR = 139_000_000_000_000  # buildComments' max_id is opaque, not a comment id
SHORT_LINK = re.compile(r'<a data-url="(http://t\.cn/[^"]+)" href="https://weibo\.cn/sinaurl\?u=([^"]+)"[^>]*>.*?</a>', re.S)
FULL_TEXT = re.compile(r'\s*<a href="/status/\d+">全文</a>')
EMOTICON = re.compile(r'<img[^>]*?\balt=("?)(\[[^\]"]*\])\1[^>]*>')
LINE_BREAK = re.compile(r"<br\s*/?>")
TAG = re.compile(r"<[^>]*>")
# 微博热搜: what the fake's people talk about, hottest first.
HOT_WORDS = [("终端里刷微博", "热"), ("周末去看星空", "新"), ("山间小路的晚霞", ""), ("猫和狗", "沸"), ("新开的书店", ""),
             ("今天吃什么", ""), ("降温了", "新"), ("地铁新线路开通", ""), ("春天的第一场雨", ""), ("一起去爬山", "")]


def plain(markup):
    """A mobile post's HTML as weibo.com's `text_raw`, and its `url_struct`:
    each short link's t.cn address (written out again through `url_struct`),
    @names and #topics as their text, emoticons as [name], <br /> as a new
    line, 全文 dropped, entities decoded; spaces at the ends of lines dropped."""
    links = []

    def short(match):
        links.append({"url_title": "网页链接", "short_url": match.group(1), "ori_url": "",
                      "long_url": urllib.parse.unquote(match.group(2)), "url_type": 0, "result": True, "hide": 0})
        return match.group(1)
    text = SHORT_LINK.sub(short, markup)
    text = FULL_TEXT.sub("", text)
    text = EMOTICON.sub(lambda m: m.group(2), text)
    text = LINE_BREAK.sub("\n", text)
    text = html.unescape(TAG.sub("", text))
    return "\n".join(line.rstrip(" \t") for line in text.split("\n")), links


def count_number(value):
    """followers_count as the desktop writes it: a number (the mobile web's "1.5万" is 15000)."""
    if isinstance(value, int):
        return value
    text = str(value)
    for suffix, unit in (("万", 10_000), ("亿", 100_000_000)):
        if text.endswith(suffix):
            return int(float(text[:-len(suffix)]) * unit)
    return int(text)


class DesktopSide:
    """weibo.com's /ajax replies (lock held). The state supplies `me`,
    `people`, `refusal(body)` and the records and views named above."""

    # Views

    def desktop_user(self, user):
        mobile = self.user_json(user)
        followers = count_number(mobile["followers_count"])
        return {"id": user["id"], "idstr": str(user["id"]), "screen_name": user["screen_name"],
                "profile_image_url": mobile["profile_image_url"], "avatar_large": mobile["avatar_hd"],
                "avatar_hd": mobile["avatar_hd"], "profile_url": "/u/%d" % user["id"], "domain": "", "weihao": "",
                "verified": False, "verified_type": -1, "follow_me": user["id"] in self.follows_me,
                "following": user["id"] in self.following,
                "mbrank": 0, "mbtype": 0, "v_plus": 0, "planet_video": False, "icon_list": [],
                "description": html.unescape(user["description"]), "gender": user["gender"], "location": "北京",
                "followers_count": followers, "followers_count_str": str(mobile["followers_count"]),
                "friends_count": user["follow_count"], "statuses_count": mobile["statuses_count"]}

    def desktop_pictures(self, names):
        infos = {}
        for name in names:
            mobile = self.picture_json(name)
            size = lambda url, side: {"url": url, "width": side, "height": side, "cut_type": 1, "type": None}
            large = size(mobile["large"]["url"], 240)
            infos[name] = {"thumbnail": size("%s/wap180/%s.png" % (self.base, name), 45), "bmiddle": size(mobile["url"], 90),
                           "large": large, "original": large, "largest": large, "mw2000": large,
                           "object_id": "1042018:%s" % name, "pic_id": name, "photo_tag": 0, "type": "pic", "pic_status": 1}
        return infos

    def desktop_video(self, pid, number):
        mobile = self.video_json(pid, number)
        media = mobile["media_info"]
        return {"type": "video", "page_id": mobile["object_id"], "object_type": "video", "object_id": mobile["object_id"],
                "content1": mobile["page_title"], "content2": "", "act_status": 1, "page_title": mobile["page_title"],
                "page_pic": mobile["page_pic"]["url"], "page_url": mobile["page_url"], "short_url": mobile["url_ori"],
                "media_info": {"name": mobile["page_title"], "stream_url": media["stream_url"], "stream_url_hd": media["stream_url_hd"],
                               "mp4_sd_url": mobile["urls"]["mp4_ld_mp4"], "mp4_hd_url": mobile["urls"]["mp4_hd_mp4"],
                               "mp4_720p_mp4": mobile["urls"]["mp4_720p_mp4"], "duration": media["duration"],
                               "video_orientation": "vertical", "online_users": mobile["play_count"]}}

    def desktop_post(self, pid, depth=0):
        """A post as weibo.com writes it: numbers for ids and counts, the full
        created_at always, text_raw beside the HTML text, pic_ids/pic_infos."""
        p = self.posts[pid]
        raw, links = plain(p["text"])
        out = {"visible": {"type": 0, "list_id": 0}, "created_at": created_at(p["created"]), "id": pid, "idstr": str(pid),
               "mid": str(pid), "mblogid": self.bid(pid), "text": p["text"], "text_raw": raw}
        if p.get("deleted"):
            return dict(out, deleted="1", user=None)
        out.update({"can_edit": False, "textLength": len(raw.encode()), "source": p["source"], "favorited": pid in self.favorites,
                    "rid": "", "pic_ids": list(p["pics"]), "pic_num": len(p["pics"]), "is_paid": False, "mblog_vip_type": 0,
                    "user": self.desktop_user(p["user"]), "attitudes_status": int(pid in self.liked),
                    "isLongText": p["long"] is not None, "mlevel": 0, "mblogtype": 0, "showFeedRepost": False,
                    "showFeedComment": False, "region_name": p["region"], "customIcons": [], "url_struct": links})
        out.update(self.counts(pid))
        if p["pics"]:
            out["pic_infos"] = self.desktop_pictures(p["pics"])
        if p.get("video") is not None:
            out["page_info"] = self.desktop_video(pid, p["video"])
        if depth == 0 and p["retweet"] is not None:
            out["retweeted_status"] = self.desktop_post(p["retweet"], 1)
        return out

    def desktop_comment(self, cid, depth=0):
        c = self.comments[cid]
        raw, _ = plain(c["text"])
        out = {"created_at": created_at(c["created"]), "id": cid, "idstr": str(cid), "rootid": c["root"] or cid,
               "rootidstr": str(c["root"] or cid), "floor_number": 0, "text": c["text"], "text_raw": raw, "disable_reply": 0,
               "restrictOperate": 0, "source": "来自北京", "user": self.desktop_user(c["user"]), "mid": str(c["post"]),
               "readtimetype": "comment", "like_counts": cid % 5, "liked": False, "isLikedByMblogAuthor": False}
        if depth == 0 and c["reply_to"] is not None:
            out["reply_comment"] = self.desktop_comment(c["reply_to"], 1)
        return out

    # Endpoints

    def desktop(self, method, path, params, session):
        """The reply to a signed-in /ajax request (its XSRF checked already)."""
        if method == "POST" and path in DESKTOP_WRITES:
            return self.desktop_write(DESKTOP_WRITES[path], params)
        if method == "POST" and path == "/ajax/multimedia/dispatch":
            return self.video_dispatch(params)
        routes = {
            "/ajax/config/get_config": lambda: {"ok": 1, "data": {"login": True, "uid": self.me["id"],
                                                                  "ab_test": {"comment_folding": 1}}},
            "/ajax/feed/friendstimeline": lambda: self.desktop_timeline(params),
            "/ajax/profile/info": lambda: self.desktop_profile(params),
            "/ajax/friendships/friends": lambda: self.desktop_people(params),
            "/ajax/statuses/mymblog": lambda: self.desktop_mymblog(params),
            "/ajax/favorites/all_fav": lambda: self.desktop_favorites(params),
            "/ajax/statuses/show": lambda: dict({"ok": 1}, **self.desktop_post(self.desktop_known_post(params))),
            "/ajax/statuses/longtext": lambda: self.desktop_longtext(params),
            "/ajax/statuses/buildComments": lambda: self.desktop_comments(params),
            "/ajax/statuses/repostTimeline": lambda: self.desktop_reposts(params),
            "/ajax/statuses/likeShow": lambda: self.desktop_like_show(params),
            "/ajax/feed/allGroups": lambda: self.desktop_groups(),
            "/ajax/feed/groupstimeline": lambda: self.desktop_group_timeline(params),
            "/ajax/side/hotSearch": lambda: self.desktop_hot_search(),
        }
        route = routes.get(path) if method == "GET" else None
        if route is None:
            raise self.refusal({"ok": 0, "message": "你访问的地址不存在", "error_code": 404})
        return route()

    def desktop_known_post(self, params):
        try:
            return self.known_post(params, "id")
        except Exception as error:  # the mobile web's refusal, in weibo.com's words
            body = getattr(error, "body", None)
            if body is None:
                raise
            raise self.refusal(desktop_refusal(body))

    def desktop_timeline(self, params):
        if "list_id" not in params:  # what the site answers a script that leaves it out
            raise self.refusal({"ok": 0, "message": "Cannot read properties of undefined (reading 'slice')"})
        since = int(params.get("since_id") or 0)
        max_id = int(params.get("max_id") or 0)
        count = max(1, min(50, int(params.get("count") or TIMELINE_PAGE)))
        chosen = [p for p in self.feed if p > since and (max_id == 0 or p <= max_id)]
        shown, rest = chosen[:count], chosen[count:]
        next_max = shown[-1] - 1 if rest else 0
        newest = shown[0] if shown else since
        return {"ok": 1, "statuses": [self.desktop_post(p) for p in shown], "advertises": [], "ad": [], "filtered_ids": [],
                "hasvisible": False, "previous_cursor": 0, "next_cursor": next_max, "total_number": len(self.feed),
                "interval": 2000, "uve_blank": -1, "since_id": newest, "since_id_str": str(newest), "max_id": next_max,
                "max_id_str": str(next_max), "has_unread": 0}

    def desktop_person(self, params):
        uid = int(params.get("uid") or 0) if str(params.get("uid", "")).isdigit() else 0
        if uid not in self.people:
            raise self.refusal({"ok": 0, "message": "用户不存在", "error_code": 20003})
        return self.people[uid]

    def desktop_profile(self, params):
        user = self.desktop_person(params)
        return {"ok": 1, "data": {"user": dict(self.desktop_user(user), created_at="Fri Jun 14 10:00:00 +0800 2019"),
                                  "tabList": [{"name": "home", "tabName": "精选"}, {"name": "feed", "tabName": "微博"},
                                              {"name": "album", "tabName": "相册"}], "blockText": ""}}

    def desktop_people(self, params):
        user = self.desktop_person(params)
        ids = self.fans_of(user["id"]) if params.get("relate") == "fans" else self.follows_of(user["id"])
        page = max(1, int(params.get("page") or 1))
        shown = ids[(page - 1) * 20:page * 20]
        return {"ok": 1, "users": [self.desktop_user(self.people[p]) for p in shown], "total_number": len(ids),
                "next_cursor": page + 1 if page * 20 < len(ids) else 0, "previous_cursor": page - 1}

    def desktop_mymblog(self, params):
        user = self.desktop_person(params)
        ids = sorted(set(self.account_posts(user["id"])), reverse=True)
        page = max(1, int(params.get("page") or 1))
        shown = ids[(page - 1) * MYMBLOG_PAGE:page * MYMBLOG_PAGE]
        more = page * MYMBLOG_PAGE < len(ids)
        return {"ok": 1, "data": {"since_id": "%dkp%d" % (shown[-1], page + 1) if shown and more else "",
                                  "list": [self.desktop_post(p) for p in shown], "status_visible": 0,
                                  "bottom_tips_visible": not more, "bottom_tips_text": "" if more else "已经到底了",
                                  "topicList": [], "total": len(ids)}}

    def desktop_favorites(self, params):
        """all_fav: the account's favourites, newest favourite first, 20 a page,
        in data.status beside total_number; past the end, an empty status."""
        page = max(1, int(params.get("page") or 1))
        shown = self.favorites[(page - 1) * 20:page * 20]
        return {"ok": 1, "data": {"status": [self.desktop_post(p) for p in shown], "total_number": len(self.favorites)}}

    def desktop_longtext(self, params):
        p = self.posts[self.desktop_known_post(params)]
        raw, links = plain(p["long"] or p["text"])
        return {"ok": 1, "data": {"longTextContent": raw, "url_struct": links, "topic_struct": []}}

    def desktop_comments(self, params):
        if params.get("fetch_level") == "1":
            return self.desktop_thread(params)
        pid = self.desktop_known_post(params)
        roots = self.hot_roots(pid)
        if params.get("flow") == "1":  # newest first
            roots = sorted(roots, reverse=True)
        cursor = int(params.get("max_id") or 0)
        start = cursor - COMMENT_CURSOR if COMMENT_CURSOR < cursor < COMMENT_CURSOR + len(roots) else 0
        count = max(1, min(COMMENT_PAGE, int(params.get("count") or COMMENT_PAGE)))
        shown = roots[start:start + count]
        more = start + count < len(roots)
        data = []
        for i, cid in enumerate(shown):
            replies = sorted((r for r in self.comments.values() if r["root"] == cid), key=lambda r: r["id"])
            data.append(dict(self.desktop_comment(cid), floor_number=len(roots) - start - i, max_id=0,
                             comments=[self.desktop_comment(r["id"]) for r in replies], total_number=len(replies)))
        return {"ok": 1, "data": data, "rootComment": [], "total_number": self.counts(pid)["comments_count"],
                "max_id": COMMENT_CURSOR + start + count if more else 0, "trendsText": "" if more else "已加载全部评论"}

    def desktop_thread(self, params):
        """buildComments at fetch_level=1: a root comment's replies, oldest first,
        20 a page, in buildComments' shape; the first page ends with one reply
        without created_at or user (unreadable)."""
        value = str(params.get("id", ""))
        try:
            replies = self.thread(int(value) if value.isdigit() else 0)
        except Exception as error:
            body = getattr(error, "body", None)
            if body is None:
                raise
            raise self.refusal(desktop_refusal(body))
        cursor = int(params.get("max_id") or 0)
        start = cursor - COMMENT_CURSOR if COMMENT_CURSOR < cursor < COMMENT_CURSOR + len(replies) else 0
        shown = replies[start:start + COMMENT_PAGE]
        more = start + COMMENT_PAGE < len(replies)
        data = [self.desktop_comment(r) for r in shown]
        if start == 0:
            data.append({"id": int(value) + 99, "idstr": str(int(value) + 99), "rootid": int(value), "text_raw": "读不懂的回复"})
        return {"ok": 1, "data": data, "rootComment": [self.desktop_comment(int(value))], "total_number": len(replies),
                "max_id": COMMENT_CURSOR + start + COMMENT_PAGE if more else 0}

    def desktop_like_show(self, params):
        """likeShow: who liked the post (the mobile web's likers), 10 a page,
        in "data" beside "ok" with total_number and max_page; each a like
        holding its "user"; page 1 ends with one like without a user."""
        pid = self.desktop_known_post(params)
        likers = self.likers(pid)
        page = max(1, int(params.get("page") or 1))
        count = max(1, min(20, int(params.get("count") or 10)))
        shown = [{"user": self.desktop_user_json(like["user"]), "attitude_type": 0, "created_at": like["created_at"]}
                 for like in likers[(page - 1) * count:page * count]]
        if page == 1 and shown:
            shown.append({"attitude_type": 0})
        return {"ok": 1, "data": shown, "total_number": len(likers), "max_page": (len(likers) + count - 1) // count}

    def desktop_user_json(self, user):
        """A mobile-shaped user as weibo.com names its fields (idstr beside id)."""
        return dict(user, idstr=str(user["id"]))

    def desktop_reposts(self, params):
        pid = self.desktop_known_post(params)
        ids = sorted((p for p, v in self.posts.items() if v.get("retweet") == pid), reverse=True)
        page = max(1, int(params.get("page") or 1))
        count = max(1, min(20, int(params.get("count") or REPOST_PAGE)))
        shown = ids[(page - 1) * count:page * count]
        return {"ok": 1, "data": [self.desktop_post(p) for p in shown], "total_number": len(ids), "hot_total_number": 0,
                "max_page": (len(ids) + count - 1) // count, "next_cursor": 0}

    def desktop_groups(self):
        uid = self.me["id"]
        group = lambda gid, title, **extra: dict({"gid": gid, "containerid": gid, "title": title, "uid": str(uid), "type": 0,
                                                  "frequency": 0}, **extra)
        return {"ok": 1, "groups": [
            {"group_type": 0, "title": "默认分组", "priority": 1, "group": [
                group("10001%d" % uid, "全部关注", settop=1, sysgroup=1), group("11000%d" % uid, "最新微博", sysgroup=1),
                group("10005%d" % uid, "特别关注")]},
            {"group_type": 1, "title": "我的分组", "priority": 2, "group": [
                group("4900000000000001", "同学"), {"gid": "4900000000000002", "uid": str(uid), "type": 0}]}],
            "total_number": 5, "fetch_hot": {"gid": "102803", "title": "热门微博"}}

    def desktop_group_timeline(self, params):
        """weibo.com's ajax/feed/groupstimeline?list_id=: as friendstimeline,
        paged as feed/group, one status that cannot be read among the first
        page's."""
        gid = str(params.get("list_id") or "")
        if not gid:
            raise self.refusal({"ok": 0, "message": "Cannot read properties of undefined (reading 'slice')"})
        shown, next_max, first = self.group_page(gid, params)
        statuses = [self.desktop_post(p) for p in shown]
        if statuses and first:
            statuses.insert(1, {"id": "bad-%s" % gid, "created_at": None})
        return {"ok": 1, "statuses": statuses, "advertises": [], "ad": [], "filtered_ids": [], "hasvisible": False,
                "previous_cursor": 0, "next_cursor": next_max, "total_number": len(self.group_posts(gid)), "interval": 2000,
                "uve_blank": -1, "since_id": shown[0] if shown else 0, "max_id": next_max, "max_id_str": str(next_max),
                "has_unread": 0}

    def desktop_hot_search(self):
        realtime = [{"word": word, "word_scheme": "#%s#" % word, "note": word, "num": 3_000_000 - 250_000 * i,
                     "raw_hot": 3_000_000 - 250_000 * i, "rank": i, "realpos": i + 1, "label_name": label, "icon_desc": label,
                     "flag": 1 if label else 0, "category": "社会", "emoticon": "", "onboard_time": 1_709_510_400}
                    for i, (word, label) in enumerate(HOT_WORDS)]
        realtime.insert(3, {"word": "推广的话题", "note": "推广的话题", "is_ad": 1, "realpos": 4, "num": 10, "label_name": "商"})
        return {"ok": 1, "data": {"realtime": realtime, "hotgov": {"word": "#置顶的话题#", "note": "置顶的话题",
                                                                   "name": "#置顶的话题#", "is_gov": 1, "is_hot": 1}}}

    def desktop_write(self, kind, params):
        """A write through weibo.com: the mobile web's own `write` (so the same
        state, rules and `arrived` bookkeeping), its reply in weibo.com's shape."""
        form = dict(params)
        if kind == "update":
            form["__video__"] = self.video_of(params.get("media"))
        if kind in ("comment", "reply", "repost"):
            form["content"] = params.get("comment", "")
            if kind == "reply":
                form["reply"] = params.get("cid", "")
        try:
            reply = self.write(kind, form)
        except Exception as error:
            body = getattr(error, "body", None)
            if body is None:
                raise
            raise self.refusal(desktop_refusal(body))
        data = reply.get("data") or {}
        if kind in ("follow", "unfollow"):
            return dict({"ok": 1}, **self.desktop_user(self.people[int(data["id"])]))
        if kind in ("favorite", "unfavorite"):
            return {"ok": 1, "msg": reply.get("msg", "")}
        if kind in ("update", "repost"):
            return {"ok": 1, "data": self.desktop_post(int(data["id"])), "msg": "发布成功"}
        if kind in ("comment", "reply"):
            comment = self.desktop_comment(int(data["id"]))
            if kind == "comment":
                comment["status"] = self.desktop_post(self.comments[int(data["id"])]["post"], 1)
            return {"ok": 1, "data": comment}
        return {"ok": 1, "data": {"id": data["id"], "attitude": "heart"}}


    # The video upload (dispatch on weibo.com, then the upload host)

    def video_dispatch(self, params):
        """ajax/multimedia/dispatch: where the upload goes (this server's
        /2/fileplatform/ paths on BASE, 127.0.0.1: no weibo.com cookie is
        ever good there)."""
        if params.get("types") != "video" or not str(params.get("size", "")).isdigit():
            return {"ok": 0, "message": "参数错误", "error_code": 100001}
        self.video_log.append("dispatch")
        up = self.base + "/2/fileplatform/"
        return {"ok": 1, "data": {"video": {"init_url": up + "init.json", "init_direct_url": up + "init.json",
                                            "upload_url": up + "upload.json", "check_url": up + "check.json"}}}

    def video_upload(self, path, params, body, auth):
        """The upload host's init / upload / check (see web.py's docstring)."""
        step = path.rsplit("/", 1)[-1].split(".")[0]
        if step == "init":
            if params.get("type") != "video" or not params.get("size", "").isdigit() or b"biz_file" not in body:
                return {"error": "params error", "error_code": 10001}
            media_id = "47%014d" % (len(self.videos) + 1)
            self.videos[media_id] = {"media_id": media_id, "upload_id": secrets.token_hex(8), "auth": secrets.token_hex(12),
                                     "name": params.get("name", ""), "size": int(params["size"]), "chunks": {},
                                     "finished": False, "chunk_requests": 0}
            self.video_log.append("init")
            video = self.videos[media_id]
            return {"upload_id": video["upload_id"], "media_id": int(media_id), "auth": video["auth"],
                    "strategy": {"upload_protocol": "binary", "chunk_size": self.video_chunk_kb, "chunk_retry": 3,
                                 "chunk_delay": 3000, "threads": 1, "url_tag": "fake"}}
        video = self.videos.get(params.get("media_id", ""))
        if video is None or params.get("upload_id") != video["upload_id"] or auth != video["auth"]:
            return {"error": "auth failed", "error_code": 10003}
        if step == "upload":
            video["chunk_requests"] += 1
            index, start = int(params.get("index", -1)), int(params.get("start_loc", -1))
            if (len(body) != int(params.get("size", -1)) or hashlib.md5(body).hexdigest() != params.get("check")
                    or start != index * self.video_chunk_kb * 1024 or not 0 <= index < int(params.get("count", 0))):
                return {"result": False, "error": "chunk check failed", "error_code": 10004}
            video["chunks"][index] = body
            self.video_log.append("chunk %d" % index)
            return {"result": True, "index": index}
        if step == "check" and params.get("action") == "finish":
            data = b"".join(video["chunks"][i] for i in sorted(video["chunks"]))
            count = int(params.get("count", 0))
            if sorted(video["chunks"]) != list(range(count)) or len(data) != video["size"]:
                return {"error": "chunks missing", "error_code": 10005}
            video["finished"] = True
            video["md5"] = hashlib.md5(data).hexdigest()
            self.video_log.append("check")
            return {"result": True, "media_id": video["media_id"]}
        return {"error": "not found", "error_code": 404}

    def video_of(self, media):
        """The finished upload a post's `media` JSON names, or None for none;
        an unknown or unfinished one is refused as weibo.com would."""
        try:
            value = json.loads(media or "{}")
        except ValueError:
            raise self.refusal({"ok": 0, "message": "参数错误", "error_code": 100001})
        if not value:
            return None
        video = self.videos.get(str(value.get("media_id", "")))
        if value.get("type") != "video" or video is None or not video["finished"]:
            raise self.refusal({"ok": 0, "message": "视频不存在", "error_code": 20016})
        return video["media_id"]


def desktop_refusal(body):
    """A mobile web refusal ({"ok": 0, "errno": "20019", "msg": …}) in
    weibo.com's words ({"ok": 0, "error_code": 20019, "message": …})."""
    if body.get("ok") != 0:
        return body
    code = body.get("errno")
    out = {"ok": 0, "message": body.get("msg", ""), "error_type": "toast"}
    if code is not None:
        out["error_code"] = int(code)
    return out
