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
}
