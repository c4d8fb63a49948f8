import MarqueeCore

/// The star control: a group of radio buttons, "No rating" and half a star to five stars. The
/// browser moves between them with the arrow keys, half a star at a time, and a screen reader
/// announces each one's name ("3.5 stars"); the stars drawn beside are hidden from it.
struct StarRatingField: HTMLComponent {
    /// Makes the radios' ids unique on the page (a viewing's name, or "new").
    let key: String
    let selected: StarRating?

    func write(to html: inout HTMLWriter) {
        html.markup("<fieldset class=\"star-rating\"><legend>")
        html.text(YourFilmsPageText.rating)
        html.markup("</legend>\n")
        option(value: nil, to: &html)
        for rating in StarRating.all { option(value: rating, to: &html) }
        html.markup("</fieldset>\n")
    }

    private func option(value: StarRating?, to html: inout HTMLWriter) {
        let id = "rating-\(key)-\(value?.halfStars ?? 0)"
        html.markup("<input type=\"radio\" class=\"star-input\" name=\"rating\" id=\"")
        html.attribute(id)
        html.markup("\" value=\"")
        html.attribute(value?.description ?? "")
        html.markup(value == selected ? "\" checked><label for=\"" : "\"><label for=\"")
        html.attribute(id)
        if let value {
            html.markup("\"><span class=\"star-symbols\" aria-hidden=\"true\">")
            html.text(value.symbols)
            html.markup("</span><span class=\"star-name\">")
            html.text(WatchDateText.spoken(value, in: html.localizer))
            html.markup("</span></label>\n")
        } else {
            html.markup("\"><span class=\"star-name\">")
            html.text(YourFilmsPageText.noRating)
            html.markup("</span></label>\n")
        }
    }
}

/// The fields of a log form, new or an edit: the day, the stars and the review, with the
/// viewing's name and the form's token.
struct ViewingFields: HTMLComponent {
    let id: ViewingID
    /// Unique among the page's forms.
    let key: String
    let day: WatchDate
    /// The latest day offered.
    let latest: WatchDate
    let rating: StarRating?
    let review: String?
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup("\"><input type=\"hidden\" name=\"viewing_id\" value=\"")
        html.attribute(id.rawValue)
        html.markup("\">\n<p class=\"field\"><label for=\"")
        html.attribute("watched-on-\(key)")
        html.markup("\">")
        html.text(YourFilmsPageText.dateWatched)
        html.markup("</label><input type=\"date\" class=\"watched-on\" id=\"")
        html.attribute("watched-on-\(key)")
        html.markup("\" name=\"watched_on\" required min=\"")
        html.attribute(WatchDate.earliest.description)
        html.markup("\" max=\"")
        html.attribute(latest.description)
        html.markup("\" value=\"")
        html.attribute(day.description)
        html.markup("\"></p>\n")
        StarRatingField(key: key, selected: rating).write(to: &html)
        html.markup("<p class=\"field\"><label for=\"")
        html.attribute("review-\(key)")
        html.markup("\">")
        html.text(YourFilmsPageText.review)
        html.markup(" <span class=\"hint\">")
        html.text(YourFilmsPageText.reviewHint)
        html.markup("</span></label><textarea id=\"")
        html.attribute("review-\(key)")
        html.markup("\" name=\"review\" rows=\"3\" maxlength=\"2000\">")
        html.text(review ?? "")
        html.markup("</textarea></p>\n")
    }
}
