// The open licences (attribution or share-alike at most) a source or submission may carry, by SPDX id: one list, so
// any accepted licence can be named in datapackage.json, README, CITATION.cff and JSON-LD.

export interface Licence {
  title: string;
  /** Where the licence's text is published. */
  path: string;
}

export const OPEN_LICENCES = {
  'CC-BY-4.0': { title: 'Creative Commons Attribution 4.0', path: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC-BY-SA-4.0': {
    title: 'Creative Commons Attribution Share Alike 4.0',
    path: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': { title: 'Creative Commons Zero 1.0', path: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ODC-By-1.0': { title: 'Open Data Commons Attribution 1.0', path: 'https://opendatacommons.org/licenses/by/1-0/' },
  'ODbL-1.0': { title: 'Open Data Commons Open Database 1.0', path: 'https://opendatacommons.org/licenses/odbl/1-0/' },
  'PDDL-1.0': {
    title: 'Open Data Commons Public Domain Dedication and License 1.0',
    path: 'https://opendatacommons.org/licenses/pddl/1-0/',
  },
  'CDLA-Permissive-2.0': {
    title: 'Community Data License Agreement Permissive 2.0',
    path: 'https://cdla.dev/permissive-2-0/',
  },
  'CDLA-Sharing-1.0': { title: 'Community Data License Agreement Sharing 1.0', path: 'https://cdla.dev/sharing-1-0/' },
  'Apache-2.0': { title: 'Apache License 2.0', path: 'https://www.apache.org/licenses/LICENSE-2.0' },
  MIT: { title: 'MIT License', path: 'https://opensource.org/license/mit' },
  'BSD-2-Clause': { title: 'BSD 2-Clause License', path: 'https://opensource.org/license/bsd-2-clause' },
  'BSD-3-Clause': { title: 'BSD 3-Clause License', path: 'https://opensource.org/license/bsd-3-clause' },
} as const satisfies Record<string, Licence>;

export type OpenLicenceId = keyof typeof OPEN_LICENCES;
export const OPEN_LICENCE_IDS = Object.keys(OPEN_LICENCES) as OpenLicenceId[];

/** The open licence with this SPDX id, or null for an id not on the list (not open, or not known here). */
export const openLicence = (id: string): Licence | null =>
  Object.hasOwn(OPEN_LICENCES, id) ? OPEN_LICENCES[id as OpenLicenceId] : null;

/** The licence statement of the published figures and of the site's compilation of them. */
export const PUBLISHED_LICENCE =
  "facts reproduced with attribution: each figure is its publisher's and is cited to it (publisher, title, month and, where confirmed, address); this site's compilation and computed columns are under Apache-2.0.";
