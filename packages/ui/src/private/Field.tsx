import type { DOMAttributes, ReactNode } from 'react';
import { ErrorIcon } from '../icons/StatusIcons.js';
import * as styles from '../styles/field.css.js';

export interface FieldMessagesProps {
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid: boolean;
  /** From React Aria's field hook, so `aria-describedby` on the control names these elements. */
  descriptionProps: DOMAttributes<HTMLElement> & { id?: string };
  errorMessageProps: DOMAttributes<HTMLElement> & { id?: string };
}

/** Description and error under a field; the error shows only while the field is invalid and replaces nothing. */
export function FieldMessages({
  description,
  errorMessage,
  isInvalid,
  descriptionProps,
  errorMessageProps,
}: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <p {...descriptionProps} className={styles.description}>
          {description}
        </p>
      ) : null}
      {isInvalid && errorMessage ? (
        <p {...errorMessageProps} className={styles.error}>
          <ErrorIcon size={16} />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </>
  );
}

/** The label text, with a mark for required fields that assistive technology skips (the input says it). */
export function LabelText({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </>
  );
}
