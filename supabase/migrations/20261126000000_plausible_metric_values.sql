-- A metric's value must be a plausible number for its type (a 60-yard dash of -5 seconds is a
-- typo), for every client, as `compass serve` enforces it (its migration 7). The ranges are
-- MetricType.plausibleRange's; rows already stored stay as they are (NOT VALID) until changed.
ALTER TABLE public.performance_metrics ADD CONSTRAINT performance_metrics_value_plausible
CHECK (CASE performance_metrics.metric_type
  WHEN 'velocity' THEN performance_metrics.value BETWEEN 1 AND 200
  WHEN 'exit_velo' THEN performance_metrics.value BETWEEN 1 AND 200
  WHEN 'sixty_time' THEN performance_metrics.value BETWEEN 4 AND 20
  WHEN 'pop_time' THEN performance_metrics.value BETWEEN 1 AND 5
  WHEN 'batting_avg' THEN performance_metrics.value BETWEEN 0 AND 1
  WHEN 'era' THEN performance_metrics.value BETWEEN 0 AND 999
  WHEN 'strikeouts' THEN performance_metrics.value BETWEEN 0 AND 1000
  ELSE TRUE END) NOT VALID;
