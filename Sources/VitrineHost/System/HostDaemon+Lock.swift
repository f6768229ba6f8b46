import Foundation
import VitrineStore
import WidgetLayout

extension HostDaemon {
    /// Whether the device is locked (kept in the store's settings across restarts).
    public var isLocked: Bool { system.locked }

    /// Locks or unlocks the device. While locked, as on iOS, taps are refused, content marked
    /// `privacySensitive()` is redacted in every widget, and widgets of extensions whose data
    /// protection hides them while locked (`complete`, `completeUnlessOpen`) show their
    /// current entry in the placeholder look. Images are cached per lock state, and every
    /// instance shows its current entry again at once.
    public func setLocked(_ locked: Bool) {
        guard locked != system.locked else { return }
        do {
            try system.setLocked(locked, in: store)
        } catch {
            log("could not store the lock state: \(error)")
        }
        recordNote(
            nil, event: locked ? "locked" : "unlocked", reason: "system",
            detail: locked ? "taps refused; private content redacted" : "taps delivered; content shown in full")
        show(display.all)
        notify(.settingsChanged)
    }

    /// What the instance's images redact beyond the archive's own redaction.
    func redaction(for instance: InstanceRecord) -> RedactionOverride {
        guard system.locked else { return .none }
        return catalog.extensionRecord(of: instance)?.dataProtection.redactsWhenLocked == true ? .all : .privacySensitive
    }

    /// The lock's part of an image key: empty when nothing more is redacted, so unlocked
    /// images keep the keys they always had.
    func redactionKey(for instance: InstanceRecord) -> String {
        switch redaction(for: instance) {
        case .none: ""
        case .privacySensitive: "|locked"
        case .all: "|locked-placeholder"
        }
    }
}
