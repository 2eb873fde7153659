/** Saves a blob under a file name through a temporary link. */
export { saveFile as saveBlob } from '../../../lib/save-file';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}
