/// The mobile numbers of Malaysia as Google's libphonenumber knows them. The pattern moves between
/// releases (9.0.29 added 10-digit 019 numbers): update it here, with its release.
enum MalaysianMobilePattern {
    /// Where the pattern comes from.
    static let source = "libphonenumber v9.0.35 (2026-07), resources/PhoneNumberMetadata.xml, territory MY, mobile"

    /// The `nationalNumberPattern` of MY's mobile numbers, white space removed, matched against
    /// the whole national significant number (without the trunk `0` or `+60`).
    static let nationalNumber = #"1(?:(?:1888[689]|4400|8(?:47|8[27])[0-4])\d{4}|9\d{7,8})|1(?:0(?:[23568]\d|4[0-6]|7[016-9]|9[0-8])|1(?:[1-5]\d\d|6(?:0[5-9]|[1-9]\d)|7(?:[0-4]\d|5[0-79]|6[02-4]|8[02-5]))|(?:[26]\d|[37][1-9]|4[235-9])\d|5(?:31|9\d\d)|8(?:1[23]|[236]\d|4[06]|5(?:46|[7-9])|7[016-9]|8[01]|9[0-8]))\d{5}"#

    /// Mobile national significant numbers have 9 or 10 digits.
    static let lengths = 9...10
}
