"""发现 › `s` on the sample (issue 32's search of all Weibo): the sample does
not go online, and its results page says so in one line at 80 columns, in
either language, instead of waiting for results that never come; `weibo-tui
search` says the same and exits 1.
"""

import subprocess

import pytest

from conftest import BIN


@pytest.mark.parametrize("lang,said", [("zh", "示例数据不联网：登录网页会话（weibo-tui login --qr）后可搜索全微博"),
                                       ("en", "The sample does not go online: weibo-tui login --qr to search Weibo")])
def test_searching_weibo_on_the_sample_says_it_does_not_go_online(term, lang, said):
    term.start_app(f"--fresh --lang {lang}")
    term.wait_for("发现" if lang == "zh" else "Discover")
    term.send_keys("3")
    term.wait_for("热搜" if lang == "zh" else "Hot searches")
    term.send_keys("s")
    term.wait_for("搜索全微博" if lang == "zh" else "Search Weibo")
    term.send_text("xihu")
    term.send_keys("Enter")
    lines = term.wait_for(said, timeout=5)
    # Whole on one line, and nothing claims to be loading or searching.
    assert [line.strip() for line in lines if said in line] == [said], lines
    text = "\n".join(lines)
    assert "正在加载" not in text and "Loading" not in text and "没有找到" not in text and "No posts found" not in text, text
    term.quit()


def test_the_search_command_on_the_sample_says_it_does_not_go_online(tmp_path):
    r = subprocess.run([BIN, "--data-dir", str(tmp_path), "--sample", "search", "西湖"], capture_output=True, text=True, timeout=30,
                       env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 1 and r.stdout == "", r
    assert r.stderr == "weibo-tui search: 示例数据不联网，不能搜索全微博；请先登录网页会话\n", r.stderr
