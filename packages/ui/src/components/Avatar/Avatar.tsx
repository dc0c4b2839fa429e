import type { AvatarType } from '@herald/notification-protocol';
import { useState, type ComponentType } from 'react';
import {
  ErrorIcon,
  InfoIcon,
  QuestionIcon,
  SuccessIcon,
  UpIcon,
  WarningIcon,
  type IconProps,
} from '../../icons/StatusIcons.js';
import { Icon } from '../../icons/Icon.js';
import { cx } from '../../utils/cx.js';
import * as styles from './Avatar.css.js';
import { SYSTEM_AVATAR_ICONS, type AvatarSize, type SystemAvatarIcon } from './Avatar.css.js';

const systemIcons: Record<SystemAvatarIcon, ComponentType<IconProps>> = {
  warning: WarningIcon,
  info: InfoIcon,
  error: ErrorIcon,
  success: SuccessIcon,
  up: UpIcon,
  question: QuestionIcon,
};

/** The words read for each system icon unless `label` is given; the icon never speaks by colour alone. */
export const DEFAULT_SYSTEM_AVATAR_LABELS: Record<SystemAvatarIcon, string> = {
  warning: 'Warning',
  info: 'Information',
  error: 'Error',
  success: 'Success',
  up: 'Update',
  question: 'Question',
};

const iconPixels: Record<AvatarSize, number> = { sm: 14, md: 18, lg: 22 };

export interface AvatarProps {
  /** What the avatar shows (SPEC avatar types): nothing, a user, a system icon or a custom image. */
  type: AvatarType;
  /** The image url for `user` and `system_custom`; the icon name for `system_icon`. */
  data?: string | null;
  /** The person's name for `user`: the image's alternative text and the source of the initials. */
  name?: string;
  /** Accessible name for `system_icon` and `system_custom`; a custom image without it is decorative. */
  label?: string;
  size?: AvatarSize;
  className?: string;
}

/** Up to two initials: first and last word, in the name's own script. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

function isSystemIcon(name: string | null | undefined): name is SystemAvatarIcon {
  return (SYSTEM_AVATAR_ICONS as readonly string[]).includes(name ?? '');
}

/** A generic head and shoulders, for `none` and for a user without name or picture. */
function PersonIcon({ size }: { size: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

/**
 * Who or what a message is from. A user's picture falls back to initials when it is missing or fails to load;
 * a system icon always has a name for assistive technology; `none` is a decorative placeholder that keeps the
 * list aligned.
 */
export function Avatar({ type, data, name, label, size = 'md', className }: AvatarProps) {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const iconSize = iconPixels[size];
  const source = data && data !== failedSource ? data : null;

  if (type === 'system_icon') {
    // Unknown icon names fall back to the neutral information icon rather than an empty circle.
    const icon = isSystemIcon(data) ? data : 'info';
    const SystemIcon = systemIcons[icon];
    return (
      <span
        role="img"
        aria-label={label ?? DEFAULT_SYSTEM_AVATAR_LABELS[icon]}
        className={cx(styles.avatar({ size, tone: icon }), className)}
        data-avatar-type={type}
      >
        <SystemIcon size={iconSize} />
      </span>
    );
  }

  if ((type === 'user' || type === 'system_custom') && source) {
    const alt = type === 'user' ? (name ?? label ?? '') : (label ?? '');
    return (
      <span className={cx(styles.avatar({ size, tone: 'image' }), className)} data-avatar-type={type}>
        <img src={source} alt={alt} className={styles.image} onError={() => setFailedSource(source)} />
      </span>
    );
  }

  if (type === 'user' && name) {
    return (
      <span
        role="img"
        aria-label={name}
        className={cx(styles.avatar({ size, tone: 'initials' }), className)}
        data-avatar-type={type}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    );
  }

  const placeholderName = type === 'user' ? label : undefined;
  return (
    <span
      role={placeholderName ? 'img' : undefined}
      aria-label={placeholderName}
      aria-hidden={placeholderName ? undefined : true}
      className={cx(styles.avatar({ size, tone: 'neutral' }), className)}
      data-avatar-type={type}
    >
      <PersonIcon size={iconSize} />
    </span>
  );
}
