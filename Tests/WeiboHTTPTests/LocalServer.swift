import Foundation

/// A small HTTP server on 127.0.0.1 for these tests (Python's standard
/// library): `/echo` answers a POST with its body, `/slow?ms=N` waits,
/// `/gzip` answers gzip-encoded, `/big?kb=N` sends N KB, `/claims?kb=N`
/// says N KB but sends 100 bytes and closes, `/reset` closes the
/// connection without a reply.
final class LocalServer {
    let process = Process()
    let port: Int

    static let script = #"""
import gzip, http.server, socket, socketserver, struct, sys, time, urllib.parse
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a): pass
    def reply(self, body, status=200, extra=()):
        self.send_response(status)
        for k, v in extra: self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def do_GET(self):
        u = urllib.parse.urlparse(self.path); q = dict(urllib.parse.parse_qsl(u.query))
        if u.path == "/slow": time.sleep(int(q.get("ms", "1000")) / 1000); self.reply(b"late")
        elif u.path == "/gzip": self.reply(gzip.compress(b"zipped " * 100), extra=[("Content-Encoding", "gzip")])
        elif u.path == "/big": self.reply(b"x" * (int(q["kb"]) * 1024))
        elif u.path == "/claims":
            self.send_response(200); self.send_header("Content-Length", str(int(q["kb"]) * 1024)); self.end_headers()
            self.wfile.write(b"x" * 100); self.wfile.flush(); self.close_connection = True
        elif u.path == "/reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
        elif u.path == "/status": self.reply(b"<html>bad gateway</html>", status=502)
        elif u.path == "/limited": self.reply(b"{}", status=403, extra=[("Retry-After", "120")])
        elif u.path == "/signin": self.reply(b"", status=302, extra=[("Set-Cookie", "SUB=abc; Path=/; Domain=.weibo.cn; HttpOnly"), ("Set-Cookie", "SUBP=def; Path=/"), ("Location", "http://127.0.0.1/next?x=1")])
        else: self.reply(("GET " + self.path).encode())
    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0")); body = self.rfile.read(n)
        self.reply(self.headers.get("Content-Type", "").encode() + b"|" + body)
class S(socketserver.ThreadingMixIn, http.server.HTTPServer): daemon_threads = True
s = S(("127.0.0.1", 0), H); print(s.server_address[1], flush=True); s.serve_forever()
"""#

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else { throw CocoaError(.fileReadUnknown) }
        self.port = port
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Killed without waiting: Foundation reaps it (waitUntilExit from a
    /// deinit can wait for a run loop that never turns).
    deinit {
        kill(process.processIdentifier, SIGKILL)
    }
}
