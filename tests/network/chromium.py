"""A small headless-Chromium driver over the DevTools protocol, with no dependency.

Chromium started with ``--remote-debugging-pipe`` reads protocol messages from
file descriptor 3 and writes its answers to descriptor 4, each a JSON object
ended by a NUL byte; so two ``os.pipe()`` pairs replace a websocket client.
The tests and ``benchmarks/network`` share it.
"""
from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage",
         "--remote-debugging-pipe"]


def find_chromium() -> str | None:
    """Return the path of Debian's chromium (or another Chrome) if installed."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _high_fd(fd: int) -> int:
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class Chromium:
    """One headless browser; ``open_page`` gives a ``Page`` that records events."""

    def __init__(self, executable: str | None = None):
        self.profile = tempfile.mkdtemp(prefix="labgraph-chromium-")
        # Keep our ends away from 3 and 4, which the child's dup2 overwrites.
        to_browser_r, self._to_browser = (_high_fd(fd) for fd in os.pipe())
        self._from_browser, from_browser_w = (_high_fd(fd) for fd in os.pipe())

        def wire_pipes():  # runs in the child: descriptors 3 and 4 are the protocol
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        exe = executable or find_chromium() or "chromium"
        self.process = subprocess.Popen(
            [exe, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            preexec_fn=wire_pipes, pass_fds=(3, 4),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict] = []

    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 60.0) -> dict:
        """Send one command and return its result; raise RuntimeError on a protocol error."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the protocol pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def pump(self, seconds: float) -> None:
        """Collect events for ``seconds`` without sending anything."""
        deadline = time.monotonic() + seconds
        try:
            while True:
                self.events.append(self._read(deadline))
        except TimeoutError:
            pass

    def open_page(self, width: int = 1280, height: int = 800) -> "Page":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget",
                            {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, target)
        for domain in ("Page", "Runtime", "Network", "Log"):
            page.send(f"{domain}.enable")
        page.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        return page

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=5)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._to_browser, self._from_browser):
            os.close(fd)
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab: navigate, evaluate JavaScript, screenshot, read what it did."""

    def __init__(self, browser: Chromium, session: str, target: str):
        self.browser, self.session, self.target = browser, session, target
        self._first_event = len(browser.events)

    def send(self, method: str, params: dict | None = None, timeout: float = 60.0) -> dict:
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def goto(self, url: str) -> None:
        self._first_event = len(self.browser.events)
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression: str, timeout: float = 60.0):
        """Return the value of a JavaScript expression (promises are awaited)."""
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True}, timeout=timeout)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page raised: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.evaluate(f"Boolean({expression})"):
            if time.monotonic() > deadline:
                raise TimeoutError(f"page never satisfied {expression}")
            time.sleep(0.05)

    def screenshot(self, path: str | Path) -> Path:
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def mouse_move(self, x: float, y: float) -> None:
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})

    def events(self, method: str) -> list[dict]:
        """Events of one kind this page received since its last navigation."""
        return [e["params"] for e in self.browser.events[self._first_event:]
                if e.get("method") == method and e.get("sessionId") == self.session]

    def requested_urls(self) -> list[str]:
        return [e["request"]["url"] for e in self.events("Network.requestWillBeSent")]

    def errors(self) -> list[str]:
        """JavaScript exceptions, console errors and log errors, as text."""
        found = [json.dumps(e["exceptionDetails"]) for e in self.events("Runtime.exceptionThrown")]
        found += [json.dumps(e["args"]) for e in self.events("Runtime.consoleAPICalled")
                  if e["type"] in ("error", "assert")]
        found += [e["entry"]["text"] for e in self.events("Log.entryAdded")
                  if e["entry"]["level"] == "error"]
        return found

    def dialogs(self) -> list[str]:
        return [e["message"] for e in self.events("Page.javascriptDialogOpening")]

    def close(self) -> None:
        self.browser.send("Target.closeTarget", {"targetId": self.target})
