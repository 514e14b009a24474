"""Issue 32, every action a command: `comment`, `repost`, `like` and `dm`
through the outbox on a web session (each arrives once, a second run of an
unchanged like sends nothing), the post or person fetched first when the
cache does not know them, --json, usage errors, and the sample's own cache.
"""

import glob
import json
import os
import sqlite3

from conftest import BIN, fake_api_control as control, network_marks
from test_web_session import cli, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
FIRST_ID = 5_012_345_600_000_000
POST = FIRST_ID + 2000  # someone's post on the fake's 首页
CAT = 6002000001  # 晴天小猫


def store(data):
    [path] = glob.glob(os.path.join(data, "web-*.sqlite"))
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def test_comment_and_reply_arrive_once_the_post_fetched_first(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    # Nothing synced: the post is fetched first, then the comment goes out once.
    r = cli(data, web, "comment", str(POST), "命令行的评论 👍")
    assert r.stdout.startswith("sent comment ") and r.stdout.endswith(f" on post {POST}\n"), r.stdout
    state = control(web, "/_state")
    assert state["arrived"]["comment"] == {"命令行的评论 👍": 1}
    cid = [c["id"] for c in state["comments"] if c["text"] == "命令行的评论 👍"][0]
    # From stdin, as a reply to that comment, --json.
    out = json.loads(cli(data, web, "comment", str(POST), "--reply", str(cid), "--json", stdin="回复它\n").stdout)
    assert out["command"] == "comment" and out["sent"] is True and out["outbox_id"] is None and out["weibo_id"] > 0, out
    assert control(web, "/_state")["arrived"]["reply"] == {"回复它": 1}
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_repost_like_and_undo_go_once_and_show_at_once(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    r = cli(data, web, "repost", str(POST))
    assert r.stdout.startswith("reposted as post "), r.stdout
    assert control(web, "/_state")["arrived"]["repost"] == {"转发微博": 1}
    assert cli(data, web, "like", str(POST)).stdout == f"liked post {POST}\n"
    # Already liked: the cache says so and nothing goes out again.
    assert cli(data, web, "like", str(POST)).stdout == f"post {POST} is liked already\n"
    state = control(web, "/_state")
    assert state["arrived"]["like"] == {str(POST): 1} and POST in state["liked"], state["arrived"]
    with store(data) as db:
        assert db.execute("SELECT liked FROM posts WHERE id = ?", (POST,)).fetchone() == (1,)
    assert cli(data, web, "like", str(POST), "--undo").stdout == f"no longer liking post {POST}\n"
    assert POST not in control(web, "/_state")["liked"]


def test_dm_by_name_and_uid_arrives_once(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    assert cli(data, web, "dm", "晴天小猫", "命令行的私信").stdout == "sent a message to 晴天小猫\n"
    out = json.loads(cli(data, web, "dm", str(CAT), "--json", stdin="第二条\n").stdout)
    assert out["sent"] is True and out["command"] == "dm"
    assert control(web, "/_state")["arrived"]["message"] == {"命令行的私信": 1, "第二条": 1}
    r = cli(data, web, "dm", "没这个人", "你好", status=1)
    assert r.stderr == "weibo-tui dm: the cache knows no @没这个人; give their uid\n"


def test_a_refused_write_waits_in_the_outbox_with_one_line(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    control(web, "/_fault", {"mode": "reset", "writes": True, "count": 10})
    r = cli(data, web, "comment", str(POST), "断了也不丢", status=1)
    assert len(r.stderr.strip().splitlines()) >= 1 and "outbox" in r.stderr, r.stderr
    left = json.loads(cli(data, web, "outbox", "--json").stdout)
    assert [i["text"] for i in left] == ["断了也不丢"]
    control(web, "/_fault", {"mode": "none"})
    cli(data, web, "sync", "--now")
    assert control(web, "/_state")["arrived"]["comment"] == {"断了也不丢": 1}


def test_usage_errors_and_the_sample(tmp_path, web):  # noqa: F811
    data = str(tmp_path)
    r = cli(data, web, "like", "abc", status=2)
    assert r.stderr.startswith("weibo-tui: 'abc' is not a post id"), r.stderr
    assert cli(data, web, "comment", status=2).stderr.startswith("weibo-tui: comment needs POST_ID")
    assert cli(data, web, "comment", "67", "--reply", "x", "hi", status=2).stderr.startswith(
        "weibo-tui: --reply needs a comment's id, not 'x'")
    assert cli(data, web, "comment", "67", "", status=1).stderr == "weibo-tui comment: The text is empty\n"
    # The sample writes into its own cache at once; nothing reaches the fake.
    before = len(control(web, "/_log")["requests"])
    assert cli(data, web, "comment", "67", "示例评论").stdout.startswith("commented on post 67 (")
    assert cli(data, web, "like", "67").stdout.startswith("liked post 67 (")
    assert cli(data, web, "repost", "67", "同意").stdout.startswith("reposted as post ")
    assert cli(data, web, "dm", "喵星观察员", "你好").stdout == "sent a message to 喵星观察员\n"
    assert len(control(web, "/_log")["requests"]) == before
    timeline = json.loads(cli(data, web, "timeline", "--json", "--limit", "1").stdout)
    assert timeline[0]["text"].startswith("同意")
