import { PlaceholderPage } from '@/components/placeholder-page';

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset Password" description="Choose a new password for your account." />;
}
