internal import ExtensionProtocol
import Foundation
import FoundationCompat
import SwiftUI
internal import WidgetArchive
internal import WireTransport

/// Serve mode: the extension launched by a host (`VITRINE_HOST_SOCKET` set) answers
/// describe / placeholder / snapshot / timeline requests over the socket until the host
/// closes it (docs/PROTOCOL.md). Socket reads happen off the main actor, so providers that
/// complete on the main queue keep working while a request waits.
@MainActor
enum ExtensionServer {
    static func serve(widgets: [WidgetDescription], socketPath: String) async -> Int32 {
        let fd: Int32
        do {
            fd = try SocketIO.connect(to: socketPath)
            let encodings = FrameCodec.Encoding.allCases.filter { $0 != .json }.map(\.rawValue)
            let capabilities = [ExtensionCapability.configuration, .interactiveIntents].map(\.rawValue)
            let hello = Hello(processID: getpid(), frameEncodings: encodings, capabilities: capabilities)
            try SocketIO.writeAll(fd, try FrameCodec.encode(hello))
        } catch {
            FileHandle.standardError.write(Data("vitrine extension: cannot reach the host at \(socketPath): \(error)\n".utf8))
            return 3
        }
        let frames = AsyncStream<Result<Data, Error>> { continuation in
            Thread.detachNewThread {
                var reader = FrameCodec.Reader()
                while true {
                    do {
                        continuation.yield(.success(try SocketIO.readFrame(fd, &reader, until: .distantFuture)))
                    } catch {
                        continuation.yield(.failure(error))
                        continuation.finish()
                        return
                    }
                }
            }
        }
        for await frame in frames {
            switch frame {
            case .success(let body):
                let response = await handle(body, widgets: widgets)
                // Answer in the encoding the host asked in.
                let encoding = FrameCodec.encoding(of: body)
                do {
                    try SocketIO.writeAll(fd, try FrameCodec.encode(response, as: encoding))
                } catch {
                    // The answer itself is too large or unencodable: say so instead.
                    let failure = ExtensionResponse(id: response.id, error: ExtensionError(.internalError, "cannot send the response: \(error)"))
                    guard (try? SocketIO.writeAll(fd, try FrameCodec.encode(failure, as: encoding))) != nil else { return 4 }
                }
            case .failure(let error):
                close(fd)
                if error is SocketIO.EndOfStream { return 0 }
                FileHandle.standardError.write(Data("vitrine extension: \(error)\n".utf8))
                return 4
            }
        }
        return 0
    }

