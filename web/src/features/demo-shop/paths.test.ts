import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';
import { productIdOf } from './paths';

describe('the product page slug', () => {
  it('ends with the product id', () => {
    expect(productIdOf('logitech-wireless-mouse-4')).toBe(4);
    expect(productIdOf('4k-monitor-27-10')).toBe(10);
  });

  it('is not a product without a valid id at its end', () => {
    for (const slug of ['', 'mouse', 'mouse-0', 'mouse-04', 'mouse-4x', 'mouse-2147483648', 'mouse-99999999999', undefined]) {
      expect(productIdOf(slug), String(slug)).toBeNull();
    }
  });
});

describe('the pages offered under the products', () => {
  it('shows the first, the last and the neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, null, 4]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
