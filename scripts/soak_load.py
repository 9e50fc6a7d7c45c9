#!/usr/bin/env python3
"""Soak load for a running `compass serve`: mixed traffic from several threads while the server's
resident memory is sampled. Standard library only. `scripts/soak` starts the server and calls this.

Each worker signs in with its own session (so refresh-token rotation stays its own) and, when web
load is on, its own browser cookie. Rows and files each worker creates are kept to a fixed number
(the oldest deleted), so the data set stays the same size and any steady growth of the process is
the server's own, not its data's.

Every `--sample` seconds a line shows the server's VmRSS, RssAnon, open descriptors, threads, and
the requests, 4xx, 5xx and failures since start; the end prints RSS at start, 5, 10, 20 and 30
minutes, the growth per 10 minutes over the second half, and a summary per operation. Exits 1 when
any answer was 5xx, a connection failed, or an operation got a status it did not expect.
"""
import argparse, base64, collections, csv, http.client, json, os, random, re, sys, threading, time, uuid
import urllib.parse

CATEGORIES = ("read", "write", "auth", "storage", "web", "bad")
MIXES = {"mixed": CATEGORIES, "read": ("read",), "write": ("write",), "auth": ("auth",),
         "storage": ("storage",), "web": ("web",), "bad": ("bad",)}
TABLES = ("events", "schools", "performance_metrics", "documents")
METRICS = ("velocity", "exit_velo", "sixty_time", "pop_time", "batting_avg", "era")
EVENT_TYPES = ("camp", "showcase", "official_visit", "unofficial_visit", "game")
PASSWORD = "soak password 1"


class Failure(Exception):
    """An answer the operation did not expect (counted, not fatal)."""


