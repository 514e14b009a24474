"""Issue 32's 收藏 on a web session against the fake: `fav` and `fav --undo`
through the outbox (each arrives once; already so sends nothing), a sender
killed while Weibo stores the favourite is looked up, not sent twice, and in
the app `b` favourites the selected post (★ at once, it arrives once) and
我 › 收藏 lists it, from the cache afterwards.
"""

import glob
import json
import os
import sqlite3

from conftest import BIN, fake_api_control as control, network_marks, poll
from test_exactly_once import SLOW_WRITE_S, kill9, outbox, run, start
from test_web_session import cli, hosts, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
FIRST_ID = 5_012_345_600_000_000
POST = FIRST_ID + 2000  # someone's post on the fake's 首页
ADD = "/mblogDeal/addFavMblog"


def store(data):
    [path] = glob.glob(os.path.join(data, "web-*.sqlite"))
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def arrived(web, kind):
    return control(web, "/_state")["arrived"][kind]


def test_fav_and_undo_arrive_once_and_show_in_the_cache(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    assert cli(data, web, "fav", str(POST)).stdout == f"favourited post {POST}\n"
    # Already a favourite: the cache says so and nothing goes out again.
    assert cli(data, web, "fav", str(POST)).stdout == f"post {POST} is a favourite already\n"
    state = control(web, "/_state")
    assert state["arrived"]["favorite"] == {str(POST): 1} and state["favorites"] == [POST], state["arrived"]
    with store(data) as db:
        assert db.execute("SELECT favorited FROM posts WHERE id = ?", (POST,)).fetchone() == (1,)
    # Another machine signed in to the same account: 我 › 收藏's list brings it.
    other = signed_in(str(tmp_path / "other"), web)
    cli(other, web, "sync", "--list", "favorites")
    with store(other) as db:
        assert db.execute("SELECT id FROM posts WHERE favorited = 1").fetchall() == [(POST,)]
        assert db.execute("SELECT in_timeline FROM posts WHERE id = ?", (POST,)).fetchone() == (0,)
    out = json.loads(cli(data, web, "fav", str(POST), "--undo", "--json").stdout)
    assert out == {"command": "fav", "sent": True, "weibo_id": POST, "outbox_id": None}, out
    state = control(web, "/_state")
    assert state["arrived"]["unfavorite"] == {str(POST): 1} and state["favorites"] == [], state["arrived"]
    with store(data) as db:
        assert db.execute("SELECT favorited FROM posts WHERE id = ?", (POST,)).fetchone() == (0,)
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_a_fav_killed_while_weibo_stores_it_is_looked_up_not_sent_twice(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    run(data, web, "sync")
    control(web, "/_fault", {"mode": "slow", "delay": SLOW_WRITE_S, "writes": True, "path": ADD, "count": 1})
    sender = start(data, web, "fav", str(POST))
    poll(lambda: any(r["method"] == "POST" and r["path"] == ADD for r in control(web, "/_log")["requests"]),
         timeout=30, what="the favourite at the fake")
    kill9(sender)
    poll(lambda: arrived(web, "favorite").get(str(POST)) == 1, timeout=SLOW_WRITE_S + 20, what="the fake to store it")
    [item] = outbox(data, web)
    assert item["kind"] == "favorite", item
    run(data, web, "sync", "--now")
    # Found favourited on Weibo (the post's own flag): taken out, not resent.
    assert arrived(web, "favorite") == {str(POST): 1}, control(web, "/_state")["arrived"]
    assert outbox(data, web) == []
    run(data, web, "sync", "--now")
    assert arrived(web, "favorite") == {str(POST): 1}


def test_b_favourites_in_the_app_and_my_favourites_list_it(term, web):  # noqa: F811
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    with store(data) as db:
        [(first,)] = db.execute("SELECT id FROM posts WHERE in_timeline = 1 ORDER BY created_at DESC, id DESC LIMIT 1").fetchall()
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    term.wait_for_tab_bar(timeout=30)
    term.send_keys("b")
    # From the store at once; the sync asked for now sends it, once.
    term.wait_for("★已收藏", timeout=20)
    poll(lambda: arrived(web, "favorite") == {str(first): 1}, timeout=60, what="the favourite at the fake")
    poll(lambda: outbox(data, web) == [], timeout=60, what="the outbox emptied")
    # 我: 我的微博, 草稿箱, 待发送, then 收藏.
    term.send_keys("4")
    term.wait_for("待发送", "收藏", timeout=10)
    term.send_keys("j", "j", "j", "Enter")
    term.wait_for("★已收藏", title="收藏", timeout=20)
    term.quit()
    # Offline afterwards: the cache alone lists it.
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts("http://127.0.0.1:9").items()))
    term.wait_for_tab_bar(timeout=30)
    term.send_keys("4")
    term.wait_for("待发送", "收藏", timeout=10)
    term.send_keys("j", "j", "j", "Enter")
    term.wait_for("★已收藏", title="收藏", timeout=20)
    assert arrived(web, "favorite") == {str(first): 1}
