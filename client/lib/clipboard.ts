// The one way the site copies text: the async clipboard where the page may use it, else a hidden
// textarea and execCommand (plain http, older browsers). Callers pass the toasts that tell the person
// what happened, in their own words.
import { toast, type ToastInput } from './use-toast';

async function writeText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the textarea fallback */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `text`; shows `toasts.copied` or `toasts.failed` when given. Answers whether it worked. */
export async function copyToClipboard(
  text: string,
  toasts?: { copied: ToastInput; failed: ToastInput },
): Promise<boolean> {
  const ok = await writeText(text);
  if (toasts) toast(ok ? toasts.copied : toasts.failed);
  return ok;
}
