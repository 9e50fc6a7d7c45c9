-- Prints one JSON line when wrk finishes: requests per second, p50/p95/p99 in ms, failures.
function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local failures = summary.errors.status + summary.errors.connect + summary.errors.read
    + summary.errors.write + summary.errors.timeout
  io.write(string.format('{"rps":%.1f,"p50_ms":%.3f,"p95_ms":%.3f,"p99_ms":%.3f,"requests":%d,"failures":%d}\n',
    summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, summary.requests, failures))
end
