-- GET BENCH_PATH with the bearer token in BENCH_TOKEN.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN")
wrk.headers["apikey"] = os.getenv("BENCH_APIKEY") or ""
request = function() return wrk.format("GET", os.getenv("BENCH_PATH")) end
