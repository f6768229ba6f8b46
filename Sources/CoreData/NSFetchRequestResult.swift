/// What a fetch request can return. Managed objects are the only kind this store fetches.
public protocol NSFetchRequestResult: AnyObject {}
