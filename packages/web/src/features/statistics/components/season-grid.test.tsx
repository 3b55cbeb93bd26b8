import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Day, SeasonGridResponse } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { configQueryOptions } from '../../../lib/config.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { testConfig } from '../../../test/fixtures.ts';
import { SeasonGrid } from './season-grid.tsx';

const person = (
  name: string,
  answers: SeasonGridResponse['people'][number]['answers'],
  came: SeasonGridResponse['people'][number]['came'],
) => ({
  personId: name,
  name,
  kind: 'member' as const,
  deletedNumber: null,
  answers,
  came,
  cameTotal: came.filter(Boolean).length,
  recordedDays: came.filter((value) => value !== null).length,
});

const grid: SeasonGridResponse = {
  from: '2026-01-05' as Day,
  to: '2026-01-09' as Day,
  days: ['2026-01-05', '2026-01-07', '2026-01-09'] as Day[],
  people: [
    person('Anna Athlete', ['present', 'away', null], [true, false, null]),
    person('Ben Bowman', ['present', null, 'away'], [true, true, true]),
  ],
};

function renderGrid() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, { ...testConfig, locale: 'en' });
  render(
    <AppProvider queryClient={queryClient}>
      <SeasonGrid grid={grid} />
    </AppProvider>,
  );
}

describe('The season grid', () => {
  it('names each cell by its words, with the symbols as the only box in the cell', () => {
    renderGrid();
    const table = screen.getByRole('table', {
      name: 'Each person’s answer and record per training day',
    });
    const anna = within(table).getByRole('row', { name: /Anna Athlete/ });
    const cells = within(anna).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['1/2', '✓●', '✗○', '']);
    // Screen readers read the words; the symbols are their picture. One inline box per cell, no
    // hidden box of words beside it: 4,000 of those cost every scrolled frame's hit test and
    // every paint (docs/decisions/063-a-season-grid-painted-once.md).
    expect(within(cells[1]!).getByRole('img')).toHaveAccessibleName('present, came');
    expect(within(cells[2]!).getByRole('img')).toHaveAccessibleName('away, did not come');
    for (const cell of cells.slice(1)) expect(cell.children.length).toBeLessThanOrEqual(1);
    expect(cells[3]!.children).toHaveLength(0);
  });

  it('heads each day with its weekday, day and month, and sorts by attendance', async () => {
    renderGrid();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(2)
        .map((head) => head.innerHTML),
    ).toEqual(['Mon<br>5<br>Jan', 'Wed<br>7<br>Jan', 'Fri<br>9<br>Jan']);
    await userEvent.click(within(table).getByRole('button', { name: 'By attendance' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual(['Ben Bowman', 'Anna Athlete']);
    expect(within(table).getByRole('columnheader', { name: 'By attendance' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});
