// A published release's files never change: a build's files are checked against data/releases/<id>/SHA256SUMS, and
// the changelog of rare corrections is read here. The files name no address, so this holds for every deployment.
import { z } from 'zod';
import { parseSums, sha256Hex } from '../checksums/hash.ts';

/**
 * A file missing, added or with other bytes, and SHA256SUMS itself not byte for byte the record; empty when unchanged.
 */
export function compareWithRecord(
  files: readonly { name: string; bytes: Uint8Array }[],
  record: string,
  where: string,
): string[] {
  const recorded = parseSums(record, where);
  const problems: string[] = [];
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const line of recorded) {
    const f = byName.get(line.name);
    const hash = f && sha256Hex(f.bytes);
    if (!f) problems.push(`${where}: ${line.name} was published but this build has no such file`);
    else if (hash !== line.hash)
      problems.push(
        `${where}: ${line.name} has other bytes than were published (sha256 ${hash}, recorded ${line.hash})`,
      );
  }
  const names = new Set(recorded.map((l) => l.name));
  for (const f of files)
    if (f.name !== 'SHA256SUMS' && !names.has(f.name))
      problems.push(`${where}: ${f.name} is in this build but was not published with the release`);
  const sums = byName.get('SHA256SUMS');
  if (sums && new TextDecoder().decode(sums.bytes) !== record)
    problems.push(`${where}: SHA256SUMS differs from the recorded one`);
  return problems;
}

/** One correction to a release's files after it was published, as data/releases/changelog.json records it. */
export const ChangelogEntry = z.object({
  release: z.string(),
  /** YYYY-MM-DD. */
  date: z.iso.date(),
  /** restored: the published bytes are served again; corrected: files changed, the note says what and why. */
  change: z.enum(['restored', 'corrected']),
  /** Whether the bytes now served are exactly the ones first published. */
  original_bytes: z.boolean(),
  files: z.array(z.string()).min(1),
  /** What happened and why, in a sentence or two. */
  note: z.string().min(1),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;
export const Changelog = z.object({ entries: z.array(ChangelogEntry) });

/** A release's changelog entries, oldest first. */
export const changesOf = (log: readonly ChangelogEntry[], releaseId: string) =>
  log.filter((e) => e.release === releaseId);
