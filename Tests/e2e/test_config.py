"""The config file, as a user meets it: a key bound there works, a colour
set there reaches the terminal, and a bad line is reported with its line
number while the app still starts with the rest.

Each test's terminal has HOME and XDG_CONFIG_HOME inside the test's folder
(conftest), so `config_path` is where the app looks by default.
"""

import os
import re
import subprocess
import time

from conftest import BIN, poll


def config_path(term):
    return os.path.join(term.workdir, ".config", "weibo-tui", "config")


def write_config(term, text):
    path = config_path(term)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def selected_likes(lines):
    """The selected post's 赞 cell, read off its action row: ('赞', 3) or ('已赞', 4)."""
    for line in lines:
        if line.startswith("▌") and "转发" in line and "评论" in line:
            m = re.search(r"(已赞|赞)\s*(\d*)\s*$", line)
            if m:
                return m.group(1), int(m.group(2) or 0)
    raise AssertionError("no selected post with an action row on screen:\n" + "\n".join(lines))


def stays(term, text, seconds=0.6):
    """`text` stays on screen for `seconds`: a key that must not answer a
    prompt can only be watched for a while, not polled for."""
    end = time.time() + seconds
    while time.time() < end:
        assert any(text in line for line in term.capture()), f"{text!r} left the screen:\n{term.capture_text()}"
        time.sleep(0.05)


def run_config(*args, env=None):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=30, env=env)


def test_a_key_bound_in_the_config_likes_the_selected_post(term_factory):
    # Without a config, x does nothing on 首页 (the control: the binding is the config's).
    plain = term_factory()
    before = selected_likes(plain.launch())
    assert before[0] == "赞", "the sample's top post starts unliked"
    plain.send_keys("x")
    plain.send_keys("C-l")          # a key that redraws, so x had its turn
    assert selected_likes(plain.capture()) == before
    plain.quit()

    term = term_factory()
    write_config(term, "# likes with x\nbind posts x like\n")
    lines = term.launch()
    word, count = selected_likes(lines)
    term.send_keys("x")
    poll(lambda: selected_likes(term.capture()) == ("已赞", count + 1),
         what=lambda: f"the 赞 count to go from {count} to {count + 1}; screen:\n{term.capture_text()}")
    # The keymap overlay lists it, from the same tables.
    term.send_keys("?")
    assert any(re.search(r"\bx l\b.*赞 / 取消赞", line) for line in term.wait_for("快捷键"))
    term.send_keys("Escape")
    term.quit()


def test_the_hints_name_the_keys_the_config_bound(term):
    # A page's key and two dialogs' keys moved: 我's edit key, the editor's
    # publish key, the save prompt's "save" and the y/n prompt's "yes" (y
    # taken out of both, so the old key cannot answer).
    write_config(term, "bind profile x edit-profile\n"
                       "bind editor ^P publish\n"
                       "bind save-prompt Z save-draft\nbind save-prompt y none\n"
                       "bind confirm Y yes\nbind confirm y none\n")
    term.launch()
    term.send_keys("4")
    lines = term.wait_for("x 编辑资料")
    assert not any("e 编辑资料" in line for line in lines)
    term.send_keys("x")             # x opens the editor, as the hint says
    term.wait_for("Tab 切换 · Enter 保存 · Esc 取消")
    term.send_keys("Escape")
    # The profile page behind the editor says "x 编辑资料" all along.
    term.wait_for("x 编辑资料", gone="Tab 切换 · Enter 保存 · Esc 取消")

    # The editor's bar names ^P for publishing; its save prompt names Z.
    term.open_editor()
    assert "发送 ^P" in term.capture()[0] and "^S" not in term.capture()[0]
    term.send_text("换了键的草稿")
    term.wait_for("换了键的草稿")
    term.send_keys("Escape")
    lines = term.wait_for("Z 保存 · n 不保存 · c 取消")
    term.send_keys("y")             # no longer the prompt's key: it stays
    stays(term, "Z 保存 · n 不保存 · c 取消")
    term.send_keys("Z")
    term.wait_for("已保存到草稿箱")

    # 草稿箱's delete question says Y, and Y (not y) answers it.
    term.send_keys("g", "j", "Enter")       # 我的微博, then 草稿箱
    term.wait_for("换了键的草稿")
    term.send_keys("d")
    term.wait_for("Y 删除 · n 取消")
    # F1 over the question lists its keys first, as the config left them.
    term.send_keys("F1")
    lines = term.wait_for("确认提问")
    assert any(re.search(r"\bY\s+是\b", line) for line in lines)
    assert not any(re.search(r"\by\s+是", line) for line in lines)
    term.send_keys("Escape")
    term.wait_for("Y 删除 · n 取消")
    term.send_keys("y")
    stays(term, "Y 删除 · n 取消")
    term.send_keys("Y")
    term.wait_for("草稿已删除")
    assert not any("换了键的草稿" in line for line in term.capture())
    term.quit()


def test_a_bad_line_is_reported_with_its_number_and_the_app_starts_with_the_rest(term):
    write_config(term, "bind posts x like\n\nbind posts y lik\ncolor accent 202 default\n")
    lines = term.launch()
    assert any("配置文件有 1 处问题，请运行 weibo-tui config check" in line for line in lines)
    # The good lines apply: x likes, and the accent is colour 202 (the tab label).
    count = selected_likes(lines)[1]
    term.send_keys("x")
    poll(lambda: selected_likes(term.capture()) == ("已赞", count + 1), what="x to like")
    assert "38;5;202m" in term.capture_styled()
    term.quit()
    # The problem was printed before the terminal was taken: there once the app has left it.
    expected = f"weibo-tui: {config_path(term)}:3: 未知的动作 'lik'（是不是 'like'？）"
    assert expected in term.capture_text().replace("\n", "")


