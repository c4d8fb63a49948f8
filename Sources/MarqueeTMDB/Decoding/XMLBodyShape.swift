import Foundation

/// A linear check of an XML body before XMLCoder reads it. XMLCoder builds an element's text by
/// copying all of it so far on every piece libxml2 hands over (about every 300 bytes, and once per
/// character or entity reference), so one long text costs the square of its length: an 8 MB
/// overview of `&#65;` would copy about 10^12 bytes. With every run between angle brackets held
/// to ``longestRun`` bytes and ``mostReferences`` references, each run costs at most a bounded
/// amount and the whole body stays linear in its size. TMDB's longest texts (biographies) are a
/// few thousand bytes; the captured responses' longest run is 996 bytes with 3 references.
enum XMLBodyShape {
    /// The longest run of bytes between two angle brackets (a text, a tag, a CDATA section).
    static let longestRun = 16 * 1024
    /// The most references (`&…;`) in one run.
    static let mostReferences = 64

    /// Throws ``TMDBBodyError/xmlRunTooLong`` when a run passes either bound; one pass.
    static func check(_ data: Data) throws {
        var run = 0, references = 0
        for byte in data {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                run = 0
                references = 0
            case UInt8(ascii: "&"):
                references += 1
                run += 1
            default:
                run += 1
            }
            if run > longestRun || references > mostReferences { throw TMDBBodyError.xmlRunTooLong }
        }
    }
}
