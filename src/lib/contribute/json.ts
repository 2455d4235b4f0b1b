// Read a JSON submission keeping where each value is, so a problem names line, column and field path.
import { bisectRight } from 'd3';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { parseJsonText } from '../text/parse-json.ts';
import type { Path, Place } from './problems.ts';
import type { ReadSubmission } from './csv.ts';

export function readJsonSubmission(file: string, text: string): ReadSubmission {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = parseJsonText(file, body);
  if (!parsed.ok) {
    // "<file>: malformed JSON at line L, column C: why": keep the place, drop the file name (the formatter adds it).
    const m = /at line (\d+), column (\d+): (.*)$/.exec(parsed.error);
    const message = m ? `malformed JSON: ${m[3]}` : parsed.error.slice(file.length + 2);
    return {
      value: null,
      problems: [{ line: m ? Number(m[1]) : undefined, column: m ? Number(m[2]) : undefined, message }],
      locate: () => ({}),
      reported: new Set(),
    };
  }
  // Line starts, and the tree, are built only when a problem has to be placed.
  let tree: Node | undefined;
  let starts: number[] | undefined;
  const place = (offset: number): Place => {
    starts ??= [0, ...[...body.matchAll(/\n/g)].map((m) => m.index! + 1)];
    const i = bisectRight(starts, offset) - 1; // the last line starting at or before the offset
    return { line: i + 1, column: offset - starts[i] + 1 };
  };
  const locate = (path: Path): Place => {
    tree ??= parseTree(body);
    if (!tree) return {};
    // A missing field is placed at the object that should hold it.
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(tree, path.slice(0, n) as (string | number)[]);
      if (node) return place(node.parent?.type === 'property' ? node.parent.offset : node.offset);
    }
    return {};
  };
  return { value: parsed.value, problems: [], locate, reported: new Set() };
}
