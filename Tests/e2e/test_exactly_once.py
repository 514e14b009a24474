"""Issue 29: every write reaches Weibo exactly once, on a web session
against the fake m.weibo.cn (Tests/fakeapi/web.py), whatever happens
between the store and the request:

- two senders from one data folder at the same moment;
- `kill -9` while Weibo is storing the write (a post, a repost, a comment,
  a reply), the account posting from its phone in between so that the
  fake's "same text as the latest post" rule cannot hide a second copy;
- a full disk at several levels, before and after queueing, and while
  Weibo stores the write;
- signed out in the middle of a write, then signed in again;
- and what scripts/soak-kill's sends found besides: a post, or a reply
  under a comment, pushed off the first page its look-up reads; a write
  whose reused connection dropped after Weibo stored it; an unlike queued
  behind a like that waits out a backoff.

What is asserted is what ARRIVED at the fake (its per-text `arrived`
counts) and exit statuses; of the words only the key phrases of `post
--lang en`: `sent post ID (n/LIMIT)`, `queued in the outbox as #N`, `may have
arrived` … `#N`, `another weibo-tui` … `#N`, `disk is full`.
"""

import json
import os
import re
import signal
import socket
import subprocess
import sys

import pytest

from conftest import BIN, FAKE_WEB_COOKIE, FAKE_WEB_UID, fake_api_control as control, network_marks, poll
from test_web_session import hosts, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
SECRETS = ["_2A25FakeSessionSUB6001234567", "0033WrSXqPxfM725Ws9jqgMF55529P9D9W", "a1b2c3"]
# Each kind of write: its path at the fake, and its name in the fake's `arrived`.
WRITE_PATH = {"post": "/api/statuses/update", "repost": "/api/statuses/repost", "comment": "/api/comments/create",
              "reply": "/api/comments/reply", "like": "/api/attitudes/create", "unlike": "/api/attitudes/destroy"}
ARRIVED_AS = {"post": "update", "repost": "repost", "comment": "comment", "reply": "reply"}
# Seconds the fake takes to store a slowed write: long enough to kill the
# sender while it waits, short enough for a quick test.
SLOW_WRITE_S = 2


def command(data_dir, *args):
    return [BIN, "--data-dir", data_dir, "--lang", "en", *args]


def environment(base):
    return dict(os.environ, LANG="C.UTF-8", **hosts(base))


def checked(r, args):
    for secret in SECRETS:
        assert secret not in r.stdout + r.stderr, f"{args} printed a secret"
    assert r.returncode >= 0, f"{args} died of signal {-r.returncode}: {r.stderr}"
    return r


def run(data_dir, base, *args, stdin=None, status=0):
    """The command, to its end; `status` None takes any exit status."""
    r = subprocess.run(command(data_dir, *args), input=stdin, capture_output=True, text=True, timeout=60,
                       env=environment(base))
    assert status is None or r.returncode == status, f"{args} exited {r.returncode}: {r.stdout} {r.stderr}"
    return checked(r, args)


def start(data_dir, base, *args):
    return subprocess.Popen(command(data_dir, *args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=environment(base))


def finish(process, args, timeout=60):
    out, err = process.communicate(timeout=timeout)
    return checked(subprocess.CompletedProcess(process.args, process.returncode, out, err), args)


def kill9(process):
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=10)
    assert process.returncode == -signal.SIGKILL, "killed while it waited for Weibo, not after it ended"


def signed_in(data_dir, base):
    out = run(data_dir, base, "login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n").stdout
    assert out.startswith("logged in as 测试用户 (uid %d)" % FAKE_WEB_UID), out
    return data_dir


def outbox(data_dir, base):
    return json.loads(run(data_dir, base, "outbox", "--json").stdout)


def arrivals(base, kind, text):
    """How many times the fake stored `text` as a write of `kind`; a reply
    is sent with the editor's `回复@name:` in front of what was typed."""
    stored = control(base, "/_state")["arrived"][ARRIVED_AS[kind]]
    return sum(n for sent, n in stored.items() if sent == text or (kind == "reply" and sent.endswith(":" + text)))


