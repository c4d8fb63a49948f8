/// The page scripts one kind of screen loads: its entry modules, and every module they import,
/// which the page names as `modulepreload` so that the browser fetches them all at once rather
/// than one import after another.
struct ScreenScripts: Sendable {
    let entries: [AssetPath]
    let preloads: [AssetPath]
}
