import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// The Performance Dashboard: the line chart with a pill per logged type, trend cards with
/// min/max/average and a small bar chart, the latest value per type, the history with edit and
/// delete, the log form, and the export of what the chart shows.
struct PerformancePage: WebPage {
  static let liveTables = ["performance_metrics", "events"]
  static let template = "performance"

  let title = "Performance"
  let section = SitePath(.performance).path
  let csrf: String
  let isEmpty: Bool
  /// What just worked ("Metric logged."), said once after a save.
  let notice: String?
  let pills: [Pill]
  /// "All numbers" and "Verified only".
  let filters: [Pill]
  /// Said when the filter leaves none of the logged numbers.
  let filteredEmpty: String?
  let chartTitle: String
  let chartSVG: String?
  let chartMessage: String?
  let trends: [TrendCard]
  let latest: [LatestCard]
  let history: [HistoryRow]
  let historyPager: PagerView?
  let exportQuery: String
  /// Every type's export, with the page's verified filter.
  let exportAllQuery: String
  let exportSummary: String
  /// The chart shows one type: Export offers that type's files and, apart, every type's.
  let exportsOneType: Bool
  let allTypesScope = PerformanceText.allTypesScope
  let logForm: MetricFormView
  let editForm: MetricFormView?
  let hasTrends: Bool
  let hasPills: Bool
  let emptyTitle = PerformanceText.emptyTitle
  let emptySubtitle = PerformanceText.emptySubtitle
  let metricDeleteQuestion = MetricFormMessage.deleteConfirmation

  /// A chart type button: a link that keeps the choice in the URL.
  struct Pill: Encodable {
    let label: String
    let href: SitePath
    let current: Bool
  }

  struct TrendCard: Encodable {
    let label: String
    let direction: String
    let color: String
    let min: String
    let max: String
    let average: String
    let bars: String
    let accessibilityLabel: String
  }

  struct LatestCard: Encodable {
    let label: String
    let value: String
    let date: String
    let verified: String?
  }

  struct HistoryRow: Encodable {
    let label: String
    let value: String
    let date: String
    let event: String?
    let notes: String?
    let verified: String?
    let attribution: String?
    let accessibilityLabel: String
    let editLabel: String
    let deleteLabel: String
    let editHref: SitePath
    let deleteHref: SitePath
    let deleteAction: SitePath
  }

  /// The open forms: a new metric being logged, a saved one being edited.
  struct Forms {
    var log: (form: MetricForm, showsMessages: Bool)?
    var edit: (metric: PerformanceMetric.ID, form: MetricForm, showsMessages: Bool)?
    /// Where the open edit started, and a clash with a change saved meanwhile.
    var editCarry: EditCarry?
    var editFailure: String?
    var notice: String?
  }

  init(
    metrics logged: [PerformanceMetric], events: [Event], chartType: MetricType?,
    historyPage: Int?, filter: VerifiedFilter = .all, forms: Forms, today: LocalDate,
    names: Attribution.Names, csrf: String, locale: Locale
  ) {
    let metrics = filter.apply(logged)
    let analysis = MetricAnalysis(metrics: metrics)
    let values = MetricValueFormatter(locale: locale)
    let dates = EventDateText(locale: locale)
    let shown =
      chartType.flatMap { analysis.loggedTypes.contains($0) ? $0 : nil }
      ?? analysis.loggedTypes.first
    self.csrf = csrf
    isEmpty = logged.isEmpty
    notice = forms.notice
    filters = Self.filterPills(filter, chartType: chartType)
    filteredEmpty = filter.emptyMessage(logged)
    pills = Self.typePills(analysis, shown: shown, filter: filter)
    hasPills = pills.count > 1
    chartTitle = shown.map { "\($0.displayName) over time" } ?? "Performance Trends"
    (chartSVG, chartMessage) = Self.chart(analysis, shown: shown, isEmpty: metrics.isEmpty, locale)
    trends = Self.trendCards(analysis, values: values)
    hasTrends = !trends.isEmpty
    latest = Self.latestCards(analysis, values: values, dates: dates)
    (historyPager, history) = Self.history(
      analysis, events: events, chartType: chartType, filter: filter, page: historyPage,
      names: names, formats: (values, dates, PerformanceText(locale: locale)))
    let exported = MetricFilter(metricType: chartType == nil ? nil : shown, verified: filter)
    (exportQuery, exportAllQuery) = Self.exportQueries(exported, filter: filter)
    exportsOneType = exported.metricType != nil
    let summary = exported.summary(events: events, locale: locale)
    exportSummary = exportsOneType ? PerformanceText.chartTypeScope(summary) : summary
    (logForm, editForm) = Self.forms(forms, today: today, csrf: csrf)
  }
}

