"""Renders the reference widget with a warm headless Chromium and prints a PEER line.

The script starts `chromium --headless` itself with the DevTools protocol on a pipe
(--remote-debugging-pipe: commands on the child's fd 3, replies on fd 4, each message JSON
ended by a NUL byte), so nothing listens on a port and no WebSocket client is needed. One tab
is set to 329x155 CSS px at device scale 2 with a transparent default background; one render
is `Page.setDocumentContent` with reference_widget.html followed by `Page.captureScreenshot`
(PNG), the base64 reply decoded to bytes, as the warm Chromium figures of docs/REFERENCE-WIDGET.md were measured.

    python3 scripts/peers/chromium_render.py [--rounds N] [--variant latin|cjk] [--unthrottled] [--out PNG]

--unthrottled adds --disable-gpu-vsync --disable-frame-rate-limit and optimizeForSpeed, the
fastest configuration measured for docs/REFERENCE-WIDGET.md (it spends more CPU than wall time).
"""

import base64
import ctypes
import json
import os
import select
import signal
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import reference_widget as widget  # noqa: E402

PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference_widget.html")
REPLY_TIMEOUT_S = 30


class DevToolsPipe:
    """Commands to a Chromium over its DevTools pipe, one at a time (events are skipped)."""

    def __init__(self, to_browser: int, from_browser: int):
        self.to_browser, self.from_browser = to_browser, from_browser
        self.buffer = b""
        self.next_id = 0

    def call(self, method: str, params: dict = None, session: str = None) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.to_browser, data):]
        deadline = time.monotonic() + REPLY_TIMEOUT_S
        while True:
            reply = self._read(deadline)
            if reply.get("id") != self.next_id:
                continue
            if "error" in reply:
                raise RuntimeError(f"{method}: {reply['error']}")
            return reply.get("result", {})

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError(f"no reply from chromium in {REPLY_TIMEOUT_S} s")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)


def adopt_orphans() -> None:
    """Makes this process the reaper of Chromium's helpers that outlive the browser, so none is
    left a zombie waiting for an init that may be slow to reap (Linux prctl CHILD_SUBREAPER)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def reap_all(deadline_s: float) -> None:
    """Waits for every remaining child (the browser's orphaned helpers), up to deadline_s."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.02)


def launch(binary: str, profile: str, unthrottled: bool, log) -> tuple:
    """Starts Chromium with its DevTools pipe; returns (process, DevToolsPipe)."""
    commands_read, commands_write = os.pipe()
    replies_read, replies_write = os.pipe()
    flags = ["--headless", "--remote-debugging-pipe", f"--user-data-dir={profile}", "--no-first-run",
             "--no-default-browser-check", "--hide-scrollbars", "--mute-audio", "about:blank"]
    if os.geteuid() == 0:
        flags.insert(0, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
    if unthrottled:
        flags[:0] = ["--disable-gpu-vsync", "--disable-frame-rate-limit"]

    def wire_descriptors():
        # In the child: the command pipe's read end becomes fd 3, the reply pipe's write end fd 4.
        # Duplicated out of the way first, so neither dup2 can close the other's source.
        reading, writing = os.dup(commands_read), os.dup(replies_write)
        os.dup2(reading, 3)
        os.dup2(writing, 4)

    process = subprocess.Popen([binary, *flags], stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                               preexec_fn=wire_descriptors, pass_fds=(3, 4), start_new_session=True)
    os.close(commands_read)
    os.close(replies_write)
    return process, DevToolsPipe(commands_write, replies_read)


def main() -> int:
    options = widget.arguments("Chromium peer of vitrine-bench render --peers",
                               unthrottled="no vsync, no frame-rate limit, optimizeForSpeed")
    unthrottled = options.unthrottled
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        print("chromium: not on PATH (run scripts/bench-baselines.sh)", file=sys.stderr)
        return 3
    texts = widget.TEXTS[options.variant]
    with open(PAGE, encoding="utf-8") as file:
        html = file.read()
    latin = widget.TEXTS["latin"]
    if options.variant != "latin":
        for key in ("title", "headline", "caption"):
            html = html.replace(f">{latin[key]}<", f">{texts[key]}<")
        for old, new in zip(latin["labels"], texts["labels"]):
            html = html.replace(f">{old}<", f">{new}<")
        html = html.replace('lang="en"', f'lang="{texts["lang"]}"')
    name = "chromium-unthrottled" if unthrottled else "chromium"

    adopt_orphans()
    # A SIGTERM (vitrine-bench's timeout) unwinds through the `finally` below, which closes the browser.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    profile = tempfile.mkdtemp(prefix="vitrine-peer-chromium-")
    log = tempfile.TemporaryFile()
    process = None
    try:
        process, devtools = launch(binary, profile, unthrottled, log)
        target = devtools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = devtools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        frame = devtools.call("Page.getFrameTree", session=session)["frameTree"]["frame"]["id"]
        devtools.call("Emulation.setDeviceMetricsOverride",
                      {"width": widget.WIDTH_PT, "height": widget.HEIGHT_PT,
                       "deviceScaleFactor": widget.SCALE, "mobile": False}, session)
        devtools.call("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}}, session)
        screenshot = {"format": "png"}
        if unthrottled:
            screenshot["optimizeForSpeed"] = True

        def render() -> bytes:
            devtools.call("Page.setDocumentContent", {"frameId": frame, "html": html}, session)
            return base64.b64decode(devtools.call("Page.captureScreenshot", screenshot, session)["data"])

        return widget.measure(name, render, options)
    except (OSError, RuntimeError, EOFError, TimeoutError, KeyError) as error:
        log.seek(0)
        tail = log.read().decode(errors="replace").strip().splitlines()[-5:]
        print(f"{name}: {error}" + "".join(f"\n  chromium: {line}" for line in tail), file=sys.stderr)
        return 1
    finally:
        if process is not None:
            try:
                devtools.call("Browser.close")
            except Exception:
                pass
            # Up to 10 s for the browser to exit, without reaping it: while it is a zombie its
            # process group id cannot be reused, so the kill below reaches only its own helpers.
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                if os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                    break
                time.sleep(0.02)
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait()
            reap_all(5)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
