import Testing

@testable import AssetSymbolGeneration

/// Asset names and the symbols Xcode 15+ generated for them in real projects' committed
/// GeneratedAssetSymbols.swift files (docs/ASSET-SYMBOLS.md).
@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("BackgroundColor", "background"), ("ButtonPrimaryTextColor", "buttonPrimaryText"),
        ("LightGrayColor", "lightGray"), ("DSWarning", "dsWarning"), ("DSWarningForeground", "dsWarningForeground"),
        ("SplashBackground", "splashBackground"), ("Color", "color"), ("ColorBg", "colorBg"),
        ("ColorPrimaryText", "colorPrimaryText"),
    ])
    func colorSymbols(name: String, symbol: String) {
        #expect(AssetSymbolName.symbol(for: name, kind: .color) == symbol)
    }

    @Test(arguments: [
        ("GoogleLogo", "googleLogo"), ("WebClipLinkIcon", "webClipLinkIcon"), ("tiko_avatar", "tikoAvatar"),
        ("checkmark_checked", "checkmarkChecked"), ("note-card-thumbnail-DM", "noteCardThumbnailDM"),
        ("checkmark_unchecked_DM", "checkmarkUncheckedDM"), ("adult_products_image", "adultProducts"),
        ("Initial-Image", "initial"), ("welcomeVCimage", "welcomeVCimage"), ("Image", "image"), ("profile4", "profile4"),
        ("LuLu", "luLu"), ("Product.1", "product1"), ("Zpp.img", "zppImg"), ("img.2", "img2"), ("img.g2", "imgG2"),
        ("product picture (1)", "productPicture1"), ("favicon-32x32", "favicon32X32"), ("APCPhoto", "apcPhoto"),
        ("onboarding_coach2", "onboardingCoach2"), ("city_nyc", "cityNyc"), ("Trophy", "trophy"),
        ("clean-and-jerk", "cleanAndJerk"),
    ])
    func imageSymbols(name: String, symbol: String) {
        #expect(AssetSymbolName.symbol(for: name, kind: .image) == symbol)
    }

    /// The suffix rule depends on the kind: an image keeps `Color`, a colour keeps `Image`.
    @Test func suffixDependsOnTheKind() {
        #expect(AssetSymbolName.symbol(for: "AccentColor", kind: .image) == "accentColor")
        #expect(AssetSymbolName.symbol(for: "HeroImage", kind: .color) == "heroImage")
        #expect(AssetSymbolName.symbol(for: "HeroImage", kind: .image) == "hero")
    }

    /// Apple leaves these undocumented; the choices keep every symbol a valid identifier.
    @Test func namesSwiftCannotSpellAsIs() {
        #expect(AssetSymbolName.symbol(for: "2x-star", kind: .image) == "_2XStar")
        #expect(AssetSymbolName.symbol(for: "default", kind: .image) == "`default`")
        #expect(AssetSymbolName.symbol(for: "Icons/Star", kind: .image) == "iconsStar")
        #expect(AssetSymbolName.symbol(for: "(-)", kind: .image) == nil)
    }
}
