import { describe, expect, it } from 'vitest';
import { buildIdOf } from '../../lib/browser/stale-build';
import { compactInlinePayload, readTemplateLiteral, templateLiteral } from '../../scripts/lib/inline-payload';
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
