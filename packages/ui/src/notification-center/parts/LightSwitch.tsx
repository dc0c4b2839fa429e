import { useState, type ReactNode } from 'react';
import { SwitchFrame } from '../../components/Switch/SwitchFrame.js';
import { visuallyHidden } from '../../styles/a11y.css.js';

export interface LightSwitchProps {
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
  children: ReactNode;
  className?: string;
}

/**
 * The kit's switch (its `SwitchFrame` drawing) filled without React Aria, for the settings chunk: a native
 * checkbox with `role="switch"` (Space toggles it), named by its label.
 * A disabled switch stays focusable (`aria-disabled`): a switch disabled while its change is saved must not drop
 * keyboard focus to the page.
 */
export function LightSwitch({
  isSelected,
  isDisabled = false,
  onChange,
  children,
  className,
}: LightSwitchProps) {
  const [focusVisible, setFocusVisible] = useState(false);
  return (
    <SwitchFrame
      className={className}
      isSelected={isSelected}
      isDisabled={isDisabled}
      isFocusVisible={focusVisible}
      input={
        <input
          type="checkbox"
          role="switch"
          className={visuallyHidden}
          checked={isSelected}
          aria-disabled={isDisabled || undefined}
          onClick={(event) => {
            if (isDisabled) event.preventDefault();
          }}
          onChange={(event) => {
            if (!isDisabled) onChange?.(event.target.checked);
          }}
          onFocus={(event) => setFocusVisible(event.target.matches(':focus-visible'))}
          onBlur={() => setFocusVisible(false)}
        />
      }
    >
      {children}
    </SwitchFrame>
  );
}
