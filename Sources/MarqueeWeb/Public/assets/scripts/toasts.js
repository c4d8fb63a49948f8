// Toasts: one short message at a time, with an optional action. A message stays while it is
// pointed at or focused, so "Undo" never vanishes under a finger; a persistent one (an
// update) stays until its action is taken. Each kind replaces its own.
import { ids } from "./config.js";
import { element } from "./dom.js";

/** @typedef {{ id: string, label: string, run: () => void }} ToastAction */

let toastTimer = 0;

/**
 * @param {string} message
 * @param {ToastAction} [action]
 * @param {{ persistent?: boolean, id?: string }} [options]
 */
export const showToast = (message, action, options = {}) => {
  const { persistent = false, id = ids.toast } = options;
  const region = document.getElementById(ids.toastRegion);
  if (!region) return;
  if (!persistent) clearTimeout(toastTimer);
  const toast = element("div", { id, class: "toast", role: "status" });
  const text = document.createElement("span");
  text.textContent = message;
  toast.append(text);
  if (action) {
    const button = element("button", { type: "button", id: action.id });
    button.textContent = action.label;
    button.addEventListener("click", () => { toast.remove(); action.run(); });
    toast.append(" ", button);
  }
  document.getElementById(id)?.remove();
  region.append(toast);
  if (persistent) return;
  const hide = () => { toastTimer = window.setTimeout(() => toast.remove(), action ? 8000 : 5000); };
  const hold = () => clearTimeout(toastTimer);
  toast.addEventListener("mouseenter", hold);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("mouseleave", hide);
  toast.addEventListener("focusout", hide);
  hide();
};
