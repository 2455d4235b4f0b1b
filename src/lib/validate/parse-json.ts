/** Parse JSON text; on failure say where, as line and column, in words a person can act on. */
export type JsonParse = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJsonText(file: string, text: string): JsonParse {
  if (text.trim() === '') return { ok: false, error: `${file}: the file is empty: expected a JSON document` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // V8's message does not always carry a position, so find the first bad character ourselves.
    const { offset, reason } = findJsonError(text);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return { ok: false, error: `${file}: malformed JSON at line ${line}, column ${column}: ${reason}` };
  }
}

/** A small JSON scanner used only after JSON.parse has failed: returns where and why. */
export function findJsonError(text: string): { offset: number; reason: string } {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (reason: string): never => {
    throw { offset: i, reason };
  };
  const found = () => (i < text.length ? `found ${JSON.stringify(text[i])}` : 'found the end of the file');
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail(`expected a quoted field name, ${found()}`);
        string();
        ws();
        if (text[i] !== ':') fail(`expected ":" after a field name, ${found()}`);
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail(`expected "," or "}" in an object, ${found()}`);
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail(`expected "," or "]" in a list, ${found()}`);
      }
    }
    if (c === '"') return string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (literal) return void (i += literal[0].length);
    fail(`expected a value, ${found()}`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text[i] < ' ') fail('a control character (such as a raw line break) inside a string');
      i++;
    }
    if (i >= text.length) fail('a string is never closed');
    i++;
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`expected the end of the document, ${found()}`);
    return { offset: i, reason: 'unexpected input' };
  } catch (e) {
    return e as { offset: number; reason: string };
  }
}
