/**
 * The data folder the build, the site and every command read: an explicit --data when given, else DATA_DIR
 * (so `DATA_DIR=x npm run build` validates, builds and checks claims against the same folder), else data/.
 */
export function dataDir(explicit?: string): string {
  return explicit ?? process.env.DATA_DIR ?? 'data';
}

/** Whether the folder was chosen (--data or DATA_DIR) rather than defaulted: a chosen folder must load. */
export function dataDirChosen(explicit?: string): boolean {
  return explicit !== undefined || process.env.DATA_DIR !== undefined;
}
