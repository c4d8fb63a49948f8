// Marquee's page script: hearts (kept on the device while offline), paging, suggestions,
// results while typing, dialogs, the offline banners, the service worker and its updates.
// Everything here is an enhancement; each screen works without it.
"use strict";

(() => {
  const csrfToken = document.querySelector('#hearts [name="csrf_token"]')?.value ?? "";
  const toastRegion = document.getElementById("toast-region");
  const workerAddress = document.currentScript?.dataset.serviceWorker;
  const worker = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  // An element with attributes, such as `{ id: "toast", class: "toast", role: "status" }`.
  const element = (tag, attributes = {}) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  };
  // A JSON object kept in localStorage; an empty one when there is none or storage is off.
  const readStored = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "{}") ?? {};
    } catch {
      return {};
    }
  };
  // Keeps `object` under `key` (an empty one is removed); false when storage is off or full.
  const writeStored = (key, object) => {
    try {
      if (Object.keys(object).length > 0) localStorage.setItem(key, JSON.stringify(object));
      else localStorage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  };
  const localTime = (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  };
  const timeElement = (iso) => {
    const time = element("time", { datetime: iso });
    time.textContent = localTime(iso);
    return time;
  };

  // --- Toasts: one short message at a time, with an optional action; a persistent one stays
  // until its action is taken. ---
  let toastTimer = 0;
  const showToast = (message, action, { persistent = false, id = "toast" } = {}) => {
    if (!toastRegion) return;
    if (!persistent) clearTimeout(toastTimer);
    const toast = element("div", { id, class: "toast", role: "status" });
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
    // Each kind replaces its own: a later message does not hide the update offer.
    document.getElementById(id)?.remove();
    toastRegion.append(toast);
    if (persistent) return;
    // The toast stays while it is pointed at or focused, so "Undo" never vanishes under a finger.
    const hide = () => { toastTimer = setTimeout(() => toast.remove(), action ? 8000 : 5000); };
    const hold = () => clearTimeout(toastTimer);
    toast.addEventListener("mouseenter", hold);
    toast.addEventListener("focusin", hold);
    toast.addEventListener("mouseleave", hide);
    toast.addEventListener("focusout", hide);
    hide();
  };

  // Marquee could not be reached at all: nothing was sent.
  class OfflineError extends Error {}

  const post = async (url, fields) => {
    const body = new URLSearchParams({ ...fields, csrf_token: csrfToken });
    let response;
    try {
      response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    } catch {
      throw new OfflineError("Marquee could not be reached. Check your connection and try again.");
    }
    // A proxy saying Marquee cannot be reached is the same as no connection (Marquee's own
    // answers carry `X-Marquee`, and their message says what to do).
    if ([502, 503, 504].includes(response.status) && !response.headers.has("X-Marquee")) throw new OfflineError("Marquee could not be reached. Try again in a moment.");
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = new Error(answer.error || "Marquee could not save this change. Try again.");
      error.temporary = response.status >= 500; // Marquee is there but cannot save it right now
      throw error;
    }
    return answer;
  };

  // --- Dialogs rendered open by the server become modal. ---
  const alert = document.getElementById("alert");
  if (alert && alert.open && alert.showModal) {
    alert.close();
    alert.showModal();
    alert.addEventListener("close", () => document.getElementById("search-input")?.focus());
  }

  // --- A card focused in a row that scrolls sideways (a film's cast on a phone) is brought
  // wholly into view: browsers leave a partly visible one where it is. ---
  document.addEventListener("focusin", (event) => {
    const card = event.target.closest?.(".people-row > li");
    if (card) card.scrollIntoView({ block: "nearest", inline: "nearest" });
  });

  // --- A gallery search sent by its form is remembered once: the address loses the form's
  // mark, so reloading or coming back to it is not a new search. ---
  if (new URLSearchParams(location.search).get("submitted") === "1") {
    const address = new URL(location.href);
    address.searchParams.delete("submitted");
    history.replaceState(history.state, "", address);
  }

  // --- Offline banner: local time, and fresh data as soon as the connection is back. ---
  for (const time of document.querySelectorAll("#offline-banner time")) time.textContent = localTime(time.dateTime);

  // --- A page the service worker answered with the copy saved on this device says so. ---
  const showSavedCopy = (savedAt) => {
    document.getElementById("connection-banner")?.remove();
    const banner = element("div", { id: "saved-copy-banner", class: "connection-banner", role: "status" });
    banner.append("Offline: showing this page as you saw it at ", timeElement(savedAt), ".");
    document.querySelector("main")?.prepend(banner);
    // Hearts changed on this device since the copy was saved show as they are now.
    for (const [id, change] of Object.entries(readHeartChanges())) {
      if (change.at > savedAt) showHeart(id, change.favorite);
    }
    updateEmptyState();
  };
  const askWorker = (message, answer) => {
    if (!worker?.controller) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => answer(event.data ?? {});
    worker.controller.postMessage(message, [channel.port2]);
  };
  const savedCopy = performance.getEntriesByType?.("navigation")[0]?.serverTiming?.find((timing) => timing.name === "marquee-saved-copy");

  // --- The device's own connection: a polite banner while it is lost, gone by itself when it
  // is back, and the page's data refreshed then (unless someone is typing in a form). ---
  const showConnectionLost = () => {
    // A saved copy's banner, and the offline page, already say so.
    if (document.querySelector("#connection-banner, #saved-copy-banner, #offline-page")) return;
    const banner = element("div", { id: "connection-banner", class: "connection-banner", role: "status" });
    banner.textContent = "You are offline. What is on screen stays here; Marquee will bring it up to date when you are back online.";
    document.querySelector("main")?.prepend(banner);
  };
  let lostWhileHere = false;
  // A connection that comes back is trusted after a second of staying back: networks flap
  // while they reconnect.
  let backTimer = 0;
  if (navigator.onLine === false) { lostWhileHere = true; showConnectionLost(); }
  window.addEventListener("offline", () => {
    clearTimeout(backTimer);
    lostWhileHere = true;
    showConnectionLost();
  });
  window.addEventListener("online", () => {
    clearTimeout(backTimer);
    backTimer = setTimeout(connectionBack, 1000);
  });
  const connectionBack = async () => {
    if (navigator.onLine === false) return;
    document.getElementById("connection-banner")?.remove();
    const wasLost = lostWhileHere;
    lostWhileHere = false;
    // Hearts changed offline go first (the offline page has no token of its own: its reload
    // sends them); a refused one keeps the page, with its message, on screen.
    const { refused } = document.getElementById("offline-page") ? { refused: 0 } : await sendQueuedHearts();
    const typing = document.activeElement?.matches?.("input:not([type=hidden]), textarea, select");
    const stale = wasLost || document.querySelector("#offline-banner, #saved-copy-banner, #offline-page");
    if (stale && !typing && refused === 0) {
      location.reload();
    } else if (wasLost && refused === 0) {
      showToast("Back online.");
    }
  };

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
      recordHeartChange(row.dataset.movieId, true);
      updateEmptyState();
    };
    row.remove();
    updateEmptyState();
    showToast(`Removed “${title}”.`, {
      id: "undo",
      label: "Undo",
      run: async () => {
        putBack();
        const id = row.dataset.movieId;
        const action = row.querySelector(".heart")?.formAction ?? "";
        const fields = { favorited_at: favoritedAt ?? "" };
        // Kept at once, in place of the removal: the person may leave before either is answered.
        const kept = keepHeart(id, true, title, action, fields, { replace: true });
        try {
          // The removal may still be on its way: Undo goes after it, never before. Refused, it
          // changed nothing (and its handler has put the film back): there is nothing to undo.
          const removal = await inflight.get(id)?.then(() => "sent", () => "refused");
          if (removal === "refused") { dropQueued(id, kept.written); return; }
          await sendKept(id, true, action, fields, kept);
        } catch (error) {
          row.remove();
          setHearts(id, false);
          recordHeartChange(id, false);
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
    const shown = [...list.children].filter((row) => !row.hidden).length;
    if (shown === 0 && !empty) {
      empty = document.createElement("p");
      empty.id = "favorites-empty";
      empty.className = "empty-state";
      empty.textContent = "No favorites yet. Tap the heart on any film to keep it here.";
      list.before(empty);
    } else if (shown > 0) {
      empty?.remove();
    }
  };

  // --- Hearts changed while Marquee cannot be reached: shown at once, kept on this device, and
  // sent when the connection is back (the "online" event, the next page load). A change the
  // server refuses is undone on screen, with a message: none is lost without a word. ---
  const queueKey = "marquee:offline-hearts";
  const readQueue = () => readStored(queueKey);
  // False when storage is off or full: the change cannot be kept.
  const writeQueue = (queue) => writeStored(queueKey, queue);
  // The last change of each film's heart on this device (the newest 200), for saved copies.
  const changesKey = "marquee:heart-changes";
  const readHeartChanges = () => readStored(changesKey);
  const recordHeartChange = (id, favorite) => {
    const changes = readHeartChanges();
    delete changes[id];
    changes[id] = { favorite, at: new Date().toISOString() };
    const ids = Object.keys(changes);
    for (const old of ids.slice(0, Math.max(0, ids.length - 200))) delete changes[old];
    writeStored(changesKey, changes); // storage off: saved copies show hearts as they were saved
  };
  // Drops a film's queued change; given `sent`, only if it is still that one (a newer change
  // made meanwhile stays queued).
  const dropQueued = (id, sent) => {
    const queue = readQueue();
    if (!(id in queue) || (sent && JSON.stringify(queue[id]) !== JSON.stringify(sent))) return;
    delete queue[id];
    writeQueue(queue);
  };
  // A change is kept on the device *before* it is sent, so leaving the page while it is on its
  // way loses nothing: the next page sends it again (a heart's state, so sending twice is the
  // same as once). Taken by the server, it leaves the queue; refused, the queue is as before
  // (unless a newer change took its place meanwhile: that one decides).
  // The queue keeps the newest state of a film; toggled back to what the server has, it is
  // dropped. Each change keeps the page's form token, which belongs to this browser's sign-in:
  // a change is only ever sent for the person who made it. `replace`: this change takes the
  // place of a queued one whose fate is unknown (Undo of a removal still on its way), so it is
  // sent even if it looks like no change. `stored` is false when storage is off or full.
  const keepHeart = (id, favorite, title, action, fields = {}, { replace = false } = {}) => {
    const queue = readQueue();
    const before = queue[id];
    const entry = replace ? undefined : before;
    if (entry && entry.original === favorite) delete queue[id];
    else queue[id] = { favorite, original: entry ? entry.original : !favorite, title, action, fields, token: csrfToken };
    return { before, stored: writeQueue(queue), written: queue[id] };
  };
  // Resolves true when the change waits on the device for the connection to come back.
  const sendKept = async (id, favorite, action, fields, { before, stored, written }) => {
    try {
      await post(action, { favorite: String(favorite), ...fields });
      if (written) dropQueued(id, written);
      return false;
    } catch (error) {
      if (error instanceof OfflineError && stored) return true;
      const queue = readQueue();
      if (JSON.stringify(queue[id]) === JSON.stringify(written)) {
        if (before) queue[id] = before; else delete queue[id];
        writeQueue(queue);
      }
      throw error;
    }
  };
  const sendHeart = (id, favorite, title, action, fields = {}) =>
    sendKept(id, favorite, action, fields, keepHeart(id, favorite, title, action, fields));
  const showHeart = (id, favorite) => {
    setHearts(id, favorite);
    const row = document.querySelector(`#favorites > .favorite-row[data-movie-id="${id}"]`);
    if (row) row.hidden = !favorite;
  };
  const showQueuedHearts = () => {
    for (const [id, entry] of Object.entries(readQueue())) showHeart(id, entry.favorite);
    updateEmptyState();
  };

  // One sender at a time, across the person's tabs too (Web Locks, where there are).
  const oneAtATime = (work) => navigator.locks?.request ? navigator.locks.request("marquee-offline-hearts", work) : work();
  let sending = null;
  const sendQueuedHearts = () => {
    sending ??= oneAtATime(async () => {
      const refused = [];
      let reason = "";
      for (const [id, entry] of Object.entries(readQueue())) {
        if (pending.has(id)) continue; // pressed again just now: that press decides
        pending.add(id);
        try {
          if (entry.token !== csrfToken) {
            throw new Error("It was made while signed in differently; press the heart again to change it.");
          }
          await post(entry.action, { favorite: String(entry.favorite), ...entry.fields });
        } catch (error) {
          if (error instanceof OfflineError || error.temporary) break; // kept for the next try
          showHeart(id, entry.original);
          recordHeartChange(id, entry.original);
          refused.push(entry);
          reason = error.message;
        } finally {
          pending.delete(id);
        }
        dropQueued(id, entry);
      }
      updateEmptyState();
      if (refused.length > 0) {
        const films = refused.map((entry) => `“${entry.title}”`).join(", ");
        const where = refused.length === 1 ? (refused[0].original ? "is back in" : "is back out of") : "are back as they were in";
        showToast(`Your offline change was not saved, so ${films} ${where} your favorites. ${reason}`, {
          id: "reload", label: "Reload", run: () => location.reload(),
        });
      }
      return { refused: refused.length };
    }).finally(() => { sending = null; });
    return sending;
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
    // Recorded at once: the person may leave the page before the answer comes.
    recordHeartChange(id, favorite);
    const putBack = row ? removeFavoriteRow(row, title, row.dataset.favoritedAt) : null;
    const request = sendHeart(id, favorite, title, button.formAction);
    inflight.set(id, request);
    try {
      // The removed row's "Undo" stays on screen; anything else says what will happen.
      if (await request && !putBack) {
        showToast(`You are offline. “${title}” will be ${favorite ? "added to" : "removed from"} your favorites when you are back online.`);
      }
    } catch (error) {
      setHearts(id, !favorite);
      recordHeartChange(id, !favorite);
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
      showQueuedHearts();
    } catch {
      // Offline: the hearts stay as they were.
    }
  });

  // Whoever was here leaves (log out, delete the account) or someone signs in: what this device
  // kept for them goes (the service worker deletes the saved pages once Marquee has answered).
  // It is set aside until the next page from Marquee: a new form token there means someone
  // else is here, and it is deleted; the same one means nothing happened (no connection, a
  // wrong password), and it is put back.
  const leavingKey = "marquee:leaving";
  document.addEventListener("submit", (event) => {
    if (!event.target.matches?.("form[data-forgets-device]") || csrfToken === "") return;
    const queue = readQueue(), changes = readHeartChanges();
    if (Object.keys(queue).length + Object.keys(changes).length === 0) return;
    if (!writeStored(leavingKey, { token: csrfToken, queue, changes })) return;
    writeQueue({});
    writeStored(changesKey, {});
  });
  const leaving = readStored(leavingKey);
  if (leaving.token !== undefined && csrfToken !== "" && !savedCopy) {
    if (leaving.token === csrfToken) {
      writeQueue({ ...leaving.queue, ...readQueue() });
      writeStored(changesKey, { ...leaving.changes, ...readHeartChanges() });
    }
    writeStored(leavingKey, {});
  }

  showQueuedHearts();
  if (savedCopy) showSavedCopy(savedCopy.description);
  // Sent from a page fresh from Marquee, whose form token is current; a saved copy sends them
  // when the connection comes back.
  const offlinePage = document.getElementById("offline-page");
  if (navigator.onLine !== false && !savedCopy && !offlinePage) sendQueuedHearts();

  // --- The offline page lists what this device has saved: pages, and the favorites of the
  // saved Favorites screen (linked when their details are saved too). ---
  const savedPagesList = document.getElementById("saved-pages");
  const savedFavoritesList = document.getElementById("saved-favorites");
  const listItem = (text, address, note) => {
    const item = element("li");
    if (address) {
      const link = element("a", { href: address });
      link.textContent = text;
      item.append(link);
    } else {
      item.append(text);
    }
    if (note) {
      const small = element("span", { class: "saved-note" });
      small.append(...note);
      item.append(" ", small);
    }
    return item;
  };
  if (savedPagesList && savedFavoritesList) {
    askWorker({ type: "saved-pages" }, async ({ pages = [], favorites }) => {
      for (const saved of pages) {
        savedPagesList.append(listItem(saved.title || new URL(saved.url).pathname, saved.url, ["saved ", timeElement(saved.savedAt)]));
      }
      document.getElementById("saved-pages-empty").hidden = pages.length > 0;
      const copy = favorites && typeof caches !== "undefined" ? await caches.match(new URL(favorites, location.href).href, { ignoreVary: true }) : null;
      if (!copy) return;
      const screen = new DOMParser().parseFromString(await copy.text(), "text/html");
      const savedAddresses = new Set(pages.map((saved) => saved.url));
      const queue = readQueue();
      let count = 0;
      for (const row of screen.querySelectorAll("#favorites > .favorite-row")) {
        if (queue[row.dataset.movieId]?.favorite === false) continue;
        const link = row.querySelector("a.title-link");
        const address = link ? new URL(link.getAttribute("href"), location.href).href : null;
        const title = row.querySelector(".movie-title")?.textContent ?? "";
        const saved = address && savedAddresses.has(address);
        savedFavoritesList.append(listItem(title, saved ? address : null, saved ? null : ["(details not saved)"]));
        count += 1;
      }
      document.getElementById("saved-favorites-empty").hidden = count > 0;
    });
  }

  // --- The service worker: registered once per page load; a new version waiting offers
  // "Reload to update", which hands over to it and reloads. ---
  if (worker && workerAddress) {
    let controlled = Boolean(worker.controller);
    // Only the tab whose button was pressed reloads; another tab of the person's may hold a
    // half-typed form, so it offers the reload instead.
    let updating = false;
    worker.addEventListener("controllerchange", () => {
      if (updating) location.reload();
      else if (controlled) {
        showToast("Marquee was updated.", { id: "update", label: "Reload", run: () => location.reload() }, { persistent: true, id: "update-toast" });
      }
      controlled = true;
    });
    worker.register(workerAddress).then((registration) => {
      // The worker waiting when the button is pressed takes over; the page reloads when it
      // does, or after 3 s whatever happens, as the button says.
      const offerUpdate = () => showToast("A new version of Marquee is ready.", {
        id: "update",
        label: "Reload to update",
        run: () => {
          updating = true;
          registration.waiting?.postMessage({ type: "skip-waiting" });
          setTimeout(() => location.reload(), 3000);
        },
      }, { persistent: true, id: "update-toast" });
      if (registration.waiting && worker.controller) offerUpdate();
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && worker.controller) offerUpdate();
        });
      });
      // The first page was seen before the worker could save it.
      if (!worker.controller) worker.ready.then((ready) => ready.active?.postMessage({ type: "save-page", url: location.href }));
    }).catch(() => {
      // No worker (a private window, an insecure origin): Marquee works online as before.
    });
  }

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
