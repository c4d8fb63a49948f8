import Foundation

/// Why the ``ImagePipeline`` gave no image. The caller logs it and draws a placeholder instead.
public enum ImagePipelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The address is not one Marquee fetches: its host is not on the allow-list, or it is not
    /// a plain image path (no query, no `..`, an image extension). Nothing was sent.
    case hostNotAllowed
    /// The answer's bytes are not a JPEG, PNG, GIF or WebP image, whatever its headers said.
    case notAnImage
    /// The answer is larger than the pipeline's limit.
    case tooLarge
    /// The image did not arrive within the pipeline's deadline, or the host did not answer in
    /// time.
    case timedOut
    /// The host cannot be reached, or has just been found unreachable (the circuit breaker is
    /// open), so nothing more is tried for now.
    case unreachable
    /// The host answered with a status other than 200, and retrying it is pointless or over.
    case upstreamStatus(Int)
    /// Something answered, but not with a usable HTTP response (a TLS failure, a malformed or
    /// overlong body the transport gave up on).
    case invalidResponse

    /// One line for the log.
    public var description: String {
        switch self {
        case .hostNotAllowed: "the image address is not on an allowed host or has an unexpected path"
        case .notAnImage: "the answer is not a JPEG, PNG, GIF or WebP image"
        case .tooLarge: "the image is larger than the limit"
        case .timedOut: "the image did not arrive in time"
        case .unreachable: "the image host cannot be reached"
        case let .upstreamStatus(status): "the image host answered with HTTP status \(status)"
        case .invalidResponse: "the image host sent an unusable answer"
        }
    }
}
