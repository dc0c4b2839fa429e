// The frame both date pickers share: label, the field group with its calendar button, the popover with the
// calendar dialog, and the description and error under the field.
import { useRef, type ComponentProps, type DOMAttributes, type ReactNode, type RefObject } from 'react';
import { useDialog, type AriaButtonProps, type AriaDialogProps } from 'react-aria';
import * as fieldStyles from '../styles/field.css.js';
import { cx } from '../utils/cx.js';
import { CalendarButton } from './DateParts.js';
import * as dateStyles from './DateParts.css.js';
import { FieldMessages, LabelText } from './Field.js';
import { FieldPopover } from './ListBoxPopover.js';

/** The popover's dialog, named by the field's label through React Aria's dialog props. */
export function CalendarDialog({ children, ...props }: AriaDialogProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      {children}
    </div>
  );
}

export interface DatePickerFrameProps {
  className: string | undefined;
  label: ReactNode;
  isRequired: boolean | undefined;
  isDisabled: boolean | undefined;
  description: ReactNode;
  /** The caller's message, or the validation errors joined. */
  errorMessage: ReactNode;
  isInvalid: boolean;
  groupRef: RefObject<HTMLDivElement | null>;
  popoverState: ComponentProps<typeof FieldPopover>['state'];
  labelProps: DOMAttributes<HTMLElement>;
  groupProps: DOMAttributes<HTMLElement>;
  buttonProps: AriaButtonProps;
  dialogProps: AriaDialogProps;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessageProps: DOMAttributes<HTMLElement>;
  /** The date field, or the start and end fields. */
  fields: ReactNode;
  /** The calendar shown in the popover. */
  calendar: ReactNode;
}

export function DatePickerFrame({
  className,
  label,
  isRequired,
  isDisabled,
  description,
  errorMessage,
  isInvalid,
  groupRef,
  popoverState,
  labelProps,
  groupProps,
  buttonProps,
  dialogProps,
  descriptionProps,
  errorMessageProps,
  fields,
  calendar,
}: DatePickerFrameProps) {
  return (
    <div className={cx(fieldStyles.field, className)}>
      <span {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={isRequired}>{label}</LabelText>
      </span>
      <div
        {...groupProps}
        ref={groupRef}
        className={cx(fieldStyles.control, fieldStyles.singleLine, dateStyles.group)}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {fields}
        <CalendarButton {...buttonProps} />
      </div>
      {popoverState.isOpen ? (
        <FieldPopover state={popoverState} triggerRef={groupRef}>
          <CalendarDialog {...dialogProps}>{calendar}</CalendarDialog>
        </FieldPopover>
      ) : null}
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        descriptionProps={descriptionProps}
        errorMessageProps={errorMessageProps}
      />
    </div>
  );
}
