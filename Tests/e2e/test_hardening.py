"""Issue 11 end to end (points 3, 4, 5, 11): byte caps at every entry point,
invalid UTF-8 on the command line, and the table of hostile data folders
from scripts/soak-hostile, each case a test."""

import importlib.machinery
import importlib.util
import json
import os
import random
import subprocess

import pytest

from conftest import BIN

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _load_soak_hostile():
    path = os.path.join(ROOT, "scripts", "soak-hostile")
    loader = importlib.machinery.SourceFileLoader("soak_hostile", path)
    spec = importlib.util.spec_from_loader("soak_hostile", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


hostile = _load_soak_hostile()


def cli(data, *args, stdin=b""):
    return subprocess.run([BIN, "--data-dir", str(data), *args], input=stdin, capture_output=True, timeout=30)


def post_count(data):
    r = cli(data, "timeline", "--limit", "1000", "--json")
    assert r.returncode == 0, r.stderr
    return len(json.loads(r.stdout))


# -- point 11: invalid UTF-8 in arguments is refused like on stdin --------------

@pytest.mark.parametrize("bad", [b"\xff\xfe", b"caf\xe9", b"\xed\xa0\x80", b"ok \xc0\xaf"])
def test_invalid_utf8_argument_is_refused_like_stdin(binary, tmp_path, bad):
    data = tmp_path / "d"
    before = post_count(data)
    as_argument = cli(data, "post", b"hello", bad)
    on_stdin = cli(data, "post", stdin=bad)
    assert as_argument.returncode == on_stdin.returncode == 1
    assert as_argument.stderr == on_stdin.stderr == "weibo-tui post: 文字不是有效的 UTF-8；没有发布\n".encode()
    assert as_argument.stdout == on_stdin.stdout == b""
    assert post_count(data) == before


def test_invalid_utf8_in_other_arguments_is_refused_naming_it(binary, tmp_path):
    r = subprocess.run([BIN, "--data-dir", os.fsencode(tmp_path) + b"/\xff", "timeline"], capture_output=True, timeout=30)
    assert r.returncode == 1 and r.stderr == "weibo-tui: 第 2 个参数不是有效的 UTF-8；什么也没做\n".encode()
    assert os.listdir(tmp_path) == []
    r = subprocess.run([BIN, "cities", "search", b"\xe9"], capture_output=True, timeout=30)
    assert r.returncode == 1 and "第 3 个参数不是有效的 UTF-8".encode() in r.stderr


# -- point 3: the byte cap at the command line and in the editor ----------------

HEAVY = "e" + "\u0301" * 7500  # one character, 15,001 bytes


def test_combining_mark_post_is_refused_on_stdin_and_as_arguments(binary, tmp_path):
    data = tmp_path / "d"
    before = post_count(data)
    r = cli(data, "post", stdin=(HEAVY * 140).encode())  # 140/140 by Weibo's count, 2.1 MB
    assert r.returncode == 1 and r.stderr.decode() == "weibo-tui post: 正文不能超过 16 KB\n"
    # Nine words of 15 characters each carrying 900 marks: 139/140, 243 KB.
    words = [("e" + "\u0301" * 900) * 15] * 9
    r = cli(data, "post", *words)
    assert r.returncode == 1 and r.stderr.decode() == "weibo-tui post: 正文不能超过 16 KB\n"
    assert post_count(data) == before


def test_editor_stops_a_paste_at_the_cap_and_says_why(term):
    term.launch()
    term.open_editor()
    heavy = "e" + "\u0301" * 5000  # 10,001 bytes: one fits in 16 KB, two do not
    paste = os.path.join(term.workdir, "paste.txt")
    with open(paste, "w") as f:
        f.write(heavy * 2)
    term.tmux("load-buffer", "-b", "marks", paste)  # too long for one send-keys
    term.tmux("paste-buffer", "-b", "marks", "-t", "e2e")
    term.wait_for("正文不能超过 16 KB", timeout=20)
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("y")
    term.wait_for_tab_bar()
    term.quit()
    r = cli(term.data_dir, "drafts", "--json")
    drafts = json.loads(r.stdout)
    assert len(drafts) == 1 and len(drafts[0]["text"].encode()) <= 16 << 10
    # The draft reads back with its marks cut to 30, as the store hands text out.
    assert drafts[0]["text"] == "e" + "\u0301" * 30


# -- points 3, 4, 5 and the rest: the hostile data folders -------------------------

@pytest.fixture(scope="module")
def template(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile") / "template"
    r = cli(folder, "unread")
    assert r.returncode == 0, r.stderr
    return str(folder)


@pytest.mark.parametrize("case", hostile.cases(), ids=lambda c: c.name)
def test_hostile_data_folder(binary, template, tmp_path, case):
    rows, problems = hostile.run_case(BIN, case, template, str(tmp_path), random.Random(11))
    assert problems == [], "\n".join(f"{how}: exit {status} {line}" for how, status, line in rows)
