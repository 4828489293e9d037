"""Clients for scripts/bench-serve: drives a release layout-serve over loopback."""
import json, os, re, selectors, shutil, socket, statistics, struct, subprocess, sys, tempfile, time

BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def write(path, text):
    with open(path, "w") as handle:
        handle.write(text)


def bench_template(height):
    labels = "\n".join(f'    <UILabel top="previous.bottom + 2" left="{i % 7}" width="100% - 20" text="Row {i}"/>' for i in range(99))
    return f'<UIView width="100%" height="{height}">\n{labels}\n</UIView>\n'


def everlayout_screen(height):
    """100 views of EverLayout: a box of `height` and 99 labels stacked in it."""
    views = {}
    for i in range(99):
        constraints = {"top": "@super +8" if i == 0 else f"@l{i - 1}.bottom +2", "left": f"@super +{i % 7}"}
        views[f"!l{i}:UILabel"] = {"constraints": constraints, "properties": {"text": f"Row {i}"}}
    box = {"constraints": {"top left": "@super", "width": "+375", "height": f"+{height}"}, "views": views}
    return json.dumps({"name": "Bench", "root": {"views": {"!box": box}}}, indent=1) + "\n"


def markupkit_screen(height):
    """100 views of MarkupKit: a scroll view's column holding a view of `height` and 98 labels."""
    labels = "\n".join(f'        <UILabel text="Row {i}"/>' for i in range(98))
    return (f'<LMScrollView fitToWidth="true">\n    <LMColumnView>\n        <UIView height="{height}"/>\n{labels}\n'
            "    </LMColumnView>\n</LMScrollView>\n")


def swiftlayout_screen(height):
    """100 views of SwiftLayout: a box of `height` and 99 labels anchored one below the other."""
    names = [f"l{i}" for i in range(99)]
    declarations = "\n".join(f"    let {name} = UILabel()" for name in names)
    anchors = "\n".join(
        f"            {name}.sl.anchors {{ Anchors.top.equalTo({'box' if i == 0 else names[i - 1]}, attribute: .bottom, constant: 2); "
        f"Anchors.leading.equalToSuper(constant: {i % 7}) }}" for i, name in enumerate(names))
    texts = "\n".join(f'        {name}.text = "Row {i}"' for i, name in enumerate(names))
    return ("import UIKit\nimport SwiftLayout\n\nfinal class BenchView: UIView, Layoutable {\n    var activation: Activation?\n"
            f"    let box = UIView()\n{declarations}\n\n    var layout: some Layout {{\n        self.sl.sublayout {{\n"
            "            box.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.width.equalTo(constant: 300); "
            f"Anchors.height.equalTo(constant: {height}) }}\n{anchors}\n        }}\n    }}\n\n"
            f"    override init(frame: CGRect) {{\n        super.init(frame: frame)\n{texts}\n        sl.updateLayout()\n    }}\n\n"
            "    required init?(coder: NSCoder) { fatalError() }\n}\n")


FORMAT_SCREENS = [("EverLayout", "Bench.json", everlayout_screen), ("MarkupKit", "BenchMK.xml", markupkit_screen),
                  ("SwiftLayout", "BenchSL.swift", swiftlayout_screen)]


def start_server(root, *extra):
    server = subprocess.Popen([BINARY, "serve", root, "--port", "0", "--max-connections", "2000", *extra],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    started = time.perf_counter()
    for line in server.stdout:
        match = re.search(r"line protocol: [\d.]+:(\d+)", line)
        if match:
            return server, int(match.group(1)), time.perf_counter() - started
    raise SystemExit("server did not start")


def stop_server(server):
    server.terminate()
    server.wait(timeout=30)


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024


# Linux's SO_TIMESTAMPNS (and SCM_TIMESTAMPNS, the same number); Python names neither.
SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)


