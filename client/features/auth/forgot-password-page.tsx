import { PlaceholderPage } from '@/components/placeholder-page';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" description="Request a link to reset your password." />;
}
