import { contentRevision, REVISION_TTL_MS } from '@/lib/content/live';

/**
 * `next dev` only (the `.dev.ts` page extension exists only in development, see next.config.ts):
 * a stream of the content tree's revision, one event whenever a file under content/ is saved,
 * added or removed. The page's LiveContent script refreshes the open tab on each new revision.
 */
const POLL_MS = 200;

// Required of every route handler under `output: 'export'`; `next dev` still runs it per request.
export const dynamic = 'force-static';

export function GET(request: Request): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = '';
      const stop = () => {
        clearInterval(timer);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      const send = (rev: string) => {
        try {
          controller.enqueue(encoder.encode(`data: ${rev}\n\n`));
        } catch {
          stop();
        }
      };
      const tick = () => {
        const rev = contentRevision();
        if (rev === last) return;
        const first = last === '';
        last = rev;
        // A render may trust a revision read up to REVISION_TTL_MS ago: announce the change once
        // any such read is older than the save, so the refresh it triggers sees the new content.
        if (first) send(rev);
        else setTimeout(() => send(rev), REVISION_TTL_MS + 50);
      };
      tick();
      timer = setInterval(tick, POLL_MS);
      request.signal.addEventListener('abort', stop);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
}
