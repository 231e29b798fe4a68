import { Dialog, DialogTrigger } from '@partner-portal/ui/overlays';
import { Checkbox } from '@partner-portal/ui/inputs';
import { Alert, Button, Spinner, Text } from '@partner-portal/ui/primitives';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BigTime, Clock, LocationChoice } from './AttendanceDialog.styles.ts';
import { elapsedParts } from './elapsed.ts';
import { attendanceMessages } from './messages.ts';

/** Today's attendance as the dialog shows it. */
export interface AttendanceToday {
  /** Today's punch-in instant, or null before punching in. */
  startedAt: Date | null;
  /** Today's punch-out instant, or null. */
  endedAt: Date | null;
}

/** What the user chose for a punch (issue 23): share the device's location with it or not. */
export interface PunchOptions {
  shareLocation: boolean;
}

/**
 * How a punch went as to its location (issue 23): `located` (recorded with the place),
 * `denied` (the user or browser refused; punched without it), `unavailable` (no position in time;
 * punched without it), or `off` (not asked).
 */
export type PunchOutcome = 'located' | 'denied' | 'unavailable' | 'off';

/** Props of {@link AttendanceDialog}. */
export interface AttendanceDialogProps {
  /** Today's attendance once loaded (undefined while loading). */
  today?: AttendanceToday;
  /** True while today's attendance loads. */
  isLoading?: boolean;
  /** True when loading failed: 'Error Fetching Attendance!'. */
  hasLoadError?: boolean;
  /** Called when the dialog opens (the app then loads today's attendance). */
  onOpen?: () => void;
  /**
   * 'Punch In' with the user's location choice: resolves when recorded (with the location outcome,
   * shown as a note when the place could not be added); a rejection shows 'Error Punch In!'.
   */
  onPunchIn: (options: PunchOptions) => Promise<PunchOutcome | void>;
  /** 'Punch Out', as {@link AttendanceDialogProps.onPunchIn}; a rejection shows 'Error Punch Out!'. */
  onPunchOut: (options: PunchOptions) => Promise<PunchOutcome | void>;
  /**
   * Offers 'Share my location with this punch' (issue 23; the device can report a position).
   * Default false: no location is asked.
   */
  canShareLocation?: boolean;
  /** Initial state of the location choice (e.g. the user's last choice on this device). */
  defaultShareLocation?: boolean;
  /** Called when the user changes the location choice (to remember it). */
  onShareLocationChange?: (share: boolean) => void;
  /** A fixed clock (stories, tests). Default: the current time, updated every second while open. */
  now?: Date;
  /** Opens the dialog initially (stories). */
  defaultOpen?: boolean;
}

/** The current time, re-read every `intervalMs` (ms) while `enabled`; `fixed` overrides it. */
function useNow(fixed: Date | undefined, enabled: boolean, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed || !enabled) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [fixed, enabled, intervalMs]);
  return fixed ?? now;
}

/**
 * The attendance dialog, opened from its 'Punch In/Out' button: titled 'Attendance', it shows
 * today's weekday, the live time and date with 'Punch In'; once punched in, the hours and minutes
 * elapsed with 'Punch Out'; after punching out, the time worked. Shows 'Error Fetching
 * Attendance!', 'Error Punch In!' and 'Error Punch Out!' on failures, keeping the dialog open.
 * Beyond the spec (issue 23), with `canShareLocation` it offers 'Share my location with this
 * punch' with its reason; refusing or a missing position still punches, with a note.
 *
 * Spec: operations §2 'Attendance dialog', §4 'Attendance', §8 'Attendance'.
 */
export function AttendanceDialog({
  today,
  isLoading = false,
  hasLoadError = false,
  onOpen,
  onPunchIn,
  onPunchOut,
  now: fixedNow,
  defaultOpen = false,
  canShareLocation = false,
  defaultShareLocation = false,
  onShareLocationChange,
}: AttendanceDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [isOpen, setOpen] = useState(defaultOpen);
  const [pending, setPending] = useState<'in' | 'out' | null>(null);
  const [failure, setFailure] = useState<'in' | 'out' | null>(null);
  const [shareLocation, setShareLocation] = useState(defaultShareLocation);
  const [placeNote, setPlaceNote] = useState<'denied' | 'unavailable' | null>(null);
  const now = useNow(fixedNow, isOpen);

  useEffect(() => {
    if (isOpen) onOpen?.();
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const punch = async (which: 'in' | 'out') => {
    setPending(which);
    setFailure(null);
    setPlaceNote(null);
    const options = { shareLocation: canShareLocation && shareLocation };
    try {
      const outcome = await (which === 'in' ? onPunchIn(options) : onPunchOut(options));
      if (outcome === 'denied' || outcome === 'unavailable') setPlaceNote(outcome);
    } catch {
      setFailure(which);
    } finally {
      setPending(null);
    }
  };

  const time = (date: Date, withSeconds = false) =>
    intl.formatTime(date, {
      hour: '2-digit',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
    });

  let body;
  if (hasLoadError) {
    body = <Alert variant="error">{t(attendanceMessages.fetchFailed)}</Alert>;
  } else if (isLoading || !today) {
    body = <Spinner label={t(attendanceMessages.loading)} />;
  } else if (!today.startedAt) {
    body = (
      <Clock>
        <Text tone="muted">{intl.formatDate(now, { weekday: 'long' })}</Text>
        <BigTime>{time(now, true)}</BigTime>
        <Text>{intl.formatDate(now, { day: 'numeric', month: 'long', year: 'numeric' })}</Text>
        <Button onPress={() => void punch('in')} isPending={pending === 'in'}>
          {t(attendanceMessages.punchIn)}
        </Button>
      </Clock>
    );
  } else {
    const ended = today.endedAt;
    const parts = elapsedParts(today.startedAt, ended ?? now);
    body = (
      <Clock>
        <Text tone="muted">{t(ended ? attendanceMessages.worked : attendanceMessages.elapsed)}</Text>
        <BigTime>{t(attendanceMessages.duration, parts)}</BigTime>
        <Text>{t(attendanceMessages.since, { time: time(today.startedAt) })}</Text>
        {ended ? (
          <Text tone="muted">{t(attendanceMessages.done)}</Text>
        ) : (
          <Button variant="danger" onPress={() => void punch('out')} isPending={pending === 'out'}>
            {t(attendanceMessages.punchOut)}
          </Button>
        )}
      </Clock>
    );
  }

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="quiet" size="sm">
        {t(attendanceMessages.trigger)}
      </Button>
      <Dialog title={t(attendanceMessages.title)} size="sm">
        {failure && (
          <Alert variant="error">
            {t(failure === 'in' ? attendanceMessages.punchInFailed : attendanceMessages.punchOutFailed)}
          </Alert>
        )}
        {placeNote && (
          <Alert variant="warning">
            {t(
              placeNote === 'denied'
                ? attendanceMessages.locationDenied
                : attendanceMessages.locationUnavailable,
            )}
          </Alert>
        )}
        {body}
        {canShareLocation && today && !today.endedAt && !hasLoadError ? (
          <LocationChoice>
            <Checkbox
              isSelected={shareLocation}
              onChange={(share) => {
                setShareLocation(share);
                onShareLocationChange?.(share);
              }}
            >
              {t(attendanceMessages.shareLocation)}
            </Checkbox>
            <Text tone="muted" size="sm">
              {t(attendanceMessages.shareLocationReason)}
            </Text>
          </LocationChoice>
        ) : null}
      </Dialog>
    </DialogTrigger>
  );
}
