import MarqueeCore

/// A person on a film's page: their photo (or a drawn placeholder with their initials), name and
/// part, the whole card a link to their page.
struct PersonCard: HTMLComponent {
    let state: PersonCardViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<li class=\"person-card\"><a class=\"person-link\" href=\"")
        html.link(.person(id: state.id))
        html.markup("\">")
        PersonPhoto(photo: state.photo, initials: state.initials).write(to: &html)
        html.markup("<span class=\"person-name\">")
        html.text(state.name)
        html.markup("</span>")
        if !state.role.isEmpty {
            html.markup("<span class=\"person-role\">")
            html.text(state.role)
            html.markup("</span>")
        }
        html.markup("</a></li>\n")
    }
}

/// A person's photo, or, when there is none, a circle with their initials drawn in CSS.
struct PersonPhoto: HTMLComponent {
    let photo: Artwork?
    let initials: String
    var isLarge = false

    func write(to html: inout HTMLWriter) {
        if let photo {
            html.markup("<img class=\"person-photo")
            html.markup(isLarge ? " large\" src=\"" : "\" src=\"")
            html.link(.image(.w185, photo))
            // The large photo heads its page: loaded at once, not when scrolled to.
            html.markup(isLarge ? "\" width=\"185\" height=\"278\" alt=\"\">" : "\" width=\"185\" height=\"278\" loading=\"lazy\" alt=\"\">")
        } else {
            html.markup("<span class=\"person-photo placeholder")
            html.markup(isLarge ? " large\" aria-hidden=\"true\">" : "\" aria-hidden=\"true\">")
            html.text(initials)
            html.markup("</span>")
        }
    }
}
