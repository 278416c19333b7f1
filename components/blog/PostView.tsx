import { Mdx } from '@/components/mdx/Mdx';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { compileForPage } from '@/lib/content/live';
import { BlogLayout } from './BlogLayout';
import { Comments } from './Comments';
import { PostAuthors } from './PostAuthors';
import { PostMeta } from './PostMeta';
import { RelatedPosts } from './RelatedPosts';
import { Pager } from '@/components/ui/Pager';
import { TagList } from '@/components/ui/TagList';
import { Toc, TocCollapsible } from './Toc';
import { Phrases } from '@/components/ui/Phrases';
import { blog, type PostPage } from '@/lib/content';
import { NO_TRANSLATION_ATTR } from '@/lib/i18n/locale-hint';

export async function PostView({ post, locale }: { post: PostPage; locale: Locale }) {
  const t = getT(locale);
  const { toc } = await compileForPage(post.body, post.source);
  // The other locale shows this body untranslated: the locale hint must not offer it as a translation.
  const other = locales.find((l) => l !== locale)!;
  const noTranslation = blog.allPosts(other).find((p) => p.slug === post.slug)?.bodyLang !== other;
  return (
    <BlogLayout locale={locale} aside={<aside className="toc-column" aria-label={t('blog.toc')}><Toc items={toc} title={t('blog.toc')} lang={post.bodyLang === locale ? undefined : post.bodyLang} /></aside>}>
      <article className="post" lang={post.bodyLang === locale ? undefined : post.bodyLang} {...(noTranslation && { [NO_TRANSLATION_ATTR]: 'blog' })}>
        <header className="post-header" lang={locale}>
          <h1 lang={post.bodyLang === locale ? undefined : post.bodyLang}><Phrases text={post.title} /></h1>
          <PostMeta post={post} locale={locale} updated />
          <PostAuthors authors={post.authorList} locale={locale} />
        </header>
        {/* A draft exists only under `next dev`; one slot for both notices keeps a built page's payload as it was. */}
        {post.draft ? (
          <aside className="notice notice-warning draft-banner" lang={locale}>
            <p className="notice-title">{t('blog.draft')}</p>
            <p>{t('blog.draftText')}</p>
          </aside>
        ) : post.unlisted && (
          <aside className="notice notice-warning" lang={locale}>
            <p className="notice-title">{t('blog.unlisted')}</p>
            <p>{t('blog.unlistedText')}</p>
          </aside>
        )}
        {post.untranslated && (
          <p className="notice notice-info" lang={locale}>{t('blog.untranslated')}</p>
        )}
        <TocCollapsible items={toc} title={t('blog.toc')} />
        <Mdx source={post.body} file={post.source} locale={locale} className="markdown" />
        <footer className="post-footer" lang={locale}>
          <TagList tags={post.tags} locale={locale} />
          {post.editUrl && (
            <a className="edit-link" href={post.editUrl} target="_blank" rel="noopener noreferrer">{t('blog.editThisPage')}</a>
          )}
        </footer>
      </article>
      <RelatedPosts posts={post.related} locale={locale} />
      <Pager prev={post.prevItem} next={post.nextItem} locale={locale} label={t('blog.postNavigation')} />
      <Comments locale={locale} />
    </BlogLayout>
  );
}
