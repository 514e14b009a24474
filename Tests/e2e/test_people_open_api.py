"""Issue 32, people, on an Open API account (Tests/fakeapi/server.py): the
API has no one else's page and cannot follow, so `user` prints what the
cache holds and says why in one line, and `follow` refuses in one line,
asking Weibo nothing about the person.
"""

import json

from conftest import BIN, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks
from test_account_cli import account, base  # noqa: F401  (the fixtures)

pytestmark = network_marks(BIN)


def test_user_shows_the_cache_and_follow_says_the_api_cannot(account):  # noqa: F811
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    before = control(account.base, "/_state")["requests"]
    r = account.run("--lang", "en", "user", "lee_walks", "--json")
    assert r.returncode == 0, r.stderr
    assert r.stderr == "weibo-tui user: The Weibo Open API has no one else's page: this account shows what is cached\n"
    card = json.loads(r.stdout)
    assert card["name"] == "lee_walks" and card["posts"] and card["follow_state"] in (None, "following", "not_following")
    r = account.run("--lang", "en", "follow", "lee_walks")
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == "weibo-tui follow: The Weibo Open API cannot follow or unfollow: not available for this account\n"
    r = account.run("--lang", "en", "user", "lee_walks", "--following")
    assert r.returncode == 1 and r.stderr.startswith("weibo-tui user: The Weibo Open API has no one else's page")
    assert json.loads(account.ok("outbox", "--json")) == []
    assert control(account.base, "/_state")["requests"] == before, "Weibo was asked nothing about them"
