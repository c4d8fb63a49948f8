// Marquee's page script: hearts, paging, suggestions, results while typing, dialogs, the
// offline banner. Everything here is an enhancement; each screen works without it.
"use strict";

(() => {
  const csrfToken = document.querySelector('#hearts [name="csrf_token"]')?.value ?? "";
  const toastRegion = document.getElementById("toast-region");

  // --- Toasts: one short message at a time, with an optional action. ---
  let toastTimer = 0;
  const showToast = (message, action) => {
    if (!toastRegion) return;
    clearTimeout(toastTimer);
    const toast = document.createElement("div");
    toast.id = "toast";
    toast.className = "toast";
    toast.setAttribute("role", "status");
    const text = document.createElement("span");
    text.textContent = message;
    toast.append(text);
    if (action) {
      const button = document.createElement("button");
      button.type = "button";
      button.id = action.id;
      button.textContent = action.label;
      button.addEventListener("click", () => { toast.remove(); action.run(); });
      toast.append(" ", button);
    }
    toastRegion.replaceChildren(toast);
    // The toast stays while it is pointed at or focused, so "Undo" never vanishes under a finger.
    const hide = () => { toastTimer = setTimeout(() => toast.remove(), action ? 8000 : 5000); };
    const hold = () => clearTimeout(toastTimer);
    toast.addEventListener("mouseenter", hold);
    toast.addEventListener("focusin", hold);
    toast.addEventListener("mouseleave", hide);
    toast.addEventListener("focusout", hide);
    hide();
  };

  const post = async (url, fields) => {
    const body = new URLSearchParams({ ...fields, csrf_token: csrfToken });
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(answer.error || "Marquee could not save this change. Try again.");
    return answer;
  };

  // --- Dialogs rendered open by the server become modal. ---
  const alert = document.getElementById("alert");
  if (alert && alert.open && alert.showModal) {
    alert.close();
    alert.showModal();
    alert.addEventListener("close", () => document.getElementById("search-input")?.focus());
  }

  // --- A gallery search sent by its form is remembered once: the address loses the form's
  // mark, so reloading or coming back to it is not a new search. ---
  if (new URLSearchParams(location.search).get("submitted") === "1") {
    const address = new URL(location.href);
    address.searchParams.delete("submitted");
    history.replaceState(history.state, "", address);
  }

  // --- Offline banner: local time, and fresh data as soon as the connection is back. ---
  for (const time of document.querySelectorAll("#offline-banner time")) {
    const date = new Date(time.dateTime);
    if (!Number.isNaN(date.getTime())) time.textContent = date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  }
  // --- The device's own connection: a polite banner while it is lost, gone by itself when it
  // is back, and the page's data refreshed then (unless someone is typing in a form). ---
  const showConnectionLost = () => {
    if (document.getElementById("connection-banner")) return;
    const banner = document.createElement("div");
    banner.id = "connection-banner";
    banner.className = "connection-banner";
    banner.setAttribute("role", "status");
    banner.textContent = "You are offline. What is on screen stays here; Marquee will bring it up to date when you are back online.";
    document.querySelector("main")?.prepend(banner);
  };
  let lostWhileHere = false;
  if (navigator.onLine === false) { lostWhileHere = true; showConnectionLost(); }
  window.addEventListener("offline", () => { lostWhileHere = true; showConnectionLost(); });
  window.addEventListener("online", () => {
    document.getElementById("connection-banner")?.remove();
    const typing = document.activeElement?.matches?.("input:not([type=hidden]), textarea, select");
    if ((lostWhileHere || document.getElementById("offline-banner")) && !typing) {
      location.reload();
    } else if (lostWhileHere) {
      showToast("Back online.");
    }
    lostWhileHere = false;
  });

  // --- Hearts: optimistic, the same state on every heart of the film, rolled back on failure. ---
  const setHearts = (id, pressed) => {
    for (const button of document.querySelectorAll(`.heart[data-movie-id="${id}"]`)) {
      button.setAttribute("aria-pressed", String(pressed));
      button.value = String(!pressed);
    }
  };

  // Takes the row off the Favorites screen, offers it back, and returns how to put it back.
  const removeFavoriteRow = (row, title, favoritedAt) => {
    const list = row.parentElement;
    const next = row.nextElementSibling;
    const putBack = () => {
      list.insertBefore(row, next && next.parentElement === list ? next : null);
      setHearts(row.dataset.movieId, true);
      updateEmptyState();
    };
    row.remove();
    updateEmptyState();
    showToast(`Removed “${title}”.`, {
      id: "undo",
      label: "Undo",
      run: async () => {
        putBack();
        try {
          // The removal may still be on its way: Undo goes after it, never before.
          await inflight.get(row.dataset.movieId)?.catch(() => {});
          await post(`/movies/${row.dataset.movieId}/favorite`, { favorite: "true", favorited_at: favoritedAt ?? "" });
        } catch (error) {
          row.remove();
          updateEmptyState();
          showToast(error.message);
        }
      },
    });
    return putBack;
  };

  const updateEmptyState = () => {
    const list = document.getElementById("favorites");
    if (!list) return;
    let empty = document.getElementById("favorites-empty");
    if (list.children.length === 0 && !empty) {
      empty = document.createElement("p");
      empty.id = "favorites-empty";
      empty.className = "empty-state";
      empty.textContent = "No favorites yet. Tap the heart on any film to keep it here.";
      list.before(empty);
    } else if (list.children.length > 0) {
      empty?.remove();
    }
  };

  // One request at a time per film: a quick double tap cannot race itself.
  const pending = new Set();
  // The heart request of each film still on its way, which Undo waits for.
  const inflight = new Map();

  document.addEventListener("submit", async (event) => {
    const button = event.submitter;
    if (event.target.id !== "hearts" || !button?.matches(".heart")) return;
    event.preventDefault();
    const id = button.dataset.movieId;
    if (pending.has(id)) return;
    pending.add(id);
    const favorite = button.value === "true";
    const title = button.getAttribute("aria-label").replace(/^Favorite /, "");
    const row = favorite ? null : button.closest(".favorite-row");
    setHearts(id, favorite);
    const putBack = row ? removeFavoriteRow(row, title, row.dataset.favoritedAt) : null;
    const request = post(button.formAction, { favorite: String(favorite) });
    inflight.set(id, request);
    try {
      await request;
    } catch (error) {
      setHearts(id, !favorite);
      putBack?.();
      showToast(`${title}: ${error.message}`);
    } finally {
      pending.delete(id);
      if (inflight.get(id) === request) inflight.delete(id);
    }
  });

  // A page restored from the back/forward cache may show old hearts: bring them up to date.
  window.addEventListener("pageshow", async (event) => {
    if (!event.persisted || !document.querySelector(".heart")) return;
    try {
      const ids = new Set((await (await fetch("/favorites/ids", { headers: { Accept: "application/json" } })).json()).map(String));
      for (const button of document.querySelectorAll(".heart")) setHearts(button.dataset.movieId, ids.has(button.dataset.movieId));
    } catch {
      // Offline: the hearts stay as they were.
    }
  });

  // --- Paging: "More results" loads the next page in place, once; the place is kept. ---
  const scrollKey = `marquee:list:${location.pathname}${location.search}`;
  let loadedPages = 1;
  let observer = null;
  let loading = false;
  // Bumped whenever the list is replaced, so a page still on its way for the old list is dropped.
  let listGeneration = 0;

  const loadNextPage = async (link) => {
    if (loading) return false;
    loading = true;
    const generation = listGeneration;
    link.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(link.dataset.fragment || link.href, { headers: { Accept: "text/html" } });
      const page = document.createElement("template");
      page.innerHTML = await response.text();
      if (generation !== listGeneration) { loading = false; return false; }
      const failure = page.content.querySelector(".inline-message");
      if (failure) throw new Error(failure.textContent);
      const list = document.querySelector("[data-paged-list]");
      // Films and photos alike: an item already shown is not shown twice.
      const key = (item) => item.dataset.movieId ?? item.dataset.photoId;
      const seen = new Set([...list.children].map(key));
      for (const item of page.content.querySelectorAll("[data-paged-list] > [data-movie-id], [data-paged-list] > [data-photo-id]")) {
        if (!seen.has(key(item))) { seen.add(key(item)); list.append(item); }
      }
      const nextPager = page.content.getElementById("pager");
      if (nextPager) document.getElementById("pager")?.replaceWith(nextPager);
      loadedPages += 1;
      loading = false;
      watchPager();
      return true;
    } catch (error) {
      // The link stays, so the person can try again, and is told why it did not work.
      link.removeAttribute("aria-busy");
      link.textContent = "Try loading more again";
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
      return false;
    }
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

  // Leaving a list for a film's details remembers how far the list went.
  document.addEventListener("click", (event) => {
    const link = event.target.closest?.('a[href^="/movies/"], a[href^="/gallery/photos/"]');
    if (!link || !document.querySelector("[data-paged-list], #top-rated, #favorites")) return;
    try {
      sessionStorage.setItem(scrollKey, JSON.stringify({ y: window.scrollY, pages: loadedPages }));
    } catch {
      // Storage is off: the list simply starts at the top again.
    }
  });

  const restoreList = async () => {
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(scrollKey) ?? "null");
      sessionStorage.removeItem(scrollKey);
    } catch {
      saved = null;
    }
    if (!saved) { watchPager(); return; }
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    while (loadedPages < saved.pages) {
      const link = document.getElementById("more-results");
      if (!link || !(await loadNextPage(link))) break;
    }
    window.scrollTo(0, saved.y);
    watchPager();
  };
  restoreList();

  // "Back to films" goes back in history when that is where the person came from, so the
  // browser can restore the list as it was.
  document.getElementById("back-link")?.addEventListener("click", (event) => {
    const back = new URL(event.currentTarget.href, location.href);
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.origin === location.origin && from.pathname + from.search === back.pathname + back.search && history.length > 1) {
      event.preventDefault();
      history.back();
    }
  });

  // --- Search: suggestions (the ARIA combobox pattern) and results while typing. ---
  const input = document.getElementById("search-input");
  const form = document.getElementById("search-form");
  const list = document.getElementById("suggestions");
  const section = document.getElementById("results-section");
  if (!input || !form || !list || !section) return;

  let active = -1;
  const options = () => [...list.querySelectorAll('[role="option"]:not([hidden])')];

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

  const setExpanded = (open) => {
    list.hidden = !(open && options().length > 0);
    input.setAttribute("aria-expanded", String(!list.hidden));
    if (list.hidden) highlight(-1);
  };

  const filterSuggestions = () => {
    const text = input.value.trim().toLowerCase();
    for (const item of list.querySelectorAll('[role="option"]')) {
      item.hidden = text !== "" && !item.dataset.query.toLowerCase().includes(text);
    }
    highlight(-1);
  };

  const choose = (item) => {
    input.value = item.dataset.query;
    setExpanded(false);
    form.requestSubmit ? form.requestSubmit() : form.submit();
  };

  const forget = async (item) => {
    try {
      // The film search forgets a query; the gallery, which keeps duplicates, one entry.
      await post(form.dataset.forget || "/history/forget", item.dataset.entryId ? { id: item.dataset.entryId } : { q: item.dataset.query });
      item.remove();
      highlight(-1);
      setExpanded(true);
    } catch (error) {
      showToast(error.message);
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
        if (!list.hidden && active >= 0 && items[active]) { event.preventDefault(); choose(items[active]); }
        break;
      case "Escape":
        if (!list.hidden) { event.preventDefault(); setExpanded(false); }
        break;
      case "Delete":
        if (!list.hidden && active >= 0 && items[active] && event.shiftKey) { event.preventDefault(); forget(items[active]); }
        break;
    }
  });
  // mousedown, not click: it comes before the input's blur hides the list.
  list.addEventListener("mousedown", (event) => {
    const item = event.target.closest('[role="option"]');
    if (item) { event.preventDefault(); choose(item); }
  });

  let sequence = 0;
  let controller = null;
  let timer = 0;

  const showResults = async (query) => {
    const mine = ++sequence;
    controller?.abort();
    controller = new AbortController();
    if (query.trim() === "") {
      section.replaceChildren();
      history.replaceState(null, "", "/search");
      return;
    }
    try {
      const url = `/search/results?${new URLSearchParams({ q: query })}`;
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      const html = await response.text();
      if (mine !== sequence) return; // a newer keystroke has asked again
      listGeneration += 1;
      loading = false;
      section.innerHTML = html;
      // Back from a film's details returns to these results; "typed" keeps them unremembered.
      history.replaceState(null, "", `/search?${new URLSearchParams({ q: query, typed: "1" })}`);
      loadedPages = 1;
      watchPager();
    } catch (error) {
      if (error.name !== "AbortError" && mine === sequence) {
        const note = document.createElement("p");
        note.className = "inline-message";
        note.setAttribute("role", "alert");
        note.textContent = "Results could not be loaded. Check your connection; press Search to try again.";
        section.replaceChildren(note);
      }
    }
  };

  // Results while typing on the film search only: each search of the gallery is an API call.
  const liveResults = !form.dataset.forget;
  input.addEventListener("input", () => {
    filterSuggestions();
    setExpanded(true);
    if (!liveResults) return;
    clearTimeout(timer);
    timer = setTimeout(() => showResults(input.value), 250);
  });
  form.addEventListener("submit", () => { clearTimeout(timer); controller?.abort(); });
})();