class Client:
    """A line-protocol client. The kernel stamps each read with the time its first packet
    reached the socket (SO_TIMESTAMPNS), so a row can say when the news was in every client's
    socket, which does not depend on how fast this Python reads a thousand sockets."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.sock.setblocking(False)
        self.buffer = b""

    def send(self, line):
        self.sock.setblocking(True)
        self.sock.sendall((line + "\n").encode())
        self.sock.setblocking(False)

    def lines(self):
        """The complete lines read now."""
        return [line for line, _ in self.stamped_lines()]

    def stamped_lines(self):
        """The complete lines read now, each with the kernel's arrival stamp (time.time()'s clock)
        of the read that completed it."""
        try:
            data, ancillary, _, _ = self.sock.recvmsg(1 << 20, socket.CMSG_SPACE(16))
        except BlockingIOError:
            return []
        stamp = time.time()
        for level, kind, payload in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS and len(payload) >= 16:
                seconds, nanoseconds = struct.unpack("qq", payload[:16])
                stamp = seconds + nanoseconds / 1e9
        self.buffer += data
        *complete, self.buffer = self.buffer.split(b"\n")
        return [(line, stamp) for line in complete]


def wait_all(clients, predicate, timeout=60, stamped=False):
    """Reads until predicate(line) has been true once per client; returns each client's time
    (time.perf_counter()'s) of reading that line, or with `stamped` (arrival, read) pairs: the
    kernel's stamp of its arrival (time.time()'s clock) too."""
    selector = selectors.DefaultSelector()
    for client in clients:
        selector.register(client.sock, selectors.EVENT_READ, client)
    done = {}
    deadline = time.perf_counter() + timeout
    while len(done) < len(clients) and time.perf_counter() < deadline:
        for key, _ in selector.select(timeout=1):
            client = key.data
            for line, arrived in client.stamped_lines():
                if client not in done and predicate(line):
                    done[client] = (arrived, time.perf_counter())
    selector.close()
    if len(done) < len(clients):
        raise SystemExit(f"only {len(done)} of {len(clients)} clients got the event")
    return list(done.values()) if stamped else [read for _, read in done.values()]


def latency(root, port, count, rounds, patch=False, name="Bench.xml", template=None):
    """Save → the event with the new root height read by every client: whole `render` events,
    or with `patch` the `patch` events of `SUBSCRIBE Bench.xml patch` (the size of the last
    event of each kind is kept in `latency.sizes`). `name` and `template` (height → text):
    another document whose one number changes."""
    template = template or bench_template
    path = os.path.join(root, name)
    clients = [Client(port) for _ in range(count)]
    for client in clients:
        client.send(f"SUBSCRIBE {name}" + (" patch" if patch else ""))
    wait_all(clients, lambda line: line.startswith(b'{"event":"render"'))
    prefix = b'{"event":"patch"' if patch else b'{"event":"render"'
    samples, reads = [], []
    for number in range(rounds):
        height = 1000 + (count * 1000 + number) % 5000 + (7 if patch else 0)
        marker = f'"height":{height}'.encode()
        write(path, template(height))
        closed, closed_clock = time.perf_counter(), time.time()

        def arrived(line):
            if line.startswith(prefix) and marker in line:
                latency.sizes[patch] = len(line)
                return True
            return False
        times = wait_all(clients, arrived, stamped=True)
        samples += [(arrival - closed_clock) * 1000 for arrival, _ in times]
        reads += [(read - closed) * 1000 for _, read in times]
    for client in clients:
        client.sock.close()
    latency.reads = (percentile(reads, 0.5), percentile(reads, 0.99))
    return percentile(samples, 0.5), percentile(samples, 0.99)


latency.sizes = {}


FLOOR_RELAY = r"""
import socket, subprocess, sys
# Reads inotifywait's events and, for each, writes a 40 KiB message to the client on loopback:
# the least any server must do between a save and a client holding the news.
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(1)
print(listener.getsockname()[1], flush=True)
client, _ = listener.accept()
client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
watcher = subprocess.Popen(["inotifywait", "-m", "-q", "-e", "close_write", sys.argv[1]], stdout=subprocess.PIPE)
message = b"x" * (40 * 1024 - 1) + b"\n"
for _ in watcher.stdout:
    client.sendall(message)
