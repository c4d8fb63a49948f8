import Foundation
import MarqueeCore
import ZIPFoundation

/// The files of an export's ZIP, read with ZIPFoundation within limits that a real export never
/// comes near and a ZIP bomb always passes: at most 2,000 files, 256 MB unpacked in all, and no
/// file of more than 1 MB unpacked to more than 100 times its packed size. A path that leaves the
/// export's folder (`../x`, `/etc/x`) refuses the whole file; folders, links and files other than
/// CSV and JSON (a `profile.csv` is read and left alone) are passed over.
enum ExportArchive {
    static let maximumEntries = 2_000
    static let maximumUnpackedBytes = 256 * 1_048_576
    static let maximumRatio = 100

    /// True when `data` starts as a ZIP does.
    static func reads(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The CSV and JSON files of the ZIP `data` (named `file`), with their paths inside it.
    static func files(of data: Data, file: String) throws -> [(path: String, data: Data)] {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw ImportError.damaged(file: file)
        }
        var files: [(path: String, data: Data)] = [], entries = 0, unpacked = 0
        for entry in archive {
            entries += 1
            guard entries <= maximumEntries else { throw ImportError.zipTooLarge(file: file) }
            let path = entry.path
            guard isSafe(path) else { throw ImportError.unsafePath(path) }
            let lowered = path.lowercased()
            guard entry.type == .file, lowered.hasSuffix(".csv") || lowered.hasSuffix(".json"), !lowered.hasSuffix("profile.csv"),
                  !path.split(separator: "/").contains(where: { $0.hasPrefix("__MACOSX") || $0.hasPrefix(".") })
            else { continue }
            let packed = max(Int(clamping: entry.compressedSize), 1)
            var contents = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    contents.append(chunk)
                    unpacked += chunk.count
                    // Counted as it unpacks: the sizes a ZIP declares can lie.
                    if unpacked > maximumUnpackedBytes || contents.count > 1_048_576 && contents.count / packed > maximumRatio {
                        throw ImportError.zipTooLarge(file: file)
                    }
                }
            } catch let error as ImportError {
                throw error
            } catch {
                throw ImportError.damaged(file: file)
            }
            files.append((path, contents))
        }
        guard !files.isEmpty else { throw ImportError.emptyExport }
        return files
    }

    /// False for an absolute path, one with a `..` part, or a backslash (a Windows path).
    static func isSafe(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.contains("\\") && !path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }
}
