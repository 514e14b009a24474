"""Issue 32, the whole post page, against the fake (Tests/fakeapi/web.py):
a post's 转发 / 评论 / 赞 as three lists under a row of their counts,
switched with ] and [ or a click on a label; a root comment's replies
(楼中楼) opened in place with Enter; comments 按热度 or 按时间 with s. Each
list is asked of Weibo only when it is opened (the fake's request log),
and shows offline from the cache afterwards. On weibo.com's route too.

With 20 generated posts 首页 is: the account's own post, post 20 (a repost
of post 19, with 25 comments), post 19 (3 comments, two replies under the
oldest, 5 likes, reposted once by post 20), …
"""

import json
import socket

from conftest import BIN, FAKE_WEB_COOKIE, fake_api_control as control, network_marks, poll
from test_web_session import cli, hosts, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
FAKE_WEB_ARGS = ["--posts", "20"]
LISTS = ["api/statuses/repostTimeline", "api/attitudes/show", "comments/hotFlowChild", "comments/hotflow", "api/comments/show",
         "ajax/statuses/repostTimeline", "ajax/statuses/likeShow", "ajax/statuses/buildComments"]


def synced(data_dir, base):
    cli(data_dir, base, "login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n")
    cli(data_dir, base, "sync")
    return data_dir


def asked(base):
    """The post page's lists asked of the fake so far, in order: (path, id)."""
    return [(r["path"].strip("/"), r["id"]) for r in control(base, "/_log")["requests"] if r["path"].strip("/") in LISTS]


def launch(term, base):
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(base).items()))
    term.wait_for("我的第一条微博", timeout=15)


def open_post19(term, base):
    """The app on `base`, post 19's page open (首页's third post)."""
    launch(term, base)
    term.send_keys("j", "j", "Enter")
    term.wait_for("评论 19-1", title="微博正文", timeout=10)


def post_ids(term, base):
    posts = cli(term.data_dir, base, "timeline", "--json").stdout
    return {p["text"].split(" post ")[0]: p["id"] for p in json.loads(posts)}


def test_the_three_lists_and_a_thread_each_fetched_only_when_opened(term, web):
    synced(term.data_dir, web)
    post19 = str(post_ids(term, web)["第 19 条微博"])
    open_post19(term, web)
    term.wait_for("转发 1  评论 5  赞 5")
    # Opening the post asks for it and its comments, nothing else.
    poll(lambda: ("comments/hotflow", post19) in asked(web), timeout=10, what="the post's comments")
    assert asked(web) == [("comments/hotflow", post19)], asked(web)

    term.send_keys("[")
    # 转发: post 20 is cached already; the list is asked of Weibo as it opens.
    term.wait_for("转发理由 20", timeout=10)
    poll(lambda: asked(web)[-1] == ("api/statuses/repostTimeline", post19), timeout=10, what="the reposts asked")
    term.send_keys("]", "]")
    lines = term.wait_for("点赞用户5", timeout=10)
    assert sum("点赞用户" in line for line in lines) == 5, "\n".join(lines)  # the sixth could not be read
    assert asked(web)[-1] == ("api/attitudes/show", post19)

    # Back to 评论: the oldest root (the last row) has the thread.
    term.send_keys("[")
    term.wait_for("共2条回复", timeout=5)
    term.send_keys("G", "Enter")
    # The replies shown under it in hotflow are cached; its thread is asked of Weibo as it opens.
    term.wait_for("回复@晴天小猫:回复 2", "收起回复", timeout=10)
    poll(lambda: asked(web)[-1][0] == "comments/hotFlowChild", timeout=10, what="the thread asked")
    root = asked(web)[-1]
    assert root[0] == "comments/hotFlowChild" and root[1] != post19, asked(web)
    # Each list once: switching back and forth asks nothing more.
    term.send_keys("[", "[", "]", "]")
    term.wait_for("回复@晴天小猫:回复 1", timeout=5)
    assert [path for path, _ in asked(web)] == ["comments/hotflow", "api/statuses/repostTimeline", "api/attitudes/show",
                                                "comments/hotFlowChild"], asked(web)
    term.quit()

    # Offline (nothing listens where Weibo was), from the cache: each list as it was.
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    try:
        open_post19(term, "http://127.0.0.1:%d" % sock.getsockname()[1])
        term.send_keys("[")
        term.wait_for("转发理由 20", timeout=5)
        term.send_keys("[")
        term.wait_for("点赞用户3", timeout=5)
        term.send_keys("]", "]", "G", "Enter")
        term.wait_for("回复@晴天小猫:回复 2", timeout=5)
        term.quit()
    finally:
        sock.close()


def test_hot_and_newest_first_and_a_click_on_a_label(term, web):
    synced(term.data_dir, web)
    launch(term, web)
    term.send_keys("j", "Enter")
    # Post 20's 25 comments: the fake's hot order is the most liked first (20-25, 20-20, 20-15…).
    lines = term.wait_for("按热度", "评论 20-25", timeout=10)
    shown = [line.strip(" ▌") for line in lines if line.strip(" ▌").startswith("评论 20-")]
    assert shown[:3] == ["评论 20-25", "评论 20-20", "评论 20-15"], "\n".join(lines)
    assert "api/comments/show" not in [path for path, _ in asked(web)]
    # 按时间: Weibo's own newest-first list, asked as it is first shown.
    term.send_keys("s")
    term.wait_for("按时间", timeout=5)

    def newest_first():
        lines = term.capture()
        shown = [line.strip(" ▌") for line in lines if line.strip(" ▌").startswith("评论 20-")]
        return shown[:3] == ["评论 20-25", "评论 20-24", "评论 20-23"]
    poll(newest_first, timeout=10, what=lambda: "the newest comments first:\n" + term.capture_text())
    assert [path for path, _ in asked(web)].count("api/comments/show") == 1
    # A click on 赞's label opens the likes.
    lines = term.capture()
    row = next(i for i, line in enumerate(lines) if line.startswith(" 转发 ") and "切换" in line)
    column = lines[row].index("赞 ")
    x = sum(2 if ord(c) > 0x2E80 else 1 for c in lines[row][:column]) + 2
    term.send_text(f"\x1b[<0;{x};{row + 1}M\x1b[<0;{x};{row + 1}m")
    term.wait_for("点赞用户1", timeout=10)
    term.quit()


def test_on_weibo_com_when_m_weibo_cn_refuses(term, web):
    synced(term.data_dir, web)
    post19 = str(post_ids(term, web)["第 19 条微博"])
    control(web, "/_fault", {"mode": "432", "side": "web"})
    open_post19(term, web)
    term.send_keys("]")
    term.wait_for("点赞用户5", timeout=15)
    term.send_keys("[")
    term.wait_for("共2条回复", timeout=5)
    term.send_keys("G", "Enter")
    term.wait_for("回复@晴天小猫:回复 2", timeout=10)
    poll(lambda: asked(web)[-1][0] == "ajax/statuses/buildComments" and asked(web)[-1][1] != post19, timeout=10,
         what="the thread asked of weibo.com")
    desktop = [(path, i) for path, i in asked(web) if path.startswith("ajax/")]
    assert ("ajax/statuses/likeShow", post19) in desktop, desktop
    assert [path for path, _ in desktop].count("ajax/statuses/buildComments") >= 2, desktop  # the post's, then the thread's
    term.quit()
    control(web, "/_fault", {"mode": "none"})
