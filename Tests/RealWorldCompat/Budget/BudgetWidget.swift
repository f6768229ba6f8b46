import Charts
import SwiftUI
import WidgetKit

struct Expense: Identifiable {
    let category: String
    let amount: Double
    var id: String { category }
}

struct BudgetEntry: TimelineEntry {
    let date: Date
    let expenses: [Expense]
    var total: Double { expenses.reduce(0) { $0 + $1.amount } }
}

struct BudgetProvider: TimelineProvider {
    let expenses = [
        Expense(category: "Rent", amount: 950), Expense(category: "Food", amount: 420), Expense(category: "Travel", amount: 180),
        Expense(category: "Fun", amount: 120),
    ]

    func placeholder(in context: Context) -> BudgetEntry { BudgetEntry(date: Date(), expenses: expenses) }
    func getSnapshot(in context: Context, completion: @escaping (BudgetEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BudgetEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct BudgetView: View {
    let entry: BudgetEntry

    var body: some View {
        ZStack {
            Chart(entry.expenses) { expense in
                SectorMark(angle: .value("Amount", expense.amount), innerRadius: .ratio(0.62), angularInset: 1.5)
                    .foregroundStyle(by: .value("Category", expense.category))
                    .cornerRadius(2)
            }
            .chartLegend(.hidden)
            VStack(spacing: 0) {
                Text("$\(Int(entry.total))").font(.headline)
                Text("spent").font(.caption2).foregroundStyle(.secondary)
            }
        }
    }
}

@main
struct BudgetWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Budget", provider: BudgetProvider()) { entry in
            BudgetView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Budget")
        .supportedFamilies([.systemSmall])
    }
}
