"""Issue 15 on the command line: an account's pictures reach the picture
cache (pictures/ in the data folder) over HTTP, through `weibo-tui sync`
(the app's background child), each vetted by a decode before it is kept.

Against Tests/fakeapi/server.py started with --pictures: its posts carry
1, 2, 4 or 9 pictures it serves itself (thumbnail and bmiddle PNGs), and
POST /_pictures makes one of them hostile (corrupt, truncated, a
30000×30000 header, an HTML page, a dropped connection, a 404, a body
over the bound). A cache file starts `WBPC1\\n` + its address (a picture)
or `WBPF1\\n` + its address + the failure's name (no picture).
"""

import json
import os
import subprocess
import sys

import pytest

from conftest import FAKE_API_SERVER, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, serve_fake

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
BIN = os.environ.get("WEIBO_TUI_BIN") or os.path.join(ROOT, ".build", "debug", "weibo-tui")
pytestmark = network_marks(BIN)
sys.path.insert(0, os.path.dirname(FAKE_API_SERVER))
import server as fakeapi  # noqa: E402  (the server's own names for its pictures)

# The newest post (45) has 9 pictures, 41 four, 37 two, 33 one …: 48 in all.
ALL_THUMBNAILS = sum(len(fakeapi.picture_names(n)) for n in range(1, 46))
NEWEST_POST_ID = fakeapi.FIRST_ID + 45 * 1000


@pytest.fixture(scope="module")
def base():
    yield from serve_fake(FAKE_API_SERVER, "--posts", "45", "--pictures")


class Account:
    def __init__(self, base, folder):
        self.base, self.folder = base, str(folder)
        self.env = dict(os.environ, WEIBO_TUI_API_BASE=base, WEIBO_TUI_REMIND_BASE=base, LANG="C.UTF-8")

    def run(self, *args, stdin=""):
        return subprocess.run([BIN, "--data-dir", self.folder, "--lang", "en", *args], capture_output=True, text=True,
                              input=stdin, timeout=60, env=self.env)

    def ok(self, *args, stdin=""):
        r = self.run(*args, stdin=stdin)
        assert r.returncode == 0 and r.stderr == "", f"{args} exited {r.returncode}: {r.stderr}"
        return r.stdout

    @property
    def pictures(self):
        return os.path.join(self.folder, "pictures")

    def kept(self):
        """{address: ("picture", bytes) or ("failed", name)} of every cache file."""
        found = {}
        for name in os.listdir(self.pictures):
            with open(os.path.join(self.pictures, name), "rb") as f:
                data = f.read()
            magic, address, rest = data[:6], *data[6:].split(b"\n", 1)
            found[address.decode()] = ("picture", rest) if magic == b"WBPC1\n" else ("failed", rest.decode())
        return found

    def address(self, name, size="thumbnail"):
        return "%s/%s/%s.png" % (self.base, size, name)


@pytest.fixture
def account(base, tmp_path):
    control(base, "/_reset", {})
    control(base, "/_pictures", {"mode": "none"})
    account = Account(base, tmp_path / "data")
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    return account


def thumbnails(account):
    return {account.address(name) for n in range(1, 46) for name in fakeapi.picture_names(n)}


def test_sync_fills_the_cache_with_the_timelines_thumbnails_private_and_whole(account):
    assert account.ok("sync") == "46 new posts\n"
    assert os.stat(account.pictures).st_mode & 0o777 == 0o700
    kept = account.kept()
    assert set(kept) == thumbnails(account) and len(kept) == ALL_THUMBNAILS
    for name in os.listdir(account.pictures):
        assert name.endswith(".pic"), name
        assert os.stat(os.path.join(account.pictures, name)).st_mode & 0o777 == 0o600, name
    assert all(kind == "picture" and body.startswith(b"\x89PNG") for kind, body in kept.values())
    assert kept[account.address("p45-1")][1] == fakeapi.picture("p45-1", 60)

    # Nothing twice: a second sync asks for no picture the cache holds.
    asked = len(control(account.base, "/_state")["pictures"])
    assert account.ok("sync") == "0 new posts\n"
    assert len(control(account.base, "/_state")["pictures"]) == asked


def test_timeline_json_lists_every_picture_and_a_reposts_original(account):
    # Post 45 has nine pictures and reposts post 44, which has nine too.
    account.ok("sync")
    posts = json.loads(account.ok("timeline", "--json", "--limit", "1000"))
    newest = next(p for p in posts if p["id"] == NEWEST_POST_ID)
    assert newest["pictures"] == [account.address(n) for n in fakeapi.picture_names(45)]
    assert len(newest["pictures"]) == 9
    assert newest["media_path"] == "\n".join(newest["pictures"]), "the old key stays"
    original_id = fakeapi.FIRST_ID + 44 * 1000
    assert newest["repost_of"] == original_id
    original = newest["original"]
    assert original["id"] == original_id and original["text"].startswith("第 44 条微博")
    assert original["author"] == fakeapi.OTHERS[44 % len(fakeapi.OTHERS)]["screen_name"]
    assert original["pictures"] == [account.address(n) for n in fakeapi.picture_names(44)]
    assert all(p["original"] is None for p in posts if p["repost_of"] is None)


