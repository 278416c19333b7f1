import { run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import type { Locale } from '@/lib/i18n/locales';
import { compileMdx } from '@/lib/mdx/compile';
import { mdxComponents } from './components';

/** Renders an MDX body on the server. Compilation is cached, so both locales share it. */
export async function Mdx({ source, file, locale }: { source: string; file: string; locale: Locale }) {
  const compiled = await compileMdx(source, file);
  const { default: Content } = await run(compiled.code, { ...runtime, baseUrl: import.meta.url });
  return <Content components={mdxComponents(locale)} />;
}
