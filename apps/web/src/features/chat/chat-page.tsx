import { useRef, useState } from 'react';
import { REPORT_DESCRIPTION_MAX, type TReportReason } from '@quad/contract';
import { Alert, Box, CircularProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useInOverlay } from '@/shared/overlay-context';
import { useSession } from '@/shared/session';
import { useSuspension } from '@/features/account/public';
import { setBlocked } from './chat-api';
import { ChatMenu } from './chat-menu';
import { PaymentRequired, UserGone, UserSuspendedBanner, VerifiedRequired } from './chat-notices';
import { CHAT_TEXT, SAFETY_TEXT } from './chat-texts';
import { Composer } from './composer';
import { ConnectionState } from './connection-state';
import { sendBlock, type SendBlock } from './conversation-state';
import { MessageList } from './message-list';
import type { ChatMessage } from './message-store';
import { NudgeDialog } from './nudge-dialog';
import { ProfileCard } from './profile-card';
import { ReportDialog } from './report-dialog';
import { REPORT_REASON_FOR, SafetyNotice } from './safety-notice';
import { TypingIndicator } from './typing-indicator';
import { useConversation } from './use-conversation';
import { useReadMarking } from './use-read-marking';
import { useSafetyNotices } from './use-safety-notices';
import { useTypingSignal } from './use-typing-signal';
import { useSocket } from '@/shared/socket';
import { BlockConfirmDialog } from './block-confirm-dialog';
import { FirstContact } from './first-contact';

const PLACEHOLDERS: Record<SendBlock, string> = {
  blocked: CHAT_TEXT.placeholderBlocked,
  blocked_me: CHAT_TEXT.placeholderBlockedMe,
  suspended_other: CHAT_TEXT.placeholderSuspendedOther,
  suspended_me: CHAT_TEXT.placeholderSuspendedMe,
  payment: CHAT_TEXT.placeholderPayment,
  not_allowed: CHAT_TEXT.placeholderBlockedMe,
};

/** /chat/{userId}: a full page, or a modal over the page it was opened from. */
export default function ChatPage() {
  const { userId } = useParams();
  const otherId = Number(userId);
  if (!Number.isSafeInteger(otherId) || otherId <= 0) return <Navigate to="/browse" replace />;
  return <ChatScreen key={otherId} otherId={otherId} />;
}

