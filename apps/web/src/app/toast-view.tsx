import { Alert, Snackbar } from '@mui/material';
import type { Toast } from './toast';

export default function ToastView({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={onClose} severity={toast.severity} variant="filled" sx={{ width: '100%', alignItems: 'center' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
