import { Box, Typography } from '@mui/material';
import { BRAND_GRADIENT } from './theme';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, borderRadius: size / 4, background: BRAND_GRADIENT, flexShrink: 0 }}
    >
      <path
        d="M32 47s-15-8.6-15-19.2C17 22.4 21 19 25.4 19c2.9 0 5.1 1.5 6.6 3.6 1.5-2.1 3.7-3.6 6.6-3.6C43 19 47 22.4 47 27.8 47 38.4 32 47 32 47z"
        fill="#fff"
      />
    </Box>
  );
}

export function BrandName() {
  return (
    <Typography
      component="span"
      sx={{ fontWeight: 800, fontSize: 22, letterSpacing: '-0.02em', color: 'text.primary', lineHeight: 1 }}
    >
      Quad
    </Typography>
  );
}
