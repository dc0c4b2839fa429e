import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/CloseIcon.js';
import { cx } from '../../utils/cx.js';
import { IconButton } from '../IconButton/IconButton.js';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './Dialog.css.js';
import type { DialogPlacement } from './Dialog.css.js';

export type DialogProps = RadixDialog.DialogProps;

/** A modal window: it traps focus, hides the page from assistive technology, and closes on Escape. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

/** Makes its child open the dialog; focus returns to it when the dialog closes. */
export function DialogTrigger({ children }: { children: ReactElement }) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

/** Makes its child close the dialog, for a Cancel or Done button. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

export interface DialogContentProps extends Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> {
  /** Names the dialog; shown as its heading. */
  title: string;
  /** One sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Centred, or a drawer along the inline start. */
  placement?: DialogPlacement;
}

/**
 * The dialog itself, over a scrim, rendered in the provider root. Focus moves to the first focusable element
 * inside (or to the dialog) and, on close, back to where it was when the dialog opened (a dialog opened from a
 * notification or a row, with no trigger of its own), else to the trigger.
 */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  placement = 'center',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const container = usePortalContainer();
  // Where focus was before the dialog took it: Radix alone returns focus only to a DialogTrigger.
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal container={container ?? undefined}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        // Without a description the dialog is described by nothing rather than by a missing element.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        data-placement={placement}
        className={cx(styles.content({ placement }), className)}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          focusedBefore.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const before = focusedBefore.current;
          focusedBefore.current = null;
          if (event.defaultPrevented || !before?.isConnected) return;
          event.preventDefault();
          before.focus();
        }}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The row of actions at the end of a dialog, aligned to the inline end. */
export function DialogFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={cx(styles.footer, className)} />;
}