class Client:
    """One keep-alive HTTP/1.1 connection, opened again when the server closes it or every
    `churn` requests, so connection set-up and tear-down are part of the load too."""

    def __init__(self, host, port, churn):
        self.host, self.port, self.churn = host, port, churn
        self.connection, self.used = None, 0

    def request(self, method, path, body=None, headers=None):
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
            headers = {"Content-Type": "application/json", **(headers or {})}
        for attempt in (1, 2):
            if self.connection is None or (self.churn and self.used >= self.churn):
                self.close()
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
                self.used = 0
            try:
                self.used += 1
                self.connection.request(method, path, body=body, headers=headers or {})
                response = self.connection.getresponse()
                data = response.read()
                if response.getheader("Connection", "").lower() == "close":
                    self.close()
                return response.status, response, data
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                # A kept-alive connection the server closed between requests: retry once, fresh.
                self.close()
                if attempt == 2 or self.used > 1:
                    raise

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.total = 0
        self.by_class = collections.Counter()
        self.by_op = collections.defaultdict(collections.Counter)
        self.failures = 0
        self.unexpected = 0
        self.examples = []

    def record(self, op, status):
        with self.lock:
            self.total += 1
            self.by_class[status // 100] += 1
            self.by_op[op][status] += 1

    def problem(self, kind, op, detail):
        with self.lock:
            if kind == "failure":
                self.failures += 1
            else:
                self.unexpected += 1
            if len(self.examples) < 20:
                self.examples.append(f"{kind} {op}: {detail}")

    def snapshot(self):
        with self.lock:
            return self.total, self.by_class[4], self.by_class[5], self.failures, self.unexpected


class Worker(threading.Thread):
    def __init__(self, index, args, user, stats, stop, deadline):
        super().__init__(daemon=True, name=f"worker-{index}")
        self.index, self.args, self.user, self.stats, self.stop = index, args, user, stats, stop
        self.deadline = deadline
        self.random = random.Random(args.seed * 1000 + index)
        self.client = Client(args.host, args.port, args.churn)
        self.apikey = args.anon_key
        self.token = None
        self.refresh_token = None
        self.cookies = {}
        self.web_csrf = None
        self.rows = {table: collections.deque() for table in TABLES}
        self.objects = collections.deque()
        self.uploads = 0
        self.operations = self.choose_operations(MIXES[args.mix])

    # -- plumbing ---------------------------------------------------------------------------------

    def call(self, op, method, path, body=None, headers=None, expect=(200,), auth=True):
        hdrs = {"apikey": self.apikey, **(headers or {})}
        if auth and self.token:
            hdrs["Authorization"] = f"Bearer {self.token}"
        try:
            status, response, data = self.client.request(method, path, body, hdrs)
        except Exception as error:  # noqa: BLE001 — any transport failure is counted
            self.client.close()
            self.stats.problem("failure", op, f"{method} {path}: {error!r}")
            raise Failure() from error
        self.stats.record(op, status)
        if status not in expect:
            kind = "5xx" if status >= 500 else "unexpected"
            message = re.search(rb'role="alert">([^<]*)<', data)  # a page's own message, not its HTML
            self.stats.problem(kind, op, f"{method} {path} -> {status} {(message.group(1) if message else data[:200])!r}")
            raise Failure()
        return status, response, data

    def web(self, op, method, path, form=None, expect=(200,)):
        headers = {}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        status, response, data = self.call(op, method, path, body, headers, expect, auth=False)
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                cookie_value = rest.split(";", 1)[0]
                if "Max-Age=0" in value or not cookie_value:
                    self.cookies.pop(name, None)
                else:
                    self.cookies[name] = cookie_value
        return status, response, data

    def trim(self, table, keep):
        while len(self.rows[table]) > keep:
            row = self.rows[table].popleft()
            self.call(f"delete {table}", "DELETE", f"/rest/v1/{table}?id=eq.{row}", expect=(204,))

    def insert(self, table, row):
        _, _, data = self.call(f"insert {table}", "POST", f"/rest/v1/{table}?select=id", row,
                               {"Prefer": "return=representation"}, expect=(201,))
        created = json.loads(data)[0]["id"]
        self.rows[table].append(created)
        self.trim(table, self.args.rows)
        return created

    def pick(self, table):
        return self.random.choice(self.rows[table]) if self.rows[table] else None

    def today(self):
        return f"2026-{self.random.randint(1, 12):02d}-{self.random.randint(1, 28):02d}"

    # -- set-up -----------------------------------------------------------------------------------

    def sign_in(self):
        _, _, data = self.call("password grant", "POST", "/auth/v1/token?grant_type=password",
                               {"email": self.user["email"], "password": PASSWORD}, auth=False)
        session = json.loads(data)
        self.token, self.refresh_token = session["access_token"], session["refresh_token"]

    def web_sign_in(self):
        self.cookies.pop("compass_session", None)
        _, _, page = self.web("web login form", "GET", "/login")
        match = re.search(rb'name="_csrf" value="([^"]+)"', page)
        if not match or "compass_csrf" not in self.cookies:
            self.stats.problem("unexpected", "web login form", "no _csrf field or compass_csrf cookie")
            raise Failure()
        self.web("web login", "POST", "/login",
                 {"_csrf": match.group(1).decode(), "email": self.user["email"], "password": PASSWORD},
                 expect=(303, 302))
        _, _, page = self.web("web events", "GET", "/events")
        match = re.search(rb'name="_csrf" value="([^"]+)"', page)
        self.web_csrf = match.group(1).decode() if match else None

    def seed(self):
        self.sign_in()
        if "web" in MIXES[self.args.mix]:
            self.web_sign_in()
        for _ in range(5):
            self.add_school()
            self.add_event()
            self.add_metric()
            self.add_document()

    # -- operations: (category, weight, function) -------------------------------------------------

    def choose_operations(self, categories):
        every = [
            ("read", 10, self.list_events), ("read", 6, self.single_event), ("read", 5, self.list_schools),
            ("read", 6, self.list_metrics), ("read", 4, self.list_documents), ("read", 3, self.api_events),
            ("read", 2, self.api_metrics), ("read", 2, self.count_events),
            ("write", 4, self.add_event), ("write", 3, self.update_event), ("write", 2, self.add_school),
            ("write", 2, self.update_school), ("write", 4, self.add_metric), ("write", 2, self.update_metric),
            ("write", 2, self.add_document), ("write", 2, self.update_document),
            ("auth", 6, self.refresh), ("auth", 1, self.password_grant), ("auth", 2, self.get_user),
            ("auth", 1, self.wrong_password),
            ("storage", 4, self.upload), ("storage", 5, self.download_range), ("storage", 2, self.download_whole),
            ("storage", 1, self.object_info), ("storage", 1, self.list_objects), ("storage", 1, self.sign_url),
            ("web", 4, self.page_events), ("web", 2, self.page_event), ("web", 2, self.page_performance),
            ("web", 2, self.page_documents), ("web", 1, self.page_document), ("web", 1, self.page_schools),
            ("web", 1, self.web_log_metric), ("web", 1, self.web_relogin),
            ("bad", 1, self.bad_column), ("bad", 1, self.bad_filter), ("bad", 1, self.bad_table),
            ("bad", 1, self.bad_body), ("bad", 1, self.bad_token), ("bad", 1, self.bad_range),
        ]
        chosen = [(function, weight) for category, weight, function in every if category in categories]
        return [f for f, _ in chosen], [w for _, w in chosen]

    def list_events(self):
        kind = self.random.choice(EVENT_TYPES)
        order = self.random.choice(["start_date.desc", "start_date.asc,name", "name"])
        self.call("list events", "GET",
                  f"/rest/v1/events?select=id,name,type,start_date,school_id&type=eq.{kind}"
                  f"&order={order}&limit={self.random.choice([10, 25, 100])}")

    def single_event(self):
        row = self.pick("events")
        if row:
            self.call("single event", "GET", f"/rest/v1/events?id=eq.{row}&select=*",
                      headers={"Accept": "application/vnd.pgrst.object+json"})

    def count_events(self):
        self.call("count events", "GET", "/rest/v1/events?select=id&attended=is.false&limit=1",
                  headers={"Prefer": "count=exact"}, expect=(200, 206))

    def list_schools(self):
        self.call("list schools", "GET", "/rest/v1/schools?select=id,name,city,state&order=name&limit=50"
                  f"&name=ilike.*{self.random.choice('aeiou')}*")

    def list_metrics(self):
        kind = self.random.choice(METRICS)
        self.call("list metrics", "GET", f"/rest/v1/performance_metrics?metric_type=eq.{kind}"
                  "&value=gte.1&order=recorded_date.desc&limit=50")

    def list_documents(self):
        self.call("list documents", "GET",
                  "/rest/v1/documents?select=id,title,type,version&is_current=eq.true&order=created_at.desc")

    def api_events(self):
        self.call("api events", "GET", "/api/events")

    def api_metrics(self):
        self.call("api metrics", "GET", "/api/performance/metrics")

    def add_event(self):
        school = self.pick("schools")
        self.insert("events", {"name": f"Soak showcase {self.random.randint(1, 10**6)}",
                               "type": self.random.choice(EVENT_TYPES), "start_date": self.today(),
                               "city": "Austin", "state": "TX", "school_id": school})

    def update_event(self):
        row = self.pick("events")
        if row:
            self.call("update event", "PATCH", f"/rest/v1/events?id=eq.{row}",
                      {"attended": self.random.random() < 0.5, "performance_notes": "x" * self.random.randint(0, 400)},
                      expect=(204,))

    def add_school(self):
        self.insert("schools", {"name": f"Soak University {self.random.randint(1, 10**6)}", "city": "Denver",
                                "state": "CO", "division": self.random.choice(["D1", "D2", "D3"])})

    def update_school(self):
        row = self.pick("schools")
        if row:
            self.call("update school", "PATCH", f"/rest/v1/schools?id=eq.{row}",
                      {"division": self.random.choice(["D1", "D2", "NAIA"])}, expect=(204,))

    def add_metric(self):
        self.insert("performance_metrics", {"metric_type": self.random.choice(METRICS),
                                            "value": round(self.random.uniform(5, 95), 1), "unit": "mph",
                                            "recorded_date": self.today(), "event_id": self.pick("events")})

    def update_metric(self):
        row = self.pick("performance_metrics")
        if row:
            self.call("update metric", "PATCH", f"/rest/v1/performance_metrics?id=eq.{row}",
                      {"value": round(self.random.uniform(5, 95), 1), "verified": True}, expect=(204,))

    def add_document(self):
        self.insert("documents", {"type": self.random.choice(["transcript", "resume", "video"]),
                                  "title": f"Soak document {self.random.randint(1, 10**6)}",
                                  "file_url": f"documents/{self.user['id']}/soak-{self.index}.bin"})

    def update_document(self):
        row = self.pick("documents")
        if row:
            self.call("update document", "PATCH", f"/rest/v1/documents?id=eq.{row}",
                      {"description": "y" * self.random.randint(0, 300)}, expect=(204,))

    def refresh(self):
        _, _, data = self.call("refresh grant", "POST", "/auth/v1/token?grant_type=refresh_token",
                               {"refresh_token": self.refresh_token}, auth=False)
        session = json.loads(data)
        self.token, self.refresh_token = session["access_token"], session["refresh_token"]

    def password_grant(self):
        self.sign_in()

    def get_user(self):
        self.call("get user", "GET", "/auth/v1/user")

    def wrong_password(self):
        # Its own address per worker: five failures in 15 minutes lock it (429), never the real user.
        self.call("wrong password", "POST", "/auth/v1/token?grant_type=password",
                  {"email": f"nobody-{self.index}@soak.example", "password": "wrong password"},
                  auth=False, expect=(400, 429))

    def upload(self):
        self.uploads += 1
        size = self.random.choice([512, 8 << 10, 64 << 10, 300 << 10, 1 << 20])
        name = f"{self.user['id']}/soak-{self.index}-{self.uploads}.bin"
        self.call("upload", "POST", f"/storage/v1/object/documents/{name}", os.urandom(size),
                  {"Content-Type": "application/octet-stream"})
        self.objects.append((name, size))
        while len(self.objects) > self.args.files:
            old, _ = self.objects.popleft()
            self.call("remove object", "DELETE", f"/storage/v1/object/documents/{old}")

    def download_range(self):
        if self.objects:
            name, size = self.random.choice(self.objects)
            start = self.random.randint(0, max(0, size - 4097))
            self.call("download range", "GET", f"/storage/v1/object/documents/{name}",
                      headers={"Range": f"bytes={start}-{start + 4095}"}, expect=(206,))

    def download_whole(self):
        if self.objects:
            name, _ = self.random.choice(self.objects)
            self.call("download", "GET", f"/storage/v1/object/authenticated/documents/{name}")

    def object_info(self):
        if self.objects:
            name, _ = self.random.choice(self.objects)
            self.call("object info", "GET", f"/storage/v1/object/info/documents/{name}")

    def list_objects(self):
        self.call("list objects", "POST", "/storage/v1/object/list/documents",
                  {"prefix": self.user["id"], "limit": 100, "offset": 0})

    def sign_url(self):
        if self.objects:
            name, _ = self.random.choice(self.objects)
            self.call("sign url", "POST", f"/storage/v1/object/sign/documents/{name}", {"expiresIn": 60})

    def page_events(self):
        query = self.random.choice(["", "?sort=date_asc", "?type=camp", "?q=soak", "?page=2", "?status=upcoming"])
        self.web("web events", "GET", "/events" + query)

    def page_event(self):
        row = self.pick("events")
        if row:
            self.web("web event", "GET", f"/events/{row}")

    def page_performance(self):
        self.web("web performance", "GET", self.random.choice(["/performance", "/performance?type=exit_velo"]))

    def page_documents(self):
        self.web("web documents", "GET", "/documents")

    def page_document(self):
        row = self.pick("documents")
        if row:
            self.web("web document", "GET", f"/documents/{row}")

    def page_schools(self):
        self.web("web schools", "GET", "/schools")

    def web_log_metric(self):
        if self.web_csrf:
            self.web("web log metric", "POST", "/performance/metrics",
                     {"_csrf": self.web_csrf, "metric_type": "exit_velo", "value": "88.5", "unit": "mph",
                      "recorded_date": "2026-03-03", "notes": f"soak-web-{self.index}"}, expect=(303, 302))
            # Rows made through the page are not in `self.rows`; remove them so the data stays level.
            self.call("delete metric", "DELETE", f"/rest/v1/performance_metrics?notes=eq.soak-web-{self.index}",
                      expect=(204,))

    def web_relogin(self):
        if self.web_csrf:
            self.web("web logout", "POST", "/logout", {"_csrf": self.web_csrf}, expect=(303, 302))
        self.web_sign_in()

    def bad_column(self):
        self.call("bad column", "GET", "/rest/v1/events?select=id,no_such_column", expect=(400,))

    def bad_filter(self):
        path = self.random.choice(["/rest/v1/events?start_date=between.1", "/rest/v1/schools?nope=eq.1",
                                   "/rest/v1/events?order=name.sideways", "/rest/v1/events?limit=-3"])
        self.call("bad filter", "GET", path, expect=(400,))

    def bad_table(self):
        self.call("bad table", "GET", "/rest/v1/evnts?select=*", expect=(404,))

    def bad_body(self):
        self.call("bad body", "POST", "/rest/v1/schools", b"{not json",
                  {"Content-Type": "application/json"}, expect=(400,))

    def bad_token(self):
        self.call("bad token", "GET", "/rest/v1/events?limit=1",
                  headers={"Authorization": "Bearer not.a.token"}, auth=False, expect=(401,))

    def bad_range(self):
        if self.objects:
            name, size = self.random.choice(self.objects)
            self.call("bad range", "GET", f"/storage/v1/object/documents/{name}",
                      headers={"Range": f"bytes={size + 10}-{size + 20}"}, expect=(416,))

    # -- loop -------------------------------------------------------------------------------------

    def run(self):
        functions, weights = self.operations
        pause = self.args.threads / self.args.rate if self.args.rate else 0
        while not self.stop.is_set() and time.monotonic() < self.deadline:
            started = time.monotonic()
            try:
                self.random.choices(functions, weights)[0]()
            except Failure:
                if self.token is None or self.refresh_token is None:
                    time.sleep(1)
                    try:
                        self.sign_in()
                    except Failure:
                        pass
            if pause:
                time.sleep(max(0, pause - (time.monotonic() - started)))
        self.client.close()


def read_status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    kib = lambda name: int(fields.get(name, "0 kB").split()[0])  # noqa: E731
    try:
        fds = len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        fds = -1
    return {"rss": kib("VmRSS") / 1024, "anon": kib("RssAnon") / 1024, "hwm": kib("VmHWM") / 1024,
            "threads": int(fields.get("Threads", "0")), "fds": fds}


def database_megabytes(path):
    if not path:
        return None
    return sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p)) / 1048576