/// The page's sections, each from what it shows.
extension PerformancePage {
  /// "All" and "Verified only", keeping the chart's type.
  fileprivate static func filterPills(_ filter: VerifiedFilter, chartType: MetricType?) -> [Pill] {
    VerifiedFilter.allCases.map { choice in
      let items = verifiedItems(choice) + (chartType.map { [("type", $0.rawValue)] } ?? [])
      return Pill(
        label: choice.label, href: SitePath(.performance).query(items).fragment("chart"),
        current: choice == filter)
    }
  }

  /// One pill per logged type, keeping the verified filter.
  fileprivate static func typePills(
    _ analysis: MetricAnalysis, shown: MetricType?, filter: VerifiedFilter
  ) -> [Pill] {
    analysis.loggedTypes.map { type in
      Pill(
        label: type.displayName,
        href: SitePath(.performance).query(verifiedItems(filter) + [("type", type.rawValue)])
          .fragment("chart"),
        current: type == shown)
    }
  }

  /// The shown type's chart, or why there is none.
  fileprivate static func chart(
    _ analysis: MetricAnalysis, shown: MetricType?, isEmpty: Bool, _ locale: Locale
  ) -> (svg: String?, message: String?) {
    if let type = shown, let series = analysis.series(for: type), series.points.count >= 2 {
      return (SVGChart.render(series, id: "trend-chart", locale: locale), nil)
    }
    return (nil, isEmpty ? nil : PerformanceText.notEnoughForChart)
  }

  fileprivate static func trendCards(_ analysis: MetricAnalysis, values: MetricValueFormatter)
    -> [TrendCard]
  {
    analysis.trends.map { trend in
      TrendCard(
        label: trend.type.displayName, direction: trend.direction.label,
        color: trend.direction.color.name, min: values.value(trend.min, unit: trend.unit),
        max: values.value(trend.max, unit: trend.unit),
        average: values.value(trend.average, unit: trend.unit),
        bars: MiniBars.svg(trend, values: values),
        accessibilityLabel: PerformanceText.trendAccessibilityLabel(trend))
    }
  }

  fileprivate static func latestCards(
    _ analysis: MetricAnalysis, values: MetricValueFormatter, dates: EventDateText
  ) -> [LatestCard] {
    analysis.latest.map { metric in
      LatestCard(
        label: metric.metricType.displayName, value: values.value(of: metric),
        date: dates.day(metric.recordedDate), verified: VerificationText.badge(metric))
    }
  }