def asked(base, kind):
    """How many requests for a write of `kind` have reached the fake."""
    return sum(1 for r in control(base, "/_log")["requests"] if r["method"] == "POST" and r["path"] == WRITE_PATH[kind])


def from_the_phone(base, text):
    """The account posts `text` from elsewhere: its newest post now, so the
    fake's repeat rule no longer compares a resend with the earlier text."""
    control(base, "/_incoming", {"kind": "post", "text": text, "user": FAKE_WEB_UID})


def slow_writes(base, kind, count=1):
    control(base, "/_fault", {"mode": "slow", "delay": SLOW_WRITE_S, "writes": True, "path": WRITE_PATH[kind],
                              "count": count})


def item_number(message):
    found = re.search(r"#(\d+)", message)
    return int(found.group(1)) if found else None


# -- two senders -----------------------------------------------------------

def test_two_senders_at_once_send_each_item_once(tmp_path, web):
    """Issue 29, case 1: two `sync --now` from one data folder, the second
    started while the first waits for Weibo to store the first item."""
    data = signed_in(str(tmp_path), web)
    texts = ["两个进程之间 第一条", "两个进程之间 第二条"]
    control(web, "/_fault", {"mode": "reset", "writes": True, "path": WRITE_PATH["post"]})
    for text in texts:
        r = run(data, web, "post", text, status=1)
        assert "#" in r.stderr, r.stderr  # kept in the outbox, and it says where
    assert [item["text"] for item in outbox(data, web)] == texts
    assert all(arrivals(web, "post", t) == 0 for t in texts), "a reset write is stored nowhere"
    slow_writes(web, "post")
    before = asked(web, "post")
    first = start(data, web, "sync", "--now")
    poll(lambda: asked(web, "post") > before, timeout=15, what="the first sender's request at the fake")
    second = start(data, web, "sync", "--now")
    second_run = finish(second, "the second sync --now")
    first_run = finish(first, "the first sync --now")
    assert first_run.returncode == 0, first_run.stderr
    assert second_run.returncode in (0, 1), second_run.stderr
    assert [arrivals(web, "post", t) for t in texts] == [1, 1], control(web, "/_state")["arrived"]
    assert outbox(data, web) == []
    # And again: nothing is left to go twice.
    run(data, web, "sync", "--now")
    assert [arrivals(web, "post", t) for t in texts] == [1, 1]


# -- kill -9 while Weibo stores the write ----------------------------------

