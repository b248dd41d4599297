import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStudentAttendance } from '../api/attendance';
import { AttendanceView } from './AttendanceView';

/** /frequencia/aluno/{codBseUsuario}: a student's attendance, for the staff who watch the 75% rule. */
export function StudentAttendancePage() {
  const { t } = useTranslation('attendance');
  const attendance = useStudentAttendance(Number(useParams().codBseUsuario));
  return (
    <AttendanceView title={attendance.data ? t('student.title', { name: attendance.data.nomUsuario }) : t('nav')} attendance={attendance} />
  );
}
