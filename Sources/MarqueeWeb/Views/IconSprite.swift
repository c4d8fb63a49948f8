/// The app's icons as SVG symbols, written once at the top of every page's body and used as
/// `<use href="#heart"/>`: the page needs no request for its icons, and each use costs a few
/// bytes instead of the sprite's hashed address.
struct IconSprite: HTMLComponent {
    func write(to html: inout HTMLWriter) {
        html.markup("<svg class=\"icon-sprite\" width=\"0\" height=\"0\" aria-hidden=\"true\">")
        html.markup("<symbol id=\"icon-discover\" viewBox=\"0 0 24 24\"><path fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" d=\"M4 5h16v14H4zM4 9h16M8 5v4M12 5v4M16 5v4\"/></symbol><symbol id=\"icon-search\" viewBox=\"0 0 24 24\"><circle cx=\"10.5\" cy=\"10.5\" r=\"6.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/><path stroke=\"currentColor\" stroke-width=\"2.4\" stroke-linecap=\"round\" d=\"M15.5 15.5 21 21\"/></symbol><symbol id=\"icon-favorites\" viewBox=\"0 0 24 24\"><path fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" d=\"M12 20s-7-4.3-8.9-8.7C1.7 8.1 3.7 4.6 7.1 4.6c2 0 3.5 1.1 4.9 2.8 1.4-1.7 2.9-2.8 4.9-2.8 3.4 0 5.4 3.5 4 6.7C19 15.7 12 20 12 20z\"/></symbol><symbol id=\"heart\" viewBox=\"0 0 24 24\"><path d=\"M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3 1.5-1.8 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z\"/></symbol>")
        html.markup("<symbol id=\"icon-account\" viewBox=\"0 0 24 24\"><g fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"><circle cx=\"12\" cy=\"8\" r=\"4\"/><path d=\"M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7\"/></g></symbol>")
        html.markup("<symbol id=\"icon-gallery\" viewBox=\"0 0 24 24\"><path fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" d=\"M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z\"/></symbol>")
        html.markup("</svg>\n")
    }
}
