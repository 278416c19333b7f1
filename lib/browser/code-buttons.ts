/**
 * What a code block's buttons do (components/mdx/elements.ts renders them on the server, with
 * their labels; components/mdx/MarkdownImages.client.tsx listens for their clicks and loads this
 * chunk on the first one, so no page carries it in its own JavaScript): wrap toggles long lines,
 * copy puts the code's lines on the clipboard and says "Copied" for 1.5 s.
 */

const COPIED_MS = 1500;

/** The code of a block as a reader sees it: its lines, without the line numbers' markup. */
function codeText(figure: Element): string {
  const code = figure.querySelector('code');
  if (!code) return '';
  return [...code.querySelectorAll<HTMLElement>('[data-line]')].map((l) => l.textContent).join('\n') || code.textContent || '';
}

async function writeClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Shows "Copied" in the button (its label from `data-copied-label`) and puts it back after 1.5 s. */
function showCopied(button: HTMLButtonElement) {
  if (button.classList.contains('copied')) return;
  const label = button.getAttribute('aria-label') ?? '';
  const copied = button.dataset.copiedLabel ?? label;
  const icon = [...button.childNodes];
  const text = document.createElement('span');
  text.className = 'code-copied';
  text.textContent = copied;
  button.replaceChildren(text);
  button.classList.add('copied');
  button.setAttribute('aria-label', copied);
  window.setTimeout(() => {
    button.replaceChildren(...icon);
    button.classList.remove('copied');
    button.setAttribute('aria-label', label);
  }, COPIED_MS);
}

/** Does what a pressed code button says. */
export async function pressCodeButton(button: HTMLButtonElement) {
  const figure = button.closest('figure');
  if (!figure) return;
  if (button.dataset.codeAction === 'wrap') {
    button.setAttribute('aria-pressed', String(figure.classList.toggle('code-wrap')));
    return;
  }
  await writeClipboard(codeText(figure));
  showCopied(button);
}
