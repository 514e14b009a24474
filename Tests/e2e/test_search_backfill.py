"""Issue 34: a store from before migration v12 has its posts indexed for
search as it opens, before the app can answer a key (half a minute at a
million posts). The app says so on its terminal before that work starts,
not after it: the line is in the app's output ahead of its first real
screen, whatever the machine's speed. Nothing here is timed."""

import os

from conftest import TAB_LABELS, cli, store_connection
from test_launch_snapshot import PtyRun, text_of

NOTICE = "正在为搜索建立索引"


def pending_store(data):
    """The sample's store with every post waiting for the short-word index,
    as a v11 store's posts are after migration v12 (docs/SEARCH.md)."""
    cli(data, "unread")  # creates and seeds the store
    db = store_connection(data)
    with db:
        db.execute("INSERT INTO posts_grams (posts_grams) VALUES ('delete-all')")
        db.execute("INSERT OR IGNORE INTO posts_grams_pending (id) SELECT id FROM posts")
    total = db.execute("SELECT count(*) FROM posts_grams_pending").fetchone()[0]
    db.close()
    return total


def test_the_backfill_is_said_on_the_terminal_before_the_first_screen(tmp_path):
    data = str(tmp_path / "d")
    total = pending_store(data)
    assert total > 0
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
