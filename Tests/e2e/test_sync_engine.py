"""Issue 30: the sync engine saves each list on its own. Against the fake
m.weibo.cn (Tests/fakeapi/web.py): a list Weibo answers in a shape that
cannot be read costs only that list; the network failing stops the sync
where it failed and keeps what came before.
"""

import json

from conftest import fake_api_control as control, network_marks, BIN
from test_web_session import cli, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)


def post_mentions(data, base):
    """@我的's posts (a post that mentions is its own quote; a comment is not)."""
    items = json.loads(cli(data, base, "messages", "mentions", "--json").stdout)
    return [m for m in items if m["text"] == m["post_text"]]


def test_a_list_that_cannot_be_read_costs_only_that_list(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "invalid", "path": "mentionsAt"})
    r = cli(data, web, "sync", status=5)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("weibo-tui sync: posts mentioning you: "), r.stderr
    assert lines[0].endswith("; that list's cache is unchanged, the rest was saved"), r.stderr
    assert "new posts" in r.stdout, r.stdout
    assert json.loads(cli(data, web, "timeline", "--json", "--limit", "5").stdout), "首页 arrived"
    assert post_mentions(data, web) == [], "the failed list was left as it was"
    control(web, "/_fault", {"mode": "none"})
    cli(data, web, "sync")
    assert post_mentions(data, web), "the next sync brings it"


def test_the_network_failing_midway_keeps_what_came_before(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "reset", "path": "mentionsAt"})
    r = cli(data, web, "sync", status=1)
    assert r.stderr.strip().endswith("; what comes after it was not fetched"), r.stderr
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert json.loads(cli(data, web, "timeline", "--json", "--limit", "5").stdout), "首页 was kept"
    control(web, "/_fault", {"mode": "none"})


def test_a_web_sessions_badges_survive_reading_the_lists(tmp_path, web):  # noqa: F811
    """m.weibo.cn clears a list's unread count when its first page is read:
    the counts are asked before the lists, so 消息's badges keep them."""
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    counts = json.loads(cli(data, web, "unread", "--json").stdout)
    assert (counts["mentions"], counts["comments"], counts["messages"]) == (2, 1, 1), counts
    assert control(web, "/_state")["unread"]["cmt"] == 0, "the fake cleared what was read"
