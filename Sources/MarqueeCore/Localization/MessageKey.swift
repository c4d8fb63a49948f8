/// The keys of one part of the message catalogs, as an enum: `AccountText.logIn` is the
/// catalog's `"account.logIn"`.
///
/// A key with a count is written in the catalogs once per plural category of each language
/// (`"yourFilms.films.one"`, `"yourFilms.films.other"`) and read with ``Localizer/count(_:_:_:)``.
/// Every enum of keys is listed in ``MessageKeys/all``, which the catalogs' test reads.
public protocol MessageKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The part of the catalog its keys are written under: "account" for `"account.logIn"`.
    static var table: String { get }
    /// Every key of the enum as the catalogs write them, for the catalogs' test.
    static var catalogKeys: [String] { get }
}

extension MessageKey {
    /// The key as the catalogs write it: "account.logIn".
    public var catalogKey: String { "\(Self.table).\(rawValue)" }

    public static var catalogKeys: [String] { allCases.map(\.catalogKey) }
}
