"""Issue 13 on the command line: a Weibo account against the fake Open API
(Tests/fakeapi/server.py on 127.0.0.1): login --token - and the OAuth2 code
flow (the token and the app secret on stdin, never as arguments), account,
sync (twice), timeline and unread on the account's store, every fault as
one line with exit 1 and the cache kept, logout, --sample; and the token
and the app secret nowhere but in account.json.

The binary under test is WEIBO_TUI_BIN, else .build/debug/weibo-tui. It
loads libcurl with dlopen, which a static executable cannot do (the
release build keeps the dynamic loader for this, see docs/NETWORK.md):
given a static one, every test here is skipped, saying so.
"""

import json
import os
import subprocess
import urllib.request

import pytest

from conftest import FAKE_API_POSTS as POSTS, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
BIN = os.environ.get("WEIBO_TUI_BIN") or os.path.join(ROOT, ".build", "debug", "weibo-tui")
SECRET = "fake-secret"
FAULTS = ["500", "502", "truncated", "invalid", "401", "ratelimit", "reset"]
pytestmark = network_marks(BIN)


@pytest.fixture(scope="module")
def base(fake_api):
    return fake_api


class Account:
    """Runs the CLI on one data folder against the fake server, keeping
    everything it printed for the token check."""

    def __init__(self, base, folder):
        self.base, self.folder, self.printed = base, str(folder), []
        self.env = dict(os.environ, WEIBO_TUI_API_BASE=base, WEIBO_TUI_REMIND_BASE=base, LANG="C.UTF-8")

    def run(self, *args, stdin="", api=None):
        env = dict(self.env, **({"WEIBO_TUI_API_BASE": api} if api else {}))
        r = subprocess.run([BIN, "--data-dir", self.folder, *args], capture_output=True, text=True,
                           input=stdin, timeout=60, env=env)
        self.printed += [r.stdout, r.stderr]
        return r

    def ok(self, *args, **kw):
        r = self.run(*args, **kw)
        assert r.returncode == 0, f"{args} exited {r.returncode}: {r.stderr}"
        return r.stdout

    def timeline_ids(self):
        return [post["id"] for post in json.loads(self.ok("timeline", "--json", "--limit", "1000"))]

    def store_bytes(self):
        path = os.path.join(self.folder, "account-1001.sqlite")
        with open(path, "rb") as f:
            return f.read()

    def files_without_the_account_file(self):
        # Every file, the picture cache's folder (pictures/) included.
        for folder, _, names in os.walk(self.folder):
            for name in names:
                if name != "account.json":
                    with open(os.path.join(folder, name), "rb") as f:
                        yield os.path.relpath(os.path.join(folder, name), self.folder), f.read()


@pytest.fixture
def account(base, tmp_path):
    control(base, "/_reset", {})
    return Account(base, tmp_path / "data")


def test_login_with_a_token_then_sync_and_read_the_account(account):
    assert account.ok("account") == "sample（内置的示例数据，没有登录账号）\n"
    out = account.ok("--lang", "en", "login", "--token", "-", stdin=TOKEN + "\n")
    assert out.startswith("logged in as 测试用户 (uid 1001)\nOpen API, the token expires on ")
    assert os.stat(os.path.join(account.folder, "account.json")).st_mode & 0o777 == 0o600
    shown = json.loads(account.ok("account", "--json"))
    assert shown["source"] == "account" and shown["uid"] == 1001 and shown["name"] == "测试用户"

    assert account.ok("--lang", "en", "sync") == "%d new posts\n" % (POSTS + 1)
    ids = account.timeline_ids()
    assert len(ids) == POSTS + 1 and len(set(ids)) == len(ids)
    # Ids above 2^53 exact: the fake server's generated ids are 4.9e18 + 1000·n.
    assert 4_900_000_000_000_045_000 in ids
    text = account.ok("timeline", "--limit", "3")
    assert "我的第一条微博" in text and "第 45 条微博 post 45" in text and "@lee_walks: 第 44 条微博" in text
    assert account.ok("--lang", "en", "unread", "--json") == \
        '{"mentions": 2, "comments": 2, "likes": 0, "messages": 0, "total": 4}\n'

    assert account.ok("--lang", "en", "sync") == "0 new posts\n"
    assert account.timeline_ids() == ids


