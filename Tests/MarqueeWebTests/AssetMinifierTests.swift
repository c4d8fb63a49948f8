import Testing
@testable import MarqueeWeb

@Suite struct AssetMinifierTests {
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
        #expect(AssetMinifier.css(source) == #".heart[aria-pressed="true"] svg,.x :focus{color :var(--accent);font-family:system-ui,"Segoe UI";}.back-link::before{content:"‹ ";}@media (min-width:600px){.grid{gap:1rem 2rem;}}"#)
    }

    @Test func javaScriptKeepsItsLinesAndLosesIndentationAndLineComments() {
        let source = """
        // Hearts.
        const a = 1
          // inside
          const url = `/search?q=${a}` // trailing comments stay
        
        """
        #expect(AssetMinifier.javaScript(source) == "const a = 1\nconst url = `/search?q=${a}` // trailing comments stay\n")
    }
}