  /// One page of the history, newest first, with its pager.
  fileprivate static func history(
    _ analysis: MetricAnalysis, events: [Event], chartType: MetricType?,
    filter: VerifiedFilter, page requested: Int?, names: Attribution.Names,
    formats: (values: MetricValueFormatter, dates: EventDateText, text: PerformanceText)
  ) -> (pager: PagerView?, rows: [HistoryRow]) {
    let (values, dates, text) = formats
    let eventNames = Dictionary(events.map { ($0.id, EventListText.displayName($0)) }) { a, _ in a }
    let page = ListPage(
      requested: requested, itemCount: analysis.history.count,
      size: ListPage.metricHistoryPageSize)
    let typed = SitePath(.performance).query(
      verifiedItems(filter) + (chartType.map { [("type", $0.rawValue)] } ?? []))
    let pager = PagerView(page) { typed.query("page", String($0)).fragment("history") }
    let paged = page.number > 1 ? typed.query("page", String(page.number)) : typed
    let rows = analysis.history[page.positions].map { metric in
      let id = metric.id
      return HistoryRow(
        label: metric.metricType.displayName, value: values.value(of: metric),
        date: dates.day(metric.recordedDate), event: metric.eventID.flatMap { eventNames[$0] },
        notes: metric.notes.flatMap { $0.isEmpty ? nil : $0 },
        verified: VerificationText.badge(metric),
        attribution: names.line(createdBy: metric.createdBy, updatedBy: metric.updatedBy),
        accessibilityLabel: text.cardAccessibilityLabel(metric),
        editLabel: text.actionAccessibilityLabel("Edit", metric),
        deleteLabel: text.actionAccessibilityLabel("Delete", metric),
        editHref: paged.query("edit", id.description).fragment("edit-metric"),
        deleteHref: .metricDeletion(id).query("back", path: SitePath(.performance)),
        deleteAction: .metricDeletion(id).query("back", path: SitePath(.performance)))
    }
    return (pager, rows)
  }

  /// The exports' queries: of what the chart shows, and of every type.
  fileprivate static func exportQueries(_ exported: MetricFilter, filter: VerifiedFilter)
    -> (shown: String, all: String)
  {
    let parts = [
      exported.metricType.map { "type=\(QueryString.encode($0.rawValue))" },
      filter == .verified ? "verified=1" : nil,
    ].compactMap { $0 }
    return (
      parts.isEmpty ? "" : "?" + parts.joined(separator: "&"),
      filter == .verified ? "?verified=1" : ""
    )
  }

  /// The log form (open when asked for) and the edit form of the metric being edited.
  fileprivate static func forms(_ forms: Forms, today: LocalDate, csrf: String)
    -> (log: MetricFormView, edit: MetricFormView?)
  {
    let log = forms.log ?? (MetricForm(today: today), false)
    let logForm = MetricFormView(
      log.form, action: SitePath(.performanceMetrics), submitLabel: "Log Metric",
      cancelHref: SitePath(.performance), csrf: csrf, showsMessages: log.showsMessages,
      isOpen: forms.log != nil)
    let editForm = forms.edit.map { edit in
      MetricFormView(
        edit.form, action: .performanceMetric(edit.metric),
        submitLabel: "Save Changes", cancelHref: SitePath(.performance), csrf: csrf,
        showsMessages: edit.showsMessages, isOpen: true, edit: forms.editCarry,
        failure: forms.editFailure)
    }
    return (logForm, editForm)
  }

  private static func verifiedItems(_ filter: VerifiedFilter) -> [(String, String)] {
    filter == .verified ? [("verified", "1")] : []
  }
}

/// A trend card's small bar chart as SVG: one bar per value, oldest first, scaled to the values'
/// range (`MetricTrend.barHeights`); decorative, since the card says the same in words.
enum MiniBars {
  static let shownCount = 12

  /// The last twelve values as blue bars, each naming its value on hover.
  static func svg(_ trend: MetricTrend, values: MetricValueFormatter) -> String {
    let shown = zip(trend.values, trend.barHeights).suffix(shownCount)
    let width = 8
    let gap = 4
    var svg =
      #"<svg class="mini-bars" viewBox="0 0 \#(shown.count * (width + gap)) 40" aria-hidden="true" focusable="false">"#
    for (index, (value, share)) in shown.enumerated() {
      let height = Int(exactly: (share * 38).rounded()).map { min(max($0, 0), 38) } ?? 0
      let label = HTMLEscaping.escape(values.value(value, unit: trend.unit))
      svg +=
        #"<rect x="\#(index * (width + gap))" y="\#(40 - height)" width="\#(width)" height="\#(height)" rx="2"><title>\#(label)</title></rect>"#
    }
    return svg + "</svg>"
  }
}
