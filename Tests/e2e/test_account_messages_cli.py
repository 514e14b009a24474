"""Issue 13's 消息 on the command line: after `sync`, an account's @我的 and
评论 (`messages mentions`, `messages comments`) come from the fake Open API's
statuses/mentions, comments/mentions and comments/to_me, once each however
often it syncs; `unread` follows remind/unread_count (POST /_unread); and
what the Open API does not offer (direct messages, likes) is said, exit 1.

Runs the binary as Tests/e2e/test_account_cli.py does (and is skipped as it
is, when the binary cannot dlopen libcurl).
"""

import json

import pytest

from conftest import FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks
from test_account_cli import BIN, Account

pytestmark = network_marks(BIN)


@pytest.fixture(scope="module")
def base(fake_api):
    return fake_api


@pytest.fixture
def account(base, tmp_path):
    control(base, "/_reset", {})
    account = Account(base, tmp_path / "data")
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    return account


def listed(account, kind):
    return json.loads(account.ok("messages", kind, "--json", "--limit", "1000"))


def unread(account):
    return json.loads(account.ok("unread", "--json"))


def test_mentions_and_comments_arrive_once(account, base):
    account.ok("sync")
    mentions = listed(account, "mentions")
    # The server's own: a post that @ the account, and a comment on its post that does.
    assert [m["text"] for m in mentions] == ["@测试用户 同意", "@测试用户 来看看"]
    assert mentions[0]["post_text"] == "我的第一条微博" and mentions[1]["user"] == "晴天小猫"
    comments = listed(account, "comments")
    assert [(c["user"], c["text"]) for c in comments] == [("晴天小猫", "@测试用户 同意"), ("山间小路", "写得好")]
    assert all(c["post_text"] == "我的第一条微博" for c in comments)

    account.ok("sync")
    assert listed(account, "mentions") == mentions and listed(account, "comments") == comments

    # New on the server: the next sync brings them, and only them.
    control(base, "/_incoming", {"kind": "mention", "text": "@测试用户 新的提及", "user": 2003})
    control(base, "/_incoming", {"kind": "comment", "text": "新的评论", "user": 2002})
    account.ok("sync")
    assert [m["text"] for m in listed(account, "mentions")] == ["@测试用户 新的提及"] + [m["text"] for m in mentions]
    assert [c["text"] for c in listed(account, "comments")] == ["新的评论"] + [c["text"] for c in comments]
    asked = [r["path"] for r in control(base, "/_state")["requests"]]
    for path in ["statuses/mentions.json", "comments/mentions.json", "comments/to_me.json", "statuses/user_timeline.json"]:
        assert asked.count("/2/" + path) == 3, path

    text = account.ok("--lang", "en", "messages", "comments")
    assert text.startswith("山间小路 ") and "\n  新的评论\n  post: 我的第一条微博\n" in text


def test_a_post_that_mentions_the_account_is_not_added_to_home(account):
    account.ok("sync")
    texts = [p["text"] for p in json.loads(account.ok("timeline", "--json", "--limit", "1000"))]
    assert "我的第一条微博" in texts and "@测试用户 来看看" not in texts


def test_unread_follows_the_servers_counts(account, base):
    account.ok("sync")
    # The server's 1 private message does not count: the Open API cannot open 私信.
    assert unread(account) == {"mentions": 2, "comments": 2, "likes": 0, "messages": 0, "total": 4}
    control(base, "/_unread", {"cmt": 7, "mention_status": 3, "mention_cmt": 1, "dm": 0, "follower": 9})
    # Nothing changes until the next sync: the badge is what the last one fetched.
    assert unread(account)["total"] == 4
    account.ok("sync")
    assert unread(account) == {"mentions": 4, "comments": 7, "likes": 0, "messages": 0, "total": 11}
    assert account.ok("--lang", "en", "unread") == "mentions 4\ncomments 7\nlikes 0\nmessages 0\ntotal 11\n"
    # Only as many items are marked unread as the server counts.
    control(base, "/_unread", {"cmt": 1, "mention_status": 0, "mention_cmt": 0})
    account.ok("sync")
    assert [c["read"] for c in listed(account, "comments")] == [False, True]
    assert all(m["read"] for m in listed(account, "mentions"))


def test_a_list_that_fails_costs_only_that_list(account, base):
    account.ok("sync")
    control(base, "/_incoming", {"kind": "comment_mention", "text": "@测试用户 失败时", "user": 2001})
    control(base, "/_unread", {"cmt": 5})
    control(base, "/_fault", {"mode": "500", "path": "comments/to_me"})
    r = account.run("--lang", "en", "sync")
    control(base, "/_fault", {"mode": "none"})
    assert r.returncode == 5, r.stderr
    assert r.stderr.startswith("weibo-tui sync: comments: ") and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.endswith("; that list's cache is unchanged, the rest was saved\n"), r.stderr
    assert listed(account, "mentions")[0]["text"] == "@测试用户 失败时", "@我的 was saved"
    account.ok("sync")
    assert listed(account, "mentions")[0]["text"] == "@测试用户 失败时"
    assert listed(account, "comments")[0]["text"] == "@测试用户 失败时"


def test_direct_messages_and_likes_are_not_available_for_an_account(account):
    account.ok("sync")
    for args in [["messages"], ["messages", "--json"], ["messages", "likes"], ["messages", "likes", "--json"]]:
        r = account.run("--lang", "en", *args)
        assert r.returncode == 1 and r.stdout == "", args
        assert "not available for this account" in r.stderr and r.stderr.count("\n") == 1, args
    r = account.run("messages")
    assert r.returncode == 1 and "微博开放接口不提供私信" in r.stderr
    # The sample still has both.
    assert json.loads(account.ok("--sample", "messages", "--json"))
    assert account.run("--sample", "messages", "likes").returncode == 0
