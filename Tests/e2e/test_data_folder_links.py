"""Issue 29: a data folder reached through a symbolic link opens.

`--data-dir LINK/data`, or a HOME, XDG_DATA_HOME or ~/.local/share that is
a link (as dotfile managers and moved home folders make them), failed with
"unable to open database file", exit 1, and left an empty weibo.sqlite:
SQLite, asked not to follow a link at the store, refused one anywhere in
the path. Here the sample and a logged-in Open API account (against the
fake API, Tests/fakeapi/server.py) work through such links, on the command
line and in the app; a link at the store file itself is still refused,
naming it, and nothing is left behind.
"""

import json
import os
import subprocess

import pytest

from conftest import BIN, FAKE_API_POSTS as POSTS, FAKE_API_TOKEN as TOKEN, cli, fake_api_control as control, network_marks
from test_account_app import api, hosts  # noqa: F401  (the fixture)

NEWEST = "第 %d 条微博 post %d" % (POSTS, POSTS)


def needs_network(test):
    for mark in network_marks(BIN):
        test = mark(test)
    return test


def linked(tmp_path):
    """tmp/real, and tmp/link pointing at it: (real, link)."""
    real, link = tmp_path / "real", tmp_path / "link"
    real.mkdir(parents=True)
    link.symlink_to(real)
    return str(real), str(link)


