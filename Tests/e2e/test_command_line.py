"""Issue 14, "Command line": global options anywhere, help, one-line usage
errors, --limit ranges, simulate's exact count, empty drafts, bash
completion, the man page; issue 10: developer commands only in weibo-tui-dev."""

import json
import os
import shutil
import subprocess

import pytest

from conftest import BIN, DEV_BIN, poll


def run(*args, stdin=""):
    return subprocess.run([BIN, *args], capture_output=True, text=True, input=stdin, timeout=60)


def test_global_options_before_or_after_the_command(binary, tmp_path):
    after = tmp_path / "after"
    r = run("unread", "--data-dir", str(after))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1].startswith("合计 ") and (after / "weibo.sqlite").exists()
    before = tmp_path / "before"
    assert run("--data-dir", str(before), "unread").stdout == r.stdout
    r = run("timeline", "--limit", "2", f"--data-dir={after}", "--json")
    assert r.returncode == 0 and len(json.loads(r.stdout)) == 2
    config = tmp_path / "config"
    config.write_text("bind home x frobnicate\n")
    r = run("config", "check", "--config", str(config))
    assert r.returncode == 1 and f"{config}:1:" in r.stderr


def test_help_command_and_command_help_agree(binary):
    overview = run("--help")
    assert overview.returncode == 0 and run("help").stdout == overview.stdout
    for command in ["post", "timeline", "drafts", "messages", "unread", "simulate", "config", "cities",
                    "completions", "man"]:
        assert f"\n  {command}" in overview.stdout, command
        a, b = run("help", command), run(command, "--help")
        assert a.returncode == b.returncode == 0 and a.stdout == b.stdout, command
        assert a.stdout.startswith(f"用法：weibo-tui {command}"), command
    assert run("help", "cities", "search").stdout == run("cities", "search", "--help").stdout


def test_a_usage_error_is_one_line_pointing_to_help(binary, tmp_path):
    r = run("post", "--x", "--data-dir", str(tmp_path))
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "weibo-tui: post 没有选项 '--x'；详见 'weibo-tui post --help'\n"
    r = run("post", "--x", "--data-dir", str(tmp_path), "--lang", "en")
    assert r.stderr == "weibo-tui: unknown option '--x' for post; see 'weibo-tui post --help'\n"
    assert not (tmp_path / "weibo.sqlite").exists()
    r = run("frob")
    assert (r.returncode, r.stderr) == (2, "weibo-tui: 未知命令 'frob'；详见 'weibo-tui --help'\n")


@pytest.mark.parametrize("args, range_", [
    (["timeline", "--limit", "0"], "1 to 10000"),
    (["messages", "--limit", "99999"], "1 to 10000"),
    (["cities", "search", "bj", "--limit", "x"], "1 to 50000"),
    (["simulate", "--count", "-3"], "1 to 10000"),
])
def test_limit_errors_say_the_allowed_range(binary, tmp_path, args, range_):
    r = run(*args, "--data-dir", str(tmp_path))
    low, high = range_.split(" to ")
    assert r.returncode == 2 and f"必须是 {low} 到 {high} 之间的数" in r.stderr and r.stderr.count("\n") == 1, r.stderr
    r = run(*args, "--data-dir", str(tmp_path), "--lang", "en")
    assert r.returncode == 2 and f"must be a number from {range_}" in r.stderr and r.stderr.count("\n") == 1


def test_simulate_adds_exactly_n(binary, tmp_path):
    def total():
        return json.loads(run("unread", "--json", "--data-dir", str(tmp_path)).stdout)["total"]
    start = total()
    for n in [1, 5, 9]:
        before = total()
        r = run("simulate", "--count", str(n), "--data-dir", str(tmp_path), "--lang", "en")
        assert r.returncode == 0 and r.stdout.startswith(f"added {n} item{'' if n == 1 else 's'}:"), r.stdout
        assert total() == before + n
    assert total() == start + 15


def test_no_drafts_says_so_and_exits_zero(binary, tmp_path):
    r = run("drafts", "--data-dir", str(tmp_path))
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "weibo-tui: 没有草稿\n")
    r = run("drafts", "--data-dir", str(tmp_path), "--lang", "en")
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "weibo-tui: no drafts\n")
    r = run("drafts", "--json", "--data-dir", str(tmp_path))
    assert (r.returncode, r.stdout, r.stderr) == (0, "[]\n", "")


