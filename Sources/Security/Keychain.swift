import Foundation

/// The operations behind the `SecItem` functions, on the files of a ``KeychainScope``.
struct Keychain {
    let scope: KeychainScope

    static let supportedClasses: Set<String> = ["genp", "inet"]

    /// Parses `query` and checks its class: the status to fail with, or the parsed query.
    private func parse(_ query: NSDictionary) -> Result<KeychainQuery, StatusError> {
        guard let parsed = KeychainQuery(query), let itemClass = parsed.itemClass else { return .failure(StatusError(errSecParam)) }
        guard Self.supportedClasses.contains(itemClass) else { return .failure(StatusError(errSecUnimplemented)) }
        return .success(parsed)
    }

    /// The groups an operation touches: the one the query names, or all the process may read.
    private func groups(for query: KeychainQuery) -> Result<[(String, KeychainFile)], StatusError> {
        if case .string(let group) = query.attributes["agrp"] {
            guard let url = scope.fileURL(for: group) else { return .failure(StatusError(errSecMissingEntitlement)) }
            return .success([(group, KeychainFile(url: url))])
        }
        if query.attributes["agrp"] != nil { return .failure(StatusError(errSecParam)) }
        return .success(scope.searchedGroups.compactMap { group in scope.fileURL(for: group).map { (group, KeychainFile(url: $0)) } })
    }

    func add(_ attributes: NSDictionary) -> (OSStatus, AnyObject?) {
        let query: KeychainQuery
        switch parse(attributes) {
        case .success(let parsed): query = parsed
        case .failure(let error): return (error.status, nil)
        }
        var item = query.attributes
        let group: String
        if case .string(let named) = item["agrp"] { group = named } else { group = scope.privateGroup }
        guard let url = scope.fileURL(for: group) else { return (errSecMissingEntitlement, nil) }
        let now = Date()
        item["class"] = .string(query.itemClass ?? "")
        item["agrp"] = .string(group)
        item["cdat"] = .date(now)
        item["mdat"] = .date(now)
        item["pdmn"] = item["pdmn"] ?? .string("ak")
        if item["sync"] == .string("syna") { return (errSecParam, nil) }
        item["sync"] = item["sync"] ?? .bool(false)
        if let data = query.data { item["v_Data"] = .data(data) }
        let key = KeychainQuery.primaryKey(of: item)
        let status = KeychainFile(url: url).update(create: true) { items in
            if items.contains(where: { KeychainQuery.primaryKey(of: $0) == key }) { return (errSecDuplicateItem, false) }
            items.append(item)
            return (errSecSuccess, true)
        }
        guard status == errSecSuccess else { return (status, nil) }
        return (status, result(for: [item], query: query, limit: 1))
    }

    func copyMatching(_ queryDictionary: NSDictionary) -> (OSStatus, AnyObject?) {
        let query: KeychainQuery
        let files: [(String, KeychainFile)]
        switch parse(queryDictionary).flatMap({ parsed in groups(for: parsed).map { (parsed, $0) } }) {
        case .success(let (parsed, found)): (query, files) = (parsed, found)
        case .failure(let error): return (error.status, nil)
        }
        let limit = query.limit ?? 1
        var found: [[String: KeychainValue]] = []
        for (_, file) in files where found.count < limit {
            let status = file.update(create: false) { items in
                found += items.filter(query.matches).prefix(limit - found.count)
                return (errSecSuccess, false)
            }
            guard status == errSecSuccess else { return (status, nil) }
        }
        guard !found.isEmpty else { return (errSecItemNotFound, nil) }
        return (errSecSuccess, result(for: found, query: query, limit: limit))
    }

    func update(_ queryDictionary: NSDictionary, _ changes: NSDictionary) -> OSStatus {
        let query: KeychainQuery
        let files: [(String, KeychainFile)]
        switch parse(queryDictionary).flatMap({ parsed in groups(for: parsed).map { (parsed, $0) } }) {
        case .success(let (parsed, found)): (query, files) = (parsed, found)
        case .failure(let error): return error.status
        }
        guard let update = KeychainQuery(changes), update.itemClass == nil, !update.hasLimit,
            !update.returnData, !update.returnAttributes, update.attributes["sync"] != .string("syna")
        else { return errSecParam }
        var matched = false
        for (group, file) in files {
            if let moved = update.attributes["agrp"], moved != .string(group) {
                // Moving items between access groups would span two files; not done here.
                return errSecUnimplemented
            }
            let status = file.update(create: false) { items in
                var changed = items
                var touched = false
                for index in changed.indices where query.matches(changed[index]) {
                    touched = true
                    changed[index].merge(update.attributes) { _, new in new }
                    if let data = update.data { changed[index]["v_Data"] = .data(data) }
                    changed[index]["mdat"] = .date(Date())
                }
                guard touched else { return (errSecSuccess, false) }
                let keys = changed.map(KeychainQuery.primaryKey)
                guard Set(keys).count == keys.count else {
                    return (errSecDuplicateItem, false)
                }
                matched = true
                items = changed
                return (errSecSuccess, true)
            }
            guard status == errSecSuccess else { return status }
        }
        return matched ? errSecSuccess : errSecItemNotFound
    }

    func delete(_ queryDictionary: NSDictionary) -> OSStatus {
        let query: KeychainQuery
        let files: [(String, KeychainFile)]
        switch parse(queryDictionary).flatMap({ parsed in groups(for: parsed).map { (parsed, $0) } }) {
        case .success(let (parsed, found)): (query, files) = (parsed, found)
        case .failure(let error): return error.status
        }
        var deleted = false
        for (_, file) in files {
            let status = file.update(create: false) { items in
                let kept = items.filter { !query.matches($0) }
                guard kept.count < items.count else { return (errSecSuccess, false) }
                deleted = true
                items = kept
                return (errSecSuccess, true)
            }
            guard status == errSecSuccess else { return status }
        }
        return deleted ? errSecSuccess : errSecItemNotFound
    }

    /// What Apple returns for `items`: data, attributes (with data when both are asked), a
    /// persistent reference, or nothing; an array of those when the limit is above one.
    private func result(for items: [[String: KeychainValue]], query: KeychainQuery, limit: Int) -> AnyObject? {
        guard query.returnData || query.returnAttributes || query.returnPersistentRef else { return nil }
        let each: [Any] = items.map { item in
            if query.returnAttributes {
                var dictionary: [String: Any] = [:]
                for (key, value) in item where key != "v_Data" { dictionary[key] = value.object }
                if query.returnData { dictionary["v_Data"] = item["v_Data"]?.object ?? Data() }
                if query.returnPersistentRef { dictionary["v_PersistentRef"] = Self.persistentReference(item) }
                return dictionary
            }
            if query.returnData { return item["v_Data"]?.object ?? Data() }
            return Self.persistentReference(item)
        }
        return limit > 1 ? each as AnyObject : each.first as AnyObject
    }

    /// A persistent reference: bytes naming the item's group and primary key.
    private static func persistentReference(_ item: [String: KeychainValue]) -> Data {
        let key = [item["agrp"]] + KeychainQuery.primaryKey(of: item)
        return Data(key.map { $0.map(String.init(describing:)) ?? "-" }.joined(separator: "\u{1F}").utf8)
    }
}

/// A status carried through `Result`.
struct StatusError: Error {
    let status: OSStatus

    init(_ status: OSStatus) {
        self.status = status
    }
}
