#!/usr/bin/env python3
"""Serves a folder written by `weibo-tui sync --record DIR` again, as
m.weibo.cn and weibo.com answered it: a user's recording of Weibo's real
replies becomes a fixture the client can sync from.

Standard library only. Listens on 127.0.0.1 only.

Start:  python3 Tests/fakeapi/replay.py DIR [--port P]
        The first line on stdout is the port. Point WEIBO_TUI_WEB_BASE and
        WEIBO_TUI_PASSPORT_BASE at http://127.0.0.1:PORT and
        WEIBO_TUI_DESKTOP_BASE at http://localhost:PORT.

Each request is answered by the recorded replies of its route (a path
under /ajax/ is weibo.com's, any other m.weibo.cn's) and path, in the
order they were recorded; the last one again once they run out. A path
never recorded answers 404 {"ok": 0, "msg": "not recorded"}. The recording
has no cookies: every request is served as signed in, and the sign-in
checks a sync never makes (api/config, ajax/config/get_config) answer
signed in as --uid (the recording's stand-in for the user, 8 then zeros
then 1, as long as the real uid was).

  GET /_log   {"requests": [{"method", "path", "route"}]}: what was asked.
"""

import argparse
import json
import os
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(__file__))
from server import FakeHandler, Server, serve, stop_on_sigterm  # noqa: E402


class Replies:
    def __init__(self, folder):
        with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
            entries = json.load(f)
        self.queues = {}
        for entry in entries:
            with open(os.path.join(folder, entry["file"]), "rb") as f:
                body = f.read()
            key = (entry["route"], entry["path"].strip("/"))
            self.queues.setdefault(key, []).append((entry["status"], body, entry.get("location")))
        self.log = []

    def answer(self, route, path):
        queue = self.queues.get((route, path))
        if not queue and path in ("api/config", "ajax/config/get_config"):
            data = {"login": True, "uid": self.uid, "st": "***"}
            return 200, json.dumps({"ok": 1, "data": data}).encode(), None
        if not queue:
            return 404, json.dumps({"ok": 0, "msg": "not recorded"}).encode(), None
        return queue.pop(0) if len(queue) > 1 else queue[0]


class Handler(FakeHandler):
    def control(self, method, path, body):
        if path == "/_log":
            return self.send(200, json.dumps({"requests": self.server.replies.log}).encode())
        return self.send(404, b"{}")

    def serve(self, method, path, params, body):
        path = path.strip("/")
        route = "desktop" if path.startswith("ajax/") else "web"
        self.server.replies.log.append({"method": method, "path": path, "route": route})
        status, data, location = self.server.replies.answer(route, path)
        headers = {"Location": location} if location else None
        self.send(status, data, headers=headers)


def main():
    parser = argparse.ArgumentParser(description="Serves a `weibo-tui sync --record` folder again (see the module docstring).")
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--uid", default="8000000001", help="who the sign-in checks say is signed in")
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    server.replies = Replies(args.folder)
    server.replies.uid = args.uid
    serve(server)


if __name__ == "__main__":
    stop_on_sigterm()
    main()
