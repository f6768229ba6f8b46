import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// Generated asset symbols (`Image(.avatar)`, `Color(.brandPrimary)`) name the same catalog
/// entries as the string forms.
@MainActor @Suite struct AssetResourceTests {
    @Test func resourcesArchiveAsTheNamedAssets() {
        #expect(archive(Image(ImageResource(name: "avatar", bundle: .main))) == archive(Image("avatar")))
        #expect(archive(Color(ColorResource(name: "brandPrimary", bundle: .main))) == archive(Color("brandPrimary")))
        #expect(archive(Image(ImageResource(name: "avatar", bundle: .main))) != archive(Image("avatars")))
    }
}

extension ImageResource {
    /// What Xcode's symbol generator writes for an image set named "avatar".
    static let avatar = ImageResource(name: "avatar", bundle: .main)
}

@MainActor @Suite struct GeneratedSymbolTests {
    @Test func theDotSyntaxCompilesAndResolves() {
        #expect(archive(Image(.avatar)) == archive(Image("avatar")))
    }
}
