import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorTextsProvider, isChunkLoadError, LocaleErrorView } from '@/components/errors/ErrorView.client';
import { messages } from '@/lib/i18n/messages';

const crash = new Error('render failed', { cause: new Error('posts.json is not valid JSON') });

describe('the crash screen of an error boundary', () => {
  it('shows the texts of the layout locale and the cause chain', () => {
    const html = renderToStaticMarkup(
      <ErrorTextsProvider texts={messages['zh-CN'].error}>
        <LocaleErrorView error={crash} reset={() => {}} />
      </ErrorTextsProvider>,
    );
    expect(html).toContain(messages['zh-CN'].error.text);
    expect(html).toContain(messages['zh-CN'].error.tryAgain);
    expect(html).toContain('render failed');
    expect(html).toContain(`${messages['zh-CN'].error.cause} posts.json is not valid JSON`);
  });

  it('a chunk that failed to load: its message in a red box and a Retry that reloads', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/x.js)'), { name: 'ChunkLoadError' });
    const html = renderToStaticMarkup(
      <ErrorTextsProvider texts={messages.en.error}>
        <LocaleErrorView error={chunk} reset={() => {}} />
      </ErrorTextsProvider>,
    );
    expect(html).toContain('<div class="error-box" role="alert"><p>Loading chunk 123 failed.');
    expect(html).toContain('>Retry</button>');
    expect(html).not.toContain('Try again');
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('falls back to the English texts outside a provider', () => {
    const html = renderToStaticMarkup(<LocaleErrorView error={crash} reset={() => {}} />);
    expect(html).toContain('This page crashed.');
    expect(html).toContain('Try again');
  });
});
