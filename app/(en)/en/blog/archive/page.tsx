import { BlogArchivePage, blogArchiveMetadata } from '@/components/pages/blog/BlogArchivePage';

export const metadata = blogArchiveMetadata('en');
export default function Page() {
  return <BlogArchivePage locale="en" />;
}
