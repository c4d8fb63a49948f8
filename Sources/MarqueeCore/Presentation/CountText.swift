import Foundation

/// A count and its noun as the pages and the command line write them.
public enum CountText {
    /// "1 film", "1,024 films".
    public static func of(_ number: Int, _ noun: String) -> String {
        "\(number.formatted(.number.locale(Locale(identifier: "en_US")))) \(noun)\(number == 1 ? "" : "s")"
    }
}