"""


def inotifywait_floor(root, rounds=50):
    """The floor: file closed → a relay process reads the inotify event and writes a 40 KiB
    message to this process over loopback → the whole message read here."""
    path = os.path.join(root, "floor.txt")
    relay = subprocess.Popen([sys.executable, "-c", FLOOR_RELAY, root], stdout=subprocess.PIPE, text=True)
    port = int(relay.stdout.readline())
    sock = socket.create_connection(("127.0.0.1", port))
    time.sleep(0.5)  # inotifywait prints nothing when its watches are set; give it a moment
    samples = []
    for number in range(rounds):
        write(path, str(number))
        closed = time.perf_counter()
        received = 0
        while received < 40 * 1024:
            received += len(sock.recv(65536))
        samples.append((time.perf_counter() - closed) * 1000)
    sock.close()
    relay.terminate()
    return percentile(samples, 0.5), percentile(samples, 0.99)


def make_flat_project(root, count, word):
    for folder in range(count // 100):
        os.makedirs(os.path.join(root, f"F{folder}"))
        for number in range(100):
            write(os.path.join(root, f"F{folder}", f"T{number}.xml"),
                  f'<UIView width="100%" height="200">\n    <UILabel top="10" left="20" width="200" text="{word} {number}"/>\n</UIView>\n')


def sed_all(root):
    """`sed -i` over every template of `root`, as a user's search-and-replace would; returns its process."""
    return subprocess.Popen(["bash", "-c", f"find '{root}' -name '*.xml' -print0 | xargs -0 sed -i 's/Plain/Changed/'"])


def ping_until(client, done):
    """Sends PING every 50 ms until done() is true; returns the slowest pong in ms."""
    worst = 0.0
    while not done():
        sent = time.perf_counter()
        client.send("PING")
        wait_all([client], lambda line: line.startswith(b'{"event":"pong"'))
        worst = max(worst, (time.perf_counter() - sent) * 1000)
        time.sleep(0.05)
    return worst


