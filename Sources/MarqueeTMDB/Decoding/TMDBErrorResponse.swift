import Foundation

/// The body TMDB sends with an error status: `status_code` and `status_message`, or, for
/// validation errors, an `errors` list.
struct TMDBErrorResponse: Decodable {
    let statusCode: Int?
    let statusMessage: String?
    let errors: [String]?
}
