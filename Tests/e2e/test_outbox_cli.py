"""Issue 13's outbox on the command line, against the fake Open API
(Tests/fakeapi/server.py on 127.0.0.1): a post as the account goes out once
and appears once; offline it waits in the outbox and goes out exactly once
when the server is back; a send whose answer was lost is found on the
server instead of sent again; a refusal is kept, not retried; cancel works.

The binary under test is WEIBO_TUI_BIN, else .build/debug/weibo-tui (see
test_account_cli.py for why a static one is skipped).
"""

import json
import os
import subprocess
import sys

import pytest

from conftest import FAKE_API_SERVER, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll
from test_account_cli import BIN, Account

pytestmark = network_marks(BIN)


@pytest.fixture
def account(fake_api, tmp_path):
    control(fake_api, "/_reset", {})
    account = Account(fake_api, tmp_path / "data")
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    return account


def shared(base, text):
    """How many posts with `text` the server holds."""
    return control(base, "/_state")["shared"].count(text)


def timeline_texts(account):
    return [post["text"] for post in json.loads(account.ok("timeline", "--json", "--limit", "1000"))]


def outbox(account):
    return json.loads(account.ok("outbox", "--json"))


def test_a_post_goes_out_once_and_appears_once(account):
    text = "从终端发的第一条 outbox 1"
    out = account.ok("--lang", "en", "post", text)
    assert out.startswith("sent post ") and out.endswith(" (13/140)\n"), out
    post_id = int(out.split()[2])
    assert shared(account.base, text) == 1
    assert timeline_texts(account).count(text) == 1
    # The next home timeline brings it again: still once, and not counted as new.
    assert account.ok("--lang", "en", "sync") == "0 new posts\n"
    ids = [post["id"] for post in json.loads(account.ok("timeline", "--json", "--limit", "1000"))]
    assert ids.count(post_id) == 1 and ids[0] == post_id
    assert outbox(account) == []


class OwnServer:
    """A fake server of this test's own, to stop and start again on the same port."""

    def __init__(self):
        self.port = 0
        self.process = None

    def start(self):
        self.process = subprocess.Popen([sys.executable, FAKE_API_SERVER, "--port", str(self.port)],
                                        stdout=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline())
        return "http://127.0.0.1:%d" % self.port

    def stop(self):
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


@pytest.fixture
def own_server():
    server = OwnServer()
    yield server
    server.stop()


def test_offline_the_post_waits_in_the_outbox_and_goes_out_exactly_once(own_server, tmp_path):
    base = own_server.start()
    account = Account(base, tmp_path / "data")
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    own_server.stop()

    text = "离线时写的 offline"
    r = account.run("--lang", "en", "post", text)
    assert r.returncode == 1 and r.stdout == "", r
    assert r.stderr.startswith("weibo-tui post: cannot connect to " + base) and r.stderr.count("\n") == 1, r.stderr
    assert "; queued in the outbox as #1: weibo-tui sync sends it from " in r.stderr, r.stderr
    items = outbox(account)
    assert [(i["id"], i["kind"], i["text"], i["attempts"], i["outcome_unknown"], i["failed"]) for i in items] == \
        [(1, "post", text, 1, False, False)]
    listed = account.ok("--lang", "en", "outbox")
    assert listed.startswith("#1 · Post · just now · not sent once, retried from ") and text in listed
    r = account.run("--lang", "en", "sync", "--now")
    assert r.returncode == 1 and r.stderr.endswith("; 1 still in the outbox (weibo-tui outbox); nothing was fetched\n"), r.stderr

    assert own_server.start() == base  # back, on the same port
    assert account.ok("--lang", "en", "sync", "--now").startswith("sent 1 from the outbox\n")
    assert shared(base, text) == 1
    assert outbox(account) == []
    assert account.ok("--lang", "en", "sync", "--now") == "0 new posts\n"
    assert shared(base, text) == 1
    assert timeline_texts(account).count(text) == 1


def test_a_send_whose_answer_was_lost_is_not_sent_twice(account):
    text = "回复丢了 lost reply"
    control(account.base, "/_fault", {"mode": "store_then_drop", "count": 1})
    r = account.run("--lang", "en", "post", text)
    assert r.returncode == 1 and "the connection to " + account.base + " broke off" in r.stderr, r.stderr
    assert shared(account.base, text) == 1  # the server has it
    [item] = outbox(account)
    assert item["outcome_unknown"] is True
    assert "(may have arrived: looked for on Weibo before any resend)" in account.ok("--lang", "en", "outbox")

    assert account.ok("--lang", "en", "sync", "--now") == "sent 1 from the outbox\n0 new posts\n"
    state = control(account.base, "/_state")
    assert state["shared"].count(text) == 1 and state["writes"]["share"] == 1
    assert any("user_timeline" in r["path"] for r in state["requests"])
    assert outbox(account) == []
    assert timeline_texts(account).count(text) == 1


def test_a_refusal_is_kept_not_retried_and_cancel_takes_it_out(account):
    text = "说两遍 twice"
    account.ok("post", text)
    r = account.run("--lang", "en", "post", text)
    assert r.returncode == 1
    assert r.stderr == ("weibo-tui post: You just sent the same text; Weibo does not take it twice; kept in the outbox "
                        "as #2, not retried by itself (weibo-tui outbox cancel 2 drops it)\n"), r.stderr
    [item] = outbox(account)
    assert item["failed"] is True and item["id"] == 2
    assert account.ok("--lang", "en", "sync", "--now") == "0 new posts\n"
    assert control(account.base, "/_state")["writes"]["share"] == 1
    assert account.ok("--lang", "en", "outbox", "cancel", "2") == "cancelled #2\n"
    assert outbox(account) == []
    r = account.run("--lang", "en", "outbox", "cancel", "2")
    assert r.returncode == 1 and r.stderr == "weibo-tui outbox: Nothing in the outbox is #2 (it may have been sent)\n"


def test_a_cancelled_post_is_never_sent(account):
    text = "不发了 never mind"
    r = account.run("--lang", "en", "post", text, api="http://127.0.0.1:1")
    assert r.returncode == 1 and "queued in the outbox as #1" in r.stderr
    assert account.ok("outbox", "cancel", "1") == "已取消 #1\n"
    assert account.ok("--lang", "en", "sync", "--now") == "0 new posts\n"
    assert shared(account.base, text) == 0
    r = account.run("outbox")
    assert r.returncode == 0 and r.stderr == "weibo-tui: 待发箱是空的\n"


def test_the_outbox_is_the_accounts_alone(account, tmp_path):
    r = account.run("--lang", "en", "--sample", "outbox")
    assert r.returncode == 1 and "the sample has no outbox" in r.stderr
    out = account.ok("--lang", "en", "--sample", "post", "示例里发")
    assert out.startswith("published post ")
    assert shared(account.base, "示例里发") == 0
    assert "outbox" in account.ok("--lang", "en", "--help")