def signup_users(args):
    client = Client(args.host, args.port, 0)
    users = []
    for number in range(args.users):
        email = f"soak-{number}-{uuid.uuid4().hex[:8]}@soak.example"
        status, _, data = client.request("POST", "/auth/v1/signup", {"email": email, "password": PASSWORD},
                                         {"apikey": args.anon_key})
        if status != 200:
            raise SystemExit(f"signup failed: {status} {data[:300]!r}")
        users.append({"email": email, "id": json.loads(data)["user"]["id"]})
    client.close()
    return users


def slope_per_10_minutes(samples):
    """Least-squares RSS growth over the second half of the run, in MB per 10 minutes."""
    half = [s for s in samples if s["t"] >= samples[-1]["t"] / 2]
    if len(half) < 3:
        return None
    n = len(half)
    mean_t = sum(s["t"] for s in half) / n
    mean_r = sum(s["rss"] for s in half) / n
    var = sum((s["t"] - mean_t) ** 2 for s in half)
    if var == 0:
        return None
    return sum((s["t"] - mean_t) * (s["rss"] - mean_r) for s in half) / var * 600


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--pid", type=int, required=True, help="the server process to sample")
    parser.add_argument("--anon-key", required=True)
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--threads", type=int, default=10)
    parser.add_argument("--users", type=int, default=4)
    parser.add_argument("--mix", choices=sorted(MIXES), default="mixed")
    parser.add_argument("--rate", type=float, default=0, help="total requests per second (0: as fast as possible)")
    parser.add_argument("--rows", type=int, default=40, help="rows each worker keeps per table")
    parser.add_argument("--files", type=int, default=20, help="stored files each worker keeps")
    parser.add_argument("--churn", type=int, default=500, help="requests per connection before a new one (0: never)")
    parser.add_argument("--sample", type=float, default=15, help="seconds between RSS samples")
    parser.add_argument("--sqlite", help="the SQLite file, to show its size (with its WAL)")
    parser.add_argument("--csv", help="write every sample to this file")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    stats, stop = Stats(), threading.Event()
    users = signup_users(args)
    workers = [Worker(i, args, users[i % len(users)], stats, stop, 0) for i in range(args.threads)]
    for worker in workers:
        worker.seed()
    print(f"# {args.threads} workers, {args.users} users, mix {args.mix}, {args.minutes:g} min, "
          f"rate {'max' if not args.rate else args.rate}, server pid {args.pid}", flush=True)
    print(f"{'time':>6} {'RSS MB':>7} {'anon MB':>7} {'HWM MB':>7} {'fds':>4} {'thr':>4} {'db MB':>6} "
          f"{'requests':>9} {'req/s':>6} {'4xx':>7} {'5xx':>4} {'fail':>4} {'unexp':>5}", flush=True)

    start = time.monotonic()
    deadline = start + args.minutes * 60
    for worker in workers:
        worker.deadline = deadline
        worker.start()
    samples, last_total, last_t = [], 0, 0.0
    writer = None
    if args.csv:
        csv_file = open(args.csv, "w", newline="")
        writer = csv.writer(csv_file)
        writer.writerow(["seconds", "rss_mb", "anon_mb", "hwm_mb", "fds", "threads", "db_mb", "requests",
                         "4xx", "5xx", "failures", "unexpected"])
    try:
        next_sample = start
        while True:
            now = time.monotonic()
            if now < next_sample:
                time.sleep(min(next_sample - now, 1))
                if not any(w.is_alive() for w in workers) and now < deadline:
                    break
                continue
            t = now - start
            try:
                proc = read_status(args.pid)
            except FileNotFoundError:
                print("# the server exited", flush=True)
                stop.set()
                break
            total, c4, c5, failures, unexpected = stats.snapshot()
            rate = f"{(total - last_total) / (t - last_t):6.0f}" if samples else f"{'-':>6}"
            last_total, last_t = total, t
            db = database_megabytes(args.sqlite)
            sample = {"t": t, **proc, "db": db, "total": total}
            samples.append(sample)
            print(f"{int(t) // 60:3d}:{int(t) % 60:02d} {proc['rss']:7.1f} {proc['anon']:7.1f} {proc['hwm']:7.1f} "
                  f"{proc['fds']:4d} {proc['threads']:4d} {db if db is not None else 0:6.1f} {total:9d} {rate} "
                  f"{c4:7d} {c5:4d} {failures:4d} {unexpected:5d}", flush=True)
            if writer:
                writer.writerow([round(t, 1), proc["rss"], proc["anon"], proc["hwm"], proc["fds"], proc["threads"],
                                 db, total, c4, c5, failures, unexpected])
                csv_file.flush()
            if now >= deadline:
                break
            next_sample = min(next_sample + args.sample, deadline)
    except KeyboardInterrupt:
        print("# interrupted", flush=True)
    stop.set()
    for worker in workers:
        worker.join(timeout=150)

    total, c4, c5, failures, unexpected = stats.snapshot()
    print("\n# per operation: count and statuses")
    for op in sorted(stats.by_op):
        counts = stats.by_op[op]
        print(f"#   {op:18} {sum(counts.values()):8d}  " + " ".join(f"{s}:{n}" for s, n in sorted(counts.items())))
    for example in stats.examples:
        print(f"# ! {example}")
    if samples:
        def at(minute):
            target = minute * 60
            return min(samples, key=lambda s: abs(s["t"] - target))["rss"]
        marks = [m for m in (5, 10, 20, 30) if m * 60 <= samples[-1]["t"] + args.sample]
        slope = slope_per_10_minutes(samples)
        print(f"RSS MB: " + ", ".join([f"start {samples[0]['rss']:.1f}"] + [f"{m} min {at(m):.1f}" for m in marks]
                                       + [f"end {samples[-1]['rss']:.1f}"])
              + f"; peak {max(s['rss'] for s in samples):.1f}; "
              + (f"second-half slope {slope:+.2f} MB/10 min; " if slope is not None else "")
              + f"requests {total}, 4xx {c4}, 5xx {c5}, failures {failures}, unexpected {unexpected}")
    sys.exit(1 if c5 or failures or unexpected else 0)


if __name__ == "__main__":
    main()