def test_sync_fetches_only_what_is_new(account, base):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    before = account.timeline_ids()
    # A post appears on the server (shared from elsewhere).
    request = urllib.request.Request(base + "/2/statuses/share.json", data=b"status=%E6%96%B0%E7%9A%84",
                                     headers={"Authorization": "OAuth2 " + TOKEN})
    urllib.request.urlopen(request, timeout=10).read()
    assert account.ok("--lang", "en", "sync") == "1 new post\n"
    after = account.timeline_ids()
    assert after[1:] == before and len(after) == len(before) + 1
    homes = [r for r in control(base, "/_state", None)["requests"] if "home_timeline" in r["path"]]
    assert homes and all(r["auth"] == "header" for r in homes)


def test_every_fault_is_one_line_exit_1_or_3_and_the_cache_is_kept(account, base):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    ids = account.timeline_ids()
    store = account.store_bytes()
    expected = {
        "500": "unavailable", "502": "web page", "truncated": "", "invalid": "JSON",
        "401": "log in again", "ratelimit": "Too many requests", "reset": "connection",
    }
    for mode in FAULTS:
        control(account.base, "/_fault", {"mode": mode})
        r = account.run("--lang", "en", "sync")
        control(account.base, "/_fault", {"mode": "none"})
        # Exit 3 is Weibo limiting requests: a caller (the app) waits long before trying again.
        assert r.returncode == (3 if mode == "ratelimit" else 1), (mode, r.stdout, r.stderr)
        assert r.stdout == "" and r.stderr.count("\n") == 1, (mode, r.stderr)
        assert r.stderr.startswith("weibo-tui sync: ") and r.stderr.endswith("; the cache is unchanged\n"), r.stderr
        assert expected[mode] in r.stderr, (mode, r.stderr)
        assert account.store_bytes() == store, mode
    # No server at all, and TLS spoken to a server that has none.
    for api, words in [("http://127.0.0.1:1", "cannot connect"), (account.base.replace("http:", "https:"), "TLS")]:
        r = account.run("--lang", "en", "sync", api=api)
        assert r.returncode == 1 and r.stderr.count("\n") == 1 and words in r.stderr, r.stderr
    assert account.timeline_ids() == ids


def test_a_slow_server_is_waited_for(account):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    control(account.base, "/_fault", {"mode": "slow", "delay": 1, "count": 1})
    assert account.ok("--lang", "en", "sync") == "%d new posts\n" % (POSTS + 1)


def test_the_code_flow_prints_the_address_and_takes_the_pasted_one(account):
    r = account.run("--lang", "en", "login", "--app-key", "fake-key", "--app-secret", "-",
                    stdin=SECRET + "\nhttps://api.weibo.com/oauth2/default.html?code=fake-code\n")
    assert r.returncode == 0, r.stderr
    assert account.base + "/oauth2/authorize?client_id=fake-key&redirect_uri=" in r.stdout
    assert "logged in as 测试用户 (uid 1001)" in r.stdout
    r = account.run("--lang", "en", "login", "--app-key", "fake-key", "--app-secret", "-", stdin=SECRET + "\nnot a code\n")
    assert r.returncode == 1 and r.stderr == "weibo-tui login: what was pasted holds no code; not logged in\n"


def test_a_token_or_app_secret_as_an_argument_is_refused_as_a_cookie_is(account):
    """Issue 29: an argument shows in ps to every user of the machine."""
    for args, what in [(["--token", TOKEN], "the token"), (["--token=" + TOKEN], "the token"),
                       (["--app-key", "fake-key", "--app-secret", SECRET], "the app secret"),
                       (["--cookie", "SUB=x"], "the Cookie header")]:
        r = account.run("--lang", "en", "login", *args, stdin=TOKEN + "\n")
        option = args[-2] if len(args) > 1 else "--token"
        assert r.returncode == 2 and r.stdout == ""
        assert r.stderr == f"weibo-tui: {what} is read from stdin only (an argument shows in ps): use {option} -; " \
                           "see 'weibo-tui login --help'\n", r.stderr
    assert not os.path.exists(os.path.join(account.folder, "account.json"))
    assert not [r for r in control(account.base, "/_state", None)["requests"] if "oauth2" in r["path"]]
    for text in account.printed:
        assert TOKEN not in text and SECRET not in text, text


