/**
 * Where a value sits in a JSON text: the offset of the value at a path (`['0', 'type']`), so a
 * schema problem can name a line and column. A small scanner over valid JSON; it returns the
 * deepest part of the path it could find.
 */
export function jsonPathOffset(text: string, pathParts: string[]): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i += 1;
  };
  const str = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const skip = (): void => {
    ws();
    const c = text[i];
    if (c === '"') return void str();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i += 1;
      ws();
      while (i < text.length && text[i] !== close) {
        if (c === '{') {
          str();
          ws();
          i += 1; // ':'
        }
        skip();
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
      return;
    }
    while (i < text.length && !/[,\]}\s]/.test(text[i])) i += 1;
  };
  ws();
  let found = i;
  for (const part of pathParts) {
    ws();
    const c = text[i];
    if (c !== '{' && c !== '[') return found;
    i += 1;
    let index = 0;
    let hit = false;
    ws();
    while (i < text.length && text[i] !== (c === '{' ? '}' : ']')) {
      let key = String(index);
      const keyAt = i;
      if (c === '{') {
        key = str();
        ws();
        i += 1;
      }
      ws();
      if (key === part) {
        found = c === '{' ? keyAt : i;
        hit = true;
        break;
      }
      skip();
      ws();
      if (text[i] === ',') i += 1;
      ws();
      index += 1;
    }
    if (!hit) return found;
    if (c === '{') ws();
  }
  return found;
}
