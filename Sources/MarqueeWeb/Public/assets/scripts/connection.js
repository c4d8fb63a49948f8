// The device's connection, as the person sees it: a polite banner while it is lost, gone by
// itself when it is back (trusted after a second: networks flap while they reconnect), and
// then the kept hearts sent and the page's data refreshed (unless someone is typing). On
// every screen: when the connection goes, nothing more can be fetched.
import { ids } from "./config.js";
import { element, isTyping } from "./dom.js";
import { text } from "./page-text.js";
import { hasStored, storageKeys } from "./storage.js";

const showConnectionLost = () => {
  // A saved copy's banner, and the offline page, already say so.
  if ([ids.connectionBanner, ids.savedCopyBanner, ids.offlinePage].some((id) => document.getElementById(id))) return;
  const banner = element("div", { id: ids.connectionBanner, class: "connection-banner", role: "status" });
  banner.textContent = text("connectionLost");
  document.querySelector("main")?.prepend(banner);
};

/** Sends the hearts the outbox kept, if it holds any; resolves how many were refused. */
export const sendKeptHearts = async () => {
  if (!hasStored(storageKeys.outbox)) return 0;
  const { sendKeptHearts: send } = await import("./kept-hearts.js");
  return send();
};

let lostWhileHere = false;
let backTimer = 0;

const connectionBack = async () => {
  if (navigator.onLine === false) return;
  document.getElementById(ids.connectionBanner)?.remove();
  const wasLost = lostWhileHere;
  lostWhileHere = false;
  // Hearts changed offline go first (the offline page has no token of its own: its reload
  // sends them); a refused one keeps the page, with its message, on screen.
  const refused = document.getElementById(ids.offlinePage) ? 0 : await sendKeptHearts();
  const stale = wasLost || [ids.offlineBanner, ids.savedCopyBanner, ids.offlinePage].some((id) => document.getElementById(id));
  if (stale && !isTyping() && refused === 0) {
    location.reload();
  } else if (wasLost && refused === 0) {
    const { showToast } = await import("./toasts.js");
    showToast(text("backOnline"));
  }
};

const connectionLost = () => {
  clearTimeout(backTimer);
  lostWhileHere = true;
  showConnectionLost();
};

export const startConnection = () => {
  if (navigator.onLine === false) connectionLost();
  window.addEventListener("offline", connectionLost);
  window.addEventListener("online", () => {
    clearTimeout(backTimer);
    backTimer = window.setTimeout(connectionBack, 1000);
  });
};
