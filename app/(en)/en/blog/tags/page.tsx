import { BlogTagsPage, blogTagsMetadata } from '@/components/pages/blog/BlogTagsPage';

export const metadata = blogTagsMetadata('en');
export default function Page() {
  return <BlogTagsPage locale="en" />;
}