    static func handle(_ body: Data, widgets: [WidgetDescription]) async -> ExtensionResponse {
        let request: ExtensionRequest
        do {
            request = try FrameCodec.decode(ExtensionRequest.self, from: body)
        } catch {
            return ExtensionResponse(id: -1, error: ExtensionError(.badRequest, "\(error)"))
        }
        if request.method == .describe {
            return ExtensionResponse(
                id: request.id, widgets: widgets.map(descriptor),
                previews: request.includePreviews == true ? PreviewCatalog.previews.map(descriptor) : nil)
        }
        if let intent = request.intent, request.method == .configurationOptions || request.method == .defaultConfiguration {
            // An Intents extension's request: no widget, only the intent's type name.
            return await IntentsExtensionServer.handle(request, intent: intent)
        }
        guard let context = request.context else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "\(request.method) needs a context"))
        }
        // The app may have written to a shared App Group since the last request; Foundation
        // on Linux rereads a suite only when asked.
        AppGroupStorage.synchronizeGrantedDefaults()
        if let previewID = request.preview {
            return await handlePreview(previewID, request, context)
        }
        guard let widget = widgets.first(where: { $0.kind == context.kind }) else {
            return ExtensionResponse(
                id: request.id,
                error: ExtensionError(.unknownKind, "no widget of kind \"\(context.kind)\" (kinds: \(widgets.map(\.kind).joined(separator: ", ")))"))
        }
        guard let family = WidgetFamily(name: context.family) else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "unknown family \"\(context.family)\""))
        }
        guard widget.supportedFamilies.contains(family) else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.unsupportedFamily, "\(widget.kind) does not support \(family)"))
        }
        let display = displayEnvironment(context, family)
        let providerContext = display.providerContext
        let timeout = request.timeout.isFinite && request.timeout > 0 ? min(request.timeout, 3600) : 30

        func archived(_ entry: AnyTimelineEntry, placeholder: Bool = false) -> ArchivedEntry {
            ArchivedEntry(
                date: entry.date, relevanceScore: entry.relevance?.score, relevanceDuration: entry.relevance?.duration,
                archive: EntryRenderer.archive(entry, of: widget, in: display, placeholder: placeholder))
        }

        // A configurable widget's intent, from the instance's values (nil: its defaults).
        var intent: Any?
        if let adapter = widget.configuration, request.method == .snapshot || request.method == .timeline {
            do {
                intent = try adapter.intent(for: request.configuration)
            } catch {
                return ExtensionResponse(id: request.id, error: ExtensionError(.configurationFailed, "\(widget.kind): \(error)"))
            }
        }

        switch request.method {
        case .describe:
            return ExtensionResponse(id: request.id, widgets: widgets.map(descriptor))
        case .configurationOptions, .defaultConfiguration:
            return await ConfigurationRequests.answer(request, widget: widget, timeout: timeout)
        case .performIntent:
            return await IntentActions.answer(request, widget: widget, timeout: timeout)
        case .placeholder:
            return ExtensionResponse(id: request.id, entries: [archived(widget.provider.placeholder(providerContext), placeholder: true)])
        case .snapshot:
            let gate = CompletionGate<AnyTimelineEntry>()
            widget.provider.snapshot(providerContext, intent) { gate.complete($0) }
            guard let entry = await gate.wait(timeout: timeout) else {
                return ExtensionResponse(
                    id: request.id, error: ExtensionError(.completionTimeout, "getSnapshot did not call its completion handler within \(timeout) s"))
            }
            return ExtensionResponse(id: request.id, entries: [archived(entry)], warnings: twice(gate.extraCalls, "getSnapshot"))
        case .timeline:
            let gate = CompletionGate<AnyTimeline>()
            widget.provider.timeline(providerContext, intent) { gate.complete($0) }
            guard let timeline = await gate.wait(timeout: timeout) else {
                return ExtensionResponse(
                    id: request.id, error: ExtensionError(.completionTimeout, "getTimeline did not call its completion handler within \(timeout) s"))
            }
            return ExtensionResponse(
                id: request.id, entries: timeline.entries.map { archived($0) }, policy: reloadPolicy(timeline.policy),
                warnings: twice(gate.extraCalls, "getTimeline"))
        }
    }

    /// A `timeline` request naming a `#Preview`: its entries, resolved like timeline entries in
    /// the preview's own family (the context's kind and family are the host's copy of them).
    static func handlePreview(_ id: String, _ request: ExtensionRequest, _ context: RequestContext) async -> ExtensionResponse {
        guard request.method == .timeline else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "previews are answered to timeline requests, not \(request.method)"))
        }
        guard let preview = PreviewCatalog.preview(id: id) else {
            let known = PreviewCatalog.previews.map(\.id).joined(separator: ", ")
            return ExtensionResponse(
                id: request.id, error: ExtensionError(.badRequest, "no preview with id \"\(id)\" (previews: \(known.isEmpty ? "none" : known))"))
        }
        let timeout = request.timeout.isFinite && request.timeout > 0 ? min(request.timeout, 3600) : 30
        if case .activity(let source) = preview.source {
            return await handleActivityPreview(source, preview, request, context, timeout: timeout)
        }
        guard let family = preview.family else { return ExtensionResponse(id: request.id, error: ExtensionError(.internalError, "no family")) }
        let display = displayEnvironment(context, family)
        switch await preview.timeline(in: display.providerContext, timeout: timeout) {
        case .failure(let failure):
            let code: ExtensionError.Code = failure.reason == .timeout ? .completionTimeout : .internalError
            return ExtensionResponse(id: request.id, error: ExtensionError(code, "preview \(preview.id): \(failure)"))
        case .success(let timeline):
            guard let widget = preview.widget else { return ExtensionResponse(id: request.id, error: ExtensionError(.internalError, "no widget")) }
            let entries = timeline.entries.map { entry in
                ArchivedEntry(
                    date: entry.date, relevanceScore: entry.relevance?.score, relevanceDuration: entry.relevance?.duration,
                    archive: EntryRenderer.archive(entry, of: widget, in: display))
            }
            return ExtensionResponse(id: request.id, entries: entries, policy: timeline.policy.map(reloadPolicy), warnings: timeline.warnings)
        }
    }

    /// A Live Activity preview: one entry per content state, each the presentation drawn for
    /// the host's canvas, all dated now (content states have no dates).
    static func handleActivityPreview(
        _ source: ActivityPreviewSource, _ preview: WidgetPreview, _ request: ExtensionRequest, _ context: RequestContext, timeout: TimeInterval
    ) async -> ExtensionResponse {
        let facts = ActivityPreviewAnswer.ExtensionRequestFacts(
            displaySize: context.displaySize, colorScheme: context.colorScheme == .dark ? .dark : .light,
            locale: Locale(identifier: context.localeIdentifier), timeZone: TimeZone(identifier: context.timeZoneIdentifier) ?? TimeZone(identifier: "UTC")!)
        switch await ActivityPreviewAnswer.answer(source, preview: preview, request: facts, timeout: timeout) {
        case .failure(let failure):
            let code: ExtensionError.Code = failure.reason == .timeout ? .completionTimeout : .internalError
            return ExtensionResponse(id: request.id, error: ExtensionError(code, "preview \(preview.id): \(failure)"))
        case .success(let pictures):
            return ExtensionResponse(id: request.id, entries: pictures.map { ArchivedEntry(date: $0.0, archive: $0.1) })
        }
    }

    static func reloadPolicy(_ policy: TimelineReloadPolicy) -> ReloadPolicy {
        switch policy.kind {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }

    static func descriptor(_ p: WidgetPreview) -> PreviewDescriptor {
        PreviewDescriptor(
            id: p.id, name: p.name, kind: p.kindName, family: p.presentationName, form: p.form,
            fileID: p.fileID, line: p.line, widgetType: p.widgetType)
    }

    static func twice(_ extra: Int, _ method: String) -> [String] {
        extra > 0 ? ["\(method) called its completion handler \(extra + 1) times; only the first counts"] : []
    }

    static func descriptor(_ w: WidgetDescription) -> WidgetDescriptor {
        let configuration: String =
            switch w.configurationKind {
            case .staticConfiguration: "static"
            case .intent(let name): "intent:\(name)"
            }
        return WidgetDescriptor(
            kind: w.kind, displayName: w.displayName, description: w.description,
            supportedFamilies: w.supportedFamilies.map(\.description), configuration: configuration,
            contentMarginsDisabled: w.contentMarginsDisabled, containerBackgroundRemovable: w.containerBackgroundRemovable,
            configurationSchema: w.configuration?.schema)
    }

    static func displayEnvironment(_ context: RequestContext, _ family: WidgetFamily) -> DisplayEnvironment {
        var display = DisplayEnvironment(family: family, displaySize: CGSize(width: context.displaySize.width, height: context.displaySize.height))
        display.colorScheme = context.colorScheme == .dark ? .dark : .light
        display.locale = Locale(identifier: context.localeIdentifier)
        display.timeZone = TimeZone(identifier: context.timeZoneIdentifier) ?? display.timeZone
        display.dynamicTypeSize = DynamicTypeSize.allCases.first { "\($0)" == context.dynamicTypeSize } ?? .large
        display.isPreview = context.isPreview
        return display
    }
}
