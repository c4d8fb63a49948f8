// Marquee's page script: suggestions, results while typing, infinite scroll, dialogs.
// Everything here is an enhancement; each screen works without it.
"use strict";

(() => {
  const input = document.getElementById("search-input");
  const form = document.getElementById("search-form");
  const list = document.getElementById("suggestions");
  const section = document.getElementById("results-section");
  const csrfToken = document.querySelector('meta[name="csrf-token"]')?.content ?? "";

  // Dialogs rendered open by the server become modal, and return focus to the search box.
  const alert = document.getElementById("alert");
  if (alert && alert.open && alert.showModal) {
    alert.close();
    alert.showModal();
    alert.addEventListener("close", () => input?.focus());
  }

  if (!input || !form || !list || !section) return;

  // --- Suggestions: the ARIA combobox pattern over the recent searches. ---
  let active = -1;
  const options = () => [...list.querySelectorAll('[role="option"]:not([hidden])')];

  const setExpanded = (open) => {
    const available = options().length > 0;
    list.hidden = !(open && available);
    input.setAttribute("aria-expanded", String(!list.hidden));
    if (list.hidden) highlight(-1);
  };

  const highlight = (index) => {
    const items = options();
    items.forEach((item, i) => item.setAttribute("aria-selected", String(i === index)));
    active = index;
    if (index >= 0 && items[index]) {
      input.setAttribute("aria-activedescendant", items[index].id);
      items[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  const filterSuggestions = () => {
    const text = input.value.trim().toLowerCase();
    for (const item of list.querySelectorAll('[role="option"]')) {
      item.hidden = text !== "" && !item.dataset.query.toLowerCase().includes(text);
    }
  };

  const choose = (item) => {
    input.value = item.dataset.query;
    setExpanded(false);
    form.requestSubmit ? form.requestSubmit() : form.submit();
  };

  const forget = async (item) => {
    const body = new URLSearchParams({ q: item.dataset.query, csrf_token: csrfToken });
    const response = await fetch("/history/forget", { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.ok) {
      item.remove();
      setExpanded(true);
    }
  };

  input.addEventListener("focus", () => { filterSuggestions(); setExpanded(true); });
  input.addEventListener("blur", () => setTimeout(() => setExpanded(false), 150));
  input.addEventListener("keydown", (event) => {
    const items = options();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (list.hidden) setExpanded(true);
        if (items.length) highlight((active + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (items.length) highlight(active <= 0 ? items.length - 1 : active - 1);
        break;
      case "Enter":
        if (!list.hidden && active >= 0 && items[active]) {
          event.preventDefault();
          choose(items[active]);
        }
        break;
      case "Escape":
        if (!list.hidden) { event.preventDefault(); setExpanded(false); }
        break;
      case "Delete":
        if (!list.hidden && active >= 0 && items[active] && event.shiftKey) {
          event.preventDefault();
          forget(items[active]);
        }
        break;
    }
  });
  // mousedown, not click: it comes before the input's blur hides the list.
  list.addEventListener("mousedown", (event) => {
    const item = event.target.closest('[role="option"]');
    if (item) { event.preventDefault(); choose(item); }
  });

  // --- Results while typing: debounced, never remembered, newest answer wins. ---
  let sequence = 0;
  let controller = null;
  let timer = 0;

  const fragmentURL = (query, page) => {
    const params = new URLSearchParams({ q: query });
    if (page > 1) params.set("page", String(page));
    return `/search/results?${params}`;
  };

  const showResults = async (query) => {
    const mine = ++sequence;
    controller?.abort();
    controller = new AbortController();
    if (query.trim() === "") { section.replaceChildren(); return; }
    try {
      const response = await fetch(fragmentURL(query, 1), { signal: controller.signal, headers: { Accept: "text/html" } });
      const html = await response.text();
      if (mine !== sequence) return; // a newer keystroke has already asked again
      section.innerHTML = html;
      watchPager();
    } catch (error) {
      if (error.name !== "AbortError" && mine === sequence) {
        section.innerHTML = '<p class="inline-message" role="alert"></p>';
        section.firstChild.textContent = "Results could not be loaded. Check your connection; press Search to try again.";
      }
    }
  };

  input.addEventListener("input", () => {
    filterSuggestions();
    setExpanded(true);
    clearTimeout(timer);
    timer = setTimeout(() => showResults(input.value), 250);
  });
  form.addEventListener("submit", () => { clearTimeout(timer); controller?.abort(); });

  // --- Infinite scroll: the "More results" link loads the next page in place, once. ---
  let observer = null;
  let loading = false;

  const loadNextPage = async (link) => {
    if (loading) return;
    loading = true;
    const url = new URL(link.href, location.href);
    link.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(`/search/results${url.search}`, { headers: { Accept: "text/html" } });
      const page = document.createElement("template");
      page.innerHTML = await response.text();
      const failure = page.content.querySelector(".inline-message");
      if (failure) throw new Error(failure.textContent);
      const results = document.getElementById("results");
      const seen = new Set([...results.children].map((row) => row.dataset.movieId));
      for (const row of page.content.querySelectorAll(".movie-row")) {
        if (!seen.has(row.dataset.movieId)) { seen.add(row.dataset.movieId); results.append(row); }
      }
      const nextPager = page.content.getElementById("pager");
      if (nextPager) document.getElementById("pager")?.replaceWith(nextPager);
    } catch (error) {
      // The link stays: the person can try again, and is told why it did not work.
      link.removeAttribute("aria-busy");
      link.textContent = "More results (tap to try again)";
      let note = document.getElementById("pager-error");
      if (!note) {
        note = document.createElement("p");
        note.id = "pager-error";
        note.className = "inline-message";
        note.setAttribute("role", "alert");
        link.before(note);
      }
      note.textContent = error.message && error.message !== "Failed to fetch"
        ? error.message
        : "The next page could not be loaded. Check your connection and try again.";
      loading = false;
      return; // no automatic retry loop while the link stays in view
    }
    loading = false;
    watchPager();
  };

  const watchPager = () => {
    observer?.disconnect();
    const link = document.getElementById("more-results");
    if (!link) return;
    link.addEventListener("click", (event) => { event.preventDefault(); loadNextPage(link); });
    if ("IntersectionObserver" in window) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNextPage(link);
      }, { rootMargin: "200px" });
      observer.observe(link);
    }
  };
  watchPager();
})();
