"""Issue 32, searching all of Weibo from 发现 (its own key, s) and from the
command line, against the fake (Tests/fakeapi/web.py): typing asks
nothing, Enter asks 综合 once; ] and [ step through 实时, 用户 and 话题,
each asked as it opens and for nothing else (the fake's /_log); the words
are remembered; `weibo-tui search TEXT --type …` pages as Weibo does.
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


def searches(base):
    return [r["containerid"] for r in control(base, "/_log")["requests"]
            if r["containerid"].startswith(("100103", "231522"))]


def containers(base):
    return searches(base)


def test_s_on_discover_searches_weibo_by_its_tabs_asking_only_what_is_opened(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.send_keys("3")
    term.wait_for("终端里刷微博", "刚刚更新", timeout=20)
    term.send_keys("s")
    term.wait_for("搜索全微博：微博、用户、话题", "热搜 终端里刷微博", title="搜索全微博")
    term.send_text("山间")
    term.wait_for("⌕ 山间", "Enter 搜索全微博")
    assert containers(web) == [], "typing asks Weibo nothing"
    term.send_keys("Enter")
    term.wait_for("综合  实时  用户  话题", "刚刚更新", title="山间", timeout=20)
    assert containers(web) == ["100103type=1&q=山间"]
    term.send_keys("]")
    poll(lambda: containers(web)[-1:] == ["100103type=61&q=山间"], timeout=20, what="实时 asked")
    term.send_keys("]")
    term.wait_for("山间小路  已关注", "山间粉丝1  +关注", "V 认证：搜索认证", timeout=20)
    term.send_keys("]")
    term.wait_for("#山间话题1#", "1.1亿阅读 3万讨论 · 主持人：晴天小猫", timeout=20)
    assert containers(web) == ["100103type=1&q=山间", "100103type=61&q=山间", "100103type=3&q=山间", "100103type=38&q=山间"]
    # A topic opens its own page, asked as it opens.
    term.send_keys("Enter")
    term.wait_for("话题页", title="#山间话题1#", timeout=20)
    poll(lambda: containers(web)[-1:] == ["231522type=1&t=10&q=#山间话题1#"], timeout=20, what="the topic's page")
    # Back at the field: the words are remembered above the hot words.
    term.send_keys("Escape", "Escape")
    term.wait_for("最近 山间", "热搜 终端里刷微博", title="搜索全微博")
    term.send_keys("Escape")
    term.wait_for("热搜榜")
    term.quit()
    assert len(containers(web)) == 5, containers(web)
    # The next run remembers them too.
    term.launch("", env=env)
    term.send_keys("3")
    term.wait_for("热搜榜", timeout=20)
    term.send_keys("s")
    term.wait_for("最近 山间")
    term.send_keys("Escape")
    term.wait_for("热搜榜")
    term.quit()
    assert len(containers(web)) == 5, "remembering asks nothing"


def test_search_command_pages_people_and_topics_and_lists_the_cache(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    people = cli(data, web, "search", "山间", "--type", "users")
    lines = people.stdout.splitlines()
    assert lines[0] == "山间小路 · uid 6002000002 · 12K followers · Following", lines
    assert lines[1] == "山间粉丝1 · uid 6003000001 · 11K followers · +Follow · V" and len(lines) == 10, lines
    assert containers(web) == ["100103type=3&q=山间"]
    # Page 2 adds Weibo's next page; the person it cannot read is skipped and said.
    more = cli(data, web, "search", "山间", "--type", "users", "--page", "2")
    assert more.stderr == "1 person could not be read and was skipped\n", more.stderr
    assert len(more.stdout.splitlines()) == 13 and "山间粉丝12" not in more.stdout
    listed = json.loads(cli(data, web, "search", "山间", "--type", "users", "--cached", "--json").stdout)
    assert listed["type"] == "users" and listed["pages"] == 2 and listed["next_page"] is None, listed
    assert listed["results"][1]["name"] == "山间粉丝1" and listed["results"][1]["verified"] is True
    assert listed["results"][1]["followers_count"] == 11000 and listed["results"][1]["follow_state"] == "not_following"
    assert len(containers(web)) == 2, "--cached asks nothing"
    topics = json.loads(cli(data, web, "search", "山间", "--type", "topics", "--json").stdout)
    assert topics["results"][0] == {"name": "山间话题1", "summary": "1.1亿阅读 3万讨论", "detail": "主持人：晴天小猫"}
    assert topics["next_page"] == 2 and len(topics["results"]) == 10
    assert cli(data, web, "sync", "--search", "山间", "--type", "topics", "--page", "2").stdout == \
        "page 2: 1 topic; no more\n1 topic could not be read and was skipped\n"
    posts = json.loads(cli(data, web, "search", "山间", "--json").stdout)
    assert posts["type"] == "posts" and len(posts["results"]) == 10 and posts["next_page"] == 2
    assert containers(web) == ["100103type=3&q=山间", "100103type=3&q=山间", "100103type=38&q=山间", "100103type=38&q=山间",
                               "100103type=1&q=山间"]
    r = cli(data, web, "search", "山间", "--type", "places", status=2)
    assert "--type takes posts, realtime, users, topics, not 'places'" in r.stderr, r.stderr
    sample = cli(str(tmp_path / "sample"), web, "--sample", "search", "山间", status=1)
    assert sample.stderr.startswith("weibo-tui search: the sample does not go online"), sample.stderr
