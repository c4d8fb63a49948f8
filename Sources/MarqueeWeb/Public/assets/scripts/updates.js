// A new version of Marquee: "Reload to update" hands over to the waiting worker and reloads.
// Only the tab whose button was pressed reloads by itself; another tab of the person's may
// hold a half-typed form, so it offers the reload instead.
import { ids } from "./config.js";
import { text } from "./page-text.js";
import { showToast } from "./toasts.js";

let updating = false;

/** @param {ServiceWorkerRegistration} registration */
export const offerUpdate = (registration) => showToast(text("updateReady"), {
  id: ids.update,
  label: text("reloadToUpdate"),
  run: () => {
    updating = true;
    registration.waiting?.postMessage({ type: "skip-waiting" });
    // The page reloads when the new worker takes over, or after 3 s whatever happens.
    setTimeout(() => location.reload(), 3000);
  },
}, { persistent: true, id: ids.updateToast });

/** @param {boolean} wasControlled Whether a worker controlled the page when it loaded. */
export const controllerChanged = (wasControlled) => {
  if (updating) location.reload();
  else if (wasControlled) {
    showToast(text("updated"), { id: ids.update, label: text("reload"), run: () => location.reload() }, { persistent: true, id: ids.updateToast });
  }
};
