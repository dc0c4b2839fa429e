// Points a ref someone else gave an element at it too, so a component can keep its own ref on a host's element.
import type { Ref } from 'react';

export function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
