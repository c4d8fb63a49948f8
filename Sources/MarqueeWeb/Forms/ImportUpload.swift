import Foundation
import Hummingbird
import MarqueeCore
import MarqueeImport
import MultipartKit
import NIOCore

/// The import page's upload: a `multipart/form-data` body holding the CSRF token and one file,
/// read with MultipartKit's parser. The only body Marquee takes that is not a url-encoded form.
struct ImportUpload: Sendable {
    /// The largest body taken: the largest file, and room for the form around it.
    static let maximumBodySize = ImportReader.maximumBytes + 64 * 1024
    /// The file's field.
    static let fileField = "file"

    /// The text fields (the CSRF token), at most 1 KB each.
    let fields: [String: String]
    /// The file's name as the browser sent it (its last path component), "upload" when none.
    let fileName: String
    /// The file's bytes.
    let data: Data

    /// Whether `request` is an upload of this kind.
    static func isUpload(_ request: Request) -> Bool {
        request.method == .post && request.uri.path == Route.importFile.url
            && request.headers[.contentType]?.lowercased().hasPrefix("multipart/form-data") == true
    }

    /// Reads `body` sent with `contentType`.
    /// - Throws: 400 when it is not a form with one file, saying so in `localizer`'s language.
    init(body: ByteBuffer, contentType: String, localizer: Localizer) throws {
        guard let boundary = Self.boundary(of: contentType) else { throw Self.unreadable(localizer) }
        let parser = MultipartParser(boundary: boundary)
        var headers: [(String, String)] = [], part = ByteBuffer(), fields: [String: String] = [:], file: (name: String, data: Data)?
        parser.onHeader = { field, value in headers.append((field.lowercased(), value)) }
        parser.onBody = { chunk in part.writeBuffer(&chunk) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0 == "content-disposition" }?.1 ?? ""
            let name = Self.parameter("name", of: disposition)
            if let fileName = Self.parameter("filename", of: disposition), name == Self.fileField {
                let last = (fileName.replacingOccurrences(of: "\\", with: "/") as NSString).lastPathComponent
                file = (last.isEmpty ? "upload" : String(last.prefix(200)), Data(part.readableBytesView))
            } else if let name, part.readableBytes <= 1_024 {
                fields[name] = String(buffer: part)
            }
            headers = []
            part = ByteBuffer()
        }
        do {
            try parser.execute(body)
        } catch {
            throw Self.unreadable(localizer)
        }
        guard let file else { throw HTTPError(.badRequest, message: localizer[ImportPageText.chooseFileToImport]) }
        self.fields = fields
        fileName = file.name
        data = file.data
    }

    private static func unreadable(_ localizer: Localizer) -> HTTPError {
        HTTPError(.badRequest, message: localizer[ImportPageText.uploadUnreadable])
    }

    /// The boundary of `multipart/form-data; boundary=…` (quoted or not).
    static func boundary(of contentType: String) -> String? {
        parameter("boundary", of: contentType).flatMap { $0.isEmpty || $0.utf8.count > 200 ? nil : $0 }
    }

    /// The value of `key=` in a header's `;`-separated parameters, without its quotes.
    static func parameter(_ key: String, of header: String) -> String? {
        for item in header.split(separator: ";") {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == key else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
