"""首页's gap (issue 33): a sync that stops at its limit before the posts
cached earlier leaves a gap between them; 首页 draws a line there and `L`
fetches what is missing until the gap meets the posts under it. Against
the fake Open API (Tests/fakeapi/server.py), whose /_incoming "home" adds a
followed person's post to the home timeline."""

import json

from conftest import BIN, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll
from test_account_app import api, env_prefix, requests_to, run_cli  # noqa: F401 (api is a fixture)

pytestmark = network_marks(BIN)
GAP_LINE = "这里可能还有微博没取到"


def cached_texts(term, base):
    return [p["text"] for p in json.loads(run_cli(term, base, "timeline", "--json", "--limit", "1000"))]


def test_a_sync_that_stops_short_leaves_a_gap_that_L_fills(term, api):
    run_cli(term, api, "login", "--token", "-", stdin=TOKEN + "\n")
    run_cli(term, api, "sync", "--limit", "10")
    before = cached_texts(term, api)
    for n in range(1, 16):
        control(api, "/_incoming", {"kind": "home", "text": "缺口测试第 %d 条" % n})
    # Five of the fifteen: the newest five, and a gap under them.
    assert run_cli(term, api, "sync", "--limit", "5") == "新微博 5 条\n"
    texts = cached_texts(term, api)
    assert texts[:5] == ["缺口测试第 %d 条" % n for n in range(15, 10, -1)]
    assert texts[5:] == before

    term.launch(env=env_prefix(api))
    term.wait_for("缺口测试第 15 条", timeout=10)
    for _ in range(5):
        term.send_keys("j")
    lines = term.wait_for(GAP_LINE, timeout=10)
    text = "\n".join(lines)
    assert text.index("缺口测试第 11 条") < text.index(GAP_LINE), text

    calls = requests_to(api, "/2/statuses/home_timeline.json")
    term.send_keys("L")
    poll(lambda: requests_to(api, "/2/statuses/home_timeline.json") > calls, timeout=10, what="the gap's request")
    poll(lambda: "缺口测试第 1 条" in cached_texts(term, api), timeout=10, what="the gap's posts in the cache")
    term.wait_for("缺口测试第 1 条", gone=GAP_LINE, timeout=10)
    # Once, in order, and the gap is closed: asking again sends nothing.
    # (The app's start may have read a page older than the cache too.)
    texts = cached_texts(term, api)
    assert texts[:15] == ["缺口测试第 %d 条" % n for n in range(15, 0, -1)] and texts[15:15 + len(before)] == before
    calls = requests_to(api, "/2/statuses/home_timeline.json")
    assert run_cli(term, api, "sync", "--gap") == "首页的缓存没有缺口\n"
    assert requests_to(api, "/2/statuses/home_timeline.json") == calls
    term.quit()


def test_a_gap_wider_than_the_limit_is_filled_page_by_page(term, api):
    run_cli(term, api, "login", "--token", "-", stdin=TOKEN + "\n")
    run_cli(term, api, "sync", "--limit", "10")
    for n in range(1, 13):
        control(api, "/_incoming", {"kind": "home", "text": "宽缺口第 %d 条" % n})
    run_cli(term, api, "sync", "--limit", "4")
    assert run_cli(term, api, "sync", "--gap", "--limit", "5") == "补上了中间的 5 条微博，还有更多\n"
    assert run_cli(term, api, "sync", "--gap", "--limit", "5") == "补上了中间的 3 条微博，缺口已补齐\n"
    texts = cached_texts(term, api)
    assert texts[:12] == ["宽缺口第 %d 条" % n for n in range(12, 0, -1)]
    assert run_cli(term, api, "sync", "--gap") == "首页的缓存没有缺口\n"


def test_a_web_sessions_gap_is_filled_from_m_weibo_cn(tmp_path, fake_web):
    """The same on a web session: m.weibo.cn's feed cannot be asked for what
    is newer than an id, so the gap ends where its pages meet the cache."""
    from test_web_session import cli as web_cli, signed_in
    control(fake_web, "/_reset", {})
    data = signed_in(str(tmp_path), fake_web)
    web_cli(data, fake_web, "sync", "--limit", "10")
    for n in range(1, 16):
        control(fake_web, "/_incoming", {"kind": "post", "text": "网页缺口第 %d 条" % n})
    web_cli(data, fake_web, "sync", "--limit", "5")
    assert web_cli(data, fake_web, "sync", "--gap").stdout == "10 posts filled in; the gap is closed\n"
    texts = [p["text"] for p in json.loads(web_cli(data, fake_web, "timeline", "--json", "--limit", "40").stdout)]
    assert texts[:15] == ["网页缺口第 %d 条" % n for n in range(15, 0, -1)]
    assert web_cli(data, fake_web, "sync", "--gap").stdout == "Home's cache has no gap\n"
