"""The sample's pictures come from scripts/gen-sample-pictures: it writes
the same bytes on every run (fixed seeds, no timestamps or other metadata),
and the same set of pictures, at the same sizes, as Resources/sample-pictures
holds. The bytes are not compared with the committed files: another Pillow
(zlib, libwebp) may compress differently and still draw the same picture."""

import os
import subprocess
import sys

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMITTED = os.path.join(ROOT, "Resources", "sample-pictures")


def generate(folder):
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-sample-pictures"), str(folder)],
                   check=True, capture_output=True, timeout=60)
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder))}


def test_the_generator_is_deterministic_and_matches_the_committed_set(tmp_path):
    first = generate(tmp_path / "first")
    second = generate(tmp_path / "second")
    assert first == second
    assert sorted(first) == sorted(os.listdir(COMMITTED))
    for name in first:
        with Image.open(tmp_path / "first" / name) as made, Image.open(os.path.join(COMMITTED, name)) as kept:
            assert (made.format, made.size) == (kept.format, kept.size), name
    assert sum(len(data) for data in first.values()) < 150_000