def test_logout_keeps_the_cache_and_sample_is_the_default_again(account):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    sample = account.ok("--sample", "timeline", "--json")
    assert all(post["id"] < 1_000_000 for post in json.loads(sample))
    assert json.loads(account.ok("account", "--sample", "--json")) == {"source": "sample"}
    assert account.ok("--lang", "en", "--account", "sample", "account") == "sample (the bundled sample, as --sample asks)\n"
    assert account.ok("--account=sample", "timeline", "--json") == sample
    r = account.run("--lang", "en", "--account", "bob", "timeline")
    assert r.returncode == 2 and "--account takes only sample" in r.stderr
    assert account.ok("--lang", "en", "logout").startswith("logged out 测试用户 (uid 1001); the token is forgotten")
    assert not os.path.exists(os.path.join(account.folder, "account.json"))
    assert os.path.exists(os.path.join(account.folder, "account-1001.sqlite"))
    assert account.ok("timeline", "--json") == sample
    r = account.run("--lang", "en", "sync")
    assert r.returncode == 1 and r.stderr == "weibo-tui sync: no account is logged in; run weibo-tui login first\n"


def test_an_expired_token_asks_to_log_in_again(account):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    control(account.base, "/_fault", {"mode": "401"})
    r = account.run("--lang", "en", "sync")
    control(account.base, "/_fault", {"mode": "none"})
    assert r.returncode == 1 and "log in again (weibo-tui login)" in r.stderr


def test_the_token_and_secret_appear_only_in_the_account_file(account):
    account.ok("login", "--app-key", "fake-key", "--app-secret", "-",
               stdin=SECRET + "\nhttps://api.weibo.com/oauth2/default.html?code=fake-code\n")
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    for args in [["account"], ["account", "--json"], ["sync"], ["sync"], ["timeline"], ["timeline", "--json"],
                 ["unread"], ["unread", "--json"], ["messages"], ["drafts"], ["post", "hi"], ["simulate"],
                 ["--sample", "unread"], ["login", "--help"], ["help", "login"]]:
        account.run(*args)
        account.run("--lang", "en", *args)
    for mode in FAULTS + ["slow"]:
        control(account.base, "/_fault", {"mode": mode, "delay": 0.2})
        account.run("sync")
        account.run("login", "--token", "-", stdin=TOKEN + "\n")
        control(account.base, "/_fault", {"mode": "none"})
    account.run("sync", api="http://127.0.0.1:1")
    account.run("sync", api=account.base.replace("http:", "https:"))
    account.run("login", "--token", "-", stdin="wrong-" + TOKEN + "\n")
    with open(os.path.join(account.folder, "account.json")) as f:
        assert TOKEN in f.read()
    account.ok("logout")
    for text in account.printed:
        assert TOKEN not in text and SECRET not in text, text
    files = dict(account.files_without_the_account_file())
    assert "account-1001.sqlite" in files
    for name, data in files.items():
        assert TOKEN.encode() not in data and SECRET.encode() not in data, name


def test_account_commands_are_listed_in_help_and_completions(account):
    overview = account.ok("--lang", "en", "--help")
    for command in ["login", "account", "logout", "sync"]:
        assert f"\n  {command}" in overview, command
    assert "--sample" in overview
    assert "login" in account.ok("completions", "bash") and "--app-secret" in account.ok("completions", "bash")


def test_the_config_file_names_the_hosts_and_the_environment_wins(account, tmp_path):
    config = tmp_path / "config"
    config.write_text(f"set api_base {account.base}\nset remind_base {account.base}\n")
    env = {k: v for k, v in account.env.items() if not k.startswith("WEIBO_TUI_")}
    r = subprocess.run([BIN, "--data-dir", account.folder, "--config", str(config), "login", "--token", "-"],
                       capture_output=True, text=True, input=TOKEN + "\n", timeout=60, env=env)
    assert r.returncode == 0, r.stderr
    # A dead host in the file, the live one in the environment: the environment's is used.
    config.write_text("set api_base http://127.0.0.1:1\nset remind_base http://127.0.0.1:1\n")
    r = subprocess.run([BIN, "--data-dir", account.folder, "--config", str(config), "sync"],
                       capture_output=True, text=True, timeout=60, env=account.env)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([BIN, "--data-dir", account.folder, "--config", str(config), "sync"],
                       capture_output=True, text=True, timeout=60, env=env)
    assert r.returncode == 1 and "127.0.0.1:1" in r.stderr


def test_sync_of_one_post_and_its_comments(account):
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    account.ok("sync")
    post = next(p for p in json.loads(account.ok("timeline", "--json", "--limit", "5")) if p["text"].startswith("我的第一条微博"))
    assert account.ok("--lang", "en", "sync", "--post", str(post["id"])) == "2 comments\n"
    r = account.run("--lang", "en", "sync", "--post", "abc")
    assert r.returncode == 2 and "--post needs a post's id, not 'abc'" in r.stderr
