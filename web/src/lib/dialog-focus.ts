/**
 * A dialog's first field takes the focus as the dialog mounts (PrimeReact's focus trap focuses the
 * element marked `data-pc-autofocus="true"`), not after its opening animation, when the user may
 * already be typing in another field. Call this once the animation is over (the dialog's `onShow`):
 * should the opener have taken the focus back out of the dialog meanwhile (a calendar's event link
 * opened with Enter does), the marked field takes it again; a field inside keeps it.
 */
export function refocusIfAway(dialog: HTMLElement | null | undefined): void {
  if (!dialog || dialog.contains(document.activeElement)) return;
  dialog.querySelector<HTMLElement>('[data-pc-autofocus="true"]')?.focus();
}
