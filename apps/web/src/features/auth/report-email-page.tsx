import { ComingSoon } from '@/app/coming-soon';

export default function ReportEmailPage() {
  return <ComingSoon title="Report Unwanted Email" />;
}
