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
    /// (perf, 2026-11-27).
    func cookie(_ name: String) -> String? {
        let wanted = Array(name.utf8)
        for header in headers[values: .cookie] {
            var utf8 = Substring(header).utf8[...]
            while !utf8.isEmpty {
                let end = utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
                var pair = utf8[utf8.startIndex..<end]
                while let first = pair.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { pair = pair.dropFirst() }
                if let equals = pair.firstIndex(of: UInt8(ascii: "=")), pair[pair.startIndex..<equals].elementsEqual(wanted) {
                    // An empty value is no cookie, as Hummingbird reads it.
                    let value = pair[pair.index(after: equals)...]
                    return value.isEmpty ? nil : String(Substring(value))
                }
                utf8 = end == utf8.endIndex ? utf8[end...] : utf8[utf8.index(after: end)...]
            }
        }
        return nil
    }
}
