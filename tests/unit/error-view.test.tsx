import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorTextsProvider, LocaleErrorView } from '@/components/errors/ErrorView.client';
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

  it('falls back to the English texts outside a provider', () => {
    const html = renderToStaticMarkup(<LocaleErrorView error={crash} reset={() => {}} />);
    expect(html).toContain('This page crashed.');
    expect(html).toContain('Try again');
  });
});
