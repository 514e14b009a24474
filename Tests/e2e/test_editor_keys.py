"""Issue 33, the editor as terminal users expect: Ctrl-X Ctrl-E hands the
text to $VISUAL / $EDITOR and takes back what it saved (the terminal lent
and restored), a failing or missing editor keeps the text and says why;
readline's word keys in the editor and in a search field; and an Alt key
outside a field is the Esc typed quickly before a key.
"""

import os
import stat

from conftest import poll


def editor_script(workdir, body):
    path = os.path.join(workdir, "fake-editor")
    with open(path, "w") as f:
        f.write("#!/bin/sh\n" + body + "\n")
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def test_ctrl_x_ctrl_e_edits_in_the_users_editor_and_takes_the_text_back(term_factory):
    t = term_factory(80, 24)
    # The editor sees the text in a file of its own and saves it changed
    # (ending with the newline editors add); it also says it ran in the terminal.
    script = editor_script(t.workdir, 'test -t 0 && test -t 1 || exit 3\n'
                                      'sed -i "s/旧/新/" "$1"\nprintf "\\n第二行\\n" >> "$1"')
    t.launch(env=f"VISUAL={script} EDITOR=false")
    t.open_editor()
    t.send_text("旧的文字")
    t.wait_for("旧的文字")
    t.send_keys("C-x")
    t.wait_for("Ctrl-E")
    t.send_keys("C-e")
    lines = t.wait_for("新的文字", "第二行", gone="旧的文字")
    assert "发微博" in "\n".join(lines), "the editor is back, drawn whole"
    # The word keys: Alt-B to 第二行's start, Ctrl-W deletes the line break's word before it.
    t.send_keys("C-w")
    t.wait_for("新的文字", gone="第二行")
    t.send_keys("Escape")
    t.wait_for("保存草稿")
    t.send_keys("n")
    t.wait_for_tab_bar()
    t.quit()
    assert "-icanon" not in t.stty() and "icanon" in t.stty(), "the terminal is the shell's again"


def test_a_failing_or_missing_editor_keeps_the_text_and_says_why(term_factory):
    t = term_factory(80, 24)
    t.launch(env="VISUAL=false")
    t.open_editor()
    t.send_text("留着")
    t.wait_for("留着")
    t.send_keys("C-x", "C-e")
    t.wait_for("以 1 退出", "留着")
    t.send_keys("Escape")
    t.wait_for("保存草稿")
    t.send_keys("n")
    t.wait_for_tab_bar()
    t.quit()
    t.launch(env="VISUAL=no-such-editor-here")
    t.open_editor()
    t.send_text("还在")
    t.send_keys("C-x", "C-e")
    t.wait_for("no-such-editor-here", "还在")
    t.send_keys("Escape")
    t.wait_for("保存草稿")
    t.send_keys("n")
    t.wait_for_tab_bar()
    t.quit()


def test_word_keys_in_a_search_field_and_alt_outside_one(term_factory):
    t = term_factory(80, 24)
    t.launch()
    t.send_keys("3")
    t.send_keys("/")
    t.send_text("cheng du")
    t.wait_for("cheng du")
    # Esc-prefixed, as terminals send Alt: M-Backspace deletes "du".
    t.send_keys("M-BSpace")
    poll(lambda: any(l.rstrip().endswith("cheng") for l in t.capture()), what="the word deleted")
    t.send_keys("Escape")
    t.wait_for_tab_bar()
    # Outside a field, Alt-2 is Esc then 2: the 消息 tab opens.
    t.send_keys("M-2")
    t.wait_for("@我的")
    t.quit()
