//
//  MatchActivityWidget.swift
//  ActivityWidgets
//
//  The match's Live Activity: a Lock Screen view and the Dynamic Island's views.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MatchActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreenView(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color(red: 0.05, green: 0.22, blue: 0.13))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.homeTeam).font(.headline).foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.awayTeam).font(.headline).foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.homeScore) – \(context.state.awayScore)").font(.title2.bold()).foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.status) · \(context.state.minute)′").font(.caption).foregroundStyle(.green)
                }
            } compactLeading: {
                Text(context.attributes.homeTeam).font(.caption.bold()).foregroundStyle(.white)
            } compactTrailing: {
                Text("\(context.state.homeScore)–\(context.state.awayScore)").font(.caption.bold()).foregroundStyle(.green)
            } minimal: {
                Text("\(context.state.homeScore)–\(context.state.awayScore)").font(.caption2.bold()).foregroundStyle(.green)
            }
            .keylineTint(.green)
            .widgetURL(URL(string: "vitrine-match://live"))
        }
    }
}

struct MatchLockScreenView: View {
    let attributes: MatchAttributes
    let state: MatchAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(attributes.competition).font(.caption)
                Spacer()
                Text("\(state.minute)′").font(.caption.bold())
            }
            HStack {
                Text(attributes.homeTeam).font(.headline)
                Spacer()
                Text("\(state.homeScore) – \(state.awayScore)").font(.title.bold())
                Spacer()
                Text(attributes.awayTeam).font(.headline)
            }
        }
        .foregroundStyle(.white)
        .padding(14)
    }
}

#Preview("Lock Screen", as: .content, using: MatchAttributes.preview) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState.kickoff
    MatchAttributes.ContentState.secondHalf
}

#Preview("Compact", as: .dynamicIsland(.compact), using: MatchAttributes.preview) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: MatchAttributes.preview) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: MatchAttributes.preview) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
}
