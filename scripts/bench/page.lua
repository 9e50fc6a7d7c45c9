-- GET BENCH_PATH as a signed-in browser (accepting gzip): the session cookie in BENCH_COOKIE.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["Accept"] = "text/html"
wrk.headers["Accept-Encoding"] = "gzip, deflate"
request = function() return wrk.format("GET", os.getenv("BENCH_PATH")) end
