import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useSwitch, VisuallyHidden, type AriaSwitchProps } from 'react-aria';
import { useToggleState } from 'react-stately';
import { SwitchFrame } from './SwitchFrame.js';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
  className?: string;
}

/**
 * An on/off setting that applies at once. React Aria keeps a native checkbox with `role="switch"` under the
 * visual track, so Space toggles it and forms submit it.
 */
export function Switch({ className, ...props }: SwitchProps) {
  const state = useToggleState(props);
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled, isReadOnly } = useSwitch(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <SwitchFrame
      {...labelProps}
      className={className}
      isSelected={isSelected}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isFocusVisible={isFocusVisible}
      input={
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
      }
    >
      {props.children}
    </SwitchFrame>
  );
}