def test_sync_post_fetches_its_bmiddle_pictures(account):
    account.ok("sync")
    assert account.ok("sync", "--post", str(NEWEST_POST_ID)) == "0 comments\n"
    kept = account.kept()
    middles = {account.address("p45-%d" % i, "bmiddle") for i in range(1, 10)}
    assert middles <= set(kept)
    assert kept[account.address("p45-1", "bmiddle")][1] == fakeapi.picture("p45-1", 240)
    assert not any("/bmiddle/p41" in address for address in kept), "only the opened post's"


def test_hostile_bodies_become_failure_records_and_broken_downloads_leave_nothing(account):
    hostile = {"p45-1": "corrupt", "p45-2": "truncated", "p45-3": "huge", "p45-4": "html", "p45-5": "oversized"}
    broken = {"p45-6": "drop", "p45-7": "notfound"}
    for name, mode in {**hostile, **broken}.items():
        control(account.base, "/_pictures", {"name": name, "mode": mode})
    r = account.run("sync")
    # Pictures never fail a sync: exit 0, the posts saved, one line on stderr.
    assert r.returncode == 0 and r.stdout == "46 new posts\n", r.stderr
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("weibo-tui sync: 2 pictures not fetched ("), r.stderr
    assert r.stderr.endswith("; the next sync tries again\n"), r.stderr
    kept = account.kept()
    expected = {"corrupt": "corrupt", "truncated": "truncated", "huge": "tooLarge", "html": "unsupportedType", "oversized": "tooLarge"}
    for name, mode in hostile.items():
        assert kept[account.address(name)] == ("failed", expected[mode]), name
    for name in broken:
        assert account.address(name) not in kept, name
    assert kept[account.address("p45-8")][0] == "picture"
    assert not [n for n in os.listdir(account.pictures) if not n.endswith(".pic")], "no temporary file left"

    # The server mends: the broken ones come with the next run; the
    # failure records are not asked for again.
    control(account.base, "/_pictures", {"mode": "none"})
    before = len(control(account.base, "/_state")["pictures"])
    account.ok("sync", "--pictures", *[account.address(n) for n in [*hostile, *broken]])
    asked = control(account.base, "/_state")["pictures"][before:]
    assert sorted(asked) == sorted("/thumbnail/%s.png" % n for n in broken)
    kept = account.kept()
    assert all(kept[account.address(n)][0] == "picture" for n in broken)


def test_sync_pictures_takes_web_addresses_only(account):
    r = account.run("sync", "--pictures", "file:///etc/passwd", account.address("p45-1"))
    assert r.returncode == 0, r.stderr
    assert set(account.kept()) == {account.address("p45-1")}
    r = account.run("sync", account.address("p45-2"))
    assert r.returncode == 2 and "addresses only after --pictures" in r.stderr


def test_the_cap_is_honoured_least_recently_used_first_and_pictures_survive_a_restart(account, tmp_path):
    config = tmp_path / "config"
    config.write_text("set picture_cache_mb 1\n")
    # 48 thumbnails of ~11 KB, p45's nine first: about half the cap.
    account.ok("--config", str(config), "sync")
    assert len(account.kept()) == ALL_THUMBNAILS
    # p45-2's thumbnail is used again (the app asked for it): now the most recent.
    asked = len(control(account.base, "/_state")["pictures"])
    account.ok("--config", str(config), "sync", "--pictures", account.address("p45-2"))
    assert len(control(account.base, "/_state")["pictures"]) == asked, "held already: not fetched again"
    # Four bmiddles of ~170 KB: past the cap, so the least recently used go.
    middles = [account.address("p41-%d" % i, "bmiddle") for i in range(1, 5)]
    account.ok("--config", str(config), "sync", "--pictures", *middles)
    total = sum(os.path.getsize(os.path.join(account.pictures, n)) for n in os.listdir(account.pictures))
    assert total <= 1 << 20
    kept = account.kept()
    assert all(middle in kept for middle in middles), "the newest stay"
    assert account.address("p45-1") not in kept, "stored first, never used again: out first"
    assert account.address("p45-2") in kept, "stored second but used again: kept"
    assert account.address("p5-1") in kept, "stored last: kept"
    assert len(kept) < ALL_THUMBNAILS + 4

    # What is kept survives: a new process finds it and asks for nothing.
    asked = len(control(account.base, "/_state")["pictures"])
    account.ok("--config", str(config), "sync", "--pictures", *kept)
    assert len(control(account.base, "/_state")["pictures"]) == asked
