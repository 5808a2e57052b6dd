import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { COPY_FEEDBACK_MS } from '@quad/contract';
import { useToast } from '@/shared/toast';

/** Copies a value to the clipboard and says "Copied" for a while. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast('Could not copy. Please select the text and copy it yourself.', { severity: 'warning' });
    }
  };

  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
      onClick={copy}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      sx={{ flexShrink: 0, minWidth: 96 }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
