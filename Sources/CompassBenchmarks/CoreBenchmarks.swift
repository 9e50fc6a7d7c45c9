import CompassDomain
import CompassModels
import Foundation

/// The Foundation issue's budgets: list rules, month grid and performance analysis.
enum CoreBenchmarks {
  static func run(_ timer: BenchmarkTimer) {
    let locale = Locale(identifier: "en_US")
    let today = LocalDate(year: 2026, month: 4, day: 15)!
    var season = SyntheticSeason()
    let events = season.events(count: 10_000, around: today)
    let metrics = season.metrics(count: 10_000, around: today)

    timer.report("events.prepare_index", n: events.count, budgetMS: 100, iterations: 11) {
      blackHole &+= EventListIndex(events: events, locale: locale).events.count
    }
    let index = EventListIndex(events: events, locale: locale)
    let filters = EventFilters(searchText: "prospect", status: .registered, dateRange: .upcoming)
    timer.report("events.search_filter_sort", n: events.count, budgetMS: 1.3) {
      blackHole &+= index.results(matching: filters, sortedBy: .dateDescending, today: today).count
    }
    let accented = EventFilters(searchText: "sao paulo")
    timer.report("events.search_diacritics_name_sort", n: events.count, budgetMS: 1.3) {
      blackHole &+= index.results(matching: accented, sortedBy: .name, today: today).count
    }
    timer.report("events.filter_sort_no_search", n: events.count, budgetMS: 1.3) {
      let filters = EventFilters(type: .camp, dateRange: .past)
      blackHole &+= index.results(matching: filters, sortedBy: .type, today: today).count
    }
    let worstCase = EventFilters(searchText: "ee")
    timer.report("events.search_common_byte_no_match", n: events.count, budgetMS: 1.3) {
      blackHole &+=
        index.results(matching: worstCase, sortedBy: .dateDescending, today: today).count
    }
    timer.report("events.unfiltered_default_sort", n: events.count, budgetMS: 1.3) {
      blackHole &+= index.results(matching: EventFilters(), sortedBy: .default, today: today).count
    }
    let everything = index.results(matching: EventFilters(), sortedBy: .default, today: today)
    timer.report("events.month_grid", n: events.count, budgetMS: 1) {
      let grid = MonthGrid(
        month: YearMonth(today), events: everything, today: today, locale: locale)
      blackHole &+= grid.eventsThisMonth
    }
    timer.report("performance.trends_latest_series_history", n: metrics.count, budgetMS: 2) {
      let analysis = MetricAnalysis(metrics: metrics)
      blackHole &+= analysis.trends.count + analysis.latest.count
    }
  }
}