def closed_port():
    """An address where nothing listens (the socket is bound, never
    listening: a connection is refused at once). Keep the socket open."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    return sock, "http://127.0.0.1:%d" % sock.getsockname()[1]


def queue_in_app(term, kind, text, oldest=False):
    """Writes `text` as a repost or comment of 首页's first post (我的第一条微博),
    or a reply to its first comment (its oldest, 写得好, with `oldest`), in
    the app, offline: the write waits in the outbox, any try of it refused
    before it left (nothing may have arrived). Returns the item."""
    sock, offline = closed_port()
    try:
        term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(offline).items()))
        term.wait_for("我的第一条微博", timeout=10)
        if kind == "reply":
            term.send_keys("Enter")
            term.wait_for("评论", title="微博正文", timeout=10)
            if oldest:
                term.send_keys("G")
                # Its comments, from the cache; 写得好 (by 山间小路) is the last.
                term.wait_for("▌山间小路", timeout=10)
            else:
                # 同意 answers 写得好: it is in that comment's thread (楼中楼), opened in place.
                term.wait_for("共1条回复", timeout=10)
                term.send_keys("Enter")
                term.wait_for("同意", timeout=10)
                term.send_keys("j")
            term.send_keys("R")
            term.wait_for("回复@山间小路:" if oldest else "回复@", timeout=5)
        else:
            term.send_keys("c" if kind == "comment" else "f")
            term.wait_for("写评论" if kind == "comment" else "转发微博", timeout=5)
        term.send_text(text)
        term.wait_for(text)
        term.send_keys("C-s")

        def queued():
            items = [i for i in outbox(term.data_dir, offline) if i["text"].endswith(text)]
            return items and items[0]
        item = poll(queued, timeout=15, what="the item in the outbox")
        term.quit()
    finally:
        sock.close()
    assert item["kind"] == kind and not item["outcome_unknown"], item
    return item


@pytest.mark.parametrize("kind", ["post", "repost", "comment", "reply"])
def test_a_sender_killed_while_weibo_stores_the_write_does_not_send_it_twice(term, web, kind):
    """Issue 29, case 2: `kill -9` of the sender while the fake is storing
    the write (slowed 2 s); the account then posts from its phone; the next
    `sync --now` must find the write on Weibo rather than send it again."""
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")  # 首页 (我的第一条微博 first) and its comments, cached
    text = f"杀掉时正在发的{kind}"
    if kind != "post":
        queue_in_app(term, kind, text)
    slow_writes(web, kind)
    before = asked(web, kind)
    sender = start(data, web, "post", text) if kind == "post" else start(data, web, "sync", "--now")
    poll(lambda: asked(web, kind) > before, timeout=15, what=f"the {kind} request at the fake")
    kill9(sender)
    poll(lambda: arrivals(web, kind, text) == 1, timeout=SLOW_WRITE_S + 8, what="the fake to store it")
    from_the_phone(web, f"手机上发的，在{kind}之后")
    run(data, web, "sync", "--now")
    assert arrivals(web, kind, text) == 1, control(web, "/_state")["arrived"]
    assert outbox(data, web) == []
    run(data, web, "sync", "--now")
    assert arrivals(web, kind, text) == 1


def test_a_reply_under_an_older_comment_whose_answer_was_lost_is_found_not_resent(term, web):
    """A reply's outcome is unknown (stored, the answer dropped); the
    comment it answers (写得好) is older than a page of hotflow (11 newer
    comments on the post): the next `sync --now` must still find the reply
    on Weibo rather than send it again."""
    data = signed_in(term.data_dir, web)
    for n in range(11):
        control(web, "/_incoming", {"kind": "comment", "text": f"更新的评论 {n}"})
    run(data, web, "sync")
    text = "旧评论下的回复"
    queue_in_app(term, "reply", text, oldest=True)
    control(web, "/_fault", {"mode": "store_then_drop", "path": WRITE_PATH["reply"], "count": 1})
    run(data, web, "sync", "--now", status=1)
    assert arrivals(web, "reply", text) == 1
    run(data, web, "sync", "--now")
    assert arrivals(web, "reply", text) == 1, control(web, "/_state")["arrived"]
    assert outbox(data, web) == []


def test_a_write_stored_then_dropped_on_a_reused_connection_is_not_sent_again(term, web):
    """Weibo stores a comment, then the connection drops before any answer.
    The comment went out on a connection an earlier request (a repost)
    had left open: nothing below the outbox may send it a second time
    (libcurl retries a request that got no byte back on a reused
    connection, POST or not), and the next `sync --now` finds it."""
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    queue_in_app(term, "repost", "先转发的")
    queue_in_app(term, "comment", "连接断了的评论")
    control(web, "/_fault", {"mode": "store_then_drop", "path": WRITE_PATH["comment"], "count": 1})
    run(data, web, "sync", "--now", status=None)
    assert arrivals(web, "repost", "先转发的") == 1
    assert arrivals(web, "comment", "连接断了的评论") == 1, \
        f"{asked(web, 'comment')} requests for it reached the fake in one sync; the outbox: {outbox(data, web)}"
    run(data, web, "sync", "--now")
    assert arrivals(web, "comment", "连接断了的评论") == 1
    assert outbox(data, web) == []


def test_a_post_whose_answer_was_cut_is_found_after_a_page_of_newer_posts(tmp_path, web):
    """Found by soak-kill's sends: a post stored by Weibo whose answer came
    cut short waits, outcome unknown, while the account posts more than a
    page (11 posts from its phone); the next `sync --now` must still find
    it rather than send it again."""
    data = signed_in(str(tmp_path), web)
    text = "回答被截断的微博"
    control(web, "/_fault", {"mode": "truncated", "writes": True, "count": 1})
    r = run(data, web, "post", text, status=1)
    assert "may have arrived" in r.stderr and item_number(r.stderr), r.stderr
    assert arrivals(web, "post", text) == 1
    for n in range(11):
        from_the_phone(web, f"手机上发的第 {n} 条")
    run(data, web, "sync", "--now")
    assert arrivals(web, "post", text) == 1, "looked for on the first page only, and sent again"
    assert outbox(data, web) == []


def like_in_app(term, base, until):
    """Presses l on 首页's first post (我的第一条微博) in the app on `base`;
    waits for `until(outbox)`, then quits."""
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(base).items()))
    term.wait_for("我的第一条微博", timeout=10)
    term.send_keys("l")
    poll(lambda: until(outbox(term.data_dir, base)), timeout=15, what="the outbox after l")
    term.quit()


def test_an_unlike_does_not_overtake_the_like_it_undoes(term, web):
    """Found by soak-kill's sends: a like refused by a 432 waits out its
    backoff (30 min); an unlike of the same post queued after it is due at
    once, and a `post` meanwhile sent the unlike first, so the last
    `sync --now` left the post liked on Weibo and not liked in the cache."""
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    # Refused by both routes, so it waits out its backoff.
    control(web, "/_fault", {"mode": "432", "writes": True, "count": 2})
    like_in_app(term, web, lambda items: any(i["kind"] == "like" and i["attempts"] >= 1 for i in items))
    sock, offline = closed_port()
    try:
        like_in_app(term, offline, lambda items: any(i["kind"] == "unlike" for i in items))
    finally:
        sock.close()
    # Both routes now rest for 30 min; doctor asks them again and finds them open.
    run(data, web, "doctor")
    run(data, web, "post", "随手发一条")  # it sends what is due on its way
    run(data, web, "sync", "--now")
    assert outbox(data, web) == []
    assert control(web, "/_state")["liked"] == [], "the user's last word was unlike"


# -- a full disk -----------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    """A 4 MiB tmpfs for the data folder (skipped where mount is refused)."""
    mount = os.path.join(str(tmp_path), "small-disk")
    os.makedirs(mount)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4M", "tmpfs", mount], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {r.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", mount], capture_output=True)


def free_bytes(path):
    st = os.statvfs(path)
    return st.f_bavail * st.f_frsize


def fill(mount, leave):
    """Fills the disk but `leave` bytes (to the page); returns the filler's path."""
    filler = os.path.join(mount, "filler")
    with open(filler, "ab") as f:
        for size in (max(0, free_bytes(mount) - leave - 65536), 4096):
            while free_bytes(mount) > leave and size:
                try:
                    f.write(b"\0" * min(size, free_bytes(mount) - leave))
                    f.flush()
                except OSError:
                    break
                if size > 4096:
                    break
    assert free_bytes(mount) <= leave + 4096, (free_bytes(mount), leave)
    return filler


