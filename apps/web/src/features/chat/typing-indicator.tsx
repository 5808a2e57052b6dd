import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { CHAT_TEXT } from './chat-texts';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

/** "{username} is typing..." above the composer; the line keeps its height when empty. */
export function TypingIndicator({ username, typing }: { username: string; typing: boolean }) {
  return (
    <Box
      aria-live="polite"
      sx={{ minHeight: 22, px: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {typing && (
        <>
          <Box aria-hidden sx={{ display: 'inline-flex', gap: '3px' }}>
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                sx={{
                  width: 5,
                  height: 5,
                  borderRadius: '50%',
                  bgcolor: 'text.secondary',
                  animation: `${blink} 1.2s ${i * 0.2}s infinite ease-in-out`,
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {CHAT_TEXT.typing(username)}
          </Typography>
        </>
      )}
    </Box>
  );
}
