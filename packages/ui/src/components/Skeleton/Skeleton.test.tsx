import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.js';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized with logical properties', () => {
    const { container } = render(<Skeleton shape="rect" width="10rem" height={80} />);
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.getAttribute('data-shape')).toBe('rect');
    expect(placeholder.style.inlineSize).toBe('10rem');
    expect(placeholder.style.blockSize).toBe('80px');
  });
});