def words_of_post(r, now):
    """What is wrong with what `post` said, given that its text arrived `now`
    times; and whether it says the text went or is kept to go later."""
    err = r.stderr
    if r.returncode == 0:
        if not re.match(r"sent post \d+ \(\d+/(140|2000)\)\n", r.stdout):
            return [f"exit 0 without `sent post`: {r.stdout!r}"], True
        if err and "disk is full" not in err:
            return [f"sent, and on stderr: {err!r}"], True
        return ([] if now == 1 else ["said sent, but nothing arrived"]), True
    if r.returncode != 1:
        return [f"exit {r.returncode}: {err!r}"], True
    if "may have arrived" in err:
        return ([] if item_number(err) else [f"may have arrived, but not where it is kept: {err!r}"]), True
    if item_number(err):
        # Kept, not sent: `queued in the outbox as #N`, or a full disk's
        # words with the item's number.
        problems = [] if "queued in the outbox as #" in err or "disk is full" in err else [f"unexpected words: {err!r}"]
        return problems + ([] if now == 0 else [f"said not sent, but it arrived: {err!r}"]), True
    problems = [] if "disk is full" in err else [f"unexpected words: {err!r}"]
    return problems + ([] if now == 0 else [f"said nothing of it is kept, but it arrived: {err!r}"]), False


