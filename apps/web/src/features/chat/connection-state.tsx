import { Alert, Button } from '@mui/material';
import type { SocketStatus } from '@/shared/socket';
import { useSocket } from '@/shared/socket';
import { CHAT_TEXT } from './chat-texts';

/**
 * Says when the realtime connection is down: "Reconnecting..." while Socket.IO tries again
 * (five attempts a second apart), then "Connection lost" with a button to try once more.
 */
export function ConnectionState({ status }: { status: SocketStatus }) {
  const { socket } = useSocket();
  if (status !== 'reconnecting' && status !== 'disconnected') return null;
  const lost = status === 'disconnected';
  return (
    <Alert
      severity={lost ? 'error' : 'info'}
      variant="outlined"
      role="status"
      sx={{ mx: { xs: 1.5, sm: 2 }, my: 1, py: 0 }}
      action={
        lost && socket ? (
          <Button color="inherit" size="small" onClick={() => socket.connect()}>
            {CHAT_TEXT.reconnect}
          </Button>
        ) : undefined
      }
    >
      {lost ? CHAT_TEXT.connectionLost : CHAT_TEXT.reconnecting}
    </Alert>
  );
}
