import MarqueeCore

/// What a page that could not be loaded says, and what to do: offline with nothing saved, the
/// catalog's own message, or a generic one.
enum UnavailableMessage {
    /// `saved` names what was not saved ("this film's details"); `loading` what could not be
    /// loaded ("this film").
    static func text(for error: any Error, saved: String, loading: String) -> String {
        guard let error = error as? CatalogError else { return "Marquee could not load \(loading). Try again in a moment." }
        return error == .offline
            ? "You're offline, and Marquee has not saved \(saved) yet. Check your connection and try again."
            : error.message
    }
}
