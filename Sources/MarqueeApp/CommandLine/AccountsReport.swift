import Foundation
import MarqueeCore

/// What `marquee accounts` prints, for whoever runs the server.
public enum AccountsReport {
    /// One account a line: id, email, name, mobile number, when it was made; or a sentence when
    /// there is none, in `localizer`'s language.
    public static func table(_ accounts: [Account], in localizer: Localizer) -> String {
        guard !accounts.isEmpty else { return localizer[AccountsCommandText.none] }
        return accounts.map { account in
            let name = [account.firstName, account.lastName].filter { !$0.isEmpty }.joined(separator: " ")
            return [String(account.id.rawValue), account.email.value, name.isEmpty ? "-" : name, account.mobile.formatted,
                    account.createdAt.formatted(.iso8601)].joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// `[{"id","email","first_name","last_name","mobile","gender","created_at"}]`, oldest first;
    /// `mobile` in E.164.
    public static func json(_ accounts: [Account]) -> String {
        struct Row: Encodable {
            let id: Int64
            let email: String
            let firstName: String
            let lastName: String
            let mobile: String
            let gender: String
            let createdAt: Date
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let rows = accounts.map {
            Row(id: $0.id.rawValue, email: $0.email.value, firstName: $0.firstName, lastName: $0.lastName,
                mobile: $0.mobile.e164, gender: $0.gender.rawValue, createdAt: $0.createdAt)
        }
        return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// Deletes the account of `email` and all it owns; the sentence to print, or nil when no
    /// account has that email.
    public static func delete(email: String, in store: any AccountStore, localizer: Localizer) async throws -> String? {
        guard let address = EmailAddress(email), let found = try await store.credentials(for: address) else { return nil }
        try await store.delete(found.account.id)
        return localizer(AccountsCommandText.deleted, address.value)
    }
}
