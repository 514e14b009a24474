"""Issue 34: a store from before migration v12 has its posts indexed for
search as it opens, before the app can answer a key (half a minute at a
million posts). The app says so on its terminal before that work starts,
not after it: the line is in the app's output ahead of its first real
screen, whatever the machine's speed. Nothing here is timed."""

import os

from conftest import TAB_LABELS, cli, store_connection
from test_launch_snapshot import PtyRun, text_of

NOTICE = "正在为搜索建立索引"


def pending_store(data, posts=6_000):
    """The sample's store and `posts` more, every one waiting for the
    short-word index, as a v11 store's posts are after migration v12
    (docs/SEARCH.md). The app says a backfill of 5,000 rows or more."""
    cli(data, "unread")  # creates and seeds the store
    db = store_connection(data)
    with db:
        user = db.execute("SELECT id FROM users WHERE is_local = 0 LIMIT 1").fetchone()[0]
        db.executemany("INSERT INTO posts (user_id, text, created_at, source) VALUES (?, ?, ?, '')",
                       [(user, f"等索引的第{i}条", 1_000_000 + i) for i in range(posts)])
        db.execute("INSERT INTO posts_grams (posts_grams) VALUES ('delete-all')")
        db.execute("INSERT OR IGNORE INTO posts_grams_pending (id) SELECT id FROM posts")
    total = db.execute("SELECT count(*) FROM posts_grams_pending").fetchone()[0]
    db.close()
    return total


def test_the_backfill_is_said_on_the_terminal_before_the_first_screen(tmp_path):
    data = str(tmp_path / "d")
    total = pending_store(data)
    assert total >= 6_000
    run = PtyRun(data)
    try:
        assert run.read_until(lambda r: r.first is not None and not r.shows(NOTICE)), run.output[-400:]
        # Curses sends only the cells that change, so the count's later
        # updates are not whole in the output; the line itself is.
        assert NOTICE.encode() in run.output
        # The first screen drawn from the store comes after it and no longer says it.
        assert all(label in text_of(run.screen)[-1] for label in TAB_LABELS)
    finally:
        assert run.finish() == 0
    db = store_connection(data)
    assert db.execute("SELECT count(*) FROM posts_grams_pending").fetchone()[0] == 0
    db.close()
    # The next start has nothing to index and says nothing of it.
    again = PtyRun(data)
    try:
        assert again.read_until(lambda r: r.first is not None)
        assert NOTICE.encode() not in again.output
    finally:
        assert again.finish() == 0


def test_a_new_store_s_own_small_backfill_is_not_said(tmp_path):
    """Migration v12 lists a new store's sample as pending too: indexed in
    a moment, it is not flashed on the first start's screen."""
    run = PtyRun(str(tmp_path / "d"))
    try:
        assert run.read_until(lambda r: r.first is not None)
        assert NOTICE.encode() not in run.output
    finally:
        assert run.finish() == 0
