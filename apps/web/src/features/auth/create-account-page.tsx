import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { BrandMark } from '@/shared/brand';
import { AlreadyVerifiedNotice } from './already-verified-notice';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';
import { VerificationView } from './verification-view';
import { forgetVerification, verificationEmail } from './verification-start';

/** Create Account, its verification view (?verify=true) and the Account Already Verified notice. */
export default function CreateAccountPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const showVerified = (email: string) => {
    forgetVerification();
    setVerifiedEmail(email);
  };

  if (verifiedEmail) {
    return (
      <AuthCard
        title="Account Already Verified"
        icon={<CheckCircleOutlineRounded color="success" sx={{ fontSize: 48 }} />}
      >
        <AlreadyVerifiedNotice email={verifiedEmail} />
      </AuthCard>
    );
  }

  if (params.get('verify') === 'true') {
    const email = verificationEmail();
    // Without a stored e-mail there is nothing to verify; the overlay (if any) stays open.
    if (!email) return <Navigate to="/create-account" replace state={location.state as unknown} />;
    return (
      <AuthCard title="Verify Your Email" icon={<MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />}>
        <VerificationView key={email} email={email} onAlreadyVerified={() => showVerified(email)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join with your institutional email. It takes a minute."
      icon={<BrandMark size={44} />}
      width="wide"
    >
      <SignupForm onAlreadyVerified={showVerified} />
    </AuthCard>
  );
}
