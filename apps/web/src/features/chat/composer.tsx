import { useState } from 'react';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import SendRounded from '@mui/icons-material/SendRounded';
import { MESSAGE_MAX_LENGTH } from '@quad/contract/constants';
import { CHAT_TEXT } from './chat-texts';

interface ComposerProps {
  /** Why nothing can be written (shown as the placeholder), or null. */
  disabledReason: string | null;
  /** Writing is possible but sending waits (no connection). */
  canSend: boolean;
  onSend(text: string): void;
  onInput(): void;
  /** Text to start with (a held message the member chose to edit); focuses the field. */
  initialText?: string;
}

/** The counter shows when a message gets this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/** Enter sends, Shift+Enter starts a new line; blank messages are not sent. */
export function Composer({ disabledReason, canSend, onSend, onInput, initialText }: ComposerProps) {
  const [text, setText] = useState(initialText ?? '');
  const disabled = disabledReason !== null;
  const ready = !disabled && canSend && text.trim().length > 0;

  const submit = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        p: { xs: 1, sm: 1.5 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          autoFocus={initialText !== undefined}
          value={disabled ? '' : text}
          disabled={disabled}
          placeholder={disabledReason ?? CHAT_TEXT.placeholder}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) onInput();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          slotProps={{
            htmlInput: { maxLength: MESSAGE_MAX_LENGTH, 'aria-label': 'Message' },
            input: { sx: { borderRadius: 3 } },
          }}
        />
        {text.length >= COUNTER_FROM && !disabled && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right', mt: 0.25 }}>
            {text.length}/{MESSAGE_MAX_LENGTH}
          </Typography>
        )}
      </Box>
      <IconButton type="submit" color="primary" aria-label="Send" disabled={!ready} sx={{ mb: 0.25 }}>
        <SendRounded />
      </IconButton>
    </Box>
  );
}
