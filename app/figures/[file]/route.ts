import { figureFile, publishedFigures } from '@/lib/content/figures';

// The images beside posts and notes and their WebP copies, named by their content
// (lib/content/figures.ts), written to out/figures/, with LIST: the folder's files as JSON. The list
// is always there, so a site with no image beside a post still exports (`output: 'export'` fails a
// route whose generateStaticParams returns none).
export const dynamic = 'force-static';
export const dynamicParams = false;

const LIST = 'figures.json';

export function generateStaticParams() {
  return [...publishedFigures().map((f) => ({ file: f.name })), { file: LIST }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const name = (await params).file;
  if (name === LIST) return Response.json(publishedFigures().map((f) => f.name));
  const found = await figureFile(name);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(found.body as BodyInit, { headers: { 'content-type': found.type } });
}
