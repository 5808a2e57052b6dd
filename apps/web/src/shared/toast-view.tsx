import { Alert, ButtonBase, Snackbar, useMediaQuery, useTheme } from '@mui/material';
import type { Toast } from './toast';

/**
 * On phones the toast sits at the top, clear of the composer and of dialog buttons at the
 * bottom, and stops short of the right edge where the close and menu buttons are.
 */
const clamp = (phone: boolean) =>
  phone
    ? ({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const)
    : {};

export default function ToastView({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { onOpen } = toast;
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      sx={phone ? { top: 'calc(env(safe-area-inset-top, 0px) + 8px)', left: 8, right: 104 } : undefined}
      data-testid="toast"
    >
      <Alert
        onClose={onClose}
        severity={toast.severity}
        icon={toast.icon}
        variant="filled"
        sx={{
          width: '100%',
          alignItems: 'center',
          // Compact on phones: two lines at most, about the height of the top bar.
          ...(phone && { py: 0, fontSize: 14, '& .MuiAlert-message': { py: 0.75 } }),
        }}
      >
        {onOpen ? (
          <ButtonBase
            onClick={() => {
              onOpen();
              onClose();
            }}
            sx={{ font: 'inherit', color: 'inherit', textAlign: 'left', justifyContent: 'flex-start', ...clamp(phone) }}
          >
            {toast.message}
          </ButtonBase>
        ) : (
          <span style={clamp(phone)}>{toast.message}</span>
        )}
      </Alert>
    </Snackbar>
  );
}
