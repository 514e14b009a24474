"""The store's SQL function `weibo_search_grams` for Python's sqlite3.

Migration v12's triggers call it on every insert, edit and delete of a post
or message and on a user's new name (docs/SEARCH.md): a connection that
writes those rows without it fails with "no such function". The app's
connections register Swift's (`SearchGramsFunction`); the scripts and tests
that write the store from Python register this one, which spells the same
tokens as `SearchGrams.tokens` (WeiboCore): every character and pair of
neighbouring characters of each argument, case folded, whitespace left out.
A contentless index must be told exactly the tokens it holds when a row
goes, so the two must agree; Tests/WeiboCoreTests' SearchMatchingTests pin
Swift's spelling and scripts' smoke runs exercise this one."""

# Unicode's White_Space property, as Swift's `properties.isWhitespace`.
WHITE_SPACE = frozenset([*range(0x09, 0x0E), 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B),
                         0x2028, 0x2029, 0x202F, 0x205F, 0x3000])


def _folded(code):
    lower = chr(code).lower()
    return ord(lower) if len(lower) == 1 else code


def grams(*texts):
    keys = set()
    for text in texts:
        if text is None:
            continue
        previous = None
        for character in str(text):
            code = ord(character)
            if code in WHITE_SPACE:
                previous = None
                continue
            value = _folded(code)
            keys.add(value)
            if previous is not None:
                keys.add(1 << 42 | previous << 21 | value)
            previous = value
    return " ".join("u%x" % key if key >> 42 == 0 else "b%xx%x" % (key >> 21 & 0x1FFFFF, key & 0x1FFFFF)
                    for key in keys)


def register(connection):
    """Lets `connection` write posts, messages and users' names."""
    connection.create_function("weibo_search_grams", -1, grams, deterministic=True)
    return connection
