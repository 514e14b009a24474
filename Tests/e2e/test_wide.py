"""Issue 33's wide terminals, as a user meets them: at 200×60 首页 shows
the selected post beside the list, j moves both, and resizing to 80×24
and back swaps the single column and the two panes."""

from conftest import poll


def panes(lines):
    """(left, right) texts of each row that has the rule between the panes."""
    return [tuple(line.split("│", 1)) for line in lines if "│" in line]


def selected_author(lines):
    """The first word of the selected card (the one with the bar)."""
    for left, _ in panes(lines):
        if left.startswith("▌") and left[1:].strip():
            return left[1:].split()[0]
    return None


def pane_author(lines):
    """The first word of the right pane: its post's author."""
    rows = panes(lines)
    return rows[0][1].split()[0] if rows and rows[0][1].strip() else None


def bar_row(lines):
    """The row of the selected card's first line."""
    return next((i for i, line in enumerate(lines) if line.startswith("▌")), None)


def showing_selected(lines):
    """The pane shows the selected post, with its comments' line under it."""
    author = selected_author(lines)
    return (author is not None and pane_author(lines) == author
            and any("评论" in right and "赞" in right for _, right in panes(lines)))


def test_wide_home_shows_the_selected_post_beside_and_follows_j_and_resizes(term_factory):
    t = term_factory(200, 60)
    t.launch()
    first = t.wait_for_lines(showing_selected, 15.0, what="the selected post beside the list", audit="pane")
    top = bar_row(first)
    t.send_keys("j")
    # The next card is selected (its bar lower down) and the pane shows its post.
    after = t.wait_for_lines(lambda l: showing_selected(l) and bar_row(l) > top, 15.0,
                             what="the pane following j", audit="pane after j")
    assert pane_author(after) != pane_author(first), "\n".join(after)
    t.resize(80, 24)
    single = t.wait_for_lines(lambda l: len(l) == 24 and not panes(l) and "首页" in l[-1], 15.0,
                              what="the single column at 80×24", audit="single column")
    assert all(len(line) <= 80 for line in single)
    t.resize(200, 60)
    back = t.wait_for_lines(lambda l: len(l) == 60 and showing_selected(l), 15.0,
                            what="the panes again at 200×60", audit="panes again")
    assert pane_author(back) == selected_author(back)
    t.quit()


def test_wide_messages_show_the_selected_conversation_unread_until_opened(term_factory):
    """消息 at 200×60: a conversation's messages beside the list, its unread
    count kept until Enter opens its chat; 评论's rows show their post."""
    t = term_factory(200, 60)
    t.launch()
    t.send_keys("2")
    t.wait_for("私信", title="消息")
    # The fixed rows, then 长沙吃货小分队 and 厦门海风_2024 (2 unread).
    t.send_keys("j", "j", "j", "j", "j")
    lines = t.wait_for("对了，店猫最近生了四只小猫，想要吗😂", "顺丰寄过去")
    xiamen = next(left for left, _ in panes(lines) if "对了，店猫最近" in left)
    assert xiamen.rstrip().endswith("2"), "\n".join(lines)
    assert any(right.startswith(" 厦门海风_2024") for _, right in panes(lines)), "\n".join(lines)
    # Seen beside, still unread: the count stays; opened, it is read.
    t.send_keys("Enter")
    t.wait_for("发私信…", title="厦门海风_2024")
    t.send_keys("Escape")
    lines = t.wait_for_lines(lambda l: any("对了，店猫最近" in left and not left.rstrip().endswith("2") for left, _ in panes(l)),
                             10.0, what="the conversation read once opened", audit="read once opened")
    # 评论: each row's post beside it, with its counts.
    t.send_keys("g", "j", "Enter")
    lines = t.wait_for("评论了你的微博", title="评论")
    poll(lambda: any("转发" in right and "评论" in right for _, right in panes(t.capture())), 10, what="the comment's post beside")
    t.quit()