def bash_complete(script, line):
    """What bash offers for `line` (the cursor at its end) with `script`
    sourced, as the completion function fills COMPREPLY."""
    words = line.split(" ")
    program = f"""
source {script}
COMP_WORDS=({' '.join(repr(w) for w in words)})
COMP_CWORD={len(words) - 1}
COMP_LINE={line!r}
COMP_POINT={len(line)}
_weibo_tui
printf '%s\\n' "${{COMPREPLY[@]}}"
"""
    r = subprocess.run(["bash", "--norc", "--noprofile", "-c", program], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    return [l for l in r.stdout.splitlines() if l]


def test_bash_completion(binary, tmp_path):
    script = tmp_path / "weibo-tui.bash"
    r = run("completions", "bash")
    assert r.returncode == 0
    script.write_text(r.stdout)
    assert bash_complete(script, "weibo-tui ti") == ["timeline"]
    assert bash_complete(script, "weibo-tui --data-dir /tmp ti") == ["timeline"]
    assert bash_complete(script, "weibo-tui timeline --") == ["--limit", "--group", "--json", "--data-dir", "--config", "--lang", "--account", "--help"]
    assert bash_complete(script, "weibo-tui cities s") == ["search", "show"]
    assert bash_complete(script, "weibo-tui completions ") == ["bash", "zsh", "--data-dir", "--config", "--lang", "--account", "--help"]
    assert bash_complete(script, "weibo-tui help dr") == ["drafts"]
    assert "dev-seed-posts" not in bash_complete(script, "weibo-tui ")
    (tmp_path / "somedir").mkdir()
    assert bash_complete(script, f"weibo-tui --data-dir {tmp_path}/som") == [f"{tmp_path}/somedir"]


@pytest.mark.skipif(shutil.which("zsh") is None or shutil.which("tmux") is None, reason="zsh is not installed")
def test_zsh_completion(binary, tmp_path):
    """In a real zsh (in tmux): the script from `completions zsh` on $fpath,
    compinit, then Tab after what a user types."""
    (tmp_path / "_weibo-tui").write_text(run("completions", "zsh").stdout)
    assert subprocess.run(["zsh", "-n", str(tmp_path / "_weibo-tui")], timeout=30).returncode == 0
    (tmp_path / ".zshrc").write_text(f"PS1='> '\nfpath=({tmp_path} $fpath)\n"
                                     f"autoload -Uz compinit && compinit -u -d {tmp_path}/.zcompdump\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    os.symlink(BIN, bin_dir / "weibo-tui")
    session = f"zsh-{os.getpid()}"
    command = f"env ZDOTDIR={tmp_path} PATH={bin_dir}:{os.environ['PATH']} zsh -i"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "20", command], check=True)
    try:
        def screen():
            return subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout

        def after_tab(typed, expected):
            subprocess.run(["tmux", "send-keys", "-t", session, "C-u", typed, "Tab"], check=True)
            poll(lambda: expected in screen(), 10, what=lambda: f"{expected!r} after {typed!r}<Tab>:\n{screen()}")

        poll(lambda: screen().startswith(">"), 10, what=lambda: f"the zsh prompt:\n{screen()}")
        after_tab("weibo-tui ti", "> weibo-tui timeline")
        after_tab("weibo-tui cities ", "search      -- 搜索地点")
        after_tab("weibo-tui timeline --li", "> weibo-tui timeline --limit")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def test_man_page(binary, tmp_path):
    r = run("man")
    assert r.returncode == 0 and r.stdout.startswith(".TH WEIBO\\-TUI 1")
    if shutil.which("man") and shutil.which("groff"):
        page = tmp_path / "weibo-tui.1"
        page.write_text(r.stdout)
        shown = subprocess.run(["man", "-l", str(page)], capture_output=True, text=True, timeout=60,
                               env={**os.environ, "MANPAGER": "cat", "MANWIDTH": "80", "LANG": "C.UTF-8"})
        assert shown.returncode == 0, shown.stderr
        assert shown.stderr == "", shown.stderr
        text = shown.stdout.replace("‐", "-")
        assert "cities search" in text and "--data-dir" in text and "completions" in text
        # Issue 23: the reference sections Unix tools carry, as man shows them.
        for heading in ["KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES", "EXIT STATUS"]:
            assert f"\n{heading}\n" in text, heading
        for word in ["next-tab", "refresh_minutes", "WEIBO_TUI_WEB_BASE", "NO_COLOR", "first-screen.snapshot"]:
            assert word in text, word


def test_developer_commands_are_only_in_weibo_tui_dev(binary, tmp_path):
    for args in [["dev-seed-posts", "5"], ["cities", "bench"], ["cities", "pack", "a", "b", "c"]]:
        r = run("--data-dir", str(tmp_path), "--lang", "en", *args)
        assert r.returncode == 2 and "unknown command" in r.stderr, args
    assert not (tmp_path / "weibo.sqlite").exists()
    assert "seed" not in run("--help").stdout and "bench" not in run("--help").stdout
    dev = subprocess.run([DEV_BIN, "--help"], capture_output=True, text=True, timeout=30)
    assert dev.returncode == 0 and "seed-posts" in dev.stdout and "cities-bench" in dev.stdout
    r = subprocess.run([DEV_BIN, "seed-posts", "7", "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("seeded 7 posts")
