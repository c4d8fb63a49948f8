// The search screens' script (films and the gallery): recent searches as a combobox, a search
// forgotten from it (Shift+Delete), and results while typing on the film search only (each
// search of the gallery is a call to Flickr).
import { ids, routes } from "./config.js";
import { pageToken } from "./dom.js";
import { createCombobox } from "./combobox.js";
import { startLiveResults } from "./live-results.js";

const input = document.getElementById(ids.searchInput);
const form = document.getElementById(ids.searchForm);
const list = document.getElementById(ids.suggestions);
const section = document.getElementById(ids.resultsSection);
if (input instanceof HTMLInputElement && form instanceof HTMLFormElement && list) {
  const combobox = createCombobox(input, list, {
    choose: (option) => {
      input.value = option.dataset.query ?? "";
      form.requestSubmit ? form.requestSubmit() : form.submit();
    },
    forget: async (option) => {
      try {
        // The film search forgets a query; the gallery, which keeps duplicates, one entry.
        /** @type {Record<string, string>} */
        const fields = option.dataset.entryId ? { id: option.dataset.entryId } : { q: option.dataset.query ?? "" };
        const { post } = await import("./network.js");
        await post(form.dataset.forget || routes.forgetSearch, fields, pageToken());
        option.remove();
        combobox.refresh();
      } catch (error) {
        const { showToast } = await import("./toasts.js");
        showToast(error instanceof Error ? error.message : String(error));
      }
    },
  });
  if (section && !form.dataset.forget) startLiveResults(input, form, section);
}
