"""Issue 14, "Language" / "No mixing": a whole command-line session speaks
one language. In English (--lang en) nothing but data (post text, names,
places) has a Han character; in Chinese (the default) no message is an
English sentence."""

import json
import os
import re
import subprocess

from conftest import BIN

HAN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff01-\uff60]")
ENGLISH_SENTENCE = re.compile(r"\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b")


def session(data_dir, config, *lang):
    """Every command a user would try, good and bad, as (command, stdout, stderr)."""
    commands = [
        ["--help"], ["help", "post"], ["timeline", "--help"], ["cities", "search", "--help"],
        ["post", "hello from the command line"], ["post", ""], ["post", "--x"], ["frob"],
        ["timeline", "--limit", "5"], ["timeline", "--limit", "0"], ["drafts"],
        ["messages", "--limit", "5"], ["messages", "--unread", "--limit", "99999"], ["unread"],
        ["simulate", "--count", "1"], ["simulate", "--count", "6"], ["simulate"],
        ["cities", "search", "zzzzzz"], ["cities", "search", "bj", "--limit", "2"], ["cities", "show", "999999"],
        ["cities", "show", "x"], ["cities"], ["config", "check"], ["config"], ["completions"], ["completions", "fish"],
        ["help", "nothing"],
    ]
    out = []
    for command in commands:
        r = subprocess.run([BIN, "--data-dir", data_dir, "--config", config, *command, *lang],
                           capture_output=True, text=True, timeout=60)
        out.append((" ".join(command), r.stdout, r.stderr))
    return out


def data_strings(data_dir):
    """What the store and the catalogue hold: shown as is in either language."""
    def run(*args):
        return json.loads(subprocess.run([BIN, "--data-dir", data_dir, *args], capture_output=True,
                                         text=True, timeout=60).stdout)
    strings = set()
    for post in run("timeline", "--json", "--limit", "10000"):
        strings |= {post["author"], post["text"], post["source"], post.get("title") or "", post.get("place") or ""}
    for conversation in run("messages", "--json", "--limit", "10000"):
        strings |= {conversation["user"], conversation["last_message"]}
    for place in run("cities", "search", "bj", "--limit", "2", "--json"):
        strings |= {place["name"], place["path"]}
    strings |= {"长沙", "长sha", "長沙"}  # the place-query examples in cities search --help
    pieces = {line.strip() for s in strings for line in s.split("\n") if line.strip()}
    return sorted(pieces, key=len, reverse=True)


def without_data(text, data):
    for piece in data:
        text = text.replace(piece, "")
    return text


def test_an_english_session_has_no_chinese_but_data(binary, tmp_path):
    data_dir, config = str(tmp_path / "d"), tmp_path / "config"
    config.write_text("bind posts x like\nbind nowhere x like\n")
    data = data_strings(data_dir)  # before the session changes the last messages, and after
    runs = session(data_dir, str(config), "--lang", "en")
    data = sorted(set(data) | set(data_strings(data_dir)), key=len, reverse=True)
    mixed = [f"{command}: {line}" for command, stdout, stderr in runs
             for line in without_data(stdout + stderr, data).splitlines() if HAN.search(line)]
    assert mixed == [], "\n".join(mixed)
    said = {command: stdout + stderr for command, stdout, stderr in runs}
    assert said["simulate --count 1"].startswith("added 1 item: 1 message, 0 mentions, 0 comments, 0 likes;")
    assert said["post "].startswith("weibo-tui post: ")


def test_the_config_language_en_makes_the_session_english(binary, tmp_path):
    config = tmp_path / "config"
    config.write_text("set language en\n")
    r = subprocess.run([BIN, "--config", str(config), "frob"], capture_output=True, text=True, timeout=30)
    assert r.stderr == "weibo-tui: unknown command 'frob'; see 'weibo-tui --help'\n"
    r = subprocess.run([BIN, "--config", str(config), "frob", "--lang", "zh"], capture_output=True, text=True, timeout=30)
    assert r.stderr == "weibo-tui: 未知命令 'frob'；详见 'weibo-tui --help'\n"


def test_a_chinese_session_has_no_english_sentences_in_its_messages(binary, tmp_path):
    data_dir, config = str(tmp_path / "d"), tmp_path / "config"
    config.write_text("bind posts x like\n")
    data = data_strings(data_dir)
    runs = session(data_dir, str(config))
    data = sorted(set(data) | set(data_strings(data_dir)), key=len, reverse=True)
    english = []
    for command, stdout, stderr in runs:
        # --help texts name commands and shell lines (`source <(weibo-tui completions bash)`): only their
        # prose is checked, by the unit tests; everything else is a message.
        shown = stderr if "help" in command else stdout + stderr
        english += [f"{command}: {line}" for line in without_data(shown, data).splitlines()
                    if ENGLISH_SENTENCE.search(line)]
    assert english == [], "\n".join(english)
    said = {command: stdout + stderr for command, stdout, stderr in runs}
    assert said["simulate --count 6"].startswith("新增 6 条：")
    assert said["frob"] == "weibo-tui: 未知命令 'frob'；详见 'weibo-tui --help'\n"


def test_a_locale_in_another_language_means_english_and_c_stays_chinese(binary, tmp_path):
    """Issue 33 item 14: `LANG=en_US.UTF-8 weibo-tui --help` was Chinese."""
    def help_text(**locale):
        env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
        env.update(locale, XDG_CONFIG_HOME=str(tmp_path))
        return subprocess.run([BIN, "--help"], capture_output=True, text=True, timeout=60, env=env).stdout
    assert not HAN.search(help_text(LANG="en_US.UTF-8"))
    assert not HAN.search(help_text(LANG="zh_CN.UTF-8", LC_MESSAGES="de_DE.UTF-8"))
    assert HAN.search(help_text(LANG="C.UTF-8"))
    assert HAN.search(help_text(LANG="en_US.UTF-8", LC_ALL="C.UTF-8"))
    assert not HAN.search(help_text(LANG="en_US.UTF-8", LC_ALL=""))
    assert HAN.search(subprocess.run([BIN, "--help", "--lang", "zh"], capture_output=True, text=True, timeout=60,
                                     env=dict(os.environ, LANG="en_US.UTF-8", LC_ALL="", LC_MESSAGES="")).stdout)