def cpu_seconds(pid):
    """User plus system CPU time `pid` has used so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def sed_alone(work, count):
    """`sed -i` over an unwatched copy of the burst project, in seconds. sed's own time depends on
    whether the files are on disk yet: here 1.7 s over files written moments before, 14.6 s over
    the same files after `sync`. Every copy is synced before sed runs (and after it is deleted),
    so the watched and unwatched runs compare."""
    reference = os.path.join(work, "burst-reference")
    make_flat_project(reference, count, "Plain")
    os.sync()
    started = time.perf_counter()
    sed_all(reference).wait()
    elapsed = time.perf_counter() - started
    shutil.rmtree(reference)
    os.sync()
    return elapsed


def burst(work, count=20000):
    """One save in a project of `count` templates, then `sed -i` over all of them, against sed
    alone on an unwatched copy just before and just after."""
    before = sed_alone(work, count)

    root = os.path.join(work, "burst")
    make_flat_project(root, count, "Plain")
    server, port, startup = start_server(root)
    client = Client(port)
    client.send("SUBSCRIBE F0/T0.xml")
    wait_all([client], lambda line: line.startswith(b'{"event":"render"'))
    samples = []
    for number in range(100):
        marker = f'"height":{300 + number}'.encode()
        write(os.path.join(root, "F0", "T0.xml"), f'<UIView width="100%" height="{300 + number}"/>\n')
        closed = time.perf_counter()
        times = wait_all([client], lambda line: line.startswith(b'{"event":"render"') and marker in line)
        samples += [(t - closed) * 1000 for t in times]
    print(f"one save in a {count:,}-template project → render read: p50 {percentile(samples, 0.5):.3f} ms, "
          f"p99 {percentile(samples, 0.99):.3f} ms (startup {startup:.2f} s)")

    pinger = Client(port)
    os.sync()
    cpu_before = cpu_seconds(server.pid)
    started = time.perf_counter()
    sed = sed_all(root)
    worst = ping_until(pinger, lambda: sed.poll() is not None)
    sed_done = time.perf_counter()
    client.send("SYNC")
    # Read as it arrives (polling between PINGs would add up to 50 ms).
    finished = wait_all([client], lambda line: line.startswith(b'{"event":"synced"'), timeout=300)[0]
    server_cpu = cpu_seconds(server.pid) - cpu_before
    stop_server(server)
    shutil.rmtree(root)
    os.sync()
    after = sed_alone(work, count)
    total = finished - started
    print(f"sed -i over {count:,} templates → SYNC answered: {total:.2f} s end to end "
          f"(sed alone on an unwatched copy: {before:.2f} s before, {after:.2f} s after, {total / ((before + after) / 2):.2f}× their mean; "
          f"{(finished - sed_done) * 1000:.0f} ms after sed finished; server CPU {server_cpu:.2f} s); slowest PING meanwhile {worst:.0f} ms")


def slow_clients_memory(work, count=100, saves=40):
    """RSS while `count` clients that never read subscribe to a 1,500-view template that is
    saved `saves` times, and after they leave (the memory must come back)."""
    root = os.path.join(work, "memory")
    os.makedirs(root)

    def template(height):
        labels = "\n".join(f'<UILabel top="previous.bottom" width="100%" text="Row {i} {height}"/>' for i in range(1500))
        return f'<UIView width="100%" height="{height}">\n{labels}\n</UIView>\n'

    write(os.path.join(root, "Big.xml"), template(100))
    server, port, _ = start_server(root)
    start = rss_mb(server.pid)
    clients = []
    for _ in range(count):
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", port))
        sock.sendall(b"SUBSCRIBE Big.xml\n")
        clients.append(sock)
    for number in range(saves):
        write(os.path.join(root, "Big.xml"), template(200 + number))
        time.sleep(0.15)
    peak = rss_mb(server.pid)
    for sock in clients:
        sock.close()
    time.sleep(3)
    print(f"{count} clients that never read, {saves} saves of a 1,500-view template: RSS {start:.0f} MB at start, "
          f"{peak:.0f} MB with them, {rss_mb(server.pid):.0f} MB 3 s after they left")
    stop_server(server)
    shutil.rmtree(root)


def departed_subscribers_memory(root, port, server, count=200):
    """RSS of a server with 10,000 templates while `count` clients subscribe to all of them
    (reading everything until SYNC), and 3 s after they leave."""
    time.sleep(3)
    before = rss_mb(server.pid)
    clients = [Client(port) for _ in range(count)]
    for client in clients:
        client.send("SUBSCRIBE **")
        client.send("SYNC")
    wait_all(clients, lambda line: line.startswith(b'{"event":"synced"'), timeout=600)
    peak = rss_mb(server.pid)
    for client in clients:
        client.sock.close()
    time.sleep(3)
    print(f"{count} clients subscribed to all 10,000 templates: RSS {before:.0f} MB before, {peak:.0f} MB with them, "
          f"{rss_mb(server.pid):.0f} MB 3 s after they left")


def everlayout_chain(count):
    views = ", ".join(
        f'"!v{i}": {{"constraints": {{"top": "{"@super" if i == 0 else f"@v{i - 1}.bottom"} +8", "left": "@super +20", "right": "@super -20", "height": "+20"}}}}'
        for i in range(count))
    return f'{{"name": "Chain", "root": {{"views": {{{views}}}}}}}\n'


def slow_render(work, count=4000):
    """While a 4,000-view EverLayout chain renders after a save: the slowest PING of another
    client (sent every 2 ms), and how long a save of a small template takes to reach it."""
    root = os.path.join(work, "slow")
    os.makedirs(root)
    write(os.path.join(root, "Chain.json"), everlayout_chain(count))
    write(os.path.join(root, "Small.xml"), bench_template(900))
    server, port, _ = start_server(root, "--render-budget", "120")
    watcher, pinger = Client(port), Client(port)
    watcher.send("SUBSCRIBE **")
    watcher.send("SYNC")
    wait_all([watcher], lambda line: line.startswith(b'{"event":"synced"'), timeout=120)
    pinger.lines()
    samples = []
    for round_number in range(5):
        write(os.path.join(root, "Chain.json"), everlayout_chain(count).replace("+20", f"+{21 + round_number}"))
        saved = time.perf_counter()
        small_marker = f'"height":{950 + round_number}'.encode()
        write(os.path.join(root, "Small.xml"), bench_template(950 + round_number))
        small_saved = time.perf_counter()
        chain_done = small_done = None
        pings = []
        while chain_done is None or small_done is None:
            sent = time.perf_counter()
            pinger.send("PING")
            while not any(line.startswith(b'{"event":"pong"') for line in pinger.lines()):
                time.sleep(0.0002)
            pings.append((time.perf_counter() - sent) * 1000)
            for line in watcher.lines():
                if line.startswith((b'{"event":"render","template":"Chain.json"', b'{"event":"error","template":"Chain.json"')) and chain_done is None:
                    chain_done = time.perf_counter()
                if line.startswith(b'{"event":"render","template":"Small.xml"') and small_marker in line and small_done is None:
                    small_done = time.perf_counter()
            time.sleep(0.002)
        samples.append(((chain_done - saved) * 1000, (small_done - small_saved) * 1000, max(pings), len(pings)))
    chain, small, worst, count_pings = (statistics.median(values) for values in zip(*samples))
    print(f"while a {count:,}-view EverLayout chain renders after a save ({chain:.0f} ms to its render event): slowest PING "
          f"of another client {worst:.1f} ms (of {count_pings:.0f}), a small template saved meanwhile rendered in {small:.1f} ms (medians of 5)")
    stop_server(server)
    shutil.rmtree(root)


def versus(other, rounds=8):
    """One client's save → render row for this binary and `other`, a fresh server each, in turn
    for `rounds` rounds (a noisy machine drifts within minutes: interleaving keeps both builds
    on the same machine); prints each build's p50s and the medians."""
    results = {BINARY: [], other: []}
    for _ in range(rounds):
        for binary in results:
            work = tempfile.mkdtemp(prefix="layout-serve-bench-")
            try:
                root = os.path.join(work, "latency")
                os.makedirs(root)
                write(os.path.join(root, "Bench.xml"), bench_template(900))
                server, port, _ = start_server_of(binary, root)
                results[binary].append(latency(root, port, 1, 150))
                stop_server(server)
            finally:
                shutil.rmtree(work, ignore_errors=True)
    for binary, samples in results.items():
        p50s = sorted(sample[0] for sample in samples)
        p99s = sorted(sample[1] for sample in samples)
        print(f"{binary}: 1 client, save → render in the client's socket, p50 median {statistics.median(p50s):.3f} ms "
              f"({' '.join(f'{value:.3f}' for value in p50s)}), p99 median {statistics.median(p99s):.3f} ms, {rounds} servers of 150 saves")


