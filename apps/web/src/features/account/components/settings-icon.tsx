/** The display settings menu's icon (three sliders), hidden from assistive technology: the button has a name. */
export function SettingsIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M3 6h10v2H3V6Zm14 0h4v2h-4V6Zm-2-2h2v6h-2V4ZM3 16h4v2H3v-2Zm8 0h10v2H11v-2Zm-2-2h2v6H9v-6Z" />
    </svg>
  );
}
