import Foundation

/// `config.js`, the module through which the page scripts get what the Swift side owns: the
/// element ids the views write (``ElementID``) and the addresses of the route table that the
/// scripts fetch, post to or recognise. It is written here, never typed in a script. The copy
/// in `Public/assets/scripts/config.js`, which the script tests, the type check and the lint
/// read, is kept equal to it by `ScriptConfigurationTests`.
enum ScriptConfiguration {
    /// The addresses the scripts use, by the name they use.
    static let routes: KeyValuePairs<String, String> = [
        "favoriteIDs": Route.favoriteIDs.url,
        "forgetSearch": Route.forgetSearch.url,
        "moviePrefix": Route.Pattern.movie.folder,
        "photoPrefix": Route.Pattern.galleryPhoto.folder,
        "search": Route.search().url,
        "searchResults": Route.Pattern.searchResults.rawValue,
        "serviceWorker": Route.serviceWorker.url,
    ]

    /// The module's source.
    static var source: String {
        var text = """
            // Generated from the Swift side (ScriptConfiguration.swift): the element ids the views
            // write and the addresses of the route table. Do not edit: `swift test` checks this copy,
            // and `MARQUEE_WRITE_SCRIPT_CONFIG=1 swift test --filter PageScriptContractTests` writes it.

            export const ids = {

            """
        for id in ElementID.allCases.sorted(by: { $0.scriptName < $1.scriptName }) {
            text += "  \(id.scriptName): \(literal(id.rawValue)),\n"
        }
        text += "};\n\nexport const routes = {\n"
        for (name, address) in routes {
            text += "  \(name): \(literal(address)),\n"
        }
        return text + "};\n"
    }

    /// A JavaScript string literal (JSON's, which JavaScript reads the same).
    private static func literal(_ value: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // A string always encodes.
        return String(decoding: (try? encoder.encode(value)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
