import { DocCategoryPage, docCategoryMetadata } from '@/components/pages/docs/DocCategoryPage';
import { staticParams } from '@/lib/routes/table';

type Props = { params: Promise<{ name: string }> };
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('docCategory', 'en');
export async function generateMetadata({ params }: Props) {
  return docCategoryMetadata('en', (await params).name);
}
export default async function Page({ params }: Props) {
  return <DocCategoryPage locale="en" nameParam={(await params).name} />;
}
