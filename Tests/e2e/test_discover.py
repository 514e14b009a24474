"""Discover: `/` from any tab, live search in pinyin and Chinese, the place
page with the tab bar hidden, and the search restored on the way back."""

import json
import subprocess

from conftest import BIN, TAB_LABELS, poll


def selected_row(term):
    """The row drawn in the selection colour (reverse or background)."""
    screen = term.capture_styled().split("\n")
    for i, line in enumerate(screen):
        if "\x1b[7m" in line or "48;5;" in line:
            if i >= 5:
                return i, term.capture()[i]
    return None


def total(query):
    """How many places match, as the command line reports it."""
    r = subprocess.run([BIN, "cities", "search", query, "--limit", "1", "--lang", "en"], capture_output=True, text=True, timeout=30)
    return int(r.stderr.split(" of ")[1].split()[0]) if " of " in r.stderr else len(r.stdout.splitlines())


def test_search_bj_push_and_come_back(term):
    term.launch()
    term.send_keys("3")
    term.wait_for("北京市")
    term.send_keys("/")
    term.send_text("bj")
    summary = "共 %d 个结果" % total("bj")
    lines = term.wait_for(summary)
    assert any(l.startswith(" 北京市") for l in lines)
    term.send_keys("Down")
    poll(lambda: selected_row(term) and "毕节市" in selected_row(term)[1], 5, what="毕节市 selected")
    term.send_keys("Up")
    before = poll(lambda: selected_row(term) if selected_row(term) and "北京市" in selected_row(term)[1] else None,
                  5, what="北京市 selected")
    term.send_keys("Enter")
    page = term.wait_for("110000")
    assert "北京市" in page[0] and "‹" in page[0]
    assert not all(l in page[-1] for l in TAB_LABELS), "a pushed page hides the tab bar"
    term.send_keys("Escape")
    lines = term.wait_for(summary)
    assert lines[2].strip().endswith("bj")
    assert selected_row(term) == before
    # Still typing into the field: more text narrows the results.
    term.send_keys("Escape")
    term.wait_for("全国省级行政区")
    term.quit()


def test_mixed_chinese_and_pinyin_finds_changsha_first_and_comes_back(term):
    term.launch()
    term.send_keys("3")
    term.wait_for("全国省级行政区")
    term.send_keys("/")
    term.wait_for("热门搜索")
    term.send_text("长sha")
    lines = term.wait_for("共 %d 个结果" % total("长sha"))
    first = next(i for i, l in enumerate(lines) if "›" in l and i > 3)
    assert lines[first].startswith(" 长沙市") and "湖南省 › 长沙市" in lines[first]
    poll(lambda: selected_row(term) and "长沙市" in selected_row(term)[1], 5, what="长沙市 selected")
    # A row below the first, so a search that came back at its top would show.
    term.send_keys("Down")
    before = poll(lambda: selected_row(term) if selected_row(term) and "长沙县" in selected_row(term)[1] else None,
                  5, what="长沙县 selected")
    term.send_keys("Enter")
    page = term.wait_for("430121")
    assert "长沙县" in page[0] and "‹" in page[0]
    assert not all(l in page[-1] for l in TAB_LABELS), "a pushed page hides the tab bar"
    term.send_keys("Escape")
    lines = term.wait_for("共 %d 个结果" % total("长sha"))
    assert lines[2].strip().endswith("长sha")
    assert selected_row(term) == before
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0


def test_hong_kong_opens_a_page_that_says_what_the_list_holds(term):
    term.launch()
    term.send_keys("3")
    term.wait_for("北京市")
    term.send_keys("End")
    term.wait_for("澳门特别行政区")
    term.send_keys("Enter")
    page = term.wait_for("820000")
    assert any("民政部行政区划代码只列到特别行政区本身" in l for l in page)
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0


def test_chinese_search_and_recent_history(term):
    term.launch()
    term.send_keys("3", "/")
    term.wait_for("热门搜索")
    term.send_text("哈尔滨")
    term.wait_for("黑龙江省 › 哈尔滨市")
    term.send_keys("Enter")
    term.wait_for("230100")
    term.send_keys("Escape", "Escape")
    term.wait_for("全国省级行政区")
    term.send_keys("/")
    term.wait_for("↺ 哈尔滨")
    term.send_keys("C-x")
    poll(lambda: not any("↺" in l for l in term.capture()), 5, what="history cleared")
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0


def cli(*args, data_dir):
    return subprocess.run([BIN, "--data-dir", str(data_dir), *args], capture_output=True, text=True, timeout=30)


def test_cities_command_line_contract(binary, tmp_path):
    r = cli("cities", "search", "changsha", data_dir=tmp_path)
    assert r.returncode == 0
    rows = [l.split("\t") for l in r.stdout.splitlines()]
    assert rows[0][1] == "长沙市" and any(row[1] == "长沙县" for row in rows)
    assert all(len(row) == 3 for row in rows)
    r = cli("cities", "search", "重庆", "--json", data_dir=tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)[0]["name"] == "重庆市"
    assert cli("cities", "search", "zzzzzzzz", data_dir=tmp_path).returncode == 1
    assert cli("cities", "search", "   ", data_dir=tmp_path).returncode == 2
    assert cli("cities", "search", data_dir=tmp_path).returncode == 2
    assert cli("cities", "search", "bj", "--limit", "x", data_dir=tmp_path).returncode == 2
    r = cli("cities", "search", "x" * 100_000, data_dir=tmp_path)
    assert r.returncode == 1 and len(r.stderr) < 200 and "…" in r.stderr
    r = cli("cities", "show", "430100", data_dir=tmp_path)
    assert r.returncode == 0 and "长沙县" in r.stdout
    assert cli("cities", "show", "999999", data_dir=tmp_path).returncode == 1


def test_invalid_utf8_and_long_queries_are_survived(term):
    term.launch()
    term.send_keys("3", "/")
    term.wait_for("热门搜索")
    term.tmux("send-keys", "-t", "e2e", "-H", "ff", "fe", "c3", "28")
    term.wait_for("⌕ (")  # the invalid bytes are dropped, the "(" behind them kept
    term.send_keys("BSpace")
    term.send_text("长沙")
    term.wait_for("共 %d 个结果" % total("长沙"))
    term.send_keys("C-u")
    term.send_text("重" * 1000 + "😀\x07")
    term.wait_for("没有找到")
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0
