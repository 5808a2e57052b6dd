import { Box, Typography } from '@mui/material';
import type { TChatStats } from '@quad/contract';
import { visuallyHidden } from '@/lib/visually-hidden';

type ByGender = TChatStats['initiated'];

const ROWS: [string, keyof TChatStats][] = [
  ['Started', 'initiated'],
  ['Received', 'received'],
  ['Conversations', 'conversations'],
];
const total = (counts: ByGender) => counts.man + counts.woman + counts.nonbinary;

/** Conversations the member started, received and had, in total and by partner gender. */
export function ChatStats({ stats }: { stats: TChatStats }) {
  const cell = { py: 0.5, px: 0.75, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
        Chat stats
      </Typography>
      <Box
        component="table"
        aria-label="Chat stats"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 13,
          '& th, & td': { borderBottom: 1, borderColor: 'divider' },
          '& tr:last-of-type td, & tr:last-of-type th': { borderBottom: 0 },
        }}
      >
        <thead>
          <Box component="tr" sx={{ color: 'text.secondary', '& th': { fontWeight: 500, fontSize: 12 } }}>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left', pl: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                Kind
              </Box>
            </Box>
            {['Total', 'Men', 'Women', 'Other'].map((h) => (
              <Box component="th" scope="col" key={h} sx={cell}>
                {h}
              </Box>
            ))}
          </Box>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => {
            const counts = stats[key];
            return (
              <tr key={key}>
                <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', pl: 0, fontWeight: 500 }}>
                  {label}
                </Box>
                <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
                  {total(counts)}
                </Box>
                <Box component="td" sx={cell}>
                  {counts.man}
                </Box>
                <Box component="td" sx={cell}>
                  {counts.woman}
                </Box>
                <Box component="td" sx={cell}>
                  {counts.nonbinary}
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
