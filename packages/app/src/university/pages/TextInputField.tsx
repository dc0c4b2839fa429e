// A labelled input with its error shown next to it and tied to it for assistive technology. Stands in until
// @herald/ui ships its TextField.
import { useId, type InputHTMLAttributes } from 'react';
import * as styles from '../../shared/pages/pages.css';

export interface TextInputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
}

export function TextInputField({ label, error, ...input }: TextInputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        className={styles.input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
