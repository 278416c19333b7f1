import { describe, expect, it } from 'vitest';
import { buildIdOf } from '../../lib/browser/stale-build';
import { compactInlinePayload, editParts, readTemplateLiteral, templateLiteral, textRows } from '../../scripts/lib/inline-payload';
import { inlineScriptHashes } from '../../scripts/lib/csp-meta';

/** What a browser's script engine makes of a literal. */
const evaluate = (source: string) => new Function(`return ${source}`)() as string;

const HARD = [
  '0:{"P":null,"b":"B1","c":["","blog"]}\n1:"$Sreact.fragment"\n',
  'a `tick`, a ${placeholder}, $ and { apart, a \\ backslash, \\n as text',
  '</script><!-- <script>alert(1)</script> --> </SCRIPT',
  'carriage\r\nreturn, tab\t, nul\u0000, bell\u0007, del\u007f, U+2028\u2028 U+2029\u2029',
  'lone \ud800 high, lone \udc00 low, a pair 😀, 中文、标点',
  '<p class=\"x\">HTML in a string & an <a href=\"/blog/\">anchor</a></p>',
];

describe('templateLiteral', () => {
  it('holds the exact string, read by a script engine and by readTemplateLiteral', () => {
    for (const s of HARD) {
      expect(evaluate(templateLiteral(s)), s).toBe(s);
      expect(readTemplateLiteral(templateLiteral(s)), s).toBe(s);
    }
  });
  it('leaves no <, no carriage return and no lone surrogate in the script text', () => {
    for (const s of HARD) expect(templateLiteral(s)).not.toMatch(/<|\r|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('compactInlinePayload', () => {
  const page = (parts: string[]) =>
    `<html><head></head><body><main><p>x</p></main>${parts.map((p) => `<script>self.__next_f.push([1,${JSON.stringify(p).replace(/</g, '\\u003c')}])</script>`).join('')}<script>self.__next_f.push([0])</script></body></html>`;

  it('pushes the same strings, in fewer bytes, and leaves every other script and the markup as they were', () => {
    const html = page(HARD);
    const compact = compactInlinePayload(html);
    const pushed = (h: string) => [...h.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => {
      const calls: unknown[] = [];
      new Function('self', text)({ __next_f: { push: (x: unknown) => calls.push(x) } });
      return calls;
    });
    expect(pushed(compact)).toEqual(pushed(html));
    expect(compact.length).toBeLessThan(html.length);
    expect(compact).toContain('<main><p>x</p></main>');
    expect(compact).toContain('<script>self.__next_f.push([0])</script>');
    expect(inlineScriptHashes(compact)).toHaveLength(HARD.length + 1);
  });

  it("keeps the build id readable to the page (stale-build's buildIdOf), before and after", () => {
    const html = page(['0:{"P":null,"c":["",""],"d":"$undefined","b":"Sj3O7RSYXK7d2BqQdTWRY"}\n20:"x"']);
    const script = (h: string) => /<script>([\s\S]*?)<\/script>/.exec(h)![1];
    expect(buildIdOf(script(html))).toBe('Sj3O7RSYXK7d2BqQdTWRY');
    expect(buildIdOf(script(compactInlinePayload(html)))).toBe('Sj3O7RSYXK7d2BqQdTWRY');
  });
});

/** The strings a page's scripts push, joined: the Flight stream the page hydrates from. */
function pushedStream(html: string): string {
  const calls: [number, string][] = [];
  for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function('self', text)({ __next_f: { push: (x: [number, string]) => calls.push(x) } });
  return calls.filter((c) => c[0] === 1).map((c) => c[1]).join('');
}

/** A text row as React's Flight server writes it: its length in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

describe('textRows', () => {
  it('finds text rows by their byte length, whatever their text holds', () => {
    const body = '<p>中文 😀 and a fake row:\n9:T5,abcde\n</p>';
    const stream = `0:{"b":"x"}\n:HL["/a.css","style"]\n${textRow('1a', body)}2:["$","$L3",null,{"html":"$1a"}]\n`;
    const rows = textRows(stream)!;
    expect(rows.map((r) => [r.id, stream.slice(...r.text)])).toEqual([['1a', body]]);
  });
  it('gives up on a stream it cannot read rather than guessing', () => {
    expect(textRows('0:{"b":"x"}')).toBeNull();
    expect(textRows(`${'1:T20,'}short`)).toBeNull();
  });
});

describe('editParts', () => {
  it('applies edits to the whole of pieces cut anywhere', () => {
    const whole = 'abcdefghij';
    const edits = [{ from: 2, to: 7, text: 'XY' }];
    for (const cuts of [[10], [3, 10], [1, 2, 5, 7, 10], [7, 10], [2, 10]]) {
      let at = 0;
      const parts = cuts.map((c) => whole.slice(at, (at = c)));
      expect(editParts(parts, edits).join(''), String(cuts)).toBe('abXYhij');
    }
  });
});

describe('compactInlinePayload: MDX bodies', () => {
  const body = '<h2 id="a">标题</h2><p>Text with <code>`ticks`</code> &amp; ${x}, 😀</p>';
  const props = (ref: string, key: string) => `{"html":"$${ref}","bodyKey":"${key}","className":"markdown"}`;
  const stream = [
    '0:{"b":"B1"}\n',
    '3:I[1,[],"MdxBody"]\n',
    textRow('1a', body),
    textRow('1b', '<p>not in the markup</p>'),
    textRow('1c', 'a text row that is no body'),
    `4:["$","$L3",null,${props('1a', 'k1')}]\n`,
    `5:["$","$L3",null,${props('1b', 'k2')}]\n`,
    '6:["$","p",null,{"children":"$1c"}]\n',
  ].join('');
  const page = (parts: string[]) =>
    `<html><body><main><div class="markdown" data-body="k1">${body}</div><div class="markdown" data-body="k2"><p>changed</p></div><p>a text row that is no body</p></main>${parts
      .map((p) => `<script>self.__next_f.push([1,${JSON.stringify(p).replace(/</g, '\\u003c')}])</script>`)
      .join('')}</body></html>`;

  it("empties a body's row that the markup holds, wherever the pushes cut it, and leaves every other row", () => {
    const expected = stream.replace(textRow('1a', body), '1a:T0,');
    for (const cuts of [[stream.length], [20, 40, 45, 90, 200, stream.length], [30, 31, 32, stream.length]]) {
      let at = 0;
      const html = page(cuts.map((c) => stream.slice(at, (at = c))));
      const compact = compactInlinePayload(html);
      expect(pushedStream(compact), String(cuts)).toBe(expected);
      expect(compact).toContain(`data-body="k1">${body}</div>`);
    }
  });

  it('leaves the payload whole beside binary chunks it cannot read', () => {
    const html = page([stream]).replace('</body>', '<script>self.__next_f.push([3,"AAAA"])</script></body>');
    expect(pushedStream(compactInlinePayload(html))).toBe(stream);
  });
});
