import SwiftUI

struct CardView: View {
    var body: some View {
        #if os(macOS)
        Text("Mac")
        #elseif os(iOS) || os(watchOS)
        Text("Phone or watch")
        #endif
    }
}