def test_colours_reach_256_and_8_colour_terminals_and_NO_COLOR_wins(term_factory):
    builtin = term_factory()
    builtin.launch()
    assert "38;5;208m" in builtin.capture_styled(), "the built-in accent is Weibo orange"
    builtin.quit()

    term = term_factory()
    write_config(term, "color accent 202 default\n")
    term.launch()
    styled = term.capture_styled()
    assert "38;5;202m" in styled and "38;5;208m" not in styled
    term.quit()

    # An 8-colour terminal: 202 (orange red) is drawn as red.
    term.launch(env="TERM=xterm")
    assert "\x1b[31m" in term.capture_styled() or ";31m" in term.capture_styled()
    term.quit()

    term.launch(env="NO_COLOR=1")
    styled = term.capture_styled()
    assert not re.search(r"\x1b\[[0-9;]*(3[0-7]|38;5;\d+)m", styled), "no colour at all under NO_COLOR"
    term.quit()


def test_config_check_exit_codes(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "xdg")}
    missing = run_config("config", "check", "--lang", "en", env=env)
    assert missing.returncode == 0
    assert missing.stdout == f"no config file at {tmp_path}/xdg/weibo-tui/config; the built-in keys and colours apply\n"

    path = tmp_path / "xdg" / "weibo-tui" / "config"
    path.parent.mkdir(parents=True)
    path.write_text("bind posts x like\ncolor selection black yellow bold\nset language zh\n")
    good = run_config("config", "check", "--lang", "en", env=env)
    assert (good.returncode, good.stdout, good.stderr) == (0, f"{path}: OK\n", "")

    path.write_text("bind posts x like\n# fine\nset language fr\nbind homee x like\n")
    bad = run_config("--lang", "en", "config", "check", env=env)
    assert bad.returncode == 1
    assert bad.stderr.splitlines() == [
        f"weibo-tui: {path}:3: unknown language 'fr'; the languages are zh en",
        f"weibo-tui: {path}:4: unknown context 'homee'; contexts are always global posts activity profile drafts about pictures search results discover chat popup editor picture-strip help confirm save-prompt emoticons action-menu link rating place-picker path-prompt profile-editor mentions",
        f"weibo-tui: 2 problems in {path}",
    ]
    # In Chinese (the default) the reasons are Chinese: no English mixed in.
    chinese = run_config("config", "check", env=env)
    assert chinese.returncode == 1
    assert chinese.stderr.splitlines()[:2] == [
        f"weibo-tui: {path}:3: 未知的语言 'fr'；可用的语言有 zh en",
        f"weibo-tui: {path}:4: 未知的上下文 'homee'；上下文有 always global posts activity profile drafts about pictures search results discover chat popup editor picture-strip help confirm save-prompt emoticons action-menu link rating place-picker path-prompt profile-editor mentions",
    ]

    named = run_config("--config", str(tmp_path / "nope"), "config", "check", env=env)
    assert named.returncode == 1 and f"{tmp_path}/nope: 没有这个文件" in named.stderr
    assert run_config("config", env=env).returncode == 2


def test_config_show_prints_lines_that_read_back(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "xdg")}
    path = tmp_path / "mine"
    path.write_text("bind posts x like\nbind global q none\n")
    shown = run_config("--config", str(path), "config", "show", env=env)
    assert shown.returncode == 0
    lines = shown.stdout.splitlines()
    assert "bind posts x like" in lines and "bind global q quit" not in lines
    assert "color accent 208 default  # 内置" in lines
    english = run_config("--lang", "en", "--config", str(path), "config", "show", env=env).stdout.splitlines()
    assert "color accent 208 default  # built in" in english
    # Pasted back as a config, every line is taken.
    path.write_text(shown.stdout)
    check = run_config("--config", str(path), "config", "check", "--lang", "en", env=env)
    assert (check.returncode, check.stdout) == (0, f"{path}: OK\n")


def test_help_names_the_keys_the_config_bound(tmp_path):
    # --help's last line is the keymap in force: the config's keys, read
    # from the same file as its language.
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "xdg")}
    builtin = run_config("--lang", "en", "--help", env=env)
    assert builtin.returncode == 0
    assert builtin.stdout.splitlines()[-1].endswith("? help · q quit")

    path = tmp_path / "mine"
    path.write_text("bind global x quit\nbind global q none\n")
    rebound = run_config("--config", str(path), "--lang", "en", "--help", env=env)
    assert (rebound.returncode, rebound.stderr) == (0, "")
    keys = rebound.stdout.splitlines()[-1]
    assert keys.startswith("keys: ") and keys.endswith("? help · x quit"), keys

    # The default place works the same; a bad line there is left out and
    # --help still prints, with the keys the other lines leave.
    default = tmp_path / "xdg" / "weibo-tui" / "config"
    default.parent.mkdir(parents=True)
    default.write_text("bind global x quitt\nbind global Q quit\n")
    bad = run_config("--help", env=env)
    assert bad.returncode == 0
    assert bad.stdout.splitlines()[-1].endswith("? 帮助 · Q 退出"), bad.stdout
