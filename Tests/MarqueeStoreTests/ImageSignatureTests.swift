import Foundation
import MarqueeStore
import Testing

/// An answer is an image when its first bytes say so, whatever its headers claim.
@Suite struct ImageSignatureTests {
    @Test func theFourServedFormatsAreKnownByTheirFirstBytes() {
        #expect(ImageSignature.contentType(of: Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00])) == "image/jpeg")
        #expect(ImageSignature.contentType(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])) == "image/png")
        #expect(ImageSignature.contentType(of: Data("GIF87a....".utf8)) == "image/gif")
        #expect(ImageSignature.contentType(of: Data("GIF89a....".utf8)) == "image/gif")
        #expect(ImageSignature.contentType(of: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == "image/webp")
    }

    @Test func documentsScriptsAndTruncatedFilesAreNotImages() {
        for text in ["<!doctype html><p>", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "{\"status\":7}", "RIFF\u{0}\u{0}\u{0}\u{0}WAVE", "RIFF", "GIF8", ""] {
            #expect(ImageSignature.contentType(of: Data(text.utf8)) == nil, "\(text)")
        }
        #expect(ImageSignature.contentType(of: Data([0xFF, 0xD8])) == nil)
    }

    @Test func aSliceOfLargerDataIsReadFromItsOwnStart() {
        let data = Data([0x00, 0x00, 0xFF, 0xD8, 0xFF, 0xE0])
        #expect(ImageSignature.contentType(of: data.dropFirst(2)) == "image/jpeg")
    }
}
