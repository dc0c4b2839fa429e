import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { Button } from '../Button/Button.js';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './AlertDialog.css.js';

export type AlertDialogProps = RadixAlertDialog.AlertDialogProps;

/**
 * Asks the user to confirm a consequential action (delete, withdraw, publish). Unlike Dialog it does not close on
 * a click outside: the user must choose.
 */
export function AlertDialog(props: AlertDialogProps) {
  return <RadixAlertDialog.Root {...props} />;
}

/** Makes its child open the alert dialog; focus returns to it when it closes. */
export function AlertDialogTrigger({ children }: { children: ReactElement }) {
  return <RadixAlertDialog.Trigger asChild>{children}</RadixAlertDialog.Trigger>;
}

/** The confirm button's weight: danger for destructive actions. */
export const ALERT_DIALOG_TONES = ['danger', 'primary'] as const;
export type AlertDialogTone = (typeof ALERT_DIALOG_TONES)[number];

export interface AlertDialogContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixAlertDialog.Content>,
  'title' | 'children'
> {
  /** The question ("Withdraw this contribution?"). */
  title: string;
  /** What happens if the user confirms; required, because an alert must explain its consequence. */
  description: ReactNode;
  /** The confirm button, named for the action ("Withdraw"), never "OK". */
  actionLabel: string;
  cancelLabel?: string;
  /** Called when the user confirms; the dialog then closes. */
  onAction: () => void;
  tone?: AlertDialogTone;
}

/** The alert itself, over a scrim. Focus starts on Cancel, the safe choice. */
export function AlertDialogContent({
  title,
  description,
  actionLabel,
  cancelLabel = 'Cancel',
  onAction,
  tone = 'danger',
  className,
  ...rest
}: AlertDialogContentProps) {
  const container = usePortalContainer();
  return (
    <RadixAlertDialog.Portal container={container ?? undefined}>
      <RadixAlertDialog.Overlay className={styles.overlay} />
      <RadixAlertDialog.Content {...rest} className={cx(styles.content({ placement: 'center' }), className)}>
        <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
        <RadixAlertDialog.Description className={styles.description}>
          {description}
        </RadixAlertDialog.Description>
        <div className={styles.footer}>
          <RadixAlertDialog.Cancel asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </RadixAlertDialog.Cancel>
          <RadixAlertDialog.Action asChild>
            <Button variant={tone} onClick={() => onAction()}>
              {actionLabel}
            </Button>
          </RadixAlertDialog.Action>
        </div>
      </RadixAlertDialog.Content>
    </RadixAlertDialog.Portal>
  );
}
