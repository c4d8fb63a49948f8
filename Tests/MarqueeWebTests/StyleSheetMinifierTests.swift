import Testing
@testable import MarqueeWeb

@Suite struct StyleSheetMinifierTests {
    @Test func cssLosesCommentsAndSpacesButKeepsStringsAndDescendantSelectors() {
        let source = """
        /* The heart. */
        .heart[aria-pressed="true"] svg ,  .x :focus {
          color : var(--accent);   /* pressed */
          font-family: system-ui, "Segoe UI";
        }
        .back-link::before { content: "‹ "; }
        @media (min-width: 600px) { .grid { gap: 1rem 2rem; } }
        """
        #expect(StyleSheetMinifier.minify(source) == #".heart[aria-pressed="true"] svg,.x :focus{color :var(--accent);font-family:system-ui,"Segoe UI";}.back-link::before{content:"‹ ";}@media (min-width:600px){.grid{gap:1rem 2rem;}}"#)
    }
}
