import { hashStart, hashText } from './key-groups.ts';

/** Longest slug: it becomes a folder name (file systems stop at 255 bytes) and part of row ids. */
export const MAX_SLUG_LENGTH = 80;

/**
 * URL-safe lowercase slug ("Qwen/Qwen3-32B" -> "qwen-qwen3-32b"). A text with non-Latin letters, or one cut at
 * MAX_SLUG_LENGTH, ends in a short hash of the whole text, so distinct names never share a slug.
 */
export function slugify(text: string): string {
  const latin = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const lost = /[\p{L}\p{N}]/u.test(latin.replace(/\p{ASCII}/gu, ''));
  if (!lost && slug.length <= MAX_SLUG_LENGTH) return slug || 'x';
  // 32-bit FNV-1a of the UTF-16 code units, as 7 base-36 digits: deterministic, tiny, no dependency.
  const hash = (hashText(hashStart(), text) >>> 0).toString(36).padStart(7, '0');
  const head = slug.slice(0, MAX_SLUG_LENGTH - hash.length - 1).replace(/-+$/, '');
  return head ? `${head}-${hash}` : hash;
}
