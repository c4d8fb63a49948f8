import Foundation
import HTTPTypes
import Hummingbird

extension Request {
    /// The same request as if the browser had sent `cookie` too: what the rest of the chain
    /// sees when a middleware gives the browser a cookie it did not have yet.
    func adding(cookie name: String, value: String) -> Request {
        var head = self.head
        head.headerFields.append(HTTPField(name: .cookie, value: "\(name)=\(value)"))
        return Request(head: head, body: body)
    }

    /// The same request as if the browser had not sent the cookie `name`: what the rest of the
    /// chain sees once a middleware has found that cookie dead (an ended session), so that
    /// nothing, a form token least of all, is bound to it.
    func removing(cookie name: String) -> Request {
        var head = self.head
        let kept = head.headerFields[values: .cookie]
            .flatMap { $0.split(separator: ";") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix(name + "=") }
        head.headerFields[.cookie] = nil
        if !kept.isEmpty { head.headerFields[.cookie] = kept.joined(separator: "; ") }
        return Request(head: head, body: body)
    }

    /// The value of the cookie `name` (the first one sent when there are several; nil when it is
    /// empty), as Hummingbird's `request.cookies[name]?.value` reads it. This one walks the
    /// header's bytes once and makes no `Cookie` of the others: every page reads four cookies,
    /// and `request.cookies` parsed them all each time, 7% of a search page's CPU under load
    /// (perf, 2026-11-27). The walk is `memchr` over the header's contiguous bytes, not a
    /// collection's indices: an 80 KB header of `;` took 255 ms to read in a debug build.
    func cookie(_ name: String) -> String? {
        let wanted = Array(name.utf8)
        for header in headers[values: .cookie] {
            var header = header
            if let found = header.withUTF8({ Self.cookie(wanted, in: $0) }) { return found }
        }
        return nil
    }

    /// In one `Cookie` header's bytes, the value of the first cookie named `wanted`: nil when
    /// there is none, `.some(nil)` when it is empty.
    private static func cookie(_ wanted: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard let base = bytes.baseAddress else { return nil }
        var start = 0
        while start < bytes.count {
            let end = memchr(base + start, Int32(UInt8(ascii: ";")), bytes.count - start)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
            var pair = start
            while pair < end, bytes[pair] == UInt8(ascii: " ") || bytes[pair] == UInt8(ascii: "\t") { pair += 1 }
            let equals = pair + wanted.count
            if equals < end, bytes[equals] == UInt8(ascii: "="), memcmp(base + pair, wanted, wanted.count) == 0 {
                // An empty value is no cookie, as Hummingbird reads it.
                let value = UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end])
                return .some(value.isEmpty ? nil : String(decoding: value, as: UTF8.self))
            }
            start = end + 1
        }
        return nil
    }
}
