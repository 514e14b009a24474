"""Issue 14, "Set-up": the test packages come from apt where pip refuses
(Debian's Python is externally managed). python3, apt-get and sudo are
stand-ins on PATH that log what they were asked."""

import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "install-python-test-packages")

FAKE_PYTHON = """#!/bin/bash
echo "python3 $*" >> "$STUB_DIR/log"
if [ "$1" = -c ]; then [ -e "$STUB_DIR/installed" ]; exit; fi
if [ "$1 $2 $3" = "-m pip install" ]; then
    if [ "$4" = -q ] && [ "$5" = --break-system-packages ]; then touch "$STUB_DIR/installed"; exit 0; fi
    echo "error: externally-managed-environment" >&2; exit 1
fi
exit 2
"""
FAKE_APT = """#!/bin/bash
echo "apt-get $*" >> "$STUB_DIR/log"
if [ "$1" = install ]; then touch "$STUB_DIR/installed"; fi
"""
FAKE_SUDO = """#!/bin/bash
[ "$1" = -n ] && shift
exec "$@"
"""


def stub_path(tmp_path, with_apt):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, text in [("python3", FAKE_PYTHON), ("sudo", FAKE_SUDO)] + ([("apt-get", FAKE_APT)] if with_apt else []):
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    for tool in ["bash", "env", "id", "touch"]:
        os.symlink(shutil.which(tool), bin_dir / tool)
    return str(bin_dir)


def install(tmp_path, with_apt):
    env = {"PATH": stub_path(tmp_path, with_apt), "STUB_DIR": str(tmp_path), "CI": "true"}
    r = subprocess.run(["bash", SCRIPT], capture_output=True, text=True, env=env, timeout=60)
    log = (tmp_path / "log").read_text().splitlines()
    return r, log


def test_pip_refusing_installs_the_debian_packages(tmp_path):
    r, log = install(tmp_path, with_apt=True)
    assert r.returncode == 0, r.stderr
    assert "python3 -m pip install -q pytest pytest-xdist pyte pillow" in log
    assert "apt-get install -y -qq python3-pytest python3-pytest-xdist python3-pyte python3-pil" in log
    assert not any("--break-system-packages" in line for line in log)
    assert "pip refused; installing python3-pytest python3-pytest-xdist python3-pyte python3-pil (apt)" in r.stderr


def test_without_apt_pip_is_told_to_install_anyway(tmp_path):
    r, log = install(tmp_path, with_apt=False)
    assert r.returncode == 0, r.stderr
    assert "python3 -m pip install -q --break-system-packages pytest pytest-xdist pyte pillow" in log
