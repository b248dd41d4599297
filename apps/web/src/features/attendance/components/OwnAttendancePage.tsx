import { useTranslation } from 'react-i18next';
import { useOwnAttendance } from '../api/attendance';
import { AttendanceView } from './AttendanceView';

/** /frequencia: the student's own attendance. */
export function OwnAttendancePage() {
  const { t } = useTranslation('attendance');
  return <AttendanceView title={t('student.ownTitle')} attendance={useOwnAttendance()} />;
}
