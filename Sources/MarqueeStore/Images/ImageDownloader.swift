import Foundation
import MarqueeCore

/// Downloads one image for the ``ImagePipeline``: a GET over the transport, retried after a
/// transient status (429, 500, 502, 503, 504) with capped exponential backoff and full jitter,
/// or after the server's `Retry-After`; a retry only while the circuit breaker says the host is
/// reachable; everything within one deadline. The answer must be a 200 whose bytes are an
/// image no larger than the limit.
///
/// The transport must not follow redirects (`MarqueeServices` configures its client so), or an
/// allowed host could send the download to one that is not.
struct ImageDownloader: Sendable {
    let transport: any HTTPTransport
    let limits: ImageDownloadLimits
    /// Opened by a connection that fails, closed by any answer.
    let breaker: CircuitBreaker
    /// Waits between attempts; tests record the waits instead.
    let sleep: @Sendable (Duration) async throws -> Void
    /// The jitter source, a number in 0...1.
    let randomFraction: @Sendable () -> Double
    let now: @Sendable () -> Date

    /// The image at `url`; ``ImagePipelineError/timedOut`` once the deadline has passed.
    func download(_ url: URL) async throws -> ImageAsset {
        let deadline = limits.deadline
        return try await withThrowingTaskGroup(of: ImageAsset.self, returning: ImageAsset.self) { group in
            group.addTask { try await self.attempts(url) }
            group.addTask {
                try await Task.sleep(for: deadline)
                throw ImagePipelineError.timedOut
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    private func attempts(_ url: URL) async throws -> ImageAsset {
        // Found unreachable a moment ago: answer at once. Once the interval passes, one request
        // at a time (a probe) goes to see whether the host is back.
        if breaker.decision(at: now()) == .open(probe: false) { throw ImagePipelineError.unreachable }
        let request = HTTPRequest(url: url, headers: ["Accept": "image/webp,image/png,image/jpeg,image/gif"])
        var attempt = 1
        while true {
            let response = try await self.send(request)
            if response.status == 200 { return try Self.image(in: response, maximumBytes: limits.maximumBytes) }
            guard Self.transientStatuses.contains(response.status), attempt < limits.retry.maximumAttempts else {
                throw ImagePipelineError.upstreamStatus(response.status)
            }
            let wait = try delay(after: response, attempt: attempt)
            try await self.sleep(wait)
            // Meanwhile the host may have been found unreachable: stop, a placeholder will do.
            guard !breaker.isOpen else { throw ImagePipelineError.unreachable }
            attempt += 1
        }
    }

    /// One request. Any answer tells the breaker the host is reachable; a failed connection
    /// opens it, which also ends this download's retries.
    private func send(_ request: HTTPRequest) async throws(ImagePipelineError) -> HTTPResponse {
        do {
            let response = try await transport.send(request)
            breaker.recordSuccess()
            return response
        } catch {
            switch error {
            case .invalidResponse:
                breaker.recordSuccess()
                throw .invalidResponse
            case .timedOut:
                breaker.recordFailure(at: now())
                throw .timedOut
            case .cannotConnect, .connectionLost:
                breaker.recordFailure(at: now())
                throw .unreachable
            }
        }
    }

    /// The server's `Retry-After` when it gave one, else the full-jitter backoff. A host that
    /// asks for longer than the policy's cap is not waited for.
    private func delay(after response: HTTPResponse, attempt: Int) throws(ImagePipelineError) -> Duration {
        guard let retryAfter = Self.retryAfter(response.header("Retry-After")) else {
            return limits.retry.delay(afterAttempt: attempt, randomFraction: randomFraction())
        }
        guard retryAfter <= limits.retry.maximumDelay else { throw .upstreamStatus(response.status) }
        return retryAfter
    }

    /// The body as an image, judged by its bytes: the `Content-Type` header is not trusted.
    private static func image(in response: HTTPResponse, maximumBytes: Int) throws(ImagePipelineError) -> ImageAsset {
        guard response.body.count <= maximumBytes else { throw .tooLarge }
        guard let contentType = ImageSignature.contentType(of: response.body) else { throw .notAnImage }
        return ImageAsset(contentType: contentType, data: response.body)
    }

    /// `Retry-After` in seconds; the rare HTTP-date form is read as absent.
    private static func retryAfter(_ value: String?) -> Duration? {
        guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return .seconds(seconds)
    }

    private static let transientStatuses: Set<Int> = [429, 500, 502, 503, 504]
}
