import { Icon, type IconProps as BaseIconProps } from './Icon.js';

/** SVG props plus the drawn size in pixels. */
export type IconProps = BaseIconProps & { size?: number };

// Stroked status and utility icons; each is decorative, so its meaning is always also given in words.

/** A triangle with an exclamation mark. */
export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Icon>
  );
}

/** A circle with an `i`. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </Icon>
  );
}

/** A circle with an exclamation mark. */
export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </Icon>
  );
}

/** A circle with a tick. */
export function SuccessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

/** An upward arrow in a circle. */
export function UpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 4-4 4 4M12 16V8" />
    </Icon>
  );
}

/** A circle with a question mark. */
export function QuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </Icon>
  );
}

/** A tick. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon size={16} strokeWidth="3" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/** A horizontal bar, for the mixed state of a checkbox. */
export function MinusIcon(props: IconProps) {
  return (
    <Icon size={16} strokeWidth="3" {...props}>
      <path d="M5 12h14" />
    </Icon>
  );
}

/** A calendar page. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon size={16} {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  );
}

/** An arrow rising out of a tray, for choosing files. */
export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
    </Icon>
  );
}

/** A chevron pointing to the start of the line; mirrored by the caller in right-to-left text. */
export function ChevronStartIcon(props: IconProps) {
  return (
    <Icon size={16} {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}

/** A chevron pointing to the end of the line; mirrored by the caller in right-to-left text. */
export function ChevronEndIcon(props: IconProps) {
  return (
    <Icon size={16} {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  );
}
