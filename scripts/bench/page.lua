-- GET BENCH_PATH as a signed-in browser: the session cookie in BENCH_COOKIE.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["Accept"] = "text/html"
request = function() return wrk.format("GET", os.getenv("BENCH_PATH")) end
