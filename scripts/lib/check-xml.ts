import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';

/**
 * Every XML file of the export (sitemap, RSS and Atom feeds of every locale, per-tag feeds and
 * whatever else a step writes) parsed by a conforming XML 1.0 parser: a file a feed reader or a
 * search engine would reject fails the build. saxes, not sax (already here under `feed`): sax
 * accepts U+0000 and undefined entities such as `&nbsp;`, which is how an invalid rss.xml shipped.
 */
export function xmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return r === '_next' ? [] : xmlFiles(dir, r);
    return e.name.endsWith('.xml') ? [r] : [];
  });
}

/** The first well-formedness errors of one XML text (`max`; later ones mostly follow from the first), as `<line>:<column>: <message>`. */
export function xmlErrors(text: string, max = 1): string[] {
  const errors: { line: number; message: string }[] = [];
  const parser = new SaxesParser();
  parser.on('error', (err) => {
    if (errors.length < max) errors.push({ line: parser.line, message: err.message.replace(/\.$/, '') });
  });
  parser.write(text).close();
  // saxes reads a bare `&` as the start of an entity up to the next `;`, and may report the end of
  // the file; name the `&` itself when it comes first.
  const amp = /&(?![A-Za-z_][\w.-]*;|#\d+;|#x[0-9a-fA-F]+;)/.exec(text);
  if (amp && errors.length) {
    const before = text.slice(0, amp.index).split('\n');
    if (before.length <= errors[0].line) errors[0].message = `${before.length}:${before[before.length - 1].length + 1}: "&" that starts no entity (write &amp;)`;
  }
  return errors.map((e) => e.message);
}

/** `<file>:<line>:<column>: <message>` for every malformed XML file under `outDir`. */
export function checkXml(outDir: string): { files: number; errors: string[] } {
  const files = xmlFiles(outDir);
  const errors = files.flatMap((file) => xmlErrors(readFileSync(path.join(outDir, file), 'utf8')).map((e) => `${file}:${e}`));
  return { files: files.length, errors };
}
