import Foundation

/// Writes the days and counts of a person's films as a person reads them.
public enum WatchDateText {
    private static let months = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// "12 March 2025".
    public static func long(_ day: WatchDate) -> String { "\(day.day) \(months[day.month - 1]) \(day.year)" }

    /// "March 2025", a diary's month heading.
    public static func month(_ month: Int, of year: Int) -> String { "\(months[month - 1]) \(year)" }

    /// The month's name alone ("March").
    public static func monthName(_ month: Int) -> String { months[month - 1] }

    /// "1st", "2nd", "3rd", "4th", "11th", "21st".
    public static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// "3.5 stars", "1 star", "half a star": a rating read aloud.
    public static func spoken(_ rating: StarRating) -> String {
        switch rating.halfStars {
        case 1: "half a star"
        case 2: "1 star"
        default: "\(rating) stars"
        }
    }

    /// "1 film", "2 films".
    public static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) \(number == 1 ? singular : plural)"
    }
}
