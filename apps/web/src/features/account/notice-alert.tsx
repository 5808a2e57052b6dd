import type { ReactNode } from 'react';
import { Alert, AlertTitle, type AlertProps } from '@mui/material';

interface NoticeAlertProps {
  severity: AlertProps['severity'];
  title: string;
  variant?: AlertProps['variant'];
  action?: ReactNode;
  children: ReactNode;
}

export default function NoticeAlert({ severity, title, variant, action, children }: NoticeAlertProps) {
  return (
    <Alert severity={severity} variant={variant} role="alert" action={action}>
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
