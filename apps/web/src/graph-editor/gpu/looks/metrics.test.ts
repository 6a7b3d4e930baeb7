import { describe, expect, it } from 'vitest';
import { badgeWidth, statusBadges, statusPlace, statusRow } from './metrics.js';

describe('the status row', () => {
  it('puts the warnings count before the errors mark, as the DOM view does', () => {
    expect(statusBadges(2, 1)).toEqual([
      { label: '2', tone: 'warning' },
      { label: '!', tone: 'error' },
    ]);
    expect(statusBadges(0, 0)).toEqual([]);
  });

  it('lays badges and dot out right to left with 4px between them', () => {
    const badges = statusBadges(12, 1);
    expect(badgeWidth('12')).toBe(24);
    // dot 8 wide ending at 150; '!' 18 wide, then '12' 24 wide
    expect(statusRow(badges, 150)).toEqual({
      badges: [150 - 8 - 4 - 18 - 4 - 24, 150 - 8 - 4 - 18],
      dot: 146,
    });
  });

  it("has a place on plates and a viewer's header only", () => {
    expect(statusPlace('plate', 'plate', 160, 50, false)).toEqual({ right: 150, y: 25 });
    expect(statusPlace('plate', 'isometric', 120, 50, false)).toEqual({ right: 104, y: 21 });
    expect(statusPlace('viewer', 'plate', 400, 300, true)).toEqual({ right: 390, y: 17 });
    expect(statusPlace('viewer', 'plate', 400, 300, false)).toBeNull();
    expect(statusPlace('stickyNote', 'plate', 330, 360, true)).toBeNull();
  });
});
