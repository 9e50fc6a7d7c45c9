-- POST BENCH_BODY to BENCH_PATH as JSON, with the bearer token in BENCH_TOKEN when set.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
local token = os.getenv("BENCH_TOKEN")
if token and token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
wrk.headers["apikey"] = os.getenv("BENCH_APIKEY") or ""
wrk.headers["Content-Type"] = "application/json"
request = function() return wrk.format("POST", os.getenv("BENCH_PATH"), nil, os.getenv("BENCH_BODY")) end
