import { type Day, addDays, networkToday } from '@portal/shared/common/days';

export type { Day };

/** The network's offset from UTC (America/Sao_Paulo: UTC−3 all year since 2019). */
const OFFSET = '-03:00';

const DAY_MS = 86_400_000;
const toTime = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): Day => new Date(time).toISOString().slice(0, 10);

/**
 * The days of the history, counted from the day of the first start in the network's time zone: the
 * demo always looks current. School days are Monday to Friday.
 */
export class Days {
  readonly today: Day;

  constructor(now: Date) {
    this.today = networkToday(now);
  }

  /** `n` days after `day` (before it when negative). */
  add(day: Day, n: number): Day {
    return addDays(day, n);
  }

  /** `n` days from today (in the past when negative). */
  fromToday(n: number): Day {
    return this.add(this.today, n);
  }

  isSchoolDay(day: Day): boolean {
    const weekday = new Date(toTime(day)).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  }

  /** The school days from `from` to `to` days from today (negative: past), oldest first. */
  schoolDays(from: number, to: number): Day[] {
    const days: Day[] = [];
    for (let n = from; n <= to; n += 1) {
      const day = this.fromToday(n);
      if (this.isSchoolDay(day)) days.push(day);
    }
    return days;
  }

  /** The school day `n` days from today, or the one before it when that falls on a weekend. */
  schoolDayFromToday(n: number): Day {
    let day = this.fromToday(n);
    while (!this.isSchoolDay(day)) day = this.add(day, -1);
    return day;
  }

  /**
   * Day `dayOfMonth` (2 to 26) of this month (`month` 0) or the next (1), moved off a weekend inside the
   * month (a Saturday to the Friday before, a Sunday to the Monday after).
   */
  inMonth(month: 0 | 1, dayOfMonth: number): Day {
    const [year, mon] = this.today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, mon - 1 + month, 1));
    const day = fromTime(first.getTime() + (dayOfMonth - 1) * DAY_MS);
    const weekday = new Date(toTime(day)).getUTCDay();
    return weekday === 6 ? this.add(day, -1) : weekday === 0 ? this.add(day, 1) : day;
  }

  /** The first day of this month (`month` 0) or of the next (1). */
  monthStart(month: 0 | 1): Day {
    return this.inMonthRaw(month, 1);
  }

  /** The last day of this month (`month` 0) or of the next (1). */
  monthEnd(month: 0 | 1): Day {
    return this.add(month === 0 ? this.monthStart(1) : this.inMonthRaw(2, 1), -1);
  }

  private inMonthRaw(month: number, dayOfMonth: number): Day {
    const [year, mon] = this.today.split('-').map(Number) as [number, number];
    return fromTime(Date.UTC(year, mon - 1 + month, dayOfMonth));
  }

  /** A moment of `day` at `hour`:`minute` in the network's time zone. */
  at(day: Day, hour: number, minute = 0): Date {
    return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00${OFFSET}`);
  }
}

/** `time` plus `minutes`. */
export const later = (time: Date, minutes: number): Date => new Date(time.getTime() + minutes * 60_000);
