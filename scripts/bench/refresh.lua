-- Refresh grants that rotate: every answer's new refresh token goes back in the queue.
dofile(os.getenv("BENCH_DIR") .. "/report.lua")
local queue = {}
for token in string.gmatch(os.getenv("BENCH_TOKENS"), "[^,]+") do table.insert(queue, token) end
wrk.headers["Content-Type"] = "application/json"
wrk.headers["apikey"] = os.getenv("BENCH_APIKEY") or ""
request = function()
  local token = table.remove(queue, 1) or "exhausted"
  return wrk.format("POST", "/auth/v1/token?grant_type=refresh_token", nil, '{"refresh_token":"' .. token .. '"}')
end
response = function(status, headers, body)
  local token = string.match(body, '"refresh_token":"([^"]+)"')
  if token then table.insert(queue, token) end
end