function ChatScreen({ otherId }: { otherId: number }) {
  const inOverlay = useInOverlay();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const { user } = useSession();
  const { socket } = useSocket();
  const { suspended } = useSuspension();
  const chat = useConversation(otherId);
  const { state, dispatch } = chat;
  const listRef = useRef<HTMLDivElement>(null);
  const typingSignal = useTypingSignal(socket, otherId);
  /** The report dialog: closed, or open (from a safety tip: with a reason and the message). */
  const [reporting, setReporting] = useState<{ seq: number; reason?: TReportReason; description?: string } | null>(
    null,
  );
  const openReport = (reason?: TReportReason, description?: string) =>
    setReporting((r) => ({ seq: (r?.seq ?? 0) + 1, reason, description }));
  /** A held message the member chose to edit: the composer starts again with its text. */
  const [draft, setDraft] = useState<{ seq: number; text: string } | null>(null);
  const notices = useSafetyNotices(user?.id, otherId, state.messages);
  const [blockBusy, setBlockBusy] = useState(false);
  const [blockError, setBlockError] = useState(false);
  useReadMarking({ otherId, ready: state.phase === 'ready', messages: state.messages, listRef, dispatch });

  const other = state.other;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  /** Blocking is asked once first; unblocking goes straight through. */
  const requestBlockToggle = () => {
    if (other?.is_blocked) void toggleBlock();
    else setConfirmingBlock(true);
  };
  const toggleBlock = async () => {
    if (!other) return;
    setBlockBusy(true);
    setBlockError(false);
    try {
      await setBlocked(otherId, !other.is_blocked);
      dispatch({ type: 'other_changed', change: { is_blocked: !other.is_blocked } });
      await chat.refresh().catch(() => undefined);
    } catch {
      setBlockError(true);
    } finally {
      setBlockBusy(false);
    }
  };

  const block = state.phase === 'ready' ? sendBlock(state, suspended) : 'not_allowed';
  const stored = state.messages.some((m) => !m.outgoing);
  const header = (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1,
        pl: { xs: 1.5, sm: 2 },
        pr: inOverlay ? 7 : { xs: 1, sm: 2 },
        py: 1,
        minHeight: 56,
      }}
    >
      <Typography variant="h5" component="h1" sx={{ flex: 1, fontSize: { xs: 22, sm: 24 } }}>
        {CHAT_TEXT.title}
      </Typography>
      {other && state.phase === 'ready' && (
        <ChatMenu
          otherId={other.id}
          blocked={other.is_blocked}
          busy={blockBusy}
          onToggleBlock={requestBlockToggle}
          onReport={() => openReport()}
        />
      )}
    </Stack>
  );

  const conversation = other && (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }}>
      {other.is_suspended && <UserSuspendedBanner />}
      <ConnectionState status={chat.status} />
      <MessageList
        messages={state.messages}
        myId={user?.id}
        listRef={listRef}
        hasOlder={state.hasOlder}
        onLoadOlder={chat.loadOlder}
        onRetry={chat.retry}
        after={(message: ChatMessage) => {
          const category = notices.noticeAt(message.id);
          if (!category || message.sender_id !== otherId) return null;
          return (
            <SafetyNotice
              category={category}
              blocked={other.is_blocked}
              onDismiss={() => notices.dismiss(category)}
              onBlock={requestBlockToggle}
              onReport={() =>
                openReport(
                  REPORT_REASON_FOR[category],
                  SAFETY_TEXT.reportQuote(message.content).slice(0, REPORT_DESCRIPTION_MAX),
                )
              }
            />
          );
        }}
        empty={
          state.paymentRequired && !stored ? (
            <PaymentRequired username={other.username} />
          ) : compact ? (
            <FirstContact user={other} />
          ) : undefined
        }
      />
      {state.verifiedRequired && <VerifiedRequired username={other.username} />}
      <TypingIndicator username={other.username} typing={chat.typing && !other.is_blocked} />
      <Composer
        key={draft?.seq ?? 0}
        initialText={draft?.text}
        disabledReason={block ? PLACEHOLDERS[block] : null}
        canSend={chat.connected}
        onInput={typingSignal.onInput}
        onSend={(text) => {
          typingSignal.stop();
          chat.send(text);
        }}
      />
    </Box>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(inOverlay
          ? { flex: 1, minHeight: 0, height: { sm: 'min(85vh, 880px)' } }
          : {
              height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
              maxWidth: 1100,
              width: '100%',
              mx: 'auto',
            }),
      }}
    >
      {header}
      <BlockConfirmDialog
        username={confirmingBlock && other ? other.username : null}
        onCancel={() => setConfirmingBlock(false)}
        onConfirm={() => {
          setConfirmingBlock(false);
          void toggleBlock();
        }}
      />
      {blockError && (
        <Alert severity="error" sx={{ mx: { xs: 1.5, sm: 2 }, mb: 1 }} onClose={() => setBlockError(false)}>
          {CHAT_TEXT.blockFailed}
        </Alert>
      )}
      {state.phase === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }} role="progressbar" aria-label="Loading">
          <CircularProgress />
        </Box>
      )}
      {state.phase === 'gone' && <UserGone />}
      {state.phase === 'ready' && other && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: compact ? 'column' : 'row',
            flex: 1,
            minHeight: 0,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="aside"
            sx={
              compact
                ? { borderBottom: 1, borderColor: 'divider', maxHeight: '55%', overflowY: 'auto', flexShrink: 0 }
                : { width: 320, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }
            }
          >
            <ProfileCard user={other} wentOffline={state.wentOffline} compact={compact} />
          </Box>
          {conversation}
        </Box>
      )}
      {other && (
        <ReportDialog
          key={reporting?.seq ?? 0}
          open={reporting !== null}
          userId={otherId}
          username={other.username}
          initialReason={reporting?.reason}
          initialDescription={reporting?.description}
          onClose={() => setReporting(null)}
        />
      )}
      <NudgeDialog
        held={chat.nudge}
        onSendAnyway={chat.sendAnyway}
        onEdit={(clientId) => setDraft((d) => ({ seq: (d?.seq ?? 0) + 1, text: chat.edit(clientId) }))}
      />
    </Box>
  );
}