def run(*args, env=None, stdin=""):
    """The binary with `args` and only `env` (HOME and the XDG folders
    under the test's control), as a user's shell would run it."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k != "HOME"}
    return subprocess.run([BIN, *args], capture_output=True, text=True, input=stdin, timeout=60,
                          env=dict(base, LANG="C.UTF-8", **(env or {})))


def home_env(tmp_path, how):
    """The environment whose data folder is reached through a link `how`
    (`home`, `xdg` or `local_share`), and where that folder really is."""
    real, link = linked(tmp_path)
    if how == "home":
        return {"HOME": link}, os.path.join(real, ".local", "share", "weibo-tui")
    if how == "xdg":
        return {"HOME": str(tmp_path), "XDG_DATA_HOME": link}, os.path.join(real, "weibo-tui")
    home = tmp_path / "home"
    (home / ".local").mkdir(parents=True)
    (home / ".local" / "share").symlink_to(real)
    return {"HOME": str(home)}, os.path.join(real, "weibo-tui")


def test_the_sample_opens_under_a_linked_data_dir_and_again(tmp_path):
    real, link = linked(tmp_path)
    data = os.path.join(link, "data")
    assert "喵星观察员" in cli(data, "timeline", "--limit", "1")
    cli(data, "post", "从链接后面的数据文件夹发出")
    assert "从链接后面的数据文件夹发出" in cli(data, "timeline", "--limit", "3")
    store = os.path.join(real, "data", "weibo.sqlite")
    assert os.path.getsize(store) > 0 and os.stat(store).st_mode & 0o777 == 0o600


def test_the_sample_opens_when_the_data_dir_itself_is_a_link(tmp_path):
    real, link = linked(tmp_path)
    assert "喵星观察员" in cli(link, "timeline", "--limit", "1")
    assert os.path.getsize(os.path.join(real, "weibo.sqlite")) > 0


@pytest.mark.parametrize("how", ["home", "xdg", "local_share"])
def test_the_sample_opens_with_its_folder_under_a_linked_home(tmp_path, how):
    env, folder = home_env(tmp_path, how)
    r = run("timeline", "--limit", "1", env=env)
    assert r.returncode == 0, r.stderr
    assert "喵星观察员" in r.stdout
    assert os.path.getsize(os.path.join(folder, "weibo.sqlite")) > 0


def test_a_link_at_the_store_is_still_refused_naming_it_and_nothing_is_left(tmp_path):
    real, link = linked(tmp_path)
    os.mkdir(os.path.join(real, "data"))
    store = os.path.join(real, "data", "weibo.sqlite")
    target = str(tmp_path / "elsewhere.sqlite")
    os.symlink(target, store)
    r = run("--lang", "en", "--data-dir", os.path.join(link, "data"), "timeline")
    assert r.returncode == 1
    assert r.stderr.startswith(f"weibo-tui: {store} is a symbolic link;"), r.stderr
    assert len(r.stderr.splitlines()) == 1
    assert os.path.islink(store) and not os.path.exists(target)
    assert sorted(os.listdir(os.path.join(real, "data"))) == ["weibo.sqlite"]
    # Beside a store not made yet, a link is refused before the store is made.
    os.mkdir(os.path.join(real, "fresh"))
    os.symlink(target, os.path.join(real, "fresh", "weibo.sqlite-wal"))
    r = run("--lang", "en", "--data-dir", os.path.join(link, "fresh"), "timeline")
    assert r.returncode == 1 and "weibo.sqlite-wal is a symbolic link" in r.stderr, r.stderr
    assert os.listdir(os.path.join(real, "fresh")) == ["weibo.sqlite-wal"] and not os.path.exists(target)


def test_the_app_opens_through_a_linked_data_dir_and_a_linked_home(term, tmp_path):
    real, link = linked(tmp_path)
    term.data_dir = os.path.join(link, "data")
    assert "喵星观察员" in "\n".join(term.launch())
    term.quit()
    assert os.path.getsize(os.path.join(real, "data", "weibo.sqlite")) > 0
    env, folder = home_env(tmp_path / "h", "home")
    term.app_done = term.run_shell(f"HOME={env['HOME']} {BIN}")
    term.wait_for_tab_bar()
    term.quit()
    assert os.path.getsize(os.path.join(folder, "weibo.sqlite")) > 0


# -- a logged-in Open API account ------------------------------------------------

def logged_in_and_synced(base, *folder_args, env=None):
    env = dict(env or {}, **hosts(base))
    r = run(*folder_args, "login", "--token", "-", env=env, stdin=TOKEN + "\n")
    assert r.returncode == 0, r.stderr
    r = run(*folder_args, "sync", env=env)
    assert r.returncode == 0, r.stderr
    r = run(*folder_args, "timeline", "--json", "--limit", "1000", env=env)
    assert r.returncode == 0, r.stderr
    assert len(json.loads(r.stdout)) == POSTS + 1
    r = run(*folder_args, "account", "--json", env=env)
    assert json.loads(r.stdout)["uid"] == 1001


@needs_network
def test_an_account_logs_in_and_syncs_under_a_linked_data_dir(api, tmp_path):
    real, link = linked(tmp_path)
    logged_in_and_synced(api, "--data-dir", os.path.join(link, "data"))
    files = os.listdir(os.path.join(real, "data"))
    assert "account.json" in files and "account-1001.sqlite" in files and "weibo.sqlite" not in files


@needs_network
@pytest.mark.parametrize("how", ["home", "xdg"])
def test_an_account_logs_in_and_syncs_with_its_folder_under_a_linked_home(api, tmp_path, how):
    env, folder = home_env(tmp_path, how)
    logged_in_and_synced(api, env=env)
    assert os.path.getsize(os.path.join(folder, "account-1001.sqlite")) > 0
    assert os.path.exists(os.path.join(folder, "account.json"))


@needs_network
def test_the_app_on_an_account_syncs_through_a_linked_data_dir(term, api, tmp_path):
    """The app's sync runs in a child given the data folder: it too opens."""
    real, link = linked(tmp_path)
    term.data_dir = os.path.join(link, "data")
    r = run("--data-dir", term.data_dir, "login", "--token", "-", env=hosts(api), stdin=TOKEN + "\n")
    assert r.returncode == 0, r.stderr
    term.launch(env=" ".join(f"{k}={v}" for k, v in hosts(api).items()))
    term.wait_for(NEWEST, timeout=10)
    term.quit()
    assert os.path.getsize(os.path.join(real, "data", "account-1001.sqlite")) > 0
