/// What a person reads when the database cannot take a request (``StoreUnavailableError``).
public enum StoreErrorText: String, MessageKey {
    public static let table = "storeError"

    case unreachable, busy, full
}
