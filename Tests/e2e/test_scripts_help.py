"""Issue 23: every script in scripts/ answers --help with one line of what
it does, at once (no build, no benchmark), and scripts/README.md lists it."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(ROOT, "scripts")


def scripts():
    return sorted(name for name in os.listdir(SCRIPTS)
                  if os.path.isfile(os.path.join(SCRIPTS, name)) and name != "README.md")


def test_every_script_answers_help_with_one_line(tmp_path):
    names = scripts()
    assert "test" in names and "build-release" in names
    for name in names:
        # From another folder, with nothing built: --help must not build or measure.
        r = subprocess.run([os.path.join(SCRIPTS, name), "--help"], capture_output=True, text=True,
                           timeout=20, cwd=tmp_path)
        assert r.returncode == 0, (name, r.stderr)
        lines = r.stdout.splitlines()
        assert len(lines) == 1 and len(lines[0]) > 20 and lines[0].endswith("."), (name, r.stdout)
        assert r.stderr == "", (name, r.stderr)


def test_the_index_lists_every_script():
    index = open(os.path.join(SCRIPTS, "README.md"), encoding="utf-8").read()
    for name in scripts():
        assert f"`{name}`" in index, name
