import { devDynamicPage } from '@/lib/routes/dev-dynamic';
import * as blogList from '../../blog/page/[page]/page';
import * as blogPost from '../../blog/[slug]/page';
import * as blogTag from '../../blog/tags/[tag]/[[...page]]/page';
import * as doc from '../../docs/[...slug]/page';
import * as docCategory from '../../docs/category/[name]/page';
import * as docTag from '../../docs/tags/[tag]/page';

// `next dev` only (the `.dev.tsx` page extension, next.config.ts): the English dynamic routes
// beside it, served without the dev server's per-request params worker (lib/routes/dev-rewrites.ts).
const { Page, generateMetadata } = devDynamicPage('en', { blogList, blogPost, blogTag, doc, docCategory, docTag });
export { generateMetadata };
export default Page;
