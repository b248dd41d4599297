/** The maze's walker, drawn (an emoji shows as an empty box where no emoji font is installed). */
export function Ladybug({ size = '1em' }: { size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <circle cx="16" cy="7.5" r="5" fill="#212529" />
      <circle cx="13.4" cy="6.2" r="1.1" fill="#fff" />
      <circle cx="18.6" cy="6.2" r="1.1" fill="#fff" />
      <ellipse cx="16" cy="18.5" rx="11" ry="11.5" fill="#e03131" stroke="#212529" strokeWidth="1.5" />
      <path d="M16 7v23" stroke="#212529" strokeWidth="1.5" />
      <circle cx="10.5" cy="14" r="2.2" fill="#212529" />
      <circle cx="21.5" cy="14" r="2.2" fill="#212529" />
      <circle cx="10" cy="22" r="2.4" fill="#212529" />
      <circle cx="22" cy="22" r="2.4" fill="#212529" />
    </svg>
  );
}
