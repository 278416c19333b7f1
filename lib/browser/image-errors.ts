/**
 * Markdown images that fail to load are replaced by a button saying why, in the reader's
 * language: offline, not found (404), or another error; a click loads the image again.
 */
export type ImageErrorKind = 'offline' | 'notFound' | 'error';
export type ImageErrorTexts = Record<ImageErrorKind, string>;

export const IMAGE_SELECTOR = '.markdown img';

/** Why an image failed: the browser is offline, the server said 404, or anything else. */
export function imageErrorKind(online: boolean, status?: number): ImageErrorKind {
  if (!online) return 'offline';
  return status === 404 ? 'notFound' : 'error';
}

async function statusOf(src: string): Promise<number | undefined> {
  try {
    return (await fetch(src, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return undefined;
  }
}

async function showError(img: HTMLImageElement, texts: ImageErrorTexts) {
  if (img.dataset.failed) return;
  img.dataset.failed = 'true';
  const kind = imageErrorKind(navigator.onLine, navigator.onLine ? await statusOf(img.currentSrc || img.src) : undefined);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'image-error';
  button.dataset.kind = kind;
  // The reason, then the image's alt text, both shown: an article read offline still says what each
  // missing figure was.
  const reason = document.createElement('span');
  reason.className = 'image-error-reason';
  reason.textContent = texts[kind];
  button.append(reason);
  if (img.alt) {
    const alt = document.createElement('span');
    alt.className = 'image-error-alt';
    alt.textContent = img.alt;
    button.append(alt);
  }
  const [w, h] = [Number(img.getAttribute('width')), Number(img.getAttribute('height'))];
  if (w > 0 && h > 0) {
    button.style.aspectRatio = `${w} / ${h}`;
    button.style.maxWidth = `${w}px`;
  }
  button.addEventListener('click', () => {
    button.remove();
    img.hidden = false;
    delete img.dataset.failed;
    const src = img.getAttribute('src');
    if (src) img.src = src;
  });
  img.hidden = true;
  img.before(button);
}

/** Watches the page's markdown images (those that failed before hydration too); returns a stop function. */
export function watchImageErrors(texts: ImageErrorTexts): () => void {
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.matches(IMAGE_SELECTOR)) void showError(target, texts);
  };
  document.addEventListener('error', onError, true);
  for (const img of document.querySelectorAll<HTMLImageElement>(IMAGE_SELECTOR)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) void showError(img, texts);
  }
  return () => document.removeEventListener('error', onError, true);
}