FULL_DISK_LEVELS_KIB = [0, 12, 32, 64]


@pytest.mark.parametrize("leave_kib", FULL_DISK_LEVELS_KIB)
@pytest.mark.parametrize("point", ["before queueing", "after queueing", "while sending"])
def test_a_full_disk_never_sends_twice_and_post_says_what_happened(small_disk, web, point, leave_kib):
    """Issue 29, case 3: the disk fills up, leaving 0-64 KiB: before `post`
    queues its text; after an earlier text was queued (`post` sends that
    one first); or while Weibo stores this one (slowed 1 s, so the reply
    comes to a full disk). `post` must tell the truth, nothing may arrive
    twice, and once there is room again `sync --now` sends what was kept,
    exactly once (what `post` said it kept nothing of, never)."""
    data = signed_in(os.path.join(small_disk, "data"), web)
    goes = {}       # text -> whether it must arrive (once) in the end
    problems = []
    if point == "after queueing":
        control(web, "/_fault", {"mode": "reset", "writes": True, "path": WRITE_PATH["post"]})
        earlier = f"满盘之前排队的 {leave_kib}"
        r = run(data, web, "post", earlier, status=1)
        assert item_number(r.stderr), r.stderr
        goes[earlier] = True
        control(web, "/_fault", {"mode": "none"})
    text = f"满盘时发的 {leave_kib}"
    if point == "while sending":
        control(web, "/_fault", {"mode": "slow", "delay": 1, "writes": True, "count": 1})
        before = asked(web, "post")
        sender = start(data, web, "post", text)
        poll(lambda: asked(web, "post") > before, timeout=15, what="the post at the fake")
        filler = fill(small_disk, leave_kib * 1024)
        r = finish(sender, "post")
    else:
        filler = fill(small_disk, leave_kib * 1024)
        r = run(data, web, "post", text, status=None)
    print(f"{point}, {leave_kib} KiB free: post exited {r.returncode}: {r.stdout!r} {r.stderr!r}")
    said, goes[text] = words_of_post(r, arrivals(web, "post", text))
    problems += [f"post: {p}" for p in said]
    for t in goes:
        if (n := arrivals(web, "post", t)) > 1:
            problems.append(f"{t!r} arrived {n} times by the end of `post`")
    os.remove(filler)
    from_the_phone(web, f"满盘之后从手机发的 {leave_kib}")  # the repeat rule hides no second copy
    for _ in range(2):
        sync = run(data, web, "sync", "--now", status=None)
        if sync.returncode != 0:
            problems.append(f"sync --now with room again exited {sync.returncode}: {sync.stderr!r}")
    for t, must in goes.items():
        if (n := arrivals(web, "post", t)) != int(must):
            problems.append(f"{t!r} arrived {n} times in the end, not {int(must)}")
    if left := outbox(data, web):
        problems.append(f"left in the outbox: {left}")
    assert not problems, f"post exited {r.returncode}, said {r.stdout!r} {r.stderr!r}:\n" + "\n".join(problems)


# -- signed out in the middle of a write ----------------------------------

@pytest.mark.parametrize("style", ["ok", "redirect"])
def test_a_write_refused_as_signed_out_goes_once_after_signing_in_again(tmp_path, web, style):
    """Issue 29, case 4: Weibo says signed out (ok -100, or a redirect to the
    sign-in page) to the write itself; after `login --cookie -` the next
    sync sends it, once."""
    data = signed_in(str(tmp_path), web)
    text = f"登出时写的 {style}"
    # Both routes say so (m.weibo.cn, then weibo.com): with one signed in,
    # the other would take the write (test_two_routes.py).
    control(web, "/_fault", {"mode": "signed_out", "style": style, "writes": True, "count": 2})
    r = run(data, web, "post", text, status=1)
    assert "signed out" in r.stderr.lower() and item_number(r.stderr), r.stderr
    assert arrivals(web, "post", text) == 0
    signed_in(data, web)
    run(data, web, "sync")
    assert arrivals(web, "post", text) == 1, r.stderr
    assert outbox(data, web) == []
    run(data, web, "sync", "--now")
    assert arrivals(web, "post", text) == 1
