// The service worker, from the page's side: registered once per page load; asked what it has
// saved; told to save the first page, which it saw before it controlled the page. A new
// version waiting offers "Reload to update" (updates.js, loaded only then).
import { routes } from "./config.js";

const worker = "serviceWorker" in navigator ? navigator.serviceWorker : null;

/**
 * Asks the worker controlling the page; `answer` gets its reply.
 * @param {{ type: string }} message
 * @param {(reply: any) => void} answer
 */
export const askWorker = (message, answer) => {
  if (!worker?.controller) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => answer(event.data ?? {});
  worker.controller.postMessage(message, [channel.port2]);
};

export const startWorker = async () => {
  if (!worker) return;
  let controlled = Boolean(worker.controller);
  /** @type {ServiceWorkerRegistration} */
  let registration;
  try {
    registration = await worker.register(routes.serviceWorker);
  } catch {
    // No worker (a private window, an insecure origin): Marquee works online as before.
    return;
  }
  const updates = () => import("./updates.js");
  worker.addEventListener("controllerchange", () => {
    const wasControlled = controlled;
    controlled = true;
    updates().then((module) => module.controllerChanged(wasControlled));
  });
  if (registration.waiting && worker.controller) updates().then((module) => module.offerUpdate(registration));
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && worker.controller) updates().then((module) => module.offerUpdate(registration));
    });
  });
  if (!worker.controller) worker.ready.then((ready) => ready.active?.postMessage({ type: "save-page", url: location.href }));
};
