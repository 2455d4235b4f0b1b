// How the published figures may be reused: said once, for the pages, the methodology and the downloads.

/** The licence statement of the published figures and of the site's compilation of them. */
export const PUBLISHED_LICENCE =
  "facts reproduced with attribution: each figure is its publisher's and is cited to it (publisher, title, month and, where confirmed, address); this site's compilation and computed columns are under Apache-2.0.";
