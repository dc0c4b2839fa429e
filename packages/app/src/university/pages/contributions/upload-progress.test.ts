import { describe, expect, it } from 'vitest';
import { progressPerFile } from './upload-progress';

describe('progressPerFile', () => {
  // Two files of 1000 and 3000 bytes in a body of 4300: 100 bytes of fields and headers before, between, after.
  const sizes = [1000, 3000];
  const total = 4300;

  it('has nothing sent before the first file’s bytes', () => {
    expect(progressPerFile(sizes, 0, total)).toEqual([0, 0]);
    expect(progressPerFile(sizes, 100, total)).toEqual([0, 0]);
  });

  it('fills the first file before the second starts', () => {
    expect(progressPerFile(sizes, 600, total)).toEqual([0.5, 0]);
    expect(progressPerFile(sizes, 1100, total)).toEqual([1, 0]);
    expect(progressPerFile(sizes, 2700, total)).toEqual([1, 0.5]);
  });

  it('has every file sent when the whole body is', () => {
    expect(progressPerFile(sizes, total, total)).toEqual([1, 1]);
  });

  it('counts an empty file as sent once the body reaches it', () => {
    expect(progressPerFile([0, 1000], 50, 1200)).toEqual([0, 0]);
    expect(progressPerFile([0, 1000], 1200, 1200)).toEqual([1, 1]);
  });
});
