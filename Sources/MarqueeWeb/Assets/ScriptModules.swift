import Foundation

/// The page scripts: ES modules in `Public/assets/scripts`, each served at a content-hashed
/// address, without its comment lines. A module names another as `"./name.js"` (`import … from "./name.js"`, or
/// `import("./name.js")` for one loaded when it is needed); those names are replaced by the
/// other module's hashed address, so a module's hash covers what it imports and a cached copy
/// never meets a newer dependency. `config.js` is ``ScriptConfiguration``'s.
///
/// Served as modules rather than joined into one file: a screen loads only what it uses, and
/// what only some moments need (the outbox of hearts, an update's offer, the offline page's
/// lists) is fetched when that moment comes (docs/PERFORMANCE.md has the bytes of both).
struct ScriptModules: Sendable {
    /// A module as served.
    struct Module: Sendable {
        let fileName: String
        let source: String
        /// The modules it imports statically, which load with it.
        let imports: [String]
        /// The modules it loads when it needs them.
        let loadsLater: [String]
    }

    /// A module names one it imports that is not in the folder, or modules import each other
    /// in a circle (the hashes could not be computed).
    struct GraphError: Error, CustomStringConvertible {
        let description: String
    }

    /// Each module, by its file name (`hearts.js`).
    let modules: [String: Module]

    /// Reads every `.js` file of `folder`; `config.js` is replaced by ``ScriptConfiguration``.
    init(folder: URL) throws {
        // config.js is the server's own, whether or not the folder has a copy of it.
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") } + ["config.js"])
        var modules: [String: Module] = [:]
        for name in names {
            let source = name == "config.js"
                ? ScriptConfiguration.source
                : String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            modules[name] = Module(fileName: name, source: source,
                                   imports: Self.names(in: source, after: "from \"./"),
                                   loadsLater: Self.names(in: source, after: "import(\"./"))
        }
        for module in modules.values {
            for name in module.imports + module.loadsLater where modules[name] == nil {
                throw GraphError(description: "\(module.fileName) imports ./\(name), which is not in \(folder.path)")
            }
        }
        self.modules = modules
    }

    /// The module names written after `marker` up to the closing quote: `hearts.js`.
    private static func names(in source: String, after marker: String) -> [String] {
        source.components(separatedBy: marker).dropFirst().compactMap { rest in
            rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// The modules in an order where each comes after everything it imports.
    func dependencyOrder() throws -> [Module] {
        var ordered: [Module] = []
        var done: Set<String> = []
        var visiting: Set<String> = []
        func visit(_ name: String) throws {
            if done.contains(name) { return }
            guard visiting.insert(name).inserted, let module = modules[name] else {
                throw GraphError(description: "the page scripts import each other in a circle through \(name)")
            }
            for dependency in module.imports + module.loadsLater { try visit(dependency) }
            visiting.remove(name)
            done.insert(name)
            ordered.append(module)
        }
        for name in modules.keys.sorted() { try visit(name) }
        return ordered
    }

    /// A module's text as served: without its comment lines (``ScriptCommentLines``), and with
    /// the modules it names replaced by `address(name)`.
    static func linked(_ module: Module, address: (String) -> String) -> String {
        var text = ScriptCommentLines.dropped(from: module.source)
        for name in Set(module.imports + module.loadsLater) {
            text = text.replacingOccurrences(of: "\"./\(name)\"", with: "\"\(address(name))\"")
        }
        return text
    }

    /// `entry` and every module it imports, directly or not, without those loaded later.
    func staticClosure(of entry: String) -> [String] {
        var seen: [String] = []
        func visit(_ name: String) {
            guard !seen.contains(name), let module = modules[name] else { return }
            seen.append(name)
            module.imports.forEach(visit)
        }
        visit(entry)
        return seen
    }
}
