import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { OwnSharingSettings } from '@contract/schemas/profile';
import { calendarDate } from '@/lib/calendar';

type Delivery = Pick<OwnSharingSettings, 'deliveryHour' | 'timeZone'>;

interface Props {
  settings: OwnSharingSettings;
  onChange(delivery: Delivery): void;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** Every zone the browser knows, with the one saved kept even if it does not (an older browser). */
const zonesWith = (saved: string) => {
  const known = ['UTC', ...Intl.supportedValuesOf('timeZone')];
  return known.includes(saved) ? known : [saved, ...known];
};

/** When anonymous receipts reach the member: their daily delivery's hour and time zone. */
export function DeliveryTimeChoice({ settings, onChange }: Props) {
  const device = deviceZone();
  const { deliveryHour, timeZone } = settings;
  return (
    <fieldset className="fieldset settings-delivery">
      <legend>Anonymous receipts arrive</legend>
      <p className="muted small">
        {messages.heldUntilDelivery}{' '}
        {format(messages.deliveryChangeWaits, { days: limits.deliveryChangeDays })}
      </p>
      <div className="settings-delivery-row">
        <label>
          Daily at
          <select
            value={deliveryHour}
            onChange={(event) => onChange({ deliveryHour: Number(event.target.value), timeZone })}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {clock(hour)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Time zone
          <select
            value={timeZone}
            onChange={(event) => onChange({ deliveryHour, timeZone: event.target.value })}
          >
            {zonesWith(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      {settings.deliveryFrom &&
      settings.previousDelivery &&
      Date.parse(settings.deliveryFrom) > Date.now() ? (
        <p className="muted small" role="status">
          {format(messages.deliveryChangePending, {
            date: calendarDate(new Date(settings.deliveryFrom)),
            time: clock(settings.previousDelivery.deliveryHour),
            zone: settings.previousDelivery.timeZone.replaceAll('_', ' '),
          })}
        </p>
      ) : null}
      {timeZone !== device ? (
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => onChange({ deliveryHour, timeZone: device })}
        >
          Use this device’s time zone ({device.replaceAll('_', ' ')})
        </button>
      ) : null}
    </fieldset>
  );
}
