"""Issue 32, people: someone's page fetched only when it is opened, from
either route (m.weibo.cn's getIndex 100505UID / 107603UID, weibo.com's
ajax/profile/info and ajax/statuses/mymblog), against the fake
(Tests/fakeapi/web.py); `user NAME|UID` and its --json; the fake's /_log
shows that nobody was asked about whom the user did not open.
"""

import json

from conftest import BIN, fake_api_control as control, network_marks
from test_web_session import cli, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
HILL = 6002000002  # 山间小路
LEE = 6002000003


def about(base, uid):
    return [(r["side"], r["path"]) for r in control(base, "/_log")["requests"] if r["about"] == uid]


def test_a_person_is_fetched_when_asked_for_and_never_by_a_sync(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    assert about(web, HILL) == [] and about(web, LEE) == [], "a sync asks about no one else"
    card = json.loads(cli(data, web, "user", str(HILL), "--json").stdout)
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 2, "the card and the posts, once each"
    assert about(web, LEE) == []
    assert card["name"] == "山间小路" and card["id"] == str(HILL)
    assert card["following"] is True and card["follows_me"] is False and card["follow_state"] == "following"
    assert card["followers_count"] == 12000 and card["posts_count"] > 4000, card
    assert card["posts"] and {p["author"] for p in card["posts"]} == {"山间小路"}, card["posts"]
    assert len(card["posts"]) <= 10
    # The name is known now; the text form fetches again and says where the account stands.
    text = cli(data, web, "user", "山间小路", "--limit", "1").stdout
    lines = text.splitlines()
    assert lines[:2] == ["山间小路 · Following", "Posts 4021 · Following 60 · Followers 12K"], text
    assert lines[3].startswith("山间小路 · ") and len([line for line in lines if line.startswith("山间小路 · ")]) == 2, "one post"
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 4
    # What the app's fetch asks for when a page opens: the same two requests.
    assert cli(data, web, "sync", "--user", str(HILL)).stdout == "山间小路: 10 posts\n"
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 6
    assert cli(data, web, "sync", "--user", "山间小路", status=2).stderr.startswith("weibo-tui: --user needs the person's uid")


def test_weibo_com_serves_the_page_when_m_weibo_cn_refuses(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "432", "side": "web"})
    card = json.loads(cli(data, web, "user", str(LEE), "--json").stdout)
    assert card["name"] == "lee_walks" and card["follow_state"] == "following"
    assert card["posts"] and {p["author"] for p in card["posts"]} == {"lee_walks"}
    assert about(web, LEE) == [("web", "/api/container/getIndex"), ("desktop", "/ajax/profile/info"),
                               ("desktop", "/ajax/statuses/mymblog")], about(web, LEE)


def test_unknown_names_and_people_say_so_in_one_line(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    r = cli(data, web, "user", "没这个人", status=1)
    assert r.stderr == "weibo-tui user: the cache knows no @没这个人; give their uid\n" and r.stdout == ""
    r = cli(data, web, "user", "6009999999", status=1)
    assert r.stderr.startswith("weibo-tui user: ") and len(r.stderr.splitlines()) == 1, r.stderr
    assert about(web, 6009999999) != []
    # The sample has people too, read from its own store.
    sample = json.loads(cli(data, web, "--sample", "user", "长沙吃货小分队", "--json").stdout)
    assert sample["name"] == "长沙吃货小分队" and sample["following"] is None and sample["follow_state"] is None
    assert sample["posts"] and {p["author"] for p in sample["posts"]} == {"长沙吃货小分队"}