def start_server_of(binary, root):
    global BINARY
    saved, BINARY = BINARY, binary
    try:
        return start_server(root)
    finally:
        BINARY = saved


def save_instructions(work, name, template, saves, patch=False):
    """The server's instructions for `saves` saves of `name` (callgrind over the whole process,
    every thread): a server under valgrind, one client subscribed, each save waited for."""
    root = os.path.join(work, f"instructions-{name}-{saves}-{patch}")
    os.makedirs(root)
    write(os.path.join(root, name), template(1234))
    out = os.path.join(work, f"callgrind-{name}-{saves}-{patch}")
    server = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", save_instructions.binary,
                               "serve", root, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = None
    for line in server.stdout:
        match = re.search(r"line protocol: [\d.]+:(\d+)", line)
        if match:
            port = int(match.group(1))
            break
    if port is None:
        raise SystemExit("the server under valgrind did not start")
    client = Client(port)
    wanted = (b'{"event":"render"', b'{"event":"patch"', b'{"event":"error"')
    client.send(f"SUBSCRIBE {name}" + (" patch" if patch else ""))
    wait_all([client], lambda line: line.startswith(wanted), timeout=300)
    for index in range(saves):
        write(os.path.join(root, name), template(1235 + index))
        wait_all([client], lambda line: line.startswith(wanted), timeout=300)
    stop_server(server)
    with open(out) as profile:
        totals = [line for line in profile if line.startswith("totals:") or line.startswith("summary:")]
    return int(totals[-1].split()[1])


def instructions(work, few=20, many=60):
    """Instructions a save costs the server, each screen: (many − few saves) ÷ (many − few), so
    that start-up and the first render cancel out."""
    save_instructions.binary = os.path.join(work, "layout-serve")
    # valgrind cannot read the DWARF 5 the toolchain writes: a copy without it, symbols kept.
    subprocess.run(["objcopy", "--strip-debug", BINARY, save_instructions.binary], check=True)
    screens = [("Layout", "Bench.xml", bench_template, False), ("Layout, patch subscriber", "Bench.xml", bench_template, True)]
    screens += [(title, name, template, False) for title, name, template in FORMAT_SCREENS]
    for title, name, template, patch in screens:
        counts = [save_instructions(work, name, template, saves, patch) for saves in (few, many)]
        print(f"a save of the 100-view {title} screen, one client: {(counts[1] - counts[0]) / (many - few) / 1e6:.3f} M instructions"
              " in the server (callgrind, every thread)")


