import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PageSpinner } from '@/lib/page-spinner';
import { useStatistics } from '../admin-api';
import { ScrollTable } from '../components/scroll-table';

const GENDER_LABELS = { MAN: 'Men', WOMAN: 'Women', NONBINARY: 'Other' } as const;
const ORIENTATION_LABELS = {
  ANDROPHILIC: 'Attracted to men',
  GYNEPHILIC: 'Attracted to women',
  AMBIPHILIC: 'Attracted to all genders',
} as const;

const number = (n: number) => n.toLocaleString('en-CA');

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Stack sx={{ gap: 1, mt: 1 }}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {number(value)}
      </Typography>
    </Stack>
  );
}

/** Tab 0: users, messages, demographics and institutions in figures. */
export default function OverviewTab() {
  const { data, isPending } = useStatistics();
  if (isPending) return <PageSpinner />;
  if (!data) return null;
  const { users, messages, demographics, institutions } = data;
  return (
    <Stack sx={{ gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <StatCard title="Users">
          <Figure label="Total members" value={users.total} />
          <Figure label="Active (last 30 days)" value={users.active_last_30_days} />
          <Figure label="Paid" value={users.paid} />
          <Figure label="Admins" value={users.admins} />
          <Figure label="Suspended" value={users.suspended} />
          <Figure label="Test accounts" value={users.test_accounts} />
        </StatCard>
        <StatCard title="Messages">
          <Figure label="Total" value={messages.total} />
          <Figure label="Last 7 days" value={messages.last_7_days} />
        </StatCard>
        <StatCard title="Gender">
          {(Object.keys(GENDER_LABELS) as (keyof typeof GENDER_LABELS)[]).map((g) => (
            <Figure key={g} label={GENDER_LABELS[g]} value={demographics.gender[g]} />
          ))}
        </StatCard>
        <StatCard title="Orientation">
          {(Object.keys(ORIENTATION_LABELS) as (keyof typeof ORIENTATION_LABELS)[]).map((o) => (
            <Figure key={o} label={ORIENTATION_LABELS[o]} value={demographics.orientation[o]} />
          ))}
        </StatCard>
      </Box>
      <Box component="section" aria-label="Institutions">
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Institutions
        </Typography>
        {/* What each count takes in, so the rows add up to the figures above. */}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Members counts accounts that are not deleted, test accounts included and administrators left out (they are
          under Admins), so the rows add up to Total members. Active women + other counts verified women and nonbinary
          members active within the user activity threshold (Settings), not suspended; administrators and test accounts
          never count toward the payment threshold.
        </Typography>
        <ScrollTable label="Institution statistics" minWidth={560}>
          <TableHead>
            <TableRow>
              <TableCell>Institution</TableCell>
              <TableCell align="right">Members</TableCell>
              <TableCell align="right">Active women + other</TableCell>
              <TableCell align="right">Paid</TableCell>
              <TableCell align="right">Threshold</TableCell>
              <TableCell>Payment required</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {institutions.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.name}</TableCell>
                <TableCell align="right">{number(i.member_count)}</TableCell>
                <TableCell align="right">{number(i.active_women_nonbinary_count)}</TableCell>
                <TableCell align="right">{number(i.paid_count)}</TableCell>
                <TableCell align="right">{number(i.payment_threshold)}</TableCell>
                <TableCell>{i.payment_required ? 'Yes' : 'No'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      </Box>
    </Stack>
  );
}
