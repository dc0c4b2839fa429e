import { createContext, useContext, useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useRadio,
  useRadioGroup,
  VisuallyHidden,
  type AriaRadioGroupProps,
  type AriaRadioProps,
} from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { FieldMessages, LabelText } from '../../private/Field.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './RadioGroup.css.js';
import type { RadioGroupOrientation } from './RadioGroup.css.js';

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'orientation'> {
  /** The group's visible label (rendered as its accessible name). */
  label: ReactNode;
  /** Help under the options, tied to the group with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon while `isInvalid` is set, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  orientation?: RadioGroupOrientation;
  /** The `Radio` options. */
  children: ReactNode;
  className?: string;
}

/**
 * One choice among a few. React Aria gives the group one tab stop and moves with the arrow keys, swapping left
 * and right in right-to-left locales.
 */
export function RadioGroup({ className, orientation = 'vertical', ...props }: RadioGroupProps) {
  const state = useRadioGroupState({ ...props, orientation });
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps, isInvalid } = useRadioGroup(
    { ...props, orientation },
    state,
  );

  return (
    <div {...radioGroupProps} className={cx(fieldStyles.field, className)}>
      <span {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </span>
      <div className={styles.options({ orientation })}>
        <RadioGroupContext value={state}>{props.children}</RadioGroupContext>
      </div>
      <FieldMessages
        description={props.description}
        errorMessage={props.errorMessage}
        isInvalid={isInvalid}
        descriptionProps={descriptionProps}
        errorMessageProps={errorMessageProps}
      />
    </div>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The option's visible label and accessible name. */
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`: a native radio under a drawn circle. */
export function Radio({ className, ...props }: RadioProps) {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('Radio must be rendered inside a RadioGroup.');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <label
      {...labelProps}
      className={cx(styles.radio, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={state.isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <span className={styles.circle} aria-hidden="true" />
      {props.children}
    </label>
  );
}