def main():
    if len(sys.argv) >= 4 and sys.argv[2] == "versus":
        versus(os.path.abspath(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 8)
        return
    work = tempfile.mkdtemp(prefix="layout-serve-bench-")
    # The modes that run one part alone, in a work folder of their own.
    alone = {"burst": burst, "instructions": instructions, "slow": slow_render}
    if len(sys.argv) == 3 and sys.argv[2] in alone:
        try:
            alone[sys.argv[2]](work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    try:
        root = os.path.join(work, "latency")
        os.makedirs(root)
        write(os.path.join(root, "Bench.xml"), bench_template(900))
        floor = inotifywait_floor(root)
        print(f"the floor (close → inotify event read by a relay → 40 KiB written to a loopback client and read): "
              f"p50 {floor[0]:.3f} ms, p99 {floor[1]:.3f} ms")
        server, port, _ = start_server(root)
        for patch in (False, True):
            for count, rounds in [(1, 200), (100, 50), (1000, 20)]:
                p50, p99 = latency(root, port, count, rounds, patch)
                kind = "patch " if patch else "render"
                print(f"save → {kind} in the client's socket, 100-node template, {count:>4} client(s): p50 {p50:.3f} ms, "
                      f"p99 {p99:.3f} ms ({p50 / floor[0]:.1f}× the floor's p50); read by this Python client: "
                      f"p50 {latency.reads[0]:.3f} ms, p99 {latency.reads[1]:.3f} ms")
        print(f"bytes per event for a one-number change: render {latency.sizes[False]}, patch {latency.sizes[True]}")
        for title, name, template in FORMAT_SCREENS:
            write(os.path.join(root, name), template(900))
            p50, p99 = latency(root, port, 1, 100, False, name, template)
            print(f"save → render in the client's socket, 100-view {title} screen, one number changed, 1 client: p50 {p50:.3f} ms, p99 {p99:.3f} ms"
                  f" ({p50 / floor[0]:.1f}× the floor's p50)")
        stop_server(server)
        if sys.argv[2:] == ["latency"]:
            return

        big = os.path.join(work, "big")
        for folder in range(100):
            os.makedirs(os.path.join(big, f"F{folder}"))
            for number in range(100):
                uses = folder < 10  # 1,000 templates read strings.Shared
                text = "{strings.Shared}" if uses else f"Plain {number}"
                write(os.path.join(big, f"F{folder}", f"T{number}.xml"),
                      f'<UIView width="100%" height="200">\n    <UILabel top="10" left="20" width="200" text="{text}"/>\n'
                      f'    <UILabel top="previous.bottom" left="20" width="100" text="{number}"/>\n</UIView>\n')
        write(os.path.join(big, "Localizable.strings"), '"Shared" = "Before";\n')
        server, port, startup = start_server(big)
        print(f"startup with 10,000 templates (walk, watch, render all, listen): {startup:.2f} s, RSS {rss_mb(server.pid):.0f} MB")
        clients = [Client(port) for _ in range(10)]
        for client in clients:
            client.send("SUBSCRIBE **")
        for client in clients:
            client.send("SYNC")
        wait_all(clients, lambda line: line.startswith(b'{"event":"synced"'), timeout=300)
        counts = {client: 0 for client in clients}

        def all_renders(client):
            def seen(line):
                if line.startswith(b'{"event":"render"') and b"After" in line:
                    counts[client] += 1
                return counts[client] == 1000
            return seen

        write(os.path.join(big, "Localizable.strings"), '"Shared" = "After";\n')
        changed = time.perf_counter()
        selector_times = []
        for client in clients:
            selector_times += wait_all([client], all_renders(client), timeout=120)
        print(f".strings change affecting 1,000 templates → last of 10 clients has all 1,000 renders: {(max(selector_times) - changed) * 1000:.0f} ms")
        for client in clients:
            client.sock.close()
        departed_subscribers_memory(big, port, server)
        stop_server(server)
        shutil.rmtree(big)
        slow_clients_memory(work)
        slow_render(work)
        burst(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
