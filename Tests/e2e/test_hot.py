"""Issue 32: 热搜榜 on 发现, as a user meets it. On a web session against
the fake (Tests/fakeapi/web.py) it is fetched only when 发现 is opened,
not again within five minutes however often 发现 is opened (the fake's
/_log says so), and shown from the cache offline; the sample shows its own
list with no account; the rows fit down to 20×8.
"""

import json

import pytest

from conftest import BIN, fake_api_control as control, network_marks, poll
from test_web_session import cli, hosts, signed_in

pytestmark = network_marks(BIN)


@pytest.fixture
def web(fake_web):
    control(fake_web, "/_reset", {})
    return fake_web


def hot_requests(base):
    """The requests for 热搜榜, by either route."""
    return [r for r in control(base, "/_log")["requests"]
            if r["containerid"].startswith("106003") or r["path"].strip("/") == "ajax/side/hotSearch"]


def test_discover_fetches_the_hot_list_when_opened_and_holds_the_interval(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    poll(lambda: "第 44 条微博" in term.capture_text(), timeout=20, what="首页 from the web session")
    assert hot_requests(web) == [], "nothing is fetched for 发现 before it is opened"
    term.send_keys("3")
    lines = term.wait_for("终端里刷微博", "刚刚更新", timeout=20)
    text = "\n".join(lines)
    # Ranked, marked and with their heat; the pinned entry and the promotion left out.
    assert " 1 终端里刷微博 热" in text and "300万" in text, text
    assert "推广的话题" not in text and "置顶的话题" not in text, text
    assert len(hot_requests(web)) == 1
    # Opened again and again within five minutes: asked once.
    for _ in range(3):
        term.send_keys("1")
        term.wait_for("第 44 条微博", timeout=10)
        term.send_keys("3")
        term.wait_for("终端里刷微博")
    term.quit()
    # A new run within the interval asks nothing either: the store keeps when it came.
    term.launch("", env=env)
    term.send_keys("3")
    term.wait_for("终端里刷微博", "更新")
    term.quit()
    assert len(hot_requests(web)) == 1, hot_requests(web)
    # Offline, 发现 shows the cached list.
    offline = hosts("http://127.0.0.1:9")
    term.launch("", env=" ".join(f"{k}={v}" for k, v in offline.items()))
    term.send_keys("3")
    term.wait_for("终端里刷微博", "周末去看星空")
    term.quit()


def test_sync_list_hot_asks_once_within_the_interval_by_either_route(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    assert cli(data, web, "sync", "--list", "hot").stdout == "hot searches: 10\n"
    assert cli(data, web, "sync", "--list", "hot").stdout == "hot searches: fetched lately, not asked again\n"
    assert [r["side"] for r in hot_requests(web)] == ["web"]
    assert "--list takes hot" in cli(data, web, "sync", "--list", "home", status=2).stderr
    # A full sync never asks for it.
    cli(data, web, "sync")
    assert len(hot_requests(web)) == 1


def test_the_sample_shows_its_own_hot_list_above_the_places(term_factory):
    term = term_factory(80, 24)
    term.launch()
    term.send_keys("3")
    lines = term.wait_for("热搜榜 · 示例", "杭州今天下了第一场雪", "全国省级行政区", "北京市")
    assert any(line.startswith("  1 杭州今天下了第一场雪 沸") for line in lines), "\n".join(lines)
    # At 20×8 the word gives way to the mark, cut whole characters, with an ellipsis.
    term.resize(20, 8)
    lines = term.wait_for("  1 杭州今天下了… 沸")
    term.quit()



def test_hot_command_fetches_like_discover_and_never_within_the_interval(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    # --cached never goes online: nothing cached yet, nothing asked.
    assert cli(data, web, "hot", "--cached").stdout == ""
    assert hot_requests(web) == []
    out = cli(data, web, "hot").stdout.splitlines()
    assert out[0] == "1. 终端里刷微博 [热] 3M" and "推广的话题" not in "\n".join(out), out
    listed = json.loads(cli(data, web, "hot", "--json").stdout)
    assert listed["words"][1] == {"rank": 2, "word": "周末去看星空", "heat": 2750000, "label": "新"}, listed
    assert isinstance(listed["fetched_at"], int) and len(listed["words"]) == 10
    assert len(hot_requests(web)) == 1, "the second run is within the interval"
    sample = cli(str(tmp_path / "sample"), web, "--sample", "hot", "--json")
    assert json.loads(sample.stdout)["fetched_at"] is None and len(json.loads(sample.stdout)["words"]) == 10


def test_hot_command_says_why_when_neither_route_serves(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "432"})
    r = cli(data, web, "hot", status=1)
    assert r.stdout == "" and "weibo-tui hot: " in r.stderr and "checking this client" in r.stderr, r.stderr
    control(web, "/_fault", {"mode": "none"})


def search_requests(base):
    return [r for r in control(base, "/_log")["requests"] if r["containerid"].startswith(("100103", "231522"))]


def test_a_hot_words_posts_open_when_asked_page_on_and_open_as_any_post(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.send_keys("3")
    term.wait_for("终端里刷微博", "刚刚更新", timeout=20)
    assert search_requests(web) == [], "no word's posts before one is opened"
    term.send_keys("Enter")
    term.wait_for("综合  实时  用户  话题", "刚刚更新", title="终端里刷微博", timeout=20)
    assert [r["containerid"] for r in search_requests(web)] == ["100103type=1&q=终端里刷微博"]
    # The last row asks for Weibo's next page.
    term.send_keys("End", "Enter")
    poll(lambda: len(search_requests(web)) == 2, timeout=20, what="page 2 asked for")
    assert [r for r in control(web, "/_log")["requests"] if r["containerid"].startswith("100103")][-1]["path"] == "/api/container/getIndex"
    # A post from it opens as any post, with its comments from Weibo.
    term.send_keys("Home", "Enter")
    poll(lambda: any(r["path"].strip("/") in ("statuses/show", "ajax/statuses/show") for r in control(web, "/_log")["requests"]),
         timeout=20, what="the post fetched when opened")
    term.send_keys("Escape", "Escape")
    term.wait_for("热搜榜")
    term.quit()
