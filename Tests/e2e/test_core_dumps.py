"""Issue 29: a process that holds a cookie or a token leaves no core file.

A crash of `sync` with core dumps on wrote the session cookie into the core
file 8 times. So a process turns them off where a secret enters it (the
account file read, `login` reading one from stdin): its core size limit
goes to 0, soft and hard, and it is made not dumpable. Seen here from
outside, while `sync`, the app and the app's sync child wait on a slow fake
API (Tests/fakeapi/server.py): /proc/PID/limits says 0 however high the
limit was at the start, and the files in /proc/PID belong to root, which
is how the kernel shows a process that is not dumpable. That last check needs the
binary to run as someone other than root: run as root, the tests run it
as nobody.
"""

import os
import shutil
import subprocess
import tempfile

import pytest

from conftest import BIN, FAKE_API_POSTS as POSTS, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll

pytestmark = network_marks(BIN)
NOBODY = 65534
# Whom the binary runs as: root's /proc entries are root's whatever happens.
USER = NOBODY if os.geteuid() == 0 else None
NEWEST = "第 %d 条微博 post %d" % (POSTS, POSTS)


@pytest.fixture
def api(fake_api):
    control(fake_api, "/_reset", {})
    return fake_api


@pytest.fixture
def data():
    """A data folder the user the binary runs as may write (pytest's own
    folders are root's alone)."""
    folder = tempfile.mkdtemp(prefix="weibo-core-dumps-")
    if USER is not None:
        os.chown(folder, USER, USER)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def start_as_user():
    """Before exec: core files as large as allowed, so a 0 seen later is
    the binary's doing; then the user the binary runs as."""
    import resource
    _, hard = resource.getrlimit(resource.RLIMIT_CORE)
    resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))
    if USER is not None:
        os.setgroups([])
        os.setgid(USER)
        os.setuid(USER)


def environment(api, data):
    return dict(os.environ, LANG="C.UTF-8", HOME=data, XDG_CONFIG_HOME=os.path.join(data, ".config"),
                WEIBO_TUI_API_BASE=api, WEIBO_TUI_REMIND_BASE=api)


def log_in(api, data):
    r = subprocess.run([BIN, "--data-dir", data, "login", "--token", "-"], input=TOKEN + "\n", capture_output=True,
                       text=True, timeout=60, env=environment(api, data), preexec_fn=start_as_user)
    assert r.returncode == 0, r.stderr


def core_limits(pid):
    """(soft, hard) from /proc/PID/limits' "Max core file size"."""
    with open(f"/proc/{pid}/limits") as f:
        for line in f:
            if line.startswith("Max core file size"):
                return tuple(line[len("Max core file size"):].split()[:2])
    raise AssertionError(f"no core limit for {pid}")


def owner(pid):
    """Who the files in /proc/PID belong to (its environ), and the
    process's own real uid."""
    with open(f"/proc/{pid}/status") as f:
        uid = next(int(line.split()[1]) for line in f if line.startswith("Uid:"))
    return os.stat(f"/proc/{pid}/environ").st_uid, uid


def assert_holds_no_core(pid):
    assert core_limits(pid) == ("0", "0")
    belongs_to, uid = owner(pid)
    assert uid != 0, "the check needs the binary to run as someone other than root"
    assert belongs_to == 0, f"/proc/{pid}/environ belongs to {belongs_to}: the process is dumpable"


def home_timeline_asked(api):
    return any("home_timeline" in r["path"] for r in control(api, "/_state")["requests"])


def test_the_check_sees_a_process_that_holds_no_secret_as_dumpable(data):
    """The same start for a process without a secret: the limit as raised,
    /proc/PID/environ its own. Without this the checks below could pass for
    reasons of the machine's."""
    sleeper = subprocess.Popen(["sleep", "30"], preexec_fn=start_as_user)
    try:
        poll(lambda: owner(sleeper.pid)[1] != 0 or USER is None, what="sleep running as the user")
        assert core_limits(sleeper.pid) != ("0", "0")
        belongs_to, uid = owner(sleeper.pid)
        assert belongs_to == uid and uid != 0
    finally:
        sleeper.kill()
        sleeper.wait()


def test_sync_on_an_account_has_core_dumps_off_while_it_waits(api, data):
    log_in(api, data)
    control(api, "/_fault", {"mode": "slow", "delay": 4, "path": "home_timeline", "count": 1})
    sync = subprocess.Popen([BIN, "--data-dir", data, "sync"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=environment(api, data), preexec_fn=start_as_user)
    try:
        # The request is logged as it arrives: the account file was read before it.
        poll(lambda: home_timeline_asked(api), timeout=10, what="sync asking for the timeline")
        assert sync.poll() is None, "sync did not wait for the slow server"
        assert_holds_no_core(sync.pid)
        out, err = sync.communicate(timeout=30)
        assert sync.returncode == 0, err
    finally:
        if sync.poll() is None:
            sync.kill()
            sync.wait()


def test_the_app_and_its_sync_child_on_an_account_have_core_dumps_off(term, api, data):
    log_in(api, data)
    control(api, "/_fault", {"mode": "slow", "delay": 4, "path": "home_timeline", "count": 1})
    env = " ".join(f"{k}={v}" for k, v in [("HOME", data), ("XDG_CONFIG_HOME", os.path.join(data, ".config")),
                                            ("WEIBO_TUI_API_BASE", api), ("WEIBO_TUI_REMIND_BASE", api)])
    user = f"setpriv --reuid={USER} --regid={USER} --clear-groups " if USER is not None else ""
    term.app_done = term.run_shell(f"ulimit -S -c $(ulimit -H -c); {user}env {env} {BIN} --data-dir {data}")
    term.wait_for_tab_bar()
    app = term.app_pid()
    poll(lambda: home_timeline_asked(api), timeout=10, what="the app's sync asking for the timeline")

    def sync_child():
        r = subprocess.run(["ps", "-o", "pid=", "--ppid", str(app)], capture_output=True, text=True)
        return int(r.stdout.split()[0]) if r.stdout.split() else None
    child = poll(sync_child, timeout=5, what="the app's sync child")
    assert_holds_no_core(app)
    assert_holds_no_core(child)
    term.wait_for(NEWEST, timeout=15)
    term.quit()
