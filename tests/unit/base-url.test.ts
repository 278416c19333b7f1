import { describe, expect, it } from 'vitest';
import { suggestedBasePath } from '@/components/site/BaseUrlIssueBanner';

describe('suggested base path', () => {
  it('is the path the home page is served under, locale prefix removed', () => {
    expect(suggestedBasePath('/', ['en'])).toBe('');
    expect(suggestedBasePath('/en/', ['en'])).toBe('');
    expect(suggestedBasePath('/notes/', ['en'])).toBe('/notes');
    expect(suggestedBasePath('/notes/en', ['en'])).toBe('/notes');
    expect(suggestedBasePath('/a/b/index.html', ['en'])).toBe('/a/b');
  });
  it('survives serialisation into an inline script', () => {
    const fn = new Function(`return (${suggestedBasePath.toString()})`)() as typeof suggestedBasePath;
    expect(fn('/notes/en/', ['en'])).toBe('/notes');
  });
});
