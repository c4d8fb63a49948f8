/// TMDB's departments of a film's work, as a person is "known for" one: each case's English
/// name is the one TMDB sends (`known_for_department`).
public enum DepartmentText: String, MessageKey {
    public static let table = "department"

    case acting, directing, writing, production, sound, camera, editing, art, costumeAndMakeUp, crew, visualEffects, lighting, creator

    /// The department TMDB names `name` ("Costume & Make-Up"); nil for a name it does not list.
    public init?(tmdbName name: String) {
        guard let department = Self.byName[name] else { return nil }
        self = department
    }

    private static let byName: [String: DepartmentText] = [
        "Acting": .acting, "Directing": .directing, "Writing": .writing, "Production": .production, "Sound": .sound,
        "Camera": .camera, "Editing": .editing, "Art": .art, "Costume & Make-Up": .costumeAndMakeUp, "Crew": .crew,
        "Visual Effects": .visualEffects, "Lighting": .lighting, "Creator": .creator,
    ]
}
