/// The words of a person's lists that Core writes: why a change was refused (``ListError``).
public enum ListsText: String, MessageKey {
    public static let table = "lists"

    case nameMissing, nameTooLong, descriptionTooLong, noteTooLong, notYourList
}
