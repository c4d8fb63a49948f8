import CSV
import Foundation
import MarqueeCore

/// A CSV file read whole into rows of fields (RFC 4180, through CSV.swift): UTF-8 with or
/// without a byte order mark, CRLF or LF, quoted fields over several lines. Column names are
/// matched without regard to case, spaces or dots (IMDb has written `Title Type`, `Title type`
/// and `Num. Votes` over the years).
struct CSVTable {
    /// The file's name, for messages.
    let file: String
    /// The header's names as written.
    let columns: [String]
    /// Each record after the header, with its number (the header is record 1).
    let records: [(number: Int, fields: [String])]
    /// Each column's position by its folded name (the first of two alike).
    private let index: [String: Int]

    /// The most records one file may hold.
    static let maximumRecords = 500_000

    /// Reads `text` (UTF-8 already checked, its byte order mark gone); its first record is the header.
    init(text: String, file: String) throws {
        self.file = file
        let reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: false)
        var columns: [String]?
        var records: [(Int, [String])] = []
        var number = 0
        while let row = reader.next() {
            number += 1
            if columns == nil {
                columns = row
                continue
            }
            // A blank line (one empty field) is no record.
            if row.count == 1, row[0].isEmpty { continue }
            guard records.count < Self.maximumRecords else { throw ImportError.tooManyRows(limit: Self.maximumRecords) }
            records.append((number, row))
        }
        if reader.error != nil { throw ImportError.damaged(file: file) }
        self.columns = columns ?? []
        self.records = records
        var index: [String: Int] = [:]
        for (position, name) in self.columns.enumerated() where index[Self.key(name)] == nil { index[Self.key(name)] = position }
        self.index = index
    }

    /// The header's names, folded for comparison.
    var keys: [String] { columns.map(Self.key) }

    /// True when every one of `names` is a column.
    func has(_ names: String...) -> Bool {
        let keys = Set(keys)
        return names.allSatisfy { keys.contains(Self.key($0)) }
    }

    /// A reader of `fields` by column name.
    func row(_ fields: [String]) -> CSVRow {
        CSVRow(fields: fields, index: index)
    }

    /// `Title Type`, `title type` and `titletype` alike.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }
}

/// One record's fields by column name; a column the record lacks reads as empty.
struct CSVRow {
    let fields: [String]
    let index: [String: Int]

    subscript(_ name: String) -> String {
        guard let position = index[CSVTable.key(name)], position < fields.count else { return "" }
        return fields[position].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The field, or nil when empty.
    func optional(_ name: String) -> String? {
        let value = self[name]
        return value.isEmpty ? nil : value
    }
}
