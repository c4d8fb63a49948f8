import Foundation
import MarqueeCore
import MarqueeImport
import MarqueeStore
import ZIPFoundation

/// The exports measured, and the catalogs their films are matched against.
enum ImportFixtures {
    /// `shared/fixtures/imports`, beside the repository, or `MARQUEE_IMPORT_FIXTURES`.
    static let folder: URL = {
        if let named = ProcessInfo.processInfo.environment["MARQUEE_IMPORT_FIXTURES"] { return URL(fileURLWithPath: named) }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent().appendingPathComponent("shared/fixtures/imports")
    }()

    struct Export {
        let name: String
        let file: String
        let data: Data
    }

    /// Two real Letterboxd exports (as ZIPs, made from their files) and diaries of 5,000 and
    /// 100,000 rows made of the larger one's 913 rows over and over.
    static let exports: [Export] = {
        do {
            let extratone = folder.appendingPathComponent("letterboxd/extratone-export")
            let diary = try String(contentsOf: folder.appendingPathComponent("letterboxd/agosvenezia-export/diary.csv"), encoding: .utf8)
            let lines = diary.split(separator: "\n", omittingEmptySubsequences: true)
            let header = lines[0], rows = lines.dropFirst()
            func repeated(_ count: Int) -> Data {
                var text = String(header) + "\n"
                for index in 0..<count { text += rows[rows.startIndex + index % rows.count] + "\n" }
                return Data(text.utf8)
            }
            return [
                Export(name: "Letterboxd export (extratone: 317 diary rows, 408 films watched)", file: "extratone.zip", data: try zip(extratone)),
                Export(name: "Letterboxd diary (AgosVenezia: 913 rows)", file: "diary.csv", data: Data(diary.utf8)),
                Export(name: "Letterboxd diary of 5,000 rows", file: "diary.csv", data: repeated(5_000)),
                Export(name: "Letterboxd diary of 100,000 rows", file: "diary.csv", data: repeated(100_000)),
            ]
        } catch {
            fatalError("Cannot read the exports in \(folder.path): \(error)")
        }
    }()

    /// The embedded catalog, and the one named by `MARQUEE_BENCHMARK_CATALOG`.
    static let matchers: [(String, FilmMatcher)] = {
        do {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-imports-benchmark-\(getpid()).sqlite").path
            let embedded = try AppDatabase.openFile(at: path) { try EmbeddedCatalog(database: $0).loadIfNeeded() }
            var matchers = [("the embedded catalog", FilmMatcher(catalog: SQLiteMovieCatalog(database: embedded)))]
            if let other = ProcessInfo.processInfo.environment["MARQUEE_BENCHMARK_CATALOG"] {
                matchers.append(("a catalog of \(other)", FilmMatcher(catalog: SQLiteMovieCatalog(database: try AppDatabase.openFile(at: other)))))
            }
            for (name, matcher) in matchers { report(matcher, name) }
            return matchers
        } catch {
            fatalError("Cannot open the catalogs: \(error)")
        }
    }()

    /// Prints how many of each export's films matched one film, several, or none.
    private static func report(_ matcher: FilmMatcher, _ catalogName: String) {
        let done = DispatchSemaphore(value: 0)
        Task {
            for export in exports.prefix(2) {
                do {
                    let films = try ImportReader.read(export.data, named: export.file).films
                    var one = 0, several = 0
                    for film in films {
                        switch try await matcher.match(film) {
                        case .one: one += 1
                        case .several: several += 1
                        case .none: break
                        }
                    }
                    FileHandle.standardError.write(Data("\(export.name), \(catalogName): of \(films.count) films, \(one) matched one, \(several) several, \(films.count - one - several) none\n".utf8))
                } catch {
                    FileHandle.standardError.write(Data("\(export.name): \(error)\n".utf8))
                }
            }
            done.signal()
        }
        done.wait()
    }

    /// A ZIP of the files below `folder`, with their paths inside it, as Letterboxd packs them.
    private static func zip(_ folder: URL) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "csv" {
            let data = try Data(contentsOf: file)
            let path = String(file.path.dropFirst(folder.path.count + 1))
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
