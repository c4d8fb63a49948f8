// What the service worker's parts find in their one scope besides each other and the worker's
// global scope: MARQUEE, written before them by the server (ServiceWorkerScript.swift).
declare const MARQUEE: {
  version: string;
  shell: string[];
  offline: string;
  languages: string[];
  favorites: string;
  forgetPagesAfter: string[];
  forgetHistoryAfter: string[];
  historyPages: string[];
  assetFolder: string;
  imageFolders: string[];
  pageMarker: string;
  pageTimeoutMilliseconds: number;
  maximumPages: number;
  maximumImages: number;
  imageByteBudget: number;
};
