import { BlogIndexPage, blogIndexMetadata } from '@/components/pages/blog/BlogIndexPage';

export const metadata = blogIndexMetadata('en');
export default function Page() {
  return <BlogIndexPage locale="en" />;
}
