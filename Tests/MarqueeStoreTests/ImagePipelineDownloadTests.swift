import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import Testing

/// One image's download against a stub host and its faults: retries and their waits, the
/// circuit breaker, and the limits on what is accepted.
@Suite struct ImagePipelineDownloadTests {
    func fetch(_ server: StubServer, with harness: ImagePipelineHarness, limits: ImageDownloadLimits = ImageDownloadLimits()) async throws -> ImageAsset {
        try await harness.pipeline(limits: limits).image(at: server.baseURL.appendingPathComponent("t/p/w185/a.jpg"))
    }

    @Test func transientFailuresAreRetriedFourTimesInAllWithGrowingWaits() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([], then: .status(503))
        await #expect(throws: ImagePipelineError.upstreamStatus(503)) { try await fetch(server, with: harness) }
        #expect(server.requests.count == 4)
        // The jitter picks the whole backoff: 250 ms doubled each time, under the 2 s cap.
        #expect(harness.sleeps == [.milliseconds(250), .milliseconds(500), .seconds(1)])
        #expect(zip(harness.sleeps, harness.sleeps.dropFirst()).allSatisfy { $0 <= $1 })
        try await server.stop()
    }

    @Test func aRetryThatSucceedsGivesTheImage() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.status(500), .status(502), ImagePipelineHarness.jpegReply])
        #expect(try await fetch(server, with: harness).data == ImagePipelineHarness.jpeg)
        #expect(harness.sleeps == [.milliseconds(250), .milliseconds(500)])
        try await server.stop()
    }

    @Test func retryAfterIsWaitedForInsteadOfTheBackoff() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.status(429, headers: ["Retry-After": "1"]), ImagePipelineHarness.jpegReply])
        #expect(try await fetch(server, with: harness).data == ImagePipelineHarness.jpeg)
        #expect(harness.sleeps == [.seconds(1)])
        try await server.stop()
    }

    @Test func aRetryAfterLongerThanTheCapIsNotWaitedFor() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.status(503, headers: ["Retry-After": "120"]), ImagePipelineHarness.jpegReply])
        await #expect(throws: ImagePipelineError.upstreamStatus(503)) { try await fetch(server, with: harness) }
        #expect(server.requests.count == 1)
        #expect(harness.sleeps.isEmpty)
        try await server.stop()
    }

    @Test func retriesStopOnceTheBreakerSaysTheHostIsUnreachable() async throws {
        // While this download waits, another request finds the host unreachable.
        let harness = ImagePipelineHarness { breaker in breaker.recordFailure(at: Date()) }
        let server = try await StubServer.sequence([.status(503), ImagePipelineHarness.jpegReply])
        await #expect(throws: ImagePipelineError.unreachable) { try await fetch(server, with: harness) }
        #expect(server.requests.count == 1)
        #expect(harness.sleeps.count == 1)
        try await server.stop()
    }

    @Test func anOpenBreakerAnswersAtOnceWithoutARequest() async throws {
        let harness = ImagePipelineHarness()
        harness.breaker.recordFailure(at: Date())
        let server = try await StubServer.sequence([ImagePipelineHarness.jpegReply])
        await #expect(throws: ImagePipelineError.unreachable) { try await fetch(server, with: harness) }
        #expect(server.requests.isEmpty)
        try await server.stop()
    }

    @Test func aBrokenConnectionOpensTheBreakerAndIsNotRetried() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.reset, ImagePipelineHarness.jpegReply])
        await #expect(throws: ImagePipelineError.unreachable) { try await fetch(server, with: harness) }
        #expect(server.requests.count == 1)
        #expect(harness.sleeps.isEmpty)
        #expect(harness.breaker.isOpen)
        try await server.stop()
    }

    @Test func aMissingImageIsNotRetried() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.status(404), ImagePipelineHarness.jpegReply])
        await #expect(throws: ImagePipelineError.upstreamStatus(404)) { try await fetch(server, with: harness) }
        #expect(server.requests.count == 1)
        try await server.stop()
    }

    @Test func anHtmlPageIsRefusedWhateverItsContentTypeSaysAndNotCached() async throws {
        let harness = ImagePipelineHarness()
        let html = StubReply.status(200, headers: ["Content-Type": "image/jpeg"], body: "<!doctype html><script>alert(1)</script>")
        let server = try await StubServer.sequence([html])
        await #expect(throws: ImagePipelineError.notAnImage) { try await fetch(server, with: harness) }
        #expect(harness.cachedFiles == 0)
        try await server.stop()
    }

    @Test func anAnswerOverTheSizeLimitIsRefused() async throws {
        let harness = ImagePipelineHarness()
        let large = StubReply.respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: ImagePipelineHarness.jpeg + Data(count: 2_000))
        let server = try await StubServer.sequence([large])
        await #expect(throws: ImagePipelineError.tooLarge) { try await fetch(server, with: harness, limits: ImageDownloadLimits(maximumBytes: 1_024)) }
        #expect(harness.cachedFiles == 0)
        try await server.stop()
    }

    @Test func aHostTooSlowForTheDeadlineTimesOut() async throws {
        let harness = ImagePipelineHarness()
        let server = try await StubServer.sequence([.delayed(.seconds(5), ImagePipelineHarness.jpegReply)])
        // The stub answers after 5 s; the deadline, not the answer, ends the download.
        await #expect(throws: ImagePipelineError.timedOut) {
            try await fetch(server, with: harness, limits: ImageDownloadLimits(deadline: .milliseconds(300)))
        }
        try await server.stop()
    }
}
