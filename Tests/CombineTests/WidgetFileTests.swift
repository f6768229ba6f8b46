import Foundation
import Testing
import WidgetKit

@Suite struct WidgetFileTests {
    @Test func providerBuildsItsTimelineThroughTheRepository() async {
        let (quotes, fallback) = await withCheckedContinuation { (continuation: CheckedContinuation<([Quote?], [Quote?]), Never>) in
            let context = TimelineProviderContext(family: .systemSmall)
            QuoteProvider().getTimeline(in: context) { good in
                QuoteProvider(symbol: "MSFT").getTimeline(in: context) { missing in
                    continuation.resume(returning: (good.entries.map(\.quote), missing.entries.map(\.quote)))
                }
            }
        }
        #expect(quotes == [Quote(symbol: "AAPL", price: 190.5)])
        #expect(fallback == [nil])  // the repository failed; the provider caught it
    }
}
