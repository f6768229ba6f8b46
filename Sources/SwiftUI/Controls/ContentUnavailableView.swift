import Foundation

/// An empty state (iOS 17): an icon above a title, an optional description and actions, centred
/// in the space the view is given. Widgets use it when there is nothing to show yet.
///
/// A `Label` with an icon (the `systemImage:`/`image:` forms, or a `Label` passed to
/// `init(label:description:actions:)`) is drawn as SwiftUI draws it here: a large secondary icon
/// above a bold title. Any other label view is drawn as given, in the title font. The sizes follow
/// Apple's look (icon about 44 points, title `.title2` bold, description `.callout` secondary);
/// Apple does not document them. Not here: `ContentUnavailableView.search`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon above the title, then the description and the actions.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                labelView
                    .font(.title2.bold())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        // No padding of its own: in a widget the content margins already inset it.
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// A label with an icon stands the icon above the title, as SwiftUI's empty states do.
    @ViewBuilder private var labelView: some View {
        if let iconLabel = label as? SwiftUI.Label<Text, Image> {
            VStack(spacing: 8) {
                iconLabel.icon
                    .font(.system(size: 44))
                    .foregroundStyle(.secondary)
                iconLabel.title
            }
        } else {
            label
        }
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a localized title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a localized title, an asset-catalog image and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    /// An empty state with a title, an asset-catalog image and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }
}
