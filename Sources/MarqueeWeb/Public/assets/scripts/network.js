// Sending a change to Marquee from the page: a POST with the page's form token, answered in
// JSON. It tells "Marquee could not be reached" (nothing was sent) from "Marquee refused or
// could not keep it" (with Marquee's own words).
import { text } from "./page-text.js";

/** Marquee could not be reached at all: nothing was sent. */
export class OfflineError extends Error {}

/** Marquee refused the change, or could not keep it right now (`temporary`). */
export class RefusedError extends Error {
  /** @param {string} message @param {boolean} temporary */
  constructor(message, temporary) {
    super(message);
    this.temporary = temporary;
  }
}

/**
 * A proxy in front of Marquee saying it cannot be reached counts as no connection (Marquee's
 * own answers carry `X-Marquee`, and their message says what to do).
 * @param {Response} response
 */
export const isUnreachable = (response) => [502, 503, 504].includes(response.status) && !response.headers.has("X-Marquee");

/**
 * @param {string} url
 * @param {Record<string, string>} fields
 * @param {string} token The form token of the page the change was made on.
 * @returns {Promise<any>} Marquee's answer.
 */
export const post = async (url, fields, token) => {
  const body = new URLSearchParams({ ...fields, csrf_token: token });
  let response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    throw new OfflineError(text("unreachable"));
  }
  if (isUnreachable(response)) throw new OfflineError(text("unreachableMoment"));
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new RefusedError(answer.error || text("notSaved"), response.status >= 500);
  }
  return answer;
};
