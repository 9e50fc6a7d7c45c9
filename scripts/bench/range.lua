-- GET BENCH_PATH with a random 1 MiB byte range of a BENCH_SIZE-byte file; BENCH_TOKEN optional.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
local token = os.getenv("BENCH_TOKEN") or ""
if token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
local size = tonumber(os.getenv("BENCH_SIZE"))
local chunk = 1048576
math.randomseed(42)
request = function()
  local start = math.random(0, size - chunk)
  wrk.headers["Range"] = "bytes=" .. start .. "-" .. (start + chunk - 1)
  return wrk.format("GET", os.getenv("BENCH_PATH"))
end
