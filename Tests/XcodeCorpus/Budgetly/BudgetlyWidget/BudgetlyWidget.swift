import SwiftUI
import WidgetKit

struct BudgetEntry: TimelineEntry {
    let date: Date
    let signedIn: Bool
    let spent: Decimal
    let budget: Decimal

    var remaining: Decimal { budget - spent }
    var fraction: Double { budget == 0 ? 0 : NSDecimalNumber(decimal: spent / budget).doubleValue }
}

struct BudgetProvider: TimelineProvider {
    func placeholder(in context: Context) -> BudgetEntry {
        BudgetEntry(date: .now, signedIn: true, spent: 412.50, budget: 1200)
    }

    func getSnapshot(in context: Context, completion: @escaping (BudgetEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BudgetEntry>) -> Void) {
        let signedIn = TokenStore.readToken() != nil
        let defaults = UserDefaults(suiteName: TokenStore.accessGroup)
        let spent = Decimal(defaults?.double(forKey: "spent") ?? 0)
        let entry = BudgetEntry(date: .now, signedIn: signedIn, spent: spent, budget: 1200)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct BudgetlyWidgetView: View {
    let entry: BudgetEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("November")
                .font(.caption)
                .foregroundStyle(.secondary)
            if entry.signedIn {
                Text(entry.remaining, format: .currency(code: "EUR"))
                    .font(.title2.bold())
                    .minimumScaleFactor(0.6)
                Text("left of \(entry.budget.formatted(.currency(code: "EUR")))")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                ProgressView(value: entry.fraction)
                    .tint(entry.fraction > 0.9 ? .red : .mint)
            } else {
                Spacer()
                Label("Sign in to Budgetly", systemImage: "person.crop.circle.badge.exclamationmark")
                    .font(.footnote)
                Spacer()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct BudgetlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Budgetly", provider: BudgetProvider()) { entry in
            BudgetlyWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Monthly Budget")
        .description("What is left to spend this month.")
        .supportedFamilies([.systemSmall])
    }
}
